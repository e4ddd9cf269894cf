#if canImport(Glibc)
import Glibc
#endif
import Testing
import Cassowary

/// The chain benchmark from the solver brief, run only with `CASSOWARY_BENCHMARK=1` (timings are
/// printed, not asserted, so the suite never flakes on a busy machine):
///     CASSOWARY_BENCHMARK=1 swift test -c release --filter ChainBenchmark
@Suite struct ChainBenchmark {
    static let enabled: Bool = {
        guard let value = getenv("CASSOWARY_BENCHMARK") else { return false }
        return String(cString: value) == "1"
    }()

    /// x_0 == 8; w_i >= 20; w_i == w_0 (i > 0); x_{i+1} == x_i + w_i + 8; x_last + w_last + 8 == total.
    /// Returns whether the final constraint was satisfiable, and w_0.
    static func buildChain(views: Int, total: Double) -> (Bool, Double) {
        let solver = Solver()
        let x = (0..<views).map { _ in solver.makeVariable() }
        let w = (0..<views).map { _ in solver.makeVariable() }
        do {
            try solver.addConstraint(LinearExpression([Term(x[0])], constant: -8), .equal)
            for i in 0..<views {
                try solver.addConstraint(LinearExpression([Term(w[i])], constant: -20), .greaterThanOrEqual)
                if i > 0 { try solver.addConstraint(LinearExpression([Term(w[i]), Term(w[0], -1)]), .equal) }
                if i + 1 < views {
                    try solver.addConstraint(LinearExpression([Term(x[i + 1]), Term(x[i], -1), Term(w[i], -1)],
                                                              constant: -8), .equal)
                }
            }
        } catch {
            Issue.record("chain setup failed: \(error)")
        }
        do {
            try solver.addConstraint(LinearExpression([Term(x[views - 1]), Term(w[views - 1])],
                                                      constant: 8 - total), .equal)
            return (true, solver.value(of: w[0]))
        } catch {
            return (false, solver.value(of: w[0]))
        }
    }

    @Test(.enabled(if: ChainBenchmark.enabled)) func chainScaling() {
        var sizes = [1_000, 10_000]
        if let custom = getenv("CASSOWARY_BENCHMARK_VIEWS"), let views = Int(String(cString: custom)) {
            sizes = [views]
        }
        for views in sizes {
            for (label, total) in [("375*30", 375.0 * 30), ("feasible", 8 + Double(views) * 40)] {
                let clock = ContinuousClock()
                var result = (false, 0.0)
                let elapsed = clock.measure { result = ChainBenchmark.buildChain(views: views, total: total) }
                print("chain views=\(views) total=\(label): \(elapsed) satisfiable=\(result.0) w0=\(result.1)")
                #expect(result.0 == (label == "feasible"))
            }
        }
    }
}
