import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLInterfaceBuilder
@testable import VFLSyntax

/// The Interface Builder front end, one rule at a time, on small documents written here: what a
/// `<constraint>` means, where a scene's safe area and margins come from, cells, size classes,
/// scroll views, switches. Each expected frame is worked out in a comment.
@Suite struct SceneBuilderTests {
    /// A storyboard with one view controller whose root view holds `subviews` and `constraints`;
    /// `device: nil` writes no `<device>` (a document Xcode saved without one).
    static func storyboard(
        device: String? = "retina4_7", tools: Int = 22155, width: Double = 375, height: Double = 667,
        subviews: String, constraints: String, controllerExtras: String = "", documentExtras: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
            \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="TestViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
        \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
        \(documentExtras)
            </scenes>
        </document>
        """
    }

    /// A storyboard whose root holds one view pinned to the safe area's top: its JSON shows the
    /// scene's safe area (`safeArea(_:)`).
    static func safeAreaStoryboard(
        device: String? = "retina4_7", tools: Int = 22155, width: Double = 375, height: Double = 667,
        controllerExtras: String = "", documentExtras: String = ""
    ) -> String {
        storyboard(
            device: device, tools: tools, width: width, height: height,
            subviews: view("a", frame: (0, 0, width, 10)),
            constraints:
                #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#,
            controllerExtras: controllerExtras, documentExtras: documentExtras)
    }

    /// A storyboard whose root holds `card`, a full-width view 100 high at y 100, with `lbl`
    /// (50 × 20, stored at x `labelX`) pinned to the card's leading margin and top; the card
    /// preserves its superview's margins or not.
    static func cardStoryboard(
        preserves: Bool, labelX: Double, device: String? = "retina4_7", tools: Int = 22155, width: Double = 375,
        height: Double = 667
    ) -> String {
        storyboard(
            device: device, tools: tools, width: width, height: height,
            subviews: """
                <view contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="0.0" y="100" width="\(width)" height="100"/>
                    <subviews>
                        \(view("lbl", frame: (labelX, 0, 50, 20)))
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="m1"/>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="card" secondAttribute="top" id="m2"/>
                        <constraint firstItem="lbl" firstAttribute="width" constant="50" id="m3"/>
                        <constraint firstItem="lbl" firstAttribute="height" constant="20" id="m4"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="card" firstAttribute="height" constant="100" id="c4"/>
                """)
    }

    /// A view element placed by constraints.
    /// A storyboard whose root holds one vertical stack view `st` (with `attributes`, stored
    /// `storedHeight` high, and `variations`, its `<variation>` elements) pinned to its top left
    /// and 200 wide, arranging `arranged` (views' XML), with `constraints` besides (ids from c4).
    static func stackStoryboard(
        attributes: String, storedHeight: Double, arranged: [String], variations: String = "", constraints: String
    ) -> String {
        storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="\(storedHeight)"/>
                    <subviews>
                        \(arranged.joined(separator: "\n"))
                    </subviews>
                    \(variations)
                </stackView>
                """,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="st" firstAttribute="width" constant="200" id="c3"/>
                \(constraints)
                """)
    }

    static func view(
        _ id: String, _ element: String = "view", frame: (Double, Double, Double, Double), extra: String = "",
        inner: String = ""
    )
        -> String
    {
        """
        <\(element) contentMode="scaleToFill" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            \(inner)
        </\(element)>
        """
    }

    /// A xib of toolsVersion `tools` for `device` whose `<objects>` hold `objects`.
    static func xib(device: String = "retina4_7", tools: Int = 22155, objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A navigation controller scene whose root view controller is `vc1` (the storyboard's).
    static let navigationControllerScene = """
        <scene sceneID="s2">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    /// A scene whose view controller `vc2` (root `root2`) has a view `b` pinned to its safe
    /// area's top, stored at `y`; `extras` go inside the view controller element.
    static func shownScene(y: Double, extras: String = "") -> String {
        """
        <scene sceneID="s3">
            <objects>
                <viewController id="vc2" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root2">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>\(view("b", frame: (0, y, 375, 10)))</subviews>
                        <viewLayoutGuide key="safeArea" id="safe2"/>
                        <constraints>
                            <constraint firstItem="b" firstAttribute="top" secondItem="safe2" secondAttribute="top" id="c2"/>
                        </constraints>
                    </view>
                    \(extras)
                </viewController>
            </objects>
        </scene>
        """
    }

    /// Every scene of `text` laid out with the document's own geometry, or the first error.
    static func layouts(_ text: String, scene: String? = nil) throws -> [String: Rect] {
        let file = SourceFile(name: "test.storyboard", text: text)
        let document = try InterfaceBuilderDocument.read(file).get()
        let chosen = try #require(scene.map { document.scene(named: $0) } ?? document.scenes.first)
        let compiled = InterfaceBuilderCompiler.compile(
            document, scene: chosen, geometry: SceneGeometry(request: LayoutRequest(deviceScaleByDefault: true)))
        let errors = compiled.result.diagnostics.filter { $0.severity == .error }.map(\.message.text)
        #expect(errors.isEmpty, "\(errors)")
        var frames: [String: Rect] = [:]
        for view in compiled.result.layouts.first?.views ?? [] { frames[view.name] = view.frame }
        return frames
    }

    @Test func implicitFirstItemConstantSizeAndRatioMultiplier() throws {
        // a.leading = root.leading + 20; a.top = safe.top + 10 (the iPhone 8's status bar is 20
        // in a storyboard of Xcode 14 and later: y = 30); width 96; height = width × 9/16 = 54.
        let text = Self.storyboard(
            subviews: Self.view("a", frame: (20, 30, 96, 54)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="96" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="9:16" id="c4"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["a"] == Rect(x: 20, y: 30, width: 96, height: 54))
    }

    @Test func aLengthItsOwnConstraintFixesIsNotTheStoredRoundedOne() throws {
        // `lbl` resists compression at 1000 and its own required c3 makes it 20.5 high. On the
        // iPhone 15 Pro's 3x grid Xcode stores it 20.667 high (its edges 11.75 and 32.25 rounded
        // to 11.667 and 32.333): read as its intrinsic height, 20.667 would hold against c3, a
        // conflict neither Xcode nor UIKit has. It is centred in the 44-point root: y 11.75,
        // snapped to 11.667, and 20.667 high, as stored.
        let text = Self.storyboard(
            device: "retina6_12", width: 393, height: 44,
            subviews: Self.view(
                "lbl", "label", frame: (20, 11.666666666666666, 42, 20.666666666666671),
                extra: #"verticalCompressionResistancePriority="1000""#,
                inner: #"<constraints><constraint firstAttribute="height" constant="20.5" id="c3"/></constraints>"#),
            constraints: """
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="lbl" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                """)
        let frame = try #require(try Self.layouts(text)["lbl"])
        #expect(abs(frame.y - 35.0 / 3) < 1e-9 && abs(frame.height - 62.0 / 3) < 1e-9, "\(frame)")
        #expect(frame.x == 20 && frame.width == 42)
    }

    @Test func aScrollViewsMarginsBetweenItAndItsContentAreTheContentAreas() throws {
        // The scroll view fills the iPhone 8's root, under its 20-point status bar. `card` is tied
        // to its four margins: they are the content area's (inset by the scroll view's 8-point
        // margins and its safe area), so the content grows to hold the card, 100 high at y
        // 20 + 8 = 28, rather than the card stretching to the frame's bottom margin (8 above the
        // bottom, 659, which would break its height). Its width, equal to the scroll view's less
        // 16, is measured on the frame: 359 at x 8.
        let text = Self.storyboard(
            subviews: """
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(Self.view("card", frame: (8, 28, 359, 100)))
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="scroll" secondAttribute="topMargin" id="m1"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" id="m2"/>
                        <constraint firstAttribute="bottomMargin" secondItem="card" secondAttribute="bottom" id="m3"/>
                        <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="m4"/>
                        <constraint firstItem="card" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-16" id="m5"/>
                        <constraint firstItem="card" firstAttribute="height" constant="100" id="m6"/>
                    </constraints>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["scroll"] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frames["card"] == Rect(x: 8, y: 28, width: 359, height: 100))
        // Read as the frame's, the bottom margin would leave the card's place to chance (the
        // scroll view's safe area giving way): no ambiguity, no broken constraint, nothing said.
        let outcome = try Self.run(text)
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
    }

    @Test func missingFirstItemIsTheViewHoldingTheList() throws {
        // `<constraint firstAttribute="trailing" secondItem="a" …>` in the root's list:
        // root.trailing = a.trailing + 15, so a.maxX = 375 − 15 = 360; width 40 → x = 320.
        let text = Self.storyboard(
            subviews: Self.view("a", frame: (320, 0, 40, 40)),
            constraints: """
                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="15" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="40" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
                """)
        #expect(try Self.layouts(text)["a"] == Rect(x: 320, y: 0, width: 40, height: 40))
    }

    @Test func aSubviewsMarginsAreInsetFromItsSafeArea() throws {
        // iPhone XR-class document (retina6_1, Xcode 14+): safe top 48. `bar` is pinned to the
        // root's top, so its safe area starts 48 below its top and its top margin is 48 + 8 = 56;
        // the label's top = bar.topMargin + 20 = 76.
        let text = Self.storyboard(
            device: "retina6_1", width: 414, height: 896,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <subviews>
                        \(Self.view("title", frame: (8, 76, 100, 20)))
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="bar" secondAttribute="topMargin" constant="20" id="m1"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="m2"/>
                        <constraint firstItem="title" firstAttribute="width" constant="100" id="m3"/>
                        <constraint firstItem="title" firstAttribute="height" constant="20" id="m4"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="bar" firstAttribute="height" constant="200" id="c4"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["title"] == Rect(x: 8, y: 76, width: 100, height: 20))
    }

    @Test func aViewControllerInANavigationControllerSitsUnderItsBar() throws {
        // retina4_7, Xcode 14+: status bar 20, navigation bar 44: a.top = safe.top → y = 64.
        let navigation = Self.navigationControllerScene
        let text = Self.storyboard(
            subviews: Self.view("a", frame: (0, 64, 375, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                """,
            controllerExtras: #"<navigationItem key="navigationItem" id="item"/>"#, documentExtras: navigation)
        #expect(try Self.layouts(text, scene: "root")["a"] == Rect(x: 0, y: 64, width: 375, height: 10))
        // A device sweep keeps the bar on every device: 20 + 44 on the iPhone SE, 59 + 44 on the
        // iPhone 15.
        let sweep = try run(text, ["--scene", "root", "--device", "iphonese3,iphone15"])
        #expect(sweep.standardOutput.contains(#""safeArea":{"top":64,"left":0,"bottom":0,"right":0}"#))
        #expect(sweep.standardOutput.contains(#""safeArea":{"top":103,"left":0,"bottom":34,"right":0}"#))
    }

    @Test func aSwitchIsPlacedByItsAlignmentRect() throws {
        // The switch's alignment rect is its frame less 2 on the right: intrinsic 49 × 31.
        // trailing = root.trailing − 16 puts the rect at 375 − 16 − 49 = 310, the frame 51 wide.
        let text = Self.storyboard(
            subviews: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                    <rect key="frame" x="310" y="100" width="51" height="31"/>
                </switch>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="16" id="c1"/>
                <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        #expect(try Self.layouts(text)["sw"] == Rect(x: 310, y: 100, width: 51, height: 31))
    }

    @Test func aFixedFrameViewKeepsItsFrame() throws {
        // `fixedFrame="YES"` and no constraints: Interface Builder pins it by its frame.
        let text = Self.storyboard(
            subviews: """
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                    <rect key="frame" x="12" y="34" width="56" height="78"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                """,
            constraints: "")
        #expect(try Self.layouts(text)["f"] == Rect(x: 12, y: 34, width: 56, height: 78))
    }

    @Test func edgesBetweenAScrollViewAndItsContentAreTheContentArea() throws {
        // The content is 1,000 high, pinned 10 from the scroll view's top and bottom: that sets
        // the content size (1,020), not the scroll view's height (the root's 667).
        let text = Self.storyboard(
            subviews: Self.view(
                "scroll", "scrollView", frame: (0, 0, 375, 667),
                inner: """
                    <subviews>
                        \(Self.view("content", frame: (0, 10, 375, 1000)))
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="10" id="s1"/>
                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" constant="10" id="s2"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s3"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                        <constraint firstItem="content" firstAttribute="height" constant="1000" id="s6"/>
                    </constraints>
                    """),
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["scroll"] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frames["content"] == Rect(x: 0, y: 10, width: 375, height: 1000))
        // The usual idiom: the content's centre on the scroll view's (its frame's) instead of an
        // equal width sizes it to the scroll view's 375 as well.
        let centred = text.replacingOccurrences(
            of: #"firstAttribute="width" secondItem="scroll" secondAttribute="width""#,
            with: #"firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX""#)
        #expect(try Self.layouts(centred)["content"] == Rect(x: 0, y: 10, width: 375, height: 1000))
    }

    @Test func sizeClassVariationsInstallConstraintsAndConstants() throws {
        // In compact width (the iPhone) `c2` is installed (excluded by default) and `c1`'s constant
        // is 30 instead of 10.
        let text = Self.storyboard(
            subviews: Self.view("a", frame: (30, 0, 50, 50)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1">
                    <variation key="widthClass=compact" constant="30"/>
                </constraint>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="99" id="c5"/>
                <constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c2"/>
                    </mask>
                </variation>
                <variation key="widthClass=compact">
                    <mask key="constraints">
                        <include reference="c2"/>
                        <exclude reference="c5"/>
                    </mask>
                </variation>
                <constraints>
                """)
        #expect(try Self.layouts(text)["a"] == Rect(x: 30, y: 0, width: 50, height: 50))
    }

    @Test func aSizeClassVariationSetsAStackViewsSpacing() throws {
        // In compact width (the iPhone) the stack's spacing is 30, not 10: b at 20 + 30 = 50. Before
        // this was read, the variation's spacing was dropped without a word.
        let text = Self.stackStoryboard(
            attributes: #"spacing="10""#, storedHeight: 70,
            arranged: [Self.view("a", frame: (0, 0, 200, 20)), Self.view("b", frame: (0, 50, 200, 20))],
            variations: #"<variation key="widthClass=compact" spacing="30"/>"#,
            constraints: """
                <constraint firstItem="a" firstAttribute="height" constant="20" id="c4"/>
                <constraint firstItem="b" firstAttribute="height" constant="20" id="c5"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["b"] == Rect(x: 0, y: 50, width: 200, height: 20))
        #expect(frames["st"]?.height == 70)
    }

    @Test func aStackWithNoViewShowingAlignsNoneOfItsHiddenViews() throws {
        // A 200-wide fill-aligned vertical stack whose arranged views are all hidden: Xcode
        // stores them at the stack's leading edge at widths of their own (60 and 90), not
        // spanning it, so vflc leaves them open across the axis (drawn where Xcode drew them,
        // with an ambiguity warning; their required heights outweigh `UISV-hiding`). With one
        // view showing, the hidden one spans as before.
        func text(showing: Bool) -> String {
            Self.stackStoryboard(
                attributes: "", storedHeight: showing ? 20 : 0,
                arranged: [
                    Self.view("a", frame: (0, 0, 60, 20), extra: #"hidden="YES""#),
                    Self.view("b", frame: (0, 0, showing ? 200 : 90, 20), extra: showing ? "" : #"hidden="YES""#),
                ],
                constraints: """
                    <constraint firstItem="a" firstAttribute="height" constant="20" id="c4"/>
                    <constraint firstItem="b" firstAttribute="height" constant="20" id="c5"/>
                    """)
        }
        let hidden = try Self.layouts(text(showing: false))
        #expect(hidden["a"] == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(hidden["b"] == Rect(x: 0, y: 0, width: 90, height: 20))
        let outcome = try run(text(showing: false))
        #expect(outcome.standardError.contains("warning: ambiguous layout"), "\(outcome.standardError)")
        let shown = try Self.layouts(text(showing: true))
        #expect(shown["a"]?.width == 200)
        #expect(shown["b"] == Rect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test func aCellsConstraintsNameTheCellAndItsSeparator() throws {
        // A table view cell 44 high whose content view is 43.5: `label.bottom = cell.bottom − 5.5`
        // is 44 − 5.5 = 38.5 in the content view; height 20 → y = 18.5. Xcode 14+'s content
        // margins on a 320-wide xib cell are 16 on the sides: leading = leadingMargin → x = 16.
        let text = Self.xib(
            device: "retina6_1",
            objects: """
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="16" y="18.5" width="30" height="20"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <constraints>
                        <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="5.5" id="c1"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                    </constraints>
                </tableViewCell>
                """)
        #expect(try Self.layouts(text)["label"] == Rect(x: 16, y: 18.5, width: 30, height: 20))
    }

    @Test func marginsFollowingTheReadableWidthAreAWarningInARegularWidth() throws {
        // The root's margins follow the readable width and a label is tied to them: on an iPad
        // (regular width) UIKit would widen them, which vflc does not model, so it warns at the
        // root's element; on an iPhone (compact) the readable width changes nothing: no warning.
        func text(device: String, width: Double, height: Double) -> String {
            Self.storyboard(
                device: device, width: width, height: height,
                subviews: Self.view("lbl", frame: (20, 100, 50, 20)),
                constraints: """
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    <constraint firstItem="lbl" firstAttribute="width" constant="50" id="c3"/>
                    <constraint firstItem="lbl" firstAttribute="height" constant="20" id="c4"/>
                    """
            ).replacingOccurrences(of: #"id="root">"#, with: #"layoutMarginsFollowReadableWidth="YES" id="root">"#)
        }
        let pad = try run(text(device: "ipad9_7", width: 768, height: 1024))
        #expect(pad.status == 0, "\(pad.standardError)")
        #expect(
            pad.standardError.contains(
                "warning: 'root''s layout margins following the readable width (layoutMarginsFollowReadableWidth) is not"
            ), "\(pad.standardError)")
        let phone = try run(text(device: "retina4_7", width: 375, height: 667))
        #expect(phone.status == 0 && !phone.standardError.contains("readable"), "\(phone.standardError)")
    }

    /// A prototype cell is a scene of its own: the warning about its content view's readable
    /// width is the cell's, not the view controller's whose table holds it.
    @Test func aCellsReadableWidthWarningIsTheCellsAlone() throws {
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="28" width="768" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" layoutMarginsFollowReadableWidth="YES" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="43.5"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="20" y="11" width="30" height="20"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="c2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let text = Self.storyboard(
            device: "ipad9_7", width: 768, height: 1024, subviews: table, constraints: "")
        let cell = try run(text, ["--scene", "content"])
        #expect(cell.standardError.contains("'content''s layout margins following"), "\(cell.standardError)")
        let controller = try run(text, ["--scene", "root"])
        #expect(controller.status == 0, "\(controller.standardError)")
        #expect(!controller.standardError.contains("readable width"), "\(controller.standardError)")
    }

    @Test func aCellsOwnSafeAreaIsTheCell() throws {
        // A constraint the cell holds to its own safe-area guide (`cellSafe`): the cell's bounds,
        // 320 wide: label.trailing = 320 − 15 = 305, width 50 → x = 255 (Xcode stored 250, which
        // an ignored constraint would leave it at). It names no unknown item.
        let text = Self.xib(
            device: "retina6_1",
            objects: """
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="250" y="10" width="50" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="contentSafe"/>
                    </tableViewCellContentView>
                    <constraints>
                        <constraint firstItem="cellSafe" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="15" id="c2"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="cellSafe"/>
                </tableViewCell>
                """)
        #expect(try Self.layouts(text)["label"] == Rect(x: 255, y: 10, width: 50, height: 20))
        let outcome = try run(text, name: "Cell.xib")
        #expect(outcome.status == 0 && !outcome.standardError.contains("cellSafe"), "\(outcome.standardError)")
    }

    @Test func aCellWithAnAccessoryIsWiderThanItsContentView() throws {
        // A 375-wide cell with a detail disclosure button: its content view is 307 wide (the
        // accessory takes 68). A line pinned to the cell's trailing edge (a constraint on the cell)
        // runs under the accessory, to 375: x = 8, width 375 − 8 = 367 — not the content view's
        // 307 − 8 = 299. At y = 43, 1 high.
        let text = Self.xib(
            objects: """
                <tableViewCell contentMode="scaleToFill" accessoryType="detailDisclosureButton" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="307" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                <rect key="frame" x="8" y="43" width="367" height="1"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="c1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="line" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c3"/>
                        </constraints>
                    </tableViewCellContentView>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="c4"/>
                    </constraints>
                </tableViewCell>
                """)
        #expect(try Self.layouts(text)["line"] == Rect(x: 8, y: 43, width: 367, height: 1))
        // On an iPhone 16 Pro (402 wide) the cell is 402 and its content view 402 − 68 = 334; the
        // line still runs to the cell's edge: 402 − 8 = 394.
        let outcome = try run(text, name: "Cell.xib", ["--device", "iphone16pro", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let scene = try #require(try LaidOutScenes(outcome.standardOutput).scenes.first)
        #expect(scene.width == 334)
        let line = try #require(scene.views["line"])
        #expect(line.frame.isClose(to: .init(x: 8, y: 43, width: 394, height: 1), tolerance: 0.001), "\(line.frame)")
    }

    @Test func multipliersAreNumbersOrRatios() {
        #expect(SceneBuilder.multiplier("0.5") == 0.5)
        #expect(SceneBuilder.multiplier("16:9") == 16.0 / 9)
        #expect(SceneBuilder.multiplier("1/3") == 1.0 / 3)
        // Xcode keeps a ratio as it was typed, with spaces (two documents of the corpora).
        #expect(SceneBuilder.multiplier("3: 2") == 1.5)
        #expect(SceneBuilder.multiplier(" 1 : 1 ") == 1)
        #expect(SceneBuilder.multiplier("1:0") == nil)
        #expect(SceneBuilder.multiplier("1 1:2") == nil)
        #expect(SceneBuilder.multiplier("half") == nil)
        // Xcode 8 kept a percentage as typed; its stored frames read "100%" as 1.
        #expect(SceneBuilder.multiplier("100%") == 1)
        #expect(SceneBuilder.multiplier("50 %") == 0.5)
        #expect(SceneBuilder.multiplier("%") == nil)
        #expect(SceneBuilder.multiplier("50%%") == nil)
    }

    @Test func variationKeysApplyByTheirSizeClasses() {
        let phone = SizeClassTraits(horizontal: .compact, vertical: .regular)
        #expect(SizeClassVariations.specificity(of: "default", traits: phone) == 0)
        #expect(SizeClassVariations.specificity(of: "widthClass=compact", traits: phone) == 1)
        #expect(SizeClassVariations.specificity(of: "heightClass=regular-widthClass=compact", traits: phone) == 2)
        #expect(SizeClassVariations.specificity(of: "widthClass=regular", traits: phone) == nil)
        #expect(SizeClassVariations.specificity(of: "gamut=P3", traits: phone) == nil)
    }

    // MARK: - The driver

    private func run(_ text: String, name: String = "Main.storyboard", _ arguments: [String] = []) throws
        -> Driver.Outcome
    {
        try Self.run(text, name: name, arguments)
    }

    /// `vflc` run on `text` written to a temporary file called `name`, with `arguments` after it.
    static func run(_ text: String, name: String = "Main.storyboard", _ arguments: [String] = []) throws
        -> Driver.Outcome
    {
        let directory = NSTemporaryDirectory() + "vflc-ib-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return Driver.run(arguments: [path] + arguments)
    }

    private var oneView: String {
        Self.storyboard(
            subviews: Self.view("a", "label", frame: (16, 20, 40, 21), extra: #"userLabel="Title""#),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                """)
    }

    @Test func theJSONSaysTheSceneTheClassAndTheLabel() throws {
        let outcome = try run(oneView)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""scene":"root","name":"TestViewController""#))
        #expect(
            outcome.standardOutput.contains(
                #""a":{"x":16,"y":20,"width":40,"height":21,"class":"label","label":"Title"}"#))
    }

    @Test func anUnknownSceneIsAUsageErrorListingTheScenes() throws {
        let outcome = try run(oneView, ["--scene", "nope"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("no scene 'nope'"))
        #expect(outcome.standardError.contains("root (TestViewController)"))
    }

    @Test func malformedXMLIsExit65AtItsLine() throws {
        let outcome = try run("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n</document>\n")
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("Main.storyboard:4:"))
        #expect(outcome.standardOutput.isEmpty)
    }

    /// A constraint of a custom class may change its constant at run time: it is laid out as
    /// written, with a note at the constraint; the other constraints get none.
    @Test func aConstraintOfACustomClassIsLaidOutAsWrittenWithANote() throws {
        let text = Self.storyboard(
            subviews: Self.view("box", frame: (16, 20, 100, 44)),
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="44" customClass="ScaledConstraint" id="c4"/>
                """)
        #expect(try Self.layouts(text)["box"] == Rect(x: 16, y: 20, width: 100, height: 44))
        let outcome = try run(text)
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError.contains(
                "note: constraint 'c4' is a ScaledConstraint, a subclass of NSLayoutConstraint whose code may change"),
            "\(outcome.standardError)")
        #expect(outcome.standardError.components(separatedBy: "subclass of NSLayoutConstraint").count == 2)
    }

    @Test func aMacOSDocumentIsExit65() throws {
        let text = Self.storyboard(subviews: "", constraints: "").replacingOccurrences(
            of: "iOS.CocoaTouch\" propertyAccessControl", with: "MacOSX.Cocoa\" propertyAccessControl")
        let outcome = try run(text)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("not an iOS document (target runtime 'MacOSX.Cocoa')"))
    }

    @Test func anIPadOnlyDocumentIsIOS() throws {
        // `targetRuntime="iOS.CocoaTouch.iPad"` (Xcode 5–8's iPad-only documents) lays out.
        let text = Self.storyboard(
            width: 768, height: 1024, subviews: Self.view("a", frame: (20, 20, 100, 100)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="100" id="c4"/>
                """
        ).replacingOccurrences(
            of: "iOS.CocoaTouch\" propertyAccessControl", with: "iOS.CocoaTouch.iPad\" propertyAccessControl")
        let outcome = try run(text)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""a":{"x":20,"y":20,"width":100,"height":100"#))
    }

    @Test func aBaselineConstraintNeedsFontMetrics() throws {
        let text = Self.storyboard(
            subviews: Self.view("a", "label", frame: (0, 0, 40, 21)) + Self.view("b", "label", frame: (50, 0, 40, 21)),
            constraints: """
                <constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" secondAttribute="firstBaseline" id="c1"/>
                """)
        let outcome = try run(text)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("needs font metrics"))
        #expect(
            outcome.standardError.contains("[needs-font-metrics]") || outcome.standardError.contains("font metrics"))
    }

    @Test func aViewWithoutConstraintsIsAmbiguous() throws {
        // `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint: the bug IB hides.
        let text = Self.storyboard(subviews: Self.view("lost", frame: (10, 10, 10, 10)), constraints: "")
        let outcome = try run(text)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("ambiguous layout"))
        #expect(outcome.standardError.contains("'lost'"))
        // A labelled view is named by its label in a note.
        let labelled = text.replacingOccurrences(of: #"id="lost""#, with: #"userLabel="Lost Box" id="lost""#)
        #expect(try run(labelled).standardError.contains("note: 'lost' is 'Lost Box' (view)"))
    }

    @Test func svgOfSeveralScenesNeedsAScene() throws {
        let text = Self.storyboard(
            subviews: "", constraints: "",
            documentExtras: """
                <scene sceneID="s3"><objects><viewController id="vc2" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root2"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController></objects></scene>
                """)
        let outcome = try run(text, ["--format", "svg"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("choose one with '--scene'"))
        #expect(try run(text, ["--format", "svg", "--scene", "root2"]).status == 0)
    }

    @Test func sceneOnAVFLFileIsAUsageError() throws {
        let outcome = try run("H:|-[a]-|\n", name: "a.vfl", ["--scene", "x"])
        #expect(outcome.status == 64)
    }

    // MARK: - --stored

    /// A label stored at y 20 whose constraint puts it 8 below the safe area's top (20 + 8 = 28).
    private var misplacedLabel: String {
        Self.storyboard(
            subviews: Self.view(
                "lbl", "label", frame: (16, 20, 120, 21), extra: #"userLabel="Title" misplaced="YES""#),
            constraints: """
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
                """)
    }

    @Test func storedNamesAMisplacedViewWithBothFrames() throws {
        let outcome = try run(misplacedLabel, ["--stored"])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError.contains(
                "warning: misplaced view 'lbl' ('Title'): Xcode stored (16, 20, 120, 21), the constraints give (16, 28, 120, 21)"
            ), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("note: Xcode marks it misplaced too"))
        // Its size is right: the text is not why it is misplaced.
        #expect(!outcome.standardError.contains("its size comes from its text"))
        #expect(try run(misplacedLabel, ["--stored", "--strict"]).status == 65)
        // Without --stored, nothing is compared.
        #expect(!(try run(misplacedLabel)).standardError.contains("misplaced"))
    }

    /// A label whose size is off gets the note that its size comes from its text (here it wraps
    /// onto more lines at the narrower width its constraints give it).
    @Test func storedSaysALabelsSizeComesFromItsTextOnlyWhenTheSizeIsOff() throws {
        let text = Self.storyboard(
            subviews: Self.view("lbl", "label", frame: (16, 28, 400, 21), extra: #"numberOfLines="0""#),
            constraints: """
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.standardError.contains("warning: misplaced view 'lbl'"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("its size comes from its text"), "\(outcome.standardError)")
    }

    /// A slider's frame is its alignment rect widened by 2 on each side: a slider Xcode drew 2
    /// points off may have been drawn with other insets, and gets that note; one 40 points off
    /// cannot be, and does not.
    @Test func storedNamesTheAlignmentInsetsOnlyWhenTheyCouldAccountForTheOffset() throws {
        func stored(x: Double) throws -> String {
            let text = Self.storyboard(
                subviews: Self.view("sld", "slider", frame: (x, 28, 204, 31)),
                constraints: """
                    <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstItem="sld" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
                    """)
            return try run(text, ["--stored"]).standardError
        }
        let note = "constraints place its alignment rect"
        let placed = try stored(x: 14)
        #expect(!placed.contains("misplaced"), "\(placed)")
        let near = try stored(x: 16)
        #expect(near.contains("misplaced view 'sld'") && near.contains(note), "\(near)")
        let far = try stored(x: 56)
        #expect(far.contains("misplaced view 'sld'") && !far.contains(note), "\(far)")
    }

    @Test func storedSaysWhenStoredFramesPutAnArrangedViewOutsideItsStack() throws {
        // A vertical stack aligned 'center', 200 wide: a 100-point box stored at x 150 reaches 50
        // points out of it, which UIKit's stack never allows (it is centred at x 50); one stored
        // inside but off centre, at x 20, is misplaced without that note.
        func text(x: Double) -> String {
            Self.stackStoryboard(
                attributes: #"alignment="center""#, storedHeight: 20,
                arranged: [Self.view("box", frame: (x, 0, 100, 20))],
                constraints: """
                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c4"/>
                    <constraint firstItem="box" firstAttribute="height" constant="20" id="c5"/>
                    """)
        }
        let note = "the frames Xcode stored put it partly outside stack view 'st' across its width"
        let outside = try run(text(x: 150), ["--stored"]).standardError
        #expect(outside.contains("misplaced view 'box'") && outside.contains(note), "\(outside)")
        let inside = try run(text(x: 20), ["--stored"]).standardError
        #expect(inside.contains("misplaced view 'box'") && !inside.contains(note), "\(inside)")
    }

    @Test func storedSaysATableViewWasKeptAtItsDrawnHeight() throws {
        // A card pinned to the root's top and sides, 150 high at priority 250, holds a table
        // view pinned to its edges: UIKit gives the table no intrinsic size, so the card is 150
        // and the table too; Xcode stored both 192 high, as it does (the table kept at its drawn
        // height). A label stored a size the constraints do not give gets no such note.
        let card = Self.view(
            "card", frame: (0, 0, 375, 192),
            inner: """
                <subviews>
                    \(Self.view("list", "tableView", frame: (0, 0, 375, 192)))
                </subviews>
                <constraints>
                    <constraint firstItem="list" firstAttribute="top" secondItem="card" secondAttribute="top" id="t1"/>
                    <constraint firstItem="list" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="t2"/>
                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="t3"/>
                    <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="t4"/>
                    <constraint firstAttribute="height" priority="250" constant="150" id="t5"/>
                </constraints>
                """)
        let text = Self.storyboard(
            subviews: card + "\n" + Self.view("lbl", "label", frame: (0, 300, 60, 20)),
            constraints: """
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c4"/>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstItem="lbl" firstAttribute="width" constant="80" id="c6"/>
                """)
        let outcome = try run(text, ["--stored", "--width", "375", "--height", "667"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains(
                "misplaced view 'list': Xcode stored (0, 0, 375, 192), the constraints give (0, 0, 375, 150)"),
            "\(errors)")
        let note = "it is a table view: UIKit gives it no intrinsic size, so where only optional constraints give"
        #expect(errors.contains(note + " its height it takes what they leave"), "\(errors)")
        #expect(errors.contains("Interface Builder kept drawing it at its stored height"))
        #expect(errors.contains("misplaced view 'lbl'"))
        #expect(errors.components(separatedBy: note).count == 2, "one note, for the table: \(errors)")
    }

    @Test func storedSaysWhatMayExplainAMisplacedView() throws {
        // A vertical stack aligned 'center' at the root's top left, 200 wide: a 1-point rule with
        // no width (Xcode stored it 200 wide; UIKit's stack gives it 0, centred at 100), a hidden
        // label (Xcode parked it at y 0; vflc half a spacing after the rule) and a slider, which
        // the stack shrinks to its side insets: 98 points off, more than any insets could be.
        let text = Self.stackStoryboard(
            attributes: #"alignment="center" spacing="10""#, storedHeight: 42,
            arranged: [
                Self.view("rule", frame: (0, 0, 200, 1)),
                Self.view("hid", "label", frame: (0, 0, 50, 0), extra: #"hidden="YES""#),
                Self.view("sl", "slider", frame: (0, 11, 200, 31)),
            ],
            constraints: """
                <constraint firstItem="rule" firstAttribute="height" constant="1" id="c4"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains("misplaced view 'rule': Xcode stored (0, 0, 200, 1), the constraints give (100, 0, 0, 1)"),
            "\(errors)")
        #expect(errors.contains("it is narrower across a stack aligned 'center' than Xcode drew it"))
        #expect(errors.contains("misplaced view 'hid'"))
        #expect(errors.contains("it is a hidden arranged view"))
        #expect(
            errors.contains("misplaced view 'sl': Xcode stored (0, 11, 200, 31), the constraints give (98, 11, 4, 31)"))
        #expect(!errors.contains("widened by the insets vflc assumes for a slider"))
    }

    @Test func storedSaysUIKitFitsAnEquallyDistributedStack() throws {
        // A vertical stack distributed 'equalCentering', pinned only at its top, of two views 20
        // high: Xcode stored it 100 high with the second view at 80; UIKit's 'UISV-canvas-fit'
        // (@49) fits it to 20 + 10 + 20.
        let text = Self.stackStoryboard(
            attributes: #"distribution="equalCentering" spacing="10""#, storedHeight: 100,
            arranged: [Self.view("a", frame: (0, 0, 200, 20)), Self.view("b", frame: (0, 80, 200, 20))],
            constraints: """
                <constraint firstItem="a" firstAttribute="height" constant="20" id="c4"/>
                <constraint firstItem="b" firstAttribute="height" constant="20" id="c5"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains("misplaced view 'st': Xcode stored (0, 0, 200, 100), the constraints give (0, 0, 200, 50)"),
            "\(errors)")
        #expect(
            errors.contains(
                "it is a stack distributed 'equalCentering', shorter along its axis than Xcode drew it: where nothing"
                    + " requires a height, UIKit fits such a stack to its views and spacing at run time"),
            "\(errors)")
        #expect(
            errors.contains("misplaced view 'b': Xcode stored (0, 80, 200, 20), the constraints give (0, 30, 200, 20)"))
        #expect(
            errors.components(separatedBy: "distributed 'equalCentering'").count == 2, "the stack's only: \(errors)")
    }

    @Test func storedSaysXcodeDrawsAStoppedActivityIndicatorInItsStack() throws {
        // A vertical stack of a label 21 high and an activity indicator that hides when stopped,
        // which Xcode writes hidden yet draws 20 high below the label (6 of 6 such views in five
        // repositories). UIKit hides it while it is stopped: the stack closes up to 21, as vflc
        // lays it out, and `--stored` says why rather than that Xcode parks hidden views anywhere.
        let indicator = #"hidden="YES" hidesWhenStopped="YES" style="gray""#
        let text = Self.stackStoryboard(
            attributes: "", storedHeight: 41,
            arranged: [
                Self.view("lbl", "label", frame: (0, 0, 200, 21)),
                Self.view("spin", "activityIndicatorView", frame: (0, 21, 200, 20), extra: indicator),
            ],
            constraints: "")
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(errors.contains("misplaced view 'spin'"), "\(errors)")
        #expect(errors.contains("it is an activity indicator that hides when stopped"), "\(errors)")
        #expect(!errors.contains("it is a hidden arranged view"), "\(errors)")
    }

    /// A vertical stack aligned `fill` with spacing 8 of three views 40 high: Xcode stored the
    /// second 20 points after the first (at y 60), which UIKit's required spacing forbids (the
    /// layout puts it at 48), and the third 150 wide where the stack is 200 wide.
    @Test func storedNotesStackRulesTheStoredFramesBreak() throws {
        let text = Self.stackStoryboard(
            attributes: #"spacing="8""#, storedHeight: 100,
            arranged: [
                Self.view("a", frame: (0, 0, 200, 40)),
                Self.view("b", frame: (0, 60, 200, 40)),
                Self.view("c", frame: (0, 108, 150, 40)),
            ],
            constraints: """
                <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
                <constraint firstItem="b" firstAttribute="height" constant="40" id="c5"/>
                <constraint firstItem="c" firstAttribute="height" constant="40" id="c6"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains("misplaced view 'b': Xcode stored (0, 60, 200, 40), the constraints give (0, 48, 200, 40)"),
            "\(errors)")
        #expect(
            errors.contains(
                "the frames Xcode stored put it 20 points after 'a' in stack view 'st', whose spacing is 8"),
            "\(errors)")
        #expect(
            errors.contains(
                "misplaced view 'c': Xcode stored (0, 108, 150, 40), the constraints give (0, 96, 200, 40)"),
            "\(errors)")
        #expect(
            errors.contains(
                "the frames Xcode stored do not give it the width of stack view 'st', which aligns its views"),
            "\(errors)")
    }

    /// A stack spaced 8, and 30 in compact width (the iPhone the document is for): the stored
    /// frames are read against the spacing of the document's own size classes. The second view
    /// stored 30 after the first breaks nothing; stored 20 after it, it breaks a spacing of 30
    /// (a stack a size class varies was not read before).
    @Test func storedReadsAStacksSpacingUnderTheDocumentsSizeClasses() throws {
        func text(secondY: Double) -> String {
            Self.stackStoryboard(
                attributes: #"spacing="8""#, storedHeight: secondY + 40,
                arranged: [Self.view("a", frame: (0, 0, 200, 40)), Self.view("b", frame: (0, secondY, 200, 40))],
                variations: #"<variation key="widthClass=compact" spacing="30"/>"#,
                constraints: """
                    <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
                    <constraint firstItem="b" firstAttribute="height" constant="40" id="c5"/>
                    """)
        }
        let matching = try run(text(secondY: 70), ["--stored"])
        #expect(matching.status == 0, "\(matching.standardError)")
        #expect(!matching.standardError.contains("misplaced"), "\(matching.standardError)")
        let broken = try run(text(secondY: 60), ["--stored"])
        #expect(
            broken.standardError.contains(
                "the frames Xcode stored put it 20 points after 'a' in stack view 'st', whose spacing is 30"),
            "\(broken.standardError)")
    }

    /// A view hidden only in regular width, in a stack on the iPhone the document is for (compact
    /// width): laid out on that iPhone and an iPad, `--stored` reads the view as shown there, so
    /// the 10 points Xcode stored it after 'a' break the spacing and no note calls it hidden. The
    /// views were read once for every size class, the last read winning (which one, the order of
    /// a dictionary), so the note could differ from one run to the next.
    @Test func storedReadsWhetherAViewIsHiddenUnderTheLayoutsSizeClasses() throws {
        let text = Self.stackStoryboard(
            attributes: "", storedHeight: 90,
            arranged: [
                Self.view("a", frame: (0, 0, 200, 40)),
                Self.view("b", frame: (0, 50, 200, 40), inner: #"<variation key="widthClass=regular" hidden="YES"/>"#),
            ],
            constraints: """
                <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
                <constraint firstItem="b" firstAttribute="height" constant="40" id="c5"/>
                """)
        let outcome = try run(text, ["--stored", "--device", "iphone8,ipadpro11"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains("put it 10 points after 'a' in stack view 'st', whose spacing is 0"),
            "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("hidden arranged view"), "\(outcome.standardError)")
        // Read per size class from the one compilation: hidden in regular width only.
        let document = try InterfaceBuilderDocument.read(SourceFile(name: "test.storyboard", text: text)).get()
        var request = LayoutRequest(deviceScaleByDefault: true)
        request.devices = try ["iphone8", "ipadpro11"].map { try #require(Device.named($0)) }
        let compiled = InterfaceBuilderCompiler.compile(
            document, scene: try #require(document.scenes.first), geometry: SceneGeometry(request: request))
        let b = try #require(compiled.storedViews["b"])
        let hidden = compiled.result.layouts.map { layout in
            compiled.variations[layout.traits].map { b.isHidden(under: $0, in: document.xml) }
        }
        #expect(hidden == [false, true])
    }

    /// An `equalSpacing` stack requires at least its spacing between views: Xcode stored the second
    /// of two 40-point views overlapping the first (at y 20). A gap wider than the spacing there
    /// is no break, and a `fillProportionally` stack's spacing is not read at all.
    @Test func storedNotesAnEqualSpacingStacksMinimumGapTheStoredFramesBreak() throws {
        let text = Self.stackStoryboard(
            attributes: #"distribution="equalSpacing" spacing="8""#, storedHeight: 100,
            arranged: [
                Self.view("a", frame: (0, 0, 200, 40)),
                Self.view("b", frame: (0, 20, 200, 40)),
            ],
            constraints: """
                <constraint firstItem="st" firstAttribute="height" constant="100" id="c4"/>
                <constraint firstItem="a" firstAttribute="height" constant="40" id="c5"/>
                <constraint firstItem="b" firstAttribute="height" constant="40" id="c6"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains(
                "the frames Xcode stored put it -20 points after 'a' in stack view 'st', whose spacing is at least 8"),
            "\(outcome.standardError)")
        let wide = text.replacingOccurrences(of: #"y="20.0""#, with: #"y="60.0""#)
        #expect(wide != text)
        #expect(!(try run(wide, ["--stored"]).standardError.contains("whose spacing is")))
        let proportional = text.replacingOccurrences(of: "equalSpacing", with: "fillProportionally")
        #expect(!(try run(proportional, ["--stored"]).standardError.contains("whose spacing is")))
    }

    @Test func storedNotesAnArrangedViewWithNoLengthAlongItsStack() throws {
        // A vertical stack 100 high: a view 100 high and, below it, a plain view with no height
        // of its own. The first takes all 100; the second is 0 high at y 100, where Xcode stored
        // it 20 high at y 80.
        let text = Self.stackStoryboard(
            attributes: "", storedHeight: 100,
            arranged: [Self.view("tall", frame: (0, 0, 200, 80)), Self.view("gap", frame: (0, 80, 200, 20))],
            constraints: """
                <constraint firstItem="st" firstAttribute="height" constant="100" id="c4"/>
                <constraint firstItem="tall" firstAttribute="height" constant="100" id="c5"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        let gap = "misplaced view 'gap': Xcode stored (0, 80, 200, 20), the constraints give (0, 100, 200, 0)"
        #expect(errors.contains(gap), "\(errors)")
        #expect(errors.contains("it has no height along its stack here (0)"))
        #expect(!errors.contains("ambiguous"))
    }

    @Test func aStackWithNoArrangedSubviewsKeepsItsStoredSize() throws {
        // A vertical stack 100 high holds a 30-point view and an empty stack view, stored 200 ×
        // 50 (the app's code gives it its views). Interface Builder draws it at that size, which
        // vflc takes as its intrinsic size: the plain view, which hugs at 250 like the empty
        // stack's 250, stretches instead of it (30 → 50), where with no size of its own the
        // empty stack would take the room or leave the layout to chance.
        let text = Self.stackStoryboard(
            attributes: "", storedHeight: 100,
            arranged: [
                Self.view("top", frame: (0, 0, 200, 50)),
                #"<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="empty"><rect key="frame" x="0.0" y="50" width="200" height="50"/></stackView>"#,
            ],
            constraints: """
                <constraint firstItem="st" firstAttribute="height" constant="100" id="c4"/>
                <constraint firstItem="top" firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="c5"/>
                <constraint firstItem="top" firstAttribute="height" constant="30" priority="200" id="c6"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["empty"] == Rect(x: 0, y: 50, width: 200, height: 50), "\(frames)")
        #expect(frames["top"] == Rect(x: 0, y: 0, width: 200, height: 50))
        let outcome = try run(text, ["--stored"])
        #expect(
            outcome.standardError.contains(
                "'empty' is a stack view with no arranged subviews and no size constraint: it takes its stored size,"
                    + " 200 × 50, as its intrinsic size"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("misplaced"), "\(outcome.standardError)")
    }

    @Test func storedNotesABarsOffsetATieToMarginsAndACentredView() throws {
        // On an iPhone 8 of Xcode 15 (status bar 20): a bar pinned to the safe area's top that
        // Xcode stored at y 0 (solved 20: off by the safe area's top inset, a status bar's
        // height), and a box 8 points inside the root's leading margin that Xcode stored at x 28
        // (solved 16 + 8 = 24: tied to the root's margins, 16 here), and a view 100 high centred on
        // the safe area (20 to 667: y = 343.5 − 50 = 293.5) that Xcode stored centred on the root
        // (283.5): off by half the top inset.
        let text = Self.storyboard(
            subviews: Self.view("bar", frame: (0, 0, 375, 44)) + Self.view("box", frame: (28, 100, 50, 50))
                + Self.view("mid", frame: (200, 283.5, 50, 100)),
            constraints: """
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="bar" firstAttribute="width" constant="375" id="c3"/>
                <constraint firstItem="bar" firstAttribute="height" constant="44" id="c4"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="8" id="c5"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
                <constraint firstItem="box" firstAttribute="width" constant="50" id="c7"/>
                <constraint firstItem="box" firstAttribute="height" constant="50" id="c8"/>
                <constraint firstItem="mid" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c9"/>
                <constraint firstItem="mid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c10"/>
                <constraint firstItem="mid" firstAttribute="width" constant="50" id="c11"/>
                <constraint firstItem="mid" firstAttribute="height" constant="100" id="c12"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains("misplaced view 'bar': Xcode stored (0, 0, 375, 44), the constraints give (0, 20, 375, 44)")
        )
        #expect(
            errors.contains("its top or bottom edge is off by 20 points, the safe area's top inset here"), "\(errors)")
        #expect(
            errors.contains(
                "misplaced view 'box': Xcode stored (28, 100, 50, 50), the constraints give (24, 100, 50, 50)"))
        #expect(errors.contains("it is tied to the layout margins of 'root'"), "\(errors)")
        #expect(errors.contains("off by 10 points, half the safe area's top inset here"), "\(errors)")
    }

    @Test func storedSaysAVisualEffectViewsContentViewFillsIt() throws {
        // `fx` is 200 × 100 at the root's top left; its content view `cv` fills it, whatever
        // Xcode stored for it (50 × 20, a size from before `fx` was resized).
        let text = Self.storyboard(
            subviews: """
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <blurEffect style="regular"/>
                </visualEffectView>
                """,
            constraints: """
                <constraint firstItem="fx" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="fx" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="fx" firstAttribute="width" constant="200" id="c3"/>
                <constraint firstItem="fx" firstAttribute="height" constant="100" id="c4"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains("misplaced view 'cv': Xcode stored (0, 0, 50, 20), the constraints give (0, 0, 200, 100)"),
            "\(errors)")
        #expect(errors.contains("it is a visual effect view's content view, which fills it (UIKit keeps it so)"))
        #expect(!errors.contains("misplaced view 'fx'"), "\(errors)")
    }

    @Test func storedNotesBrokenConstraintsSymbolImagesAndPlaceholders() throws {
        // `box` (48 wide) is centred on the 375-point root by c1 (x 163.5), but stored a point to
        // the right: the stored frames break c1 by 1. `sym` shows an SF Symbol, stored 23 high at
        // y 100.5 where its 24-high alignment rect sits at 100. `card` has a placeholder intrinsic
        // size of 200 × 40 and nothing else sizing it, but Xcode stored it 80 high.
        let text = Self.storyboard(
            subviews: Self.view("box", frame: (164.5, 20, 48, 48))
                + Self.view(
                    "sym", "imageView", frame: (16, 100.5, 24, 23), extra: #"image="calendar" catalog="system""#)
                + Self.view(
                    "card", frame: (16, 200, 200, 80),
                    extra: #"placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="40""#),
            constraints: """
                <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="48" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="48" id="c4"/>
                <constraint firstItem="sym" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                <constraint firstItem="sym" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
                <constraint firstItem="sym" firstAttribute="width" constant="24" id="c7"/>
                <constraint firstItem="sym" firstAttribute="height" constant="24" id="c8"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c9"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c10"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains(
                "misplaced view 'box': Xcode stored (164.5, 20, 48, 48), the constraints give (163.5, 20, 48, 48)"),
            "\(errors)")
        #expect(
            errors.contains(
                "the frames Xcode stored break its constraint 'c1' (box.centerX == root.centerX) by 1 point:"))
        #expect(
            errors.contains(
                "misplaced view 'sym': Xcode stored (16, 100.5, 24, 23), the constraints give (16, 100, 24, 24)"))
        #expect(errors.contains("its image is an SF Symbol"))
        // Its insets are the symbol's, unknown: its stored frame is not checked against c8.
        #expect(!errors.contains("'c8'"), "\(errors)")
        #expect(
            errors.contains(
                "misplaced view 'card': Xcode stored (16, 200, 200, 80), the constraints give (16, 200, 200, 40)"))
        #expect(
            errors.contains("vflc takes its placeholder intrinsic size (200 × 40, placeholderIntrinsicWidth/Height)"))
    }

    @Test func brokenConstraintsLeaveScrollContentAndSizeClassesOut() throws {
        // `inner` is 600 wide in a 375-wide scroll view: its trailing is the content's, not the
        // scroll view's frame's (c1 holds for the content). c2 is left out of the base
        // configuration by a size-class variation. c3 (a width of 50 where 60 is stored) is
        // broken by 10. c4 gives the switch's alignment rect its width, 49 in a 51-wide frame.
        let text = Self.storyboard(
            subviews: Self.view(
                "scroll", "scrollView", frame: (0, 0, 375, 300),
                inner: """
                    <subviews>
                        \(Self.view("inner", frame: (0, 0, 600, 300)))
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="c1"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c2"/>
                        </mask>
                    </variation>
                    """) + Self.view("tag", frame: (20, 320, 60, 20))
                + Self.view("sw", "switch", frame: (20, 400, 51, 31)),
            constraints: """
                <constraint firstItem="tag" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c2"/>
                <constraint firstItem="tag" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="sw" firstAttribute="width" constant="49" id="c4"/>
                """)
        let xml = try XMLReader.read(SourceFile(name: "Main.storyboard", text: text)).get()
        let root = try #require(xml.elements.indices.first { xml.elements[$0]["id"] == "root" })
        let broken = StoredFrameCheck.constraintsBrokenByStoredFrames(xml, scene: root, toolsVersion: 22155)
        #expect(broken["inner"] == nil && broken["scroll"] == nil, "\(broken)")
        #expect(broken["tag"] == .init(id: "c3", text: "tag.width == 50", off: 10))
        // A switch is checked by its alignment rect, 2 points narrower than its frame: c4 holds.
        #expect(broken["sw"] == nil, "\(broken)")
    }

    /// A centre or a size between a scroll view and its own subview is the scroll view's frame's
    /// (an edge there is its content's), so the stored frames show it: `inner`'s centre is
    /// stored 27.5 points off the scroll view's. And an optional constraint the stored frames
    /// leave unmet where the layout meets it is named: `box` is stored 120 wide where its only
    /// width constraint, @750, asks for 200.
    @Test func storedNamesCentresAcrossScrollContentAndUnmetOptionalConstraints() throws {
        let text = Self.storyboard(
            subviews: Self.view(
                "scroll", "scrollView", frame: (0, 0, 375, 300),
                inner: """
                    <subviews>
                        \(Self.view("inner", frame: (10, 0, 300, 300)))
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="s1"/>
                        <constraint firstItem="inner" firstAttribute="width" constant="300" id="s2"/>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s3"/>
                        <constraint firstItem="inner" firstAttribute="height" constant="300" id="s4"/>
                    </constraints>
                    """) + Self.view("box", frame: (16, 320, 120, 44)),
            constraints: """
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="scroll" firstAttribute="width" constant="375" id="c3"/>
                <constraint firstItem="scroll" firstAttribute="height" constant="300" id="c4"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="320" id="c6"/>
                <constraint firstItem="box" firstAttribute="height" constant="44" id="c7"/>
                <constraint firstItem="box" firstAttribute="width" constant="200" priority="750" id="c8"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let errors = outcome.standardError
        #expect(
            errors.contains(
                "the frames Xcode stored break its constraint 's1' (inner.centerX == scroll.centerX) by 27.5"),
            "\(errors)")
        #expect(
            errors.contains(
                "the frames Xcode stored leave its optional constraint 'c8' (box.width == 200 @750) unmet by 80 points,"
                    + " which the layout meets"), "\(errors)")
    }

    /// A layout guide has no stored frame, but the layout being checked places it: `box` is a
    /// quarter of the safe area's height, stored 166.75 high as if the safe area were the whole
    /// 667-point root. With the iPhone 8's status bar (top inset 20) that constraint is 5 points
    /// off (no bar's height, nor half an inset); given insets of 0, the stored frames agree.
    @Test func storedNamesConstraintsToTheSafeAreaTheStoredFramesBreakWithTheseInsets() throws {
        let text = Self.storyboard(
            subviews: Self.view("box", frame: (0, 10, 100, 166.75)),
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="box" firstAttribute="height" secondItem="safe" secondAttribute="height" multiplier="0.25" id="c3"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="c4"/>
                """)
        let outcome = try run(text, ["--stored"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains(
                "the frames Xcode stored break its constraint 'c3' (box.height == safe.height × 0.25) by 5 points with"
                    + " this layout's safe-area insets (20, 0, 0, 0)"), "\(outcome.standardError)")
        #expect(try run(text, ["--stored", "--strict", "--safe-area", "0,0,0,0"]).status == 0)
    }

    @Test func storedIsQuietWhereFramesAgreeAndNotesAnotherSize() throws {
        #expect(try run(oneView, ["--stored", "--strict"]).status == 0)
        let outcome = try run(misplacedLabel, ["--stored", "--width", "414"])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError.contains("'--stored' compares frames only at the document's own size (375 × 667)"))
        #expect(!outcome.standardError.contains("warning: misplaced"))
    }

    @Test func storedOnAVFLFileIsAUsageError() throws {
        #expect(try run("H:|-[a]-|\n", name: "a.vfl", ["--stored"]).status == 64)
    }

    // MARK: - Multi-line labels

    @Test func aMultiLineLabelAtAnotherWidthWrapsItsStoredText() throws {
        // Two lines of 17-point text (about 20 each: 40 / (1.2 × 17) rounds to 2) stored 200 wide:
        // a text area of 400 × 20. At the stored width it keeps its frame; 400 wide (a 432-point
        // root less 16 on each side) the text fits on one line: 20 high, with a note.
        let label = """
            <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="txt">
                <rect key="frame" x="16" y="0.0" width="200" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let text = Self.storyboard(
            width: 232, height: 400, subviews: label,
            constraints: """
                <constraint firstItem="txt" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="txt" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="txt" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                """)
        let stored = try run(text, ["--stored", "--strict"])
        #expect(stored.status == 0, "\(stored.standardError)")
        #expect(!stored.standardError.contains("ib-text-wraps") && !stored.standardError.contains("wrapped"))
        let wide = try run(text, ["--width", "432"])
        #expect(wide.status == 0)
        #expect(wide.standardOutput.contains(#""txt":{"x":16,"y":0,"width":400,"height":20"#), "\(wide.standardOutput)")
        #expect(wide.standardError.contains("the multi-line label 'txt' is 400 wide here, not its stored 200"))
    }

    @Test func numbersThatAreNotNumbersNeverCrash() throws {
        // A public storyboard's label had `pointSize="0"`: its line count divided by zero. Values
        // Swift would read (`nan`, `inf`, `0x10`) are not numbers in a document either.
        let label = """
            <label opaque="NO" contentMode="left" text="?" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="odd">
                <rect key="frame" x="nan" y="inf" width="0x10" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="0"/>
            </label>
            """
        let text = Self.storyboard(
            subviews: label,
            constraints: """
                <constraint firstItem="odd" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="nan" id="c1"/>
                <constraint firstItem="odd" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="1:0" id="c2"/>
                """)
        let outcome = try run(text, ["--width", "500"])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("unknown value 'nan' for 'constant'"))
        #expect(outcome.standardError.contains("unknown value '1:0' for 'multiplier'"))
    }

    @Test func aStackSpacingThatIsNotANumberIsAnError() throws {
        // A stack view's `spacing` (its own or a size class's) that is not a number, or an `axis`
        // that is neither, was dropped without a word; now each is an error at the value.
        let text = Self.stackStoryboard(
            attributes: #"spacing="8""#, storedHeight: 20, arranged: [Self.view("a", frame: (0, 0, 200, 20))],
            variations: #"<variation key="widthClass=compact" spacing="wide" axis="diagonal"/>"#,
            constraints: #"<constraint firstItem="a" firstAttribute="height" constant="20" id="c4"/>"#)
        let outcome = try run(text)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("unknown value 'wide' for 'spacing'"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("unknown value 'diagonal' for 'axis'"), "\(outcome.standardError)")
    }

    // MARK: - Numbers read from Xcode's stored frames

    @Test func cellContentMarginsFollowTheXcodeThatSavedTheDocument() {
        // The evidence is the corpus's stored frames: each edge of a content view that a direct
        // subview is pinned to by a required equality (switches, sliders and segmented controls
        // left out: their frames are not their alignment rects).
        //
        // Xcode 8 (before 13000): 8 all round in a storyboard's table (sides 96 of 98 edges and
        // top 68 of 71 in storyboards and xibs, a storyboard's bottom 27 of 29).
        let xcode8 = CellContentMargins(
            toolsVersion: 11762, tableStyle: "plain", cellWidth: 375, separator: 0.5, hasAccessory: false,
            tableWidth: 375)
        #expect(xcode8.insets == EdgeInsets(all: 8))
        // Before 12000 a xib's own cell was laid out a point shorter than stored: its bottom
        // margin is 9 less the separator (13 of 18 bottom edges; 8 fits 8). From 12000 to 12999
        // 8 again (10 of 10 edges of a cell with no separator).
        var xcode8Xib = xcode8
        xcode8Xib.tableStyle = nil
        xcode8Xib.tableWidth = nil
        xcode8Xib.separator = 0
        #expect(xcode8Xib.insets == EdgeInsets(top: 8, left: 8, bottom: 9, right: 8))
        xcode8Xib.separator = 1
        #expect(xcode8Xib.insets.bottom == 8)
        xcode8Xib.separator = 0
        xcode8Xib.toolsVersion = 12121
        #expect(xcode8Xib.insets == EdgeInsets(all: 8))
        // A content view that preserves its cell's margins, in a cell that preserves its table's,
        // on a phone: the table's 15 on the sides (45 side edges of 23 scenes, two repositories,
        // toolsVersion 12120, iPhone 7 and iPhone 7 Plus), 8 beside an accessory (1 edge); not
        // in a xib's own cell (no table), nor on an iPad or the "Any" canvas (no evidence).
        var preserving = xcode8
        preserving.toolsVersion = 12120
        preserving.preservesCellMargins = true
        preserving.cellPreservesTableMargins = true
        preserving.device = .classicPhone
        #expect(preserving.insets == EdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
        preserving.hasAccessory = true
        #expect(preserving.insets == EdgeInsets(top: 8, left: 15, bottom: 8, right: 8))
        preserving.hasAccessory = false
        preserving.cellPreservesTableMargins = false
        #expect(preserving.insets == EdgeInsets(all: 8))
        preserving.cellPreservesTableMargins = true
        preserving.device = .unknown
        #expect(preserving.insets == EdgeInsets(all: 8))
        preserving.device = .classicPhone
        preserving.tableStyle = nil
        #expect(preserving.insets.left == 8)
        // Xcode 9.1 to 9.4 (13500–13999), a plain table on the iPhone 8 class: 15 on the sides (11
        // of 13 edges), 11 on top, 11 − 0.5 (the separator) at the bottom (52 of 52 bottom edges
        // of 12000–16999 with a separator). On an iPhone X or an iPad, 16 (4 of 4 edges).
        var xcode9 = CellContentMargins(
            toolsVersion: 13771, tableStyle: "plain", cellWidth: 375, separator: 0.5, hasAccessory: false,
            tableWidth: 375, device: .classicPhone)
        #expect(xcode9.insets == EdgeInsets(top: 11, left: 15, bottom: 10.5, right: 15))
        xcode9.device = .homeIndicatorPhone
        #expect(xcode9.insets.left == 16 && xcode9.insets.right == 16)
        xcode9.device = .classicPhone
        // The cells of a table view controller's table (`<tableView key="view">`) had 16 on the
        // iPhone 8 class, static cells (only ever in one) among them: of the cells of eight
        // corpora of 2026-11-28 tied to their leading margin, 9 prototype cells (two
        // repositories) and 70 of 90 static ones at 16 (the other 20 in one repository); a
        // subview table's prototype cells 42 at 15 (five repositories), none at 16.
        xcode9.isControllerView = true
        #expect(xcode9.insets.left == 16 && xcode9.insets.right == 16)
        xcode9.isControllerView = false
        xcode9.tableStyle = "grouped"
        #expect(xcode9.insets.left == 15)
        xcode9.tableStyle = "plain"
        // So had a xib's own cell (no table): 16 on the iPhone 8 class (13 of 13 leading edges
        // in three corpora of 2026-11-28, 8 of them the held-out one's), as from Xcode 10 on.
        var xib9 = xcode9
        xib9.tableStyle = nil
        xib9.tableWidth = nil
        #expect(xib9.insets.left == 16 && xib9.insets.right == 16)
        // Xcode 10.0 and 10.1 (14000–14799) kept 15 for a storyboard's prototype cell on the
        // iPhone 8 class (4 of 4 edges); a xib's own cell has 16 (below).
        var xcode10 = xcode9
        xcode10.toolsVersion = 14490
        #expect(xcode10.insets.left == 15 && xcode10.insets.right == 15)
        xcode10.tableStyle = nil
        xcode10.tableWidth = nil
        #expect(xcode10.insets.left == 16)
        // Xcode 9.0 (13122, 13196) still drew Xcode 8's 8 all round: 14 of 14 edges of two
        // documents' static cells; Xcode 9.1 (13528) on, the above.
        var xcode90 = xcode9
        xcode90.toolsVersion = 13196
        #expect(xcode90.insets == EdgeInsets(all: 8))
        xcode90.toolsVersion = 13528
        #expect(xcode90.insets == xcode9.insets)
        // From toolsVersion 14000, by the table's width, whatever its style and the device:
        // 16 up to 375 (142 of 144 side edges), 20 beyond (65 of 67). Beside a disclosure
        // indicator the trailing side is 8 (22 of 22).
        let wide = CellContentMargins(
            toolsVersion: 17701, tableStyle: "grouped", cellWidth: 414, separator: 0, hasAccessory: true,
            tableWidth: 414)
        #expect(wide.insets == EdgeInsets(top: 11, left: 20, bottom: 11, right: 8))
        // A storyboard's table narrower than 375 on a wider phone has the phone's 20 (8 of 8
        // leading edges, tables 353 to 374 wide on 390- to 414-point phones); a xib's own cell
        // has no table and goes by its own width.
        var inset = CellContentMargins(
            toolsVersion: 19529, tableStyle: "plain", cellWidth: 374, separator: 0, hasAccessory: false,
            tableWidth: 374, deviceWidth: 390, device: .homeIndicatorPhone)
        #expect(inset.insets.left == 20 && inset.insets.right == 20)
        inset.deviceWidth = 375
        #expect(inset.insets.left == 16)
        inset.deviceWidth = 414
        inset.tableStyle = nil
        inset.tableWidth = nil
        inset.cellWidth = 320
        #expect(inset.insets.left == 16)
        // A 300- or 252-point table on a 414-point device keeps 16 (12 edges); a 393-point one
        // gets 20 (21 edges); a plain table 375 wide keeps 16 in Xcode 14.3 on (12 edges).
        var narrow = wide
        narrow.hasAccessory = false
        narrow.tableStyle = "plain"
        narrow.cellWidth = 300
        narrow.tableWidth = 300
        #expect(narrow.insets == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        narrow.toolsVersion = 22155
        narrow.cellWidth = 375
        narrow.tableWidth = 375
        #expect(narrow.insets.left == 16)
        narrow.cellWidth = 393
        narrow.tableWidth = 393
        #expect(narrow.insets.left == 20)
        // On an iPad 16 at any width: 5 of 5 scenes' leading edges in two repositories' tables
        // 704 and 834 points wide (Xcode 12 and 15).
        var pad = narrow
        pad.device = .pad
        #expect(pad.insets.left == 16)
        // An inset-grouped table's cell is narrower than its table: the table decides (a 374-point
        // cell in a 414-point table: 20, 5 edges).
        var insetGrouped = narrow
        insetGrouped.tableStyle = "insetGrouped"
        insetGrouped.cellWidth = 374
        insetGrouped.tableWidth = 414
        #expect(insetGrouped.insets.left == 20)
        // A xib's own cell: by its own width, 16 up to 375 (21 of 31 side edges), 20 beyond (4 of 6).
        var xib = narrow
        xib.tableStyle = nil
        xib.tableWidth = nil
        xib.cellWidth = 375
        #expect(xib.insets.left == 16)
        xib.cellWidth = 380
        #expect(xib.insets.left == 20)
        // On a phone wider than 375 points, a xib's own cell resized from the library's 320 has
        // the phone's 20 (7 of 7 cells 321 to 375 wide, six repositories); one left at 320 (or
        // narrower) keeps 16 (15 of 15, nine repositories).
        xib.deviceWidth = 414
        xib.device = .homeIndicatorPhone
        xib.cellWidth = 332
        #expect(xib.insets.left == 20 && xib.insets.right == 20)
        xib.cellWidth = 320
        #expect(xib.insets.left == 16 && xib.insets.right == 16)
        xib.deviceWidth = 375
        xib.device = .classicPhone
        xib.cellWidth = 332
        #expect(xib.insets.left == 16)
        xib.deviceWidth = nil
        xib.device = .unknown
        xib.cellWidth = 375
        // Xcode 10.2 to Xcode 11 (14800–16999) on the iPhone 8 class kept Xcode 9's 15 for a
        // content view of its own margins, at any width (31 of 31 such side edges, 4 repositories,
        // a 600-point xib cell among them), in a subview table or a xib; in a table view
        // controller's table (290 cells of three repositories at 16, none at 15), or preserving
        // the cell's margins, 16 (the cell's); Xcode 12 (17000) on, 16 (8 of 8 edges).
        var xcode11 = xib
        xcode11.toolsVersion = 16097
        xcode11.cellWidth = 600
        xcode11.device = .classicPhone
        #expect(xcode11.insets.left == 15 && xcode11.insets.right == 15)
        xcode11.preservesCellMargins = true
        xcode11.cellWidth = 320
        #expect(xcode11.insets.left == 16)
        xcode11.preservesCellMargins = false
        xcode11.tableStyle = "grouped"
        #expect(xcode11.insets.left == 15)
        xcode11.isControllerView = true
        #expect(xcode11.insets.left == 16)
        // In a plain table too (static cells', in a table view controller's table), 16.
        xcode11.tableStyle = "plain"
        #expect(xcode11.insets.left == 16 && xcode11.insets.right == 16)
        xcode11.isControllerView = false
        #expect(xcode11.insets.left == 15)
        xcode11.tableStyle = nil
        xcode11.toolsVersion = 17701
        #expect(xcode11.insets.left == 16)
        xcode11.toolsVersion = 14460
        #expect(xcode11.insets.left == 16)
        // Xcode 16.3 up to Xcode 26 (23700–32699), on a phone with a home indicator: 15 on top and
        // at the bottom (20 of 22 top edges of 24127–24765 on those phones); the iPhone 8 class,
        // and Xcode 26 (32700), keep 11.
        var xcode16 = insetGrouped
        xcode16.toolsVersion = 24765
        xcode16.device = .homeIndicatorPhone
        #expect(xcode16.insets == EdgeInsets(top: 15, left: 20, bottom: 15, right: 20))
        xcode16.device = .classicPhone
        #expect(xcode16.insets.top == 11)
        xcode16.device = .homeIndicatorPhone
        xcode16.toolsVersion = 32700
        #expect(xcode16.insets.top == 11)
        // A cell's own layoutMargins (30, 8, 30, 8) under a content view that preserves its
        // superview's: the sides are 30 (16 of 16 edges), the top and bottom stay 11.
        var inherited = narrow
        inherited.cellWidth = 375
        inherited.tableWidth = 375
        inherited.cellMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 30)
        #expect(inherited.insets == EdgeInsets(top: 11, left: 30, bottom: 11, right: 30))
    }

    @Test func aStaticCellsMarginsComeFromItsTableAndItsOwnMargins() throws {
        // Static cells 374 wide in an inset-grouped table 414 wide (the table is found through
        // the cell's section): the table is wider than 375, so the sides are 20 → the label's
        // x = 20. The second cell sets its margins to 30 and its content view preserves them:
        // x = 30. The third's content view sets its own 10 and preserves the cell's: at least
        // the cell's 20, x = 20; the fourth's sets 10 and does not preserve them: still at least
        // the 20 Xcode gives a content view, x = 20 (a content view that writes 8 on top without
        // preserving is drawn 11 from it: 3 of 3 edges, one document; nothing shows the written
        // margin kept below Xcode's).
        func cell(_ id: String, margins: String, preserves: Bool, contentMargins: String = "") -> String {
            """
            <tableViewCell contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="20" y="0.0" width="374" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="374" height="44"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                            <rect key="frame" x="0" y="11" width="30" height="22"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-label" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c2"/>
                    </constraints>
                    \(contentMargins)
                </tableViewCellContentView>
                \(margins)
            </tableViewCell>
            """
        }
        let ten = #"<edgeInsets key="layoutMargins" top="10" left="10" bottom="10" right="10"/>"#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
            \(cell("plain", margins: "", preserves: false))
            \(cell("inherits", margins: #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#, preserves: true))
            \(cell("own", margins: "", preserves: true, contentMargins: ten))
            \(cell("ownOnly", margins: "", preserves: false, contentMargins: ten))
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        #expect(try Self.layouts(text, scene: "plain-content")["plain-label"]?.x == 20)
        #expect(try Self.layouts(text, scene: "inherits-content")["inherits-label"]?.x == 30)
        #expect(try Self.layouts(text, scene: "own-content")["own-label"]?.x == 20)
        #expect(try Self.layouts(text, scene: "ownOnly-content")["ownOnly-label"]?.x == 20)
        // Above Xcode's, a content view's own margins are kept whether it preserves or not.
        let thirty = #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#
        let wide = text.replacingOccurrences(of: ten, with: thirty)
        #expect(try Self.layouts(wide, scene: "ownOnly-content")["ownOnly-label"]?.x == 30)
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsText() throws {
        // Centred, 16 from the sides, no height: it takes its stored height (113) as a label
        // would; a scrolling one has no size of its own (ambiguous).
        func text(scrolls: Bool) -> String {
            Self.storyboard(
                subviews: """
                    <textView clipsSubviews="YES" contentMode="scaleToFill" \(scrolls ? "" : #"scrollEnabled="NO""#) text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                        <rect key="frame" x="16" y="277" width="343" height="113"/>
                    </textView>
                    """,
                constraints: """
                    <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="tv" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="tv" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
                    """)
        }
        #expect(try Self.layouts(text(scrolls: false))["tv"] == Rect(x: 16, y: 277, width: 343, height: 113))
        let scrolling = try run(text(scrolls: true))
        #expect(scrolling.standardError.contains("ambiguous layout"))
    }

    @Test func aSegmentedControlsFrameIsAPointTallerThanItsAlignmentRectBelowIt() throws {
        // Pinned at y 100 with a 44-point height: the rect is 44 high, the frame 45, its top on
        // the rect's and the extra point below (as the corpora's segmented controls are stored,
        // Xcode 8 to 26: their tops on the constraint's edge, their bottoms a point past it).
        let text = Self.storyboard(
            subviews: """
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                    <rect key="frame" x="16" y="100" width="343" height="45"/>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="seg" firstAttribute="height" constant="44" id="c4"/>
                """)
        #expect(try Self.layouts(text)["seg"] == Rect(x: 16, y: 100, width: 343, height: 45))
    }

    @Test func aBarProgressViewsFrameIsAPointTallerThanItsAlignmentRect() throws {
        // Pinned to the root's bottom with a 6-point height: a bar-style progress view's frame
        // is 7 high, its top on the rect's (as the corpora's are stored, toolsVersion 15000 to
        // 21701); the default style's frame is its rect.
        func text(style: String?, height: Double) -> String {
            let attribute = style.map { #"progressViewStyle="\#($0)""# } ?? ""
            return Self.storyboard(
                subviews: Self.view("pv", "progressView", frame: (20, 661, 335, height), extra: attribute),
                constraints: """
                    <constraint firstItem="pv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="pv" secondAttribute="trailing" constant="20" id="c2"/>
                    <constraint firstAttribute="bottom" secondItem="pv" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="pv" firstAttribute="height" constant="6" id="c4"/>
                    """)
        }
        #expect(try Self.layouts(text(style: "bar", height: 7))["pv"] == Rect(x: 20, y: 661, width: 335, height: 7))
        #expect(try Self.layouts(text(style: nil, height: 6))["pv"] == Rect(x: 20, y: 661, width: 335, height: 6))
        let stored = try run(text(style: "bar", height: 7), ["--stored", "--safe-area", "0,0,0,0"])
        #expect(stored.status == 0 && !stored.standardError.contains("misplaced"), "\(stored.standardError)")
    }

    @Test func xcode26DrawsASliderWithoutAlignmentInsets() throws {
        // 16 from the sides, centred: before Xcode 26 the frame is the alignment rect widened by
        // 2 on each side (14…361); Xcode 26's slider (toolsVersion 24000 on) has none (16…359).
        // toolsVersion 32700 is Xcode 15's.
        func text(tools: Int, frame: (Double, Double, Double, Double)) -> String {
            Self.storyboard(
                tools: tools, subviews: Self.view("sl", "slider", frame: frame),
                constraints: """
                    <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="sl" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
                    """)
        }
        #expect(
            try Self.layouts(text(tools: 22155, frame: (14, 318.5, 347, 31)))["sl"]
                == Rect(x: 14, y: 318.5, width: 347, height: 31))
        #expect(
            try Self.layouts(text(tools: 32700, frame: (14, 318.5, 347, 31)))["sl"]
                == Rect(x: 14, y: 318.5, width: 347, height: 31))
        #expect(
            try Self.layouts(text(tools: 24765, frame: (16, 316.5, 343, 34)))["sl"]
                == Rect(x: 16, y: 316.5, width: 343, height: 34))
    }

    @Test func aViewPreservingItsSuperviewsMarginsTakesThemWhereItReachesThem() throws {
        // The root of a 375-point iPhone has 16-point side margins; `card` spans it from x = 0,
        // so preserving them its own leading margin is max(8, 16 − 0) = 16: the label at 16.
        // Without preservesSuperviewLayoutMargins it keeps its own 8.
        #expect(try Self.layouts(Self.cardStoryboard(preserves: true, labelX: 16))["lbl"]?.x == 16)
        #expect(try Self.layouts(Self.cardStoryboard(preserves: false, labelX: 8))["lbl"]?.x == 8)
    }

    @Test func beforeXcode9TheRootsMarginsLeaveTheLayoutGuidesOut() throws {
        // toolsVersion 11762 (Xcode 8) and 12118 (Xcode 8.3, still no safe area): a label on the
        // root's top margin sits at 0 under the 20-point status bar; from Xcode 9 (13122) on the
        // margin includes the safe area (20).
        func text(tools: Int) -> String {
            Self.storyboard(
                tools: tools, subviews: Self.view("lbl", frame: (16, 0, 50, 20)),
                constraints: """
                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="lbl" firstAttribute="width" constant="50" id="c3"/>
                    <constraint firstItem="lbl" firstAttribute="height" constant="20" id="c4"/>
                    """)
        }
        for tools in [11762, 12118] {
            #expect(try Self.layouts(text(tools: tools))["lbl"] == Rect(x: 16, y: 0, width: 50, height: 20))
        }
        for tools in [13122, 22155] {
            #expect(try Self.layouts(text(tools: tools))["lbl"] == Rect(x: 16, y: 20, width: 50, height: 20))
        }
    }

    @Test func aStackWithMarginsOfItsOwnArrangesInsideThem() throws {
        // Margins 4, 8, 4, 8 and no layoutMarginsRelativeArrangement in the document: the label
        // (intrinsic 50 × 20) sits at 8, 4; the stack, pinned at the root's top left, hugs it:
        // 8 + 50 + 8 = 66 wide, 4 + 20 + 4 = 28 high.
        let text = Self.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="66" height="28"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" id="lb">
                            <rect key="frame" x="8" y="4" width="50" height="20"/>
                        </label>
                    </subviews>
                    <edgeInsets key="layoutMargins" top="4" left="8" bottom="4" right="8"/>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["st"] == Rect(x: 0, y: 0, width: 66, height: 28))
        #expect(frames["lb"] == Rect(x: 8, y: 4, width: 50, height: 20))
        // Margins written as 0 are kept (they were dropped, and the stack arranged 8 points in).
        let zero = text.replacingOccurrences(
            of: #"top="4" left="8" bottom="4" right="8""#, with: #"top="0.0" left="0.0" bottom="0.0" right="0.0""#)
        #expect(try Self.layouts(zero)["lb"] == Rect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func theStandardSpaceToTheSafeAreaIsZero() throws {
        // The launch-screen template: `label.leading == safe.leading + 20` marked symbolic, and
        // centred: Xcode stores the label flush with the safe area, 0 and the full 375 wide.
        let text = Self.storyboard(
            subviews: Self.view("lbl", "label", frame: (0, 200, 375, 20)),
            constraints: """
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
                <constraint firstItem="safe" firstAttribute="centerX" secondItem="lbl" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="height" constant="20" id="c4"/>
                """)
        #expect(try Self.layouts(text)["lbl"] == Rect(x: 0, y: 200, width: 375, height: 20))
    }

    @Test func aStandardConstraintWithoutAConstantIsZero() throws {
        // IB omits a constant only when it is 0: a search bar `symbolic` to its root's leading
        // edge, and a table `symbolic` below it, both without one, are stored flush (they were
        // laid out 8 points off).
        let text = Self.storyboard(
            subviews: Self.view("bar", "searchBar", frame: (0, 20, 375, 56))
                + Self.view("tbl", "tableView", frame: (0, 76, 375, 591)),
            constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" symbolic="YES" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                <constraint firstItem="bar" firstAttribute="height" constant="56" id="c4"/>
                <constraint firstItem="tbl" firstAttribute="top" secondItem="bar" secondAttribute="bottom" symbolic="YES" id="c5"/>
                <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                <constraint firstAttribute="trailing" secondItem="tbl" secondAttribute="trailing" id="c7"/>
                <constraint firstAttribute="bottom" secondItem="tbl" secondAttribute="bottom" id="c8"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["bar"] == Rect(x: 0, y: 20, width: 375, height: 56))
        #expect(frames["tbl"] == Rect(x: 0, y: 76, width: 375, height: 591))
        // One written beside it is kept.
        let written = text.replacingOccurrences(
            of: #"symbolic="YES" id="c5""#, with: #"constant="8" symbolic="YES" id="c5""#)
        #expect(try Self.layouts(written)["tbl"] == Rect(x: 0, y: 84, width: 375, height: 583))
    }

    @Test func theKeyboardGuideIsTheBandBelowTheSafeAreaWithTheKeyboardHidden() throws {
        // An iPhone XR-class document: safe area 48 on top and 34 below. A panel down to the
        // keyboard guide's top ends 896 − 34 = 862.
        let text = Self.storyboard(
            device: "retina6_1", width: 414, height: 896,
            subviews: Self.view("panel", frame: (0, 0, 414, 862)),
            constraints: """
                <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="panel" firstAttribute="bottom" secondItem="kbd" secondAttribute="top" id="c4"/>
                """
        ).replacingOccurrences(
            of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
            with: #"<viewLayoutGuide key="safeArea" id="safe"/><keyboardLayoutGuide key="keyboard" id="kbd"/>"#)
        #expect(try Self.layouts(text)["panel"] == Rect(x: 0, y: 0, width: 414, height: 862))
        #expect(!(try run(text)).standardError.contains("not a view or layout guide"))
    }

    @Test func aTablesHeaderViewHasAPlainViewsMargins() throws {
        // A 414-point table's header view is no view controller's view: its margins are UIView's
        // 8, not the root's 20. A label on its leading margin + 32 sits at 40. One that preserves
        // its superview's margins has the table's on its sides, 20 as its cells' on a phone wider
        // than 375: the label sits at 52.
        func text(preserves: Bool = false) -> String {
            Self.storyboard(
                device: "retina6_5", width: 414, height: 896,
                subviews: """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") id="hdr">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                \(Self.view("lbl", "label", frame: (40, 0, 334, 100)))
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="hdr" secondAttribute="leadingMargin" constant="32" id="h1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="lbl" secondAttribute="trailing" constant="32" id="h2"/>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="hdr" secondAttribute="top" id="h3"/>
                                <constraint firstAttribute="bottom" secondItem="lbl" secondAttribute="bottom" id="h4"/>
                            </constraints>
                        </view>
                    </tableView>
                    """,
                constraints: """
                    <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="tbl" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="tbl" secondAttribute="bottom" id="c4"/>
                    """)
        }
        // 8 + 32 = 40; 414 − 8 − 32 = 374, so 334 wide.
        #expect(try Self.layouts(text(), scene: "hdr")["lbl"] == Rect(x: 40, y: 0, width: 334, height: 100))
        // 20 + 32 = 52; 414 − 20 − 32 = 362, so 310 wide.
        #expect(
            try Self.layouts(text(preserves: true), scene: "hdr")["lbl"] == Rect(x: 52, y: 0, width: 310, height: 100))
    }

    @Test func aXibsOwnCollectionHeaderHasARootsMargins() throws {
        // A `collectionReusableView` at a xib's top level is laid out as any top-level view of a
        // xib: at 375 points wide its side margins are 16, so a stack between them is 343 wide.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            \(Self.view("box", frame: (16, 10, 343, 80)))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="hdr" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="hdr" secondAttribute="top" constant="10" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c4"/>
                        </constraints>
                    </collectionReusableView>
                </objects>
            </document>
            """
        let file = SourceFile(name: "Header.xib", text: text)
        let document = try InterfaceBuilderDocument.read(file).get()
        #expect(document.scenes.map(\.kind) == [.topLevelView])
        #expect(try Self.layouts(text)["box"] == Rect(x: 16, y: 10, width: 343, height: 80))
    }

    @Test func aControllersViewPreservingItsSuperviewsMarginsHasTheirEight() throws {
        // `preservesSuperviewLayoutMargins` on a view controller's view: the view it is shown in
        // has UIKit's 8-point margins, so the root's bottom margin is 8 (the iPhone 8 has no
        // bottom inset) and its sides keep the system minimum 16. A stack on the bottom and side
        // margins, 89 high: y = 667 − 8 − 89 = 570, x = 16, 343 wide. Without the attribute the
        // bottom margin is 0: y = 578.
        func text(preserves: Bool) -> String {
            Self.storyboard(
                tools: 15701, subviews: Self.view("st", frame: (16, 570, 343, 89)),
                constraints: """
                    <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="st" secondAttribute="trailing" id="c2"/>
                    <constraint firstAttribute="bottomMargin" secondItem="st" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="st" firstAttribute="height" constant="89" id="c4"/>
                    """
            ).replacingOccurrences(
                of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
                with: preserves
                    ? #"<view key="view" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="root">"#
                    : #"<view key="view" contentMode="scaleToFill" id="root">"#)
        }
        #expect(try Self.layouts(text(preserves: true))["st"] == Rect(x: 16, y: 570, width: 343, height: 89))
        #expect(try Self.layouts(text(preserves: false))["st"] == Rect(x: 16, y: 578, width: 343, height: 89))
    }
    /// The safe area vflc reports for the document's own geometry of `text`'s first scene.
    private func safeArea(_ text: String, name: String = "Main.storyboard") throws -> String {
        let outcome = try run(text, name: name)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        guard let start = outcome.standardOutput.range(of: #""safeArea":"#),
            let end = outcome.standardOutput[start.upperBound...].firstIndex(of: "}")
        else { return "none" }
        return String(outcome.standardOutput[start.upperBound...end])
    }

    @Test func xcode16sThirteenInchIPadIdIsTheIPadPro13() throws {
        // Xcode 16 writes `iPad13_0rounded` for the 13-inch iPad Pro (1032 × 1376): its rounded
        // corners' 24 on top and 20 at the bottom, and no "not modelled" warning.
        let text = Self.storyboard(
            device: "iPad13_0rounded", tools: 23727, width: 1032, height: 1376,
            subviews: Self.view("a", frame: (0, 24, 1032, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                """)
        #expect(try safeArea(text) == #"{"top":24,"left":0,"bottom":20,"right":0}"#)
        let outcome = try run(text)
        #expect(!outcome.standardError.contains("not modelled"), "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""device":"ipadpro13""#), "\(outcome.standardOutput)")
    }

    @Test func aRootShorterThanTheScreenSitsBelowWhatInsetsItFromTheTop() throws {
        // An iPhone 8 storyboard of Xcode 14 (status bar 20): a root 647 high is the screen less
        // the status bar, so it starts below it: top inset 0. A root 497 high is not: it keeps
        // the status bar and loses the rest at the bottom, as before.
        func text(height: Double) -> String {
            Self.safeAreaStoryboard(height: height)
        }
        #expect(try safeArea(text(height: 647)) == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(height: 497)) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func aFreeformRootIsAScreenOfItsOwn() throws {
        // A 600 × 850 freeform view controller on an iPhone XS Max (44 and 34 before Xcode 14):
        // its insets lie at its own edges, the home indicator's 34 included. Without the freeform
        // metrics the 46 points it is short of the screen come off the bottom inset.
        let text = Self.storyboard(
            device: "retina6_5", tools: 15400, width: 600, height: 850,
            subviews: Self.view("a", frame: (0, 44, 600, 10)),
            constraints:
                #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#,
            controllerExtras: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(try safeArea(text) == #"{"top":44,"left":0,"bottom":34,"right":0}"#)
        let fixed = text.replacingOccurrences(
            of: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#, with: "")
        #expect(try safeArea(fixed) == #"{"top":44,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func aPageSheetStartsBelowTheStatusBarWithATallerNavigationBar() throws {
        // iOS 13's page sheet on an iPhone XR (status bar 44 before Xcode 14): the root is
        // 896 − 44 − 10 = 842 high, under no status bar, with the home indicator's 34 below.
        let sheet = Self.storyboard(
            device: "retina6_1", tools: 17156, width: 414, height: 842,
            subviews: Self.view("a", frame: (0, 0, 414, 10)),
            constraints:
                #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#)
        #expect(try safeArea(sheet) == #"{"top":0,"left":0,"bottom":34,"right":0}"#)
        // In a navigation controller, the sheet's navigation bar is 56 high.
        let navigation = Self.navigationControllerScene
        let text = Self.storyboard(
            device: "retina6_1", tools: 17156, width: 414, height: 842,
            subviews: Self.view("a", frame: (0, 56, 414, 10)),
            constraints:
                #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#,
            controllerExtras: #"<navigationItem key="navigationItem" id="item"/>"#, documentExtras: navigation)
        let outcome = try run(text, ["--scene", "root"])
        #expect(outcome.standardOutput.contains(#""safeArea":{"top":56,"left":0,"bottom":34,"right":0}"#))
    }

    @Test func aContainerViewsChildHadNoStatusBarBeforeXcode9() throws {
        // A view controller shown only by an `embed` segue (a container view's child) of Xcode 8
        // (toolsVersion 11762, iPhone 8, status bar 20): drawn without a status bar, top inset 0.
        // From Xcode 9 (toolsVersion 13000, the safe area) it has the status bar's 20; so has
        // one that writes a status bar of its own.
        let parent = """
            <scene sceneID="s2">
                <objects>
                    <viewController id="parent" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="parentRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <connections>
                                        <segue destination="vc1" kind="embed" id="emb"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        func top(tools: Int, _ controllerExtras: String = "") throws -> String {
            let text = Self.safeAreaStoryboard(tools: tools, controllerExtras: controllerExtras, documentExtras: parent)
            let outcome = try run(text, ["--scene", "root"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let start = try #require(outcome.standardOutput.range(of: #""safeArea":{"top":"#))
            return String(outcome.standardOutput[start.upperBound...].prefix { $0 != "," })
        }
        #expect(try top(tools: 11762) == "0")
        #expect(try top(tools: 13771) == "20")
        #expect(try top(tools: 11762, #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#) == "20")
    }

    @Test func aStatusBarOfNoneTakesTheStatusBarsInsetAway() throws {
        // Simulated Metrics' Status Bar "None" (`<nil key="simulatedStatusBarMetrics"/>`) on an
        // iPhone 8 of Xcode 8.3 (toolsVersion 12121, status bar 20): top inset 0. On the
        // navigation controller, the view controller it shows inherits it: 0 + the 44 of the bar;
        // a view controller that writes its own status bar keeps it: 20 + 44. Xcode 9 on (13000;
        // Xcode 10.1's 14313, Xcode 15's 22505) draws the status bar, "None" or not: 20; so does
        // every Xcode in a xib.
        func text(_ controllerExtras: String = "", navigation: String? = nil, tools: Int = 12121) -> String {
            Self.safeAreaStoryboard(tools: tools, controllerExtras: controllerExtras, documentExtras: navigation ?? "")
        }
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(try safeArea(text()) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(none)) == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(none, tools: 13196)) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(none, tools: 14313)) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(none, tools: 22505)) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        let navigation = Self.navigationControllerScene.replacingOccurrences(
            of: "<connections>", with: none + "\n<connections>")
        let inherited = try run(text(navigation: navigation), ["--scene", "root"])
        #expect(inherited.standardOutput.contains(#""safeArea":{"top":44,"left":0,"bottom":0,"right":0}"#))
        let own = try run(
            text(#"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#, navigation: navigation),
            ["--scene", "root"])
        #expect(own.standardOutput.contains(#""safeArea":{"top":64,"left":0,"bottom":0,"right":0}"#))
        // An iPhone with a sensor housing keeps its 44 (iPhone XR, Xcode 10.1): no status bar.
        let notched = Self.storyboard(
            device: "retina6_1", tools: 14313, width: 414, height: 896,
            subviews: Self.view("a", frame: (0, 44, 414, 10)),
            constraints:
                #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#,
            controllerExtras: none)
        #expect(try safeArea(notched) == #"{"top":44,"left":0,"bottom":34,"right":0}"#)
        // A xib's full-screen view keeps the status bar, "None" or not (Xcode 9.3, 14109).
        let xib = Self.xib(
            tools: 14109,
            objects: """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(Self.view("a", frame: (0, 20, 375, 10)))</subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                    </constraints>
                    \(none)
                </view>
                """)
        #expect(try safeArea(xib, name: "Card.xib") == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func aDocumentWithoutADeviceHasAStatusBarUntilXcode12() throws {
        // No `<device>`: Xcode 7 (toolsVersion 10117) and Xcode 11 (15400) drew iOS's 20-point
        // status bar over a view controller; Xcode 12 on (19455 here) none (3 top edges, 2
        // documents of 17000 and later).
        for (tools, top) in [(10117, 20), (15400, 20), (19455, 0)] {
            let text = Self.safeAreaStoryboard(device: nil, tools: tools, width: 600, height: 600)
            #expect(try safeArea(text) == #"{"top":\#(top),"left":0,"bottom":0,"right":0}"#, "\(tools)")
        }
    }

    @Test func beforeXcode14ASensorHousingWas44High() throws {
        // The iPhone 12 (retina6_0, 390 × 844) and 12 Pro Max (retina6_7, 428 × 926): 44 at the
        // top in Xcode 13 (toolsVersion 19529), today's 47 from Xcode 14 (21000); 34 below.
        for (device, width, height) in [("retina6_0", 390.0, 844.0), ("retina6_7", 428.0, 926.0)] {
            for (tools, top) in [(19529, 44), (21000, 47), (22155, 47)] {
                let text = Self.safeAreaStoryboard(device: device, tools: tools, width: width, height: height)
                #expect(
                    try safeArea(text) == #"{"top":\#(top),"left":0,"bottom":34,"right":0}"#, "\(device) \(tools)")
            }
        }
    }

    @Test func xcode16sRetina6_7IsThePlusPhoneWhereTheRootIs430Wide() throws {
        // From Xcode 16 `retina6_7` names the 15 and 16 Plus, 430 × 932 with a 59-point top (the
        // stored root says which): Xcode 16.2 (23504) draws 59 and 34, Xcode 16.4 (23727) twice
        // that; a 428-point root keeps the 12 Pro Max's 47.
        func text(tools: Int, width: Double = 430, height: Double = 932) -> String {
            Self.safeAreaStoryboard(device: "retina6_7", tools: tools, width: width, height: height)
        }
        #expect(try safeArea(text(tools: 23504)) == #"{"top":59,"left":0,"bottom":34,"right":0}"#)
        #expect(try safeArea(text(tools: 23727)) == #"{"top":118,"left":0,"bottom":68,"right":0}"#)
        #expect(
            try safeArea(text(tools: 22155, width: 428, height: 926)) == #"{"top":47,"left":0,"bottom":34,"right":0}"#)
    }

    @Test func xcode16Point3ToXcode26DrewAPhonesInsetsTwice() throws {
        // An iPhone 11 (retina6_1): 48 and 34 in Xcode 16.2 (toolsVersion 23504) and Xcode 26
        // (32700), 96 and 68 in between (23727, 24765), as the frames those releases stored show.
        // The iPhone 8 class keeps its status bar's 20; `--device` gives today's insets.
        func text(device: String = "retina6_1", tools: Int) -> String {
            let (width, height) = device == "retina6_1" ? (414.0, 896.0) : (375.0, 667.0)
            return Self.safeAreaStoryboard(device: device, tools: tools, width: width, height: height)
        }
        #expect(try safeArea(text(tools: 23504)) == #"{"top":48,"left":0,"bottom":34,"right":0}"#)
        #expect(try safeArea(text(tools: 23727)) == #"{"top":96,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(text(tools: 24765)) == #"{"top":96,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(text(tools: 32700)) == #"{"top":48,"left":0,"bottom":34,"right":0}"#)
        #expect(try safeArea(text(device: "retina4_7", tools: 24765)) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        let today = try run(text(tools: 24765), ["--device", "iphone11"])
        #expect(today.standardOutput.contains(#""safeArea":{"top":48,"left":0,"bottom":34,"right":0}"#))
        // The second time is inside the root wherever the root sits: a root 896 − 48 = 848 high
        // starts below the status bar (inset 0 the first time) and keeps 48 more; a page sheet
        // (896 − 48 − 10 = 838 high, no top inset the first time) too. A root under an opaque
        // navigation bar starts below everything, the second inset too (Xcode 26's bar is 54:
        // 896 − 48 − 48 − 54 = 746 high): 0 at the top, 68 at the bottom.
        func root(height: Double, controllerExtras: String = "", documentExtras: String = "") -> String {
            Self.safeAreaStoryboard(
                device: "retina6_1", tools: 24765, width: 414, height: height, controllerExtras: controllerExtras,
                documentExtras: documentExtras)
        }
        #expect(try safeArea(root(height: 848)) == #"{"top":48,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(root(height: 838)) == #"{"top":48,"left":0,"bottom":68,"right":0}"#)
        let opaque = Self.navigationControllerScene.replacingOccurrences(
            of: #"id="navbar""#, with: #"translucent="NO" id="navbar""#)
        let underBar = try run(
            root(
                height: 746, controllerExtras: #"<navigationItem key="navigationItem" id="item"/>"#,
                documentExtras: opaque), ["--scene", "root"])
        #expect(underBar.standardOutput.contains(#""safeArea":{"top":0,"left":0,"bottom":68,"right":0}"#))
    }

    @Test func aFreeformXibViewIsAScreenOfItsOwn() throws {
        // A freeform xib view on an iPhone 11 of Xcode 15 (toolsVersion 22155: 48 and 34) has the
        // device's insets at its own edges when they leave it a safe area: 414 × 200, yes; 414 × 49
        // (48 + 34 = 82 > 49), none. Xcode 10.2 to 14.2 (17506: 44 and 34) drew one no wider than
        // the screen at the screen's top: 414 × 200 keeps 44 and not the bottom's 34 (it ends 696
        // points above the screen's bottom), one 500 wide both; one as tall as the screen both too.
        // Xcode 10.1 (14113) drew none on an iPhone 8 for a view shorter than the smallest
        // iPhone's screen (480: 200, none), the status bar's 20 for one as tall (480), and an
        // iPhone 11's insets at any height (200); a view controller's freeform view (File's
        // Owner's `view`) the same on the iPhone 8, and on the iPhone 11 as any freeform xib view
        // (in nine corpora, 38 of 38 such views of 14800 on stored so, 14 of them at the
        // screen's top; 5 wider than the screen, or of Xcode 14.3 on, with their own insets,
        // which vflc put at the screen's top before). A xib view that is not freeform has none.
        func xib(
            tools: Int = 22155, device: String = "retina6_1", width: Double = 414, height: Double,
            freeform: Bool = true, controllers: Bool = false
        ) -> String {
            Self.xib(
                device: device, tools: tools,
                objects: """
                    \(controllers ? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="view" destination="top" id="o1"/></connections></placeholder>"# : "")
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            \(Self.view("a", frame: (0, 0, width, 10)))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                        </constraints>
                        \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                    </view>
                    """)
        }
        let none = #"{"top":0,"left":0,"bottom":0,"right":0}"#
        #expect(try safeArea(xib(height: 200), name: "View.xib") == #"{"top":48,"left":0,"bottom":34,"right":0}"#)
        #expect(try safeArea(xib(height: 49), name: "View.xib") == none)
        let both = #"{"top":44,"left":0,"bottom":34,"right":0}"#
        #expect(
            try safeArea(xib(tools: 17506, height: 200), name: "View.xib")
                == #"{"top":44,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(xib(tools: 17506, width: 500, height: 200), name: "View.xib") == both)
        #expect(try safeArea(xib(tools: 17506, height: 896), name: "View.xib") == both)
        #expect(try safeArea(xib(tools: 14113, device: "retina4_7", height: 200), name: "View.xib") == none)
        #expect(
            try safeArea(xib(tools: 14113, device: "retina4_7", height: 480), name: "View.xib")
                == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(xib(tools: 14113, height: 200), name: "View.xib") == both)
        let controllers = { (height: Double) in
            try safeArea(xib(tools: 14113, device: "retina4_7", height: height, controllers: true), name: "View.xib")
        }
        #expect(try controllers(200) == none)
        #expect(try controllers(480) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        let controller = { (tools: Int, width: Double) in
            try safeArea(xib(tools: tools, width: width, height: 200, controllers: true), name: "View.xib")
        }
        #expect(try controller(22155, 414) == #"{"top":48,"left":0,"bottom":34,"right":0}"#)
        #expect(try controller(17506, 414) == #"{"top":44,"left":0,"bottom":0,"right":0}"#)
        #expect(try controller(17506, 500) == both)
        #expect(try safeArea(xib(height: 200, freeform: false), name: "View.xib") == none)
    }

    @Test func beforeXcode10Point2AShortRootHadNoStatusBar() throws {
        // An iPhone 8 storyboard of Xcode 10.1 (toolsVersion 14313): a view controller's root
        // shorter than the smallest iPhone's screen (480), as a today widget's or a popover's, was
        // drawn without the status bar; one 480 high with it; on an iPad (status bar 20) a short
        // root keeps it, and so does one under a navigation bar. A document of Xcode 7 with no
        // device (10116) the same.
        let none = #"{"top":0,"left":0,"bottom":0,"right":0}"#
        let statusBar = #"{"top":20,"left":0,"bottom":0,"right":0}"#
        #expect(try safeArea(Self.safeAreaStoryboard(tools: 14313, width: 320, height: 300)) == none)
        #expect(try safeArea(Self.safeAreaStoryboard(tools: 14313, width: 320, height: 480)) == statusBar)
        #expect(
            try safeArea(Self.safeAreaStoryboard(device: "ipad9_7", tools: 14313, width: 320, height: 300))
                == statusBar)
        #expect(
            try safeArea(
                Self.safeAreaStoryboard(
                    tools: 14313, width: 320, height: 300, documentExtras: Self.navigationControllerScene))
                == #"{"top":64,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(Self.safeAreaStoryboard(device: nil, tools: 10116, width: 320, height: 300)) == none)
        #expect(try safeArea(Self.safeAreaStoryboard(device: nil, tools: 10116, width: 320, height: 480)) == statusBar)
    }

    @Test func aViewControllerTwoNavigationControllersShowTakesTheBarOfTheOneItIsTheRootOf() throws {
        // `vc1` is the root of a navigation controller without large titles (44) and is shown from
        // `src`, the root of one with large titles (96), written first: the root's bar holds,
        // 20 + 44 on an iPhone 8 of Xcode 15. Which bar it got followed the order a dictionary
        // listed the navigation controllers in, from one run to the next.
        let largeTitles = """
            <scene sceneID="s3">
                <objects>
                    <navigationController id="nav2" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="navbar2">
                            <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                        </navigationBar>
                        <connections>
                            <segue destination="src" kind="relationship" relationship="rootViewController" id="seg2"/>
                        </connections>
                    </navigationController>
                    <viewController id="src" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc1" kind="show" id="seg3"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """
        let outcome = try run(
            Self.safeAreaStoryboard(documentExtras: largeTitles + Self.navigationControllerScene), ["--scene", "root"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""safeArea":{"top":64,"left":0,"bottom":0,"right":0}"#))
    }

    @Test func storyboardsGotTheIPhone8StatusBarBackInXcode14Point3() throws {
        // An iPhone 8 storyboard: no status bar from Xcode 10.2 (14800) to Xcode 14.2 (21507),
        // 20 points again from Xcode 14.3 (21701).
        func text(tools: Int) -> String {
            Self.safeAreaStoryboard(tools: tools)
        }
        #expect(try safeArea(text(tools: 21507)) == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(tools: 21701)) == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func toolbarsAndBarsOfNoneComeFromSimulatedMetricsAndTheNavigationController() throws {
        // An iPhone 8 of Xcode 15 (status bar 20) in a navigation controller that shows its
        // toolbar: 20 + 44 at the top, the toolbar's 49 at the bottom (44 before Xcode 14, as in
        // Xcode 10.1's toolsVersion 14313, but above a home indicator: 49 on an iPhone 11 of
        // Xcode 12, 34 + 49). Simulated Metrics' Top Bar "None" and Bottom Bar "None" on the view
        // controller take them away; Bottom Bar "Toolbar" alone gives 49 at the bottom.
        func text(
            _ controllerExtras: String = "", toolbar: Bool = true, navigation: Bool = true, tools: Int = 22155,
            device: String = "retina4_7"
        ) -> String {
            let tall = device == "retina6_1"
            return Self.safeAreaStoryboard(
                device: device, tools: tools, width: tall ? 414 : 375, height: tall ? 896 : 667,
                controllerExtras: controllerExtras,
                documentExtras: navigation
                    ? Self.navigationControllerScene.replacingOccurrences(
                        of: #"<navigationController id="nav""#,
                        with: #"<navigationController id="nav" toolbarHidden="\#(toolbar ? "NO" : "YES")""#) : "")
        }
        func insets(_ text: String) throws -> String {
            let outcome = try run(text, ["--scene", "root"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            guard let range = outcome.standardOutput.range(of: #""safeArea":\{[^}]*\}"#, options: .regularExpression)
            else { return "none" }
            return String(outcome.standardOutput[range])
        }
        #expect(try insets(text()) == #""safeArea":{"top":64,"left":0,"bottom":49,"right":0}"#)
        #expect(try insets(text(tools: 14313)) == #""safeArea":{"top":64,"left":0,"bottom":44,"right":0}"#)
        #expect(
            try insets(text(tools: 17701, device: "retina6_1"))
                == #""safeArea":{"top":88,"left":0,"bottom":83,"right":0}"#)
        #expect(try insets(text(toolbar: false)) == #""safeArea":{"top":64,"left":0,"bottom":0,"right":0}"#)
        let none = #"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#
        #expect(try insets(text(none)) == #""safeArea":{"top":20,"left":0,"bottom":0,"right":0}"#)
        let toolbarOnly = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(
            try insets(text(toolbarOnly, navigation: false)) == #""safeArea":{"top":20,"left":0,"bottom":49,"right":0}"#
        )
    }

    @Test func aViewThatDoesNotExtendUnderItsBarsSitsBetweenThem() throws {
        // An iPhone 8 of Xcode 15 (status bar 20) under a navigation bar and over a tab bar:
        // 20 + 44 at the top, 49 at the bottom. `edgesForExtendedLayout` without `.bottom` puts the
        // view above the tab bar (bottom 0); with neither edge it sits between the bars (0 and 0).
        let bars =
            #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
            + #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        func insets(_ edges: String) throws -> String {
            try safeArea(Self.safeAreaStoryboard(controllerExtras: bars + edges))
        }
        #expect(try insets("") == #"{"top":64,"left":0,"bottom":49,"right":0}"#)
        #expect(
            try insets(#"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)
                == #"{"top":64,"left":0,"bottom":0,"right":0}"#)
        #expect(
            try insets(#"<extendedEdge key="edgesForExtendedLayout"/>"#) == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func aXibViewSimulatesItsOwnBars() throws {
        // A full-screen xib view of Xcode 15 on an iPhone 8 (status bar 20) with Simulated Metrics'
        // Top Bar "Navigation Bar": 20 + 44. An opaque one (`translucent="NO"`) over a freeform
        // root 603 high (667 − 64) puts the root below the bars: top inset 0 (64 if translucent).
        func xib(height: Double, translucent: Bool) -> String {
            Self.xib(
                tools: 22505,
                objects: """
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                        <subviews>
                            \(Self.view("a", frame: (0, 0, 375, 10)))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                        </constraints>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \(translucent ? "" : #"translucent="NO""#) prompted="NO"/>
                        \(height < 667 ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                    </view>
                    """)
        }
        #expect(
            try safeArea(xib(height: 667, translucent: true), name: "View.xib")
                == #"{"top":64,"left":0,"bottom":0,"right":0}"#)
        #expect(
            try safeArea(xib(height: 603, translucent: false), name: "View.xib")
                == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
        #expect(
            try safeArea(xib(height: 603, translucent: true), name: "View.xib")
                == #"{"top":64,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func aSimulatedNavigationBarFollowsShowSegues() throws {
        // vc1 simulates a navigation bar (its navigation controller is elsewhere) and shows vc2:
        // vc2 is drawn under the bar too, 20 + 44 on an iPhone 8 of Xcode 15, unless it simulates
        // a top bar of its own ("None": 20).
        func text(_ destinationExtras: String = "") -> String {
            Self.safeAreaStoryboard(
                controllerExtras: """
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <connections><segue destination="vc2" kind="show" id="sg1"/></connections>
                    """,
                documentExtras: Self.shownScene(y: 64, extras: destinationExtras))
        }
        let shown = try run(text(), ["--scene", "root2"])
        #expect(shown.standardOutput.contains(#""safeArea":{"top":64,"left":0,"bottom":0,"right":0}"#), "\(shown)")
        let own = try run(text(#"<nil key="simulatedTopBarMetrics"/>"#), ["--scene", "root2"])
        #expect(own.standardOutput.contains(#""safeArea":{"top":20,"left":0,"bottom":0,"right":0}"#), "\(own)")
    }

    @Test func aViewControllerWithoutATopBarPassesNoneToWhatItShows() throws {
        // vc1 is its navigation controller's root and shows vc2. With Simulated Metrics' Top Bar
        // "None" on vc1 (`<nil>`), Xcode infers none for vc2 too: 20 on an iPhone 8 of Xcode 15;
        // without it, vc2 is drawn under the navigation bar, 20 + 44.
        func text(_ sourceExtras: String) -> String {
            Self.safeAreaStoryboard(
                controllerExtras: sourceExtras
                    + #"<connections><segue destination="vc2" kind="show" id="sg1"/></connections>"#,
                documentExtras: Self.navigationControllerScene + Self.shownScene(y: 20))
        }
        let none = try run(text(#"<nil key="simulatedTopBarMetrics"/>"#), ["--scene", "root2"])
        #expect(none.standardOutput.contains(#""safeArea":{"top":20,"left":0,"bottom":0,"right":0}"#), "\(none)")
        let inferred = try run(text(""), ["--scene", "root2"])
        #expect(
            inferred.standardOutput.contains(#""safeArea":{"top":64,"left":0,"bottom":0,"right":0}"#), "\(inferred)")
    }

    @Test func aRootTallerThanTheScreenKeepsItsBottomInset() throws {
        // A view controller's root 1,000 high on an iPhone 8 (667) of Xcode 11 (toolsVersion
        // 15505, no status bar drawn): nothing lies below the root, so its bottom inset stays 0,
        // not the 333 it overflows the screen by.
        let text = Self.safeAreaStoryboard(tools: 15505, height: 1000)
        #expect(try safeArea(text) == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func anIPadsNavigationBarIs50HighFromXcode10() throws {
        // vc1, a navigation controller's root on a 9.7-inch iPad (status bar 20): iOS 12's 50-point
        // bar from Xcode 10 (toolsVersion 14300; Xcode 10.1's 14460, Xcode 14.3's 22155), 20 + 50;
        // Xcode 9.3 (14109) drew 44 (11 scenes of four repositories at 50, 3 of Xcode 9.3 and 16 at 44). `--device` lays it
        // out as today's UIKit does, 50 on an iPad, 44 on a phone.
        func text(tools: Int) -> String {
            Self.safeAreaStoryboard(
                device: "ipad9_7", tools: tools, width: 768, height: 1024,
                documentExtras: Self.navigationControllerScene)
        }
        #expect(try safeArea(text(tools: 22155)) == #"{"top":70,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(tools: 14460)) == #"{"top":70,"left":0,"bottom":0,"right":0}"#)
        #expect(try safeArea(text(tools: 14109)) == #"{"top":64,"left":0,"bottom":0,"right":0}"#)
        let pad = try run(text(tools: 14109), ["--device", "ipadpro11"])
        #expect(pad.standardOutput.contains(#""top":74"#), "\(pad)")
        let phone = try run(text(tools: 22155), ["--device", "iphone8"])
        #expect(phone.standardOutput.contains(#""top":64"#), "\(phone)")
    }

    @Test func xcode26DrawsANavigationBar10PointsTaller() throws {
        // vc1, a navigation controller's root: Xcode 26 (toolsVersion 24000 up to 32700) draws
        // iOS 26's bar, 54 high (106 with large titles) on a phone and an iPad alike, where Xcode
        // 16.3 (23727) drew 44 (96), and the documents of 32700 too. On an iPhone 11 (48 on top,
        // 34 at the bottom) those Xcodes draw the insets twice: 48 + 48 + 54. `--device` lays it
        // out as today's UIKit does (iOS 18 here), 44.
        func text(tools: Int, device: String = "retina6_1", large: Bool = false) -> String {
            let pad = device.hasPrefix("ipad")
            var navigation = Self.navigationControllerScene
            if large {
                navigation = navigation.replacingOccurrences(
                    of: #"id="navbar""#, with: #"largeTitles="YES" id="navbar""#)
            }
            return Self.safeAreaStoryboard(
                device: device, tools: tools, width: pad ? 768 : 414, height: pad ? 1024 : 896,
                documentExtras: navigation)
        }
        #expect(try safeArea(text(tools: 24506)) == #"{"top":150,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(text(tools: 24506, large: true)) == #"{"top":202,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(text(tools: 23727)) == #"{"top":140,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(text(tools: 23727, large: true)) == #"{"top":192,"left":0,"bottom":68,"right":0}"#)
        #expect(try safeArea(text(tools: 32700)) == #"{"top":92,"left":0,"bottom":34,"right":0}"#)
        #expect(try safeArea(text(tools: 24093, device: "ipad9_7")) == #"{"top":74,"left":0,"bottom":0,"right":0}"#)
        let phone = try run(text(tools: 24506), ["--device", "iphone11"])
        #expect(phone.standardOutput.contains(#""top":92"#), "\(phone)")
    }

    @Test func aViewControllerExtendingUnderOpaqueBarsSitsUnderItsNavigationBar() throws {
        // A document with no device (Xcode 5): vc1 is the root of a navigation controller whose
        // bar is opaque, so its view starts below the bar (no top inset), unless vc1's layout
        // extends under opaque bars (`extendedLayoutIncludesOpaqueBars`): then the status bar
        // and the bar inset it, 20 + 44.
        let navigation = Self.navigationControllerScene.replacingOccurrences(
            of: #"id="navbar""#, with: #"translucent="NO" id="navbar""#)
        let text = Self.safeAreaStoryboard(device: nil, tools: 5056, documentExtras: navigation)
        #expect(try safeArea(text) == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
        let extended = text.replacingOccurrences(
            of: #"<viewController id="vc1""#, with: #"<viewController extendedLayoutIncludesOpaqueBars="YES" id="vc1""#)
        #expect(try safeArea(extended) == #"{"top":64,"left":0,"bottom":0,"right":0}"#)
    }

    @Test func aTabBarANavigationControllerSimulatesFollowsItsStack() throws {
        // The navigation controller simulates a tab bar (its tab bar controller is in another
        // storyboard): its root vc1 sits above it, 49 on an iPhone 8 of Xcode 15, and so does vc2,
        // which vc1 shows, unless vc1 simulates Bottom Bar "None" or vc2 is pushed hiding it
        // (`hidesBottomBarWhenPushed`), which Xcode 8 and earlier (before toolsVersion 13000) drew
        // over the tab bar all the same.
        func text(_ sourceExtras: String, tools: Int = 22155, hiding: Bool = false) -> String {
            let shown = Self.shownScene(y: 20)
            let pushed =
                hiding
                ? shown.replacingOccurrences(
                    of: "<viewController ", with: #"<viewController hidesBottomBarWhenPushed="YES" "#)
                : shown
            return Self.safeAreaStoryboard(
                tools: tools,
                controllerExtras: sourceExtras
                    + #"<connections><segue destination="vc2" kind="show" id="sg1"/></connections>"#,
                documentExtras: """
                    <scene sceneID="s2">
                        <objects>
                            <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(pushed)
                    """)
        }
        let above = #""safeArea":{"top":20,"left":0,"bottom":49,"right":0}"#
        let clear = #""safeArea":{"top":20,"left":0,"bottom":0,"right":0}"#
        #expect(try run(text(""), ["--scene", "root"]).standardOutput.contains(above))
        #expect(try run(text(""), ["--scene", "root2"]).standardOutput.contains(above))
        let none = try run(text(#"<nil key="simulatedBottomBarMetrics"/>"#), ["--scene", "root2"])
        #expect(none.standardOutput.contains(clear), "\(none)")
        let hidden = try run(text("", hiding: true), ["--scene", "root2"])
        #expect(hidden.standardOutput.contains(clear), "\(hidden)")
        let xcode8 = try run(text("", tools: 11762, hiding: true), ["--scene", "root2"])
        #expect(xcode8.standardOutput.contains(#""bottom":49"#), "\(xcode8)")
    }

    @Test func xcode8DrewATabBarUnderWhatATabBarControllerShows() throws {
        // vc1 is a tab bar controller's child, in no navigation controller; vc2 is what a show
        // segue from vc1 (or from the tab bar controller itself) leads to. Xcode 8 and earlier
        // (before toolsVersion 13000) drew vc2 over the tab bar too, 49; Xcode 9 on did not (at
        // run time such a segue presents vc2 over the tab bar). vc1 is over it in both.
        func text(tools: Int, fromTabBarController: Bool = false) -> String {
            let show = #"<connections><segue destination="vc2" kind="show" id="sg1"/></connections>"#
            return Self.safeAreaStoryboard(
                tools: tools, controllerExtras: fromTabBarController ? "" : show,
                documentExtras: """
                    <scene sceneID="s2">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar">
                                    <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="viewControllers" id="seg"/>
                                    \(fromTabBarController ? #"<segue destination="vc2" kind="show" id="sg2"/>"# : "")
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    \(Self.shownScene(y: 20))
                    """)
        }
        let over = #""safeArea":{"top":20,"left":0,"bottom":49,"right":0}"#
        let clear = #""safeArea":{"top":20,"left":0,"bottom":0,"right":0}"#
        for tools in [11762, 13771] {
            #expect(try run(text(tools: tools), ["--scene", "root"]).standardOutput.contains(over))
        }
        let xcode8 = try run(text(tools: 11762), ["--scene", "root2"])
        #expect(xcode8.standardOutput.contains(over), "\(xcode8)")
        let fromTabs = try run(text(tools: 11762, fromTabBarController: true), ["--scene", "root2"])
        #expect(fromTabs.standardOutput.contains(over), "\(fromTabs)")
        let xcode9 = try run(text(tools: 13771), ["--scene", "root2"])
        #expect(xcode9.standardOutput.contains(clear), "\(xcode9)")
    }

    @Test func everyDeviceIdIsKnownOrAWarning() throws {
        // retina6_0 is the 390 × 844 iPhone 12 class (47 and 34); an id vflc does not know is an
        // `ib-not-modelled` warning at the `<device>` element, the scene at its stored size.
        func text(_ device: String) -> String {
            Self.safeAreaStoryboard(device: device, width: 390, height: 844)
        }
        #expect(try safeArea(text("retina6_0")) == #"{"top":47,"left":0,"bottom":34,"right":0}"#)
        let unknown = try run(text("retina9_9"))
        #expect(unknown.status == 0, "\(unknown.standardError)")
        #expect(unknown.standardError.contains(":3:5: warning: the device 'retina9_9'"), "\(unknown.standardError)")
        #expect(unknown.standardOutput.contains(#""width":390,"height":844"#))
    }

    @Test func aFindingEveryScenesSharesIsReportedOnce() throws {
        // Two scenes in a document whose device vflc does not know: the warning is the document's,
        // reported once by `vflc DOC` and once by `vflc lint`, not once per scene.
        let text = Self.safeAreaStoryboard(
            device: "retina9_9",
            documentExtras: Self.shownScene(y: 20))
        let outcome = try run(text)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""scene":"root2""#))
        #expect(outcome.standardError.components(separatedBy: "warning: the device 'retina9_9'").count == 2)
        let directory = NSTemporaryDirectory() + "vflc-ib-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try text.write(toFile: directory + "/Main.storyboard", atomically: true, encoding: .utf8)
        let lint = Driver.run(arguments: ["lint", directory])
        #expect(
            lint.standardError.components(separatedBy: "the device 'retina9_9'").count == 2, "\(lint.standardError)")
    }

    @Test func aRootWiderThanItsDeviceHasTheMarginsOfItsWidth() throws {
        // A freeform root 815 wide in a document for the iPhone 8 (375): its system minimum side
        // margin is 20, as for any root 414 or more wide, not the iPhone 8's 16. At 375 (the
        // device's own width, or `--width 375`) it is 16.
        func text(width: Double) -> String {
            Self.storyboard(
                width: width, height: 660, subviews: Self.view("a", frame: (width < 414 ? 16 : 20, 100, 100, 10)),
                constraints: """
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                    <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                    """,
                controllerExtras: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        }
        #expect(try Self.layouts(text(width: 815))["a"]?.x == 20)
        #expect(try Self.layouts(text(width: 375))["a"]?.x == 16)
        let narrowed = try run(text(width: 815), ["--width", "375"])
        #expect(narrowed.standardOutput.contains(#""a":{"x":16,"#), "\(narrowed.standardOutput)")
    }

    @Test func xibsGotTheIPhone8StatusBarBackInXcode14Point3() throws {
        // A full-screen xib view on the iPhone 8: no status bar from Xcode 10.2 (toolsVersion
        // 14800) to Xcode 14.2 (21507), 20 points again from Xcode 14.3 (21701), as storyboards.
        func xib(tools: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(Self.view("a", frame: (0, tools >= 21700 ? 20 : 0, 375, 10)))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        #expect(try safeArea(xib(tools: 21507), name: "View.xib") == #"{"top":0,"left":0,"bottom":0,"right":0}"#)
        for tools in [21701, 22505] {
            #expect(try safeArea(xib(tools: tools), name: "View.xib") == #"{"top":20,"left":0,"bottom":0,"right":0}"#)
        }
    }

    @Test func aCustomViewThatDrawsItselfKeepsItsStoredSize() throws {
        // A rating view of a custom class, centred, with no subviews and no size constraint:
        // Xcode renders the class live and keeps the size it gives (120 × 20), so vflc takes
        // it as the view's intrinsic size and says so: x = (375 − 120) / 2 = 127.5. A plain
        // view in its place has no size of its own (ambiguous, 0 × 0).
        func text(customClass: Bool) -> String {
            Self.storyboard(
                subviews: Self.view(
                    "rating", frame: (127.5, 300, 120, 20), extra: customClass ? #"customClass="RatingView""# : ""),
                constraints: """
                    <constraint firstItem="rating" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                    """)
        }
        #expect(try Self.layouts(text(customClass: true))["rating"] == Rect(x: 127.5, y: 300, width: 120, height: 20))
        let outcome = try run(text(customClass: true))
        #expect(outcome.standardError.contains("note: 'rating' (RatingView) has no subviews and no size constraint"))
        #expect(!outcome.standardError.contains("ambiguous"))
        let plain = try run(text(customClass: false))
        #expect(plain.standardError.contains("warning: ambiguous layout"))
    }

    @Test func aCustomStackViewItsCodeFillsKeepsItsStoredSize() throws {
        // A stack view of a custom class with no arranged subviews (Apple's FoodTracker tutorial
        // has one: a rating control that adds five 44-point buttons in code): Xcode renders it
        // live and stores 252 × 44, so vflc takes that as its size and says so. A stack view of
        // UIKit's own class with nothing in it is filled by code too: Interface Builder draws it
        // at its stored size, which vflc takes, and says so in other words.
        func text(customClass: Bool) -> String {
            Self.storyboard(
                subviews: Self.view(
                    "stars", "stackView", frame: (61.5, 300, 252, 44),
                    extra: customClass ? #"spacing="8" customClass="RatingControl""# : #"spacing="8""#),
                constraints: """
                    <constraint firstItem="stars" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="stars" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                    """)
        }
        #expect(try Self.layouts(text(customClass: true))["stars"] == Rect(x: 61.5, y: 300, width: 252, height: 44))
        let outcome = try run(text(customClass: true))
        #expect(outcome.standardError.contains("note: 'stars' (RatingControl) has no subviews and no size constraint"))
        #expect(!outcome.standardError.contains("ambiguous"))
        #expect(try Self.layouts(text(customClass: false))["stars"] == Rect(x: 61.5, y: 300, width: 252, height: 44))
        let plain = try run(text(customClass: false)).standardError
        #expect(plain.contains("note: 'stars' is a stack view with no arranged subviews and no size constraint"))
        #expect(!plain.contains("ambiguous"), "\(plain)")
    }

    @Test func aProportionalStackSharesByTheStoredLengthsOfViewsWithoutIntrinsicOnes() throws {
        // A fillProportionally stack 343 wide of two plain views stored 220 and 110 wide, spacing
        // 13: UIKit reads the lengths the nib gives views without intrinsic ones, so they keep
        // 2 : 1 — at the document's size as stored, and on a 440-point phone 408 × 220 / 343 =
        // 261.667 for the first (the later view gives way to the spacing). Without them: equal
        // lengths, 165 each. `--format vfl` keeps their `drawn=` frames.
        let text = Self.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="13" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="16" y="100" width="343" height="40"/>
                    <subviews>
                        \(Self.view("a", frame: (0, 0, 220, 40)))
                        \(Self.view("b", frame: (233, 0, 110, 40)))
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="st" firstAttribute="height" constant="40" id="c4"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 220, height: 40))
        #expect(frames["b"] == Rect(x: 233, y: 0, width: 110, height: 40))
        let wide = try run(text, ["--device", "iphone16promax"])
        #expect(wide.status == 0, "\(wide.standardError)")
        let widened = #""a":{"parent":"st","x":0,"y":0,"width":261.667"#
        #expect(wide.standardOutput.contains(widened), "\(wide.standardOutput)")
        let program = try run(text, ["--format", "vfl"])
        #expect(program.standardOutput.contains("drawn=0,0,220,40"), "\(program.standardOutput)")
    }

    @Test func aStackWithStandardSpacingSpacesItsViewsBy8() throws {
        // `spacingType="standard"` (UIStackView.spacingUseSystem): two 20-point views 8 apart,
        // as Xcode stores them; the stack at the root's top left hugs them: 48 high.
        let text = Self.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="48"/>
                    <subviews>
                        \(Self.view("a", "label", frame: (0, 0, 100, 20)))
                        \(Self.view("b", "label", frame: (0, 28, 100, 20)))
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["st"] == Rect(x: 0, y: 0, width: 100, height: 48))
        #expect(frames["b"] == Rect(x: 0, y: 28, width: 100, height: 20))
        // It round-trips through `--format vfl`.
        let program = try run(text, ["--format", "vfl"])
        #expect(program.status == 0)
        #expect(program.standardOutput.contains("spacing=systemSpacing"), "\(program.standardOutput)")
    }

    @Test func theDesignablesCacheSizesACustomViewNotALabel() throws {
        // A custom view centred with no size constraint: the `<designables>` cache says 100 × 30,
        // stored 120 × 20 (an older render): the cache wins, x = (375 − 100) / 2 = 137.5. A label
        // of a custom class in the cache at 60 × 17 and stored 80 × 18 (Xcode laid it out last):
        // the stored frame wins, x = (375 − 80) / 2 = 147.5.
        let text = Self.storyboard(
            subviews: Self.view("gauge", frame: (127.5, 100, 120, 20), extra: #"customClass="GaugeView""#)
                + Self.view("title", "label", frame: (147.5, 200, 80, 18), extra: #"customClass="FancyLabel""#),
            constraints: """
                <constraint firstItem="gauge" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="gauge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
                """
        ).replacingOccurrences(
            of: "</scenes>",
            with: """
                </scenes>
                <designables>
                    <designable name="gauge"><size key="intrinsicContentSize" width="100" height="30"/></designable>
                    <designable name="title"><size key="intrinsicContentSize" width="60" height="17"/></designable>
                </designables>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["gauge"] == Rect(x: 137.5, y: 100, width: 100, height: 30))
        #expect(frames["title"] == Rect(x: 147.5, y: 200, width: 80, height: 18))
    }

    @Test func aVisualEffectViewShowsItsSubviewsInItsContentView() throws {
        // A blur pinned to the bottom and the sides, no height: its content view fills it (as
        // UIKit keeps it at the blur's bounds) and holds a button 50 high between 16-point
        // margins, so the blur is 16 + 50 + 16 = 82 high, at y = 667 − 82 = 585. A second blur,
        // stored 0 high (Xcode drew it before its height constraint), is 44 high at the top, its
        // empty content view too: a frame and mask measured against a 0-point parent could not
        // say so (it failed the document with "a design size must be greater than 0").
        let text = Self.storyboard(
            subviews: """
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blur">
                    <rect key="frame" x="0.0" y="585" width="375" height="82"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="82"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            \(Self.view("button", frame: (16, 16, 343, 50)))
                        </subviews>
                        <constraints>
                            <constraint firstItem="button" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="button" secondAttribute="trailing" id="b2"/>
                            <constraint firstItem="button" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="button" secondAttribute="bottom" id="b4"/>
                            <constraint firstItem="button" firstAttribute="height" constant="50" id="b5"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>
                    </view>
                    <blurEffect style="regular"/>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shade">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="0.0"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="shadeContent">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="0.0"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="s4"/>
                    </constraints>
                    <blurEffect style="regular"/>
                </visualEffectView>
                """,
            constraints: """
                <constraint firstItem="blur" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="blur" secondAttribute="trailing" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="blur" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="shade" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                <constraint firstAttribute="trailing" secondItem="shade" secondAttribute="trailing" id="s2"/>
                <constraint firstItem="shade" firstAttribute="top" secondItem="root" secondAttribute="top" id="s3"/>
                """)
        let frames = try Self.layouts(text)
        #expect(frames["shade"] == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(frames["shadeContent"] == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(frames["blur"] == Rect(x: 0, y: 585, width: 375, height: 82))
        #expect(frames["content"] == Rect(x: 0, y: 0, width: 375, height: 82))
        #expect(frames["button"] == Rect(x: 16, y: 16, width: 343, height: 50))
    }

    @Test func aSubviewVflcDoesNotLayOutIsAWarning() throws {
        // A table view cell dropped straight into a view controller's view (not in a table) is
        // not laid out, and vflc says so at its element rather than leave it out silently.
        let text = Self.storyboard(
            subviews: """
                <tableViewCell contentMode="scaleToFill" fixedFrame="YES" id="stray">
                    <rect key="frame" x="0.0" y="88" width="375" height="44"/>
                </tableViewCell>
                """ + Self.view("a", frame: (0, 0, 375, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                """)
        let outcome = try run(text)
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError.contains("warning: the subview 'stray' (tableViewCell) is not modelled by vflc"),
            "\(outcome.standardError)")
    }

    @Test func xcode7DrewAXibsViewWithAPlainViewsMargins() throws {
        // A 600 × 100 xib view (the "Any" canvas of Xcode 7, toolsVersion 10117): a plain view's 8
        // all round, as Xcode 7 stored it (9 side edges of three repositories, none at 16 or 20);
        // from Xcode 8 (12000), a view controller's system minimum: 20 at 600 points wide.
        func text(tools: Int) -> String {
            Self.xib(
                tools: tools,
                objects: """
                        <view contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                            <subviews>
                                \(Self.view("box", frame: (8, 8, 584, 84)))
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="topMargin" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </view>
                    """
            ).replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        }
        #expect(try Self.layouts(text(tools: 10117))["box"] == Rect(x: 8, y: 8, width: 584, height: 84))
        #expect(try Self.layouts(text(tools: 12118))["box"]?.x == 20)
    }

    @Test func beforeXcode83AViewControllersXibViewHadAPlainViewsMargins() throws {
        // The view File's Owner's `view` outlet names (a view controller's xib) on an iPhone 8
        // of Xcode 8.2 (toolsVersion 11762): drawn as any xib view then, with a plain view's 8
        // (92 side edges of three repositories, none at 16), though UIKit gives a view
        // controller's view 16 at run time; from Xcode 8.3 (12118) the system minimum, 16.
        func text(tools: Int) -> String {
            Self.xib(
                tools: tools,
                objects: """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                            <connections>
                                <outlet property="view" destination="main" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="main">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                \(Self.view("box", frame: (8, 100, 359, 30)))
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="30" id="c4"/>
                            </constraints>
                        </view>
                    """)
        }
        #expect(try Self.layouts(text(tools: 11762))["box"] == Rect(x: 8, y: 100, width: 359, height: 30))
        #expect(try Self.layouts(text(tools: 12118))["box"] == Rect(x: 16, y: 100, width: 343, height: 30))
    }

    @Test func aXibsViewPreservingItsSuperviewsMarginsHasTheirEight() throws {
        // A 375 × 67 xib view that preserves its superview's margins and does not inset them from
        // the safe area: 8 on top and bottom, the system minimum 16 on the sides; a stack between
        // the margins is 16, 8, 343 × 51.
        let text = Self.xib(
            objects: """
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="67"/>
                        <subviews>
                            \(Self.view("box", frame: (16, 8, 343, 51)))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="topMargin" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </view>
                """)
        #expect(try Self.layouts(text)["box"] == Rect(x: 16, y: 8, width: 343, height: 51))
    }

    @Test func aXibsViewPreservingItsSuperviewsMarginsTakesTheCanvasesWhateverItWrites() throws {
        // A 300 × 100 xib view that writes zero margins but preserves its superview's: the canvas
        // it is shown in gives 8 on top and bottom and its device's system minimum on the sides —
        // 16 on an iPhone 8 (375 wide), 20 on an iPhone 11 (414 wide) though the view is narrower.
        // Without preservesSuperviewLayoutMargins it is drawn as a view controller's root: the
        // written zeros hold on top and at the bottom, and the sides take its own system minimum.
        func text(device: String, preserves: Bool, frame: (Double, Double, Double, Double)) -> String {
            Self.xib(
                device: device,
                objects: """
                        <view contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") insetsLayoutMarginsFromSafeArea="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                \(Self.view("box", frame: frame))
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="topMargin" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
                        </view>
                    """)
        }
        #expect(
            try Self.layouts(text(device: "retina4_7", preserves: true, frame: (16, 8, 268, 84)))["box"]
                == Rect(x: 16, y: 8, width: 268, height: 84))
        #expect(
            try Self.layouts(text(device: "retina6_1", preserves: true, frame: (20, 8, 260, 84)))["box"]
                == Rect(x: 20, y: 8, width: 260, height: 84))
        #expect(
            try Self.layouts(text(device: "retina4_7", preserves: false, frame: (16, 0, 268, 100)))["box"]
                == Rect(x: 16, y: 0, width: 268, height: 100))
    }

    @Test func aScrollViewCanBeTheScenesRoot() throws {
        // A xib whose top-level view is a scroll view: its subview's edges pinned to the scroll
        // view's are pinned to its content area, whose top left is the root's: (16, 73).
        let text = Self.xib(
            objects: """
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="sv">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(Self.view("a", frame: (16, 73, 100, 50)))
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="sv" secondAttribute="top" constant="73" id="c1"/>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="sv" secondAttribute="leading" constant="16" id="c2"/>
                            <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                            <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                        </constraints>
                    </scrollView>
                """)
        #expect(try Self.layouts(text)["a"] == Rect(x: 16, y: 73, width: 100, height: 50))
    }

    @Test func xcode6DrewTheRootsMarginsAt16() throws {
        // A 600 × 600 "Any" canvas with no device: Xcode 6 (toolsVersion 7706) drew the root's
        // side margins at 16, Xcode 7 and later (9532) at 20, as the canvas is 414 or more wide.
        func text(tools: Int) -> String {
            Self.storyboard(
                device: nil, tools: tools, width: 600, height: 600,
                subviews: Self.view("box", frame: (16, 100, 50, 20)),
                constraints: """
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="20" id="c4"/>
                    """)
        }
        #expect(try Self.layouts(text(tools: 7706))["box"]?.x == 16)
        #expect(try Self.layouts(text(tools: 9532))["box"]?.x == 20)
        // A full-width subview preserving the root's margins sees the same 16 in Xcode 6.
        let preserving = Self.cardStoryboard(
            preserves: true, labelX: 16, device: nil, tools: 7706, width: 600, height: 600)
        #expect(try Self.layouts(preserving)["lbl"]?.x == 16)
    }
}
