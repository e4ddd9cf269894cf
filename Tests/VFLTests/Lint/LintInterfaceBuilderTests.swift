import Foundation
import Testing

@testable import VFLDriver
@testable import VFLInterfaceBuilder

/// `vflc lint` on storyboards and xibs: each scene laid out at the document's device and on each of
/// `--devices`, its unsatisfiable (error), ambiguous (warning) and, with `--stored`, misplaced
/// (warning) layouts reported at the XML line:col, the summary counting scenes. The documents are
/// written here with `SceneBuilderTests.storyboard`; every expected place is found in their text.
@Suite struct LintInterfaceBuilderTests {
    /// A box at (20, 20, `width`…) placed by `constraints` in an iPhone 15 (`retina6_12`,
    /// 393 × 852) view controller.
    static func document(constraints: String, frame: (Double, Double, Double, Double) = (20, 20, 100, 50))
        -> String
    {
        SceneBuilderTests.storyboard(
            device: "retina6_12", width: 393, height: 852, subviews: SceneBuilderTests.view("box", frame: frame),
            constraints: constraints)
    }

    /// Box pinned to the root's top-left corner at 100 × 50, plus `extra`.
    static func pinned(_ extra: String = "") -> String {
        """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="left"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="height"/>
        \(extra)
        """
    }

    /// The width is both 100 and 200.
    static let unsatisfiable = document(
        constraints: pinned(
            """
            <constraint firstItem="box" firstAttribute="width" constant="100" id="narrow"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" id="wide"/>
            """))

    /// A width but no horizontal position.
    static let ambiguous = document(
        constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="height"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="width"/>
            """)

    /// 20 points from each side and at least 340 wide: 353 on the iPhone 15, too narrow on the
    /// iPhone SE (375 - 40 = 335).
    static let narrowConflict = document(
        constraints: pinned(
            """
            <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="right"/>
            <constraint firstItem="box" firstAttribute="width" relation="greaterThanOrEqual" constant="340" id="atLeast"/>
            """),
        frame: (20, 20, 353, 50))

    /// Fully placed at (20, 20, 100, 50), and laid out at (40, 20, …) by Xcode.
    static let misplaced = document(
        constraints: pinned(#"<constraint firstItem="box" firstAttribute="width" constant="100" id="width"/>"#),
        frame: (40, 20, 100, 50))

    /// The same, where Xcode stored it.
    static let clean = document(
        constraints: pinned(#"<constraint firstItem="box" firstAttribute="width" constant="100" id="width"/>"#))

    /// `path:line:column` of the first line of `text` that holds `attribute` (`id="wide"`), 1-based,
    /// at the first `token` of that line (the element's `<`).
    static func place(of attribute: String, in text: String, path: String, at token: String = "<") throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains(attribute) })
        let line = lines[index]
        let start = try #require(line.range(of: token)).lowerBound
        return "\(path):\(index + 1):\(line.distance(from: line.startIndex, to: start) + 1)"
    }

    static func lint(_ arguments: [String]) -> Driver.Outcome {
        Driver.run(arguments: ["lint", "--no-config"] + arguments)
    }

    @Test func unsatisfiableSceneIsAnErrorAtTheConstraintsBesideSources() throws {
        let root = try LintDriverTests.tree([
            "App/A.swift": LintDriverTests.good, "App/Main.storyboard": Self.unsatisfiable,
        ])
        let path = root + "/App/Main.storyboard"
        let outcome = Self.lint([root])
        #expect(outcome.status == 65)
        let narrow = try Self.place(of: #"id="narrow""#, in: Self.unsatisfiable, path: path)
        let wide = try Self.place(of: #"id="wide""#, in: Self.unsatisfiable, path: path)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        let error = try #require(lines.first { $0.contains(": error: ") })
        #expect(
            error.hasPrefix(narrow + ": error: unable to simultaneously satisfy")
                || error.hasPrefix(wide + ": error: unable to simultaneously satisfy"), "\(error)")
        #expect(lines.contains(narrow + ": note: conflicting constraint 'box.width == 100' (id 'narrow')"))
        #expect(lines.contains(wide + ": note: conflicting constraint 'box.width == 200' (id 'wide')"))
        #expect(lines.last == "note: 1 format string checked; 1 scene in 1 document checked; no call skipped")
    }

    @Test func ambiguousSceneWarnsAndFailsOnlyWhenStrict() throws {
        let root = try LintDriverTests.tree(["Main.storyboard": Self.ambiguous])
        let path = root + "/Main.storyboard"
        let box = try Self.place(of: #"id="box""#, in: Self.ambiguous, path: path)
        let outcome = Self.lint([root])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains(box + ": warning: ambiguous layout: the horizontal position of 'box'"))
        #expect(Self.lint(["--strict", root]).status == 65)
        let suppressed = Self.lint(["--suppress", "ambiguous-layout", root])
        #expect(
            suppressed
                == Driver.Outcome(status: 0, standardOutput: "", standardError: "note: 1 scene in 1 document checked\n")
        )
    }

    @Test func devicesSweepFindsAConflictOnANarrowDeviceOnly() throws {
        let root = try LintDriverTests.tree(["Main.storyboard": Self.narrowConflict])
        let own = Self.lint([root])
        #expect(own.status == 0)
        #expect(!own.standardError.contains("error:"))
        let swept = Self.lint(["--devices", "iphonese3,ipadpro11", root])
        #expect(swept.status == 65)
        let errors = swept.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("(iphonese3)") == true, "\(errors)")
        // Interface Builder's id of the iPhone SE names the same device.
        let byID = Self.lint(["--devices=retina4_7", root])
        #expect(byID.status == 65)
        #expect(
            byID.standardError.contains("(iphonese3)")
                == (InterfaceBuilderDevice.vflcName(for: "retina4_7") == "iphonese3"))
    }

    @Test func unknownDeviceIsAUsageErrorWithASuggestion() throws {
        let root = try LintDriverTests.tree(["Main.storyboard": Self.clean])
        let outcome = Self.lint(["--devices", "iphonese3,iphonse3", root])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("error: unknown device 'iphonse3'; did you mean 'iphonese3'?"))
    }

    @Test func storedFindsAMisplacedView() throws {
        let root = try LintDriverTests.tree(["Main.storyboard": Self.misplaced])
        let path = root + "/Main.storyboard"
        let box = try Self.place(of: #"id="box""#, in: Self.misplaced, path: path)
        #expect(
            Self.lint([root])
                == Driver.Outcome(status: 0, standardOutput: "", standardError: "note: 1 scene in 1 document checked\n")
        )
        let stored = Self.lint(["--stored", root])
        #expect(stored.status == 0)
        #expect(stored.standardError.contains(box + ": warning: misplaced view 'box'"))
        #expect(stored.standardError.contains("(40, 20, 100, 50)"))
        #expect(Self.lint(["--stored", "--strict", root]).status == 65)
        // Where Xcode stored it: nothing to say.
        let fine = try LintDriverTests.tree(["Main.storyboard": Self.clean])
        #expect(
            Self.lint(["--stored", "--devices", "iphonese3", fine]).standardError
                == "note: 1 scene in 1 document checked\n")
    }

    @Test func malformedDocumentsAreErrorsAndOtherPlatformsArePassedOver() throws {
        let broken = Self.clean.replacingOccurrences(of: "<subviews>", with: "<subviews a=1>")
        let root = try LintDriverTests.tree(["Broken.xib": broken])
        let outcome = Self.lint([root])
        #expect(outcome.status == 65)
        let place = try Self.place(of: "<subviews a=1>", in: broken, path: root + "/Broken.xib")
        let line = place.split(separator: ":").dropLast().joined(separator: ":")
        #expect(outcome.standardError.hasPrefix(line + ":"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(": error: malformed XML"))
        let mac = Self.clean.replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        let macRoot = try LintDriverTests.tree(["Mac.xib": mac])
        let macOutcome = Self.lint([macRoot])
        #expect(macOutcome.status == 0)
        #expect(!macOutcome.standardError.contains("error"))
        #expect(macOutcome.standardError.hasSuffix("note: 1 document for other platforms skipped\n"))
        let verbose = Self.lint(["--verbose", macRoot])
        #expect(verbose.standardError.contains("note: skipped: not an iOS document (target runtime 'MacOSX.Cocoa')"))
    }

    @Test func summaryCountsScenesAndDocumentsAndJSONHasThePlace() throws {
        let root = try LintDriverTests.tree([
            "A.swift": LintDriverTests.good, "B.storyboard": Self.clean, "Sub/C.storyboard": Self.ambiguous,
            "Sub/notes.txt": "<document",
        ])
        let outcome = Self.lint(["--diagnostics-format", "json", root])
        #expect(outcome.status == 0)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let warning = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        let place = try Self.place(of: #"id="box""#, in: Self.ambiguous, path: root + "/Sub/C.storyboard")
        let parts = place.split(separator: ":")
        #expect(warning?["id"] as? String == "ambiguous-layout")
        #expect(warning?["file"] as? String == root + "/Sub/C.storyboard")
        #expect(warning?["line"] as? Int == Int(parts[parts.count - 2]))
        #expect(warning?["column"] as? Int == Int(parts[parts.count - 1]))
        let summary = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
        #expect(
            summary?["message"] as? String
                == "1 format string checked; 2 scenes in 2 documents checked; no call skipped")
    }

    /// A scene with a baseline constraint cannot be laid out without fonts: lint skips it, counts
    /// it, and names it under `--verbose`, where `vflc DOC` stops with an error.
    @Test func sceneWithBaselinesIsSkippedAndCounted() throws {
        let baseline = Self.document(
            constraints: Self.pinned(
                """
                <constraint firstItem="box" firstAttribute="width" constant="100" id="width"/>
                <constraint firstItem="box" firstAttribute="firstBaseline" secondItem="root" secondAttribute="top" constant="40" id="base"/>
                """))
        let root = try LintDriverTests.tree(["Base.storyboard": baseline, "Clean.storyboard": Self.clean])
        let path = root + "/Base.storyboard"
        #expect(Driver.run(arguments: [path]).status == 65)
        let summary = "note: 1 scene in 2 documents checked; 1 scene with baselines skipped (no font metrics)\n"
        #expect(Self.lint([root]) == Driver.Outcome(status: 0, standardOutput: "", standardError: summary))
        // At the baseline attribute's value.
        let place = try Self.place(of: #"id="base""#, in: baseline, path: path, at: "firstBaseline")
        let verbose = Self.lint(["--verbose", root])
        #expect(verbose.status == 0)
        #expect(
            verbose.standardError
                == place + ": note: scene 'root' (TestViewController): skipped: its baselines need font metrics\n"
                + summary)
    }

    @Test func extractLeavesDocumentsOut() throws {
        let root = try LintDriverTests.tree(["A.swift": LintDriverTests.good, "Main.storyboard": Self.unsatisfiable])
        let outcome = Self.lint(["--extract", root])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("H:|-[a]-[b]-|"))
        #expect(outcome.standardError.isEmpty)
    }

    @Test func configurationAndHelpTakeTheNewOptions() throws {
        let parsed = try LintOptions.parse(["--devices", "iphonese3,retina6_12", "--stored"], configuration: true).get()
        let fromID = try #require(InterfaceBuilderDevice.vflcName(for: "retina6_12"))
        #expect(parsed.devices == ["iphonese3", fromID])
        #expect(parsed.stored)
        let more = try LintOptions.parse(["--devices", "ipadpro11", "--devices", "iphonese3", "x"], over: parsed).get()
        #expect(more.devices == ["iphonese3", fromID, "ipadpro11"])
        #expect(LintOptions.helpText.contains("--devices <name[,name...]>"))
        #expect(LintOptions.helpText.contains("--stored"))
    }

    /// The shell completions of `vflc lint` offer its new options, in their `lint` part.
    @Test(arguments: ["vflc.bash", "vflc.zsh", "vflc.fish"])
    func completionsOfferTheLintOptions(_ name: String) throws {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/completions/" + name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let lint: String
        switch name {
        case "vflc.bash":
            let start = try #require(text.range(of: #"== "lint" ]]; then"#))
            let end = try #require(text.range(of: "local options=", range: start.upperBound..<text.endIndex))
            lint = String(text[start.upperBound..<end.lowerBound])
        case "vflc.zsh":
            let start = try #require(text.range(of: "_vflc_lint() {"))
            let end = try #require(text.range(of: "\n}\n", range: start.upperBound..<text.endIndex))
            lint = String(text[start.upperBound..<end.lowerBound])
        default:
            lint = text.split(separator: "\n").filter { $0.contains("-n $lint") }.joined(separator: "\n")
        }
        for option in ["devices", "stored"] {
            #expect(lint.contains(option), "\(name) does not offer 'vflc lint --\(option)'")
        }
    }
}
