import Testing

@testable import Cassowary

/// A row of views with intrinsic widths, each with its own content-hugging (`w ≤ W` at `hug`) and
/// compression-resistance (`w ≥ W` at `resist`) priority and a required minimum of 10, between
/// 8-point margins and gaps, in a container whose width is an edit variable at 999: the layout
/// behind the benchmarks' `priorities` family, with every priority distinct.
struct ViewRow {
    var widths: [Double]
    var hugs: [Double]
    var resists: [Double]

    /// Hugging priorities lie in 250..<500, resistance in 500..<999; distinct (at most 250 views)
    /// unless `distinct` is false.
    init(views: Int, distinct: Bool = true, rng: inout SplitMix64) {
        precondition(!distinct || views <= 250)
        widths = (0..<views).map { _ in Double(Int.random(in: 20...80, using: &rng)) }
        if distinct {
            hugs = Array((250..<500).shuffled(using: &rng).prefix(views)).map(Double.init)
            resists = Array((500..<999).shuffled(using: &rng).prefix(views)).map(Double.init)
        } else {
            hugs = (0..<views).map { _ in Double(Int.random(in: 250..<500, using: &rng)) }
            resists = (0..<views).map { _ in Double(Int.random(in: 500..<999, using: &rng)) }
        }
    }

    var naturalWidth: Double { widths.reduce(8) { $0 + $1 + 8 } }
    var minimumWidth: Double { Double(widths.count) * 18 + 8 }

    /// The lexicographic optimum, worked out independently of the solver. Narrower than natural:
    /// views give way in order of compression resistance, least first, down to 10. Wider: the view
    /// that hugs least takes all the extra width.
    func expectedWidths(container: Double) -> [Double] {
        var result = widths
        var deficit = naturalWidth - container
        if deficit < 0 {
            let loosest = hugs.indices.min { hugs[$0] < hugs[$1] }!
            result[loosest] -= deficit
            return result
        }
        for index in resists.indices.sorted(by: { resists[$0] < resists[$1] }) where deficit > 0 {
            let give = min(deficit, widths[index] - 10)
            result[index] -= give
            deficit -= give
        }
        return result
    }

    /// A solver holding the row; variables: `x_i` = 2i, `w_i` = 2i + 1, the container last.
    func makeSolver(mode: SolverMode = .standard, container: Double) throws -> (Solver, Variable) {
        let solver = mode.makeSolver()
        let total = Variable(id: 2 * widths.count)
        try solver.addEditVariable(total, priority: 999)
        try solver.suggestValue(container, for: total)
        let x = { Variable(id: 2 * $0) }
        let w = { Variable(id: 2 * $0 + 1) }
        for index in widths.indices {
            try solver.addConstraint(
                expression((w(index), 1), constant: -widths[index]), .lessThanOrEqual,
                priority: hugs[index])
            try solver.addConstraint(
                expression((w(index), 1), constant: -widths[index]), .greaterThanOrEqual,
                priority: resists[index])
        }
        for index in widths.indices {
            try solver.addConstraint(expression((w(index), 1), constant: -10), .greaterThanOrEqual)
        }
        for index in widths.indices.dropLast() {
            try solver.addConstraint(
                expression((x(index + 1), 1), (x(index), -1), (w(index), -1), constant: -8),
                .equal)
        }
        try solver.addConstraint(expression((x(0), 1), constant: -8), .equal)
        let last = widths.count - 1
        try solver.addConstraint(expression((total, 1), (x(last), -1), (w(last), -1), constant: -8), .equal)
        return (solver, total)
    }

    func solvedWidths(_ solver: Solver) -> [Double] {
        widths.indices.map { solver.value(of: Variable(id: 2 * $0 + 1)) }
    }
}

/// Systems with many priority levels: the lexicographic optimum must be exact whatever the number
/// of levels, and incremental re-solves must agree with fresh ones.
@Suite struct ManyLevelsTests {
    /// Dozens of distinct levels on two and three variables, against vertex enumeration.
    @Test(arguments: SolverMode.allCases)
    func randomSystemsWithDozensOfLevelsAreOptimal(mode: SolverMode) throws {
        for seed in 5000..<5120 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let variables = seed % 3 == 0 ? 3 : 2
            let priorities = Array((1..<1000).shuffled(using: &rng).prefix(40)).map(Double.init)
            let system = RandomSystem(
                variables: variables, required: Int.random(in: 0...2, using: &rng),
                optional: variables == 3
                    ? Int.random(in: 8...13, using: &rng)
                    : Int.random(in: 12...26, using: &rng),
                box: true, priorities: priorities, rng: &rng)
            let solver = try system.solve(mode: mode)
            let values = system.values(solver)
            #expect(system.requiredHold(values), "seed \(seed)")
            let found = errorVector(system.constraints, values, levels: system.levels)
            let best = bruteForceErrors(system)
            #expect(sameErrors(found, best), "seed \(seed): \(found) vs \(best)")
        }
    }

    /// A row of views with a distinct priority per hugging and per resistance constraint: the
    /// solution is unique and known in closed form.
    @Test(arguments: SolverMode.allCases)
    func viewsGiveWayInOrderOfResistance(mode: SolverMode) throws {
        for seed in 6000..<6012 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let row = ViewRow(views: Int.random(in: 5...60, using: &rng), rng: &rng)
            for fraction in [0.97, 0.8, 1.0, 1.1] {
                let container = (row.naturalWidth * fraction).rounded()
                let (solver, _) = try row.makeSolver(mode: mode, container: container)
                let widths = row.solvedWidths(solver)
                let expected = row.expectedWidths(container: container)
                for index in widths.indices {
                    #expect(abs(widths[index] - expected[index]) < 1e-7, "seed \(seed) view \(index)")
                }
            }
        }
    }

    /// A width sweep re-solved with `suggestValue` (narrow, wide, narrow again) gives what a fresh
    /// solver gives at each width.
    @Test func aSweepWithManyLevelsMatchesFreshSolves() throws {
        var rng = SplitMix64(seed: 7000)
        let row = ViewRow(views: 40, rng: &rng)
        let (solver, total) = try row.makeSolver(container: row.naturalWidth)
        let low = row.minimumWidth
        let high = row.naturalWidth * 1.2
        let sweep = (0...40).map { low + (high - low) * Double($0) / 40 }
        for container in sweep + sweep.reversed() + [row.naturalWidth * 0.9] {
            try solver.suggestValue(container, for: total)
            let (fresh, _) = try row.makeSolver(container: container)
            let incremental = row.solvedWidths(solver)
            let expected = row.expectedWidths(container: container)
            for (index, width) in row.solvedWidths(fresh).enumerated() {
                #expect(abs(incremental[index] - width) < 1e-7, "width \(container) view \(index)")
                #expect(abs(width - expected[index]) < 1e-7, "width \(container) view \(index)")
            }
        }
    }

    /// The modes reach the same optimum on random systems without a box, with removals and edits.
    @Test func everyModeReachesTheSameOptimum() throws {
        for seed in 8000..<8200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let priorities = Array((1..<1000).shuffled(using: &rng).prefix(12)).map(Double.init)
            let system = RandomSystem(
                variables: Int.random(in: 1...6, using: &rng),
                required: Int.random(in: 0...6, using: &rng),
                optional: Int.random(in: 1...14, using: &rng), box: false,
                priorities: priorities, rng: &rng)
            var errors: [[Double]] = []
            for mode in SolverMode.allCases {
                let solver = try system.solve(mode: mode)
                let values = system.values(solver)
                #expect(system.requiredHold(values), "seed \(seed) \(mode)")
                errors.append(errorVector(system.constraints, values, levels: system.levels))
            }
            #expect(errors.allSatisfy { sameErrors($0, errors[0]) }, "seed \(seed): \(errors)")
        }
    }

    /// Same input, same output: bit-identical values and tableau, also with many levels.
    @Test func manyLevelsAreDeterministic() throws {
        var rng = SplitMix64(seed: 9000)
        let row = ViewRow(views: 80, rng: &rng)
        let (first, _) = try row.makeSolver(container: row.naturalWidth * 0.95)
        let (second, _) = try row.makeSolver(container: row.naturalWidth * 0.95)
        #expect(row.solvedWidths(first) == row.solvedWidths(second))
        #expect(first.debugDescription == second.debugDescription)
    }
}
