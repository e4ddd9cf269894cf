/// `view title in=header intrinsic=120x21 hug=251 resist=750,750 baseline=4 firstBaseline=16`.
///
/// The name, parent, `hidden` flag and range are stored; every other key is an entry of
/// `attributes`, a list of only the keys given. With every key kept inline a declaration was 808
/// bytes, written to memory for each `view` line however few keys it had (most have one to
/// three); as a list, `view v4 in=v0` is about a hundred bytes and allocates nothing more, and
/// `view v0 intrinsic=20x20 hug=250 resist=500` is half what it was. The properties read and
/// write the list, so to its users the type is the plain record it looks like.
public struct ViewDeclaration: Sendable {
    public var name: Identifier
    public var parent: Identifier? {
        get { parentField.value }
        set { parentField.value = newValue }
    }
    private var parentField: OptionalField<Identifier>
    /// The `hidden` flag, where written (`isHidden`; in a stack view, `UISV-hiding`).
    public var hidden: SourceRange?
    public var range: SourceRange
    /// The keys given besides `in=` and `hidden`, at most one of each kind, in no particular order.
    private(set) var attributes: [Attribute] = []

    /// One key's value, for `attributes`.
    enum Attribute: Sendable {
        case intrinsicSize(IntrinsicSizeSyntax)
        case hugging(AxisPair)
        case compressionResistance(AxisPair)
        case baseline(NumberLiteral)
        case firstBaseline(NumberLiteral)
        case margins(MarginsSyntax)
        case frame(FrameSyntax)
        case autoresizing(AutoresizingSyntax)
        case design(SizeSyntax)
        case text(SizeSyntax)
        case lines(NumberLiteral)
        case drawn(FrameSyntax)

        // Each case's payload, or nil for another case: what the properties read, and how
        // `setAttribute` finds the entry of a kind.
        var intrinsicSizeValue: IntrinsicSizeSyntax? { if case .intrinsicSize(let value) = self { value } else { nil } }
        var huggingValue: AxisPair? { if case .hugging(let value) = self { value } else { nil } }
        var compressionResistanceValue: AxisPair? {
            if case .compressionResistance(let value) = self { value } else { nil }
        }
        var baselineValue: NumberLiteral? { if case .baseline(let value) = self { value } else { nil } }
        var firstBaselineValue: NumberLiteral? { if case .firstBaseline(let value) = self { value } else { nil } }
        var marginsValue: MarginsSyntax? { if case .margins(let value) = self { value } else { nil } }
        var frameValue: FrameSyntax? { if case .frame(let value) = self { value } else { nil } }
        var autoresizingValue: AutoresizingSyntax? { if case .autoresizing(let value) = self { value } else { nil } }
        var designValue: SizeSyntax? { if case .design(let value) = self { value } else { nil } }
        var textValue: SizeSyntax? { if case .text(let value) = self { value } else { nil } }
        var linesValue: NumberLiteral? { if case .lines(let value) = self { value } else { nil } }
        var drawnValue: FrameSyntax? { if case .drawn(let value) = self { value } else { nil } }

        /// The key that gave this attribute.
        var key: ViewKey {
            switch self {
            case .intrinsicSize: .intrinsic
            case .hugging: .hugging
            case .compressionResistance: .compressionResistance
            case .baseline: .baseline
            case .firstBaseline: .firstBaseline
            case .margins: .margins
            case .frame: .frame
            case .autoresizing: .autoresizing
            case .design: .design
            case .text: .text
            case .lines: .lines
            case .drawn: .drawn
            }
        }
    }

    /// Every key the declaration gives (`in=` and `hidden` included), in `ViewKey` order.
    public var keys: [ViewKey] {
        var given = attributes.map(\.key)
        if parent != nil { given.append(.parent) }
        if hidden != nil { given.append(.hidden) }
        return given.sorted { $0.rawValue < $1.rawValue }
    }

    public init(
        name: Identifier, parent: Identifier? = nil, intrinsicSize: IntrinsicSizeSyntax? = nil,
        hugging: AxisPair? = nil, compressionResistance: AxisPair? = nil,
        baseline: NumberLiteral? = nil, firstBaseline: NumberLiteral? = nil, margins: MarginsSyntax? = nil,
        range: SourceRange
    ) {
        self.name = name
        self.parentField = OptionalField(parent)
        self.range = range
        self.intrinsicSize = intrinsicSize
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.baseline = baseline
        self.firstBaseline = firstBaseline
        self.margins = margins
    }

    public var intrinsicSize: IntrinsicSizeSyntax? {
        get { attribute(\.intrinsicSizeValue) }
        set { setAttribute(newValue, as: Attribute.intrinsicSize, from: \.intrinsicSizeValue) }
    }

    public var hugging: AxisPair? {
        get { attribute(\.huggingValue) }
        set { setAttribute(newValue, as: Attribute.hugging, from: \.huggingValue) }
    }

    public var compressionResistance: AxisPair? {
        get { attribute(\.compressionResistanceValue) }
        set { setAttribute(newValue, as: Attribute.compressionResistance, from: \.compressionResistanceValue) }
    }

    /// The last baseline's height above the view's bottom.
    public var baseline: NumberLiteral? {
        get { attribute(\.baselineValue) }
        set { setAttribute(newValue, as: Attribute.baseline, from: \.baselineValue) }
    }

    /// The first baseline's distance from the view's top.
    public var firstBaseline: NumberLiteral? {
        get { attribute(\.firstBaselineValue) }
        set { setAttribute(newValue, as: Attribute.firstBaseline, from: \.firstBaselineValue) }
    }

    /// `margins=16` or `margins=T,L,B,R`: the view's own layout margins (iOS 11 on).
    public var margins: MarginsSyntax? {
        get { attribute(\.marginsValue) }
        set { setAttribute(newValue, as: Attribute.margins, from: \.marginsValue) }
    }

    /// `frame=x,y,w,h`: the view keeps `translatesAutoresizingMaskIntoConstraints = true`.
    public var frame: FrameSyntax? {
        get { attribute(\.frameValue) }
        set { setAttribute(newValue, as: Attribute.frame, from: \.frameValue) }
    }

    /// `autoresizing=…`: the view's autoresizing mask (default `none`).
    public var autoresizing: AutoresizingSyntax? {
        get { attribute(\.autoresizingValue) }
        set { setAttribute(newValue, as: Attribute.autoresizing, from: \.autoresizingValue) }
    }

    /// `design=WxH`: the view's size when its children's frames were written.
    public var design: SizeSyntax? {
        get { attribute(\.designValue) }
        set { setAttribute(newValue, as: Attribute.design, from: \.designValue) }
    }

    /// `text=WxL`: a multi-line label, W points long on one line, with line height L.
    public var text: SizeSyntax? {
        get { attribute(\.textValue) }
        set { setAttribute(newValue, as: Attribute.text, from: \.textValue) }
    }

    /// `lines=N`: the label's `numberOfLines` (0 = unlimited).
    public var lines: NumberLiteral? {
        get { attribute(\.linesValue) }
        set { setAttribute(newValue, as: Attribute.lines, from: \.linesValue) }
    }

    /// `drawn=x,y,w,h`: the frame the view was drawn at (relative to its parent, as `UIView.frame`):
    /// where a layout that leaves its position or size open puts it, as near as its constraints
    /// allow. A storyboard's stored frame, at the document's own size.
    public var drawn: FrameSyntax? {
        get { attribute(\.drawnValue) }
        set { setAttribute(newValue, as: Attribute.drawn, from: \.drawnValue) }
    }

    /// Makes room for `count` attributes at once, sparing the list its regrowth while a line's
    /// keys are parsed (the parser's upper bound for them).
    mutating func reserveAttributes(_ count: Int) {
        attributes.reserveCapacity(count)
    }

    /// The value of the entry `value` extracts one from, if any.
    private func attribute<Value>(_ value: (Attribute) -> Value?) -> Value? {
        for attribute in attributes {
            if let found = value(attribute) { return found }
        }
        return nil
    }

    /// Replaces the entry of one kind (those `value` reads a value from) with `newValue` wrapped
    /// by `wrap`, adding or removing the entry as needed.
    private mutating func setAttribute<Value>(
        _ newValue: Value?, as wrap: (Value) -> Attribute, from value: (Attribute) -> Value?
    ) {
        let index = attributes.firstIndex { value($0) != nil }
        switch (index, newValue) {
        case (let index?, let value?): attributes[index] = wrap(value)
        case (let index?, nil): attributes.remove(at: index)
        case (nil, let value?): attributes.append(wrap(value))
        case (nil, nil): break
        }
    }
}
