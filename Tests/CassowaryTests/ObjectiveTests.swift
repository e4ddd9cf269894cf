import Testing
@testable import Cassowary

@Suite struct ObjectiveTests {
    @Test func levelsStaySortedByPriorityDescending() {
        var objective = Objective()
        _ = objective.makeLevel(for: 250)
        _ = objective.makeLevel(for: 750)
        _ = objective.makeLevel(for: 500)
        #expect(objective.makeLevel(for: 750) == 0)
        #expect(objective.levels.map(\.priority) == [750, 500, 250])
    }

    @Test func signIsDecidedByTheHighestLevel() {
        var objective = Objective()
        let high = objective.makeLevel(for: 900)
        let low = objective.makeLevel(for: 100)
        objective.levels[high].row.insert(1, 1)
        objective.levels[low].row.insert(1, -1000)
        objective.levels[low].row.insert(2, -1)
        #expect(objective.sign(of: 1) == 1)
        #expect(objective.sign(of: 2) == -1)
        #expect(objective.sign(of: 3) == 0)
    }

    @Test func enteringSymbolIsLowestIdLexicographicallyNegative() {
        var objective = Objective()
        let high = objective.makeLevel(for: 900)
        let low = objective.makeLevel(for: 100)
        let kinds: [SymbolKind] = [.error, .error, .dummy, .error, .external]
        objective.levels[high].row.insert(0, 1)      // positive at the top: not improving
        objective.levels[low].row.insert(0, -5)
        objective.levels[low].row.insert(2, -1)      // dummy: never enters
        objective.levels[low].row.insert(3, -1)
        objective.levels[high].row.insert(4, 2)      // external, positive: enters moving down
        let entering = objective.enteringSymbol(kinds: kinds)
        #expect(entering?.symbol == 3)
        #expect(entering?.direction == 1)
        objective.levels[low].row.remove(3)
        #expect(objective.enteringSymbol(kinds: kinds)?.symbol == 4)
        #expect(objective.enteringSymbol(kinds: kinds)?.direction == -1)
    }

    @Test func lexicographicComparisonIgnoresNoise() {
        #expect(Objective.isLess([0, 1], [1e-12, 2]))
        #expect(!Objective.isLess([1, 0], [0, 5]))
        #expect(!Objective.isLess([1, 2], [1, 2]))
    }
}
