import Testing

@testable import Cassowary

@Suite struct SolverTests {
    @Test func variablesHaveDenseIds() {
        let solver = Solver()
        #expect(solver.makeVariable() == Variable(id: 0))
        #expect(solver.makeVariable() == Variable(id: 1))
        #expect(Variable(id: 1) < Variable(id: 2))
    }

    @Test func simpleEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -8), .equal)
        try solver.addConstraint(expression((y, 1), (x, -2), constant: -4), .equal)
        #expect(solver.value(of: x) == 8)
        #expect(solver.value(of: y) == 20)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func inequalitiesBoundNonRequiredGoals() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -10), .greaterThanOrEqual)
        try solver.addConstraint(expression((x, 1), constant: -50), .lessThanOrEqual)
        try solver.addConstraint(expression((x, 1)), .equal, priority: 250)
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(expression((x, 1), constant: -70), .equal, priority: 500)
        #expect(solver.value(of: x) == 50)
    }

    @Test func requiredConflictThrowsAndLeavesTheSolverWorking() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -10), .equal)
        #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValue: 1))) {
            try solver.addConstraint(expression((x, 1), constant: -20), .equal)
        }
        #expect(solver.value(of: x) == 10)
        let next = try solver.addConstraint(expression((x, 1), constant: -5), .greaterThanOrEqual)
        #expect(next == ConstraintID(rawValue: 1))
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 2)
    }

    /// A failure in the artificial phase must undo every pivot: the solver then behaves exactly
    /// like one that never saw the failed call.
    @Test func failedArtificialAdditionIsUndoneExactly() throws {
        func build(includeFailure: Bool) throws -> Solver {
            let solver = Solver()
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            try solver.addConstraint(expression((x, 1), (y, 1), constant: -10), .lessThanOrEqual)
            try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
            try solver.addConstraint(expression((y, 1), constant: -2), .greaterThanOrEqual)
            try solver.addConstraint(expression((x, 1), constant: -30), .equal, priority: 300)
            if includeFailure {
                #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValue: 4))) {
                    try solver.addConstraint(expression((x, 1), (y, 1), constant: -11), .greaterThanOrEqual)
                }
            }
            try solver.addConstraint(expression((y, 1), constant: -3), .equal, priority: 400)
            return solver
        }
        let failed = try build(includeFailure: true)
        let clean = try build(includeFailure: false)
        #expect(failed.debugDescription == clean.debugDescription)
        #expect(failed.value(of: Variable(id: 0)) == 7)
        #expect(failed.value(of: Variable(id: 1)) == 3)
    }

    @Test func artificialAdditionCanSucceed() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), (y, 1), constant: -10), .lessThanOrEqual)
        try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
        try solver.addConstraint(expression((y, 1)), .greaterThanOrEqual)
        // Everything is basic or restricted now: x + y == 10 needs phase one.
        try solver.addConstraint(expression((x, 1), (y, 1), constant: -10), .equal)
        try solver.addConstraint(expression((x, 1), constant: -4), .equal, priority: 500)
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 6)
    }

    @Test func removeConstraintRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -10), .greaterThanOrEqual)
        try solver.addConstraint(expression((y, 1), (x, -1)), .equal)
        try solver.addConstraint(expression((x, 1)), .equal, priority: 100)
        #expect(solver.value(of: x) == 10)
        let raise = try solver.addConstraint(expression((x, 1), constant: -40), .equal)
        #expect(solver.value(of: y) == 40)
        try solver.removeConstraint(raise)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        #expect(throws: SolverError.unknownConstraint(raise)) { try solver.removeConstraint(raise) }
    }

    @Test func removingADuplicateKeepsTheOtherInForce() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let first = try solver.addConstraint(expression((x, 1), constant: -5), .equal)
        try solver.addConstraint(expression((x, 1), constant: -5), .equal)
        try solver.addConstraint(expression((x, 1)), .equal, priority: 10)
        try solver.removeConstraint(first)
        #expect(solver.value(of: x) == 5)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func removingEverythingLeavesAnEmptyTableau() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        var ids: [ConstraintID] = []
        ids.append(try solver.addConstraint(expression((x, 1), (y, -2), constant: 3), .lessThanOrEqual))
        ids.append(try solver.addConstraint(expression((x, 1), constant: -7), .equal, priority: 600))
        ids.append(try solver.addConstraint(expression((y, 1), constant: -1), .greaterThanOrEqual, priority: 200))
        ids.append(try solver.addConstraint(expression((x, 1), (y, 1), constant: -20), .equal))
        for id in ids.reversed() { try solver.removeConstraint(id) }
        #expect(solver.constraintCount == 0)
        #expect(solver.debugDescription == "objective:\nrows:")
    }

    @Test func invalidInputIsRejected() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.invalidNumber) {
            try solver.addConstraint(expression((x, .nan)), .equal)
        }
        #expect(throws: SolverError.invalidNumber) {
            try solver.addConstraint(expression((x, 1), constant: .infinity), .equal)
        }
        for priority in [0, -1, 1000.5, .infinity] as [Double] {
            #expect(throws: SolverError.invalidPriority(priority)) {
                try solver.addConstraint(expression((x, 1)), .equal, priority: priority)
            }
        }
        #expect(throws: SolverError.invalidPriority(1000)) { try solver.addEditVariable(x, priority: 1000) }
        #expect(solver.constraintCount == 0)
    }

    @Test func unmentionedVariablesAreZeroAndAmbiguous() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(solver.value(of: x) == 0)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(Variable(id: 42)))
    }
}

@Suite struct RebuildTests {
    /// Removing a required equality replays the rest: the result equals a fresh solver's, bit for bit.
    @Test func removingARequiredEqualityMatchesAFreshSolver() throws {
        func populate(_ solver: Solver, includeExtra: Bool) throws -> ConstraintID? {
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            try solver.addConstraint(expression((x, 1), (y, -1), constant: 5), .lessThanOrEqual)
            let extra = includeExtra ? try solver.addConstraint(expression((y, 1), constant: -30), .equal) : nil
            try solver.addConstraint(expression((x, 1), constant: -12), .equal, priority: 400)
            try solver.addEditVariable(y, priority: 600)
            try solver.suggestValue(3, for: y)
            return extra
        }
        let edited = Solver()
        let extra = try populate(edited, includeExtra: true)
        #expect(edited.value(of: Variable(id: 1)) == 30)
        try edited.removeConstraint(extra!)
        let fresh = Solver()
        _ = try populate(fresh, includeExtra: false)
        #expect(edited.debugDescription == fresh.debugDescription)
        #expect(edited.value(of: Variable(id: 1)) == 3)
        #expect(edited.value(of: Variable(id: 0)) == -2)
        try edited.suggestValue(50, for: Variable(id: 1))
        #expect(edited.value(of: Variable(id: 0)) == 12)
    }
}
