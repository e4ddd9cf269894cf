import VFL

/// Interface Builder's device ids (`<device id="retina6_12">`) and what the Xcode that saved a
/// document simulated for them. A document's stored frames are that Xcode's answer, so its insets
/// are the ones that reproduce them; `--device` lays a scene out with today's (vflc's table).
public enum InterfaceBuilderDevice {
    /// IB's id → vflc's device name (today's numbers, docs/devices.md).
    static let names: [String: String] = [
        "retina3_5": "iphone4s", "retina4_0": "iphonese1", "retina4_7": "iphonese3", "retina5_5": "iphone8plus",
        "retina5_8": "iphonex", "retina6_5": "iphonexsmax", "retina6_1": "iphonexr", "retina5_9": "iphone12mini",
        "retina6_7": "iphone12promax", "retina6_12": "iphone15", "retina6_72": "iphone15promax",
        "retina6_3": "iphone16pro", "retina6_9": "iphone16promax", "retina6_0": "iphone12", "ipad9_7": "ipad",
        "ipad7_9": "ipad", "ipad11_0rounded": "ipadpro11",
        "ipad10_2": "ipad102", "ipad10_5": "ipadpro105", "ipad11": "ipadpro11", "ipad12_9": "ipadpro",
        "ipad12_9rounded": "ipadpro129", "ipad10_9rounded": "ipadair11", "ipad8_3": "ipadmini6",
        "ipad13": "ipadpro13", "iPad13_0rounded": "ipadpro13",
    ]

    /// vflc's device name for one of IB's device ids, `nil` for any other name.
    public static func vflcName(for id: String) -> String? { names[id] }

    /// The vflc device for an IB id (`retina6_12`) or a vflc name; for `retina6_1`, which Xcode
    /// used for the XR/11 (414 wide) and later the 12–14 (390 wide), and `retina6_7`, the 12 Pro
    /// Max (428) and from Xcode 16 the 15 and 16 Plus (430: 15 roots of 430 × 932 in documents of
    /// toolsVersion 23000–24999, none of 428), the stored width decides.
    static func device(for id: String, storedWidth: Double? = nil) -> Device? {
        if id == "retina6_1", let storedWidth, storedWidth == 390 || storedWidth == 844 {
            return Device.named("iphone12")
        }
        if id == "retina6_7", let storedWidth, storedWidth == 430 || storedWidth == 932 {
            return Device.named("iphone15plus")
        }
        if let name = names[id] { return Device.named(name) }
        return Device.named(id)
    }

    /// The system minimum side margin of a root `width` points wide as the Xcode of
    /// `toolsVersion` drew it: 16, or 20 from 414 points wide; Xcode 6 (toolsVersion below 8000)
    /// drew 16 at any width (its 600 × 600 "Any" canvas among them).
    static func designMinimumMargin(toolsVersion: Int, width: Double) -> Double {
        toolsVersion < 8000 || width < 414 ? 16 : 20
    }

    /// Whether the Xcode of `toolsVersion` drew a xib's top-level view with a view controller's
    /// system minimum margins: Xcode 8.3 (toolsVersion 12000) on; earlier Xcodes drew a plain
    /// view's 8.
    static func drawsXibViewAsRoot(toolsVersion: Int) -> Bool { toolsVersion >= 12000 }

    /// The tallest top inset that is only a status bar (an iPad's 24; every phone with a sensor
    /// housing has 44 or more): what Simulated Metrics' Status Bar "None" takes away.
    static let tallestStatusBar = 24.0
    /// The height of the smallest iPhone screen (3.5-inch, portrait): before toolsVersion 14800 a
    /// phone's root (a view controller's, a xib's view) was drawn with the status bar when at
    /// least this tall, without when shorter (docs/fidelity.md: on the iPhone 8, xib views up to
    /// 455 points tall and storyboard roots up to 455 stored without it, from 480 and 488 with
    /// it).
    static let smallestScreenHeight = 480.0
    /// The toolsVersions (Xcode 10.2 to 14.2) that drew a freeform xib view no wider than the
    /// device's screen at the screen's top rather than as a screen of its own: a view shorter
    /// than the screen has no bottom inset where it does not reach the home indicator
    /// (docs/fidelity.md).
    static let xibViewAtScreenTopTools = 14800..<21700

    /// Whether the Xcode of `toolsVersion` drew a freeform xib view (a view controller's among
    /// them) `width` points wide at the screen's top rather than as a screen of its own.
    static func drawsXibViewAtScreenTop(toolsVersion: Int, width: Double, screenWidth: Double) -> Bool {
        xibViewAtScreenTopTools.contains(toolsVersion) && width <= screenWidth
    }

    /// The safe area the Xcode of `toolsVersion` simulated for `device` (IB's id `id`) in the
    /// orientation given: today's insets, except where a device id's changed between Xcode
    /// releases — the status bar of the iPhone 8 class was 0 for toolsVersion 14800–21699, and
    /// `retina6_1`, `retina5_9`, `retina6_0` and `retina6_7` had a 44-point
    /// top before 21000 (then 48, 50, 47 and 47; `retina5_9` 47 until 21700). Xcode 16.3 to
    /// Xcode 26 added a phone's insets a second time: `repeatedInsets`.
    static func simulatedSafeArea(_ device: Device, id: String, toolsVersion: Int, landscape: Bool) -> EdgeInsets {
        var insets = device.safeArea(landscape: landscape)
        switch id {
        case "retina4_7", "retina5_5", "retina4_0", "retina3_5":
            // Xcode 10.2 stopped simulating their status bar; documents got it back in Xcode 14.3
            // (toolsVersion 21700: every storyboard of 14800–21507 in the corpora shows 0; xibs
            // of 21701 show 20).
            if toolsVersion >= 14800 && toolsVersion < 21700 { insets.top = 0 }
        case "retina6_1", "retina5_9", "retina6_0", "retina6_7":
            // Before Xcode 14 (toolsVersion 21000) Xcode drew these phones' sensor housing 44
            // points high, where today's insets are 48, 50, 47 and 47: 7 of 7 top edges of the
            // iPhone 12 class (retina6_0, retina6_7) before 21000 show 44. Xcode 14.0 to 14.2
            // drew the iPhone X class's (retina5_9) 47, as the iPhone 12's: 22 of 23 view
            // controllers of two repositories' documents of 21507 stored it, 50 from 21701.
            if toolsVersion < 21000, !landscape {
                insets.top = 44
            } else if id == "retina5_9", toolsVersion < 21700, !landscape {
                insets.top = 47
            }
        default: break
        }
        return insets
    }

    /// What Xcode 16.3 up to Xcode 26 (toolsVersion 23700–32699) added to the safe area of a phone
    /// with a home indicator, in portrait: its top and bottom insets a second time, inside the
    /// root wherever the root sits (96 and 68 at the edges of a full-screen root on an iPhone 11;
    /// 48 and 68 in a root that starts below the status bar; one under an opaque navigation bar
    /// starts below the bar and both top insets): the frames those releases stored
    /// say so (33 of 34 full-screen roots of the corpus). `insets` are the device's, from
    /// `simulatedSafeArea`; zero elsewhere.
    static func repeatedInsets(_ insets: EdgeInsets, device: Device, toolsVersion: Int, landscape: Bool)
        -> EdgeInsets
    {
        guard doubledInsetsTools.contains(toolsVersion), !device.isPad, !landscape, insets.bottom > 0 else {
            return .zero
        }
        return EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
    }

    /// The toolsVersions whose Xcode drew a phone's safe area twice over.
    static let doubledInsetsTools = 23700..<32700

    /// The toolsVersions whose Xcode (26) drew iOS 26's navigation bar, 10 points taller than
    /// before on phones and iPads alike (`NavigationBarStyle.tall`): a navigation controller's
    /// stored bar is 54 high (106 with large titles) in every document of 24093–24765 in the
    /// corpora (50 bars of eleven repositories), 44 (96; an iPad's 50, a sheet's 56) in every one
    /// of 22138–23727 (88 of 23) and of 32700 (12 of 8); and the view controllers under them
    /// store their tops 10 lower.
    static let tallNavigationBarTools = 24000..<32700

    /// The pixel grid of a document that names no device (Xcode 5–7): its stored frames sit on
    /// half points, as on a 2x screen (9 scenes of the corpora gained, none lost, against frames
    /// left unsnapped).
    static let canvasScale = 2.0
}
