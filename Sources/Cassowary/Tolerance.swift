/// The solver's single numeric tolerance.
///
/// Coefficients whose magnitude falls below `epsilon` are dropped from rows, objective levels compare
/// equal within it, and an artificial objective counts as zero within it. Keeping one number in one
/// place makes the solver's notion of "zero" consistent between every step.
enum Tolerance {
    static let epsilon = 1e-8

    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }

    /// Whether a computed `value`, known to lie within `error` of the exactly computed one, is
    /// nonzero in the sense of `isNearZero` even at the far end of that interval: the test behind
    /// `FreeSketch.isNonzero`.
    ///
    /// `error` is a running bound on rounding (zero when every operation was exact, as with integer
    /// and dyadic coefficients), so exact cancellations read as zero with no margin to choose, and
    /// cancellations that rounding left as noise read as zero because the noise is within its own
    /// bound. It is doubled because the bound is itself summed in floating point. Relative to the
    /// magnitudes summed, this is as tight as the arithmetic allows: a value is missed only when it
    /// is smaller than the rounding of the sums it came out of, and then a missed free direction
    /// leaves the answer "determined", the direction the ambiguity test already errs in (see
    /// `Solver+Ambiguity.swift`).
    @inline(__always)
    static func isBeyondRounding(_ value: Double, error: Double) -> Bool {
        value.magnitude - 2 * error >= epsilon
    }
}
