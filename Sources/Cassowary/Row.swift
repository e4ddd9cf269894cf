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
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
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

    /// `add` for a short `other` into a long row: a binary search and at most one shift per term,
    /// instead of copying the whole row (a pivot's short row into a long one, over and over).
    private mutating func addInPlace(_ other: Row, times factor: Double, scratch: inout Scratch) {
        for (symbol, coefficient) in zip(other.symbols, other.coefficients) {
            let value = factor * coefficient
            let (index, found) = position(of: symbol)
            if found {
                let sum = coefficients[index] + value
                if Tolerance.isNearZero(sum) {
                    symbols.remove(at: index)
                    coefficients.remove(at: index)
                    scratch.removed.append(symbol)
                } else {
                    coefficients[index] = sum
                }
            } else if !Tolerance.isNearZero(value) {
                symbols.insert(symbol, at: index)
                coefficients.insert(value, at: index)
                scratch.added.append(symbol)
            }
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
