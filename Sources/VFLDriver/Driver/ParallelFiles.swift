import VFL
import VFLSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Several input files compile on every core (docs/cli.md): each file is read, compiled, its
/// diagnostics rendered and its output made on a worker thread, and the driver then reports and
/// delivers the results in the order the files were given, so what is printed, written and
/// checked is byte for byte what a serial run gives. A single file never starts a thread. The
/// threads are `StandbyThreads`.
enum ParallelFiles {
    /// How many threads to use: `VFLC_JOBS` when it is a positive number, otherwise the number of
    /// cores online (at least 1).
    static var coreCount: Int {
        if let text = getenv("VFLC_JOBS").map({ String(cString: $0) }), let jobs = Int(text), jobs > 0 {
            return min(jobs, 256)
        }
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Runs `job(0) … job(count - 1)` on up to `workers` threads (the calling thread is one of
    /// them), taking indices in increasing order, and returns the results in index order. The
    /// helper threads are `standby`'s when given (started earlier, while the caller found the
    /// work), otherwise started here; either way they have ended when this returns.
    static func map<T: Sendable>(
        _ count: Int, workers: Int = coreCount, standby: StandbyThreads? = nil,
        _ job: @escaping @Sendable (Int) -> T
    ) -> [T] {
        let threadCount = min(workers, count)
        guard threadCount > 1 else {
            standby?.run {}
            return (0..<count).map(job)
        }
        let queue = WorkQueue(count: count, job: job)
        (standby ?? StandbyThreads(count: threadCount - 1)).run { queue.work() }
        return queue.takeResults()
    }
}

/// The shared state of one `ParallelFiles.map`: the next index to take, under a mutex, and one
/// result slot per index (each written by exactly one thread, read after every thread joined).
private final class WorkQueue<T: Sendable>: @unchecked Sendable {
    private let count: Int
    private let job: @Sendable (Int) -> T
    private let results: UnsafeMutablePointer<T?>
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var next = 0

    init(count: Int, job: @escaping @Sendable (Int) -> T) {
        self.count = count
        self.job = job
        results = .allocate(capacity: count)
        results.initialize(repeating: nil, count: count)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        results.deinitialize(count: count)
        results.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The next index to work on, or nil when all are taken.
    private func take() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Works until every index is taken.
    func work() {
        while let index = take() { results[index] = job(index) }
    }

    /// The results in index order; call after every thread has joined.
    func takeResults() -> [T] {
        (0..<count).map { results[$0]! }
    }
}

extension DriverRun {
    /// `compileInput` for every input, on every core (and serially when standard input is among
    /// them: two `-` must read it in order). Each file runs in a run of its own, with this run's
    /// colour and diagnostics format, so its standard error is kept whole and reported by the
    /// caller in input order.
    func compileInputs(commandLine: CommandLineOptions, labelsFiles: Bool) -> [InputOutcome] {
        let inputs = commandLine.inputs
        let (automatic, colored, format) = (automaticColor, coloredDiagnostics, diagnosticsFormat)
        let workers = inputs.contains("-") ? 1 : ParallelFiles.coreCount
        return ParallelFiles.map(inputs.count, workers: workers) { index in
            var worker = DriverRun(automaticColor: automatic)
            worker.coloredDiagnostics = colored
            worker.diagnosticsFormat = format
            var outcome = worker.compileInput(inputs[index], commandLine: commandLine, labelsFiles: labelsFiles)
            outcome.standardError = worker.standardError
            return outcome
        }
    }
}
