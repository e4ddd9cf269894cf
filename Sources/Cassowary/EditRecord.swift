/// An edit variable: the non-required equality `variable == constant` behind it, and its constant.
struct EditRecord {
    var constraint: ConstraintRecord
    /// The last suggested value (0 until the first `suggestValue`).
    var constant: Double
}
