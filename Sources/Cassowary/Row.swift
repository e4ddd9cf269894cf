/// A sparse linear row `constant + Σ coefficient × symbol`.
///
/// Symbols are kept sorted by id, so every traversal — and with it every tie-break — is the same in
/// every process. Coefficients within `Tolerance.epsilon` of zero are never stored. A row means
/// either `basic = row` (a tableau row or an objective level) or `0 = row` (a constraint being
/// added, before `solve(for:)`).
struct Row {
    /// Symbol ids, strictly increasing.
    private(set) var symbols: [Int]
    /// `coefficients[i]` multiplies `symbols[i]`.
    private(set) var coefficients: [Double]
    var constant: Double

    /// Reusable buffers for `add(_:times:scratch:)`, so merging rows does not allocate in hot loops.
    struct Scratch {
        var symbols: [Int] = []
        var coefficients: [Double] = []
        /// Symbols the last `add` brought into the row.
        var added: [Int] = []
        /// Symbols the last `add` cancelled out of the row.
        var removed: [Int] = []
    }

    init(constant: Double = 0) {
        symbols = []
        coefficients = []
        self.constant = constant
    }

    /// Empties the row and gives it `constant`, keeping its buffers for the terms to come.
    mutating func removeAll(constant: Double) {
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        self.constant = constant
    }

    /// Makes room for `count` terms, so a row built term by term allocates once.
    mutating func reserveCapacity(_ count: Int) {
        symbols.reserveCapacity(count)
        coefficients.reserveCapacity(count)
    }

    /// Whether the row has no symbols (it may still have a constant).
    var isConstant: Bool { symbols.isEmpty }

    var count: Int { symbols.count }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = symbols[middle]
            if candidate < symbol {
                low = middle + 1
            } else if candidate > symbol {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    func coefficient(for symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

    /// Adds `coefficient × symbol`, dropping the symbol if the sum is near zero.
    /// Returns whether the symbol is in the row afterwards.
    @discardableResult
    mutating func insert(_ symbol: Int, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Tolerance.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return false
            }
            coefficients[index] = sum
            return true
        }
        if Tolerance.isNearZero(coefficient) { return false }
        if index == symbols.count {
            // A new symbol has the highest id: appending skips the generic insertion.
            symbols.append(symbol)
            coefficients.append(coefficient)
        } else {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
        return true
    }

    /// Appends `coefficient × symbol` for a symbol above every symbol in the row, dropping it when
    /// near zero (building a row in order).
    mutating func append(_ symbol: Int, _ coefficient: Double) {
        precondition(symbols.last.map { $0 < symbol } ?? true, "symbols must be appended in order")
        if Tolerance.isNearZero(coefficient) { return }
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    /// Removes `symbol`, returning its coefficient (nil when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// `self += factor × other`, merging the sorted symbol lists in one pass.
    /// Fills `scratch.added` / `scratch.removed` with the symbols that entered or left the row.
    mutating func add(_ other: Row, times factor: Double, scratch: inout Scratch) {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        constant += factor * other.constant
        if other.symbols.isEmpty { return }
        if 16 * other.symbols.count < symbols.count {
            addInPlace(other, times: factor, scratch: &scratch)
            return
        }
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(symbols.count + other.symbols.count)
        scratch.coefficients.reserveCapacity(symbols.count + other.symbols.count)
        let n = symbols.count
        let m = other.symbols.count
        var i = 0
        var j = 0
        while i < n && j < m {
            let a = symbols[i]
            let b = other.symbols[j]
            if a < b {
                scratch.symbols.append(a)
                scratch.coefficients.append(coefficients[i])
                i += 1
            } else if a > b {
                let value = factor * other.coefficients[j]
                if !Tolerance.isNearZero(value) {
                    scratch.symbols.append(b)
                    scratch.coefficients.append(value)
                    scratch.added.append(b)
                }
                j += 1
            } else {
                let value = coefficients[i] + factor * other.coefficients[j]
                if Tolerance.isNearZero(value) {
                    scratch.removed.append(a)
                } else {
                    scratch.symbols.append(a)
                    scratch.coefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        while i < n {
            scratch.symbols.append(symbols[i])
            scratch.coefficients.append(coefficients[i])
            i += 1
        }
        while j < m {
            let b = other.symbols[j]
            let value = factor * other.coefficients[j]
            if !Tolerance.isNearZero(value) {
                scratch.symbols.append(b)
                scratch.coefficients.append(value)
                scratch.added.append(b)
            }
            j += 1
        }
        if scratch.symbols.capacity > 4 * scratch.symbols.count + 32 {
            // A scratch buffer grown by a long row must not end up in a short one (every short
            // row merged after a long one would keep a long row's worth of memory): copy.
            symbols.removeAll(keepingCapacity: true)
            coefficients.removeAll(keepingCapacity: true)
            symbols.append(contentsOf: scratch.symbols)
            coefficients.append(contentsOf: scratch.coefficients)
        } else {
            // The old buffers become the next merge's scratch space.
            swap(&symbols, &scratch.symbols)
            swap(&coefficients, &scratch.coefficients)
        }
    }

    /// Replaces `symbol` (in the row; not in `other`) by `other`: with `c` its coefficient, drops
    /// `c × symbol` and adds `c × other` — `remove(symbol)` then `add(other, times: c)`, with the
    /// same arithmetic and the same `scratch.added` / `scratch.removed`, but cheaper in a long row
    /// (see `addInPlace`).
    mutating func substitute(_ symbol: Int, with other: Row, scratch: inout Scratch) {
        let (index, found) = position(of: symbol)
        precondition(found, "substituting a symbol the row does not contain")
        let factor = coefficients[index]
        if 16 * other.symbols.count < symbols.count - 1 {
            scratch.added.removeAll(keepingCapacity: true)
            scratch.removed.removeAll(keepingCapacity: true)
            constant += factor * other.constant
            addInPlace(other, times: factor, skipping: index, scratch: &scratch)
        } else {
            symbols.remove(at: index)
            coefficients.remove(at: index)
            add(other, times: factor, scratch: &scratch)
        }
    }

    /// `add` for a short `other` into a long row, optionally dropping the entry at `skipping`:
    /// `other`'s symbols are grouped by where they fall in the row, and each group's window is
    /// merged and written back on its own. A pivot that exchanges a few neighbouring symbols then
    /// costs its window, and the rest of the row moves only when a window's length changes — not
    /// once per term, as separate inserts and removals would (a long row, such as the sum of a
    /// chain's widths, is touched by nearly every pivot).
    private mutating func addInPlace(
        _ other: Row, times factor: Double, skipping: Int? = nil, scratch: inout Scratch
    ) {
        let m = other.symbols.count
        let skip = skipping ?? -1
        var j = 0
        // Positions below are the row's before this call; entries after the groups merged so far
        // now sit `shift` places further on.
        var shift = 0
        var skipPending = skip >= 0
        while j < m || skipPending {
            // The next group: consecutive terms (and the skipped entry) less than `gap` apart.
            let gap = 32
            var low = skip
            if j < m {
                let start = position(of: other.symbols[j]).index - shift
                if !skipPending || start <= skip { low = start }
            }
            var high = low + 1
            var end = j
            while true {
                if skipPending && skip >= low && skip <= high + gap {
                    high = Swift.max(high, skip + 1)
                }
                guard end < m else { break }
                let p = position(of: other.symbols[end])
                let original = p.index - shift
                guard original <= high + gap else { break }
                high = Swift.max(high, original + (p.found ? 1 : 0))
                end += 1
            }
            let includesSkip = skipPending && skip >= low && skip < high
            // Merge entries [low, high) (as they were; now at + shift) with other[j..<end].
            let from = low + shift
            let to = Swift.min(high + shift, symbols.count)
            scratch.symbols.removeAll(keepingCapacity: true)
            scratch.coefficients.removeAll(keepingCapacity: true)
            var i = from
            let skipAt = includesSkip ? skip + shift : -1
            while i < to || j < end {
                if i == skipAt {
                    i += 1
                    continue
                }
                if j == end || (i < to && symbols[i] < other.symbols[j]) {
                    scratch.symbols.append(symbols[i])
                    scratch.coefficients.append(coefficients[i])
                    i += 1
                } else if i == to || symbols[i] > other.symbols[j] {
                    let b = other.symbols[j]
                    let value = factor * other.coefficients[j]
                    if !Tolerance.isNearZero(value) {
                        scratch.symbols.append(b)
                        scratch.coefficients.append(value)
                        scratch.added.append(b)
                    }
                    j += 1
                } else {
                    let a = symbols[i]
                    let value = coefficients[i] + factor * other.coefficients[j]
                    if Tolerance.isNearZero(value) {
                        scratch.removed.append(a)
                    } else {
                        scratch.symbols.append(a)
                        scratch.coefficients.append(value)
                    }
                    i += 1
                    j += 1
                }
            }
            if includesSkip { skipPending = false }
            symbols.replaceSubrange(from..<to, with: scratch.symbols)
            coefficients.replaceSubrange(from..<to, with: scratch.coefficients)
            shift += scratch.symbols.count - (to - from)
        }
    }

    /// Multiplies the whole row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `0 = self` into `symbol = …` (the symbol must be in the row).
    mutating func solve(for symbol: Int) {
        guard let coefficient = remove(symbol) else {
            preconditionFailure("solving a row for a symbol it does not contain")
        }
        scale(by: -1 / coefficient)
    }

    /// Turns `leaving = self` into `entering = …` (a pivot of this row).
    mutating func solve(for entering: Int, leaving: Int) {
        insert(leaving, -1)
        solve(for: entering)
    }
}
