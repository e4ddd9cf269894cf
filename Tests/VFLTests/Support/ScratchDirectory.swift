import Foundation

/// Where tests write their files: one folder per test process under the system's temporary
/// directory, removed when the process exits, so `swift test` leaves nothing behind. A folder a
/// process left when it died (a crash, a kill) is removed by the next run.
enum ScratchDirectory {
    /// The process's folder, made on first use.
    static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeAbandoned(in: temporary)
        let root = temporary.appendingPathComponent(prefix + String(getpid()))
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchDirectory.root) }
        return root
    }()

    static let prefix = "vflc-tests-"

    /// A path in the process's folder, `name` and a unique suffix, where nothing is yet.
    static func url(_ name: String) -> URL {
        root.appendingPathComponent(name + "-" + UUID().uuidString)
    }

    /// Removes the folders in `temporary` of test processes that no longer run.
    static func removeAbandoned(in temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
