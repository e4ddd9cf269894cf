/// Rebuilding the tableau from the live constraints, after removing a required equality.
extension Solver {
    /// Clears the tableau and replays every live constraint and edit variable (with its last
    /// suggested value) in order of addition. Required equalities carry no marker symbol, so this
    /// is how one is removed; the result is exactly what a fresh solver fed the remaining calls
    /// (suggestions right after their edit variable) would hold.
    func rebuild() {
        kinds = []
        rows = []
        isBasic = []
        columns.removeAll()
        references.removeAll()
        symbolVariables = []
        variableSymbols = Array(repeating: -1, count: variableSymbols.count)
        objective = Objective()
        artificial = Objective()
        inArtificialPhase = false
        infeasibleRows = MinHeap()
        journal = nil

        enum Entry {
            case constraint(Int)
            case edit(Int)
        }
        var entries: [(sequence: Int, entry: Entry)] = []
        for (index, sequence) in sources.live { entries.append((sequence, .constraint(index))) }
        for variable in edits.keys.sorted() {
            entries.append((edits[variable]!.sequence, .edit(variable)))
        }
        entries.sort { $0.sequence < $1.sequence }
        for (_, entry) in entries {
            switch entry {
            case .constraint(let index):
                let source = sources.constraint(index)
                // Removing a constraint only relaxes the required set, so replay cannot fail.
                guard
                    let record = try? insertConstraint(
                        source.expression, source.relation,
                        priority: source.priority,
                        id: ConstraintID(rawValue: index))
                else {
                    assertionFailure("replaying a satisfiable system failed")
                    continue
                }
                constraints[index] = record
            case .edit(let variable):
                let edit = edits[variable]!
                guard
                    let record = try? insertConstraint(
                        LinearExpression([Term(Variable(id: variable))]), .equal,
                        priority: edit.constraint.priority,
                        id: ConstraintID(rawValue: -1))
                else { continue }
                let replayed = EditRecord(constraint: record, constant: 0, sequence: edit.sequence)
                edits[variable] = replayed
                if edit.constant != 0 { applySuggestion(edit.constant, to: variable, edit: replayed) }
            }
        }
    }
}
