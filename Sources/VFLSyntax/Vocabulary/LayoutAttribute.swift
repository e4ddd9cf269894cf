/// An `NSLayoutConstraint.Attribute`, named as in Swift.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline

    /// The axis the attribute lies on.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
        }
    }

    /// Width and height are sizes; everything else is a location.
    public var isSize: Bool { self == .width || self == .height }
}
