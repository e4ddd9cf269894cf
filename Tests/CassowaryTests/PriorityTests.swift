import Testing

@testable import Cassowary

/// Non-required priorities are lexicographic: a higher level beats any number of lower ones.
@Suite struct PriorityTests {
    @Test func higherPriorityWins() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -20), .equal, priority: 250)
        try solver.addConstraint(expression((x, 1), constant: -10), .equal, priority: 750)
        #expect(solver.value(of: x) == 10)
    }

    @Test func oneHigherBeatsManyLower() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -100), .greaterThanOrEqual, priority: 500)
        for _ in 0..<50 {
            try solver.addConstraint(expression((x, 1)), .lessThanOrEqual, priority: 499)
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test func lowerLevelsDecideWithinTheHigherOptimum() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // Level 700 wants x + y == 10; level 300 pulls y to 100, level 200 x to 3.
        try solver.addConstraint(expression((x, 1), (y, 1), constant: -10), .equal, priority: 700)
        try solver.addConstraint(expression((x, 1), constant: -3), .equal, priority: 200)
        try solver.addConstraint(expression((y, 1), constant: -100), .equal, priority: 300)
        try solver.addConstraint(expression((y, 1), constant: -8), .lessThanOrEqual)
        #expect(solver.value(of: x) == 2)
        #expect(solver.value(of: y) == 8)
    }

    @Test func removingTheHigherConstraintHandsOverToTheLower() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -20), .equal, priority: 250)
        let high = try solver.addConstraint(expression((x, 1), constant: -10), .equal, priority: 750)
        try solver.removeConstraint(high)
        #expect(solver.value(of: x) == 20)
    }
}
