/// Edit variables: moving the constant of an edit constraint and re-solving with the dual simplex.
extension Solver {
    /// Changes the edit constraint `variable == old` to `variable == value`.
    ///
    /// With `variable − c = plus − minus`, raising `c` by `delta` is the substitution
    /// `plus_old = plus_new + delta` in every row: a basic `plus` row loses `delta`; every simplex
    /// row holding a parametric `plus` gains `coefficient × delta`, and so does every definition
    /// that mentions `plus`, basic or not (a definition may mention basic symbols). The objective
    /// stays optimal (only constants move), so the dual simplex repairs whatever rows went negative.
    func applySuggestion(_ value: Double, to variableID: Int, edit: EditRecord) {
        generation += 1
        let delta = value - edit.constant
        edits[variableID]!.constant = value
        let plus = edit.constraint.marker
        if isBasic[plus] {
            rows[plus].constant -= delta
            queueIfInfeasible(plus)
        } else {
            // Each row must move once: drop stale and repeated entries first.
            compactUsers(of: plus, definitions: false)
            for basic in columns[plus] {
                let coefficient = rows[basic].coefficient(for: plus)
                rows[basic].constant += coefficient * delta
                queueIfInfeasible(basic)
            }
            objective.shiftConstants(of: plus, by: delta)
        }
        compactUsers(of: plus, definitions: true)
        for basic in references[plus] {
            rows[basic].constant += rows[basic].coefficient(for: plus) * delta
        }
        dualOptimize()
    }
}

/// An edit variable: the non-required equality `variable == constant` behind it, and its constant.
struct EditRecord {
    var constraint: ConstraintRecord
    /// The last suggested value (0 until the first `suggestValue`).
    var constant: Double
    /// The order of addition among constraints and edit variables.
    var sequence: Int
}
