/// The two simplex loops: primal (`optimize`) after additions and removals, dual (`dualOptimize`)
/// after `suggestValue` changes constants.
extension Solver {
    /// Primal simplex: pivots until no symbol can improve the objective (or, in the artificial
    /// phase, the artificial objective). The tableau must be feasible on entry and stays feasible.
    ///
    /// The entering symbol is the steepest (see `Objective.enteringSymbol`), which on systems with
    /// many priority levels moves the least important errors first instead of undoing moves made in
    /// id order. The steepest rule alone could cycle at a degenerate vertex, so after
    /// `degeneratePivotLimit` pivots in a row that move nothing, Bland's rule takes over until a
    /// pivot makes progress; Bland's rule cannot cycle, so the loop always ends.
    ///
    /// Phase one (the artificial objective, a single level) uses Bland's rule among the symbols
    /// in at most `phaseOneCostLimit` rows: it usually needs one pivot whichever symbol enters,
    /// and the steepest symbol there tends to be one shared by many rows (a chain's common
    /// width), the most expensive to pivot on. The lowest id can be such a symbol too: the
    /// container width's edit error is among the first symbols made, and every view stretched
    /// across the container mentions it. Entering it for each such view rewrote every row before
    /// it, so a column of n self-sizing cells (each with a broken hugging or compression
    /// resistance) took time growing as n³; skipping it leaves a pivot local to the new view.
    /// Where no candidate is in more rows than the limit (a typical screen), phase one pivots
    /// exactly as under plain Bland's rule, so an ambiguous layout keeps the solution it had.
    /// The degenerate-run guard falls back to plain Bland's rule, which cannot cycle.
    func optimize(artificialPhase: Bool = false) {
        var degeneratePivots = 0
        while true {
            let bland = degeneratePivots >= degeneratePivotLimit
            let candidate =
                artificialPhase
                ? (bland
                    ? artificial.enteringSymbol(bland: true, kinds: kinds)
                    : artificial.cheapBlandEnteringSymbol(maximumCost: phaseOneCostLimit) {
                        columns.count($0) + references.count($0)
                    })
                : objective.enteringSymbol(bland: bland, kinds: kinds)
            guard let (entering, direction) = candidate else { return }
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                // Cannot happen: every level is a sum of non-negative errors, so it is bounded.
                assertionFailure("the objective is unbounded")
                return
            }
            degeneratePivots = Tolerance.isNearZero(rows[leaving].constant) ? degeneratePivots + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// How many degenerate pivots in a row the steepest rule may make before Bland's rule takes
    /// over. Degenerate runs are normal in layouts (many rows sit at zero), and every pivot Bland's
    /// rule makes instead of the steepest one may have to be undone later, so the limit grows
    /// with the tableau; it only has to be finite.
    var degeneratePivotLimit: Int { degeneratePivotLimitOverride ?? 64 + kinds.count }

    /// The most rows a symbol may appear in and still enter by Bland's rule in phase one; tests
    /// lower it to take the cheapest symbol at every phase-one pivot.
    var phaseOneCostLimit: Int { phaseOneCostLimitOverride ?? 32 }

    /// The primal ratio test: the restricted row that first reaches zero as `entering` moves in
    /// `direction`; ties go to the lowest basic id (an exact total order, so hash order is moot).
    func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for basic in columns[entering] where isBasic[basic] && kinds[basic].isRestricted {
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

    /// Queues a restricted basic row whose constant may have gone negative.
    @inline(__always)
    func queueIfInfeasible(_ basic: Int) {
        if kinds[basic].isRestricted && rows[basic].constant <= -Tolerance.epsilon {
            infeasibleRows.push(basic)
        }
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping the objective optimal.
    /// Rows are taken lowest id first (a heap), so the result never depends on the queue's order.
    func dualOptimize() {
        while let leaving = infeasibleRows.pop() {
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
        var bestWeight = SymbolicWeight()
        var bestFactor = 0.0
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            guard coefficient > 0 || kinds[symbol] == .external else { continue }
            let weight = objective.weight(of: symbol)
            let factor = 1 / coefficient
            if best < 0 || SymbolicWeight.compare(weight, times: factor, bestWeight, times: bestFactor) < 0 {
                best = symbol
                bestWeight = weight
                bestFactor = factor
            }
        }
        return best >= 0 ? best : nil
    }
}
