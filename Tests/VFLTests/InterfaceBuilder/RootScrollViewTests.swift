import Foundation
import Testing

@testable import VFL
@testable import VFLInterfaceBuilder

/// A scroll view as a scene's root: a collection or table view controller's view, a xib's
/// top-level scroll view. Its layout guides are the root's.
@Suite struct RootScrollViewTests {
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
}
