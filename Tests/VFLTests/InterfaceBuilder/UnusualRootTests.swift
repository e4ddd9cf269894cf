import Foundation
import Testing

@testable import VFL
@testable import VFLInterfaceBuilder

/// Scene roots that are not plain views: a scroll view (a collection or table view controller's
/// view, a xib's top-level scroll view), whose layout guides are the root's; a stack view (a
/// xib's top-level stack), which arranges the root's subviews.
@Suite struct UnusualRootTests {
    @Test func aRootScrollViewsFrameGuideIsTheRoot() throws {
        // A xib's top-level scroll view, 320 × 480, with a badge pinned to its frame layout guide
        // (it stays on screen as the content scrolls): 20 from the guide's top, 16 from its
        // trailing edge: x = 320 − 16 − 40 = 264, y = 20. A label in the content sits 8 below the
        // content guide's top. Before, the frame guide named the root by its IB id and the whole
        // document failed ("unknown view or layout guide").
        let text = SceneBuilderTests.xib(
            objects: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="264" y="20" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="w"/>
                                <constraint firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                        </view>
                        <label opaque="NO" contentMode="left" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="16" y="8" width="37" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="badge" firstAttribute="top" secondItem="frameGuide" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="frameGuide" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="c2"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="contentGuide" secondAttribute="top" constant="8" id="c3"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="contentGuide" secondAttribute="leading" constant="16" id="c4"/>
                        <constraint firstItem="contentGuide" firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="8" id="c5"/>
                        <constraint firstItem="contentGuide" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="16" id="c6"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="contentGuide"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
                </scrollView>
                """)
        let frames = try SceneBuilderTests.layouts(text)
        #expect(frames["badge"] == Rect(x: 264, y: 20, width: 40, height: 40))
        #expect(frames["label"] == Rect(x: 16, y: 8, width: 37, height: 21))
        let outcome = try SceneBuilderTests.run(text, name: "Scroll.xib", ["--stored", "--strict"])
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
    }

    @Test func aContainerStoredZeroHighStillPlacesItsAutoresizingChildren() throws {
        // A container placed by constraints (40 high) that Xcode stored 0 high, holding an image
        // view placed by its autoresizing mask (flexible right and bottom margins) at 320 × 0:
        // the container's change goes to the bottom margin, so the image view stays 320 × 0 at
        // the top. Before, the 0 design height was an error ("a design size must be greater
        // than 0", with advice about a `.vfl` declaration) and the whole document failed.
        let text = SceneBuilderTests.xib(
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="0.0"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFill" fixedFrame="YES" id="image">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="0.0"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c3"/>
                    </constraints>
                </view>
                """)
        let frames = try SceneBuilderTests.layouts(text)
        #expect(frames["container"] == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(frames["image"] == Rect(x: 0, y: 0, width: 320, height: 0))
    }

    @Test func aRootStackViewArrangesItsSubviews() throws {
        // A xib's top-level vertical stack, 200 × 80, fill / fill, spacing 10, holding a label
        // (intrinsic 60 × 21, hugging 251) and a view 30 high: the label takes its height, 21, the
        // view the rest, 80 − 21 − 10 = 49 (its height constraint is 30 @250, weaker than the
        // stack's fill). Both are as wide as the stack. Before, the arrangement was not modelled
        // (a warning) and the views kept their stored frames.
        let text = SceneBuilderTests.xib(
            objects: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="0.0" y="31" width="200" height="49"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" priority="250" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                """)
        let frames = try SceneBuilderTests.layouts(text)
        #expect(frames["title"] == Rect(x: 0, y: 0, width: 200, height: 21))
        #expect(frames["body"] == Rect(x: 0, y: 31, width: 200, height: 49))
        // The outputs show the document's shape: the stack is the root (the container), not a
        // view of its own, and the arranged views are its children.
        #expect(frames["stack"] == nil)
        let outcome = try SceneBuilderTests.run(text, name: "Stack.xib", ["--stored", "--strict"])
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#""title":{"x":0,"y":0,"width":200,"height":21,"class":"label"}"#))
        #expect(!outcome.standardOutput.contains(#""stack":{"#), "\(outcome.standardOutput)")
        // On a taller container the view takes the room: 120 − 31 = 89.
        let taller = try SceneBuilderTests.run(text, name: "Stack.xib", ["--height", "120"])
        #expect(taller.standardOutput.contains(#""body":{"x":0,"y":31,"width":200,"height":89"#))
        // As a `.vfl` program (`--format vfl`) the stack is a view filling the root, and the
        // program gives the same frames.
        let program = try SceneBuilderTests.run(text, name: "Stack.xib", ["--format", "vfl"])
        #expect(program.status == 0 && program.standardOutput.contains("stack "), "\(program.standardOutput)")
    }
}
