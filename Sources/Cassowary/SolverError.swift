/// What the solver can refuse.
public enum SolverError: Error, Hashable, Sendable {
    /// The required constraint conflicts with the required constraints already in the solver.
    case unsatisfiable(ConstraintID)
    case unknownConstraint(ConstraintID)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must not be required, and priorities must lie in `(0, 1000]`.
    case invalidPriority(Double)
    /// A coefficient or constant that is NaN or infinite.
    case invalidNumber
}
