import VFLSyntax

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// One view's solved frame.
public struct ViewFrame: Hashable, Sendable {
    public var name: String
    /// The parent view's name; `nil` when the parent is the root.
    public var parent: String?
    /// Relative to the parent, as `UIView.frame` is.
    public var frame: Rect
    /// In the root's coordinates.
    public var absoluteFrame: Rect
    /// 0 for children of the root, 1 for their children, …
    public var depth: Int
    /// `view … hidden`: printed with `"hidden":true`, drawn as an outline only.
    public var isHidden: Bool

    public init(name: String, parent: String?, frame: Rect, absoluteFrame: Rect, depth: Int, isHidden: Bool = false) {
        self.name = name
        self.isHidden = isHidden
        self.parent = parent
        self.frame = frame
        self.absoluteFrame = absoluteFrame
        self.depth = depth
    }
}

/// A solved layout: the container's size and traits and every view's frame. This is all a
/// renderer sees.
public struct LayoutResult: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var traits: SizeClassTraits
    /// The safe area's insets, printed with a modern device or under `--ios 11` and later.
    public var safeArea: EdgeInsets?
    /// The device name when `--device` was given.
    public var device: String?
    /// `portrait` or `landscape`, when a device was given.
    public var orientation: String?
    /// `1/3`, `1/2` or `2/3` when `--split` was given.
    public var split: String?
    /// With a device: the UIKit release the layout follows (`--ios`, `platform`, or the one the
    /// device implies).
    public var release: Int?
    /// Every view in order of first appearance in the file (guides and the root excluded).
    public var views: [ViewFrame]
    /// Layout guides (`guide` items), for renderers that draw them dashed; not in JSON.
    public var guides: [ViewFrame]
    /// The layout guides stack views make for themselves (UIKit's `_UILayoutSpacer`): never drawn
    /// or printed, kept so that every constraint of the IR can be checked against the frames.
    public var spacers: [ViewFrame] = []

    public init(
        width: Double, height: Double, traits: SizeClassTraits, safeArea: EdgeInsets? = nil, device: String? = nil,
        orientation: String? = nil, split: String? = nil, views: [ViewFrame], guides: [ViewFrame] = []
    ) {
        self.safeArea = safeArea
        self.width = width
        self.height = height
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.split = split
        self.views = views
        self.guides = guides
    }
}
