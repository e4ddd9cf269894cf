/// Minimal conflicting sets of required linear constraints (irreducible infeasible subsystems):
/// a subset that cannot hold together although dropping any one member makes the rest
/// satisfiable. This is what an "unsatisfiable layout" error names.
///
/// Method (Farkas' lemma; Gleeson & Ryan 1990): write every member as `aᵢ·x + kᵢ ≤ 0` (a `≥`
/// negated) or `aᵢ·x + kᵢ = 0`. The members are infeasible exactly when some multipliers `y`,
/// non-negative on the inequalities and free on the equalities, satisfy
///
///     Σ yᵢ aᵢ = 0     and     Σ yᵢ kᵢ = 1
///
/// (adding the members with those weights gives `0 + 1 ≤ 0`). That is itself a linear system,
/// as sparse as the members. The eliminations that cost nothing come first (`FarkasReduction`:
/// a chain of n views reduces to a few members), and the solver solves what is left in one pass.
/// Its answer is a *basic* solution (every parametric symbol is zero), so the augmented rows
/// `(aᵢ, kᵢ)` of its support are linearly independent: the multipliers on the support are
/// unique, so no proper subset has a certificate, and the support is a minimal conflicting set.
/// One solve, near-linear on the shapes layouts produce, instead of one solve per member (the
/// deletion filter), which is quadratic when a conflict spans thousands of views.
///
/// The result is checked (the support must itself be infeasible); if rounding ever spoiled the
/// certificate, a deletion filter over the members gives the answer instead.
public enum ConflictSet {
    /// One required constraint, `expression REL 0`.
    public struct Member: Hashable, Sendable {
        public var expression: LinearExpression
        public var relation: ConstraintRelation

        public init(_ expression: LinearExpression, _ relation: ConstraintRelation) {
            self.expression = expression
            self.relation = relation
        }
    }

    /// The indices (ascending) of a minimal subset of `members` that cannot hold together, or
    /// `nil` when all of them can.
    ///
    /// `checkOrder` (a permutation of the indices) is the order the satisfiability checks add
    /// members in. Whether members can all hold does not depend on it, and neither does the set
    /// found, but the solver's speed can: a caller that knows the order its constraints were
    /// built in passes it.
    public static func minimal(_ members: [Member], checkOrder: [Int]? = nil) -> [Int]? {
        let order = Order(checkOrder)
        guard let support = farkasSupport(members) else {
            return isSatisfiable(order.all(members.count).map { members[$0] }) ? nil : deletionFilter(members)
        }
        if !isSatisfiable(order.sorted(support).map { members[$0] }) { return support }
        return isSatisfiable(order.all(members.count).map { members[$0] }) ? nil : deletionFilter(members)
    }

    /// A minimal conflicting subset found from a Farkas certificate alone (checked infeasible),
    /// or `nil` when the certificate does not settle it — the members may be feasible. Cheap
    /// enough to try on growing neighbourhoods of a failing constraint: a minimal set of a
    /// subset is a minimal set of the whole. `checkOrder` as for `minimal`.
    public static func certificate(_ members: [Member], checkOrder: [Int]? = nil) -> [Int]? {
        guard let support = farkasSupport(members),
            !isSatisfiable(Order(checkOrder).sorted(support).map { members[$0] })
        else { return nil }
        return support
    }

    /// The order satisfiability checks add members in: a permutation, or the members' own.
    private struct Order {
        let permutation: [Int]?
        /// `rank[i]`: where member `i` comes in the permutation.
        let rank: [Int]

        init(_ permutation: [Int]?) {
            self.permutation = permutation
            var rank = Array(repeating: 0, count: permutation?.count ?? 0)
            for (position, index) in (permutation ?? []).enumerated() { rank[index] = position }
            self.rank = rank
        }

        func all(_ count: Int) -> [Int] { permutation ?? Array(0..<count) }

        func sorted(_ indices: [Int]) -> [Int] {
            permutation == nil ? indices : indices.sorted { rank[$0] < rank[$1] }
        }
    }

    /// Whether the members can all hold at once.
    public static func isSatisfiable(_ members: [Member]) -> Bool {
        let solver = Solver()
        do {
            for member in members { try solver.addConstraint(member.expression, member.relation) }
            return true
        } catch {
            return false
        }
    }

    /// The support of a basic solution of the Farkas system, or `nil` when it has none (the
    /// members are feasible) or its numbers are unusable.
    static func farkasSupport(_ members: [Member]) -> [Int]? {
        guard let values = farkasSolution(members)?.multipliers else { return nil }
        let largest = values.reduce(0) { max($0, abs($1)) }
        guard largest.isFinite, largest > 0 else { return nil }
        let support = members.indices.filter { abs(values[$0]) > largest * supportThreshold }
        return support.isEmpty ? nil : support
    }

    /// The members' multipliers in a basic solution of their Farkas system: the system reduced
    /// (`FarkasReduction`), its core solved, the core's multipliers carried back. `nil` when the
    /// system has no solution. The reduction and the core's solver come along for tests, which
    /// count their work.
    static func farkasSolution(_ members: [Member]) -> (
        multipliers: [Double], reduction: FarkasReduction, core: Solver
    )? {
        let reduction = FarkasReduction(members)
        let (core, nodes) = reduction.core()
        guard let dual = solvedFarkasSystem(core) else { return nil }
        let values = core.indices.map { dual.value(of: Variable(id: $0)) }
        return (reduction.multipliers(core: values, nodes: nodes, memberCount: members.count), reduction, dual)
    }

    /// A solver holding the Farkas system of `members`, solved: the multiplier of member `i` is
    /// the variable with id `i`. `nil` when the system has no solution (the members are
    /// feasible).
    ///
    /// The order of the additions keeps the tableau as sparse as the members (tests count its
    /// entries). The signs come first: each `yᵢ ≥ 0` finds `yᵢ` fresh and becomes the one-term
    /// definition `yᵢ = sᵢ`. Then one equation per primal variable, which expands into slacks
    /// and parametric multipliers. Added the other way round, a sign constraint met a multiplier
    /// already defined by the equations, and its row was that definition expanded: where one
    /// variable is shared by many members (a chain of views of equal width, `vᵢ.width ==
    /// v0.width`), the multipliers along the chain are defined through the shared variable's
    /// equation, each expansion held a term per view, and n views built n²/2 entries.
    static func solvedFarkasSystem(_ members: [Member]) -> Solver? {
        // Members as `a·x + k ≤ 0` or `= 0`: their terms as (primal variable, member,
        // coefficient), sorted by variable then member (a stable sort, so a variable repeated in
        // a member is summed in the order written).
        var entries: [(variable: Int, member: Int, coefficient: Double)] = []
        entries.reserveCapacity(members.reduce(0) { $0 + $1.expression.terms.count })
        var constants: [Double] = []
        constants.reserveCapacity(members.count)
        for (index, member) in members.enumerated() {
            let sign: Double = member.relation == .greaterThanOrEqual ? -1 : 1
            for term in member.expression.terms {
                entries.append((term.variable.id, index, sign * term.coefficient))
            }
            constants.append(sign * member.expression.constant)
        }
        entries = entries.enumerated().sorted {
            ($0.element.variable, $0.element.member, $0.offset) < ($1.element.variable, $1.element.member, $1.offset)
        }.map(\.element)

        // The multiplier of member i is the dual variable with id i.
        let dual = Solver()
        do {
            for index in members.indices where members[index].relation != .equal {
                try dual.addConstraint(LinearExpression([Term(Variable(id: index))]), .greaterThanOrEqual)
            }
            // One equation per primal variable (ascending ids, so the same input pivots the same
            // way): the weighted members cancel it.
            var terms: [Term] = []
            var position = 0
            while position < entries.count {
                let variable = entries[position].variable
                terms.removeAll(keepingCapacity: true)
                while position < entries.count, entries[position].variable == variable {
                    let member = entries[position].member
                    var sum = 0.0
                    while position < entries.count, entries[position].variable == variable,
                        entries[position].member == member
                    {
                        sum += entries[position].coefficient
                        position += 1
                    }
                    if sum != 0 { terms.append(Term(Variable(id: member), sum)) }
                }
                if !terms.isEmpty { try dual.addConstraint(LinearExpression(terms), .equal) }
            }
            // Σ yᵢ kᵢ = 1: the weighted sum reads `1 ≤ 0`.
            let normal = members.indices.compactMap { constants[$0] == 0 ? nil : Term(Variable(id: $0), constants[$0]) }
            try dual.addConstraint(LinearExpression(normal, constant: -1), .equal)
        } catch {
            return nil
        }
        return dual
    }

    /// Multipliers below this fraction of the largest are rounding noise, not members.
    static let supportThreshold = 1e-9

    /// The slow, sure method: drop each member in turn (last first) and keep it dropped when
    /// the rest still conflict. One solve per member.
    static func deletionFilter(_ members: [Member]) -> [Int] {
        var kept = Array(members.indices)
        var position = kept.count - 1
        while position >= 0 {
            var without = kept
            without.remove(at: position)
            if !isSatisfiable(without.map { members[$0] }) { kept = without }
            position -= 1
        }
        return kept
    }
}
