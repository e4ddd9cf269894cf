import Testing
@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func aLowerBoundAloneIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
        #expect(solver.isAmbiguous(x))
    }

    @Test func anEqualityDeterminesItsVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -3), .equal)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aSumAloneLeavesBothAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), (y, 1), constant: -10), .equal)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(expression((y, 1), constant: -4), .equal)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aPreferenceResolvesAmbiguity() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
        try solver.addConstraint(expression((x, 1)), .equal, priority: 50)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func boundsThatPinAVariableAreNotAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -5), .greaterThanOrEqual)
        try solver.addConstraint(expression((x, 1), constant: -5), .lessThanOrEqual)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 5)
    }

    @Test func equalPullsInBothDirectionsLeaveAnInterval() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        // Any x in [0, 10] costs 10 in total at this level.
        try solver.addConstraint(expression((x, 1)), .equal, priority: 300)
        try solver.addConstraint(expression((x, 1), constant: -10), .equal, priority: 300)
        #expect(solver.isAmbiguous(x))
    }
}
