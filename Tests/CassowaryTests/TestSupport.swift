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

/// The settings the solver can run with. Each is a different path to the same lexicographic
/// optimum, so every check that holds in one must hold in all.
enum SolverMode: CaseIterable, CustomStringConvertible, Sendable {
    /// As shipped: the steepest entering rule, compacted definitions.
    case standard
    /// Bland's rule for every pivot (the anti-cycling fallback, always on).
    case blandOnly
    /// Definitions always kept as written (long chains of definitions, no shortcuts).
    case uncompacted
    /// Phase one always enters the symbol in the fewest rows (the path large layouts take).
    case cheapPhaseOne
    /// Every constraint that mentions a definition is first tried as a definition as written (the
    /// path long columns of cells and stacks take).
    case writtenDefinitions

    func makeSolver() -> Solver {
        let solver = Solver()
        switch self {
        case .standard: break
        case .blandOnly: solver.degeneratePivotLimitOverride = 0
        case .uncompacted: solver.compactsDefinitions = false
        case .cheapPhaseOne: solver.phaseOneCostLimitOverride = 0
        case .writtenDefinitions: solver.writtenDefinitionThresholdOverride = 0
        }
        return solver
    }

    var description: String {
        switch self {
        case .standard: "standard"
        case .blandOnly: "blandOnly"
        case .uncompacted: "uncompacted"
        case .cheapPhaseOne: "cheapPhaseOne"
        case .writtenDefinitions: "writtenDefinitions"
        }
    }
}

/// The lexicographically smallest error vector over the vertices of the arrangement of all the
/// constraints' hyperplanes (`variables` ≤ 3, inside a box given among the constraints). The
/// lexicographic optimum of a bounded system is attained at such a vertex: each level's optimal
/// set is a face of the arrangement, and the next level's optimum over it includes a vertex.
func bruteForceErrors(_ constraints: [TestConstraint], variables: Int, levels: [Double]) -> [Double] {
    precondition((1...3).contains(variables))
    let planes = constraints.map { constraint -> (normal: [Double], constant: Double) in
        var normal = [Double](repeating: 0, count: variables)
        for term in constraint.expression.terms { normal[term.variable.id] += term.coefficient }
        return (normal, constraint.expression.constant)
    }
    let levelOf = constraints.map { levels.firstIndex(of: $0.priority) }
    var best: [Double]?
    func visit(_ chosen: [Int]) {
        // Solve normal · x = -constant for the chosen planes (Gaussian elimination, partial pivoting).
        var matrix = chosen.map { planes[$0].normal + [-planes[$0].constant] }
        for column in 0..<variables {
            guard let pivot = (column..<variables).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                abs(matrix[pivot][column]) > 1e-9
            else { return }
            matrix.swapAt(column, pivot)
            for row in 0..<variables where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...variables { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        let point = (0..<variables).map { matrix[$0][variables] / matrix[$0][$0] }
        var errors = [Double](repeating: 0, count: levels.count)
        for (index, constraint) in constraints.enumerated() {
            let violation = constraint.violation(point)
            if let level = levelOf[index] {
                errors[level] += violation
            } else if violation > 1e-7 {
                return // a required constraint fails here
            }
        }
        if best == nil || lexicographicallyLess(errors, best!) { best = errors }
    }
    let count = planes.count
    switch variables {
    case 1: for i in 0..<count { visit([i]) }
    case 2: for i in 0..<count { for j in (i + 1)..<count { visit([i, j]) } }
    default:
        for i in 0..<count { for j in (i + 1)..<count { for k in (j + 1)..<count { visit([i, j, k]) } } }
    }
    return best!
}
