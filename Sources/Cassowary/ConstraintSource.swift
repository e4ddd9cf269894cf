/// A constraint as the caller gave it, kept so the tableau can be rebuilt (see `Solver.rebuild()`).
struct ConstraintSource {
    var expression: LinearExpression
    var relation: ConstraintRelation
    var priority: Double
    /// The order of addition among constraints and edit variables.
    var sequence: Int
}
