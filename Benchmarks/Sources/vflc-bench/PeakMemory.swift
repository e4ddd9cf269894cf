#if canImport(Glibc)
import Glibc
#endif

/// The process's peak resident set size, from `getrusage`.
enum PeakMemory {
    /// Megabytes (10^6 bytes). Linux reports `ru_maxrss` in kilobytes.
    static func megabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) * 1024 / 1e6
    }
}
