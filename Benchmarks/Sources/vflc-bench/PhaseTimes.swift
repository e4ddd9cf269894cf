/// Seconds spent in each phase of one run of the pipeline.
struct PhaseTimes {
    var parse = 0.0
    var lower = 0.0
    /// `Compiler.layout`: building the engines (adding every constraint to the solver, where the
    /// simplex work is), then suggesting each container size and reading the solution.
    var solve = 0.0
    /// Frames and rendering.
    var output = 0.0

    var total: Double { parse + lower + solve + output }

    /// The median of each phase over several runs (each phase on its own).
    static func median(of runs: [PhaseTimes]) -> PhaseTimes {
        func median(_ key: KeyPath<PhaseTimes, Double>) -> Double {
            let sorted = runs.map { $0[keyPath: key] }.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        return PhaseTimes(
            parse: median(\.parse), lower: median(\.lower), solve: median(\.solve), output: median(\.output))
    }
}
