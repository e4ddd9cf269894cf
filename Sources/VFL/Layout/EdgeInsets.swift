/// Insets from a rectangle's edges in points, in `UIEdgeInsets` order (physical left and right):
/// the safe area's insets, a view's layout margins.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    public static let zero = EdgeInsets(all: 0)

    /// Each side at least `other`'s (a view's margins raised to those it preserves or is given).
    public func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }
}
