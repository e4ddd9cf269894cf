#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Helper threads started before their work is known, to run it with the calling thread once it
/// is (`ParallelFiles.map`). `vflc lint` starts them before it walks the directories it is given:
/// a new thread can take a millisecond or more to first run on an idle core (measured on a
/// two-core virtual machine, where it was a sixth of linting a thousand files), and the walk
/// hides that wait. Until the work arrives a thread polls for it, keeping its core awake, for at
/// most `pollLimit`, then sleeps until `run` wakes it.
///
/// Threads are plain POSIX threads: Dispatch or Foundation would add to every run's start-up.
final class StandbyThreads: @unchecked Sendable {
    /// How long a thread polls before it sleeps: longer than walking a large tree usually takes.
    static let pollLimit = 20_000_000 // nanoseconds

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let arrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var work: (@Sendable () -> Void)?
    private var threads: [pthread_t] = []

    /// Starts `count` threads (none when `count` is below 1). A thread that cannot start is left
    /// out: the others, and the calling thread, do its share.
    init(count: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(arrived, nil)
        for _ in 0..<max(0, count) {
            if let thread = startThread({ [self] in standBy() }) { threads.append(thread) }
        }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        pthread_cond_destroy(arrived)
        mutex.deallocate()
        arrived.deallocate()
    }

    /// Runs `body` on every thread and on the calling thread, and returns when all are done.
    /// Call it once.
    func run(_ body: @escaping @Sendable () -> Void) {
        pthread_mutex_lock(mutex)
        work = body
        pthread_cond_broadcast(arrived)
        pthread_mutex_unlock(mutex)
        body()
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }

    /// A thread's life: wait for the work (polling, then sleeping), run it, end.
    private func standBy() {
        let start = Self.now()
        pthread_mutex_lock(mutex)
        while work == nil && Self.now() - start < Self.pollLimit {
            pthread_mutex_unlock(mutex)
            sched_yield()
            pthread_mutex_lock(mutex)
        }
        while work == nil { pthread_cond_wait(arrived, mutex) }
        let body = work
        pthread_mutex_unlock(mutex)
        body?()
    }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
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
