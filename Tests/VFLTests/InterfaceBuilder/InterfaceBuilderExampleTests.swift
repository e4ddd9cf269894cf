import Foundation
import Testing

@testable import VFLDriver

/// The Interface Builder examples (`Examples/ib/*.storyboard`, `*.xib`) run as users run them —
/// `vflc Examples/ib/Settings.storyboard`, at the document's own device — and print exactly their
/// golden JSON and ASCII (`NAME.storyboard.json`, `.txt` beside them, named as `--check-dir` names
/// them) and one SVG per scene (`NAME.storyboard.SCENE.svg`, with `--scene SCENE`: an SVG draws one
/// scene); re-record with `VFLC_RECORD=1 swift test`. `--check-dir` accepts the JSON goldens, and
/// every view's frame is the one stored in the document (worked out by hand in its comment),
/// within half a point.
@Suite struct InterfaceBuilderExampleTests {
    static let directory = TestSupport.examplesDirectory.appendingPathComponent("ib")

    static let examples: [URL] =
        TestSupport.files(in: directory, withExtension: "storyboard")
        + TestSupport.files(in: directory, withExtension: "xib")

    /// Each example with a format, the extra arguments and its golden file.
    static let cases: [(URL, [String], String)] = examples.flatMap { example in
        let scenes =
            (try? String(contentsOf: example, encoding: .utf8)).flatMap { try? FixtureXML($0) }
            .map { StoredScenes($0).scenes.keys.sorted() } ?? []
        let golden = example.path
        return [(example, ["--format", "json"], golden + ".json"), (example, ["--format", "ascii"], golden + ".txt")]
            + scenes.map { (example, ["--format", "svg", "--scene", $0], golden + ".\($0).svg") }
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.map(\.lastPathComponent).sorted() == ["ProfileCell.xib", "Settings.storyboard"])
        #expect(Self.cases.count == 2 * 2 + 4)
    }

    @Test(arguments: cases)
    func exampleMatchesGolden(_ example: URL, arguments: [String], golden: String) {
        let outcome = Driver.run(arguments: [example.path] + arguments)
        #expect(outcome.status == 0, "\(example.lastPathComponent) \(arguments): \(outcome.standardError)")
        assertGolden(outcome.standardOutput, matches: golden)
    }

    /// `vflc Examples/ib/* --check-dir Examples/ib`, as a CI step would check the JSON goldens.
    @Test func checkDirAcceptsTheGoldens() {
        let outcome = Driver.run(arguments: Self.examples.map(\.path) + ["--check-dir", Self.directory.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    /// The profile in landscape (`--device iphone15 --landscape`: 852 x 393, wC hC, safe area left
    /// and right 59, top 0) takes the avatar's compact-height constant, 8:
    /// - avatar: x = (852 - 75) / 2 = 388.5, which is 1165.5 pixels at 3x and rounds to 1166:
    ///   388.667; y = 0 + 8 = 8.
    /// - form: x = 59 + 16 = 75 (the root's margin on the safe area), width = 852 - 75 - 75 = 702,
    ///   y = 8 + 75 + 24 = 107.
    @Test func profileInLandscapeTakesItsCompactHeightVariation() throws {
        let settings = Self.directory.appendingPathComponent("Settings.storyboard").path
        let outcome = Driver.run(arguments: [
            settings, "--scene", "Profile", "--device", "iphone15", "--landscape", "--format", "json",
        ])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let scene = try #require(try LaidOutScenes(outcome.standardOutput).scenes.first)
        #expect(scene.width == 852 && scene.height == 393)
        let avatar = try #require(scene.views["Prf-Av-9xT"])
        #expect(avatar.frame.isClose(to: .init(x: 1166.0 / 3, y: 8, width: 75, height: 75), tolerance: 0.001))
        let form = try #require(scene.views["Prf-Fm-6uV"])
        #expect(form.frame.isClose(to: .init(x: 75, y: 107, width: 702, height: 398.0 / 3), tolerance: 0.001))
    }

    @Test(arguments: examples)
    func storedCheckFindsNothingMisplaced(_ example: URL) {
        let outcome = Driver.run(arguments: [example.path, "--stored", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("misplaced"), "\(outcome.standardError)")
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
