import VFLSyntax

/// What a UIKit program sets on its views besides constraints, for one set of size classes: the
/// stacks' configuration, the autoresizing views' frames and masks, the views' own layout margins.
/// (Hidden views are `LayoutItem.isHidden`, labels' line counts `ConstraintSystem.textLabels`.)
/// `--format swift` writes these as property assignments; the layout reads the constraints they
/// lower to instead.
public struct ViewConfiguration: Hashable, Sendable {
    /// The stacks in force, in file order.
    public var stacks: [Stack] = []
    /// The views placed by `frame=`/`autoresizing=`, in item order.
    public var frames: [Frame] = []
    /// The views with their own `margins=` (physical, `UIEdgeInsets` order), in item order; the
    /// root's is its own, before the system minimum and the safe area.
    public var margins: [Margins] = []

    public init() {}

    /// One `UIStackView`: its properties and its arranged subviews in order.
    public struct Stack: Hashable, Sendable {
        public var item: Int
        public var axis: Axis
        public var distribution: StackDeclaration.Distribution
        public var alignment: StackDeclaration.Alignment
        public var spacing: Double
        /// `setCustomSpacing(_:after:)`, in arranged order.
        public var customSpacings: [CustomSpacing]
        public var isLayoutMarginsRelative: Bool
        public var isBaselineRelative: Bool
        public var arranged: [Int]

        public struct CustomSpacing: Hashable, Sendable {
            public var after: Int
            public var spacing: Double
        }
    }

    /// A view that keeps `translatesAutoresizingMaskIntoConstraints`: its frame in its parent's
    /// coordinates at the parent's design size, and its mask.
    public struct Frame: Hashable, Sendable {
        public var item: Int
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// Members of `UIView.AutoresizingMask`, in declaration order of the enum; empty is `none`.
        public var mask: [AutoresizingSyntax.Member]
        /// The parent's size when the frame was written.
        public var parentDesignWidth: Double
        public var parentDesignHeight: Double
    }

    /// A view's own `margins=`.
    public struct Margins: Hashable, Sendable {
        public var item: Int
        public var insets: EdgeInsets
    }
}
