import Foundation
import Testing

/// The tests' own scratch folder: `swift test` once left a folder in the temporary directory for
/// every test that wrote files (about 2,000 a run).
@Suite struct ScratchDirectoryTests {
    @Test func pathsLieInTheProcessFolder() {
        let first = ScratchDirectory.url("x")
        #expect(first.deletingLastPathComponent().path == ScratchDirectory.root.path)
        #expect(ScratchDirectory.root.lastPathComponent == ScratchDirectory.prefix + String(getpid()))
        #expect(first != ScratchDirectory.url("x"))
        #expect(!FileManager.default.fileExists(atPath: first.path))
    }

    /// A folder of a process that no longer runs goes; the running process's own folder, and
    /// anything else, stay.
    @Test func removesOnlyFoldersOfEndedProcesses() throws {
        let parent = ScratchDirectory.url("abandoned")
        let ended = parent.appendingPathComponent(ScratchDirectory.prefix + "2147483646")
        let running = parent.appendingPathComponent(ScratchDirectory.prefix + String(getpid()))
        let other = parent.appendingPathComponent("vflc-other-1")
        for folder in [ended, running, other] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("inside"), withIntermediateDirectories: true)
        }
        ScratchDirectory.removeAbandoned(in: parent)
        #expect(!FileManager.default.fileExists(atPath: ended.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }
}
