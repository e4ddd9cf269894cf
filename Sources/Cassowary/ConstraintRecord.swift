/// What the solver remembers about an added constraint (kiwi's "tag"): the symbols that let it find
/// the constraint's row again to change or remove it.
struct ConstraintRecord {
    /// The slack (inequality), dummy (required equality) or positive error (non-required equality).
    var marker: Int
    /// The error of a non-required inequality, or the negative error of a non-required equality;
    /// `nil` for required constraints.
    var other: Int?
    var priority: Double
    var isInequality: Bool

    var isRequired: Bool { priority >= Solver.required }

    /// The symbols that carry this constraint's error in the objective (each with weight 1).
    var errorSymbols: [Int] {
        guard let other else { return [] }
        return isInequality ? [other] : [marker, other]
    }
}
