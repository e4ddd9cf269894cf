import Foundation

/// Runs the built `vflc` executable as a separate process: what a user's script sees, with the
/// process's own hashing seed (Swift seeds `Hasher` per process, so repeating a run in-process
/// cannot show output that depends on hash order).
enum VFLCProcess {
    struct Output: Equatable {
        var status: Int32
        /// Killed by a signal (a trap, a crash) rather than exiting.
        var crashed: Bool
        /// Terminated by `run` after its time limit.
        var timedOut: Bool
        var standardOutput: Data
        var standardError: Data
    }

    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the vflc executable was not found (build it with 'swift build', or set VFLC_EXECUTABLE); searched: "
                + searched.joined(separator: ", ")
        }
    }

    /// The executable: `VFLC_EXECUTABLE` when set, else `vflc` in the build products folder that
    /// holds the test bundle (`.build/<triple>/debug/`), else `.build/debug/vflc` in the package.
    static func locate() throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["VFLC_EXECUTABLE"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        } else {
            var folders: [URL] = []
            if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
            folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
            folders.append(Bundle.main.bundleURL)
            for bundle in Bundle.allBundles { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
            if let first = CommandLine.arguments.first, first.contains("/") {
                folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
            }
            // `…/debug/vflcPackageTests.xctest/Contents/MacOS/vflcPackageTests` on macOS.
            folders += folders.compactMap { folder in
                var url = folder
                while url.path != "/", !url.lastPathComponent.hasSuffix(".xctest") { url.deleteLastPathComponent() }
                return url.path == "/" ? nil : url.deletingLastPathComponent()
            }
            folders.append(TestSupport.packageRoot.appendingPathComponent(".build/debug"))
            candidates = folders.map { $0.appendingPathComponent("vflc") }
        }
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate.standardizedFileURL
            }
        }
        throw NotFound(searched: candidates.map(\.path))
    }

    /// Runs `executable arguments` with standard input from `standardInput` (or /dev/null),
    /// standard output and error collected through files (no pipe can fill up and block), and the
    /// environment without `SWIFT_DETERMINISTIC_HASHING`, so each run hashes with its own seed.
    /// With `memoryLimitKB`, runs under `ulimit -v`; after `timeout` seconds the process is
    /// terminated and the output says so.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, standardInput: URL? = nil,
        memoryLimitKB: Int? = nil, timeout: Double = 300
    ) throws -> Output {
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent("out-\(id)")
        let errURL = directory.appendingPathComponent("err-\(id)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try standardInput.map { try FileHandle(forReadingFrom: $0) }
        let process = Process()
        if let memoryLimitKB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memoryLimitKB) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        environment["NO_COLOR"] = nil
        process.environment = environment
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        try input?.close()
        return Output(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, standardOutput: try Data(contentsOf: outURL),
            standardError: try Data(contentsOf: errURL))
    }
}
