import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLInterfaceBuilder
@testable import VFLSyntax

/// A cell's content view that the document stores without a `<rect key="frame">`: Xcode 8.0's
/// `<frame key="frameInset">` is read as its frame; one with neither (Xcode 6 and 7 left some out)
/// is laid out at the size its cell gives it, with a note, and never at 0 × 0.
@Suite struct FramelessRootTests {
    /// A xib of Xcode 8 (toolsVersion 11201) with one table cell 320 × 45 (with `attributes`),
    /// whose content view has no `<rect>` and holds `subviews` and `constraints`.
    static func xibCell(attributes: String = "", subviews: String, constraints: String = "") -> String {
        SceneBuilderTests.xib(
            tools: 11201,
            objects: """
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" \(attributes) id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="45"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <subviews>
                \(subviews)
                        </subviews>
                        <constraints>
                \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """)
    }

    /// A storyboard of Xcode 6 (toolsVersion 7706, no `<device>`) with one scene, `controller`.
    static func xcode6Storyboard(controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(controller)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A label pinned 8 points inside the content view's leading and trailing edges, 20 high,
    /// centred vertically: its frame shows the content view's size.
    static let pinnedLabel = (
        subviews: """
        <label opaque="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="8" y="12" width="304" height="20"/>
        </label>
        """,
        constraints: """
        <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="8" id="c2"/>
        <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c3"/>
        <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
        """
    )

    @Test func aContentViewWithoutAFrameHasItsCellsSizeLessTheSeparator() throws {
        // The cell is 320 × 45; before toolsVersion 12000 Xcode stored its content view a point
        // shorter: 320 × 44. The label: x = 8, width 320 − 16 = 304, centred: y = (44 − 20) / 2 = 12.
        let text = Self.xibCell(
            subviews: Self.pinnedLabel.subviews, constraints: Self.pinnedLabel.constraints)
        #expect(try SceneBuilderTests.layouts(text)["label"] == Rect(x: 8, y: 12, width: 304, height: 20))
        let outcome = try SceneBuilderTests.run(text, name: "Cell.xib")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""width":320,"height":44,"#), "\(outcome.standardOutput)")
        #expect(
            outcome.standardError.contains(
                "note: the document stores no frame for the scene's root 'content': vflc draws it at 320 × 44,"
                    + " its cell's size less 1 for the separator"), "\(outcome.standardError)")
    }

    @Test func anAccessoryTakesItsWidthFromTheContentView() throws {
        // A disclosure indicator: the content view is 33 narrower, 287 × 44; the label 287 − 16 = 271.
        let text = Self.xibCell(
            attributes: #"accessoryType="disclosureIndicator""#,
            subviews: Self.pinnedLabel.subviews, constraints: Self.pinnedLabel.constraints)
        #expect(try SceneBuilderTests.layouts(text)["label"] == Rect(x: 8, y: 12, width: 271, height: 20))
        let outcome = try SceneBuilderTests.run(text, name: "Cell.xib")
        #expect(
            outcome.standardError.contains(
                "287 × 44, its cell's size less 33 for its accessory and 1 for the separator"),
            "\(outcome.standardError)")
        // An accessory whose width the corpora do not show leaves the size unknown: no note,
        // nothing inferred.
        let unknown = text.replacingOccurrences(of: "disclosureIndicator", with: "detailDisclosureButton")
        let file = SourceFile(name: "Cell.xib", text: unknown)
        let document = try InterfaceBuilderDocument.read(file).get()
        let scene = try #require(document.scenes.first)
        #expect(document.inferredRootSize(of: scene) == nil)
    }

    @Test func aStaticCellWithoutAFrameHasItsTablesWidthAndRowHeight() throws {
        // A static cell of a grouped table 375 wide with rows 50 high, neither the cell nor its
        // content view with a frame, in a document of Xcode 6 (toolsVersion 7706): 375 × 49. The
        // label is placed by its frame (autoresizing, no mask: fixed to the top left), as drawn.
        let text = Self.xcode6Storyboard(
            controller: """
                                <tableViewController id="vc1" sceneMemberID="viewController">
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="50" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <sections>
                                            <tableViewSection id="section">
                                                <cells>
                                                    <tableViewCell contentMode="scaleToFill" id="cell">
                                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                                            <subviews>
                                                                <label opaque="NO" contentMode="left" fixedFrame="YES" text="Rate us" id="label">
                                                                    <rect key="frame" x="15" y="14" width="200" height="21"/>
                                                                </label>
                                                            </subviews>
                                                        </tableViewCellContentView>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </tableViewController>
                """)
        let outcome = try SceneBuilderTests.run(text, ["--scene", "content"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""width":375,"height":49,"#), "\(outcome.standardOutput)")
        #expect(
            outcome.standardOutput.contains(#""label":{"x":15,"y":14,"width":200,"height":21"#),
            "\(outcome.standardOutput)")
        #expect(
            outcome.standardError.contains("vflc draws it at 375 × 49, its table's width and row height less 1"),
            "\(outcome.standardError)")
        // Without the table's frame nothing gives the size: the label's frame cannot be
        // measured, an error at the content view (not the `.vfl` language's advice to write
        // `design WxH`), with or without `--width` and `--height`.
        let frameless = text.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#, with: "")
        for arguments in [["--scene", "content"], ["--scene", "content", "--width", "375", "--height", "44"]] {
            let failed = try SceneBuilderTests.run(frameless, arguments)
            #expect(failed.status == 65 && failed.standardOutput.isEmpty)
            #expect(
                failed.standardError.contains(
                    "Main.storyboard:13:41: error: the document stores no frame for the scene's root 'content',"
                        + " nor for its cell or table"), "\(failed.standardError)")
            #expect(!failed.standardError.contains("design"), "\(failed.standardError)")
        }
        // A label placed by constraints instead: the content view is sized to fit it, and a note
        // says so; `--width` and `--height` size it, without the note.
        let constrained = frameless.replacingOccurrences(
            of: #"fixedFrame="YES" text="Rate us" id="label">"#,
            with: #"text="Rate us" translatesAutoresizingMaskIntoConstraints="NO" id="label">"#
        ).replacingOccurrences(
            of: "</tableViewCellContentView>",
            with: """
                <constraints>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="c1"/>
                    <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="14" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="15" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="14" id="c4"/>
                </constraints>
                </tableViewCellContentView>
                """)
        let fitted = try SceneBuilderTests.run(constrained, ["--scene", "content"])
        #expect(fitted.status == 0, "\(fitted.standardError)")
        #expect(fitted.standardOutput.contains(#""width":230,"height":49,"#), "\(fitted.standardOutput)")
        #expect(
            fitted.standardError.contains(
                "note: the document stores no frame for the scene's root 'content', nor for its cell or table:"
                    + " vflc sizes it to fit its content"), "\(fitted.standardError)")
        let sized = try SceneBuilderTests.run(constrained, ["--scene", "content", "--width", "320", "--height", "44"])
        #expect(sized.status == 0 && !sized.standardError.contains("stores no frame"), "\(sized.standardError)")
        #expect(sized.standardOutput.contains(#""label":{"x":15,"y":14,"width":290,"height":16"#))
    }

    @Test func aCollectionCellsContentViewFillsItsCell() throws {
        let text = SceneBuilderTests.xib(
            tools: 11201,
            objects: """
                <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="10" width="80" height="60"/>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c4"/>
                    </constraints>
                </collectionViewCell>
                """)
        let file = SourceFile(name: "Cell.xib", text: text)
        let document = try InterfaceBuilderDocument.read(file).get()
        let scene = try #require(document.scenes.first)
        #expect(scene.kind == .cell)
        #expect(document.drawnRootFrame(of: scene) == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(try SceneBuilderTests.layouts(text)["box"] == Rect(x: 10, y: 10, width: 80, height: 60))
    }

    @Test func aCollectionCellWithoutAFrameHasItsLayoutsItemSize() throws {
        let text = Self.xcode6Storyboard(
            controller: """
                                <collectionViewController id="vc1" sceneMemberID="viewController">
                                    <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                            <size key="itemSize" width="150" height="120"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Tile" id="cell">
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                                                    <subviews>
                                                        <imageView contentMode="scaleAspectFit" fixedFrame="YES" id="image">
                                                            <rect key="frame" x="10" y="10" width="130" height="100"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                        </imageView>
                                                    </subviews>
                                                </view>
                                            </collectionViewCell>
                                        </cells>
                                    </collectionView>
                                </collectionViewController>
                """)
        let outcome = try SceneBuilderTests.run(text, ["--scene", "Tile"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""width":150,"height":120,"#), "\(outcome.standardOutput)")
        #expect(outcome.standardError.contains("vflc draws it at 150 × 120, its collection view's item size,"))
        // On a wider cell the image keeps its 10-point margins (both its width and height are
        // flexible): 200 − 20 wide.
        let wider = try SceneBuilderTests.run(text, ["--scene", "Tile", "--width", "200"])
        #expect(wider.standardOutput.contains(#""image":{"x":10,"y":10,"width":180,"height":100"#))
    }

    @Test func xcode80WroteFramesAsFrameInsets() throws {
        // Xcode 8.0 (toolsVersion 11201) wrote `<frame key="frameInset">`: minX, minY, width and
        // height, each left out when 0. The content view is 320 × 44; the label at (8, 12), 75 ×
        // 20 stored, pinned leading 8 and centred vertically, keeps it: y = (44 − 20) / 2 = 12.
        let text = Self.xibCell(
            subviews: """
                <label opaque="NO" contentMode="left" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <frame key="frameInset" minX="8" minY="12" width="75" height="20"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                """
        ).replacingOccurrences(
            of: #"tableViewCell="cell" id="content">"#,
            with: #"tableViewCell="cell" id="content"><frame key="frameInset" width="320" height="44"/>"#)
        #expect(try SceneBuilderTests.layouts(text)["label"] == Rect(x: 8, y: 12, width: 75, height: 20))
        let outcome = try SceneBuilderTests.run(text, name: "Cell.xib", ["--stored", "--strict"])
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""width":320,"height":44,"#), "\(outcome.standardOutput)")
        // An inset from the superview's far edge (`maxX`, `maxY`) stands for the size, or for the
        // origin when the size is given: in a 320 × 44 view, minX 8 and maxX 20 make a width of
        // 292; maxY 4 with a height of 20 puts the top at 20.
        let file = SourceFile(
            name: "Cell.xib",
            text: text.replacingOccurrences(
                of: #"minX="8" minY="12" width="75" height="20""#, with: #"minX="8" maxX="20" maxY="4" height="20""#))
        let document = try InterfaceBuilderDocument.read(file).get()
        let label = try #require(document.xml.elements.indices.first { document.xml.elements[$0]["id"] == "label" })
        #expect(document.xml.storedFrame(of: label) == Rect(x: 8, y: 20, width: 292, height: 20))
    }

    @Test func aTextViewWithoutAStoredFrameIsSaidToHaveNoSize() throws {
        // Xcode 8.0 stored no frame at all for a view its constraints place exactly: a label's
        // size, its text's, is then unknown to vflc, which says so at the label (not only that
        // the layout is ambiguous). An image view that constraints size gets no such warning.
        let text = Self.xibCell(
            subviews: """
                <label opaque="NO" contentMode="left" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="label"/>
                <imageView contentMode="scaleToFill" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="w"/>
                        <constraint firstAttribute="height" constant="30" id="h"/>
                    </constraints>
                </imageView>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="avatar" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="avatar" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c4"/>
                """
        ).replacingOccurrences(
            of: #"tableViewCell="cell" id="content">"#,
            with: #"tableViewCell="cell" id="content"><frame key="frameInset" width="320" height="44"/>"#)
        let outcome = try SceneBuilderTests.run(text, name: "Cell.xib")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains(
                "Cell.xib:9:1: warning: 'label' (label) has no stored frame (Xcode 8.0 stored none where constraints"
                    + " place a view), so vflc does not know the size its content gives it"), "\(outcome.standardError)"
        )
        #expect(!outcome.standardError.contains("'avatar' (imageView) has no stored frame"), "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""avatar":{"x":282,"y":7,"width":30,"height":30"#))
    }

    @Test func aStoredFrameIsNeverReplaced() throws {
        // With a stored frame the root is what the document says, whatever its cell: no note.
        let text = Self.xibCell(
            subviews: Self.pinnedLabel.subviews, constraints: Self.pinnedLabel.constraints
        ).replacingOccurrences(
            of: #"tableViewCell="cell" id="content">"#,
            with: #"tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="320" height="44.5"/>"#)
        let file = SourceFile(name: "Cell.xib", text: text)
        let document = try InterfaceBuilderDocument.read(file).get()
        let scene = try #require(document.scenes.first)
        #expect(document.inferredRootSize(of: scene) == nil)
        let outcome = try SceneBuilderTests.run(text, name: "Cell.xib")
        #expect(outcome.status == 0 && !outcome.standardError.contains("stores no frame"), "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""width":320,"height":44.5,"#), "\(outcome.standardOutput)")
    }
}
