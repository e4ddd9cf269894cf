/// The tableau's bookkeeping: symbols, basic rows and the two indexes over them. Every change to a
/// row goes through these methods so the indexes and the undo journal stay exact.
///
/// Basic rows come in two sorts (see `Solver`): a restricted symbol's row is a simplex row, in
/// parametric symbols only, listed in `columns`; an external symbol's row is a *definition*, which
/// may mention basic symbols too, listed in `references`.
extension Solver {
    /// A fresh symbol with the next dense id.
    func makeSymbol(_ kind: SymbolKind) -> Int {
        let symbol = kinds.count
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        references.append([])
        symbolVariables.append(-1)
        return symbol
    }

    /// The external symbol of `variable`, created on first use.
    func externalSymbol(for variable: Variable) -> Int {
        reserveVariable(variable)
        let existing = variableSymbols[variable.id]
        if existing >= 0 { return existing }
        let symbol = makeSymbol(.external)
        symbolVariables[symbol] = variable.id
        variableSymbols[variable.id] = symbol
        return symbol
    }

    /// Makes `symbol` basic with `row`.
    func installRow(_ row: Row, for symbol: Int) {
        recordInJournal(symbol)
        if kinds[symbol] == .external {
            for other in row.symbols { references[other].insert(symbol) }
        } else {
            for parametric in row.symbols { columns[parametric].insert(symbol) }
        }
        rows[symbol] = row
        isBasic[symbol] = true
    }

    /// Makes `symbol` parametric, returning the row it had.
    func takeRow(of symbol: Int) -> Row {
        recordInJournal(symbol)
        let row = rows[symbol]
        if kinds[symbol] == .external {
            for other in row.symbols { references[other].remove(symbol) }
        } else {
            for parametric in row.symbols { columns[parametric].remove(symbol) }
        }
        rows[symbol] = Row()
        isBasic[symbol] = false
        return row
    }

    /// Replaces the parametric `symbol` by `row` (in parametric symbols) in every simplex row and
    /// every objective. Restricted rows that go negative are queued for the dual simplex.
    /// Definitions are left alone: they stay true when `symbol` becomes basic with `row`.
    func substitute(_ symbol: Int, with row: Row) {
        let users = columns[symbol]
        columns[symbol] = []
        for basic in users {
            recordInJournal(basic)
            guard let coefficient = rows[basic].remove(symbol) else { continue }
            rows[basic].add(row, times: coefficient, scratch: &scratch)
            for added in scratch.added { columns[added].insert(basic) }
            for removed in scratch.removed { columns[removed].remove(basic) }
            queueIfInfeasible(basic)
        }
        objective.substitute(symbol, with: row, kinds: kinds)
        if inArtificialPhase {
            artificial.substitute(symbol, with: row, kinds: kinds)
        }
    }

    /// Replaces `symbol` by `row` in every definition that mentions it: for a symbol that is about
    /// to disappear (the marker of a removed constraint).
    func substituteInDefinitions(_ symbol: Int, with row: Row) {
        let users = references[symbol]
        references[symbol] = []
        for basic in users {
            recordInJournal(basic)
            guard let coefficient = rows[basic].remove(symbol) else { continue }
            rows[basic].add(row, times: coefficient, scratch: &scratch)
            for added in scratch.added { references[added].insert(basic) }
            for removed in scratch.removed { references[removed].remove(basic) }
        }
    }

    /// Exchanges the basic `leaving` (restricted) for the parametric `entering`.
    func pivot(entering: Int, leaving: Int) {
        var row = takeRow(of: leaving)
        row.solve(for: entering, leaving: leaving)
        substitute(entering, with: row)
        installRow(row, for: entering)
    }
}
