import Testing

@testable import Cassowary

@Suite struct EditTests {
    /// x in [10, 100], y = 2x + 1, and a weak pull of x to 0.
    private func makeSystem(_ solver: Solver) throws -> (Variable, Variable) {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -10), .greaterThanOrEqual)
        try solver.addConstraint(expression((x, 1), constant: -100), .lessThanOrEqual)
        try solver.addConstraint(expression((y, 1), (x, -2), constant: -1), .equal)
        try solver.addConstraint(expression((x, 1)), .equal, priority: 100)
        return (x, y)
    }

    @Test func suggestValueMatchesAFreshSolve() throws {
        let edited = Solver()
        let (x, y) = try makeSystem(edited)
        try edited.addEditVariable(x, priority: 500)
        for value in [50.0, 5, 120, 10, 99.5, 37] {
            try edited.suggestValue(value, for: x)
            let fresh = Solver()
            let (fx, fy) = try makeSystem(fresh)
            try fresh.addConstraint(expression((fx, 1), constant: -value), .equal, priority: 500)
            #expect(edited.value(of: x) == fresh.value(of: fx))
            #expect(edited.value(of: y) == fresh.value(of: fy))
            #expect(edited.value(of: x) == min(100, max(10, value)))
        }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let (x, y) = try makeSystem(solver)
        try solver.addEditVariable(x, priority: 400)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: 300) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.invalidNumber) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.invalidPriority(0)) { try solver.addEditVariable(y, priority: 0) }
        try solver.suggestValue(60, for: x)
        #expect(solver.value(of: x) == 60)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }

    @Test func twoEditVariablesAtDifferentPriorities() throws {
        let solver = Solver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.addConstraint(expression((right, 1), (left, -1), (width, -1)), .equal)
        try solver.addConstraint(expression((width, 1), constant: -10), .greaterThanOrEqual)
        try solver.addEditVariable(left, priority: 800)
        try solver.addEditVariable(right, priority: 600)
        try solver.suggestValue(100, for: left)
        try solver.suggestValue(50, for: right)
        #expect(solver.value(of: left) == 100)
        #expect(solver.value(of: right) == 110)
        try solver.suggestValue(300, for: right)
        #expect(solver.value(of: width) == 200)
    }
}
