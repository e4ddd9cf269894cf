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
/// checked is byte for byte what a serial run gives. A single file never starts a thread.
///
/// Threads are plain POSIX threads: Dispatch or Foundation would add to every run's start-up.
enum ParallelFiles {
    /// What compiling one file gave: its standard-error text, its status, and its output when it
    /// compiled.
    struct FileResult: Sendable {
        var standardError = ""
        var status = Driver.ExitStatus.success
        var output: String?
    }

    /// How many threads to use: `VFLC_JOBS` when it is a positive number, otherwise the number of
    /// cores online (at least 1).
    static var coreCount: Int {
        if let text = getenv("VFLC_JOBS").map({ String(cString: $0) }), let jobs = Int(text), jobs > 0 {
            return min(jobs, 256)
        }
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Runs `job(0) … job(count - 1)` on up to `workers` threads (the calling thread is one of
    /// them), taking indices in increasing order, and returns the results in index order.
    static func map<T: Sendable>(_ count: Int, workers: Int = coreCount, _ job: @escaping @Sendable (Int) -> T) -> [T] {
        let threadCount = min(workers, count)
        guard threadCount > 1 else { return (0..<count).map(job) }
        let queue = WorkQueue(count: count, job: job)
        var threads: [pthread_t] = []
        for _ in 1..<threadCount {
            if let thread = startThread({ queue.work() }) { threads.append(thread) }
        }
        queue.work()
        for thread in threads { pthread_join(thread, nil) }
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

/// What a thread runs, passed through `pthread_create`'s context pointer.
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// Starts a thread running `body`, with a stack as large as the main thread's usual one (the
/// parser and the renderers recurse on nested input); nil if it cannot start, and then the
/// other threads do its share.
private func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 8 << 20)
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, &attributes, threadEntry, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        return thread
    #else
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, threadEntry, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        return thread
    #endif
}

#if canImport(Darwin)
    private func threadEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#else
    private func threadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
#endif

extension DriverRun {
    /// Reads, compiles and renders one input, handing its standard-error text to `report` as it
    /// is rendered: the body of the driver's per-file loop, free of the run's own state, so that
    /// it can run on any thread. `output` is nil when the file failed.
    func compileFile(
        _ path: String, options: CommandLineOptions, environments: [LayoutEnvironment], isSweep: Bool,
        report: (String) -> Void
    ) -> (status: Int32, output: String?) {
        let bytes: [UInt8]
        switch FileIO.read(path: path) {
        case .success(let read): bytes = read
        case .failure(let error):
            report("error: \(error.message)\n")
            return (Driver.ExitStatus.noInput, nil)
        }
        let file = SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes)
        let result = Compiler.compile(file, environments: environments, scale: options.scale)
        var failed = result.hasErrors
        var diagnostics = result.diagnostics
        if options.strict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
                failed = true
            }
        }
        // Every diagnostic is printed (docs/diagnostics.md: all problems of a file in one run); each
        // costs time linear in its own text, so a huge file's report stays linear too.
        for diagnostic in diagnostics {
            report(render(diagnostic, in: file, format: options.diagnosticsFormat))
        }
        if failed { return (Driver.ExitStatus.dataError, nil) }
        return (Driver.ExitStatus.success, output(for: result, options: options, isSweep: isSweep))
    }

    /// `compileFile` for every input, on every core when there are several (and standard input is
    /// not among them: two `-` must read it in order); each file's standard error is kept whole
    /// and the results come back in input order.
    func compileFiles(options: CommandLineOptions, environments: [LayoutEnvironment], isSweep: Bool)
        -> [ParallelFiles.FileResult]
    {
        let inputs = options.inputs
        let colored = coloredDiagnostics
        let workers = inputs.contains("-") ? 1 : ParallelFiles.coreCount
        return ParallelFiles.map(inputs.count, workers: workers) { index in
            var result = ParallelFiles.FileResult()
            let outcome = DriverRun(coloredDiagnostics: colored).compileFile(
                inputs[index], options: options, environments: environments, isSweep: isSweep,
                report: { result.standardError += $0 })
            result.status = outcome.status
            result.output = outcome.output
            return result
        }
    }
}
