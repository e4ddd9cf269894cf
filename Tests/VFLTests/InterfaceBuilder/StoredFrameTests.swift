import Foundation
import Testing

@testable import VFLDriver

/// Every Interface Builder fixture that lays out gives, for every scene, the frames Xcode stored:
/// each view's solved frame equals its `<rect key="frame">` within half a point (Xcode's
/// "Misplaced Views" threshold), with the same superview, class, label and hiddenness; every
/// scene and every view of it is laid out. The stored frames were worked out by hand (each
/// fixture's comment shows the arithmetic), so they are the expected answers. The error
/// fixtures exit 65 with a diagnostic at the XML line:col of the element responsible.
@Suite struct StoredFrameTests {
    static let directory = TestSupport.fixturesDirectory.appendingPathComponent("InterfaceBuilder")

    /// The fixtures that do not lay out at their stored frames, each checked by its own test below.
    static let errorFixtures: Set<String> = [
        "unsatisfiable.storyboard", "ambiguous.storyboard", "malformed.storyboard", "macos.xib",
        "misplaced.storyboard",
    ]

    static let fixtures: [URL] =
        (TestSupport.files(in: directory, withExtension: "storyboard")
            + TestSupport.files(in: directory, withExtension: "xib"))

    static let layingOut: [String] = fixtures.map(\.lastPathComponent).filter { !errorFixtures.contains($0) }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func document(_ name: String) throws -> FixtureXML {
        try FixtureXML(String(contentsOfFile: path(name), encoding: .utf8))
    }

    @Test func everyFeatureHasAFixture() {
        #expect(Self.layingOut.count >= 19)
        #expect(Set(Self.fixtures.map(\.lastPathComponent)).isSuperset(of: Self.errorFixtures))
    }

    @Test(arguments: layingOut)
    func framesEqualStoredFrames(_ name: String) throws {
        let stored = StoredScenes(try Self.document(name))
        #expect(!stored.scenes.isEmpty, "\(name): no scene with a stored frame")
        let outcome = Driver.run(arguments: [Self.path(name), "--format", "json"])
        try #require(outcome.status == 0, "\(name): exit \(outcome.status)\n\(outcome.standardError)")
        let laidOut = try LaidOutScenes(outcome.standardOutput)
        #expect(
            Set(laidOut.scenes.compactMap(\.sceneID)) == Set(stored.scenes.keys),
            "\(name): the scenes laid out are not the document's")
        for scene in laidOut.scenes {
            guard let id = scene.sceneID, let expected = stored.scenes[id] else {
                Issue.record("\(name): a scene without a known \"scene\" id: \(scene.sceneID ?? "none")")
                continue
            }
            Self.expect(scene, equals: expected, in: name)
        }
    }

    /// `scene`'s root size and views against the stored ones.
    static func expect(_ scene: LaidOutScenes.Scene, equals stored: StoredScenes.Scene, in name: String) {
        let rootFrame = StoredScenes.Frame(x: 0, y: 0, width: scene.width, height: scene.height)
        let storedRoot = StoredScenes.Frame(x: 0, y: 0, width: stored.width, height: stored.height)
        #expect(rootFrame.isClose(to: storedRoot, tolerance: 0.5), "\(name) \(stored.rootID): root \(rootFrame)")
        #expect(
            Set(scene.views.keys) == Set(stored.views.keys),
            "\(name) \(stored.rootID): views \(scene.views.keys.sorted()), stored \(stored.views.keys.sorted())")
        for (id, view) in scene.views.sorted(by: { $0.key < $1.key }) {
            guard let expected = stored.views[id] else { continue }
            #expect(
                view.frame.isClose(to: expected.frame, tolerance: 0.5),
                "\(name) \(id): laid out at \(view.frame), stored at \(expected.frame)")
            #expect((view.parent ?? stored.rootID) == expected.parent, "\(name) \(id): parent \(view.parent ?? "root")")
            #expect(view.className == expected.elementName, "\(name) \(id): class \(view.className ?? "none")")
            #expect(view.label == expected.userLabel, "\(name) \(id): label \(view.label ?? "none")")
            #expect(view.isHidden == expected.isHidden, "\(name) \(id): hidden \(view.isHidden)")
        }
    }

    /// `file:line:column:` of an element, as a diagnostic starts.
    static func location(of index: Int, in document: FixtureXML, file: String) -> String {
        "\(file):\(document.elements[index].line):\(document.elements[index].column):"
    }

    // MARK: Independent checks beyond the stored frames

    /// The placeholder is dropped (noted) and so absent from the constraints vflc lists.
    @Test func placeholderConstraintIsDropped() {
        let outcome = Driver.run(arguments: [Self.path("placeholder.storyboard"), "--format", "ir"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardOutput.contains("Plc-Cp-001"), "\(outcome.standardOutput)")
        for kept in ["Plc-Bh-001", "Plc-Bl-001", "Plc-Bt-001", "Plc-Bt-002"] {
            #expect(outcome.standardOutput.contains(kept), "\(kept) missing from\n\(outcome.standardOutput)")
        }
        #expect(outcome.standardError.contains("Plc-Cp-001"), "no note for the placeholder: \(outcome.standardError)")
    }

    /// At another size the autoresizing views follow their masks (the stored frames are the design):
    /// at 402 x 874 the width grows by 9.
    /// - banner (flexible width, bottom margin): 0, 59, 393 + 9 = 402 x 50.
    /// - card (flexible left and right margins, 96 each, share the 9 in proportion):
    ///   x = 96 + 9 × 96 / 192 = 100.5, y 200, 201 x 150 (the flexible bottom margin takes the height).
    ///   The document's device draws at scale 3: 100.5 is 301.5 pixels, which rounds away from zero
    ///   to 302, so x = 302 / 3 (and the right edge 301.5 → 905 / 3: the width stays 201).
    /// - note: top = banner.bottom + 8 = 117, x = 16, width = 402 - 32 = 370, height 40.
    @Test func autoresizingViewsFollowTheirMasksAtAnotherSize() throws {
        let outcome = Driver.run(arguments: [
            Self.path("autoresizing.storyboard"), "--width", "402", "--height", "874", "--safe-area", "62,0,34,0",
            "--format", "json",
        ])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let scene = try #require(try LaidOutScenes(outcome.standardOutput).scenes.first)
        let expected: [String: StoredScenes.Frame] = [
            "Arz-Bn-001": .init(x: 0, y: 59, width: 402, height: 50),
            "Arz-Cd-001": .init(x: 302.0 / 3, y: 200, width: 201, height: 150),
            "Arz-Nt-001": .init(x: 16, y: 117, width: 370, height: 40),
        ]
        #expect(scene.width == 402 && scene.height == 874)
        for (id, frame) in expected {
            let view = try #require(scene.views[id], "\(id) missing")
            #expect(view.frame.isClose(to: frame, tolerance: 0.001), "\(id): \(view.frame), expected \(frame)")
        }
    }

    /// The same document in portrait (`--device iphone15promax`: wC hR, safe area top 59) takes the
    /// default class's constraints: width 200 installed, the trailing one not, the top's constant
    /// 40. x = 0 + 20 = 20, y = 59 + 40 = 99, 200 x 100.
    @Test func sizeClassVariationsFollowTheTraits() throws {
        let outcome = Driver.run(arguments: [
            Self.path("size_class_variation.storyboard"), "--device", "iphone15promax", "--format", "json",
        ])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let scene = try #require(try LaidOutScenes(outcome.standardOutput).scenes.first)
        #expect(scene.width == 430 && scene.height == 932)
        let box = try #require(scene.views["Var-Bx-001"])
        #expect(box.frame.isClose(to: .init(x: 20, y: 99, width: 200, height: 100), tolerance: 0.001), "\(box.frame)")
    }

    /// A document that names no device (Xcode 7) is laid out as Xcode drew its 600 × 600 canvas:
    /// "Any" width and height, the base values only (`framesEqualStoredFrames` checks the frames;
    /// here the traits it prints, with or without a size given). A device, or `--traits`, brings
    /// the compact-width variations in: on the iPhone SE (375 × 667, wC hR) the footer is 30 high
    /// at y = 667 − 10 − 30 = 627 and 355 wide, the card loses its width of 200 and takes the
    /// trailing constraint, 375 − 40 = 335 wide.
    @Test func aDocumentWithoutADeviceIsLaidOutInItsBaseSizeClasses() throws {
        let path = Self.path("any_canvas.storyboard")
        for extra in [[], ["--width", "600", "--height", "600"], ["--width", "375", "--height", "667"]] {
            let outcome = Driver.run(arguments: [path, "--format", "json"] + extra)
            try #require(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains(#""traits":"wAny hAny""#), "\(extra): \(outcome.standardOutput)")
        }
        let footer = StoredScenes.Frame(x: 10, y: 627, width: 355, height: 30)
        let card = StoredScenes.Frame(x: 20, y: 20, width: 335, height: 100)
        for extra in [["--device", "iphonese3"], ["--width", "375", "--height", "667", "--traits", "wC"]] {
            let outcome = Driver.run(arguments: [path, "--format", "json"] + extra)
            try #require(outcome.status == 0, "\(outcome.standardError)")
            let scene = try #require(try LaidOutScenes(outcome.standardOutput).scenes.first)
            #expect(outcome.standardOutput.contains(#""traits":"wC hR""#), "\(extra): \(outcome.standardOutput)")
            for (id, frame) in ["Any-Ft-001": footer, "Any-Cd-001": card] {
                let view = try #require(scene.views[id], "\(id) missing")
                #expect(
                    view.frame.isClose(to: frame, tolerance: 0.001), "\(extra) \(id): \(view.frame), expected \(frame)")
            }
        }
    }

    /// A document that names no device has its frames on the 2x grid, as Xcode stored them: a
    /// seventh of 600 (85.714…) is 85.5 wide at x = 0, the next day 86 wide at 85.5 (the fixture's
    /// comment has the arithmetic); `--scale 3` chooses the 3x grid instead (257 / 3 twice).
    /// Without the snap the days were 85.714 wide, which `framesEqualStoredFrames`' half point
    /// lets through, so the frames are compared exactly here.
    @Test func aDocumentWithoutADeviceSnapsToTheHalfPointGrid() throws {
        let path = Self.path("half_point_grid.xib")
        let third = 257.0 / 3
        let cases: [([String], [String: StoredScenes.Frame])] = [
            (
                [],
                [
                    "Grd-Mo-001": .init(x: 0, y: 0, width: 85.5, height: 44),
                    "Grd-Tu-001": .init(x: 85.5, y: 0, width: 86, height: 44),
                ]
            ),
            (
                ["--scale", "3"],
                [
                    "Grd-Mo-001": .init(x: 0, y: 0, width: third, height: 44),
                    "Grd-Tu-001": .init(x: third, y: 0, width: third, height: 44),
                ]
            ),
        ]
        for (extra, expected) in cases {
            let outcome = Driver.run(arguments: [path, "--format", "json"] + extra)
            try #require(outcome.status == 0, "\(extra): \(outcome.standardError)")
            let scene = try #require(try LaidOutScenes(outcome.standardOutput).scenes.first)
            for (id, frame) in expected {
                let view = try #require(scene.views[id], "\(id) missing")
                #expect(
                    view.frame.isClose(to: frame, tolerance: 0.001), "\(extra) \(id): \(view.frame), expected \(frame)")
            }
        }
    }

    /// `--stored` finds no misplaced view where the stored frames are the layout's.
    @Test(arguments: layingOut)
    func storedCheckFindsNothingMisplaced(_ name: String) {
        let outcome = Driver.run(arguments: [Self.path(name), "--stored", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("misplaced"), "\(outcome.standardError)")
    }

    /// The box Xcode stored 20 points below where its constraints put it: a `misplaced` warning at
    /// its element with both frames (stored 20, 99; laid out 20, 79); exit 65 under `--strict`.
    @Test func storedCheckFindsTheMisplacedView() throws {
        let name = "misplaced.storyboard"
        let document = try Self.document(name)
        let location = Self.location(of: try #require(document.element(id: "Mis-Bx-001")), in: document, file: name)
        let outcome = Driver.run(arguments: [Self.path(name), "--stored", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("\(location) warning: "), "\(outcome.standardError)")
        for text in ["Mis-Bx-001", "(20, 99, 100, 100)", "(20, 79, 100, 100)"] {
            #expect(outcome.standardError.contains(text), "\(text) missing:\n\(outcome.standardError)")
        }
        let strict = Driver.run(arguments: [Self.path(name), "--stored", "--strict", "--format", "json"])
        #expect(strict.status == 65)
        #expect(strict.standardOutput.isEmpty)
        let plain = Driver.run(arguments: [Self.path(name), "--format", "json"])
        #expect(plain.status == 0)
        #expect(!plain.standardError.contains("misplaced"), "checked only with --stored: \(plain.standardError)")
    }

    // MARK: Error fixtures

    /// Both required widths are named, each at its `<constraint>` element.
    @Test func unsatisfiableNamesEachConstraintAtItsElement() throws {
        let name = "unsatisfiable.storyboard"
        let document = try Self.document(name)
        let outcome = Driver.run(arguments: [Self.path(name), "--format", "json"])
        #expect(outcome.status == 65)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains(": error: "), "\(outcome.standardError)")
        for id in ["Uns-Wa-001", "Uns-Wb-001"] {
            let index = try #require(document.element(id: id))
            #expect(outcome.standardError.contains(id), "\(id) not named:\n\(outcome.standardError)")
            #expect(
                outcome.standardError.contains(Self.location(of: index, in: document, file: name)),
                "\(id) not located at its element:\n\(outcome.standardError)")
        }
    }

    /// The view with no horizontal constraint is named at its element: a warning, exit 65 under
    /// `--strict`.
    @Test func ambiguousNamesTheViewAtItsElement() throws {
        let name = "ambiguous.storyboard"
        let document = try Self.document(name)
        let index = try #require(document.element(id: "Amb-Bx-001"))
        let location = Self.location(of: index, in: document, file: name)
        let lenient = Driver.run(arguments: [Self.path(name), "--format", "json"])
        #expect(lenient.status == 0, "\(lenient.standardError)")
        #expect(lenient.standardError.contains("\(location) warning: "), "\(lenient.standardError)")
        #expect(lenient.standardError.contains("Amb-Bx-001"), "\(lenient.standardError)")
        let strict = Driver.run(arguments: [Self.path(name), "--format", "json", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.standardOutput.isEmpty)
        #expect(strict.standardError.contains(location), "\(strict.standardError)")
        #expect(strict.standardError.contains("Amb-Bx-001"), "\(strict.standardError)")
    }

    /// The bare `&` is the error, at its own line and column; nothing is written.
    @Test func malformedXMLIsAnErrorAtItsCharacter() throws {
        let name = "malformed.storyboard"
        let text = try String(contentsOfFile: Self.path(name), encoding: .utf8)
        #expect(throws: FixtureXML.Failure.self) { try FixtureXML(text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineIndex = try #require(lines.firstIndex { $0.contains("Fish & Chips") })
        let column =
            lines[lineIndex].distance(
                from: lines[lineIndex].startIndex, to: try #require(lines[lineIndex].firstIndex(of: "&"))) + 1
        let outcome = Driver.run(arguments: [Self.path(name), "--format", "json"])
        #expect(outcome.status == 65)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError.contains("\(name):\(lineIndex + 1):\(column): error: "), "\(outcome.standardError)")
    }

    /// A macOS document is an error at its `<document>` element, naming its runtime.
    @Test func macOSDocumentIsAnErrorAtTheDocumentElement() throws {
        let name = "macos.xib"
        let document = try Self.document(name)
        #expect(document.elements[0].name == "document")
        let outcome = Driver.run(arguments: [Self.path(name), "--format", "json"])
        #expect(outcome.status == 65)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError.contains("\(Self.location(of: 0, in: document, file: name)) error: "),
            "\(outcome.standardError)")
        #expect(outcome.standardError.contains("MacOSX.Cocoa"), "\(outcome.standardError)")
    }

    // MARK: The tests' own reading

    /// The reader the expectations come from finds what the fixtures' comments say.
    @Test func storedScenesReadTheFixturesAsWritten() throws {
        let table = StoredScenes(try Self.document("table_cell.storyboard"))
        #expect(Set(table.scenes.keys) == ["Tbl-Rt-001", "Tbl-Cv-001"])
        #expect(table.scenes["Tbl-Rt-001"].map { Set($0.views.keys) } == ["Tbl-Tv-001"])
        #expect(table.scenes["Tbl-Cv-001"]?.views["Tbl-Tl-001"]?.parent == "Tbl-Cv-001")
        #expect(table.scenes["Tbl-Cv-001"]?.width == 393)
        #expect(table.scenes["Tbl-Cv-001"]?.height == 60)
        let scroll = StoredScenes(try Self.document("scroll_view.storyboard"))
        #expect(scroll.scenes["Scr-Rt-001"]?.views["Scr-Hd-001"]?.parent == "Scr-Cn-001")
        #expect(
            scroll.scenes["Scr-Rt-001"]?.views["Scr-Hd-001"]?.frame
                == StoredScenes.Frame(x: 20, y: 20, width: 353, height: 100))
        let xib = StoredScenes(try Self.document("xib_view.xib"))
        #expect(Set(xib.scenes.keys) == ["Xib-Rt-001"])
        let hidden = StoredScenes(try Self.document("hidden_view.storyboard"))
        #expect(hidden.scenes["Hid-Rt-001"]?.views["Hid-Bg-001"]?.isHidden == true)
        #expect(hidden.scenes["Hid-Rt-001"]?.views["Hid-Cp-001"]?.elementName == "label")
    }
}
