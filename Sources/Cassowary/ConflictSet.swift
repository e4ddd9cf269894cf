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
/// as sparse as the members, which the solver solves in one pass. Its answer is a *basic*
/// solution (every parametric symbol is zero), so the augmented rows `(aᵢ, kᵢ)` of its support
/// are linearly independent: the multipliers on the support are unique, so no proper subset has
/// a certificate, and the support is a minimal conflicting set. One solve, linear on the shapes
/// layouts produce, instead of one solve per member (the deletion filter), which is quadratic
/// when a conflict spans thousands of views.
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
    public static func minimal(_ members: [Member]) -> [Int]? {
        guard let support = farkasSupport(members) else {
            return isSatisfiable(members) ? nil : deletionFilter(members)
        }
        if !isSatisfiable(support.map { members[$0] }) { return support }
        return isSatisfiable(members) ? nil : deletionFilter(members)
    }

    /// A minimal conflicting subset found from a Farkas certificate alone (checked infeasible),
    /// or `nil` when the certificate does not settle it — the members may be feasible. Cheap
    /// enough to try on growing neighbourhoods of a failing constraint: a minimal set of a
    /// subset is a minimal set of the whole.
    public static func certificate(_ members: [Member]) -> [Int]? {
        guard let support = farkasSupport(members), !isSatisfiable(support.map { members[$0] }) else { return nil }
        return support
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
        // Members as `a·x + k ≤ 0` or `= 0`: the terms per primal variable, summed.
        var columns: [Int: [(member: Int, coefficient: Double)]] = [:]
        var constants: [Double] = []
        var isInequality: [Bool] = []
        constants.reserveCapacity(members.count)
        for (index, member) in members.enumerated() {
            let sign: Double = member.relation == .greaterThanOrEqual ? -1 : 1
            var sums: [Int: Double] = [:]
            for term in member.expression.terms { sums[term.variable.id, default: 0] += sign * term.coefficient }
            for (variable, coefficient) in sums where coefficient != 0 {
                columns[variable, default: []].append((index, coefficient))
            }
            constants.append(sign * member.expression.constant)
            isInequality.append(member.relation != .equal)
        }

        // The multiplier of member i is the dual variable with id i.
        let dual = Solver()
        do {
            // One equation per primal variable (ascending ids, so the same input pivots the same
            // way): the weighted members cancel it.
            for variable in columns.keys.sorted() {
                let terms = columns[variable]!.map { Term(Variable(id: $0.member), $0.coefficient) }
                try dual.addConstraint(LinearExpression(terms), .equal)
            }
            for index in members.indices where isInequality[index] {
                try dual.addConstraint(LinearExpression([Term(Variable(id: index))]), .greaterThanOrEqual)
            }
            // Σ yᵢ kᵢ = 1: the weighted sum reads `1 ≤ 0`.
            let normal = members.indices.compactMap { constants[$0] == 0 ? nil : Term(Variable(id: $0), constants[$0]) }
            try dual.addConstraint(LinearExpression(normal, constant: -1), .equal)
        } catch {
            return nil
        }
        let values = members.indices.map { dual.value(of: Variable(id: $0)) }
        let largest = values.reduce(0) { max($0, abs($1)) }
        guard largest.isFinite, largest > 0 else { return nil }
        let support = members.indices.filter { abs(values[$0]) > largest * supportThreshold }
        return support.isEmpty ? nil : support
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
