/// An `NSLayoutConstraint.Attribute`, named as in Swift.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    /// The layout-margin attributes (iOS 8 on; vflc accepts them under `--ios 11` and later).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute lies on.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
        case .topMargin, .bottomMargin, .centerYWithinMargins: .vertical
        }
    }

    /// Width and height are sizes; everything else is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// A position inside the item's layout margins (`leadingMargin`, `centerXWithinMargins`, …).
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// Follows the user interface's direction: `leading`, `trailing` and their margins.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Measured physically from the left: `left`, `right` and their margins.
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }
}
