import Foundation
import Testing

/// The golden-file helper itself, on golden files in a temporary folder: `GoldenFile.failure`
/// with recording on and off (whatever `VFLC_RECORD` is in this run), and `assertGolden`
/// recording its issue.
@Suite struct GoldenFileTests {
    /// A fresh folder, removed by `body`'s end.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func aMatchPasses() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.json")
            try "a\nb\n".write(to: golden, atomically: true, encoding: .utf8)
            #expect(GoldenFile.failure("a\nb\n", matches: golden.path, recording: false) == nil)
        }
    }

    @Test func aMismatchFailsWithAUnifiedDiffFromTheGoldenToTheOutput() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.json")
            try "a\nb\nc\n".write(to: golden, atomically: true, encoding: .utf8)
            let message = try #require(GoldenFile.failure("a\nB\nc\n", matches: golden.path, recording: false))
            #expect(
                message == """
                    \(golden.path) differs from the actual output (if the change is intended, re-record with \
                    'VFLC_RECORD=1 swift test'):
                    --- \(golden.path)
                    +++ actual output
                    @@ -1,3 +1,3 @@
                     a
                    -b
                    +B
                     c

                    """)
            #expect(try contents(golden) == "a\nb\nc\n", "a comparison leaves the golden file alone")
        }
    }

    @Test func aMissingNewlineAtTheEndIsADifference() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.txt")
            try "a\n".write(to: golden, atomically: true, encoding: .utf8)
            let message = try #require(GoldenFile.failure("a", matches: golden.path, recording: false))
            #expect(message.hasSuffix("-a\n+a\n\\ No newline at end of file\n"))
        }
    }

    @Test func aMissingGoldenFailsSayingHowToRecordIt() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("new.expected")
            let message = try #require(GoldenFile.failure("x\n", matches: golden.path, recording: false))
            #expect(message.contains(golden.path))
            #expect(message.contains("record it with 'VFLC_RECORD=1 swift test'"))
            #expect(!FileManager.default.fileExists(atPath: golden.path))
        }
    }

    @Test func recordingRewritesTheGoldenAndFailsThenTheNextRunPasses() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.json")
            try "old\n".write(to: golden, atomically: true, encoding: .utf8)
            let message = try #require(GoldenFile.failure("new\n", matches: golden.path, recording: true))
            #expect(message.hasPrefix("re-recorded \(golden.path) (VFLC_RECORD=1); this run fails"))
            #expect(message.hasSuffix("it changed:\n--- \(golden.path)\n+++ actual output\n@@ -1 +1 @@\n-old\n+new\n"))
            #expect(try contents(golden) == "new\n")
            #expect(GoldenFile.failure("new\n", matches: golden.path, recording: false) == nil)
        }
    }

    @Test func recordingAnUnchangedGoldenStillFails() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.svg")
            try "same\n".write(to: golden, atomically: true, encoding: .utf8)
            let message = try #require(GoldenFile.failure("same\n", matches: golden.path, recording: true))
            #expect(message.hasPrefix("re-recorded \(golden.path)"))
            #expect(message.hasSuffix("it is unchanged"))
            #expect(try contents(golden) == "same\n")
        }
    }

    @Test func recordingCreatesAMissingGoldenAndFails() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("new.expected")
            let message = try #require(GoldenFile.failure("x\n", matches: golden.path, recording: true))
            #expect(message.hasPrefix("re-recorded \(golden.path)"))
            #expect(message.hasSuffix("created it"))
            #expect(try contents(golden) == "x\n")
            #expect(GoldenFile.failure("x\n", matches: golden.path, recording: false) == nil)
        }
    }

    @Test func recordingIntoAMissingFolderFails() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("no/such/a.json")
            let message = try #require(GoldenFile.failure("x\n", matches: golden.path, recording: true))
            #expect(message.hasPrefix("cannot record the golden file \(golden.path)"))
        }
    }

    /// `assertGolden` records the failure as an issue at the caller, with the diff; in a run
    /// with `VFLC_RECORD=1` the issue is the re-record's instead (the file is a temporary one).
    @Test func assertGoldenRecordsAnIssueWithTheDiff() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.json")
            try "expected\n".write(to: golden, atomically: true, encoding: .utf8)
            var holds = true
            withKnownIssue {
                holds = assertGolden("actual\n", matches: golden.path)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("-expected\n+actual\n") && issue.sourceLocation?.fileID == #fileID
            }
            #expect(holds == GoldenFile.isRecording)
        }
    }

    @Test func assertGoldenPassesOnAMatch() throws {
        try withFolder { folder in
            let golden = folder.appendingPathComponent("a.json")
            try "same\n".write(to: golden, atomically: true, encoding: .utf8)
            if GoldenFile.isRecording {
                withKnownIssue { #expect(assertGolden("same\n", matches: golden.path)) }
            } else {
                #expect(assertGolden("same\n", matches: golden.path))
            }
        }
    }
}
