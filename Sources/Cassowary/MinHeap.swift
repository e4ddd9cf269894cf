/// A binary min-heap of symbol ids: the lowest id on top.
///
/// The solver uses it where a rule takes "the lowest id" from a changing set (the dual simplex's
/// infeasible rows, Bland's entering symbol). Callers push freely and skip entries that no longer
/// qualify when they surface, so the heap may hold duplicates; the order — ids — is exact and
/// independent of the order of pushes.
struct MinHeap {
    private var items: [Int] = []

    init() {}

    /// A heap of `ids`, in any order.
    init(_ ids: [Int]) {
        items = ids
        var index = items.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var top: Int? { items.first }

    mutating func push(_ id: Int) {
        items.append(id)
        var child = items.count - 1
        let value = items[child]
        while child > 0 {
            let parent = (child - 1) >> 1
            guard value < items[parent] else { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = value
    }

    /// Removes and returns the lowest id.
    @discardableResult
    mutating func pop() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            siftDown(from: 0)
        }
        return first
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        let value = items[parent]
        let count = items.count
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count && items[child + 1] < items[child] { child += 1 }
            guard items[child] < value else { break }
            items[parent] = items[child]
            parent = child
        }
        items[parent] = value
    }
}
