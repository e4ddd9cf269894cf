import VFL

/// What vflc knows of an Interface Builder view class (IB's element name): whether it is a view,
/// on which axes UIKit gives it an intrinsic content size (taken from the stored frame, since
/// Linux cannot measure text or images), and its alignment rect's insets from the frame.
enum InterfaceBuilderClass {
    /// Every element name IB writes for a view (`<subviews>` children and roots).
    static let views: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider",
        "segmentedControl", "stepper", "activityIndicatorView", "pageControl", "progressView", "stackView",
        "scrollView", "tableView", "collectionView", "mapView", "wkWebView", "webView", "datePicker",
        "pickerView", "visualEffectView", "searchBar", "navigationBar", "toolbar", "tabBar", "containerView",
        "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView", "glkView",
        "sceneKitView", "skView", "mtkView", "arscnView", "arskView", "textLabel", "colorWell",
    ]

    static func isView(_ name: String) -> Bool { views.contains(name) }

    /// The axes on which UIKit gives the class an intrinsic content size.
    enum IntrinsicAxes {
        case none, both, width, height
    }

    /// The intrinsic axes of `name`; `hasImage` for an image view (an image view without an
    /// image has none), `scrolls` for a text view (one that does not scroll sizes to its text).
    static func intrinsicAxes(of name: String, hasImage: Bool, scrolls: Bool = true) -> IntrinsicAxes {
        switch name {
        case "textView": return scrolls ? .none : .both
        case "label", "button", "textField", "switch", "segmentedControl", "stepper", "activityIndicatorView",
            "pageControl", "datePicker", "pickerView":
            return .both
        case "imageView": return hasImage ? .both : .none
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar": return .height
        default: return .none
        }
    }

    /// The alignment rect's insets from the frame in a document saved
    /// by the Xcode of `toolsVersion`: constraints act on the alignment rect. A switch's is its
    /// frame less 2 points on the right; a slider's less 2 on each side and 1 at the bottom, until
    /// Xcode 26 (toolsVersion 24000 up to 32699; 32700 is Xcode 15's), whose iOS 26 slider has
    /// none; a segmented control's less 1 at the bottom (Xcode stores one pinned to a 44-point
    /// cell's edges 45 high, its top on the cell's); a progress view of the `bar` style
    /// (`progressViewStyle`), less 1 at the bottom (Xcode stores one whose height is fixed a
    /// point taller, its top on the constraint's edge).
    static func alignmentInsets(of name: String, style: String? = nil, toolsVersion: Int) -> EdgeInsets? {
        switch name {
        case "progressView": style == "bar" ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : nil
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider":
            insetFreeSliderTools.contains(toolsVersion) ? nil : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: nil
        }
    }

    /// The toolsVersions whose Xcode (26) draws a slider with no alignment insets.
    static let insetFreeSliderTools = 24000..<32700
}
