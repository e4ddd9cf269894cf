import Foundation
import Testing

@testable import VFLDriver

/// Golden files: expected output kept on disk beside the tests (`Examples/NAME.json`, `.txt`,
/// `.svg`; `Tests/VFLTests/Fixtures/NAME.expected`), compared by `assertGolden` alone.
///
/// A mismatch fails with a unified diff from the golden file to the actual text. With
/// `VFLC_RECORD=1` in the environment, each golden is rewritten with the actual text and the
/// test still fails, saying so, so that a re-record is never a silent pass: read the diff
/// (`git diff`), then run the tests again without `VFLC_RECORD` to see them pass.
enum GoldenFile {
    /// The environment variable that turns on recording, and the command that records.
    static let recordVariable = "VFLC_RECORD"
    static let recordCommand = "\(recordVariable)=1 swift test"

    /// Whether `VFLC_RECORD=1` is set: goldens are rewritten, and each such test fails.
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// Compares `actual` with the golden file at `path`, rewriting the file first when
    /// `recording`; returns why the test fails, or `nil` when it passes (only when not
    /// recording and the file holds exactly `actual`).
    static func failure(_ actual: String, matches path: String, recording: Bool) -> String? {
        let expected: String?
        if FileManager.default.fileExists(atPath: path) {
            do {
                expected = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                return "cannot read the golden file \(path): \(error)"
            }
        } else {
            expected = nil
        }
        let diff = expected.flatMap { UnifiedDiff.diff(old: $0, new: actual, oldName: path, newName: "actual output") }
        guard recording else {
            guard expected != nil else {
                return "no golden file \(path); record it with '\(recordCommand)', then run the tests again"
            }
            guard let diff else { return nil }
            return "\(path) differs from the actual output (if the change is intended, re-record with "
                + "'\(recordCommand)'):\n\(diff)"
        }
        do {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            return "cannot record the golden file \(path): \(error)"
        }
        let change: String
        if expected == nil {
            change = "created it"
        } else if let diff {
            change = "it changed:\n\(diff)"
        } else {
            change = "it is unchanged"
        }
        return "re-recorded \(path) (\(recordVariable)=1); this run fails, run the tests again without "
            + "\(recordVariable) to check the recording; \(change)"
    }
}

/// Expects the golden file at `path` to hold exactly `actual`, and records an issue with the
/// unified diff (golden → actual) when it does not. With `VFLC_RECORD=1`, rewrites the file
/// with `actual` and records an issue saying so, so the run fails and the next one checks it.
///
/// - Returns: whether the file now holds `actual` (it matched, or it was recorded).
@discardableResult
func assertGolden(_ actual: String, matches path: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let message = GoldenFile.failure(actual, matches: path, recording: GoldenFile.isRecording) else {
        return true
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return (try? String(contentsOfFile: path, encoding: .utf8)) == actual
}
