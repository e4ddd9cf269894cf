#if canImport(Glibc)
    import Glibc
#endif

/// Wall-clock time from `CLOCK_MONOTONIC`, which never jumps with the system clock.
enum MonotonicClock {
    /// Seconds since an arbitrary fixed point.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Runs `body` and returns its result with the seconds it took.
    static func measure<T>(_ body: () -> T) -> (result: T, seconds: Double) {
        let start = now()
        let result = body()
        return (result, now() - start)
    }
}
