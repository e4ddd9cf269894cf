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
        columns.appendSymbol()
        references.appendSymbol()
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
        rows[symbol] = row
        isBasic[symbol] = true
        for other in row.symbols { addUser(symbol, of: other) }
    }

    /// Makes `symbol` parametric, returning the row it had.
    func takeRow(of symbol: Int) -> Row {
        recordInJournal(symbol)
        let row = rows[symbol]
        for other in row.symbols { removeUser(symbol, of: other) }
        rows[symbol] = Row()
        isBasic[symbol] = false
        return row
    }

    /// Replaces the parametric `symbol` by `row` (in parametric symbols) in every simplex row and
    /// every objective. Restricted rows that go negative are queued for the dual simplex.
    /// Definitions are left alone: they stay true when `symbol` becomes basic with `row`.
    func substitute(_ symbol: Int, with row: Row) {
        for basic in columns.take(symbol) where isBasic[basic] && kinds[basic].isRestricted {
            // Entries may be stale or repeated: `remove` finds the symbol only in a live row, once.
            guard rows[basic].contains(symbol) else { continue }
            recordInJournal(basic)
            rowsRewritten += 1
            rows[basic].substitute(symbol, with: row, scratch: &scratch)
            for added in scratch.added { addUser(basic, of: added) }
            for removed in scratch.removed { removeUser(basic, of: removed) }
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
        for basic in references.take(symbol) where isDefined(basic) {
            guard rows[basic].contains(symbol) else { continue }
            recordInJournal(basic)
            rowsRewritten += 1
            // In place: a long definition (a column's total height) is rewritten around the
            // symbol, not shifted once to drop it and again to merge the row in.
            rows[basic].substitute(symbol, with: row, scratch: &scratch)
            for added in scratch.added { addUser(basic, of: added) }
            for removed in scratch.removed { removeUser(basic, of: removed) }
        }
    }

    /// Records that `basic`'s row now mentions `symbol`, in `columns` or `references` by its kind.
    @inline(__always)
    func addUser(_ basic: Int, of symbol: Int) {
        if basic >= journalSymbolCount { journal?.listsNamingNewSymbols.append(symbol) }
        if kinds[basic] == .external {
            if references.add(basic, to: symbol) { compactUsers(of: symbol, definitions: true) }
        } else {
            if columns.add(basic, to: symbol) { compactUsers(of: symbol, definitions: false) }
        }
    }

    /// Records that `basic`'s row no longer mentions `symbol`.
    @inline(__always)
    func removeUser(_ basic: Int, of symbol: Int) {
        if kinds[basic] == .external {
            references.remove(basic, from: symbol)
        } else {
            columns.remove(basic, from: symbol)
        }
    }

    /// Drops the stale and repeated entries of `symbol`'s column or references.
    func compactUsers(of symbol: Int, definitions: Bool) {
        let isLive = { (basic: Int) -> Bool in
            basic < self.kinds.count && self.isBasic[basic]
                && (self.kinds[basic] == .external) == definitions && self.rows[basic].contains(symbol)
        }
        if definitions {
            references.compact(symbol, keeping: isLive)
        } else {
            columns.compact(symbol, keeping: isLive)
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

extension Array {
    /// Appends `value` until the array holds `count` elements: how the caches indexed by symbol
    /// (`FreePartCache`, `ValueCache`, `ExpansionScratch`) catch up with symbols made since.
    @inline(__always)
    mutating func grow(to count: Int, with value: Element) {
        if self.count < count { append(contentsOf: repeatElement(value, count: count - self.count)) }
    }
}
