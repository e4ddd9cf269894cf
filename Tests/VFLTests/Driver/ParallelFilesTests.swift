import Testing

@testable import VFLDriver

/// `ParallelFiles.map`: every index runs once, on however many threads, and the results come back
/// in index order.
@Suite struct ParallelFilesTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsComeBackInIndexOrder(workers: Int) {
        let results = ParallelFiles.map(500, workers: workers) { index in
            // Uneven work, so threads finish out of order.
            var sum = 0
            for step in 0..<(index % 7) * 500 { sum += step }
            return sum >= 0 ? index : -1
        }
        #expect(results == Array(0..<500))
    }

    @Test func noWorkIsNoResults() {
        #expect(ParallelFiles.map(0, workers: 4) { $0 }.isEmpty)
    }
}
