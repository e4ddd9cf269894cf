/// Edit variables and constants: moving the constant of an edit constraint, or of any non-required
/// constraint, and re-solving with the dual simplex.
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
        shiftMarker(edit.constraint.marker, by: delta)
        dualOptimize()
    }

    /// Changes a non-required constraint's constant in place (see `Solver.setConstant`).
    ///
    /// The constraint's row as built is `0 = expression + k × marker + …` with
    /// `k = markerCoefficient(relation)`, ±1. Raising the expression's constant by `delta` is then the substitution
    /// `marker_old = marker_new + k × delta`, which `shiftMarker` applies. The constraint's error
    /// symbols can absorb any constant, so the dual simplex always restores feasibility.
    func applyConstant(_ constant: Double, to index: Int, record: ConstraintRecord) {
        generation += 1
        let (delta, relation) = sources.setConstant(index, constant)
        shiftMarker(record.marker, by: Solver.markerCoefficient(relation) * delta)
        dualOptimize()
    }

    /// Substitutes `marker_old = marker_new + shift` everywhere: a basic marker's row loses
    /// `shift`; every simplex row holding a parametric marker gains `coefficient × shift`, and so
    /// does every definition that mentions the marker, basic or not (a definition may mention basic
    /// symbols). The objective stays optimal (only constants move); rows that go negative are
    /// queued for the dual simplex.
    private func shiftMarker(_ marker: Int, by shift: Double) {
        if isBasic[marker] {
            recordInJournal(marker)
            rows[marker].constant -= shift
            queueIfInfeasible(marker)
        } else {
            // Each row must move once: drop stale and repeated entries first.
            compactUsers(of: marker, definitions: false)
            for basic in columns[marker] {
                recordInJournal(basic)
                rows[basic].constant += rows[basic].coefficient(for: marker) * shift
                queueIfInfeasible(basic)
            }
            objective.shiftConstants(of: marker, by: shift)
        }
        compactUsers(of: marker, definitions: true)
        for basic in references[marker] {
            recordInJournal(basic)
            rows[basic].constant += rows[basic].coefficient(for: marker) * shift
        }
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
