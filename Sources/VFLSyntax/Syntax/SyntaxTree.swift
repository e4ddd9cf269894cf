/// The syntax tree of a .vfl file: what the parser produces and semantic lowering consumes.
/// Every node keeps the source range it was parsed from, so every later diagnostic can point
/// at what the user wrote. The tree records what was written, not what it means: a name in a
/// predicate may be a metric or a view, and that is decided by the declarations pass and the emitters (`ConstraintLowering`).
public struct FileSyntax: Sendable {
    public var statements: [Statement]

    public init(statements: [Statement]) {
        self.statements = statements
    }
}

/// One line's statement, with the size-class conditions (`@wC @hR`) that prefix it.
public struct Statement: Sendable {
    public var conditions: [SizeClassCondition]
    public var kind: Kind
    /// The whole statement, conditions included (not the comment or line break).
    public var range: SourceRange

    /// Every payload is boxed (the enum is `indirect`), so a statement is four words: a
    /// 100,000-line file's statements array is 3 MB rather than 17 (unboxed, a statement is as
    /// large as its largest payload kept inline), and moving a statement into it copies a pointer.
    /// A statement's box is its payload's one allocation; the rare small declarations pay for
    /// one too, which no file has enough of to notice.
    public indirect enum Kind: Sendable {
        case format(VisualFormat)
        case metrics([MetricDefinition])
        case view(ViewDeclaration)
        case guide(GuideDeclaration)
        case spacing(SpacingDeclaration)
        case equation(Equation)
        case layoutGuides(LayoutGuidesDeclaration)
        /// `platform ios 17`: the UIKit release whose semantics apply.
        case platform(PlatformDeclaration)
        /// `safeArea top=59 bottom=34`: the safe area's insets (iOS 11 on).
        case safeArea(SafeAreaDeclaration)
        case stack(StackDeclaration)
        /// `design 320x480`: the root's design size, for autoresizing frames.
        case design(DesignDeclaration)
    }

    public init(conditions: [SizeClassCondition], kind: Kind, range: SourceRange) {
        self.conditions = conditions
        self.kind = kind
        self.range = range
    }
}

/// A name as written: a view, guide, metric or option name.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A number as C's `strtod` reads it (`8`, `-10`, `0.5`, `1e2`, `0x20`); a leading minus sign
/// written directly before it is folded into `value` and `range`.
public struct NumberLiteral: Hashable, Sendable {
    public var value: Double
    public var range: SourceRange

    public init(_ value: Double, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A constant where VFL takes a metric: a number, or a metric name resolved during lowering.
public enum ConstantSyntax: Hashable, Sendable {
    case number(NumberLiteral)
    case name(Identifier)

    public var range: SourceRange {
        switch self {
        case .number(let number): number.range
        case .name(let identifier): identifier.range
        }
    }
}

/// `@wC`, `@wR`, `@hC`, `@hR` before a statement.
public struct SizeClassCondition: Hashable, Sendable {
    public var axis: Axis
    public var sizeClass: SizeClass
    public var range: SourceRange

    public init(axis: Axis, sizeClass: SizeClass, range: SourceRange) {
        self.axis = axis
        self.sizeClass = sizeClass
        self.range = range
    }
}

// MARK: - Visual format strings

/// A visual format string:
///
///     <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>
///                              (<connection><view>)* (<connection><superview>)?
///                              (options: <option> (, <option>)*)?
public struct VisualFormat: Sendable {
    public var orientation: Axis
    /// The `H:`/`V:` prefix, or `nil` when it was left out (then `orientation` is horizontal).
    public var orientationRange: SourceRange?
    /// The leading `|`, if written.
    public var leadingSuperview: SourceRange?
    /// Between the leading `|` and the first view; `nil` exactly when there is no leading `|`.
    public var leadingConnection: Connection? {
        get { leadingConnectionField.value }
        set { leadingConnectionField.value = newValue }
    }
    private var leadingConnectionField: OptionalField<Connection>
    /// The views in order; never empty.
    public var views: [ViewElement]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`; `views.count - 1` of them.
    public var connections: [Connection]
    /// Between the last view and the trailing `|`; `nil` exactly when there is no trailing `|`.
    public var trailingConnection: Connection? {
        get { trailingConnectionField.value }
        set { trailingConnectionField.value = newValue }
    }
    private var trailingConnectionField: OptionalField<Connection>
    /// The trailing `|`, if written.
    public var trailingSuperview: SourceRange?
    public var options: [FormatOption]
    /// From the orientation (or first character) to the end of the last option.
    public var range: SourceRange

    public init(
        orientation: Axis, orientationRange: SourceRange?, leadingSuperview: SourceRange?,
        leadingConnection: Connection?, views: [ViewElement], connections: [Connection],
        trailingConnection: Connection?, trailingSuperview: SourceRange?, options: [FormatOption],
        range: SourceRange
    ) {
        self.orientation = orientation
        self.orientationRange = orientationRange
        self.leadingSuperview = leadingSuperview
        self.leadingConnectionField = OptionalField(leadingConnection)
        self.views = views
        self.connections = connections
        self.trailingConnectionField = OptionalField(trailingConnection)
        self.trailingSuperview = trailingSuperview
        self.options = options
        self.range = range
    }
}

/// `[name]` or `[name(predicateList)]`.
public struct ViewElement: Sendable {
    public var name: Identifier
    /// The predicates on the view's size along the format's axis (empty when none).
    public var predicates: [Predicate]
    /// From `[` to `]`.
    public var range: SourceRange

    public init(name: Identifier, predicates: [Predicate], range: SourceRange) {
        self.name = name
        self.predicates = predicates
        self.range = range
    }
}

/// What joins two elements of a format string:
///
///     <connection> ::= '' | '-' <predicateList> '-' | '-'
///     <predicateList> ::= <simplePredicate> | '(' <predicate> (',' <predicate>)* ')'
///     <simplePredicate> ::= <metricName> | <positiveNumber>
///
/// Apple's parser is more lenient than its grammar, and so is ours: a single full predicate
/// without parentheses (`->=8-`, `-8@500-`) is accepted as a predicate list of one.
public enum Connection: Sendable {
    /// No space at all (`[a][b]`, `|[a]`): the edges touch. The range is empty, at the join.
    case flush(SourceRange)
    /// A lone `-`: the standard space. The range covers the `-`.
    case standard(SourceRange)
    /// `-8-`, `-(>=8,<=20)-`, `-padding-`: the range covers both dashes and what is between.
    case predicates([Predicate], SourceRange)

    public var range: SourceRange {
        switch self {
        case .flush(let range), .standard(let range), .predicates(_, let range): range
        }
    }
}

/// `<relation>? <objectOfPredicate> ('@' <priority>)?`
public struct Predicate: Sendable {
    /// `.equal` when no relation was written.
    public var relation: Relation
    /// The relation as written, `nil` when omitted.
    public var relationRange: SourceRange?
    /// A number, or a name that is a metric (constant) or, in a view's predicate, another view.
    public var object: ConstantSyntax
    /// `@750` or `@priorityName`; `nil` means required (1000).
    public var priority: ConstantSyntax? {
        get { priorityField.value }
        set { priorityField.value = newValue }
    }
    private var priorityField: OptionalField<ConstantSyntax>
    public var range: SourceRange

    public init(
        relation: Relation, relationRange: SourceRange?, object: ConstantSyntax,
        priority: ConstantSyntax?, range: SourceRange
    ) {
        self.relation = relation
        self.relationRange = relationRange
        self.object = object
        self.priorityField = OptionalField(priority)
        self.range = range
    }
}

/// An `NSLayoutConstraint.FormatOptions` member named as in Swift (`alignAllCenterY`), after
/// `options:`. An unknown name is a parse error, so `kind` is always known.
public struct FormatOption: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
        case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
        case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
        case spacingEdgeToEdge, spacingBaselineToBaseline
    }

    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

// MARK: - Declarations

/// `metrics padding=20 buttonWidth=72`: one entry per `name=value`.
public struct MetricDefinition: Sendable {
    public var name: Identifier
    /// A number or another metric's name.
    public var value: ConstantSyntax
    public var range: SourceRange

    public init(name: Identifier, value: ConstantSyntax, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// A value given for one or both axes: `hug=251` (both) or `hug=251,250` (horizontal, vertical).
public struct AxisPair: Sendable {
    public var horizontal: NumberLiteral
    public var vertical: NumberLiteral

    public init(horizontal: NumberLiteral, vertical: NumberLiteral) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// `intrinsic=120x21`, `intrinsic=x21` (height only), `intrinsic=120x` (width only).
public struct IntrinsicSizeSyntax: Sendable {
    public var width: NumberLiteral?
    public var height: NumberLiteral?
    public var range: SourceRange

    public init(width: NumberLiteral?, height: NumberLiteral?, range: SourceRange) {
        self.width = width
        self.height = height
        self.range = range
    }
}

/// `guide gap in=card`: a UILayoutGuide, constrained like a view but not drawn.
public struct GuideDeclaration: Sendable {
    public var name: Identifier
    public var parent: Identifier?
    public var range: SourceRange

    public init(name: Identifier, parent: Identifier?, range: SourceRange) {
        self.name = name
        self.parent = parent
        self.range = range
    }
}

/// `spacing sibling=8 superview=20` (either may be left out).
public struct SpacingDeclaration: Sendable {
    public var sibling: NumberLiteral?
    public var superview: NumberLiteral?
    public var range: SourceRange

    public init(sibling: NumberLiteral?, superview: NumberLiteral?, range: SourceRange) {
        self.sibling = sibling
        self.superview = superview
        self.range = range
    }
}

/// `layoutGuides top=64 bottom=49` (either may be left out).
public struct LayoutGuidesDeclaration: Sendable {
    public var top: NumberLiteral?
    public var bottom: NumberLiteral?
    public var range: SourceRange

    public init(top: NumberLiteral?, bottom: NumberLiteral?, range: SourceRange) {
        self.top = top
        self.bottom = bottom
        self.range = range
    }
}

/// `margins=16` (every side) or `margins=T,L,B,R` (UIEdgeInsets order: physical left and right).
public struct MarginsSyntax: Sendable {
    public var top: NumberLiteral
    public var left: NumberLiteral
    public var bottom: NumberLiteral
    public var right: NumberLiteral
    /// From the first value to the last.
    public var range: SourceRange

    public init(
        top: NumberLiteral, left: NumberLiteral, bottom: NumberLiteral, right: NumberLiteral, range: SourceRange
    ) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.range = range
    }
}

/// `platform ios 17`.
public struct PlatformDeclaration: Sendable {
    /// The release number as written.
    public var version: NumberLiteral
    public var range: SourceRange

    public init(version: NumberLiteral, range: SourceRange) {
        self.version = version
        self.range = range
    }
}

/// `safeArea top=59 left=0 bottom=34 right=0` (any may be left out).
public struct SafeAreaDeclaration: Sendable {
    public var top: NumberLiteral?
    public var left: NumberLiteral?
    public var bottom: NumberLiteral?
    public var right: NumberLiteral?
    public var range: SourceRange

    public init(
        top: NumberLiteral? = nil, left: NumberLiteral? = nil, bottom: NumberLiteral? = nil,
        right: NumberLiteral? = nil, range: SourceRange
    ) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.range = range
    }
}

// MARK: - Equations

/// `item.attribute`, e.g. `box.centerX`, `root.width`.
public struct AttributeReference: Sendable {
    public var item: Identifier
    public var attribute: LayoutAttribute
    public var attributeRange: SourceRange
    public var range: SourceRange

    public init(item: Identifier, attribute: LayoutAttribute, attributeRange: SourceRange, range: SourceRange) {
        self.item = item
        self.attribute = attribute
        self.attributeRange = attributeRange
        self.range = range
    }
}

/// One NSLayoutConstraint in its own form:
///
///     <equation> ::= <ref> <relation> [<number> '*'] <ref> [('+'|'-') <constant>] ['@' <priority>]
///                  | <ref> <relation> <constant> ['@' <priority>]
///
/// The parser also accepts `<ref> '*' <number>` for the multiplier.
public struct Equation: Sendable {
    public var first: AttributeReference
    public var relation: Relation
    public var relationRange: SourceRange
    public var multiplier: NumberLiteral?
    public var second: AttributeReference?
    /// The constant term; for `- c` the parser stores `negated: true`.
    public var constant: ConstantSyntax? {
        get { constantField.value }
        set { constantField.value = newValue }
    }
    private var constantField: OptionalField<ConstantSyntax>
    public var constantNegated: Bool
    public var priority: ConstantSyntax? {
        get { priorityField.value }
        set { priorityField.value = newValue }
    }
    private var priorityField: OptionalField<ConstantSyntax>
    public var range: SourceRange
    /// The constraint's own identifier, when the source gives one (an Interface Builder
    /// constraint's id): `--format ir` and conflicts name the constraint by it.
    public var identifier: String?

    public init(
        first: AttributeReference, relation: Relation, relationRange: SourceRange,
        multiplier: NumberLiteral?, second: AttributeReference?, constant: ConstantSyntax?,
        constantNegated: Bool, priority: ConstantSyntax?, range: SourceRange, identifier: String? = nil
    ) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.relationRange = relationRange
        self.multiplier = multiplier
        self.second = second
        self.constantField = OptionalField(constant)
        self.constantNegated = constantNegated
        self.priorityField = OptionalField(priority)
        self.range = range
    }
}
