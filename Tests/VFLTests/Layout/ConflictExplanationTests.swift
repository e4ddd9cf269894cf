import Cassowary
import ExactOracle
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Unsatisfiable layouts: every conflicting set the engine reports is checked independently —
/// infeasible, and feasible without any one member — and every fix it offers is checked by
/// making that constraint optional and laying out again.
@Suite struct ConflictExplanationTests {
    /// A conflict's members as linear constraints: IR constraints, the container's size, and
    /// the root's pinned origin (a fact, not a member) — decided by the exact oracle
    /// (`ExactSimplex`, rationals), not by the solver that reported the conflict.
    private static func isSatisfiable(_ members: [Int], width: Double?, height: Double?, engine: LayoutEngine) -> Bool {
        let root = ConstraintSystem.root
        var expressions: [(LinearExpression, ConstraintRelation)] = [
            (LinearExpression([Term(engine.left(root))]), .equal), (LinearExpression([Term(engine.top(root))]), .equal),
        ]
        if let width { expressions.append((LinearExpression([Term(engine.width(root))], constant: -width), .equal)) }
        if let height {
            expressions.append((LinearExpression([Term(engine.height(root))], constant: -height), .equal))
        }
        for index in members { expressions.append(engine.linear(engine.system.constraints[index])) }
        do {
            let exact = try expressions.map { expression, relation in
                ExactConstraint(
                    try expression.terms.map {
                        (variable: $0.variable.id, coefficient: try Rational(decimal: $0.coefficient))
                    },
                    relation == .equal ? .equal : relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual,
                    constant: try Rational(decimal: expression.constant))
            }
            let count = (exact.flatMap { $0.terms.map(\.variable) }.max() ?? -1) + 1
            return try ExactSimplex.isFeasible(variableCount: count, exact)
        } catch {
            Issue.record("the exact oracle could not decide: \(error)")
            return false
        }
    }

    /// Checks one reported conflict: infeasible as a whole, feasible without any one member.
    private static func expectMinimal(
        _ conflict: LayoutEngine.Conflict, engine: LayoutEngine,
        width: Double, height: Double, context: String
    ) {
        let w = conflict.includesContainerWidth ? width : nil
        let h = conflict.includesContainerHeight ? height : nil
        #expect(!isSatisfiable(conflict.constraints, width: w, height: h, engine: engine), "infeasible: \(context)")
        for member in conflict.constraints {
            let rest = conflict.constraints.filter { $0 != member }
            #expect(isSatisfiable(rest, width: w, height: h, engine: engine), "minimal without \(member): \(context)")
        }
        if w != nil {
            #expect(
                isSatisfiable(conflict.constraints, width: nil, height: h, engine: engine),
                "needs the width: \(context)")
        }
        if h != nil {
            #expect(
                isSatisfiable(conflict.constraints, width: w, height: nil, engine: engine),
                "needs the height: \(context)")
        }
        if let broken = conflict.broken {
            #expect(conflict.constraints.contains(broken), "broken is a member: \(context)")
        }
        #expect(conflict.constraints.allSatisfy { engine.system.constraints[$0].isRequired })
    }

    /// A random row of views with random required sizes, sometimes too much for the container.
    private static func randomRow(_ rng: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...5, using: &rng)
        var views: [String] = []
        var extra: [String] = []
        for index in 0..<count {
            let predicates = [
                "", "(==\(Int.random(in: 20...200, using: &rng)))", "(>=\(Int.random(in: 20...200, using: &rng)))",
                "(<=\(Int.random(in: 20...200, using: &rng)))", "(==v0)",
            ]
            let predicate = index == 0 && predicates.last == "(==v0)" ? "" : predicates.randomElement(using: &rng)!
            views.append("[v\(index)\(index == 0 && predicate == "(==v0)" ? "" : predicate)]")
            if Int.random(in: 0..<4, using: &rng) == 0 {
                extra.append("v\(index).width == \(Int.random(in: 20...200, using: &rng))")
            }
        }
        let connections = ["-", "-8-", "", "-(>=4)-"]
        var line = "H:|" + connections.randomElement(using: &rng)!
        for (index, view) in views.enumerated() {
            line += view
            line +=
                index == views.count - 1
                ? connections.randomElement(using: &rng)! + "|" : connections.randomElement(using: &rng)!
        }
        let vertical = (0..<count).map { "V:|[v\($0)(20)]" }
        return ([line] + vertical + extra).joined(separator: "\n")
    }

    @Test(arguments: 0..<6)
    func reportedConflictsAreMinimalAndTheirFixesWork(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0xFEED &+ seed)
        var conflicts = 0
        var fixesChecked = 0
        for _ in 0..<40 {
            let source = Self.randomRow(&rng)
            let width = Double(Int.random(in: 100...500, using: &rng))
            let height = 100.0
            let file = SourceFile(name: "random.vfl", text: source)
            let (syntax, parse) = Parser.parse(file)
            #expect(!parse.contains { $0.severity == .error }, "\(source)")
            let environment = LayoutEnvironment(
                width: width, height: height, traits: .inferred(width: width, height: height))
            let lowering = LoweringEnvironment(
                traits: environment.traits, topLayoutGuide: environment.topLayoutGuide,
                bottomLayoutGuide: environment.bottomLayoutGuide)
            let system = ConstraintLowering.lower(syntax, environment: lowering).system
            let engine = LayoutEngine(system: system, mode: .init(fixedWidth: true, fixedHeight: true))
            let solution = engine.solve(width: width, height: height)
            let found = engine.conflicts + solution.containerConflicts
            for conflict in found {
                conflicts += 1
                Self.expectMinimal(conflict, engine: engine, width: width, height: height, context: source)
            }
            // A single conflict with a fix: making the fix optional leaves no conflict at all.
            if found.count == 1, let fix = found[0].fix {
                fixesChecked += 1
                var relaxed = system
                relaxed.constraints[fix].priority = 999
                let again = LayoutEngine(system: relaxed, mode: .init(fixedWidth: true, fixedHeight: true))
                let resolved = again.solve(width: width, height: height)
                #expect(again.conflicts.isEmpty && resolved.containerConflicts.isEmpty, "fix \(fix): \(source)")
            }
        }
        #expect(conflicts >= 5)
        #expect(fixesChecked >= 3)
    }

    @Test func containerConflictsAreExplainedOneAtATimeAndTheSweepGoesOn() throws {
        // Each row needs 440 points; at 375 both conflict with the container, at 440 none does.
        let source = "H:|-[a(==400)]-|\nH:|-[b(==400)]-|\nV:|[a(10)][b(10)]"
        let file = SourceFile(name: "rows.vfl", text: source)
        let system = ConstraintLowering.lower(
            Parser.parse(file).syntax,
            environment: LoweringEnvironment(
                traits: .inferred(width: 375, height: 20), topLayoutGuide: nil, bottomLayoutGuide: nil)
        ).system
        let engine = LayoutEngine(system: system, mode: .init(fixedWidth: true, fixedHeight: true))
        let narrow = engine.solve(width: 375, height: 20)
        #expect(narrow.containerConflicts.count == 2)
        #expect(narrow.containerConflicts[0].fix == nil) // breaking one is not enough
        #expect(narrow.containerConflicts[1].fix != nil)
        let recovered = try #require(narrow.recoveredRects)
        #expect(recovered[ConstraintSystem.root].width == 375)
        // The broken constraints are back: the next size of a sweep solves the whole system.
        let wide = engine.solve(width: 440, height: 20)
        #expect(wide.containerConflicts.isEmpty)
        #expect(wide.rects[1].width == 400 && wide.rects[1].x == 20)
    }

    @Test func aConflictAcrossAThousandViewsNamesEveryMember() {
        // Every view at least 20 wide: the whole row is one minimal set.
        let count = 1_000
        let source =
            "H:|-" + (0..<count).map { "[v\($0)(>=20)]" }.joined(separator: "-") + "-|\n"
            + (0..<count).map { "V:|[v\($0)(10)]" }.joined(separator: "\n")
        let result = TestSupport.compile(source, width: 375, height: 10)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        let members = errors.first?.notes.filter { $0.message.hasPrefix("conflicting constraint") } ?? []
        // count minimum widths + (count + 1) connections + the container width.
        #expect(members.count == 2 * count + 2)
        #expect(
            errors.first?.notes.contains {
                $0.message.contains("and \(count - LayoutDiagnostics.recoveredViewsShown) more views")
            } == true)
    }

    /// An engine for `source` at `width` × 50, solved, with the conflicts it found.
    private static func solved(_ source: String, width: Double) -> (LayoutEngine, [LayoutEngine.Conflict]) {
        let system = ConstraintLowering.lower(
            Parser.parse(SourceFile(name: "row.vfl", text: source)).syntax,
            environment: LoweringEnvironment(
                traits: .inferred(width: width, height: 50), topLayoutGuide: nil, bottomLayoutGuide: nil)
        ).system
        let engine = LayoutEngine(system: system, mode: .init(fixedWidth: true, fixedHeight: true))
        let solution = engine.solve(width: width, height: 50)
        return (engine, engine.conflicts + solution.containerConflicts)
    }

    /// The benchmarks' chain (`[v1(>=20,==v0)]`: equal widths) in a container too narrow for it.
    private static func equalWidthRow(_ count: Int) -> String {
        "H:|-8-[v0(>=20)]-8-" + (1..<count).map { "[v\($0)(>=20,==v0)]" }.joined(separator: "-8-") + "-8-|\n"
            + (0..<count).map { "V:|-8-[v\($0)(30)]" }.joined(separator: "\n")
    }

    /// A row too narrow for its views conflicts as a whole: every position, every equal width,
    /// the container and one minimum width (the others follow from it). Explaining it hands
    /// `ConflictSet` work that grows with the row: the neighbourhood attempts stop below half
    /// the component, and the fix is checked with one solve, not one per member.
    @Test func anUnsatisfiableRowOfEqualWidthsIsExplainedInLinearWork() throws {
        func explain(_ count: Int) throws -> Int {
            let (engine, conflicts) = Self.solved(Self.equalWidthRow(count), width: Double(20 * count))
            let conflict = try #require(conflicts.first)
            #expect(conflicts.count == 1)
            // count + 1 spacings, count - 1 equalities, one minimum width.
            #expect(conflict.constraints.count == 2 * count + 1 && conflict.includesContainerWidth)
            let minimums = conflict.constraints.filter { engine.system.constraints[$0].relation == .greaterThanOrEqual }
            #expect(minimums.count == 1)
            #expect(conflict.fix != nil)
            return engine.explanationWork
        }
        let (small, large) = (try explain(150), try explain(600))
        #expect(large <= 5 * small, "\(small) → \(large)")
    }

    /// A row whose views share its width in no determined way: every view is reported, and the
    /// ambiguity query reads rows in proportion to the layout, not to the views times the row.
    @Test func anAmbiguousRowIsReportedInLinearWork() {
        func report(_ count: Int) -> Int {
            let source =
                "H:|-8-" + (0..<count).map { "[v\($0)(>=20)]" }.joined(separator: "-8-") + "-8-|\n"
                + (0..<count).map { "V:|-8-[v\($0)(30)]" }.joined(separator: "\n")
            let (engine, conflicts) = Self.solved(source, width: Double(30 * count))
            #expect(conflicts.isEmpty)
            let solution = engine.solve(width: Double(30 * count), height: 50)
            let warnings = LayoutDiagnostics.warnings(engine: engine, solution: solution)
            #expect(warnings.diagnostics.filter { $0.message.text.hasPrefix("ambiguous layout") }.count == count)
            #expect(warnings.ambiguousViews.count == count)
            return engine.solver.ambiguityWork
        }
        let (small, large) = (report(150), report(600))
        #expect(large <= 5 * max(small, 1), "\(small) → \(large)")
    }
}
