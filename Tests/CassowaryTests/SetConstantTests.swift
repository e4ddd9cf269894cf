import ExactOracle
import Testing

@testable import Cassowary

/// `Solver.setConstant`: a non-required constraint's constant moves in place (the dual simplex
/// re-solves, as for an edit variable); a required one is removed and added again.
@Suite struct SetConstantTests {
    /// After random constant changes the solver holds what a fresh solver with the new constants
    /// finds: the required constraints, and the same error at every priority.
    @Test(arguments: SolverMode.allCases)
    func matchesAFreshSolve(mode: SolverMode) throws {
        var changedInPlace = 0
        var refusals = 0
        for seed in 6000..<6300 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var system = RandomSystem(
                variables: Int.random(in: 1...5, using: &rng),
                required: Int.random(in: 0...5, using: &rng),
                optional: Int.random(in: 1...8, using: &rng), box: false, rng: &rng)
            let solver = try system.solve(mode: mode)
            var ids = system.constraints.indices.map { ConstraintID(rawValue: $0) }
            var dropped = Set<Int>()
            for _ in 0..<4 {
                let index = Int.random(in: 0..<system.constraints.count, using: &rng)
                guard !dropped.contains(index) else { continue }
                let constant =
                    system.constraints[index].expression.constant + Double(Int.random(in: -9...9, using: &rng))
                system.constraints[index].expression.constant = constant
                do {
                    let id = try solver.setConstant(constant, of: ids[index])
                    if system.constraints[index].priority < 1000 {
                        #expect(id == ids[index], "seed \(seed): a non-required constraint keeps its id")
                        changedInPlace += 1
                    }
                    ids[index] = id
                } catch .unsatisfiable {
                    // Only a required constraint can refuse its new constant; it is then left out.
                    #expect(system.constraints[index].priority == 1000, "seed \(seed)")
                    // The refusal is right: with the new constant, the required constraints kept
                    // are infeasible (decided exactly by the tests' own simplex).
                    let required = try system.constraints.indices.filter {
                        system.constraints[$0].priority >= 1000 && !dropped.contains($0)
                    }.map { try ExactOracleTests.exact(system.constraints[$0]) }
                    #expect(
                        try !ExactSimplex.isFeasible(variableCount: system.variableCount, required), "seed \(seed)")
                    refusals += 1
                    dropped.insert(index)
                }
            }
            #expect(try system.matchesAFreshSolve(solver, skipping: dropped), "seed \(seed)")
        }
        #expect(changedInPlace > 500)
        #expect(refusals > 0)
    }

    @Test func errors() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let soft = try solver.addConstraint(expression((x, 1), constant: -10), .equal, priority: 500)
        let hard = try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
        #expect(throws: SolverError.unknownConstraint(ConstraintID(rawValue: 7))) {
            try solver.setConstant(1, of: ConstraintID(rawValue: 7))
        }
        #expect(throws: SolverError.invalidNumber) { try solver.setConstant(.infinity, of: soft) }
        // x == 20 at 500, x >= 0 required.
        #expect(try solver.setConstant(-20, of: soft) == soft)
        #expect(solver.value(of: x) == 20)
        // x >= 30 required: the required constraint gets a new id and wins.
        let moved = try solver.setConstant(-30, of: hard)
        #expect(moved != hard)
        #expect(solver.value(of: x) == 30)
        #expect(throws: SolverError.unknownConstraint(hard)) { try solver.removeConstraint(hard) }
        try solver.addConstraint(expression((x, 1), constant: -40), .lessThanOrEqual)
        // x >= 50 contradicts x <= 40: refused, and left out.
        #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValue: 4))) { try solver.setConstant(-50, of: moved) }
        #expect(solver.value(of: x) == 20)
    }

    /// A column of n self-sizing cells, each with a label whose height (hugging 250, compression
    /// resistance 750) then changes, as a wrapping label's does after its first layout pass. Moving
    /// the constants in place shifts the constants of the rows that mention the constraints'
    /// markers; removing and adding each pair rewrote rows (and, in a real column, the long
    /// definitions of the column's total).
    @Test func changingEveryLabelRewritesFewRows() throws {
        func build(cells: Int) throws -> (Solver, [Variable], Variable) {
            let solver = Solver()
            let total = solver.makeVariable()
            // The column fits its content: its height pulled to zero, weakly.
            try solver.addConstraint(expression((total, 1)), .equal, priority: 50)
            var previousBottom = LinearExpression()
            var heights: [(Variable, ConstraintID, ConstraintID)] = []
            for _ in 0..<cells {
                let top = solver.makeVariable()
                let height = solver.makeVariable()
                var link = previousBottom
                link.terms.append(Term(top, -1))
                link.constant += 8
                try solver.addConstraint(link, .equal)
                let hug = try solver.addConstraint(
                    expression((height, 1), constant: -20), .lessThanOrEqual, priority: 250)
                let resist = try solver.addConstraint(
                    expression((height, 1), constant: -20), .greaterThanOrEqual, priority: 750)
                heights.append((height, hug, resist))
                previousBottom = expression((top, 1), (height, 1))
            }
            var closing = previousBottom
            closing.terms.append(Term(total, -1))
            try solver.addConstraint(closing, .equal)
            let before = solver.rowsRewritten
            for (index, (_, hug, resist)) in heights.enumerated() {
                let height = Double(20 + 18 * (index % 4))
                try solver.setConstant(-height, of: hug)
                try solver.setConstant(-height, of: resist)
            }
            solver.rowsRewritten -= before
            return (solver, heights.map(\.0), total)
        }
        let (small, smallHeights, smallTotal) = try build(cells: 100)
        let (large, _, _) = try build(cells: 400)
        for (index, height) in smallHeights.enumerated() {
            #expect(small.value(of: height) == Double(20 + 18 * (index % 4)))
        }
        let expectedTotal = (0..<100).reduce(0) { sum, index in sum + 8 + 20 + 18 * (index % 4) }
        #expect(small.value(of: smallTotal) == Double(expectedTotal))
        // Two constants per cell, and fewer rows rewritten than cells: only constants move (a
        // remove and an add rewrote about five rows per cell, 512 for 100 cells).
        #expect(small.rowsRewritten < 100)
        #expect(large.rowsRewritten < 400)
    }
}
