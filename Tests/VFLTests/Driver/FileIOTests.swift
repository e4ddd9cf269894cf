import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Serialized: two of these tests stand a pipe in for the process's standard input (`dup2` on
/// descriptor 0), which run side by side would read each other's pipe.
@Suite(.serialized) struct FileIOTests {
    /// A fresh empty directory for one test.
    private func temporaryDirectory() throws -> String {
        let path = ScratchDirectory.url("fileio").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func readsAFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/a.vfl"
        let bytes = Array("H:|-[a]-|\nV:|[a]|".utf8) + [0xE2, 0x80, 0x94]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(FileIO.read(path: path) == .success(bytes))
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(FileIO.read(path: path) == .success([]))
    }

    @Test func readsALargeFileInFull() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/big.vfl"
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(FileIO.read(path: path) == .success(bytes))
    }

    /// `FileIO.read(path: "-")` with a pipe standing in for standard input for the duration of
    /// the read; `feed` writes the pipe's other end on a thread of its own, then closes it.
    private func readStandardInput(fedBy feed: @escaping @Sendable (Int32) -> Void) -> Result<[UInt8], FileError> {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        // Close-on-exec: a process another test starts meanwhile must not hold the write end open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let writer = Thread { [writeEnd = ends[1]] in
            feed(writeEnd)
            close(writeEnd)
        }
        writer.start()
        let saved = dup(STDIN_FILENO)
        dup2(ends[0], STDIN_FILENO)
        let result = FileIO.read(path: "-")
        dup2(saved, STDIN_FILENO)
        close(saved)
        close(ends[0])
        return result
    }

    @Test func dashReadsStandardInput() throws {
        let bytes = Array("V:|-[a]-|\n".utf8)
        let result = readStandardInput { end in _ = write(end, bytes, bytes.count) }
        #expect(result == .success(bytes))
    }

    /// Standard input of unknown size, longer than the first 64 KiB read, arriving in pieces.
    @Test func dashReadsALongPipeInFull() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let result = readStandardInput { end in
            var offset = 0
            while offset < bytes.count {
                let piece = min(10_000, bytes.count - offset)
                let written = bytes[offset..<(offset + piece)].withUnsafeBytes { write(end, $0.baseAddress, piece) }
                if written <= 0 { break }
                offset += written
            }
        }
        #expect(result == .success(bytes))
    }

    /// Files around the sizes where the first read's buffer ends read in full.
    @Test func readsFilesOfEverySizeNearTheBufferEnd() throws {
        let directory = try temporaryDirectory()
        for size in [1, 4095, 4096, 65535, 65536, 65537] {
            let path = directory + "/f\(size).vfl"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ size) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(FileIO.read(path: path) == .success(bytes), "size \(size)")
        }
    }

    @Test func readErrorsNameTheFileAndTheReason() throws {
        let directory = try temporaryDirectory()
        let missing = FileIO.read(path: directory + "/nope.vfl")
        #expect(missing.failureMessage == "cannot read '\(directory)/nope.vfl': No such file or directory")
        #expect(FileIO.read(path: directory).failureMessage == "cannot read '\(directory)': Is a directory")
    }

    @Test func writesANewFileAndReplacesAnOldOne() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/out.json"
        #expect(FileIO.writeAtomically(Array("first\n".utf8), to: path).isSuccess)
        #expect(try contents(path) == Array("first\n".utf8))
        #expect(FileIO.writeAtomically(Array("second".utf8), to: path).isSuccess)
        #expect(try contents(path) == Array("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])
    }

    @Test func writesTextFromItsOwnStorage() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/out.json"
        let text = String(repeating: "{\"view\":\"é\"}\n", count: 10_000)
        #expect(FileIO.writeAtomically(text, to: path).isSuccess)
        #expect(try contents(path) == Array(text.utf8))
        #expect(FileIO.writeAtomically("", to: path).isSuccess)
        #expect(try contents(path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])
    }

    @Test func writesEmptyContents() throws {
        let directory = try temporaryDirectory()
        #expect(FileIO.writeAtomically([], to: directory + "/empty.txt").isSuccess)
        #expect(try contents(directory + "/empty.txt") == [])
    }

    @Test func keepsPermissionsAndFollowsSymbolicLinks() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/real.json"
        let link = directory + "/link.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        #expect(FileIO.writeAtomically(Array("new".utf8), to: link).isSuccess)
        #expect(try contents(target) == Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
        let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func writingOverADirectoryFailsAndLeavesItAlone() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/golden"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target + "/inside"))
        let result = FileIO.writeAtomically(Array("x".utf8), to: target)
        #expect(result.failureMessage == "cannot write '\(target)': Is a directory")
        #expect(try contents(target + "/inside") == Array("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["golden"])
    }

    @Test func writingIntoAMissingDirectoryFails() throws {
        let directory = try temporaryDirectory()
        let result = FileIO.writeAtomically(Array("x".utf8), to: directory + "/no/such/out.json")
        #expect(result.failureMessage == "cannot write '\(directory)/no/such/out.json': No such file or directory")
    }

    /// Root ignores directory permissions, so this only means something for other users: run as
    /// root it is reported as skipped, not passed.
    @Test(.enabled(if: getuid() != 0, "root ignores directory permissions"))
    func unwritableDirectoryKeepsTheOldFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/out.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory) }
        #expect(
            FileIO.writeAtomically(Array("new".utf8), to: path).failureMessage
                == "cannot write '\(path)': Permission denied")
        #expect(try contents(path) == Array("old".utf8))
    }

    @Test func aWriteFailingHalfwayKeepsTheOldFileAndRemovesTheTemporaryOne() throws {
        // A file size limit makes write() fail with EFBIG after a short write, whoever runs the
        // test (root included). Only the soft limit is lowered, so it can be restored.
        let directory = try temporaryDirectory()
        let path = directory + "/out.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        signal(SIGXFSZ, SIG_IGN)
        var saved = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        var limited = saved
        limited.rlim_cur = 64 * 1024
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited)
        let result = FileIO.writeAtomically([UInt8](repeating: 65, count: 256 * 1024), to: path)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        #expect(result.failureMessage == "cannot write '\(path)': File too large")
        #expect(try contents(path) == Array("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])
    }
}

/// Shorthands for the expectations above.
extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }

    fileprivate var failureMessage: String? {
        if case .failure(let error) = self { return (error as? FileError)?.message }
        return nil
    }
}
