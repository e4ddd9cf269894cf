/// For each symbol, the basic symbols whose rows mention it: a column of the sparse tableau.
///
/// Lists are unsorted arrays updated lazily: adding appends, removing only lowers the exact count,
/// so a list may still hold entries whose row has since dropped the symbol (or the same entry
/// twice, if the symbol came back). Readers check each entry against the row, which they read
/// anyway; `compact` filters a list when it has grown to twice its count, so the work stays
/// proportional to the changes. Counts are exact. A list whose count reaches zero is emptied.
/// Nothing here hashes, and callers never depend on the order of a list (each entry is an
/// independent row; choices among entries use an id tie-break).
struct ColumnIndex {
    private var lists: [[Int]] = []
    private var counts: [Int32] = []

    mutating func appendSymbol() {
        lists.append([])
        counts.append(0)
    }

    /// Forgets the symbols with ids `>= count`.
    mutating func removeSymbols(from count: Int) {
        lists.removeSubrange(count...)
        counts.removeSubrange(count...)
    }

    mutating func removeAll() {
        lists = []
        counts = []
    }

    /// The exact number of rows that mention `symbol`.
    @inline(__always)
    func count(_ symbol: Int) -> Int { Int(counts[symbol]) }

    /// The entries for `symbol`: every row that mentions it, possibly with stale or repeated ones.
    @inline(__always)
    subscript(symbol: Int) -> [Int] { lists[symbol] }

    /// Records that `user`'s row now mentions `symbol`. Returns whether the list is due for
    /// `compact`.
    @inline(__always)
    mutating func add(_ user: Int, to symbol: Int) -> Bool {
        // Most lists hold a few entries: starting at four skips the regrowths from one.
        if lists[symbol].capacity == 0 { lists[symbol].reserveCapacity(4) }
        lists[symbol].append(user)
        counts[symbol] += 1
        return lists[symbol].count > 2 * Int(counts[symbol]) + 8
    }

    /// Records that `user`'s row no longer mentions `symbol`.
    @inline(__always)
    mutating func remove(_ user: Int, from symbol: Int) {
        counts[symbol] -= 1
        if counts[symbol] == 0 { lists[symbol] = [] }
    }

    /// Takes the whole list (stale entries included), leaving `symbol` in no row.
    mutating func take(_ symbol: Int) -> [Int] {
        counts[symbol] = 0
        var list: [Int] = []
        swap(&list, &lists[symbol])
        return list
    }

    /// Drops stale and repeated entries of `symbol`'s list: afterwards it holds exactly the rows
    /// `isLive` accepts, each once, in id order.
    mutating func compact(_ symbol: Int, keeping isLive: (Int) -> Bool) {
        let expected = counts[symbol]
        var list = take(symbol)
        list.sort()
        var kept: [Int] = []
        kept.reserveCapacity(list.count)
        var previous = -1
        for user in list where user != previous {
            previous = user
            if isLive(user) { kept.append(user) }
        }
        assert(kept.count == Int(expected), "column index out of step with the rows")
        counts[symbol] = Int32(kept.count)
        lists[symbol] = kept
    }
}
