import Foundation
import Testing

@testable import VFLDriver

/// The Interface Builder examples (`Examples/ib/*.storyboard`, `*.xib`) run as users run them —
/// `vflc Examples/ib/Settings.storyboard`, at the document's own device — and print exactly their
/// golden JSON, ASCII and SVG (`NAME.json`, `.txt`, `.svg` beside them; re-record with
/// `VFLC_RECORD=1 swift test`), which `--check-dir` also accepts; and every view's frame is the
/// one stored in the document (worked out by hand in its comment), within half a point.
@Suite struct InterfaceBuilderExampleTests {
    static let directory = TestSupport.examplesDirectory.appendingPathComponent("ib")

    static let examples: [URL] =
        TestSupport.files(in: directory, withExtension: "storyboard")
        + TestSupport.files(in: directory, withExtension: "xib")

    static let cases: [(URL, String, String)] = examples.flatMap { example in
        [(example, "json", "json"), (example, "ascii", "txt"), (example, "svg", "svg")]
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.map(\.lastPathComponent).sorted() == ["ProfileCell.xib", "Settings.storyboard"])
    }

    @Test(arguments: cases)
    func exampleMatchesGolden(_ example: URL, format: String, fileExtension: String) {
        let outcome = Driver.run(arguments: [example.path, "--format", format])
        #expect(outcome.status == 0, "\(example.lastPathComponent): \(outcome.standardError)")
        let golden = example.deletingPathExtension().appendingPathExtension(fileExtension)
        assertGolden(outcome.standardOutput, matches: golden.path)
    }

    /// `vflc Examples/ib/* --check-dir Examples/ib`, as a CI step would check the JSON goldens.
    @Test func checkDirAcceptsTheGoldens() {
        let outcome = Driver.run(arguments: Self.examples.map(\.path) + ["--check-dir", Self.directory.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test(arguments: examples)
    func framesEqualStoredFrames(_ example: URL) throws {
        let stored = StoredScenes(try FixtureXML(String(contentsOf: example, encoding: .utf8)))
        let outcome = Driver.run(arguments: [example.path, "--format", "json"])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let laidOut = try LaidOutScenes(outcome.standardOutput)
        #expect(Set(laidOut.scenes.compactMap(\.sceneID)) == Set(stored.scenes.keys))
        for scene in laidOut.scenes {
            guard let expected = scene.sceneID.flatMap({ stored.scenes[$0] }) else { continue }
            StoredFrameTests.expect(scene, equals: expected, in: example.lastPathComponent)
        }
    }
}
