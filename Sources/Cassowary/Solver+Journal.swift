/// Transactions: undo a failed addition without copying the tableau.
extension Solver {
    /// Starts recording; `symbolCount` is the symbol count to return to on rollback.
    func beginTransaction(symbolCount: Int) {
        journal = Journal(symbolCount: symbolCount)
        objective.beginTransaction()
    }

    func commitTransaction() {
        journal = nil
        objective.commitTransaction()
    }

    /// Saves `symbol`'s slot before its first change inside a transaction.
    @inline(__always)
    func recordInJournal(_ symbol: Int) {
        guard journal != nil else { return }
        if journal!.touched.insert(symbol).inserted {
            journal!.savedRows.append((symbol, rows[symbol], isBasic[symbol]))
        }
    }

    /// Restores every slot, the objective and the symbol table as they were at `beginTransaction`.
    func rollbackTransaction() {
        guard let saved = journal else { return }
        journal = nil
        for entry in saved.savedRows {
            let isDefinition = kinds[entry.symbol] == .external
            if isBasic[entry.symbol] {
                for other in rows[entry.symbol].symbols {
                    if isDefinition { references[other].remove(entry.symbol) } else { columns[other].remove(entry.symbol) }
                }
            }
            rows[entry.symbol] = entry.row
            isBasic[entry.symbol] = entry.wasBasic
            if entry.wasBasic {
                for other in entry.row.symbols {
                    if isDefinition { references[other].insert(entry.symbol) } else { columns[other].insert(entry.symbol) }
                }
            }
        }
        objective.rollbackTransaction(kinds: kinds)
        artificial.reset()
        inArtificialPhase = false
        infeasibleRows.removeAll()
        discardSymbols(from: saved.symbolCount)
    }

    /// Forgets the symbols with ids `>= count` (created by a failed addition).
    func discardSymbols(from count: Int) {
        guard kinds.count > count else { return }
        for symbol in count..<kinds.count where symbolVariables[symbol] >= 0 {
            variableSymbols[symbolVariables[symbol]] = -1
        }
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        isBasic.removeSubrange(count...)
        columns.removeSubrange(count...)
        references.removeSubrange(count...)
        symbolVariables.removeSubrange(count...)
    }
}
