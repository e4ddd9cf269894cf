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
}
