/// Every constraint as the caller gave it, kept so the tableau can be rebuilt (`Solver.rebuild()`),
/// indexed by `ConstraintID.rawValue`.
///
/// Stored flat: one array of all terms and one fixed-size entry per constraint, so keeping
/// 500,000 constraints costs two allocations instead of one array per constraint (32
/// bytes a constraint plus 16 per term, where one `LinearExpression` each cost about 110).
/// A removed constraint's terms stay in place (a rebuild replays only the live ones).
struct ConstraintSources {
    private struct Entry {
        var start: Int32
        var count: Int32
        /// The order of addition among constraints and edit variables.
        var sequence: Int32
        var isLive: Bool
        var relation: ConstraintRelation
        var constant: Double
        var priority: Double
    }

    private var entries: [Entry] = []
    private var terms: [Term] = []

    /// Records the next constraint (its id is the number recorded before it).
    mutating func append(
        _ expression: LinearExpression, _ relation: ConstraintRelation, priority: Double, sequence: Int
    ) {
        precondition(
            terms.count + expression.terms.count < Int(Int32.max) && sequence < Int(Int32.max), "too many constraints")
        entries.append(
            Entry(
                start: Int32(terms.count), count: Int32(expression.terms.count), sequence: Int32(sequence),
                isLive: true,
                relation: relation, constant: expression.constant, priority: priority))
        terms.append(contentsOf: expression.terms)
    }

    /// Makes room for `count` more constraints of about `termsEach` terms.
    mutating func reserveCapacity(_ count: Int, termsEach: Int) {
        entries.reserveCapacity(entries.count + count)
        terms.reserveCapacity(terms.count + count * termsEach)
    }

    /// Gives a constraint a new constant (`Solver.setConstant`); returns how much it moved and the
    /// constraint's relation, without rebuilding its expression.
    mutating func setConstant(_ index: Int, _ constant: Double) -> (delta: Double, relation: ConstraintRelation) {
        let delta = constant - entries[index].constant
        entries[index].constant = constant
        return (delta, entries[index].relation)
    }

    /// Forgets a removed constraint.
    mutating func remove(_ index: Int) { entries[index].isLive = false }

    /// The live constraints' ids with their sequence numbers, in id order.
    var live: [(index: Int, sequence: Int)] {
        entries.indices.compactMap { entries[$0].isLive ? ($0, Int(entries[$0].sequence)) : nil }
    }

    /// A live constraint as it was given.
    func constraint(_ index: Int) -> (expression: LinearExpression, relation: ConstraintRelation, priority: Double) {
        let entry = entries[index]
        let start = Int(entry.start)
        let expression = LinearExpression(
            Array(terms[start..<start + Int(entry.count)]), constant: entry.constant)
        return (expression, entry.relation, entry.priority)
    }
}
