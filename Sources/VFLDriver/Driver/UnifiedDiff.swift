import VFL
import VFLSyntax

/// A line diff printed like `diff -u`, for `--check`: `--- old` / `+++ new` headers, then
/// `@@ -a,b +c,d @@` hunks with `context` lines around each change and `\ No newline at end of
/// file` after a last line without one.
///
/// The edit script is a shortest one, found with Myers' O(ND) algorithm in its linear-space
/// form (the "middle snake" divide and conquer), after trimming the common prefix and suffix,
/// so large golden files with a few changes diff quickly and in memory proportional to their
/// size. Where several shortest scripts exist the hunks may differ from GNU diff's choice.
///
/// Myers' algorithm takes time proportional to the lines times the differences, which for two
/// large, wholly different texts is quadratic. So the search has a budget of steps linear in the
/// input (`EditScript.budget`); a part of the texts still unresolved when it runs out is shown
/// as all deleted, then all inserted: a correct diff, if not a shortest one, in linear time.
public enum UnifiedDiff {
    /// The unified diff from `old` to `new`, or `nil` when they are equal.
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        if old == new { return nil }
        let oldBytes = Array(old.utf8)
        let newBytes = Array(new.utf8)
        let oldLines = lines(of: oldBytes)
        let newLines = lines(of: newBytes)
        // Compare small integers, not text: equal lines (terminator included) share an id.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: Range<Int>, in bytes: [UInt8]) -> Int {
            let key = bytes[line]
            if let known = ids[key] { return known }
            let next = ids.count
            ids[key] = next
            return next
        }
        var script = EditScript(old: oldLines.map { id($0, in: oldBytes) }, new: newLines.map { id($0, in: newBytes) })
        script.compare(oldRange: 0..<oldLines.count, newRange: 0..<newLines.count)

        var output: [UInt8] = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        func append(_ marker: UInt8, _ line: Range<Int>, of bytes: [UInt8]) {
            output.append(marker)
            output.append(contentsOf: bytes[line])
            if line.isEmpty || bytes[line.upperBound - 1] != UInt8(ascii: "\n") {
                output.append(contentsOf: Array("\n\\ No newline at end of file\n".utf8))
            }
        }
        for hunk in script.hunks(context: max(0, context)) {
            output.append(
                contentsOf: Array(
                    "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n".utf8))
            for operation in hunk.operations {
                switch operation {
                case .equal(let i, _): append(UInt8(ascii: " "), oldLines[i], of: oldBytes)
                case .delete(let i): append(UInt8(ascii: "-"), oldLines[i], of: oldBytes)
                case .insert(let j): append(UInt8(ascii: "+"), newLines[j], of: newBytes)
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `diff -u`'s range notation: `start,count` from 1, `start` alone for one line, and for no
    /// lines the line before the gap with `,0`.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    /// Each line's byte range, its `\n` included; a last line without one is its own line.
    private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }
}

/// One step of the edit script, by line index in the old and the new text.
private enum DiffOperation {
    case equal(Int, Int)
    case delete(Int)
    case insert(Int)
}

/// A group of changes with their context, as one `@@` hunk prints them.
private struct DiffHunk {
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int
    var operations: ArraySlice<DiffOperation>
}

/// Marks which old lines are deleted and which new lines inserted, by Myers' linear-space
/// algorithm over line ids.
private struct EditScript {
    let old: [Int]
    let new: [Int]
    var deleted: [Bool]
    var inserted: [Bool]
    /// Snake steps (diagonals tried and lines compared) the search may still take: generous
    /// for any diff a person would read, and linear in the input however different the texts.
    private(set) var budget: Int
    /// Scratch diagonals for the middle snake, reused across calls (indexed by diagonal + offset).
    private var forward: [Int] = []
    private var backward: [Int] = []

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        deleted = Array(repeating: false, count: old.count)
        inserted = Array(repeating: false, count: new.count)
        let size = 2 * (old.count + new.count) + 4
        forward = Array(repeating: 0, count: size)
        backward = Array(repeating: 0, count: size)
        budget = Self.minimumBudget + Self.budgetPerLine * (old.count + new.count)
    }

    static let minimumBudget = 10_000_000
    static let budgetPerLine = 64

    /// Marks a shortest edit script from `old[oldRange]` to `new[newRange]`.
    mutating func compare(oldRange: Range<Int>, newRange: Range<Int>) {
        var aLow = oldRange.lowerBound
        var aHigh = oldRange.upperBound
        var bLow = newRange.lowerBound
        var bHigh = newRange.upperBound
        while aLow < aHigh && bLow < bHigh && old[aLow] == new[bLow] {
            aLow += 1
            bLow += 1
        }
        while aLow < aHigh && bLow < bHigh && old[aHigh - 1] == new[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
        }
        if aLow == aHigh {
            for j in bLow..<bHigh { inserted[j] = true }
            return
        }
        if bLow == bHigh {
            for i in aLow..<aHigh { deleted[i] = true }
            return
        }
        // Both sides are non-empty and differ at both ends, so D ≥ 2 and each half is smaller.
        guard let snake = middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh) else {
            // Out of budget: everything left here is a change.
            for i in aLow..<aHigh { deleted[i] = true }
            for j in bLow..<bHigh { inserted[j] = true }
            return
        }
        compare(oldRange: aLow..<snake.x, newRange: bLow..<snake.y)
        compare(oldRange: snake.u..<aHigh, newRange: snake.v..<bHigh)
    }

    /// The middle snake of a shortest path (Myers 1986, §4b): forward paths from the top left and
    /// backward paths from the bottom right grow one edit at a time until they overlap; the
    /// snake where they meet, from (x, y) to (u, v) in absolute indices, lies on a shortest path.
    /// `nil` when the budget runs out first.
    private mutating func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> (x: Int, y: Int, u: Int, v: Int)?
    {
        let n = aHigh - aLow
        let m = bHigh - bLow
        let delta = n - m
        let odd = delta & 1 != 0
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        // forward[k]: furthest x on diagonal k = x − y; backward[k]: furthest x′ on diagonal
        // k = x′ − y′ of the reversed texts (x′ = n − x), the same diagonal as delta − k forward.
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        for d in 0...maxD {
            // Each round tries 2(d + 1) diagonals; the lines a snake follows are counted below.
            budget -= 2 * (d + 1)
            if budget < 0 { return nil }
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]))
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && old[aLow + x] == new[bLow + y] {
                    x += 1
                    y += 1
                }
                budget -= x - startX
                forward[offset + k] = x
                let reverseK = delta - k
                if odd && reverseK >= -(d - 1) && reverseK <= d - 1 && x + backward[offset + reverseK] >= n {
                    return (aLow + startX, bLow + startY, aLow + x, bLow + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]))
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && old[aHigh - 1 - x] == new[bHigh - 1 - y] {
                    x += 1
                    y += 1
                }
                budget -= x - startX
                backward[offset + k] = x
                let forwardK = delta - k
                if !odd && forwardK >= -d && forwardK <= d && forward[offset + forwardK] + x >= n {
                    return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
                }
            }
        }
        preconditionFailure("the forward and backward paths always meet by d = ⌈(n + m) / 2⌉")
    }

    /// The script as operations, each change block's deletions before its insertions, as
    /// `diff -u` prints them.
    func operations() -> [DiffOperation] {
        var result: [DiffOperation] = []
        result.reserveCapacity(old.count + new.count)
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && !deleted[i] && !inserted[j] {
                result.append(.equal(i, j))
                i += 1
                j += 1
                continue
            }
            while i < old.count && deleted[i] {
                result.append(.delete(i))
                i += 1
            }
            while j < new.count && inserted[j] {
                result.append(.insert(j))
                j += 1
            }
        }
        return result
    }

    /// Changes with `context` equal lines around them; changes separated by at most
    /// 2 × `context` equal lines share a hunk.
    func hunks(context: Int) -> [DiffHunk] {
        let operations = operations()
        // Lines of each text before each operation, for the hunk headers.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        oldBefore.reserveCapacity(operations.count)
        newBefore.reserveCapacity(operations.count)
        var changes: [Int] = []
        var i = 0
        var j = 0
        for (index, operation) in operations.enumerated() {
            oldBefore.append(i)
            newBefore.append(j)
            switch operation {
            case .equal:
                i += 1
                j += 1
            case .delete:
                i += 1
                changes.append(index)
            case .insert:
                j += 1
                changes.append(index)
            }
        }
        var result: [DiffHunk] = []
        var next = 0
        while next < changes.count {
            let first = changes[next]
            var last = first
            next += 1
            while next < changes.count && changes[next] - last - 1 <= 2 * context {
                last = changes[next]
                next += 1
            }
            let lower = max(0, first - context)
            let upper = min(operations.count, last + 1 + context)
            let oldEnd = upper < operations.count ? oldBefore[upper] : old.count
            let newEnd = upper < operations.count ? newBefore[upper] : new.count
            result.append(
                DiffHunk(
                    oldStart: oldBefore[lower], oldCount: oldEnd - oldBefore[lower],
                    newStart: newBefore[lower], newCount: newEnd - newBefore[lower],
                    operations: operations[lower..<upper]))
        }
        return result
    }
}
