import Testing

@testable import Cassowary

@Suite struct ObjectiveTests {
    @Test func levelsStaySortedByPriorityDescending() {
        var objective = Objective()
        objective.addConstraint(at: 250)
        objective.addConstraint(at: 750)
        objective.addConstraint(at: 500)
        objective.addConstraint(at: 750)
        #expect(objective.levels.map(\.priority) == [750, 500, 250])
        #expect(objective.levels.map(\.constraintCount) == [2, 1, 1])
        #expect(objective.levelIndex(for: 500) == 1)
        #expect(objective.levelIndex(for: 600) == nil)
    }

    @Test func signIsDecidedByTheHighestLevel() {
        var objective = Objective()
        let kinds = [SymbolKind](repeating: .error, count: 4)
        objective.addConstraint(at: 900)
        objective.addConstraint(at: 100)
        objective.add(1, for: 1, at: 900, kinds: kinds)
        objective.add(-1000, for: 1, at: 100, kinds: kinds)
        objective.add(-1, for: 2, at: 100, kinds: kinds)
        #expect(objective.sign(of: 1) == 1)
        #expect(objective.sign(of: 2) == -1)
        #expect(objective.sign(of: 3) == 0)
    }

    /// The steepest improving symbol enters: the least weight, compared from the highest level.
    @Test func enteringSymbolIsTheSteepestImprovingOne() {
        var objective = Objective()
        objective.addConstraint(at: 900)
        objective.addConstraint(at: 100)
        let kinds: [SymbolKind] = [.error, .error, .slack, .error, .external, .error]
        objective.add(1, for: 0, at: 900, kinds: kinds) // positive at the top: not improving
        objective.add(-5, for: 0, at: 100, kinds: kinds)
        objective.add(-1, for: 2, at: 100, kinds: kinds) // decided positive above
        objective.add(3, for: 2, at: 900, kinds: kinds)
        objective.add(-1, for: 3, at: 100, kinds: kinds)
        objective.add(-2, for: 5, at: 100, kinds: kinds) // steeper than 3 at the same level
        #expect(objective.enteringSymbol(bland: false, kinds: kinds)! == (5, 1))
        #expect(objective.enteringSymbol(bland: true, kinds: kinds)! == (3, 1))
        objective.add(2, for: 4, at: 900, kinds: kinds) // external, positive: enters moving down
        #expect(objective.enteringSymbol(bland: false, kinds: kinds)! == (4, -1))
        #expect(objective.enteringSymbol(bland: true, kinds: kinds)! == (3, 1))
        objective.add(-2, for: 4, at: 900, kinds: kinds) // now zero: not improving
        objective.add(1, for: 3, at: 100, kinds: kinds)
        #expect(objective.enteringSymbol(bland: false, kinds: kinds)! == (5, 1))
        #expect(objective.enteringSymbol(bland: true, kinds: kinds)! == (5, 1))
        objective.add(2, for: 5, at: 100, kinds: kinds)
        #expect(objective.enteringSymbol(bland: false, kinds: kinds) == nil)
        #expect(objective.enteringSymbol(bland: true, kinds: kinds) == nil)
    }

    /// Equal top-level coefficients: the lower levels decide (a tie only when every level ties).
    @Test func steepestTiesAreBrokenByLowerLevelsThenId() {
        var objective = Objective()
        for priority in [900.0, 500, 300] { objective.addConstraint(at: priority) }
        let kinds = [SymbolKind](repeating: .error, count: 8)
        objective.add(-1, for: 1, at: 900, kinds: kinds)
        objective.add(1, for: 1, at: 500, kinds: kinds)
        objective.add(-1, for: 6, at: 900, kinds: kinds)
        objective.add(1, for: 6, at: 300, kinds: kinds)
        objective.add(-1, for: 7, at: 900, kinds: kinds)
        objective.add(1, for: 7, at: 300, kinds: kinds)
        #expect(objective.enteringSymbol(bland: false, kinds: kinds)?.symbol == 6)
    }

    @Test func substitutionMovesWeightsAndConstants() {
        var objective = Objective()
        objective.addConstraint(at: 800)
        objective.addConstraint(at: 200)
        let kinds = [SymbolKind](repeating: .error, count: 4)
        objective.add(2, for: 0, at: 800, kinds: kinds)
        objective.add(1, for: 0, at: 200, kinds: kinds)
        objective.add(1, for: 1, at: 200, kinds: kinds)
        // 0 = 5 + 3·s1 − s2
        var row = Row(constant: 5)
        row.insert(1, 3)
        row.insert(2, -1)
        objective.substitute(0, with: row, kinds: kinds)
        #expect(objective.constants == [10, 5])
        #expect(objective.weight(of: 0).isZero)
        #expect(objective.weight(of: 1).coefficient(at: 800) == 6)
        #expect(objective.weight(of: 1).coefficient(at: 200) == 4)
        #expect(objective.weight(of: 2).entries.map(\.coefficient) == [-2, -1])
        #expect(objective.enteringSymbol(bland: false, kinds: kinds)! == (2, 1))
    }

    @Test func lexicographicComparisonIgnoresNoise() {
        func weight(_ entries: (Double, Double)...) -> SymbolicWeight {
            var weight = SymbolicWeight()
            for (priority, coefficient) in entries { weight.add(coefficient, at: priority) }
            return weight
        }
        #expect(SymbolicWeight.compare(weight((2, 1)), times: 1, weight((2, 1), (1, 2)), times: 1) == -1)
        #expect(SymbolicWeight.compare(weight((2, 1)), times: 1, weight((2, 1 + 1e-12)), times: 1) == 0)
        #expect(SymbolicWeight.compare(weight((2, 1)), times: 1, weight((1, 5)), times: 1) == 1)
        #expect(SymbolicWeight.compare(weight((2, 1), (1, 2)), times: 2, weight((2, 2), (1, 4)), times: 1) == 0)
        #expect(weight((2, 1e-12)).isZero)
    }
}
