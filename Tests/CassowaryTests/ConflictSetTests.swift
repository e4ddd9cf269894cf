import ExactOracle
import Testing

@testable import Cassowary

@Suite struct ConflictSetTests {
    private static func member(
        _ terms: [(Int, Double)], _ relation: ConstraintRelation,
        constant: Double
    ) -> ConflictSet.Member {
        ConflictSet.Member(LinearExpression(terms.map { Term(Variable(id: $0.0), $0.1) }, constant: constant), relation)
    }

    /// Whether `set` is a minimal conflicting subset of `members`: infeasible, and feasible
    /// without any one of its members, as the exact oracle (not the solver) decides.
    private static func isMinimalConflict(_ set: [Int], in members: [ConflictSet.Member]) throws -> Bool {
        let exact = try set.map { try ExactOracleTests.exact(members[$0].expression, members[$0].relation) }
        let verdict = try ExactSimplex.conflictVerdict(
            variableCount: ExactOracleTests.variableCount(exact), exact)
        return verdict.infeasible && verdict.minimal
    }

    /// Whether `members` can all hold, decided exactly.
    private static func isFeasible(_ members: [ConflictSet.Member]) throws -> Bool {
        let exact = try members.map { try ExactOracleTests.exact($0.expression, $0.relation) }
        return try ExactSimplex.isFeasible(variableCount: ExactOracleTests.variableCount(exact), exact)
    }

    @Test func twoBoundsThatCannotMeet() throws {
        let members = [
            Self.member([(1, 1)], .equal, constant: -3), // y == 3
            Self.member([(0, 1)], .greaterThanOrEqual, constant: -10), // x >= 10
            Self.member([(0, 1), (1, 1)], .lessThanOrEqual, constant: 0), // x + y <= 0
            Self.member([(0, 1)], .lessThanOrEqual, constant: -5), // x <= 5
        ]
        #expect(ConflictSet.minimal(members) == [1, 3] || ConflictSet.minimal(members) == [0, 1, 2])
        #expect(try Self.isMinimalConflict(ConflictSet.minimal(members)!, in: members))
    }

    @Test func feasibleMembersHaveNoConflict() throws {
        let members = [
            Self.member([(0, 1)], .greaterThanOrEqual, constant: -10),
            Self.member([(0, 1), (1, -1)], .equal, constant: 0),
            Self.member([(1, 1)], .lessThanOrEqual, constant: -20),
        ]
        #expect(try Self.isFeasible(members))
        #expect(ConflictSet.minimal(members) == nil)
    }

    @Test func aContradictoryConstantAlone() {
        let members = [Self.member([(0, 1)], .equal, constant: 0), Self.member([], .equal, constant: 2)]
        #expect(ConflictSet.minimal(members) == [1])
    }

    @Test func repeatedEqualitiesYieldOneOfThem() throws {
        // a == b stated twice, a == 10, b == 20: either copy of a == b makes a minimal set.
        let members = [
            Self.member([(0, 1), (1, -1)], .equal, constant: 0),
            Self.member([(0, 1), (1, -1)], .equal, constant: 0),
            Self.member([(0, 1)], .equal, constant: -10),
            Self.member([(1, 1)], .equal, constant: -20),
        ]
        let set = ConflictSet.minimal(members)!
        #expect(set.count == 3)
        #expect(try Self.isMinimalConflict(set, in: members))
    }

    /// A row of views between the container's edges, each at least 20 wide, 8 apart, in a
    /// container too narrow: every spacing and every minimum width is in the conflict.
    @Test func aLongChainConflictsAsAWhole() throws {
        let count = 500
        let container = 2 * count
        var members = Self.row(count)
        // A few bystanders that take no part.
        members.append(Self.member([(container + 1, 1)], .greaterThanOrEqual, constant: -1))
        members.append(Self.member([(0, 1), (container + 1, -1)], .lessThanOrEqual, constant: 100))
        let set = ConflictSet.minimal(members)
        #expect(set == Array(0..<(members.count - 2)))
        // Confirmed exactly on a shorter chain (the oracle's dense tableau is quadratic): 20
        // views need 20 × 28 - 8 = 552 points.
        let short = Self.row(20)
        let shortSet = try #require(ConflictSet.minimal(short))
        #expect(shortSet == Array(short.indices))
        #expect(try Self.isMinimalConflict(shortSet, in: short))
    }

    /// A row of `count` views, each at least 20 wide, 8 apart, between the edges of a container
    /// 375 wide, too narrow from 14 views on; with `equalWidths`, each as wide as the first
    /// (`width_i == width_0`, as `[v1(==v0)]` writes it). Variables: left_i = 2i, width_i = 2i + 1,
    /// the container's width 2 × count. Members in order: the container, then per view its minimum
    /// width, its position and its equal width, then the trailing edge.
    private static func row(_ count: Int, equalWidths: Bool = false) -> [ConflictSet.Member] {
        let container = 2 * count
        var members: [ConflictSet.Member] = [Self.member([(container, 1)], .equal, constant: -375)]
        for index in 0..<count {
            let left = 2 * index
            let width = 2 * index + 1
            members.append(Self.member([(width, 1)], .greaterThanOrEqual, constant: -20))
            if index == 0 {
                members.append(Self.member([(left, 1)], .equal, constant: -8))
            } else {
                members.append(Self.member([(left, 1), (left - 2, -1), (left - 1, -1)], .equal, constant: -8))
                if equalWidths { members.append(Self.member([(width, 1), (1, -1)], .equal, constant: 0)) }
            }
        }
        members.append(Self.member([(container, 1), (2 * count - 2, -1), (2 * count - 1, -1)], .equal, constant: -8))
        return members
    }

    /// Equal widths conflict through one shared width: the set holds every position, every
    /// equality, the container and one minimum width (all of them would not be minimal).
    @Test func equalWidthsConflictThroughOneMinimum() throws {
        let members = Self.row(60, equalWidths: true)
        let set = try! #require(ConflictSet.minimal(members))
        #expect(set.count == members.count - 59)
        #expect(set.filter { members[$0].relation == .greaterThanOrEqual }.count == 1)
        #expect(try Self.isMinimalConflict(set, in: members))
    }

    /// The Farkas system of a chain reduces to a few members, whatever their order: the work grows
    /// with the chain, and the solver's tableau does not. Solved whole, a chain of equal widths
    /// wrote each view's multipliers through the shared width's equation, and expanding them gave
    /// rows with a term per view: n²/2 entries, 2.5 GB and 4 s for 10,000 views.
    @Test(arguments: [false, true])
    func theFarkasSystemOfAChainReducesToAFewMembers(reversed: Bool) throws {
        func solution(_ count: Int) throws -> (Int, Int, Int) {
            var members = Self.row(count, equalWidths: true)
            if reversed { members.reverse() }
            let (multipliers, reduction, core) = try #require(ConflictSet.farkasSolution(members))
            #expect(multipliers.filter { $0 != 0 }.count == 2 * count + 2)
            return (reduction.eliminations, reduction.core().members.count, core.tableauEntryCount)
        }
        let (smallWork, smallCore, smallEntries) = try solution(200)
        let (largeWork, largeCore, largeEntries) = try solution(800)
        #expect(largeWork <= 5 * smallWork)
        #expect(largeCore <= 5 * smallCore && largeEntries <= 5 * max(smallEntries, 1))
    }

    /// The same for a row of independent widths, each at least 20: everything reduces away but
    /// one member that reads `k ≤ 0` with `k > 0`.
    @Test func theConflictOfAChainOfMinimumWidthsIsOneMemberAfterTheReduction() {
        let members = Self.row(200)
        let core = FarkasReduction(members).core().members
        #expect(core.count == 1 && core[0].expression.terms.isEmpty && core[0].expression.constant > 0)
        #expect(ConflictSet.minimal(members) == Array(members.indices))
    }

    /// Random small systems: whenever they are infeasible (decided exactly, not by the solver),
    /// the set is infeasible and minimal; whenever they are feasible, there is none.
    @Test(arguments: 0..<8)
    func randomSystems(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0xC0FF1C7 &+ seed)
        var infeasible = 0
        for _ in 0..<60 {
            let variables = Int.random(in: 1...4, using: &rng)
            let count = Int.random(in: 2...9, using: &rng)
            var members: [ConflictSet.Member] = []
            for _ in 0..<count {
                var terms: [(Int, Double)] = []
                while terms.isEmpty {
                    for variable in 0..<variables where Int.random(in: 0..<3, using: &rng) == 0 {
                        let coefficient = Double(Int.random(in: -3...3, using: &rng))
                        if coefficient != 0 { terms.append((variable, coefficient)) }
                    }
                }
                let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual]
                    .randomElement(using: &rng)!
                members.append(Self.member(terms, relation, constant: Double(Int.random(in: -10...10, using: &rng))))
            }
            let set = ConflictSet.minimal(members)
            let feasible = try Self.isFeasible(members)
            #expect(ConflictSet.isSatisfiable(members) == feasible, "\(members)")
            if feasible {
                #expect(set == nil)
            } else {
                infeasible += 1
                let found = try #require(set)
                #expect(try Self.isMinimalConflict(found, in: members), "\(members)")
                // The certificate found it, not the fallback.
                #expect(ConflictSet.farkasSupport(members) == found)
            }
        }
        #expect(infeasible >= 10)
    }

    /// Random sparse systems, as layouts are (each member a few terms, most variables in two or
    /// three members, many two-term equalities): the reduction cascades through merges and
    /// substitutions, and whatever it leaves, the set found is infeasible and minimal.
    @Test(arguments: 0..<6)
    func randomSparseSystems(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0x5BA125E &+ seed)
        var infeasible = 0
        for _ in 0..<30 {
            let variables = Int.random(in: 4...16, using: &rng)
            let count = Int.random(in: variables...(2 * variables + 4), using: &rng)
            var members: [ConflictSet.Member] = []
            for _ in 0..<count {
                var terms: [(Int, Double)] = []
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let coefficient = [1.0, -1, 2, -0.5].randomElement(using: &rng)!
                    terms.append((Int.random(in: 0..<variables, using: &rng), coefficient))
                }
                let relation = [ConstraintRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
                    .randomElement(using: &rng)!
                members.append(Self.member(terms, relation, constant: Double(Int.random(in: -20...20, using: &rng))))
            }
            // The reduction has work to do: most systems lose members before the solver sees them.
            let reduction = FarkasReduction(members)
            #expect(reduction.eliminations > 0)
            let set = ConflictSet.minimal(members)
            // Decided exactly, not by the solver that found the set.
            if try Self.isFeasible(members) {
                #expect(set == nil)
            } else {
                infeasible += 1
                let found = try! #require(set)
                #expect(try Self.isMinimalConflict(found, in: members), "\(members)")
                #expect(ConflictSet.farkasSupport(members) == found)
            }
        }
        #expect(infeasible >= 5)
    }
}
