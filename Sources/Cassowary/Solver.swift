/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001) — SKELETON: the public API
/// is fixed; the implementation is being written.
///
/// Constraints are linear: `expression REL 0`. Priorities are `1...1000`; 1000 is required and
/// must hold exactly. Non-required priorities are lexicographic: the solver first minimises the
/// total error of the highest non-required priority present, then the next, and so on, so a
/// higher priority beats any number of lower ones.
public final class Solver {
    public init() {}

    /// A new variable, with the next dense integer id (0, 1, 2, …).
    public func makeVariable() -> Variable { fatalError("unimplemented") }

    /// Adds `expression REL 0` at `priority` and re-optimises.
    /// Throws `.unsatisfiable` (and leaves the solver unchanged) when a required constraint
    /// cannot be satisfied together with the required constraints already added.
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: ConstraintRelation,
                              priority: Double = 1000) throws(SolverError) -> ConstraintID {
        fatalError("unimplemented")
    }

    public func removeConstraint(_ constraint: ConstraintID) throws(SolverError) { fatalError("unimplemented") }

    /// Makes `variable` an edit variable at `priority` (which must be below 1000).
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) { fatalError("unimplemented") }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) { fatalError("unimplemented") }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) { fatalError("unimplemented") }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double { fatalError("unimplemented") }

    /// Whether the variable could take another value without violating a required constraint
    /// and without worsening the objective at any priority: the solution does not determine it.
    public func isAmbiguous(_ variable: Variable) -> Bool { fatalError("unimplemented") }
}
