import Testing

@testable import Cassowary

@Suite struct TouchMarksTests {
    /// `marks.mark(symbol)`, outside `#expect` (which cannot call a mutating method).
    private func mark(_ marks: inout TouchMarks, _ symbol: Int) -> Bool { marks.mark(symbol) }

    @Test func onlyAFirstChangeInATransactionIsNew() {
        var marks = TouchMarks()
        marks.beginTransaction()
        #expect(mark(&marks, 3))
        #expect(!mark(&marks, 3))
        #expect(mark(&marks, 0))
        #expect(mark(&marks, 40)) // beyond every id seen so far
        #expect(!mark(&marks, 40))
    }

    @Test func aNewTransactionStartsUnmarked() {
        var marks = TouchMarks()
        marks.beginTransaction()
        #expect(mark(&marks, 5))
        marks.beginTransaction()
        #expect(mark(&marks, 5))
        #expect(!mark(&marks, 5))
    }

    /// A failed required constraint is undone through the journal and the objective's undo
    /// record, both of which save a slot only on its first change: after the rollback the solver
    /// answers exactly as before, and a later addition (a new transaction) is recorded afresh.
    @Test func rollbacksRestoreTheSolverTwice() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -10), .equal, priority: 500)
        try solver.addConstraint(expression((y, 1), (x, -1)), .equal)
        try solver.addConstraint(expression((x, 1), constant: -4), .greaterThanOrEqual)
        let before = (solver.value(of: x), solver.value(of: y))
        for _ in 0..<2 {
            #expect(throws: SolverError.self) {
                try solver.addConstraint(expression((x, 1), constant: -2), .lessThanOrEqual)
            }
            #expect((solver.value(of: x), solver.value(of: y)) == before)
        }
        try solver.addConstraint(expression((x, 1), constant: -6), .lessThanOrEqual)
        #expect(solver.value(of: x) == 6)
        #expect(solver.value(of: y) == 6)
    }
}
