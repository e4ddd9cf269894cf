#if canImport(Glibc)
    import Glibc
#endif

/// The process's peak resident set size.
///
/// On Linux this is `VmHWM` from `/proc/self/status`: the high-water mark of this program's own
/// address space. `getrusage`'s `ru_maxrss` is not used there because Linux carries it across
/// `fork` and `exec`, so a benchmark started by a large parent (the Python runner) would report
/// the parent's size. Elsewhere, `ru_maxrss`.
enum PeakMemory {
    /// Megabytes (10^6 bytes).
    static func megabytes() -> Double {
        if let kilobytes = highWaterMarkKilobytes() {
            return kilobytes * 1024 / 1e6
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #if os(Linux)
            return Double(usage.ru_maxrss) * 1024 / 1e6 // kilobytes
        #else
            return Double(usage.ru_maxrss) / 1e6 // bytes
        #endif
    }

    /// `VmHWM` in kB, read with the C library (reading it must not itself grow the process).
    private static func highWaterMarkKilobytes() -> Double? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if line.hasPrefix("VmHWM:") {
                return Double(line.dropFirst("VmHWM:".count).filter { $0 >= "0" && $0 <= "9" })
            }
        }
        return nil
    }
}
