/// Transactions: undo a failed addition without copying the tableau.
extension Solver {
    /// Starts recording; `symbolCount` is the symbol count to return to on rollback.
    func beginTransaction(symbolCount: Int) {
        journal = Journal(symbolCount: symbolCount)
        journalSymbolCount = symbolCount
        journalMarks.beginTransaction()
        objective.beginTransaction()
    }

    func commitTransaction() {
        journal = nil
        journalSymbolCount = .max
        objective.commitTransaction()
    }

    /// Saves `symbol`'s slot before its first change inside a transaction.
    @inline(__always)
    func recordInJournal(_ symbol: Int) {
        guard journal != nil else { return }
        if journalMarks.mark(symbol) {
            journal!.savedRows.append((symbol, rows[symbol], isBasic[symbol]))
        }
    }

    /// Restores every slot, the objective and the symbol table as they were at `beginTransaction`.
    func rollbackTransaction() {
        guard let saved = journal else { return }
        journal = nil
        journalSymbolCount = .max
        for entry in saved.savedRows {
            if isBasic[entry.symbol] {
                for other in rows[entry.symbol].symbols { removeUser(entry.symbol, of: other) }
            }
            rows[entry.symbol] = entry.row
            isBasic[entry.symbol] = entry.wasBasic
            if entry.wasBasic {
                for other in entry.row.symbols { addUser(entry.symbol, of: other) }
            }
        }
        objective.rollbackTransaction(kinds: kinds)
        artificial.reset()
        inArtificialPhase = false
        infeasibleRows.removeAll()
        discardSymbols(from: saved.symbolCount)
        // Lists that may still name a discarded symbol, to purge now it is gone (its id will be
        // reused): every list a new symbol entered during the transaction, whether or not that
        // symbol is still basic (a removal only lowers a list's count, leaving its entry).
        var purged = Set<Int>()
        for symbol in saved.listsNamingNewSymbols where symbol < saved.symbolCount && purged.insert(symbol).inserted {
            compactUsers(of: symbol, definitions: false)
            compactUsers(of: symbol, definitions: true)
        }
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
        columns.removeSymbols(from: count)
        references.removeSymbols(from: count)
        symbolVariables.removeSubrange(count...)
    }
}

/// Undo information for an addition that may still fail (a required constraint solved through an
/// artificial variable), so that `.unsatisfiable` leaves the solver exactly as it was: the same
/// rows, the same basis, the same next symbol id. (The objective keeps its own undo record: see
/// `Objective.beginTransaction`.)
struct Journal {
    /// The number of symbols before the addition; later symbols are discarded on undo.
    var symbolCount: Int
    /// Each touched slot's row and basic flag before its first change (first changes are told
    /// apart by the solver's `journalMarks`).
    var savedRows: [(symbol: Int, row: Row, wasBasic: Bool)] = []
    /// The symbols whose `columns` or `references` list a symbol created during the transaction
    /// entered (`addUser`), with repeats.
    var listsNamingNewSymbols: [Int] = []
}
