import Cassowary
import VFLSyntax

/// Explains a set of required constraints that cannot hold together: a minimal conflicting set
/// (dropping any one member makes the rest satisfiable) and which members, made optional, would
/// let the layout satisfy everything else. Used when the solver refuses a required constraint,
/// and when the required constraints cannot hold at the requested container size.
///
/// Method: a conflict never leaves the constraints connected to the failing one through shared
/// variables; among those, one solve of the Farkas system (`ConflictSet`) gives a minimal set,
/// however many views it spans, tried on growing neighbourhoods so a local conflict costs only
/// its neighbourhood. Fixes are checked, not guessed: a member is suggested only after the
/// constraints connected to it solve without it.
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
    enum Member: Hashable {
        case constraint(Int)
        case containerWidth(Double)
        case containerHeight(Double)
        /// A fact the layout fails (`redBox.width >= 0`), to find what forces it false.
        case probe(ConflictSet.Member)
    }

    /// How many members the first neighbourhood of a failing constraint holds; each next one is
    /// four times larger, until the whole connected component is in.
    static let firstNeighbourhood = 64

    /// `isCandidate(i)`: whether IR constraint `i` is a required constraint in the solver (a
    /// possible member); `failing`: the one the solver refused, if any; the container sizes in
    /// force when the conflict is with them.
    ///
    /// Members are gathered breadth first from the failing constraint (or the container's size)
    /// through shared variables, and the Farkas system is tried on neighbourhoods growing ×4: a
    /// conflict among a few neighbours is found at the cost of the neighbourhood, not of the
    /// whole component, and a conflict spanning everything costs the component once plus the
    /// attempts below half of it (`conflict(in:)`): at most 5/3 of one solve of the component.
    func minimalConflict(
        isCandidate: @escaping (Int) -> Bool, failing: Int?, containerWidth: Double?, containerHeight: Double?,
        broken: Int?
    ) -> Result {
        var seeds: [Member] = []
        if let failing { seeds.append(.constraint(failing)) }
        if let containerWidth { seeds.append(.containerWidth(containerWidth)) }
        if let containerHeight { seeds.append(.containerHeight(containerHeight)) }
        var neighbourhood = Neighbourhood(explainer: self, seeds: seeds, isCandidate: isCandidate)
        let found = conflict(in: &neighbourhood)
        let set = (found ?? Array(neighbourhood.members.indices)).map { neighbourhood.members[$0] }

        var result = Result(constraints: [], usesWidth: false, usesHeight: false, fix: nil, broken: nil)
        for member in set {
            switch member {
            case .constraint(let id): result.constraints.append(id)
            case .containerWidth: result.usesWidth = true
            case .containerHeight: result.usesHeight = true
            case .probe: break
            }
        }
        result.constraints.sort()
        result.broken = broken ?? result.constraints.last
        result.fix = verifiedFix(
            among: result.constraints, broken: result.broken, failing: failing,
            neighbourhood: &neighbourhood)
        return result
    }

    /// The required constraints (and container sizes, at the values solved) that force `probe`
    /// false — with it they cannot hold, and the set is minimal — or `nil` when the required
    /// constraints alone do not (optional ones pushed the layout there). This is the chain of
    /// constraints responsible for an obviously wrong frame (a negative width, a view outside
    /// its superview), found as a conflict is.
    /// Optional constraints count as facts when they hold in `rects` (an intrinsic size kept).
    func forcing(_ probe: ConflictSet.Member, containerWidth: Double?, containerHeight: Double?, rects: [Rect])
        -> Result?
    {
        let constraints = engine.system.constraints
        let engine = self.engine
        var neighbourhood = Neighbourhood(
            explainer: self,
            seeds: [.probe(probe)] + (containerWidth.map { [.containerWidth($0)] } ?? [])
                + (containerHeight.map { [.containerHeight($0)] } ?? []),
            isCandidate: {
                engine.isAdded($0)
                    && (constraints[$0].isRequired || engine.isSatisfied(constraints[$0], in: rects))
            })
        let found = conflict(in: &neighbourhood)
        guard let found, found.contains(0) else { return nil }
        var result = Result(constraints: [], usesWidth: false, usesHeight: false, fix: nil, broken: nil)
        for member in found.map({ neighbourhood.members[$0] }) {
            switch member {
            case .constraint(let id): result.constraints.append(id)
            case .containerWidth: result.usesWidth = true
            case .containerHeight: result.usesHeight = true
            case .probe: break
            }
        }
        result.constraints.sort()
        return result
    }

    /// The indices of a minimal conflicting set among the neighbourhood's members (all of them
    /// when rounding spoiled every certificate), or `nil` when its whole component can hold.
    ///
    /// The Farkas system is tried on neighbourhoods growing ×4, each a prefix of the breadth-first
    /// order. The neighbourhood is gathered one step ahead: when the whole component is at most
    /// twice the next attempt, the attempt is skipped and the component is solved instead — a
    /// conflict spanning everything (a row too wide for its container) then costs the component
    /// and the attempts below half of it, not a last attempt nearly as large as the component.
    ///
    /// A variable in many constraints (`v0.width` under `[v1(==v0)]`…) brings them all in at
    /// once, so several limits can reach the same prefix: it is tried once.
    private func conflict(in neighbourhood: inout Neighbourhood) -> [Int]? {
        var limit = Self.firstNeighbourhood
        var tried = -1
        while true {
            neighbourhood.grow(until: limit)
            let size = neighbourhood.prefix(reaching: limit)
            neighbourhood.grow(until: size.multipliedReportingOverflow(by: 2).overflow ? Int.max : 2 * size)
            if neighbourhood.isComplete {
                engine.explanationWork += neighbourhood.members.count
                return ConflictSet.minimal(
                    neighbourhood.converted, checkOrder: neighbourhood.fileOrder(neighbourhood.members.count))
            }
            if size != tried {
                tried = size
                engine.explanationWork += size
                let prefix = Array(neighbourhood.converted.prefix(size))
                if let set = ConflictSet.certificate(prefix, checkOrder: neighbourhood.fileOrder(size)) { return set }
            }
            limit = limit.multipliedReportingOverflow(by: 4).overflow ? Int.max : limit * 4
        }
    }

    /// The members reachable from the seeds through shared variables, gathered breadth first.
    private struct Neighbourhood {
        let explainer: ConflictExplainer
        let isCandidate: (Int) -> Bool
        let isPinned: (Int) -> Bool
        private(set) var members: [Member] = []
        /// `members` as `ConflictSet` takes them (`conflictMember`), made once each.
        private(set) var converted: [ConflictSet.Member] = []
        private var queue: [Int] = []
        private var head = 0
        /// By variable id and by IR constraint index: dense, so no hashing.
        private var seenVariables: [Bool]
        private var seenConstraints: [Bool]

        init(explainer: ConflictExplainer, seeds: [Member], isCandidate: @escaping (Int) -> Bool) {
            self.explainer = explainer
            self.isCandidate = isCandidate
            isPinned = explainer.isPinned
            seenVariables = Array(repeating: false, count: explainer.engine.constraintsByVariable.count)
            seenConstraints = Array(repeating: false, count: explainer.engine.system.constraints.count)
            for seed in seeds {
                if case .constraint(let id) = seed { seenConstraints[id] = true }
                add(seed)
            }
        }

        /// How many members there were after each variable was visited (the seeds first).
        private var stops: [Int] = []

        /// Whether every member connected to the seeds is in.
        var isComplete: Bool { head >= queue.count }

        /// Visits variables until at least `limit` members are in (or the component is).
        mutating func grow(until limit: Int) {
            let index = explainer.engine.constraintsByVariable
            if stops.isEmpty { stops.append(members.count) }
            while head < queue.count && members.count < limit {
                let variable = queue[head]
                head += 1
                for id in index[variable] where !seenConstraints[id] && isCandidate(id) {
                    seenConstraints[id] = true
                    add(.constraint(id))
                }
                stops.append(members.count)
            }
        }

        /// How many members `grow(until: limit)` leaves in, however far the neighbourhood has
        /// grown since (it must have been grown that far).
        func prefix(reaching limit: Int) -> Int {
            var low = 0
            var high = stops.count
            while low < high {
                let middle = (low + high) / 2
                if stops[middle] < limit { low = middle + 1 } else { high = middle }
            }
            return low < stops.count ? stops[low] : members.count
        }

        /// The indices of the first `count` members with the IR constraints in file order (as
        /// the engine adds them), after the others.
        func fileOrder(_ count: Int) -> [Int] {
            func key(_ index: Int) -> Int {
                if case .constraint(let id) = members[index] { return id }
                return -1
            }
            return (0..<count).sorted { (key($0), $0) < (key($1), $1) }
        }

        /// Takes `member` in, and queues the variables it brings.
        private mutating func add(_ member: Member) {
            let constraint = explainer.conflictMember(member)
            members.append(member)
            converted.append(constraint)
            for term in constraint.expression.terms where !seenVariables[term.variable.id] {
                seenVariables[term.variable.id] = true
                queue.append(term.variable.id)
            }
        }
    }

    /// The first member, in the order a user would reach for, whose removal lets every
    /// constraint connected to it hold. The order: the one UIKit breaks, then what the user wrote
    /// with a number (an equation, a view's size), then connections and alignments, later lines
    /// first. The constraint the solver refused needs no check: everything added before it held.
    private func verifiedFix(among set: [Int], broken: Int?, failing: Int?, neighbourhood: inout Neighbourhood) -> Int?
    {
        let system = engine.system
        func rank(_ id: Int) -> Int {
            if id == broken { return 0 }
            let constraint = system.constraints[id]
            switch constraint.origin.kind {
            case .equation: return 1
            case .format: return constraint.first.attribute.isSize ? 1 : 2
            case .alignmentOption: return 3
            case .contentHugging, .compressionResistance: return 4
            case .layoutGuide, .stackView, .autoresizing: return 5
            }
        }
        let order = set.sorted { a, b in
            (rank(a), -system.constraints[a].origin.range.start) < (rank(b), -system.constraints[b].origin.range.start)
        }
        if let first = order.first, first == failing { return first }
        neighbourhood.grow(until: Int.max)
        let candidates = neighbourhood.members
        let members = neighbourhood.converted
        // In file order, as the engine builds them (the solver is faster so).
        let fileOrder = neighbourhood.fileOrder(candidates.count)
        for id in order.prefix(Self.fixAttempts) {
            guard let position = candidates.firstIndex(of: .constraint(id)) else { continue }
            let rest = fileOrder.compactMap { $0 == position ? nil : members[$0] }
            engine.explanationWork += rest.count
            if ConflictSet.isSatisfiable(rest) { return id }
        }
        return nil
    }

    /// The member as a constraint on the engine's variables. The root's origin is pinned at
    /// zero, so its terms drop out (they are facts, not members).
    func conflictMember(_ member: Member) -> ConflictSet.Member {
        let (expression, relation) = self.expression(member)
        return ConflictSet.Member(
            LinearExpression(
                expression.terms.filter { !isPinned($0.variable.id) },
                constant: expression.constant), relation)
    }

    /// Whether the variable is the root's left or top (the root's origin, pinned at zero).
    func isPinned(_ variable: Int) -> Bool {
        let root = ConstraintSystem.root
        return variable == engine.left(root).id || variable == engine.top(root).id
    }

    func expression(_ member: Member) -> (LinearExpression, ConstraintRelation) {
        let root = ConstraintSystem.root
        switch member {
        case .constraint(let id): return engine.linear(engine.system.constraints[id])
        case .containerWidth(let value): return (LinearExpression([Term(engine.width(root))], constant: -value), .equal)
        case .containerHeight(let value):
            return (LinearExpression([Term(engine.height(root))], constant: -value), .equal)
        case .probe(let probe): return (probe.expression, probe.relation)
        }
    }
}
