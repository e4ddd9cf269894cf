import Testing

@testable import Cassowary

/// Basic user variables are kept as definitions (see `Solver+Definitions.swift`).
@Suite struct DefinitionTests {
    /// x₀ = 0, wᵢ ≥ 1, xᵢ₊₁ = xᵢ + wᵢ: a chain of definitions `views` deep.
    private func chain(_ solver: Solver, views: Int) throws -> (x: [Variable], w: [Variable]) {
        let x = (0...views).map { _ in solver.makeVariable() }
        let w = (0..<views).map { _ in solver.makeVariable() }
        try solver.addConstraint(expression((x[0], 1)), .equal)
        for index in 0..<views {
            try solver.addConstraint(expression((w[index], 1), constant: -1), .greaterThanOrEqual)
            try solver.addConstraint(expression((x[index + 1], 1), (x[index], -1), (w[index], -1)), .equal)
        }
        return (x, w)
    }

    /// Values and ambiguity follow 100,000 levels of definitions without recursion.
    @Test func aDeepChainOfDefinitionsEvaluates() throws {
        let solver = Solver()
        solver.compactsDefinitions = false
        let views = 100_000
        let (x, w) = try chain(solver, views: views)
        #expect(solver.value(of: x[views]) == Double(views))
        #expect(solver.isAmbiguous(x[views])) // the widths may grow
        #expect(!solver.isAmbiguous(x[0]))
        // Pinning the end leaves the widths no room: everything is determined.
        try solver.addConstraint(expression((x[views], 1), constant: -Double(views)), .equal)
        #expect(solver.value(of: x[views / 2]) == Double(views / 2))
        #expect(!solver.isAmbiguous(x[views / 2]))
        #expect(!solver.isAmbiguous(w[7]))
    }

    /// A row of independent widths stays sparse: positions are not rewritten as sums of all the
    /// widths before them.
    @Test func aRowOfIndependentWidthsStaysSparse() throws {
        var rng = SplitMix64(seed: 11)
        let row = ViewRow(views: 2000, distinct: false, rng: &rng)
        let container = (row.naturalWidth * 0.97).rounded()
        let (solver, _) = try row.makeSolver(container: container)
        let entries = solver.rows.reduce(0) { $0 + $1.count }
        #expect(entries < 20 * row.widths.count, "\(entries) tableau entries")
        let widths = row.solvedWidths(solver)
        #expect(abs(widths.reduce(8) { $0 + $1 + 8 } - container) < 1e-6)
        #expect(zip(widths, row.widths).allSatisfy { $0 >= 10 - 1e-9 && $0 <= $1 + 1e-9 })
    }

    /// Suggesting a value moves the definitions that mention the edit's error symbols.
    @Test func editsMoveDefinitions() throws {
        for compacts in [true, false] {
            let solver = Solver()
            solver.compactsDefinitions = compacts
            let a = solver.makeVariable()
            let b = solver.makeVariable()
            let c = solver.makeVariable()
            try solver.addEditVariable(a, priority: 500)
            try solver.addConstraint(expression((b, 1), (a, -1), constant: -3), .equal) // b = a + 3
            try solver.addConstraint(expression((c, 1), (b, -2), constant: 1), .equal) // c = 2b - 1
            for value in [10.0, -4, 0.5, 10] {
                try solver.suggestValue(value, for: a)
                #expect(solver.value(of: a) == value)
                #expect(solver.value(of: b) == value + 3)
                #expect(solver.value(of: c) == 2 * (value + 3) - 1)
            }
        }
    }

    /// A container width edit added first (so the width is a definition over the edit's errors),
    /// too narrow at first, then widened: the width must follow even though the unmet edit made one
    /// of its error symbols basic. (`H:|-20-[b(>=70,<=100)]-(>=20)-|`, `b` resisting below 200.)
    @Test func anUnmetEditThatIsMovedAgainMovesItsDefinition() throws {
        let solver = Solver()
        let container = solver.makeVariable()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.addEditVariable(container, priority: 1000.0.nextDown)
        try solver.suggestValue(100, for: container)
        try solver.addConstraint(expression((left, 1), constant: -20), .equal)
        try solver.addConstraint(expression((width, 1), constant: -70), .greaterThanOrEqual)
        try solver.addConstraint(expression((width, 1), constant: -100), .lessThanOrEqual)
        try solver.addConstraint(expression((width, 1), constant: -200), .greaterThanOrEqual, priority: 750)
        try solver.addConstraint(
            expression((container, 1), (left, -1), (width, -1), constant: -20),
            .greaterThanOrEqual)
        #expect(solver.value(of: container) == 110)
        #expect(solver.value(of: width) == 70)
        for (value, expected) in [(137.0, 97.0), (300, 100), (100, 70), (139, 99)] {
            try solver.suggestValue(value, for: container)
            #expect(solver.value(of: container) == max(value, 110))
            #expect(solver.value(of: width) == expected)
        }
    }

    /// A definition's free direction may cancel through the definitions it mentions.
    @Test func freeDirectionsThatCancelLeaveAVariableDetermined() throws {
        for compacts in [true, false] {
            let solver = Solver()
            solver.compactsDefinitions = compacts
            let x = solver.makeVariable()
            let a = solver.makeVariable()
            let z = solver.makeVariable()
            try solver.addConstraint(expression((x, 1), (a, -1), constant: -5), .equal) // x = a + 5
            try solver.addConstraint(expression((z, 1), (x, -1), (a, 1)), .equal) // z = x - a
            #expect(solver.isAmbiguous(x))
            #expect(solver.isAmbiguous(a))
            #expect(!solver.isAmbiguous(z))
            #expect(solver.value(of: z) == 5)
        }
    }

    /// Removing a constraint that only definitions mention replays the rest, like a fresh solver.
    @Test func removingAConstraintOnlyDefinitionsMentionMatchesAFreshSolver() throws {
        func build(_ solver: Solver, includeWeak: Bool) throws -> ConstraintID? {
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            let z = solver.makeVariable()
            // x = 5 + plus - minus: its errors appear in x's definition only.
            let weak =
                includeWeak
                ? try solver.addConstraint(expression((x, 1), constant: -5), .equal, priority: 300) : nil
            try solver.addConstraint(expression((y, 1), (x, -2)), .equal)
            try solver.addConstraint(expression((z, 1), constant: -1), .greaterThanOrEqual, priority: 200)
            return weak
        }
        for compacts in [true, false] {
            let edited = Solver()
            edited.compactsDefinitions = compacts
            let weak = try build(edited, includeWeak: true)
            #expect(edited.value(of: Variable(id: 1)) == 10)
            try edited.removeConstraint(weak!)
            let fresh = Solver()
            fresh.compactsDefinitions = compacts
            _ = try build(fresh, includeWeak: false)
            #expect(edited.debugDescription == fresh.debugDescription)
            #expect(edited.value(of: Variable(id: 1)) == 0)
            #expect(edited.isAmbiguous(Variable(id: 1)))
        }
    }

    /// Definitions are kept as written, or expanded when that is as short.
    @Test func definitionsAreCompactedOnlyWhenShort() throws {
        let solver = Solver()
        let (x, _) = try chain(solver, views: 40)
        let symbol = solver.variableSymbols[x[40].id]
        // Independent widths: the last position's expansion would hold all 40 slacks.
        #expect(solver.rows[symbol].count <= 4)
        #expect(solver.value(of: x[40]) == 40)
        let equal = Solver()
        let p = (0..<41).map { _ in equal.makeVariable() }
        let width = equal.makeVariable()
        try equal.addConstraint(expression((width, 1), constant: -2), .greaterThanOrEqual)
        try equal.addConstraint(expression((p[0], 1)), .equal)
        for index in 0..<40 {
            try equal.addConstraint(expression((p[index + 1], 1), (p[index], -1), (width, -1)), .equal)
        }
        // One shared width: every position is 2 terms in parametric symbols.
        #expect(equal.rows[equal.variableSymbols[p[40].id]].symbols.allSatisfy { !equal.isBasic[$0] })
        #expect(equal.value(of: p[40]) == 80)
    }
}
