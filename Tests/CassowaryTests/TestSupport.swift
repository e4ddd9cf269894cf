@testable import Cassowary

/// A deterministic PRNG (SplitMix64), so property tests are reproducible in every process.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `Σ coefficient × variable + constant`, tersely.
func expression(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// A constraint kept outside the solver, to evaluate independently of it.
struct TestConstraint {
    var expression: LinearExpression
    var relation: ConstraintRelation
    var priority: Double

    /// `expression` evaluated at `values` (indexed by variable id).
    func residual(_ values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[$1.variable.id] }
    }

    /// How far `values` are from satisfying the constraint (0 when satisfied).
    func violation(_ values: [Double]) -> Double {
        let r = residual(values)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }
}

/// The total violation per non-required priority, highest priority first.
func errorVector(_ constraints: [TestConstraint], _ values: [Double], levels: [Double]) -> [Double] {
    levels.map { level in
        constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(values) }
    }
}

/// Whether two error vectors are equal level by level within `tolerance`.
func sameErrors(_ lhs: [Double], _ rhs: [Double], tolerance: Double = 1e-6) -> Bool {
    zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// Whether `lhs` is lexicographically smaller than `rhs`, entries within 1e-8 counting as equal.
func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (a, b) in zip(lhs, rhs) {
        if a - b <= -1e-8 { return true }
        if a - b >= 1e-8 { return false }
    }
    return false
}
