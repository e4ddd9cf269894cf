import Cassowary

/// Explains a set of required constraints that cannot hold together: a minimal conflicting set
/// (dropping any one member makes the rest satisfiable) and which members, made optional, would
/// let the layout satisfy everything else. Used when the solver refuses a required constraint,
/// and when the required constraints cannot hold at the requested container size.
///
/// Method: keep only the constraints connected to the failing one through shared variables
/// (the two axes rarely meet, and a conflict never leaves its component), then one solve of
/// the Farkas system (`ConflictSet`) gives a minimal set, however many views it spans. Fixes
/// are checked, not guessed: a member is suggested only after the component without it solves.
struct ConflictExplainer {
    let engine: LayoutEngine

    /// How many members are tried as fixes (each try is one solve of the component).
    static let fixAttempts = 4

    struct Result {
        /// IR constraint indices, ascending.
        var constraints: [Int]
        var usesWidth: Bool
        var usesHeight: Bool
        /// A member whose priority, lowered below 1000, makes the required constraints involved
        /// satisfiable (checked by solving); `nil` when none of those tried does.
        var fix: Int?
        /// The member UIKit breaks to recover: the one it failed to add, or else (a conflict
        /// with the container's size, which is never broken) the last of the set in file order.
        var broken: Int?
    }

    /// A candidate member: an IR constraint, or the container's width or height.
    private enum Member: Hashable {
        case constraint(Int)
        case containerWidth(Double)
        case containerHeight(Double)
    }

    /// `added`: the required constraints in the solver; `failing`: the one it refused, if any;
    /// the container sizes in force when the conflict is with them.
    func minimalConflict(among added: [Int], failing: Int?, containerWidth: Double?, containerHeight: Double?,
                         broken: Int?) -> Result {
        var seeds: [Member] = []
        if let failing { seeds.append(.constraint(failing)) }
        if let containerWidth { seeds.append(.containerWidth(containerWidth)) }
        if let containerHeight { seeds.append(.containerHeight(containerHeight)) }
        let candidates = connected(to: seeds, among: added.map { .constraint($0) } + seeds)
        let members = candidates.map(conflictMember)
        let set = (ConflictSet.minimal(members) ?? Array(candidates.indices)).map { candidates[$0] }

        var result = Result(constraints: [], usesWidth: false, usesHeight: false, fix: nil, broken: nil)
        for member in set {
            switch member {
            case .constraint(let id): result.constraints.append(id)
            case .containerWidth: result.usesWidth = true
            case .containerHeight: result.usesHeight = true
            }
        }
        result.constraints.sort()
        result.broken = broken ?? result.constraints.last
        result.fix = verifiedFix(among: result.constraints, broken: result.broken, candidates: candidates, members: members)
        return result
    }

    /// The first member, in the order a user would reach for, whose removal lets the whole
    /// component solve. The order: the one UIKit breaks, then what the user wrote with a number
    /// (an equation, a view's size), then connections and alignments, later lines first.
    private func verifiedFix(among set: [Int], broken: Int?, candidates: [Member],
                             members: [ConflictSet.Member]) -> Int? {
        let system = engine.system
        func rank(_ id: Int) -> Int {
            if id == broken { return 0 }
            let constraint = system.constraints[id]
            switch constraint.origin.kind {
            case .equation: return 1
            case .format: return constraint.first.attribute.isSize ? 1 : 2
            case .alignmentOption: return 3
            case .contentHugging, .compressionResistance: return 4
            case .layoutGuide: return 5
            }
        }
        let order = set.sorted { a, b in
            (rank(a), -system.constraints[a].origin.range.start) < (rank(b), -system.constraints[b].origin.range.start)
        }
        for id in order.prefix(Self.fixAttempts) {
            guard let position = candidates.firstIndex(of: .constraint(id)) else { continue }
            var rest = members
            rest.remove(at: position)
            if ConflictSet.isSatisfiable(rest) { return id }
        }
        return nil
    }

    /// The member as a constraint on the engine's variables. The root's origin is pinned at
    /// zero, so its terms drop out (they are facts, not members).
    private func conflictMember(_ member: Member) -> ConflictSet.Member {
        let (expression, relation) = self.expression(member)
        let pinned = pinnedVariables
        return ConflictSet.Member(LinearExpression(expression.terms.filter { !pinned.contains($0.variable.id) },
                                                   constant: expression.constant), relation)
    }

    private var pinnedVariables: Set<Int> {
        let root = ConstraintSystem.root
        return [engine.left(root).id, engine.top(root).id]
    }

    private func expression(_ member: Member) -> (LinearExpression, ConstraintRelation) {
        let root = ConstraintSystem.root
        switch member {
        case .constraint(let id): return engine.linear(engine.system.constraints[id])
        case .containerWidth(let value): return (LinearExpression([Term(engine.width(root))], constant: -value), .equal)
        case .containerHeight(let value): return (LinearExpression([Term(engine.height(root))], constant: -value), .equal)
        }
    }

    /// The members that share variables, directly or through other members, with the seeds
    /// (union-find over variables: near-linear).
    private func connected(to seeds: [Member], among members: [Member]) -> [Member] {
        var parent = Array(0..<engine.variables.count)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        let pinned = pinnedVariables
        let variableLists = members.map { expression($0).0.terms.map(\.variable.id).filter { !pinned.contains($0) } }
        for list in variableLists {
            for variable in list.dropFirst() {
                let a = find(list[0]), b = find(variable)
                if a != b { parent[a] = b }
            }
        }
        let seedSet = Set(seeds)
        var seedRoots: Set<Int> = []
        for (member, list) in zip(members, variableLists) where seedSet.contains(member) {
            if let first = list.first { seedRoots.insert(find(first)) }
        }
        var result: [Member] = []
        var included: Set<Member> = []
        for (member, list) in zip(members, variableLists) {
            if seedSet.contains(member) || list.contains(where: { seedRoots.contains(find($0)) }) {
                if included.insert(member).inserted { result.append(member) }
            }
        }
        return result
    }
}
