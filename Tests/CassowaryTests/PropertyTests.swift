import ExactOracle
import Testing

@testable import Cassowary

/// Random systems built around a known point, so their required part is always feasible.
struct RandomSystem {
    var variableCount: Int
    var constraints: [TestConstraint]

    /// The non-required priorities present, highest first.
    var levels: [Double] {
        Array(Set(constraints.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
    }

    static let priorities: [Double] = [100, 250, 500, 750, 999]

    init(
        variables: Int, required: Int, optional: Int, box: Bool, priorities: [Double] = RandomSystem.priorities,
        rng: inout SplitMix64
    ) {
        variableCount = variables
        let point = (0..<variables).map { _ in Double(Int.random(in: -20...20, using: &rng)) }
        constraints = []
        if box {
            for index in 0..<variables {
                let v = Variable(id: index)
                constraints.append(
                    TestConstraint(
                        expression: expression((v, 1), constant: 1000),
                        relation: .greaterThanOrEqual, priority: 1000))
                constraints.append(
                    TestConstraint(
                        expression: expression((v, 1), constant: -1000),
                        relation: .lessThanOrEqual, priority: 1000))
            }
        }
        for index in 0..<(required + optional) {
            var terms: [Term] = []
            while terms.isEmpty {
                for variable in 0..<variables where Bool.random(using: &rng) {
                    let coefficient = Double(Int.random(in: -3...3, using: &rng))
                    if coefficient != 0 { terms.append(Term(Variable(id: variable), coefficient)) }
                }
            }
            let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
                .randomElement(using: &rng)!
            var constraint = TestConstraint(expression: LinearExpression(terms), relation: relation, priority: 1000)
            if index < required {
                // Holds at `point`, with a random margin for inequalities.
                let atPoint = constraint.residual(point)
                let margin = Double(Int.random(in: 0...5, using: &rng))
                switch relation {
                case .equal: constraint.expression.constant = -atPoint
                case .lessThanOrEqual: constraint.expression.constant = -atPoint - margin
                case .greaterThanOrEqual: constraint.expression.constant = -atPoint + margin
                }
            } else {
                constraint.expression.constant = Double(Int.random(in: -30...30, using: &rng))
                constraint.priority = priorities.randomElement(using: &rng)!
            }
            constraints.append(constraint)
        }
    }

    /// A solver with every constraint added, in order.
    func solve(skipping skipped: Set<Int> = [], mode: SolverMode = .standard) throws -> Solver {
        let solver = mode.makeSolver()
        for _ in 0..<variableCount { _ = solver.makeVariable() }
        for (index, constraint) in constraints.enumerated() where !skipped.contains(index) {
            try solver.addConstraint(constraint.expression, constraint.relation, priority: constraint.priority)
        }
        return solver
    }

    func values(_ solver: Solver) -> [Double] {
        (0..<variableCount).map { solver.value(of: Variable(id: $0)) }
    }

    /// Whether `solver` holds what a fresh solver given every constraint but `skipped` finds: the
    /// required constraints, and the same error at every priority.
    func matchesAFreshSolve(_ solver: Solver, skipping skipped: Set<Int>) throws -> Bool {
        let fresh = try solve(skipping: skipped)
        let kept = constraints.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
        let values = values(solver)
        return requiredHold(values, skipping: skipped)
            && sameErrors(
                errorVector(kept, values, levels: levels), errorVector(kept, self.values(fresh), levels: levels))
    }

    func requiredHold(_ values: [Double], skipping skipped: Set<Int> = []) -> Bool {
        constraints.enumerated().allSatisfy { index, constraint in
            constraint.priority < 1000 || skipped.contains(index) || constraint.violation(values) <= 1e-6
        }
    }
}

@Suite struct PropertyTests {
    @Test func requiredConstraintsHoldAndResultsAreDeterministic() throws {
        for seed in 0..<300 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: Int.random(in: 1...6, using: &rng),
                required: Int.random(in: 0...6, using: &rng),
                optional: Int.random(in: 0...10, using: &rng),
                box: false, rng: &rng)
            let first = try system.solve()
            let second = try system.solve()
            let values = system.values(first)
            #expect(system.requiredHold(values), "seed \(seed)")
            #expect(values == system.values(second), "seed \(seed)")
            #expect(first.debugDescription == second.debugDescription, "seed \(seed)")
        }
    }

    /// Two variables inside a box: the lexicographic optimum lies on a vertex of the arrangement of
    /// all constraint lines, so enumerating the pairwise intersections finds it.
    @Test(arguments: SolverMode.allCases)
    func tinySystemsAreOptimalAgainstVertexEnumeration(mode: SolverMode) throws {
        for seed in 1000..<1400 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: 2, required: Int.random(in: 0...3, using: &rng),
                optional: Int.random(in: 1...6, using: &rng), box: true, rng: &rng)
            let solver = try system.solve(mode: mode)
            let values = system.values(solver)
            #expect(system.requiredHold(values), "seed \(seed)")
            let best = bruteForceErrors(system)
            let found = errorVector(system.constraints, values, levels: system.levels)
            #expect(sameErrors(found, best), "seed \(seed): \(found) vs \(best)")
        }
    }

    @Test(arguments: SolverMode.allCases)
    func removalMatchesAFreshSolve(mode: SolverMode) throws {
        for seed in 2000..<2200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: Int.random(in: 1...5, using: &rng),
                required: Int.random(in: 0...5, using: &rng),
                optional: Int.random(in: 1...8, using: &rng), box: false, rng: &rng)
            let solver = try system.solve(mode: mode)
            var removed = Set<Int>()
            for index in system.constraints.indices.shuffled(using: &rng) where Bool.random(using: &rng) {
                try solver.removeConstraint(ConstraintID(rawValue: index))
                removed.insert(index)
            }
            #expect(try system.matchesAFreshSolve(solver, skipping: removed), "seed \(seed)")
        }
    }

    /// Suggestions re-solve to what a fresh solver with `variable == value` finds, whether the edit
    /// variable comes after the constraints or before them (as the layout engine adds the container
    /// size: the variable is then fresh, and definitions mention the edit's error symbols).
    @Test(arguments: SolverMode.allCases)
    func suggestValueMatchesAFreshSolve(mode: SolverMode) throws {
        for seed in 3000..<3300 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: Int.random(in: 1...4, using: &rng),
                required: Int.random(in: 0...4, using: &rng),
                optional: Int.random(in: 0...6, using: &rng), box: false, rng: &rng)
            let variable = Variable(id: Int.random(in: 0..<system.variableCount, using: &rng))
            let priority = [150.0, 600, 800, 999.5].randomElement(using: &rng)!
            let edited: Solver
            if seed % 2 == 0 {
                edited = try system.solve(mode: mode)
                try edited.addEditVariable(variable, priority: priority)
            } else {
                edited = mode.makeSolver()
                try edited.addEditVariable(variable, priority: priority)
                try edited.suggestValue(Double(Int.random(in: -40...40, using: &rng)), for: variable)
                for constraint in system.constraints {
                    try edited.addConstraint(constraint.expression, constraint.relation, priority: constraint.priority)
                }
            }
            for _ in 0..<6 {
                let value = Double(Int.random(in: -40...40, using: &rng))
                try edited.suggestValue(value, for: variable)
                var withEdit = system
                withEdit.constraints.append(
                    TestConstraint(
                        expression: expression((variable, 1), constant: -value),
                        relation: .equal, priority: priority))
                let fresh = try withEdit.solve()
                let values = system.values(edited)
                #expect(system.requiredHold(values), "seed \(seed)")
                #expect(
                    sameErrors(
                        errorVector(withEdit.constraints, values, levels: withEdit.levels),
                        errorVector(withEdit.constraints, withEdit.values(fresh), levels: withEdit.levels)),
                    "seed \(seed)")
            }
        }
    }

    /// A failed required addition leaves the solver exactly as it was.
    @Test(arguments: SolverMode.allCases)
    func unsatisfiableAdditionsChangeNothing(mode: SolverMode) throws {
        var failures = 0
        for seed in 4000..<4300 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: Int.random(in: 1...4, using: &rng),
                required: Int.random(in: 1...5, using: &rng),
                optional: Int.random(in: 0...4, using: &rng), box: false, rng: &rng)
            let solver = try system.solve(mode: mode)
            let before = solver.debugDescription
            let extra = RandomSystem(variables: system.variableCount, required: 0, optional: 1, box: false, rng: &rng)
                .constraints[0]
            do {
                try solver.addConstraint(extra.expression, extra.relation)
                var extended = system
                extended.constraints.append(
                    TestConstraint(
                        expression: extra.expression, relation: extra.relation,
                        priority: 1000))
                #expect(extended.requiredHold(system.values(solver)), "seed \(seed)")
            } catch {
                failures += 1
                // The refusal is right: the required constraints and the extra one are infeasible
                // (decided exactly, by the tests' own simplex).
                let required = system.constraints.filter { $0.priority >= 1000 } + [extra]
                let exact = try required.map(ExactOracleTests.exact)
                #expect(
                    try !ExactSimplex.isFeasible(variableCount: system.variableCount, exact), "seed \(seed)")
                #expect(error == .unsatisfiable(ConstraintID(rawValue: system.constraints.count)), "seed \(seed)")
                #expect(solver.debugDescription == before, "seed \(seed)")
            }
        }
        #expect(failures > 20)
    }
}

/// The lexicographically smallest error vector over the vertices of a system (see
/// `bruteForceErrors(_:variables:levels:)`).
func bruteForceErrors(_ system: RandomSystem) -> [Double] {
    bruteForceErrors(system.constraints, variables: system.variableCount, levels: system.levels)
}
