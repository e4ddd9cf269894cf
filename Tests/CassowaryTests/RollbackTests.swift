import Testing

@testable import Cassowary

/// A required constraint that fails is undone (`rollbackTransaction`): the symbols it created are
/// discarded and their ids reused, so no column or reference list may still name one. A list that
/// did (a new symbol that entered the basis and left it again before the failure) crashed the next
/// query that read it: `isAmbiguous` on a layout swept across widths, found on a real xib.
@Suite struct RollbackTests {
    /// Every entry of every list names a symbol that exists.
    private func listsNameOnlyExistingSymbols(_ solver: Solver) -> Bool {
        let count = solver.kinds.count
        return (0..<count).allSatisfy { symbol in
            solver.columns[symbol].allSatisfy { $0 < count } && solver.references[symbol].allSatisfy { $0 < count }
        }
    }

    @Test func failedAdditionsLeaveNoListNamingADiscardedSymbol() throws {
        var failures = 0
        for seed in 0..<400 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: Int.random(in: 2...6, using: &rng), required: Int.random(in: 1...6, using: &rng),
                optional: Int.random(in: 0...8, using: &rng), box: false, rng: &rng)
            let solver = try system.solve()
            for _ in 0..<6 {
                // A random required constraint, often in conflict with the system's.
                var terms: [Term] = []
                while terms.isEmpty {
                    for variable in 0..<system.variableCount where Bool.random(using: &rng) {
                        let coefficient = Double(Int.random(in: -3...3, using: &rng))
                        if coefficient != 0 { terms.append(Term(Variable(id: variable), coefficient)) }
                    }
                }
                let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    .randomElement(using: &rng)!
                let constant = Double(Int.random(in: -60...60, using: &rng))
                let values = system.values(solver)
                do {
                    try solver.addConstraint(LinearExpression(terms, constant: constant), relation, priority: 1000)
                } catch {
                    failures += 1
                    // Undone exactly: the same values as before the attempt.
                    #expect(system.values(solver) == values, "seed \(seed)")
                }
                #expect(listsNameOnlyExistingSymbols(solver), "seed \(seed)")
                // The query that read a stale entry: it must answer, not crash.
                for variable in 0..<system.variableCount { _ = solver.isAmbiguous(Variable(id: variable)) }
            }
        }
        // Enough failures that the rollbacks were exercised.
        #expect(failures > 200, "\(failures)")
    }
}
