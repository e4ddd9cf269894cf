import Foundation
import Testing

@testable import VFLDriver

/// `vflc DOCUMENT --format vfl` prints each scene as a `.vfl` program; compiling that program
/// gives every view of the scene the frame the document gives it (within 0.001), through the
/// program's `# NAME = IB-ID` comments. Every Interface Builder fixture and example whose scenes
/// lay out is checked, scene by scene, at the document's own geometry and on a device 440 points
/// wide (root margins of 20, above a cell's own 16: the program writes those into its equations).
@Suite struct VFLProgramRoundTripTests {
    static let documents: [URL] = {
        let fixtures = TestSupport.fixturesDirectory.appendingPathComponent("InterfaceBuilder")
        let examples = TestSupport.examplesDirectory.appendingPathComponent("ib")
        return [fixtures, examples].flatMap { directory in
            TestSupport.files(in: directory, withExtension: "storyboard")
                + TestSupport.files(in: directory, withExtension: "xib")
        }
    }()

    /// The IB id each VFL name stands for, from the program's comment block.
    static func names(in program: String) -> [String: String] {
        var ids: [String: String] = [:]
        for line in program.split(separator: "\n") where line.hasPrefix("# ") {
            let words = line.dropFirst(2).split(separator: " ")
            guard words.count >= 3, words[1] == "=" else { continue }
            ids[String(words[0])] = String(words[2])
        }
        return ids
    }

    /// The geometries each document is laid out at: its own, and another device's.
    static let geometries: [[String]] = [[], ["--device", "iphone16promax"]]

    /// The scenes of `document` that lay out (exit 0), by root id.
    static func scenes(of document: URL, _ geometry: [String] = []) throws -> [String] {
        let outcome = Driver.run(arguments: [document.path] + geometry)
        guard outcome.status == 0 else { return [] }
        return try LaidOutScenes(outcome.standardOutput).scenes.compactMap(\.sceneID)
    }

    @Test func thereAreScenesToCompare() throws {
        let scenes = try Self.documents.flatMap { try Self.scenes(of: $0) }
        #expect(scenes.count >= 20, "\(scenes.count) scenes lay out")
    }

    @Test(arguments: documents, geometries)
    func programLaysOutAsTheDocument(_ document: URL, geometry: [String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-program-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for scene in try Self.scenes(of: document, geometry) {
            let context = "\(document.lastPathComponent) scene \(scene) \(geometry.joined(separator: " "))"
            let expected = Driver.run(arguments: [document.path, "--scene", scene] + geometry)
            let laidOut = try #require(try LaidOutScenes(expected.standardOutput).scenes.first, "\(context)")
            let written = Driver.run(arguments: [document.path, "--scene", scene, "--format", "vfl"] + geometry)
            try #require(written.status == 0, "\(context): \(written.standardError)")
            let program = written.standardOutput
            #expect(program.hasPrefix("# vflc: "), "\(context)")
            let file = directory.appendingPathComponent("\(scene).vfl")
            try program.write(to: file, atomically: true, encoding: .utf8)
            let compiled = Driver.run(arguments: [file.path])
            try #require(compiled.status == 0, "\(context): \(compiled.standardError)\n\(program)")
            let result = try #require(try LaidOutScenes(compiled.standardOutput).scenes.first, "\(context)")
            #expect(result.width == laidOut.width && result.height == laidOut.height, "\(context)")
            // Every IB view is named once, and its frame is the document's.
            var programName: [String: String] = [:]
            for (name, id) in Self.names(in: program) {
                #expect(programName[id] == nil, "\(context): \(id) named twice")
                programName[id] = name
            }
            for (id, view) in laidOut.views {
                let name = try #require(programName[id], "\(context): no name for \(id)\n\(program)")
                let frame = try #require(result.views[name]?.frame, "\(context): no view \(name)\n\(program)")
                #expect(
                    frame.isClose(to: view.frame, tolerance: 0.001),
                    "\(context): \(name) (\(id)) at \(frame), the document's at \(view.frame)\n\(program)")
            }
        }
    }

    /// The seeded storyboards of `TwinLayoutProgram` (implicit first items, holders, reversed
    /// items, relations, multipliers and ratios, priorities), laid out at a size of their own with
    /// options given: the program of each lays out as the storyboard does.
    @Test(arguments: Array(UInt64(1)...40))
    func generatedStoryboardProgramLaysOutAsTheStoryboard(_ seed: UInt64) throws {
        let twin = TwinLayoutProgram.make(seed: seed)
        let options = [
            "--width", "\(twin.width)", "--height", "\(twin.height)", "--ios", "17", "--safe-area", "0,0,0,0",
        ]
        try Self.expectRoundTrip(twin.storyboard, name: "Twin.storyboard", options)
    }

    /// Writes `text` as `name`, lays its first scene out with `geometry` and as its `.vfl`
    /// program, and expects every view's frame to agree.
    static func expectRoundTrip(_ text: String, name: String, _ geometry: [String] = []) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-program-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent(name)
        try text.write(to: document, atomically: true, encoding: .utf8)
        let expected = Driver.run(arguments: [document.path] + geometry)
        try #require(expected.status == 0, "\(expected.standardError)")
        let laidOut = try #require(try LaidOutScenes(expected.standardOutput).scenes.first)
        let written = Driver.run(arguments: [document.path, "--format", "vfl"] + geometry)
        try #require(written.status == 0, "\(written.standardError)")
        let file = directory.appendingPathComponent("program.vfl")
        try written.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        let compiled = Driver.run(arguments: [file.path])
        try #require(compiled.status == 0, "\(compiled.standardError)\n\(written.standardOutput)")
        let result = try #require(try LaidOutScenes(compiled.standardOutput).scenes.first)
        let programName = Dictionary(Self.names(in: written.standardOutput).map { ($1, $0) }) { first, _ in first }
        #expect(laidOut.views.count > 0)
        for (id, view) in laidOut.views {
            let frame = try #require(programName[id].flatMap { result.views[$0]?.frame }, "\(id)")
            #expect(
                frame.isClose(to: view.frame, tolerance: 0.001),
                "\(id): program \(frame), document \(view.frame)\n\(written.standardOutput)")
        }
    }

    /// A root whose margins leave the safe area out (Xcode 8, toolsVersion below 13000): the
    /// program writes them into its equations, as its own root's would include the status bar.
    @Test func rootMarginsWithoutTheSafeAreaRoundTrip() throws {
        let text = SceneBuilderTests.storyboard(
            tools: 11762, subviews: SceneBuilderTests.view("lbl", frame: (16, 0, 50, 20)),
            constraints: """
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="height" constant="20" id="c4"/>
                """)
        try Self.expectRoundTrip(text, name: "Old.storyboard")
        // Right to left the leading margin is on the right, and a constant on `leading` counts
        // leftwards: the program's `lbl.leading == root.leading + 16`, not `- 16`.
        try Self.expectRoundTrip(text, name: "Old.storyboard", ["--rtl"])
    }

    /// Under iOS 7's rules (`--ios 7`) there is no safe area: the program gives the scene's insets
    /// as its layout guides' lengths (`layoutGuides top=20 bottom=0`), where it wrote a `safeArea`
    /// line, which iOS 7 refuses.
    @Test func aSceneUnderIOS7RulesRoundTrips() throws {
        let text = SceneBuilderTests.storyboard(
            tools: 11762, subviews: SceneBuilderTests.view("lbl", frame: (16, 30, 50, 20)),
            constraints: """
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c1"/>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="height" constant="20" id="c4"/>
                """)
        try Self.expectRoundTrip(text, name: "Old.storyboard", ["--ios", "7"])
        let written = try SceneBuilderTests.run(text, name: "Old.storyboard", ["--format", "vfl", "--ios", "7"])
        #expect(written.standardOutput.contains("\nlayoutGuides top=20 bottom=0\n"), "\(written.standardOutput)")
        #expect(!written.standardOutput.contains("safeArea top="), "\(written.standardOutput)")
    }

    /// A xib view 375 wide on a 414-point phone: its side margins are 16 (its own width's), the
    /// program's root would take the device's 20; and a multi-line label laid out at another
    /// width than stored (three lines in 100 points, one in 343), whose text wraps in the program
    /// too.
    @Test func aNarrowXibViewAndAWrappingLabelRoundTrip() throws {
        let text = SceneBuilderTests.xib(
            device: "retina6_1",
            objects: """
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="txt">
                                <rect key="frame" x="16" y="0.0" width="100" height="60"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="txt" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="txt" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="txt" firstAttribute="top" secondItem="card" secondAttribute="top" id="c3"/>
                        </constraints>
                    </view>
                """)
        try Self.expectRoundTrip(text, name: "Card.xib")
    }

    /// A table cell with a disclosure indicator laid out on another device: its content view is
    /// the screen's width less the accessory's (375 − 33 stored: 402 − 33 = 369 on an iPhone 16
    /// Pro), a width the device does not give, so the program says it (`--width 369`). Before,
    /// the program left it to the device and laid the cell out 402 wide.
    @Test func aCellBesideItsAccessoryOnAnotherDeviceRoundTrips() throws {
        let text = SceneBuilderTests.xib(
            device: "retina4_7",
            objects: """
                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="342" height="43.5"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" text="42" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                                    <rect key="frame" x="318" y="12" width="16" height="20"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="count" secondAttribute="trailing" constant="8" id="c1"/>
                                <constraint firstItem="count" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                """)
        try Self.expectRoundTrip(text, name: "Cell.xib", ["--device", "iphone16pro"])
        let written = try SceneBuilderTests.run(text, name: "Cell.xib", ["--format", "vfl", "--device", "iphone16pro"])
        let firstLine = written.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("# vflc: --width 369 --height 43.5"), "\(firstLine)")
    }

    /// A root 0 points high whose content needs more (a view 20 below its top, flush with its
    /// bottom: -20 high): the program holds the root at 0 with an equation, where the fitting
    /// height would grow it to 20 and the view to 0 (one scene of a public corpus did).
    @Test func aRootZeroPointsHighThatItsContentOverflowsRoundTrips() throws {
        let text = SceneBuilderTests.xib(
            device: "retina4_7",
            objects: """
                <view contentMode="scaleToFill" id="strip">
                    <rect key="frame" x="0.0" y="0.0" width="231" height="0.0"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                            <rect key="frame" x="0.0" y="0.0" width="231" height="0.0"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="list" firstAttribute="leading" secondItem="strip" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="list" firstAttribute="top" secondItem="strip" secondAttribute="top" constant="20" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </view>
                """)
        try Self.expectRoundTrip(text, name: "Strip.xib")
        let written = try SceneBuilderTests.run(text, name: "Strip.xib", ["--format", "vfl"])
        #expect(written.standardOutput.contains("root.height == 0"), "\(written.standardOutput)")
    }

    /// A root 0 points high (an empty table footer view, whose content sticks out of it): the
    /// program is laid out at its fitting height, without the device whose screen would give it
    /// 667, on the device's 2× grid; a table's footer view on another device, at its width.
    @Test func aRootZeroPointsHighRoundTrips() throws {
        // The footer view (`key` for a table's footer, none for a xib's top-level view).
        func footer(key: String = "") -> String {
            """
            <view \(key)contentMode="scaleToFill" id="footer">
                <rect key="frame" x="0.0" y="0.0" width="375" height="0.0"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                        <rect key="frame" x="10" y="-0.5" width="355" height="1"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="rule" firstAttribute="leading" secondItem="footer" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="rule" secondAttribute="trailing" constant="10" id="c2"/>
                    <constraint firstItem="rule" firstAttribute="centerY" secondItem="footer" secondAttribute="centerY" id="c3"/>
                    <constraint firstItem="rule" firstAttribute="height" constant="1" id="c4"/>
                </constraints>
            </view>
            """
        }
        let text = SceneBuilderTests.xib(device: "retina4_7", objects: footer())
        try Self.expectRoundTrip(text, name: "Footer.xib")
        // A table's footer view takes another device's width: the program, written without the
        // device, says it (`--width 402`), where it had none and fitted the footer's content.
        let table = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="vc1" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(footer(key: #"key="tableFooterView" "#))
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try Self.expectRoundTrip(table, name: "Table.storyboard", ["--scene", "footer", "--device", "iphone16pro"])
        let footer = try SceneBuilderTests.run(
            table, name: "Table.storyboard", ["--scene", "footer", "--device", "iphone16pro", "--format", "vfl"])
        #expect(footer.standardOutput.hasPrefix("# vflc: --width 402 --ios"), "\(footer.standardOutput)")
        let written = try SceneBuilderTests.run(text, name: "Footer.xib", ["--format", "vfl"])
        let firstLine = written.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("# vflc: --width 375 --ios"), "\(firstLine)")
        #expect(!firstLine.contains("--device") && firstLine.contains("--scale 2"), "\(firstLine)")
    }

    /// What a program's names look like: camel-cased labels, classes with counters, no `_` but
    /// in an alignment rect's name, nothing vflc gives a meaning.
    @Test func namesAreVFLIdentifiers() throws {
        var checked = 0
        for document in Self.documents {
            for scene in try Self.scenes(of: document) {
                let program = Driver.run(arguments: [document.path, "--scene", scene, "--format", "vfl"]).standardOutput
                for name in Self.names(in: program).keys {
                    checked += 1
                    #expect(name.first.map { $0.isLetter } == true, "\(name)")
                    #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(name)")
                    #expect(!["root", "safeArea", "margins", "readableContent", "view", "required"].contains(name))
                }
            }
        }
        #expect(checked > 0)
        let settings = TestSupport.examplesDirectory.appendingPathComponent("ib/Settings.storyboard")
        let profile = Driver.run(arguments: [settings.path, "--scene", "Profile", "--format", "vfl"]).standardOutput
        #expect(Self.names(in: profile)["nameField"] == "Prf-Nf-5dE")
        #expect(profile.contains("form.top == avatar.bottom + 24  # Prf-Ft-2aB"))
    }
}
