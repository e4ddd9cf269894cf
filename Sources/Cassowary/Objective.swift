/// The lexicographic objective, as one row whose coefficients are symbolic weights.
///
/// Non-required priorities are not weights that trade off against each other: the solver minimises
/// the total, unweighted error of the highest non-required priority first, then the next level
/// down, and so on, so one constraint at a higher priority beats any number at lower ones. As in the
/// original Cassowary paper, each parametric symbol's objective coefficient is therefore a
/// `SymbolicWeight` — its coefficient at every level — compared lexicographically; the objective's
/// value is one constant per level. A level appears when a constraint at a new priority is added and
/// disappears when its last constraint is removed, so the objective only ever holds levels in use.
///
/// Weights are stored per symbol (indexed by symbol id), so replacing a symbol by its row costs the
/// entries of that row and that symbol's weight, never the number of levels. The objective also
/// keeps its *improving* symbols — those whose move lowers the objective — in two heaps, so
/// choosing the primal simplex's entering symbol costs a logarithm, not a scan:
/// - by weight (a lexicographic Dantzig rule: the steepest improvement at the highest level,
///   then the next, ties to the lowest id), the rule used normally;
/// - by id (Bland's rule), the anti-cycling fallback after a run of degenerate pivots.
struct Objective {
    /// One priority level: its total error (the objective's value at that level) and how many
    /// constraints (and edit variables) it holds.
    struct Level {
        var priority: Double
        var constant: Double
        /// The level is dropped when this reaches zero.
        var constraintCount: Int
    }

    /// Sorted by priority, highest first.
    private(set) var levels: [Level] = []
    /// Indexed by symbol id; zero for basic symbols and for symbols no level mentions.
    private(set) var weights: [SymbolicWeight] = []
    /// Every symbol that may have a non-zero weight (a superset, compacted now and then).
    private var support: [Int] = []
    private var inSupport: [Bool] = []
    private var nonzeroCount = 0

    /// Improving symbols as a binary heap, least oriented weight (see `entersBefore`) on top.
    /// Indexed: `heapPosition[s]` is `s`'s slot or -1, so a weight change re-sifts its symbol in place
    /// and the heap holds exactly the improving symbols.
    private var steepestHeap: [Int] = []
    private var heapPosition: [Int] = []
    /// Improving symbols, lowest id on top. Lazy: entries that stopped improving are skipped when
    /// they surface, and a symbol may appear twice (its key, the id, never changes).
    private var blandHeap = MinHeap()

    /// Undo information while a transaction is open (see `beginTransaction`).
    private struct Transaction {
        var levels: [Level]
        var savedWeights: [(symbol: Int, weight: SymbolicWeight)] = []
    }

    private var transaction: Transaction?
    /// The symbols whose weight the open transaction has saved.
    private var transactionMarks = TouchMarks()

    // MARK: Levels

    /// The index of the level for `priority`, if present.
    func levelIndex(for priority: Double) -> Int? {
        let index = insertionIndex(for: priority)
        return index < levels.count && levels[index].priority == priority ? index : nil
    }

    /// The first index whose priority is not above `priority` (binary search; levels descend).
    private func insertionIndex(for priority: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) >> 1
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Counts one more constraint at `priority`, creating the level when absent.
    mutating func addConstraint(at priority: Double) {
        let index = insertionIndex(for: priority)
        if index < levels.count && levels[index].priority == priority {
            levels[index].constraintCount += 1
        } else {
            levels.insert(Level(priority: priority, constant: 0, constraintCount: 1), at: index)
        }
    }

    /// Counts one constraint less at `priority`; the last one takes the level with it (whatever
    /// rounding noise its coefficients still hold is dropped too).
    mutating func removeConstraint(at priority: Double, kinds: [SymbolKind]) {
        guard let index = levelIndex(for: priority) else { return }
        levels[index].constraintCount -= 1
        guard levels[index].constraintCount == 0 else { return }
        levels.remove(at: index)
        for symbol in support where weights[symbol].coefficient(at: priority) != 0 {
            update(symbol, kinds: kinds) { $0.removeLevel(priority) }
        }
    }

    /// The objective's value at each level, highest first.
    var constants: [Double] { levels.map(\.constant) }

    // MARK: Weights

    /// `symbol`'s weight (zero for a symbol never seen).
    @inline(__always)
    func weight(of symbol: Int) -> SymbolicWeight {
        symbol < weights.count ? weights[symbol] : SymbolicWeight()
    }

    /// Whether `symbol` has a non-zero weight.
    @inline(__always)
    func hasWeight(_ symbol: Int) -> Bool { symbol < weights.count && !weights[symbol].isZero }

    /// The lexicographic sign (-1, 0, 1) of `symbol`'s weight.
    func sign(of symbol: Int) -> Int { weight(of: symbol).sign }

    /// Adds `coefficient × symbol` at `priority` (whose level must exist).
    mutating func add(_ coefficient: Double, for symbol: Int, at priority: Double, kinds: [SymbolKind]) {
        update(symbol, kinds: kinds) { $0.add(coefficient, at: priority) }
    }

    /// Adds `factor × row` at `priority` (whose level must exist): its constant to the level's
    /// value, its symbols' coefficients to their weights.
    mutating func add(_ row: Row, times factor: Double, at priority: Double, kinds: [SymbolKind]) {
        if let index = levelIndex(for: priority) { addToConstant(index, factor * row.constant) }
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            update(symbol, kinds: kinds) { $0.add(factor * coefficient, at: priority) }
        }
    }

    /// Replaces `symbol` (which just became basic with `symbol = row`) by `row`.
    mutating func substitute(_ symbol: Int, with row: Row, kinds: [SymbolKind]) {
        guard symbol < weights.count, !weights[symbol].isZero else { return }
        let weight = weights[symbol]
        update(symbol, kinds: kinds) { $0 = SymbolicWeight() }
        shiftConstants(by: weight, times: row.constant)
        for (other, coefficient) in zip(row.symbols, row.coefficients) {
            update(other, kinds: kinds) { $0.add(weight, times: coefficient) }
        }
    }

    /// Adds `factor × weight(of: symbol)` to the level values: what an edit's constant change does
    /// when its parametric error symbol moves by `factor`.
    mutating func shiftConstants(of symbol: Int, by factor: Double) {
        shiftConstants(by: weight(of: symbol), times: factor)
    }

    /// Drops `symbol` (a parametric symbol known to be zero, such as a finished artificial variable).
    mutating func remove(_ symbol: Int, kinds: [SymbolKind]) {
        guard symbol < weights.count, !weights[symbol].isZero else { return }
        update(symbol, kinds: kinds) { $0 = SymbolicWeight() }
    }

    private mutating func shiftConstants(by weight: SymbolicWeight, times factor: Double) {
        guard factor != 0 else { return }
        for entry in weight.entries {
            if let index = levelIndex(for: entry.priority) { addToConstant(index, entry.coefficient * factor) }
        }
    }

    private mutating func addToConstant(_ index: Int, _ value: Double) {
        if transaction != nil, transaction!.levels.isEmpty, !levels.isEmpty {
            transaction!.levels = levels
        }
        levels[index].constant += value
    }

    /// Every change to a weight goes through here: undo journal, support, heaps.
    @inline(__always)
    private mutating func update(_ symbol: Int, kinds: [SymbolKind], _ change: (inout SymbolicWeight) -> Void) {
        reserve(symbol)
        if transaction != nil, transactionMarks.mark(symbol) {
            transaction!.savedWeights.append((symbol, weights[symbol]))
        }
        let wasZero = weights[symbol].isZero
        let wasImproving = Objective.isImproving(weights[symbol], kinds[symbol])
        change(&weights[symbol])
        let isZero = weights[symbol].isZero
        if wasZero != isZero { nonzeroCount += isZero ? -1 : 1 }
        if !isZero && !inSupport[symbol] {
            inSupport[symbol] = true
            support.append(symbol)
        }
        if Objective.isImproving(weights[symbol], kinds[symbol]) {
            if heapPosition[symbol] < 0 {
                insertSteepest(symbol)
            } else {
                siftSteepest(from: heapPosition[symbol])
            }
            if !wasImproving { blandHeap.push(symbol) }
        } else if heapPosition[symbol] >= 0 {
            removeSteepest(at: heapPosition[symbol])
        }
        if support.count > 2 * nonzeroCount + 64 { compactSupport() }
    }

    private mutating func reserve(_ symbol: Int) {
        guard symbol >= weights.count else { return }
        let count = symbol + 1 - weights.count
        weights.append(contentsOf: repeatElement(SymbolicWeight(), count: count))
        inSupport.append(contentsOf: repeatElement(false, count: count))
        heapPosition.append(contentsOf: repeatElement(-1, count: count))
    }

    private mutating func compactSupport() {
        var kept: [Int] = []
        kept.reserveCapacity(nonzeroCount)
        for symbol in support {
            if weights[symbol].isZero { inSupport[symbol] = false } else { kept.append(symbol) }
        }
        support = kept
    }

    // MARK: Choosing the entering symbol

    /// Whether moving a parametric symbol with this weight lowers the objective: restricted
    /// symbols (which only increase) when the weight is lexicographically negative, free external
    /// symbols when it is non-zero in either sign.
    @inline(__always)
    static func isImproving(_ weight: SymbolicWeight, _ kind: SymbolKind) -> Bool {
        let sign = weight.sign
        return sign < 0 || (sign > 0 && kind == .external)
    }

    /// The primal simplex's entering symbol and the direction to move it (+1 up, -1 down), or nil
    /// at the optimum. Normally the steepest: the least weight once oriented by its direction
    /// (a lexicographic Dantzig rule), ties to the lowest id. With `bland`, the lowest-id improving
    /// symbol (Bland's rule over the lexicographic order, which cannot cycle).
    mutating func enteringSymbol(bland: Bool, kinds: [SymbolKind]) -> (symbol: Int, direction: Double)? {
        let symbol: Int
        if bland {
            if blandHeap.count > 2 * steepestHeap.count + 64 {
                blandHeap = MinHeap(steepestHeap)
            }
            while let top = blandHeap.top, heapPosition[top] < 0 { blandHeap.pop() }
            guard let top = blandHeap.top else { return nil }
            symbol = top
        } else {
            guard let top = steepestHeap.first else { return nil }
            symbol = top
        }
        return (symbol, weights[symbol].sign < 0 ? 1 : -1)
    }

    /// Phase one's entering symbol: Bland's rule (the lowest-id improving symbol) among the
    /// symbols whose `cost` — the rows a pivot on it rewrites — is at most `maximumCost`; when
    /// every improving symbol costs more, the cheapest (ties to the lowest id). nil at the optimum.
    func cheapBlandEnteringSymbol(maximumCost: Int, cost: (Int) -> Int) -> (symbol: Int, direction: Double)? {
        var lowest = -1
        var cheapest = -1
        var cheapestCost = Int.max
        for symbol in steepestHeap {
            let symbolCost = cost(symbol)
            if symbolCost <= maximumCost {
                if lowest < 0 || symbol < lowest { lowest = symbol }
            } else if symbolCost < cheapestCost || (symbolCost == cheapestCost && symbol < cheapest) {
                cheapest = symbol
                cheapestCost = symbolCost
            }
        }
        let best = lowest >= 0 ? lowest : cheapest
        guard best >= 0 else { return nil }
        return (best, weights[best].sign < 0 ? 1 : -1)
    }

    /// Whether `a` should enter before `b`: the smaller weight once each is oriented by its
    /// direction (so both are lexicographically negative), then the lower id.
    @inline(__always)
    private func entersBefore(_ a: Int, _ b: Int) -> Bool {
        let wa = weights[a]
        let wb = weights[b]
        let order = SymbolicWeight.compare(wa, times: wa.sign < 0 ? 1 : -1, wb, times: wb.sign < 0 ? 1 : -1)
        return order < 0 || (order == 0 && a < b)
    }

    private mutating func insertSteepest(_ symbol: Int) {
        steepestHeap.append(symbol)
        heapPosition[symbol] = steepestHeap.count - 1
        siftSteepest(from: steepestHeap.count - 1)
    }

    private mutating func removeSteepest(at index: Int) {
        let symbol = steepestHeap[index]
        heapPosition[symbol] = -1
        let last = steepestHeap.removeLast()
        guard index < steepestHeap.count else { return }
        steepestHeap[index] = last
        heapPosition[last] = index
        siftSteepest(from: index)
    }

    /// Restores the heap order around `index` after its symbol's weight changed.
    private mutating func siftSteepest(from start: Int) {
        var index = start
        while index > 0 {
            let parent = (index - 1) >> 1
            guard entersBefore(steepestHeap[index], steepestHeap[parent]) else { break }
            swapSteepest(index, parent)
            index = parent
        }
        let count = steepestHeap.count
        while true {
            var best = index
            let left = 2 * index + 1
            let right = left + 1
            if left < count && entersBefore(steepestHeap[left], steepestHeap[best]) { best = left }
            if right < count && entersBefore(steepestHeap[right], steepestHeap[best]) { best = right }
            guard best != index else { return }
            swapSteepest(index, best)
            index = best
        }
    }

    @inline(__always)
    private mutating func swapSteepest(_ i: Int, _ j: Int) {
        steepestHeap.swapAt(i, j)
        heapPosition[steepestHeap[i]] = i
        heapPosition[steepestHeap[j]] = j
    }

    // MARK: Transactions

    /// Starts recording changes, so `rollbackTransaction` can restore this exact state.
    mutating func beginTransaction() {
        transaction = Transaction(levels: [])
        transactionMarks.beginTransaction()
        // Levels are copied on their first change (see `addToConstant`); an empty objective has
        // nothing to copy.
    }

    mutating func commitTransaction() {
        transaction = nil
    }

    /// Restores every weight and level value changed since `beginTransaction`.
    mutating func rollbackTransaction(kinds: [SymbolKind]) {
        guard let saved = transaction else { return }
        transaction = nil
        if !saved.levels.isEmpty { levels = saved.levels }
        for (symbol, weight) in saved.savedWeights {
            update(symbol, kinds: kinds) { $0 = weight }
        }
    }

    /// Forgets every weight and level (reusing the storage): the artificial objective between uses.
    mutating func reset() {
        for symbol in support {
            weights[symbol] = SymbolicWeight()
            inSupport[symbol] = false
        }
        support.removeAll(keepingCapacity: true)
        nonzeroCount = 0
        levels.removeAll()
        for symbol in steepestHeap { heapPosition[symbol] = -1 }
        steepestHeap.removeAll(keepingCapacity: true)
        blandHeap = MinHeap()
        transaction = nil
    }

    // MARK: Debugging

    /// Each level's symbols in id order with their coefficients at that level.
    func levelTerms() -> [(level: Level, terms: [(symbol: Int, coefficient: Double)])] {
        let symbols = support.filter { !weights[$0].isZero }.sorted()
        return levels.map { level in
            (
                level,
                symbols.compactMap { symbol in
                    let coefficient = weights[symbol].coefficient(at: level.priority)
                    return coefficient == 0 ? nil : (symbol, coefficient)
                }
            )
        }
    }
}
