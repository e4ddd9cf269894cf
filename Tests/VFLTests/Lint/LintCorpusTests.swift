import Foundation
import Testing

@testable import VFLDriver

/// `vflc lint --verbose` over each file of `Lint/Corpus/` (Swift, Objective-C, Objective-C++,
/// written as apps write them): `NAME.EXT.expected` holds the exit status, standard output and
/// standard error — every call found or skipped, and every planted mistake at its line and
/// column. A line `// vflc lint: ARGS` among the first two adds arguments. Re-record with `VFLC_RECORD=1`.
@Suite struct LintCorpusTests {
    static let directory = TestSupport.packageRoot.appendingPathComponent("Tests/VFLTests/Lint/Corpus")
    static let sources = ["swift", "m", "mm"].flatMap { TestSupport.files(in: directory, withExtension: $0) }

    @Test func thereIsACorpus() {
        #expect(Self.sources.count >= 6)
    }

    @Test(arguments: sources)
    func corpusFileLintsAsExpected(_ source: URL) throws {
        let text = try String(contentsOf: source, encoding: .utf8)
        var arguments = ["lint", "--verbose"]
        if let header = text.split(separator: "\n").prefix(2).first(where: { $0.hasPrefix("// vflc lint:") }) {
            arguments += header.dropFirst("// vflc lint:".count).split(separator: " ").map(String.init)
        }
        let outcome = Driver.run(arguments: arguments + [source.path])
        let actual =
            ("exit: \(outcome.status)\n--- stdout\n\(outcome.standardOutput)--- stderr\n" + outcome.standardError)
            .replacingOccurrences(of: Self.directory.path + "/", with: "")
        assertGolden(actual, matches: source.appendingPathExtension("expected").path)
    }

    /// The whole corpus as one directory argument: every file is found, exit 65 for the errors.
    @Test func directoryArgumentRecurses() {
        let outcome = Driver.run(arguments: [
            "lint", "--format-call", "addConstraintsWithFormat:_", Self.directory.path,
        ])
        #expect(outcome.status == 65)
        for source in Self.sources where !source.lastPathComponent.hasPrefix("Plain") {
            #expect(outcome.standardError.contains(source.lastPathComponent + ":"), "\(source.lastPathComponent)")
        }
        #expect(!outcome.standardError.contains("Plain.swift"))
    }
}
