/// Adding and removing constraints.
extension Solver {
    /// Adds a validated constraint and re-optimises. When one of its variables is fresh (mentioned
    /// nowhere yet), the constraint becomes that variable's definition as written (see
    /// `Solver+Definitions.swift`); otherwise its row is expanded into parametric symbols and
    /// solved for a subject, or added through phase one. Throws `.unsatisfiable(id)` — leaving the
    /// solver exactly as before — when a required constraint conflicts with the required ones.
    func insertConstraint(
        _ expression: LinearExpression, _ relation: ConstraintRelation,
        priority: Double, id: ConstraintID
    ) throws(SolverError) -> ConstraintRecord {
        generation += 1
        let symbolCount = kinds.count
        if priority < Solver.required { objective.addConstraint(at: priority) }
        var (row, record) = makeRow(expression, relation, priority: priority)

        if let fresh = freshExternal(in: row) {
            // Nothing mentions `fresh`: the constraint becomes its definition, as written.
            row.solve(for: fresh)
            compactDefinition(&row)
            installRow(row, for: fresh)
            optimize()
            return record
        }
        if !expand(&row, budget: writtenDefinitionThresholdOverride ?? Solver.writtenSearchBudget) {
            if let (written, subject) = definitionAsWritten(row) {
                // The expansion would be long, and only definitions mention `subject`: they stay
                // true when it becomes basic with the constraint as (nearly) written.
                row = written
                row.solve(for: subject)
                compactDefinition(&row)
                installRow(row, for: subject)
                optimize()
                return record
            }
            expand(&row)
        }
        // A non-negative constant lets a restricted subject start feasible.
        if row.constant < 0 { row.scale(by: -1) }
        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            installRow(row, for: subject)
        } else if row.isConstant {
            // A required equality that the required ones already imply (kept only in `sources`,
            // for a rebuild) or contradict.
            guard Tolerance.isNearZero(row.constant) else {
                discardSymbols(from: symbolCount)
                throw .unsatisfiable(id)
            }
        } else {
            beginTransaction(symbolCount: symbolCount)
            guard addWithArtificialVariable(row) else {
                rollbackTransaction()
                throw .unsatisfiable(id)
            }
            commitTransaction()
        }
        optimize()
        return record
    }

    /// Builds `0 = row` for the constraint as written — its variables' symbols (basic or not), its
    /// marker and error symbols — and adds the errors to the objective at `priority` (whose level
    /// must exist) unless it is required.
    func makeRow(
        _ expression: LinearExpression, _ relation: ConstraintRelation,
        priority: Double
    ) -> (Row, ConstraintRecord) {
        let isRequired = priority >= Solver.required
        var row = Row(constant: expression.constant)
        // The terms, then a slack and an error, two errors, a slack, or nothing (a required
        // equality): exactly, as most rows are kept as built.
        let extra =
            switch relation {
            case .equal: isRequired ? 0 : 2
            case .lessThanOrEqual, .greaterThanOrEqual: isRequired ? 1 : 2
            }
        row.reserveCapacity(expression.terms.count + extra)
        for term in expression.terms where !Tolerance.isNearZero(term.coefficient) {
            row.insert(externalSymbol(for: term.variable), term.coefficient)
        }
        let record: ConstraintRecord
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0; ≥ flips the slack's sign.
            let sign = Solver.markerCoefficient(relation)
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            var error: Int?
            if !isRequired {
                let symbol = makeSymbol(.error)
                row.insert(symbol, -sign)
                objective.add(1, for: symbol, at: priority, kinds: kinds)
                error = symbol
            }
            record = ConstraintRecord(marker: slack, other: error, priority: priority, isInequality: true)
        case .equal:
            if !isRequired {
                // expression = plus − minus.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, Solver.markerCoefficient(.equal))
                row.insert(minus, -Solver.markerCoefficient(.equal))
                objective.add(1, for: plus, at: priority, kinds: kinds)
                objective.add(1, for: minus, at: priority, kinds: kinds)
                record = ConstraintRecord(marker: plus, other: minus, priority: priority, isInequality: false)
            } else {
                // No marker: see `ConstraintRecord.hasMarker`.
                record = ConstraintRecord(marker: -1, other: nil, priority: priority, isInequality: false)
            }
        }
        return (row, record)
    }

    /// The coefficient of a non-required constraint's marker in its row as `makeRow` builds it:
    /// +1 for the slack of `≤`, −1 for the slack of `≥` and for the positive error of an equality
    /// (`expression = plus − minus`). `applyConstant` moves a constant through it.
    static func markerCoefficient(_ relation: ConstraintRelation) -> Double {
        switch relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual, .equal: -1
        }
    }

    /// The symbol to solve a new (expanded) row for, or nil when phase one is needed:
    /// 1. an external symbol (unrestricted, so always feasible);
    /// 2. the marker or the other error symbol when restricted with a negative coefficient
    ///    (feasible because the constant is non-negative);
    /// 3. when the constant is zero, any slack or error symbol: the row is degenerate, so solving
    ///    for it keeps every value — this spares phase one for constraints such as `w_i == w_0`
    ///    between already-bounded variables.
    /// Among candidates of one rule, the symbol in the fewest rows wins (the cheapest
    /// substitution), then the lowest id.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
        if let external = cheapestSymbol(in: row, where: { kinds[$0] == .external }) { return external }
        // The marker, then the other error symbol (tested one by one: an array of the two would
        // be allocated for every constraint).
        let feasibleSubject = { (symbol: Int) -> Bool in
            symbol >= 0 && self.kinds[symbol].isRestricted && row.coefficient(for: symbol) < 0
        }
        if feasibleSubject(record.marker) { return record.marker }
        if let other = record.other, feasibleSubject(other) { return other }
        if Tolerance.isNearZero(row.constant) {
            return cheapestSymbol(in: row, where: { kinds[$0].isRestricted })
        }
        return nil
    }

    /// The symbol of `row` passing `isCandidate` that appears in the fewest rows (simplex rows and
    /// definitions); ties to the lowest id.
    private func cheapestSymbol(in row: Row, where isCandidate: (Int) -> Bool) -> Int? {
        var best: Int?
        var bestCount = Int.max
        for symbol in row.symbols where isCandidate(symbol) {
            let count = columns.count(symbol) + references.count(symbol)
            if count < bestCount {
                best = symbol
                bestCount = count
            }
        }
        return best
    }

    /// Phase one: adds `0 = row` as `art = row` with a new artificial slack and minimises `art`.
    /// Succeeds when `art` reaches zero; then the artificial symbol is eliminated. On failure the
    /// caller rolls the transaction back.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        installRow(row, for: art)
        // One level (its priority is immaterial) holding art = row.
        artificial.reset()
        artificial.addConstraint(at: 0)
        artificial.add(row, times: 1, at: 0, kinds: kinds)
        inArtificialPhase = true
        optimize(artificialPhase: true)
        let success = Tolerance.isNearZero(artificial.levels[0].constant)
        inArtificialPhase = false
        artificial.reset()
        guard success else { return false }

        if isBasic[art] {
            var artRow = takeRow(of: art)
            // art is zero: any symbol of its row can take its place.
            if let entering = artRow.symbols.first {
                artRow.solve(for: entering, leaving: art)
                substitute(entering, with: artRow)
                installRow(artRow, for: entering)
            }
        }
        // art is parametric and zero: drop it everywhere.
        for basic in columns.take(art) where isBasic[basic] && kinds[basic].isRestricted && rows[basic].contains(art) {
            recordInJournal(basic)
            rows[basic].remove(art)
        }
        objective.remove(art, kinds: kinds)
        return true
    }

    /// Removes a constraint's error from the objective and its row from the tableau, then
    /// re-optimises.
    func eraseConstraint(_ record: ConstraintRecord) {
        generation += 1
        guard record.hasMarker else {
            rebuild()
            return
        }
        if !record.isRequired {
            for error in record.errorSymbols {
                if isBasic[error] {
                    objective.add(rows[error], times: -1, at: record.priority, kinds: kinds)
                } else {
                    objective.add(-1, for: error, at: record.priority, kinds: kinds)
                }
            }
        }
        let marker = record.marker
        if isBasic[marker] {
            // The constraint's row goes; definitions that mention its marker keep what it said.
            let row = takeRow(of: marker)
            substituteInDefinitions(marker, with: row)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(of: leaving)
            row.solve(for: marker, leaving: leaving)
            substitute(marker, with: row)
            substituteInDefinitions(marker, with: row)
        } else if references.count(marker) > 0 {
            // Only definitions mention the marker, and its part in their expansions may even
            // cancel: replaying the remaining constraints is the simple exact answer.
            rebuild()
            return
        }
        if !record.isRequired { objective.removeConstraint(at: record.priority, kinds: kinds) }
        optimize()
    }

    /// The restricted row to pivot a parametric marker into before dropping it, as in kiwi: the row
    /// with a negative coefficient and the smallest ratio, then one with a positive coefficient.
    /// Ties go to the lowest id.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first = (row: Int.max, ratio: Double.infinity)
        var second = (row: Int.max, ratio: Double.infinity)
        for basic in columns[marker] where isBasic[basic] && kinds[basic].isRestricted {
            let coefficient = rows[basic].coefficient(for: marker)
            if coefficient != 0 {
                if coefficient < 0 {
                    let ratio = -rows[basic].constant / coefficient
                    if ratio < first.ratio || (ratio == first.ratio && basic < first.row) { first = (basic, ratio) }
                } else {
                    let ratio = rows[basic].constant / coefficient
                    if ratio < second.ratio || (ratio == second.ratio && basic < second.row) { second = (basic, ratio) }
                }
            }
        }
        for candidate in [first.row, second.row] where candidate != Int.max {
            return candidate
        }
        return nil
    }
}
