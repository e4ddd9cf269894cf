import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Every example's ASCII diagram and SVG picture are golden files beside it
/// (`NAME.txt`, `NAME.svg`), compared by `assertGolden` (re-record with `VFLC_RECORD=1 swift test`)
/// and then with the tool's own `--check`, so these tests also exercise `--check` as users run it
/// in CI; `--update` is tested on a temporary golden.
@Suite struct ExampleRenderGoldenTests {
    /// An SVG draws one layout: an example whose own arguments sweep (`--width 320,375,414`)
    /// has an ASCII golden only (the ASCII output draws every entry).
    static let cases: [(URL, String, String)] = ExampleGoldenTests.examples.flatMap { example in
        TestSupport.sweeps(example)
            ? [(example, "ascii", "txt")] : [(example, "ascii", "txt"), (example, "svg", "svg")]
    }

    @Test(arguments: cases)
    func renderMatchesGolden(_ example: URL, format: String, fileExtension: String) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let golden = example.deletingPathExtension().appendingPathExtension(fileExtension)
        let arguments = [example.path] + TestSupport.headerArguments(of: source) + ["--format", format]
        let outcome = Driver.run(arguments: arguments)
        #expect(outcome.status == 0, "\(example.lastPathComponent): \(outcome.standardError)")
        let goldenHoldsOutput = assertGolden(outcome.standardOutput, matches: golden.path)
        // `--check` as users run it in CI agrees: it passes, adding nothing to standard error,
        // exactly when the golden file holds the output (after a re-record too).
        let check = Driver.run(arguments: arguments + ["--check", golden.path])
        #expect((check.status == 0) == goldenHoldsOutput, "\(golden.lastPathComponent):\n\(check.standardError)")
        #expect(check.standardOutput.isEmpty)
        if goldenHoldsOutput { #expect(check.standardError == outcome.standardError) }
    }

    @Test func checkReportsADifferenceWithAUnifiedDiff() throws {
        let example = TestSupport.examplesDirectory.appendingPathComponent("findbar.vfl")
        let golden = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-check-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: golden) }
        try "{\"width\":1}\n".write(to: golden, atomically: true, encoding: .utf8)
        let outcome = Driver.run(arguments: [example.path, "--width", "375", "--check", golden.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("--- \(golden.path)"))
        #expect(outcome.standardError.contains("+++ vflc output"))
        #expect(outcome.standardError.contains("@@ -1 +1,4 @@"))

        let update = Driver.run(arguments: [example.path, "--width", "375", "--check", golden.path, "--update"])
        #expect(update.status == 0)
        #expect(update.standardError == "updated \(golden.path)\n")
        let again = Driver.run(arguments: [example.path, "--width", "375", "--check", golden.path])
        #expect(again.status == 0)
    }

    @Test func checkDirComparesEachInput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-golden-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputs = ["superview.vfl", "flush.vfl"].map {
            TestSupport.examplesDirectory.appendingPathComponent($0).path
        }
        let record = Driver.run(
            arguments: inputs + ["--width", "320", "--height", "100", "--check-dir", directory.path, "--update"])
        #expect(record.status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("flush.json").path))
        let check = Driver.run(
            arguments: inputs + ["--width", "320", "--height", "100", "--check-dir", directory.path])
        #expect(check.status == 0)
        let other = Driver.run(
            arguments: inputs + ["--width", "321", "--height", "100", "--check-dir", directory.path])
        #expect(other.status == 1)
    }
}
