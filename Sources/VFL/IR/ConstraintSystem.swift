import VFLSyntax

/// The constraint IR: every item (root, views, guides) and every constraint of one file under
/// one set of size classes, each constraint remembering the source it came from. This is what
/// `LayoutEngine` hands to the solver and what `--format ir` and `--format swift` print.
public struct ConstraintSystem: Sendable {
    /// Index 0 is always the root (the container). Items appear in order of first appearance.
    public var items: [LayoutItem]
    public var constraints: [LayoutConstraint]
    /// The safe area's insets the JSON reports (`"safeArea"`): with a modern device or under
    /// `--ios 11` and later; `nil` otherwise.
    public var safeArea: EdgeInsets?
    /// `--rtl`: leading and trailing are the right and left edges.
    public var isRightToLeft: Bool
    /// The wrapping labels (`view … text=`), whose intrinsic size follows their width.
    public var textLabels: [TextLabel] = []
    /// The readable content guide's `width == c` constraint, when the container's width is fixed:
    /// c is the width inside the root's margins, at most 672, so it is the one constraint a width
    /// sweep changes (`GuideEmitter.readableWidth`).
    public var readableWidthConstraint: Int?
    /// What UIKit code sets on the views besides constraints (stacks, frames, margins), for
    /// `--format swift`.
    public var configuration = ViewConfiguration()
    /// Views' `drawn=` frames (relative to their parents), by item: where an ambiguous layout
    /// puts them (`LayoutEngine.settle`). Not constraints: the IR does not print them.
    public var drawnFrames: [Int: Rect] = [:]

    public init(
        items: [LayoutItem], constraints: [LayoutConstraint], safeArea: EdgeInsets? = nil, isRightToLeft: Bool = false
    ) {
        self.items = items
        self.constraints = constraints
        self.safeArea = safeArea
        self.isRightToLeft = isRightToLeft
    }

    /// The root item's index.
    public static let root = 0
}

/// A rectangle that takes part in layout: the root, a view, a layout guide, or one of the two
/// predefined iOS 7 layout guides.
public struct LayoutItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case root, view, guide, topLayoutGuide, bottomLayoutGuide
        /// The root's `safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide`
        /// (`--ios 11` and later).
        case safeArea, margins, readableContent
        /// A layout guide a stack view makes for itself (UIKit's `_UILayoutSpacer`: the
        /// alignment spanner, the gaps of equalSpacing/equalCentering); not drawn or printed.
        case spacer
    }

    public var name: String
    public var kind: Kind
    /// The index of the parent item; `nil` only for the root.
    public var parent: Int?
    /// Where the item is first named (or declared), for diagnostics.
    public var firstMention: SourceRange?
    /// The last baseline's height above the item's bottom edge (`view … baseline=`).
    public var lastBaselineOffset: Double
    /// The first baseline's distance below the item's top edge (`view … firstBaseline=`); `nil`
    /// means the first baseline is the last one.
    public var firstBaselineOffset: Double?
    /// The item's layout margins (physical), for the margin attributes: 8 on every side for a
    /// view, the system minimum plus the safe area for the root; 0 for guides.
    public var margins: EdgeInsets
    /// `view … hidden` (`isHidden`): laid out as any view (in a stack, with `UISV-hiding`), and
    /// marked in the outputs.
    public var isHidden = false

    public init(
        name: String, kind: Kind, parent: Int?, firstMention: SourceRange?,
        lastBaselineOffset: Double = 0, firstBaselineOffset: Double? = nil, margins: EdgeInsets = EdgeInsets(all: 8)
    ) {
        self.margins = margins
        self.name = name
        self.kind = kind
        self.parent = parent
        self.firstMention = firstMention
        self.lastBaselineOffset = lastBaselineOffset
        self.firstBaselineOffset = firstBaselineOffset
    }

    /// Drawn and printed: views only (not the root, not guides).
    public var isView: Bool { kind == .view }
}

/// One attribute of one item: `find.trailing`.
public struct ItemAttribute: Hashable, Sendable {
    /// Stored in 32 bits: a constraint holds two of these, and a 100,000-view file half a million
    /// constraints (80 bytes each instead of 96).
    private var itemIndex: Int32
    public var attribute: LayoutAttribute

    /// The item's index in `ConstraintSystem.items`.
    public var item: Int {
        get { Int(itemIndex) }
        set { itemIndex = Int32(newValue) }
    }

    public init(item: Int, attribute: LayoutAttribute) {
        self.itemIndex = Int32(item)
        self.attribute = attribute
    }
}

/// `first REL multiplier × second + constant @priority`, or `first REL constant` when there is no
/// second item, exactly as `NSLayoutConstraint` holds it.
public struct LayoutConstraint: Hashable, Sendable {
    public var first: ItemAttribute
    public var relation: Relation
    public var second: ItemAttribute?
    public var multiplier: Double
    public var constant: Double
    /// 1...1000; 1000 is required.
    public var priority: Double
    public var origin: ConstraintOrigin

    public init(
        first: ItemAttribute, relation: Relation, second: ItemAttribute?, multiplier: Double = 1,
        constant: Double, priority: Double = 1000, origin: ConstraintOrigin
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
    }

    public var isRequired: Bool { priority >= 1000 }
}

/// Why a constraint exists and which source text made it.
public struct ConstraintOrigin: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Written in a visual format string (a connection, a view predicate, a superview edge).
        case format
        /// An `alignAll…` option of a format string.
        case alignmentOption
        /// An equation statement.
        case equation
        /// Content hugging (`size <= intrinsic`) from a `view … intrinsic=` declaration.
        case contentHugging
        /// Compression resistance (`size >= intrinsic`) from a `view … intrinsic=` declaration.
        case compressionResistance
        /// Placing a predefined layout guide (`topLayoutGuide`, `safeArea`, …) against the root.
        case layoutGuide
        /// Made by a stack view (`stack`), under UIKit's identifier (`UISV-spacing`).
        case stackView
        /// Made from a view's `frame=` and `autoresizing=` (UIKit's
        /// `NSAutoresizingMaskLayoutConstraint`), under its `h=… v=…` tag.
        case autoresizing
    }

    public var kind: Kind
    /// The text the user wrote that made this constraint (`-12-`, `[findField(>=20)]`, `-|`).
    public var range: SourceRange
    /// The identifier UIKit gives the constraints it makes itself (`UISV-spacing`); `nil` for
    /// the file's own constraints.
    public var identifier: String?

    public init(kind: Kind, range: SourceRange, identifier: String? = nil) {
        self.kind = kind
        self.range = range
        self.identifier = identifier
    }

    /// Whether the user wrote this constraint (rather than it following from a declaration). An
    /// equation under one of UIKit's own identifiers (`UIViewSafeAreaLayoutGuide-top`), which
    /// another front end makes to stand for what UIKit makes itself, is not written.
    public var isWritten: Bool {
        switch kind {
        case .equation: !(identifier?.hasPrefix("UI") ?? false)
        case .format, .alignmentOption: true
        case .contentHugging, .compressionResistance, .layoutGuide, .stackView, .autoresizing: false
        }
    }
}
