import ExactOracle
import Foundation
import Testing

@testable import Cassowary

/// Every "unsatisfiable" verdict of the solver and every conflict set, confirmed by an oracle that
/// shares no code with it: `ExactSimplex` (exact rationals, Bland's rule; Tests/ExactOracle).
///
/// The solver decides with `Double` and a tolerance; the oracle decides exactly. On these systems
/// (small integer coefficients and constants) the two must agree on every verdict: a required
/// constraint refused although the system with it is feasible, a constraint accepted although it
/// makes the system infeasible, or a conflict set that is feasible or not minimal, all fail here.
@Suite struct ExactOracleTests {
    /// How many random systems the verdict test draws (`VFLC_ORACLE_SYSTEMS=N` for a longer run).
    static let systemCount = ProcessInfo.processInfo.environment["VFLC_ORACLE_SYSTEMS"].flatMap { Int($0) } ?? 1000

    static func exact(_ constraint: TestConstraint) throws -> ExactConstraint {
        try exact(constraint.expression, constraint.relation)
    }

    static func exact(_ expression: LinearExpression, _ relation: ConstraintRelation) throws -> ExactConstraint {
        let terms = try expression.terms.map {
            (variable: $0.variable.id, coefficient: try Rational(decimal: $0.coefficient))
        }
        let exactRelation: ExactConstraint.Relation =
            switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return ExactConstraint(terms, exactRelation, constant: try Rational(decimal: expression.constant))
    }

    static func variableCount(_ constraints: [ExactConstraint]) -> Int {
        (constraints.flatMap { $0.terms.map(\.variable) }.max() ?? -1) + 1
    }

    // MARK: - The oracle itself

    @Test func rationalArithmeticIsExactAndChecked() throws {
        let third = try Rational(1, 3)
        #expect(try third + third + third == .one)
        #expect(try Rational(decimal: 0.333) == Rational(333, 1000))
        #expect(try Rational(decimal: -2.5) == Rational(-5, 2))
        #expect(try Rational(6, -4) == Rational(-3, 2))
        #expect(try Rational(1, 3) < Rational(1, 2) && !(Rational(1, 2) < Rational(1, 3)))
        let big = try Rational(Int64.max / 2 + 1, 1)
        #expect(throws: Rational.Overflow.self) { try big + big }
        #expect(throws: Rational.Overflow.self) { try big * big }
        #expect(throws: Rational.Overflow.self) { try Rational(decimal: 1.0 / 3.0) }
    }

    /// Hand-made systems whose answers are known.
    @Test func oracleDecidesKnownSystems() throws {
        func c(_ terms: [(Int, Int)], _ relation: ExactConstraint.Relation, _ constant: Int) -> ExactConstraint {
            ExactConstraint(
                terms.map { (variable: $0.0, coefficient: Rational($0.1)) }, relation, constant: Rational(constant))
        }
        // x >= 10, x <= 5: infeasible, and minimal.
        let pair = [c([(0, 1)], .greaterThanOrEqual, -10), c([(0, 1)], .lessThanOrEqual, -5)]
        #expect(try ExactSimplex.conflictVerdict(variableCount: 1, pair) == (true, true))
        // x + y == 3, x - y == 1, x == 2: feasible (x = 2, y = 1).
        let point = [c([(0, 1), (1, 1)], .equal, -3), c([(0, 1), (1, -1)], .equal, -1), c([(0, 1)], .equal, -2)]
        #expect(try ExactSimplex.isFeasible(variableCount: 2, point))
        // ... and x == 2.5 instead: infeasible by half a point, which no tolerance may hide.
        var shifted = point
        shifted[2] = ExactConstraint([(0, .one)], .equal, constant: try Rational(-5, 2))
        #expect(try !ExactSimplex.isFeasible(variableCount: 2, shifted))
        // 3x == 1 with x >= 1/3 and x <= 1/3: feasible only exactly.
        let exact = [
            c([(0, 3)], .equal, -1), ExactConstraint([(0, .one)], .greaterThanOrEqual, constant: -(try Rational(1, 3))),
            ExactConstraint([(0, .one)], .lessThanOrEqual, constant: -(try Rational(1, 3))),
        ]
        #expect(try ExactSimplex.isFeasible(variableCount: 1, exact))
        // A contradictory constant alone, and an empty system.
        #expect(try !ExactSimplex.isFeasible(variableCount: 0, [c([], .equal, 2)]))
        #expect(try ExactSimplex.isFeasible(variableCount: 3, []))
        // Three constraints, infeasible together, feasible in any two: minimal; with a fourth
        // redundant member: infeasible, not minimal.
        let triangle = [
            c([(0, 1)], .greaterThanOrEqual, 0), c([(1, 1)], .greaterThanOrEqual, 0),
            c([(0, 1), (1, 1)], .lessThanOrEqual, 1),
        ]
        #expect(try ExactSimplex.conflictVerdict(variableCount: 2, triangle) == (true, true))
        #expect(
            try ExactSimplex.conflictVerdict(variableCount: 2, triangle + [c([(0, 1)], .lessThanOrEqual, 0)]) == (
                true, false
            ))
        // Lexicographic: minimise x + y, then -x, over x, y >= 0, x + y >= 4, x <= 3.
        var program = ExactSimplex(
            variableCount: 2, nonnegative: [0, 1],
            constraints: [c([(0, 1), (1, 1)], .greaterThanOrEqual, -4), c([(0, 1)], .lessThanOrEqual, -3)])
        let minimum = try program.lexicographicMinimum([[(0, .one), (1, .one)], [(0, -.one)]])
        #expect(minimum == [Rational(4), Rational(-3)])
        var unbounded = ExactSimplex(variableCount: 1, constraints: [])
        #expect(throws: ExactSimplex.Unbounded.self) { try unbounded.lexicographicMinimum([[(0, .one)]]) }
    }

    /// The oracle's lexicographic minimum equals brute-force vertex enumeration (PropertyTests'
    /// independent check) on small boxed systems: two independent methods, one answer.
    @Test func oracleMatchesVertexEnumeration() throws {
        for seed in 5000..<5200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(
                variables: 2, required: Int.random(in: 0...3, using: &rng),
                optional: Int.random(in: 1...6, using: &rng), box: true, rng: &rng)
            let best = bruteForceErrors(system)
            let minimum = try #require(try Self.lexicographicErrors(system), "seed \(seed)")
            #expect(sameErrors(minimum.map(\.doubleValue), best), "seed \(seed): \(minimum) vs \(best)")
        }
    }

    /// The lexicographic minimum of a system's error per priority level, exactly: one error
    /// variable per optional equality side (e⁺, e⁻ ≥ 0) or inequality (e ≥ 0).
    static func lexicographicErrors(_ system: RandomSystem) throws -> [Rational]? {
        var constraints: [ExactConstraint] = []
        var next = system.variableCount
        var errorsByLevel = [[Int]](repeating: [], count: system.levels.count)
        var nonnegative = Set<Int>()
        for constraint in system.constraints {
            var exact = try exact(constraint)
            if let level = system.levels.firstIndex(of: constraint.priority) {
                // expr + e⁻ - e⁺ REL 0: the errors absorb whatever the constraint lacks.
                switch constraint.relation {
                case .equal:
                    exact.terms += [(next, .one), (next + 1, -.one)]
                    errorsByLevel[level] += [next, next + 1]
                    nonnegative.formUnion([next, next + 1])
                    next += 2
                case .lessThanOrEqual:
                    exact.terms.append((next, -.one))
                    errorsByLevel[level].append(next)
                    nonnegative.insert(next)
                    next += 1
                case .greaterThanOrEqual:
                    exact.terms.append((next, .one))
                    errorsByLevel[level].append(next)
                    nonnegative.insert(next)
                    next += 1
                }
            }
            constraints.append(exact)
        }
        var program = ExactSimplex(variableCount: next, nonnegative: nonnegative, constraints: constraints)
        return try program.lexicographicMinimum(errorsByLevel.map { $0.map { (variable: $0, coefficient: .one) } })
    }

    // MARK: - The solver's verdicts

    struct Tally: CustomStringConvertible {
        var systems = 0
        var refusals = 0
        var acceptances = 0
        var conflictSets = 0
        var undecided = 0
        var description: String {
            "\(systems) systems: \(refusals) refusals and \(acceptances) acceptances confirmed, "
                + "\(conflictSets) conflict sets confirmed infeasible and minimal, \(undecided) undecided (overflow)"
        }
    }

    /// Random required constraints, added one by one in every solver mode: each refusal is
    /// confirmed infeasible, each acceptance feasible, and the conflict set `ConflictSet.minimal`
    /// gives for a refusal is infeasible and minimal, all by the exact oracle.
    @Test func everyVerdictOfRandomSystemsIsConfirmedExactly() throws {
        var tally = Tally()
        let start = Date()
        for seed in 0..<UInt64(Self.systemCount) {
            var rng = SplitMix64(seed: 0x0_7AC1E &+ seed)
            let variables = Int.random(in: 1...5, using: &rng)
            // Half built around a point (so a refusal there is a solver bug), half at random.
            var constraints =
                RandomSystem(
                    variables: variables, required: Int.random(in: 0...4, using: &rng), optional: 0, box: false,
                    rng: &rng
                ).constraints
            let extra = RandomSystem(
                variables: variables, required: 0, optional: Int.random(in: 1...6, using: &rng), box: false, rng: &rng)
            constraints += extra.constraints.map {
                TestConstraint(expression: $0.expression, relation: $0.relation, priority: 1000)
            }
            let mode = SolverMode.allCases[Int(seed % UInt64(SolverMode.allCases.count))]
            let solver = mode.makeSolver()
            for _ in 0..<variables { _ = solver.makeVariable() }
            var accepted: [TestConstraint] = []
            tally.systems += 1
            for constraint in constraints {
                do {
                    let candidate = try (accepted + [constraint]).map(Self.exact)
                    do {
                        try solver.addConstraint(constraint.expression, constraint.relation)
                        #expect(
                            try ExactSimplex.isFeasible(variableCount: variables, candidate),
                            "seed \(seed): accepted an infeasible system \(candidate)")
                        accepted.append(constraint)
                        tally.acceptances += 1
                    } catch {
                        #expect(
                            try !ExactSimplex.isFeasible(variableCount: variables, candidate),
                            "seed \(seed) (\(mode)): refused a feasible system \(candidate)")
                        tally.refusals += 1
                        let members = (accepted + [constraint]).map {
                            ConflictSet.Member($0.expression, $0.relation)
                        }
                        let set = try #require(ConflictSet.minimal(members), "seed \(seed): no conflict set")
                        let verdict = try ExactSimplex.conflictVerdict(
                            variableCount: variables, set.map { candidate[$0] })
                        #expect(verdict.infeasible && verdict.minimal, "seed \(seed): set \(set) of \(candidate)")
                        tally.conflictSets += 1
                    }
                } catch is Rational.Overflow {
                    tally.undecided += 1
                }
            }
        }
        print("ExactOracleTests: \(tally) in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        #expect(tally.undecided == 0, "\(tally)")
        #expect(tally.refusals >= Self.systemCount / 10, "\(tally)")
    }
}
