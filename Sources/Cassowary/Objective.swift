/// The lexicographic (symbolic-weight) objective: one sparse row per non-required priority level.
///
/// Non-required priorities are not weights that trade off against each other: the solver minimises
/// the total, unweighted error of the highest non-required priority first, then the next level
/// down, and so on, so one constraint at a higher priority beats any number at lower ones. As in the
/// original Cassowary paper, the objective therefore has one row per distinct priority present,
/// sorted by priority descending, each in terms of the parametric symbols. The "coefficient" of a
/// symbol is the vector of its coefficients across the levels, read from the highest level and
/// compared lexicographically: the first level where it is not within `Tolerance.epsilon` of zero
/// decides its sign. A level appears when a constraint at a new priority is added and disappears
/// when its last constraint is removed, so the objective only ever holds levels in use.
struct Objective {
    /// One priority's total error, in terms of the parametric symbols.
    struct Level {
        var priority: Double
        var row: Row
        /// Constraints (and edit variables) at this priority; the level is dropped at zero.
        var constraintCount: Int
    }

    /// Sorted by priority, highest first.
    var levels: [Level] = []

    /// The index of the level for `priority`, if present.
    func levelIndex(for priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The index of the level for `priority`, inserting an empty level in order when absent.
    mutating func makeLevel(for priority: Double) -> Int {
        if let index = levelIndex(for: priority) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority, row: Row(), constraintCount: 0), at: index)
        return index
    }

    /// The lexicographic sign (-1, 0, 1) of `symbol`'s coefficient vector.
    func sign(of symbol: Int) -> Int {
        for level in levels {
            let coefficient = level.row.coefficient(for: symbol)
            if coefficient <= -Tolerance.epsilon { return -1 }
            if coefficient >= Tolerance.epsilon { return 1 }
        }
        return 0
    }

    /// Writes `symbol`'s coefficient vector, scaled by `factor`, into `vector`.
    func coefficients(of symbol: Int, times factor: Double, into vector: inout [Double]) {
        vector.removeAll(keepingCapacity: true)
        for level in levels { vector.append(level.row.coefficient(for: symbol) * factor) }
    }

    /// Whether `lhs` is lexicographically smaller than `rhs`, levels within tolerance counting as equal.
    static func isLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for index in lhs.indices {
            let difference = lhs[index] - rhs[index]
            if difference <= -Tolerance.epsilon { return true }
            if difference >= Tolerance.epsilon { return false }
        }
        return false
    }

    /// The primal simplex's entering symbol: the lowest-id symbol whose move improves the objective
    /// (Bland's rule over the lexicographic order, which cannot cycle), and the direction to move it.
    /// Restricted symbols enter when their vector is lexicographically negative (they only
    /// increase); free external symbols when it is non-zero in either sign. Dummies never enter.
    func enteringSymbol(kinds: [SymbolKind]) -> (symbol: Int, direction: Double)? {
        var best: (symbol: Int, direction: Double)?
        for levelIndex in levels.indices {
            let row = levels[levelIndex].row
            for (position, symbol) in row.symbols.enumerated() {
                if let best, symbol >= best.symbol { break }
                let kind = kinds[symbol]
                if kind == .dummy { continue }
                let coefficient = row.coefficients[position]
                if Tolerance.isNearZero(coefficient) { continue }
                // A symbol's sign is decided at the first level where it appears.
                var decidedHigher = false
                for higher in 0..<levelIndex where !Tolerance.isNearZero(levels[higher].row.coefficient(for: symbol)) {
                    decidedHigher = true
                    break
                }
                if decidedHigher { continue }
                if coefficient < 0 {
                    best = (symbol, 1)
                } else if kind == .external {
                    best = (symbol, -1)
                }
            }
        }
        return best
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Int, with row: Row, scratch: inout Row.Scratch) {
        for index in levels.indices {
            guard let coefficient = levels[index].row.remove(symbol) else { continue }
            levels[index].row.add(row, times: coefficient, scratch: &scratch)
        }
    }
}
