/// A sparse linear row `constant + Σ coefficient × symbol`.
///
/// Symbols are kept sorted by id, so every traversal — and with it every tie-break — is the same in
/// every process. Coefficients within `Tolerance.epsilon` of zero are never stored. A row means
/// either `basic = row` (a tableau row or an objective level) or `0 = row` (a constraint being
/// added, before `solve(for:)`).
///
/// The terms are one array of (symbol, coefficient) pairs: one allocation a row, and a symbol's
/// coefficient beside it in memory. `symbols` and `coefficients` are views of it.
struct Row {
    /// One term of a row.
    struct Term {
        var symbol: Int
        var coefficient: Double
    }

    /// The terms, by strictly increasing symbol.
    private(set) var terms: [Term]
    var constant: Double

    /// The symbols of a row's terms, in order.
    struct Symbols: RandomAccessCollection {
        let terms: [Term]
        var startIndex: Int { 0 }
        var endIndex: Int { terms.count }
        @inline(__always) subscript(position: Int) -> Int { terms[position].symbol }
    }

    /// The coefficients of a row's terms, in the order of `symbols`.
    struct Coefficients: RandomAccessCollection {
        let terms: [Term]
        var startIndex: Int { 0 }
        var endIndex: Int { terms.count }
        @inline(__always) subscript(position: Int) -> Double { terms[position].coefficient }
    }

    /// Symbol ids, strictly increasing.
    var symbols: Symbols { Symbols(terms: terms) }
    /// `coefficients[i]` multiplies `symbols[i]`.
    var coefficients: Coefficients { Coefficients(terms: terms) }

    /// Reusable buffers for `add(_:times:scratch:)`, so merging rows does not allocate in hot loops.
    struct Scratch {
        var terms: [Term] = []
        /// Symbols the last `add` brought into the row.
        var added: [Int] = []
        /// Symbols the last `add` cancelled out of the row.
        var removed: [Int] = []
    }

    init(constant: Double = 0) {
        terms = []
        self.constant = constant
    }

    /// Empties the row and gives it `constant`, keeping its buffer for the terms to come.
    mutating func removeAll(constant: Double) {
        terms.removeAll(keepingCapacity: true)
        self.constant = constant
    }

    /// Makes room for `count` terms, so a row built term by term allocates once.
    mutating func reserveCapacity(_ count: Int) {
        terms.reserveCapacity(count)
    }

    /// Whether the row has no symbols (it may still have a constant).
    var isConstant: Bool { terms.isEmpty }

    var count: Int { terms.count }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = terms[middle].symbol
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
        return found ? terms[index].coefficient : 0
    }

    func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

    /// Adds `coefficient × symbol`, dropping the symbol if the sum is near zero.
    /// Returns whether the symbol is in the row afterwards.
    @discardableResult
    mutating func insert(_ symbol: Int, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                terms.remove(at: index)
                return false
            }
            terms[index].coefficient = sum
            return true
        }
        if Tolerance.isNearZero(coefficient) { return false }
        if index == terms.count {
            // A new symbol has the highest id: appending skips the generic insertion.
            terms.append(Term(symbol: symbol, coefficient: coefficient))
        } else {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        }
        return true
    }

    /// Appends `coefficient × symbol` for a symbol above every symbol in the row, dropping it when
    /// near zero (building a row in order).
    mutating func append(_ symbol: Int, _ coefficient: Double) {
        precondition(terms.last.map { $0.symbol < symbol } ?? true, "symbols must be appended in order")
        if Tolerance.isNearZero(coefficient) { return }
        terms.append(Term(symbol: symbol, coefficient: coefficient))
    }

    /// Removes `symbol`, returning its coefficient (nil when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return terms.remove(at: index).coefficient
    }

    /// `self += factor × other`, merging the sorted symbol lists in one pass.
    /// Fills `scratch.added` / `scratch.removed` with the symbols that entered or left the row.
    mutating func add(_ other: Row, times factor: Double, scratch: inout Scratch) {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        constant += factor * other.constant
        if other.terms.isEmpty { return }
        if 16 * other.terms.count < terms.count {
            addInPlace(other, times: factor, scratch: &scratch)
            return
        }
        scratch.terms.removeAll(keepingCapacity: true)
        scratch.terms.reserveCapacity(terms.count + other.terms.count)
        let n = terms.count
        let m = other.terms.count
        var i = 0
        var j = 0
        while i < n && j < m {
            let a = terms[i].symbol
            let b = other.terms[j].symbol
            if a < b {
                scratch.terms.append(terms[i])
                i += 1
            } else if a > b {
                let value = factor * other.terms[j].coefficient
                if !Tolerance.isNearZero(value) {
                    scratch.terms.append(Term(symbol: b, coefficient: value))
                    scratch.added.append(b)
                }
                j += 1
            } else {
                let value = terms[i].coefficient + factor * other.terms[j].coefficient
                if Tolerance.isNearZero(value) {
                    scratch.removed.append(a)
                } else {
                    scratch.terms.append(Term(symbol: a, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
        while i < n {
            scratch.terms.append(terms[i])
            i += 1
        }
        while j < m {
            let b = other.terms[j].symbol
            let value = factor * other.terms[j].coefficient
            if !Tolerance.isNearZero(value) {
                scratch.terms.append(Term(symbol: b, coefficient: value))
                scratch.added.append(b)
            }
            j += 1
        }
        if scratch.terms.capacity > 4 * scratch.terms.count + 32 {
            // A scratch buffer grown by a long row must not end up in a short one (every short
            // row merged after a long one would keep a long row's worth of memory): copy.
            terms.removeAll(keepingCapacity: true)
            terms.append(contentsOf: scratch.terms)
        } else {
            // The old buffer becomes the next merge's scratch space.
            swap(&terms, &scratch.terms)
        }
    }

    /// Replaces `symbol` (in the row; not in `other`) by `other`: with `c` its coefficient, drops
    /// `c × symbol` and adds `c × other` — `remove(symbol)` then `add(other, times: c)`, with the
    /// same arithmetic and the same `scratch.added` / `scratch.removed`, but cheaper in a long row
    /// (see `addInPlace`).
    mutating func substitute(_ symbol: Int, with other: Row, scratch: inout Scratch) {
        let (index, found) = position(of: symbol)
        precondition(found, "substituting a symbol the row does not contain")
        let factor = terms[index].coefficient
        if 16 * other.terms.count < terms.count - 1 {
            scratch.added.removeAll(keepingCapacity: true)
            scratch.removed.removeAll(keepingCapacity: true)
            constant += factor * other.constant
            addInPlace(other, times: factor, skipping: index, scratch: &scratch)
        } else {
            terms.remove(at: index)
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
        let m = other.terms.count
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
                let start = position(of: other.terms[j].symbol).index - shift
                if !skipPending || start <= skip { low = start }
            }
            var high = low + 1
            var end = j
            while true {
                if skipPending && skip >= low && skip <= high + gap {
                    high = Swift.max(high, skip + 1)
                }
                guard end < m else { break }
                let p = position(of: other.terms[end].symbol)
                let original = p.index - shift
                guard original <= high + gap else { break }
                high = Swift.max(high, original + (p.found ? 1 : 0))
                end += 1
            }
            let includesSkip = skipPending && skip >= low && skip < high
            // Merge entries [low, high) (as they were; now at + shift) with other[j..<end].
            let from = low + shift
            let to = Swift.min(high + shift, terms.count)
            scratch.terms.removeAll(keepingCapacity: true)
            var i = from
            let skipAt = includesSkip ? skip + shift : -1
            while i < to || j < end {
                if i == skipAt {
                    i += 1
                    continue
                }
                if j == end || (i < to && terms[i].symbol < other.terms[j].symbol) {
                    scratch.terms.append(terms[i])
                    i += 1
                } else if i == to || terms[i].symbol > other.terms[j].symbol {
                    let b = other.terms[j].symbol
                    let value = factor * other.terms[j].coefficient
                    if !Tolerance.isNearZero(value) {
                        scratch.terms.append(Term(symbol: b, coefficient: value))
                        scratch.added.append(b)
                    }
                    j += 1
                } else {
                    let a = terms[i].symbol
                    let value = terms[i].coefficient + factor * other.terms[j].coefficient
                    if Tolerance.isNearZero(value) {
                        scratch.removed.append(a)
                    } else {
                        scratch.terms.append(Term(symbol: a, coefficient: value))
                    }
                    i += 1
                    j += 1
                }
            }
            if includesSkip { skipPending = false }
            terms.replaceSubrange(from..<to, with: scratch.terms)
            shift += scratch.terms.count - (to - from)
        }
    }

    /// Multiplies the whole row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
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
