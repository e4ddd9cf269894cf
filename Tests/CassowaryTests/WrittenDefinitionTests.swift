import Testing

@testable import Cassowary

/// A column of cells, each laid out inside first (its title and body placed from its top), then
/// joined: `cell[i+1].top == cell[i].top + cell[i].height`. Every symbol of a join is defined
/// already, so expanding it wrote the whole column above it: n²/2 entries. As a definition as
/// written (`definitionAsWritten`) each join stays a few terms.
@Suite struct WrittenDefinitionTests {
    /// Builds `cells` cells (title 20 high, body `bodyHeight(i)` high, paddings 12 and 4), joins
    /// them, and pins the first at 0; returns the solver and each cell's top and height.
    static func build(cells: Int, mode: SolverMode = .standard) throws -> (Solver, [(top: Variable, height: Variable)])
    {
        let solver = mode.makeSolver()
        var column: [(top: Variable, height: Variable)] = []
        for index in 0..<cells {
            let top = solver.makeVariable()
            let height = solver.makeVariable()
            let titleTop = solver.makeVariable()
            let titleHeight = solver.makeVariable()
            let bodyTop = solver.makeVariable()
            let bodyHeight = solver.makeVariable()
            let body = Double(Self.bodyHeight(index))
            try solver.addConstraint(expression((titleHeight, 1), constant: -20), .lessThanOrEqual, priority: 250)
            try solver.addConstraint(expression((titleHeight, 1), constant: -20), .greaterThanOrEqual, priority: 750)
            try solver.addConstraint(expression((bodyHeight, 1), constant: -body), .lessThanOrEqual, priority: 250)
            try solver.addConstraint(expression((bodyHeight, 1), constant: -body), .greaterThanOrEqual, priority: 750)
            try solver.addConstraint(expression((titleTop, 1), (top, -1), constant: -12), .equal)
            try solver.addConstraint(expression((bodyTop, 1), (titleTop, -1), (titleHeight, -1), constant: -4), .equal)
            try solver.addConstraint(
                expression((top, 1), (height, 1), (bodyTop, -1), (bodyHeight, -1), constant: -12), .equal)
            column.append((top, height))
        }
        for index in 1..<cells {
            let (previousTop, previousHeight) = column[index - 1]
            try solver.addConstraint(
                expression((column[index].top, 1), (previousTop, -1), (previousHeight, -1)), .equal)
        }
        try solver.addConstraint(expression((column[0].top, 1)), .equal)
        return (solver, column)
    }

    static func bodyHeight(_ index: Int) -> Int { 18 * (1 + index % 5) }

    @Test(arguments: SolverMode.allCases)
    func everyCellSitsBelowThePreviousOne(mode: SolverMode) throws {
        let (solver, column) = try Self.build(cells: 80, mode: mode)
        var expectedTop = 0.0
        for (index, cell) in column.enumerated() {
            let height = Double(12 + 20 + 4 + Self.bodyHeight(index) + 12)
            #expect(solver.value(of: cell.top) == expectedTop, "cell \(index)")
            #expect(solver.value(of: cell.height) == height, "cell \(index)")
            #expect(!solver.isAmbiguous(cell.top) && !solver.isAmbiguous(cell.height))
            expectedTop += height
        }
    }

    @Test func theTableauGrowsLinearly() throws {
        let (small, _) = try Self.build(cells: 100)
        let (large, _) = try Self.build(cells: 400)
        // Four times the cells: about four times the entries (expanded joins: sixteen times).
        #expect(large.tableauEntryCount <= 5 * small.tableauEntryCount)
        #expect(large.rowsRewritten <= 5 * max(small.rowsRewritten, 1))
    }
}
