/// The two simplex loops: primal (`optimize`) after additions and removals, dual (`dualOptimize`)
/// after `suggestValue` changes constants.
extension Solver {
    /// Primal simplex: pivots until no symbol can improve the objective (or, in the artificial
    /// phase, the artificial objective). The tableau must be feasible on entry and stays feasible.
    func optimize(artificialPhase: Bool = false) {
        while true {
            let candidate = artificialPhase
                ? artificial!.enteringSymbol(kinds: kinds)
                : objective.enteringSymbol(kinds: kinds)
            guard let (entering, direction) = candidate else { return }
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                // Cannot happen: every level is a sum of non-negative errors, so it is bounded.
                assertionFailure("the objective is unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The primal ratio test: the restricted row that first reaches zero as `entering` moves in
    /// `direction`; ties go to the lowest basic id (an exact total order, so hash order is moot).
    func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for basic in columns[entering] where kinds[basic].isRestricted {
            let rate = rows[basic].coefficient(for: entering) * direction
            guard rate < 0 else { continue }
            let ratio = rows[basic].constant / -rate
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best >= 0 ? best : nil
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping the objective optimal.
    /// Rows are taken lowest id first so the result never depends on the queue's order.
    func dualOptimize() {
        while let index = infeasibleRows.indices.min(by: { infeasibleRows[$0] < infeasibleRows[$1] }) {
            let leaving = infeasibleRows[index]
            infeasibleRows.swapAt(index, infeasibleRows.count - 1)
            infeasibleRows.removeLast()
            guard isBasic[leaving], rows[leaving].constant <= -Tolerance.epsilon else { continue }
            guard let entering = dualEnteringSymbol(for: leaving) else {
                // Cannot happen for edits: their error symbols can always absorb the change.
                assertionFailure("dual optimize failed")
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual ratio test on `leaving`'s row: among the symbols whose move raises the row, the one
    /// with the lexicographically smallest objective cost per unit; ties to the lowest id.
    func dualEnteringSymbol(for leaving: Int) -> Int? {
        let row = rows[leaving]
        var best = -1
        var bestRatio: [Double] = []
        var ratio: [Double] = []
        for (position, symbol) in row.symbols.enumerated() {
            let kind = kinds[symbol]
            let coefficient = row.coefficients[position]
            guard kind != .dummy, coefficient > 0 || kind == .external else { continue }
            objective.coefficients(of: symbol, times: 1 / coefficient, into: &ratio)
            if best < 0 || Objective.isLess(ratio, bestRatio) {
                best = symbol
                swap(&ratio, &bestRatio)
            }
        }
        return best >= 0 ? best : nil
    }
}
