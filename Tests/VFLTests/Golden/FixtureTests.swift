import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Whole runs of the tool over `Fixtures/*.vfl`: each fixture's first line gives the arguments
/// (`# vflc: --width 375`), and `NAME.expected` holds the exit status, standard output and
/// standard error (file paths shown relative to Fixtures/), compared by `assertGolden`.
/// Re-record with `VFLC_RECORD=1 swift test`.
@Suite struct FixtureTests {
    static let fixtures = TestSupport.files(in: TestSupport.fixturesDirectory, withExtension: "vfl")

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test(arguments: fixtures)
    func fixtureRunsAsExpected(_ fixture: URL) throws {
        let source = try String(contentsOf: fixture, encoding: .utf8)
        let arguments = [fixture.path] + TestSupport.headerArguments(of: source)
        let outcome = Driver.run(arguments: arguments)
        // Inputs below the current directory are named relative to it (docs/cli.md).
        let prefix = TestSupport.fixturesDirectory.path + "/"
        let relativePrefix = DisplayPath.name(for: prefix) + "/"
        let actual =
            ("exit: \(outcome.status)\n--- stdout\n\(outcome.standardOutput)--- stderr\n" + outcome.standardError)
            .replacingOccurrences(of: prefix, with: "").replacingOccurrences(of: relativePrefix, with: "")
        let expected = fixture.deletingPathExtension().appendingPathExtension("expected")
        assertGolden(actual, matches: expected.path)
        if outcome.status != 0 { #expect(outcome.standardOutput.isEmpty, "\(fixture.lastPathComponent)") }
    }
}
