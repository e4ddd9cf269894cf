/// `Σ coefficientᵢ·xᵢ + constant  REL  0`, in exact rationals.
public struct ExactConstraint: Sendable, CustomStringConvertible {
    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    public var terms: [(variable: Int, coefficient: Rational)]
    public var constant: Rational
    public var relation: Relation

    public init(_ terms: [(variable: Int, coefficient: Rational)], _ relation: Relation, constant: Rational) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
    }

    public var description: String {
        let left = terms.map { "\($0.coefficient)·x\($0.variable)" }.joined(separator: " + ")
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(left.isEmpty ? "0" : left) + \(constant) \(symbol) 0"
    }
}

/// A small exact two-phase simplex for the tests, written independently of the product's solver
/// (no tolerance, no symbolic weights, no incremental rows): a dense tableau over `Rational`,
/// free variables split into a positive and a negative part, one slack per inequality, one
/// artificial per row, and Bland's rule (lowest index enters, lowest basic index leaves on a tie),
/// which cannot cycle. It answers two questions:
///
/// - `isFeasible`: does any point satisfy every constraint? (phase one's minimum is 0)
/// - `lexicographicMinimum`: the minimum of each objective in turn, each over the points that
///   minimise the ones before it. After each objective the columns with a positive reduced cost
///   are fixed at 0: at an optimal basis, the objective is `z* + Σ dⱼxⱼ` with every `dⱼ ≥ 0`, so
///   the optimal points are exactly the feasible ones with those columns at 0.
///
/// Overflow of the 64-bit fractions throws `Rational.Overflow`; an unbounded objective throws
/// `ExactSimplex.Unbounded`.
public struct ExactSimplex {
    public struct Unbounded: Error {}

    /// Variables `0..<variableCount`; those in `nonnegative` are ≥ 0, the rest free.
    public init(variableCount: Int, nonnegative: Set<Int> = [], constraints: [ExactConstraint]) {
        self.variableCount = variableCount
        self.nonnegative = nonnegative
        self.constraints = constraints
    }

    public var variableCount: Int
    public var nonnegative: Set<Int>
    public var constraints: [ExactConstraint]

    /// How many pivots the last run took (for the tests' own statistics).
    public private(set) var pivots = 0

    public static func isFeasible(variableCount: Int, _ constraints: [ExactConstraint]) throws -> Bool {
        var simplex = ExactSimplex(variableCount: variableCount, constraints: constraints)
        return try simplex.runPhaseOne() != nil
    }

    /// Whether `constraints` are infeasible, and whether they are a minimal infeasible set: every
    /// subset that leaves out one member is feasible.
    public static func conflictVerdict(variableCount: Int, _ constraints: [ExactConstraint]) throws -> (
        infeasible: Bool, minimal: Bool
    ) {
        guard try !isFeasible(variableCount: variableCount, constraints) else { return (false, false) }
        for dropped in constraints.indices {
            var rest = constraints
            rest.remove(at: dropped)
            if try !isFeasible(variableCount: variableCount, rest) { return (true, false) }
        }
        return (true, true)
    }

    /// The lexicographic minimum of `objectives` (each a list of (variable, coefficient)), or
    /// `nil` when the constraints are infeasible.
    public mutating func lexicographicMinimum(_ objectives: [[(variable: Int, coefficient: Rational)]]) throws
        -> [Rational]?
    {
        guard var tableau = try runPhaseOne() else { return nil }
        var result: [Rational] = []
        for objective in objectives {
            var costs = [Rational](repeating: .zero, count: tableau.columnCount)
            for (variable, coefficient) in objective {
                let (positive, negative) = tableau.columns(of: variable)
                costs[positive] = try costs[positive] + coefficient
                if let negative { costs[negative] = try costs[negative] - coefficient }
            }
            try tableau.setObjective(costs)
            try tableau.optimize(pivots: &pivots)
            result.append(tableau.objectiveValue)
            for column in 0..<tableau.columnCount where tableau.reducedCosts[column].isPositive {
                tableau.banned[column] = true
            }
        }
        return result
    }

    /// Phase one: a tableau whose basis is feasible, with the artificial columns banned, or `nil`
    /// when no point satisfies the constraints.
    mutating func runPhaseOne() throws -> Tableau? {
        var tableau = try Tableau(variableCount: variableCount, nonnegative: nonnegative, constraints: constraints)
        var costs = [Rational](repeating: .zero, count: tableau.columnCount)
        for column in tableau.artificialColumns { costs[column] = .one }
        try tableau.setObjective(costs)
        try tableau.optimize(pivots: &pivots)
        guard tableau.objectiveValue.isZero else { return nil }
        try tableau.dropArtificials()
        return tableau
    }
}

/// The dense tableau: `rows[i] · x = rhs[i]` with `basis[i]` basic in row i.
struct Tableau {
    var rows: [[Rational]] = []
    var rhs: [Rational] = []
    var basis: [Int] = []
    var columnCount = 0
    /// Per variable: its positive part's column and, when free, its negative part's.
    var variableColumns: [(positive: Int, negative: Int?)] = []
    var artificialColumns: Range<Int> = 0..<0
    /// Columns that may never enter the basis (artificials after phase one, and the columns fixed
    /// at 0 by an earlier objective).
    var banned: [Bool] = []
    /// `dⱼ`: the objective is `objectiveValue + Σ dⱼ xⱼ` over the non-basic columns.
    var reducedCosts: [Rational] = []
    var objectiveValue: Rational = .zero

    init(variableCount: Int, nonnegative: Set<Int>, constraints: [ExactConstraint]) throws {
        var next = 0
        for variable in 0..<variableCount {
            if nonnegative.contains(variable) {
                variableColumns.append((next, nil))
                next += 1
            } else {
                variableColumns.append((next, next + 1))
                next += 2
            }
        }
        var slackOf: [Int?] = []
        for constraint in constraints {
            if constraint.relation == .equal {
                slackOf.append(nil)
            } else {
                slackOf.append(next)
                next += 1
            }
        }
        artificialColumns = next..<(next + constraints.count)
        columnCount = next + constraints.count
        for (index, constraint) in constraints.enumerated() {
            var row = [Rational](repeating: .zero, count: columnCount)
            for (variable, coefficient) in constraint.terms {
                let (positive, negative) = variableColumns[variable]
                row[positive] = try row[positive] + coefficient
                if let negative { row[negative] = try row[negative] - coefficient }
            }
            if let slack = slackOf[index] {
                // a·x + c <= 0  ⇔  a·x + s = -c;   a·x + c >= 0  ⇔  a·x - s = -c   (s ≥ 0)
                row[slack] = constraint.relation == .lessThanOrEqual ? .one : -.one
            }
            var value = -constraint.constant
            if value.isNegative {
                row = row.map { -$0 }
                value = -value
            }
            let artificial = artificialColumns.lowerBound + index
            row[artificial] = .one
            rows.append(row)
            rhs.append(value)
            basis.append(artificial)
        }
        banned = [Bool](repeating: false, count: columnCount)
    }

    func columns(of variable: Int) -> (Int, Int?) { variableColumns[variable] }

    /// Makes `costs` the objective, expressed over the current non-basic columns.
    mutating func setObjective(_ costs: [Rational]) throws {
        reducedCosts = costs
        objectiveValue = .zero
        for (index, row) in rows.enumerated() {
            let cost = costs[basis[index]]
            guard !cost.isZero else { continue }
            for column in 0..<columnCount where !row[column].isZero {
                reducedCosts[column] = try reducedCosts[column] - cost * row[column]
            }
            objectiveValue = try objectiveValue + cost * rhs[index]
        }
    }

    /// Primal simplex with Bland's rule until no allowed column has a negative reduced cost.
    mutating func optimize(pivots: inout Int) throws {
        while true {
            guard let entering = (0..<columnCount).first(where: { !banned[$0] && reducedCosts[$0].isNegative }) else {
                return
            }
            var leaving: Int?
            var best: Rational = .zero
            for index in rows.indices where rows[index][entering].isPositive {
                let ratio = try rhs[index] / rows[index][entering]
                if leaving == nil || ratio < best || (ratio == best && basis[index] < basis[leaving!]) {
                    leaving = index
                    best = ratio
                }
            }
            guard let leaving else { throw ExactSimplex.Unbounded() }
            try pivot(row: leaving, column: entering)
            pivots += 1
        }
    }

    mutating func pivot(row pivotRow: Int, column: Int) throws {
        let factor = rows[pivotRow][column]
        let nonzero = (0..<columnCount).filter { !rows[pivotRow][$0].isZero }
        for j in nonzero { rows[pivotRow][j] = try rows[pivotRow][j] / factor }
        rhs[pivotRow] = try rhs[pivotRow] / factor
        for index in rows.indices where index != pivotRow {
            let multiple = rows[index][column]
            guard !multiple.isZero else { continue }
            for j in nonzero { rows[index][j] = try rows[index][j] - multiple * rows[pivotRow][j] }
            rhs[index] = try rhs[index] - multiple * rhs[pivotRow]
        }
        let cost = reducedCosts[column]
        if !cost.isZero {
            for j in nonzero { reducedCosts[j] = try reducedCosts[j] - cost * rows[pivotRow][j] }
            objectiveValue = try objectiveValue + cost * rhs[pivotRow]
        }
        basis[pivotRow] = column
    }

    /// After a phase one that reached 0: pivots every artificial still basic (at 0) out on any
    /// other column of its row, drops the rows that have none (they repeat other rows), and bans
    /// the artificial columns.
    mutating func dropArtificials() throws {
        var index = 0
        while index < rows.count {
            if artificialColumns.contains(basis[index]) {
                if let column = (0..<artificialColumns.lowerBound).first(where: { !rows[index][$0].isZero }) {
                    try pivot(row: index, column: column)
                } else {
                    rows.remove(at: index)
                    rhs.remove(at: index)
                    basis.remove(at: index)
                    continue
                }
            }
            index += 1
        }
        for column in artificialColumns { banned[column] = true }
    }
}
