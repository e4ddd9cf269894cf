import Testing

@testable import VFLDriver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Threads started ahead of the work (as `vflc lint` starts them before its walk) run it like
    /// threads started with it, whether the work comes before or after they stop polling.
    @Test(arguments: [0, 1, 3])
    func standbyThreadsRunTheWorkWhenItComes(threads: Int) {
        let standby = StandbyThreads(count: threads)
        let results = ParallelFiles.map(200, workers: threads + 1, standby: standby) { $0 * 2 }
        #expect(results == (0..<200).map { $0 * 2 })
    }

    @Test func standbyThreadsThatSleptStillWake() {
        let standby = StandbyThreads(count: 2)
        usleep(UInt32(StandbyThreads.pollLimit / 1000 + 10_000)) // past the polling: they sleep
        #expect(ParallelFiles.map(50, workers: 3, standby: standby) { $0 } == Array(0..<50))
    }

    /// With less work than threads (one file), the standby threads end without any.
    @Test func standbyThreadsEndWhenThereIsTooLittleWork() {
        let standby = StandbyThreads(count: 3)
        #expect(ParallelFiles.map(1, workers: 4, standby: standby) { $0 + 7 } == [7])
    }
}
