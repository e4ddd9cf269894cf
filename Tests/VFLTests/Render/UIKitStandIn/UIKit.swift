// A stand-in for UIKit's layout API, compiled as a module named `UIKit` by `UIKitCompileTests`:
// only the declarations `vflc --format swift` writes, with UIKit's documented Swift signatures
// (names, argument labels, types, optionality, actor isolation), so that code that type-checks
// against it type-checks against UIKit. It also records what the code does — each constraint's
// items, attributes, relation, multiplier, constant and priority; content priorities; frames,
// masks, margins, hidden views, line counts; stacks and their arranged views — so the test can
// run the generated code on Linux and compare what it built with vflc's IR. Nothing here lays
// anything out.

// MARK: - Core Graphics and Foundation

/// `CGFloat`: a struct, as on Apple's platforms, so a `Double` where UIKit wants a `CGFloat`
/// fails to type-check here too.
public struct CGFloat: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
}

public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}

open class NSObject {
    public init() {}
}

// MARK: - Insets, priorities, size classes

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        verticalSizeClass = .unspecified
    }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        horizontalSizeClass = .unspecified
        self.verticalSizeClass = verticalSizeClass
    }
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        horizontalSizeClass =
            traitCollections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass ?? .unspecified
        verticalSizeClass =
            traitCollections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass ?? .unspecified
    }
}

// MARK: - Constraints and anchors

open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal, greaterThanOrEqual
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    // Recorded as made.
    public private(set) var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority: UILayoutPriority = .required
    public var isActive = false
    public var identifier: String?

    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier, c)
    }

    init(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        _ multiplier: CGFloat, _ constant: CGFloat
    ) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = constant
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // Recorded: the item and attribute the anchor stands for.
    public let item: AnyObject
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, _ constant: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute, 1, constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, c)
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutDimension, _ m: CGFloat, _ c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(first: item, attribute, relation, second: other.item, other.attribute, m, c)
    }

    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, m, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, m, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, m, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, m, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, m, c)
    }
}

// MARK: - Views and guides

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    nonisolated public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    nonisolated public convenience override init() { self.init(frame: .zero) }

    open var frame: CGRect
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var traitCollection = UITraitCollection(traitsFrom: [])

    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []
    open private(set) var layoutGuides: [UILayoutGuide] = []

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    private lazy var ownGuides: [UILayoutGuide] = (0..<3).map { _ in
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }
    open var layoutMarginsGuide: UILayoutGuide { ownGuides[0] }
    open var safeAreaLayoutGuide: UILayoutGuide { ownGuides[1] }
    open var readableContentGuide: UILayoutGuide { ownGuides[2] }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // Recorded: the content priorities set, by axis.
    public private(set) var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    public private(set) var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        compressionResistancePriorities[axis] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }
}

@MainActor
open class UILayoutGuide: NSObject {
    public override init() { super.init() }

    open var identifier = ""
    open internal(set) weak var owningView: UIView?

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// `UIViewController.topLayoutGuide`'s type (deprecated in iOS 11, still declared).
@MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

@MainActor
open class UILabel: UIView {
    open var numberOfLines = 1
    open var text: String?
}

@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    open private(set) var arrangedSubviews: [UIView] = []
    // Recorded: `setCustomSpacing(_:after:)`, in call order.
    public private(set) var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        // UIKit ignores a custom spacing after a view that is not arranged (yet).
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings.removeAll { $0.view === arrangedSubview }
        customSpacings.append((arrangedSubview, spacing))
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.last { $0.view === arrangedSubview }?.spacing ?? 0
    }
}
