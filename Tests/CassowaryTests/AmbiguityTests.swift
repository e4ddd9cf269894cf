import Testing

@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func aLowerBoundAloneIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
        #expect(solver.isAmbiguous(x))
    }

    @Test func anEqualityDeterminesItsVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -3), .equal)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aSumAloneLeavesBothAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), (y, 1), constant: -10), .equal)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(expression((y, 1), constant: -4), .equal)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aPreferenceResolvesAmbiguity() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1)), .greaterThanOrEqual)
        try solver.addConstraint(expression((x, 1)), .equal, priority: 50)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func boundsThatPinAVariableAreNotAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expression((x, 1), constant: -5), .greaterThanOrEqual)
        try solver.addConstraint(expression((x, 1), constant: -5), .lessThanOrEqual)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 5)
    }

    @Test func equalPullsInBothDirectionsLeaveAnInterval() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        // Any x in [0, 10] costs 10 in total at this level.
        try solver.addConstraint(expression((x, 1)), .equal, priority: 300)
        try solver.addConstraint(expression((x, 1), constant: -10), .equal, priority: 300)
        #expect(solver.isAmbiguous(x))
    }
}

/// The ambiguity answers after a solve come from one pass over the definitions (exact free parts
/// while short, sketches otherwise); they must match expanding each definition on its own.
@Suite struct AmbiguityThroughDefinitionsTests {
    /// Random systems rich in definitions, ties, differences of tied variables (free directions that
    /// cancel exactly) and non-dyadic coefficients, in every solver mode, with free parts kept
    /// exactly while short (as shipped) and always sketched: every variable's answer matches the
    /// brute-force expansion.
    @Test(arguments: SolverMode.allCases)
    func answersMatchABruteForceExpansion(mode: SolverMode) throws {
        var cancelled = 0
        var ambiguous = 0
        var determined = 0
        for seed in 5000..<5800 as Range<UInt64> {
            for limit in [32, 0] {
                var rng = SplitMix64(seed: seed)
                let solver = mode.makeSolver()
                solver.exactProjectionLimit = limit
                let variables = (0..<Int.random(in: 3...9, using: &rng)).map { _ in solver.makeVariable() }
                for _ in 0..<Int.random(in: 1...12, using: &rng) {
                    for (constraint, relation, priority) in randomAmbiguityConstraints(variables, rng: &rng) {
                        _ = try? solver.addConstraint(constraint, relation, priority: priority)
                    }
                }
                for variable in variables {
                    let expected = bruteForceIsAmbiguous(solver, variable)
                    #expect(solver.isAmbiguous(variable) == expected, "seed \(seed) limit \(limit) v\(variable.id)")
                    if limit == 0 {
                        if expected { ambiguous += 1 } else { determined += 1 }
                        if !expected && freeDirectionsCancel(solver, variable) { cancelled += 1 }
                    }
                }
            }
        }
        // The systems must exercise every kind of answer, cancellations included.
        #expect(ambiguous > 1000 && determined > 1000 && cancelled > 80, "\(ambiguous) \(determined) \(cancelled)")
    }

    /// `x = a − a'` with `a' = a`: the free directions cancel through the definitions, and both
    /// ways of answering see it — also when the cancellation is only up to rounding:
    /// `y = 0.1a + 0.2a − 0.3a` expands to 5.6e-17 × a, below the tolerance, and its sketch to
    /// rounding noise within its error bound.
    @Test(arguments: [SolverMode.standard, .uncompacted], [32, 0])
    func aDifferenceOfTiedVariablesIsDetermined(mode: SolverMode, limit: Int) throws {
        let solver = mode.makeSolver()
        solver.exactProjectionLimit = limit
        let a = solver.makeVariable()
        let tied = solver.makeVariable()
        let x = solver.makeVariable()
        let p = solver.makeVariable()
        let q = solver.makeVariable()
        let r = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(expression((a, 1), constant: -1), .greaterThanOrEqual)
        try solver.addConstraint(expression((tied, 1), (a, -1)), .equal) // a' = a
        try solver.addConstraint(expression((x, 1), (a, -1), (tied, 1), constant: -7), .equal) // x = a − a' + 7
        try solver.addConstraint(expression((p, 1), (a, -0.1)), .equal)
        try solver.addConstraint(expression((q, 1), (a, -0.2)), .equal)
        try solver.addConstraint(expression((r, 1), (a, -0.3)), .equal)
        try solver.addConstraint(expression((y, 1), (p, -1), (q, -1), (r, 1)), .equal) // y = p + q − r
        #expect(solver.isAmbiguous(a) && solver.isAmbiguous(tied) && solver.isAmbiguous(r))
        #expect(!solver.isAmbiguous(x), "limit \(limit) \(mode)")
        #expect(!solver.isAmbiguous(y), "limit \(limit) \(mode)")
        #expect(solver.value(of: x) == 7)
    }

    /// Sixty levels of `×1e6` overflow the sketch (and the expansion's coefficient): the answer then
    /// comes from expanding the definition, as before.
    @Test(arguments: [SolverMode.standard, .uncompacted], [32, 0])
    func anOverflowingSketchFallsBackToTheExpansion(mode: SolverMode, limit: Int) throws {
        let solver = mode.makeSolver()
        solver.exactProjectionLimit = limit
        let x = (0...60).map { _ in solver.makeVariable() }
        try solver.addConstraint(expression((x[0], 1)), .greaterThanOrEqual)
        for index in 0..<60 {
            try solver.addConstraint(expression((x[index + 1], 1), (x[index], -1e6)), .equal)
        }
        #expect(solver.isAmbiguous(x[60]), "limit \(limit) \(mode)")
        #expect(solver.isAmbiguous(x[30]), "limit \(limit) \(mode)")
    }

    /// Two chains 100,000 definitions deep over the same free widths, and their difference: every
    /// position is ambiguous, the difference (all 100,000 free directions cancelling) is not. All
    /// 200,000 positions are asked, which one expansion per query would make quadratic.
    @Test(arguments: [1.0, 0.1])
    func deepChainsOverTheSameWidthsCancel(multiplier: Double) throws {
        let views = 100_000
        for compacts in [true, false] {
            let solver = Solver()
            solver.compactsDefinitions = compacts
            let w = (0..<views).map { _ in solver.makeVariable() }
            let x = (0...views).map { _ in solver.makeVariable() }
            let y = (0...views).map { _ in solver.makeVariable() }
            let difference = solver.makeVariable()
            try solver.addConstraint(expression((x[0], 1)), .equal)
            try solver.addConstraint(expression((y[0], 1), constant: -3), .equal)
            for index in 0..<views {
                try solver.addConstraint(expression((w[index], 1), constant: -1), .greaterThanOrEqual)
                try solver.addConstraint(expression((x[index + 1], 1), (x[index], -1), (w[index], -multiplier)), .equal)
                try solver.addConstraint(expression((y[index + 1], 1), (y[index], -1), (w[index], -multiplier)), .equal)
            }
            try solver.addConstraint(expression((difference, 1), (y[views], -1), (x[views], 1)), .equal)
            #expect(!solver.isAmbiguous(difference), "compacts \(compacts)")
            #expect(abs(solver.value(of: difference) - 3) < 1e-6)
            #expect(!solver.isAmbiguous(x[0]) && !solver.isAmbiguous(y[0]))
            let positions = (1...views).filter { solver.isAmbiguous(x[$0]) && solver.isAmbiguous(y[$0]) }
            #expect(positions.count == views, "compacts \(compacts)")
        }
    }
}

/// One or two random constraints for the ambiguity property test: ties, sums and differences with
/// small or non-dyadic coefficients, differences of tied variables (`u = v − v'` with `v' = k·v`,
/// free directions that cancel), bounds (free directions one way) and preferences (which
/// determine).
private func randomAmbiguityConstraints(_ variables: [Variable], rng: inout SplitMix64)
    -> [(LinearExpression, ConstraintRelation, Double)]
{
    func pick() -> Variable { variables.randomElement(using: &rng)! }
    let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3, 1.0 / 3, 0.1, -0.7]
    let constant = Double(Int.random(in: -20...20, using: &rng))
    switch Int.random(in: 0..<11, using: &rng) {
    case 0, 1: // a tie: u = v + c
        return [(expression((pick(), 1), (pick(), -1), constant: constant), .equal, 1000)]
    case 2: // a difference of two variables, with a third: u = v − w + c
        return [(expression((pick(), 1), (pick(), -1), (pick(), 1), constant: constant), .equal, 1000)]
    case 3, 4: // v' = k·v and u = k·v − v' + c, in either order
        let (u, v, tied) = (pick(), pick(), pick())
        let k = coefficients.randomElement(using: &rng)!
        let pair: [(LinearExpression, ConstraintRelation, Double)] = [
            (expression((tied, 1), (v, -k)), .equal, 1000),
            (expression((u, 1), (v, -k), (tied, 1), constant: constant), .equal, 1000),
        ]
        return Bool.random(using: &rng) ? pair : pair.reversed()
    case 5, 6: // a sparse equation with arbitrary coefficients
        var terms: [Term] = []
        for variable in variables where Int.random(in: 0..<3, using: &rng) == 0 {
            terms.append(Term(variable, coefficients.randomElement(using: &rng)!))
        }
        if terms.isEmpty { terms.append(Term(pick())) }
        return [(LinearExpression(terms, constant: constant), .equal, 1000)]
    case 7, 8: // a bound: a free direction one way
        let relation: ConstraintRelation = Bool.random(using: &rng) ? .greaterThanOrEqual : .lessThanOrEqual
        return [(expression((pick(), 1), (pick(), -1), constant: constant), relation, 1000)]
    case 9: // a preference that may determine a variable
        return [(expression((pick(), 1), constant: constant), .equal, [100.0, 500, 750].randomElement(using: &rng)!)]
    default: // an inequality preference: may leave an interval
        return [(expression((pick(), 1), constant: constant), .greaterThanOrEqual, 250)]
    }
}

/// Whether `variable` is ambiguous by expanding its definition naively: every path through the
/// definitions and simplex rows substituted term by term, then the coefficients on free directions
/// compared with the tolerance the solver drops coefficients at.
private func bruteForceIsAmbiguous(_ solver: Solver, _ variable: Variable) -> Bool {
    let symbol = solver.variableSymbols[variable.id]
    guard symbol >= 0 else { return true }
    guard solver.isBasic[symbol] else { return solver.isFreeDirection(symbol) }
    return bruteForceExpansion(solver, symbol).contains { symbol, coefficient in
        abs(coefficient) >= Tolerance.epsilon && solver.isFreeDirection(symbol)
    }
}

private func bruteForceExpansion(_ solver: Solver, _ symbol: Int) -> [Int: Double] {
    var coefficients: [Int: Double] = [:]
    var pending = zip(solver.rows[symbol].symbols, solver.rows[symbol].coefficients).map { ($0, $1) }
    while let (other, coefficient) = pending.popLast() {
        if solver.isBasic[other] {
            let row = solver.rows[other]
            pending += zip(row.symbols, row.coefficients).map { ($0, coefficient * $1) }
        } else {
            coefficients[other, default: 0] += coefficient
        }
    }
    return coefficients
}

/// Whether the definition of `variable` reaches a free direction along some path although its
/// expansion has none: the free directions cancel.
private func freeDirectionsCancel(_ solver: Solver, _ variable: Variable) -> Bool {
    let symbol = solver.variableSymbols[variable.id]
    guard symbol >= 0, solver.isBasic[symbol] else { return false }
    return bruteForceExpansion(solver, symbol).keys.contains { solver.isFreeDirection($0) }
}
