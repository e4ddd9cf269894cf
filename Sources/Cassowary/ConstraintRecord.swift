/// What the solver remembers about an added constraint (kiwi's "tag"): the symbols that let it find
/// the constraint's row again to change or remove it.
///
/// One is kept per constraint, so symbols are stored as 32-bit ids (-1 for none): 24 bytes a record.
struct ConstraintRecord {
    private let markerID: Int32
    private let otherID: Int32
    let priority: Double
    let isInequality: Bool

    init(marker: Int, other: Int?, priority: Double, isInequality: Bool) {
        precondition(marker < Int(Int32.max) && (other ?? 0) < Int(Int32.max), "too many symbols")
        markerID = Int32(marker)
        otherID = Int32(other ?? -1)
        self.priority = priority
        self.isInequality = isInequality
    }

    /// The slack (inequality) or positive error (non-required equality); -1 for a required equality.
    var marker: Int { Int(markerID) }
    /// The error of a non-required inequality, or the negative error of a non-required equality;
    /// `nil` for required constraints.
    var other: Int? { otherID < 0 ? nil : Int(otherID) }

    var isRequired: Bool { priority >= Solver.required }

    /// Whether the constraint has a marker symbol to find its row by.
    ///
    /// Required equalities have none. Kiwi gives each a "dummy" symbol, but a dummy is carried
    /// into every row that depends on the equality, so a chain of n views builds O(n²) entries
    /// (and a final width constraint makes the tableau dense). Without dummies rows stay sparse;
    /// the price is that removing a required equality rebuilds the tableau by replaying the
    /// remaining constraints (`Solver.rebuild()`), which an compiler adding constraints in one
    /// batch rarely needs.
    var hasMarker: Bool { marker >= 0 }

    /// The symbols that carry this constraint's error in the objective (each with weight 1).
    var errorSymbols: [Int] {
        guard let other else { return [] }
        return isInequality ? [other] : [marker, other]
    }
}
