/// Adding and removing constraints.
extension Solver {
    /// Adds a validated constraint and re-optimises. Throws `.unsatisfiable(id)` — leaving the
    /// solver exactly as before — when a required constraint conflicts with the required ones.
    func insertConstraint(_ expression: LinearExpression, _ relation: ConstraintRelation,
                          priority: Double, id: ConstraintID) throws(SolverError) -> ConstraintRecord {
        generation += 1
        let symbolCount = kinds.count
        let levelIndex = priority < Solver.required ? objective.makeLevel(for: priority) : nil
        var (row, record) = makeRow(expression, relation, priority: priority, levelIndex: levelIndex)
        if let levelIndex { objective.levels[levelIndex].constraintCount += 1 }

        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            installRow(row, for: subject)
        } else if row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            // Only dummies left: the constraint is implied by (or contradicts) the required ones.
            guard Tolerance.isNearZero(row.constant) else {
                discardSymbols(from: symbolCount)
                throw .unsatisfiable(id)
            }
            // Keep it as a dummy row, so removing either duplicate later keeps the other in force.
            row.constant = 0
            row.solve(for: record.marker)
            row.constant = 0
            installRow(row, for: record.marker)
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

    /// Builds `0 = row` for the constraint in terms of the current parametric symbols, with its
    /// marker and error symbols, and adds the errors to the objective level `levelIndex`.
    /// The row's constant is made non-negative so a restricted subject starts feasible.
    func makeRow(_ expression: LinearExpression, _ relation: ConstraintRelation,
                 priority: Double, levelIndex: Int?) -> (Row, ConstraintRecord) {
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Tolerance.isNearZero(term.coefficient) {
            addExpanded(externalSymbol(for: term.variable), term.coefficient, to: &row)
        }
        let record: ConstraintRecord
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0; ≥ flips the slack's sign.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            var error: Int?
            if let levelIndex {
                let symbol = makeSymbol(.error)
                row.insert(symbol, -sign)
                objective.levels[levelIndex].row.insert(symbol, 1)
                error = symbol
            }
            record = ConstraintRecord(marker: slack, other: error, priority: priority, isInequality: true)
        case .equal:
            if let levelIndex {
                // expression = plus − minus.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.levels[levelIndex].row.insert(plus, 1)
                objective.levels[levelIndex].row.insert(minus, 1)
                record = ConstraintRecord(marker: plus, other: minus, priority: priority, isInequality: false)
            } else {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                record = ConstraintRecord(marker: dummy, other: nil, priority: priority, isInequality: false)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return (row, record)
    }

    /// The symbol to solve a new row for: the lowest-id external symbol (unrestricted, so always
    /// feasible), else the marker or the other error symbol when restricted with a negative
    /// coefficient (feasible because the constant is non-negative); nil when neither works.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        for symbol in [record.marker, record.other].compactMap({ $0 }) where kinds[symbol].isRestricted {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: adds `0 = row` as `art = row` with a new artificial slack and minimises `art`.
    /// Succeeds when `art` reaches zero; then the artificial symbol is eliminated. On failure the
    /// caller rolls the transaction back.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        installRow(row, for: art)
        var phaseOne = Objective()
        phaseOne.levels = [Objective.Level(priority: 0, row: row, constraintCount: 1)]
        artificial = phaseOne
        optimize(artificialPhase: true)
        let success = Tolerance.isNearZero(artificial!.levels[0].row.constant)
        artificial = nil
        guard success else { return false }

        if isBasic[art] {
            var artRow = takeRow(of: art)
            // Prefer a movable symbol; a row of dummies only becomes a dummy row, as in `insertConstraint`.
            if let entering = artRow.symbols.first(where: { kinds[$0] != .dummy }) ?? artRow.symbols.first {
                artRow.solve(for: entering, leaving: art)
                if kinds[entering] == .dummy { artRow.constant = 0 }
                substitute(entering, with: artRow)
                installRow(artRow, for: entering)
            }
        }
        // art is parametric and zero: drop it everywhere.
        let users = columns[art]
        columns[art] = []
        for basic in users {
            recordInJournal(basic)
            rows[basic].remove(art)
        }
        for index in objective.levels.indices { objective.levels[index].row.remove(art) }
        return true
    }

    /// Removes a constraint's error from the objective and its row from the tableau, then
    /// re-optimises.
    func eraseConstraint(_ record: ConstraintRecord) {
        generation += 1
        if let levelIndex = objective.levelIndex(for: record.priority), !record.isRequired {
            for error in record.errorSymbols {
                if isBasic[error] {
                    objective.levels[levelIndex].row.add(rows[error], times: -1, scratch: &scratch)
                } else {
                    objective.levels[levelIndex].row.insert(error, -1)
                }
            }
        }
        let marker = record.marker
        if isBasic[marker] {
            _ = takeRow(of: marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(of: leaving)
            row.solve(for: marker, leaving: leaving)
            substitute(marker, with: row)
        }
        if let levelIndex = objective.levelIndex(for: record.priority), !record.isRequired {
            objective.levels[levelIndex].constraintCount -= 1
            if objective.levels[levelIndex].constraintCount == 0 {
                objective.levels.remove(at: levelIndex)
            }
        }
        optimize()
    }

    /// The row to pivot a parametric marker into before dropping it, as in kiwi: for a dummy, a
    /// dummy row (keeps dummy rows free of movable symbols); else the restricted row with a
    /// negative coefficient and the smallest ratio, then one with a positive coefficient, then
    /// any external row. Ties go to the lowest id.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var dummyRow = Int.max
        var first = (row: Int.max, ratio: Double.infinity)
        var second = (row: Int.max, ratio: Double.infinity)
        var third = Int.max
        for basic in columns[marker] {
            switch kinds[basic] {
            case .dummy:
                dummyRow = min(dummyRow, basic)
            case .external:
                third = min(third, basic)
            case .slack, .error:
                let coefficient = rows[basic].coefficient(for: marker)
                if coefficient < 0 {
                    let ratio = -rows[basic].constant / coefficient
                    if ratio < first.ratio || (ratio == first.ratio && basic < first.row) { first = (basic, ratio) }
                } else {
                    let ratio = rows[basic].constant / coefficient
                    if ratio < second.ratio || (ratio == second.ratio && basic < second.row) { second = (basic, ratio) }
                }
            }
        }
        for candidate in [dummyRow, first.row, second.row, third] where candidate != Int.max {
            return candidate
        }
        return nil
    }
}
