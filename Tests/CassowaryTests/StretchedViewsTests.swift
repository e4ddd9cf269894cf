import Testing

@testable import Cassowary

/// Many independent views, each stretched across one container wider than its content: every
/// view's hugging (250) is broken, and every view mentions the container's width. Phase one used
/// to enter the container width's edit error for each view (the lowest id), rewriting every row
/// before it, so building took time growing as n³; the tableau must stay linear in n.
@Suite struct StretchedViewsTests {
    /// Builds `views` views the way `H:|-8-[v]-8-|` with `intrinsic=30x` lowers in a container
    /// whose width is an edit variable suggested at 400; returns the solver and the views'
    /// width variables.
    static func build(views: Int, mode: SolverMode) throws -> (Solver, [Variable]) {
        let solver = mode.makeSolver()
        let container = solver.makeVariable()
        try solver.addEditVariable(container, priority: 1000.0.nextDown)
        try solver.suggestValue(400, for: container)
        var widths: [Variable] = []
        for _ in 0..<views {
            let left = solver.makeVariable()
            let width = solver.makeVariable()
            // Hugging and compression resistance first, as a view's declaration comes first.
            try solver.addConstraint(LinearExpression([Term(width)], constant: -30), .lessThanOrEqual, priority: 250)
            try solver.addConstraint(LinearExpression([Term(width)], constant: -30), .greaterThanOrEqual, priority: 750)
            try solver.addConstraint(LinearExpression([Term(left)], constant: -8), .equal)
            try solver.addConstraint(
                LinearExpression([Term(left), Term(width), Term(container, -1)], constant: 8), .equal)
            widths.append(width)
        }
        return (solver, widths)
    }

    @Test(arguments: SolverMode.allCases)
    func everyViewFillsTheContainer(mode: SolverMode) throws {
        let (solver, widths) = try Self.build(views: 60, mode: mode)
        for width in widths { #expect(abs(solver.value(of: width) - 384) < 1e-9) }
        #expect(!widths.contains { solver.isAmbiguous($0) })
    }

    @Test func theWorkGrowsLinearly() throws {
        let (small, _) = try Self.build(views: 100, mode: .standard)
        let (large, _) = try Self.build(views: 400, mode: .standard)
        // Four times the views, about four times the rows rewritten (plain Bland's rule in phase
        // one rewrote every earlier view's rows for each new view: sixteen times, and more).
        #expect(large.rowsRewritten <= 5 * small.rowsRewritten)
        #expect(large.tableauEntryCount <= 5 * small.tableauEntryCount)
    }
}
