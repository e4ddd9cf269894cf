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
        get { attribute { if case .intrinsicSize(let value) = $0 { value } else { nil } } }
        set {
            setAttribute(newValue, as: Attribute.intrinsicSize) { if case .intrinsicSize = $0 { true } else { false } }
        }
    }

    public var hugging: AxisPair? {
        get { attribute { if case .hugging(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.hugging) { if case .hugging = $0 { true } else { false } } }
    }

    public var compressionResistance: AxisPair? {
        get { attribute { if case .compressionResistance(let value) = $0 { value } else { nil } } }
        set {
            setAttribute(newValue, as: Attribute.compressionResistance) {
                if case .compressionResistance = $0 { true } else { false }
            }
        }
    }

    /// The last baseline's height above the view's bottom.
    public var baseline: NumberLiteral? {
        get { attribute { if case .baseline(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.baseline) { if case .baseline = $0 { true } else { false } } }
    }

    /// The first baseline's distance from the view's top.
    public var firstBaseline: NumberLiteral? {
        get { attribute { if case .firstBaseline(let value) = $0 { value } else { nil } } }
        set {
            setAttribute(newValue, as: Attribute.firstBaseline) { if case .firstBaseline = $0 { true } else { false } }
        }
    }

    /// `margins=16` or `margins=T,L,B,R`: the view's own layout margins (iOS 11 on).
    public var margins: MarginsSyntax? {
        get { attribute { if case .margins(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.margins) { if case .margins = $0 { true } else { false } } }
    }

    /// `frame=x,y,w,h`: the view keeps `translatesAutoresizingMaskIntoConstraints = true`.
    public var frame: FrameSyntax? {
        get { attribute { if case .frame(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.frame) { if case .frame = $0 { true } else { false } } }
    }

    /// `autoresizing=…`: the view's autoresizing mask (default `none`).
    public var autoresizing: AutoresizingSyntax? {
        get { attribute { if case .autoresizing(let value) = $0 { value } else { nil } } }
        set {
            setAttribute(newValue, as: Attribute.autoresizing) { if case .autoresizing = $0 { true } else { false } }
        }
    }

    /// `design=WxH`: the view's size when its children's frames were written.
    public var design: SizeSyntax? {
        get { attribute { if case .design(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.design) { if case .design = $0 { true } else { false } } }
    }

    /// `text=WxL`: a multi-line label, W points long on one line, with line height L.
    public var text: SizeSyntax? {
        get { attribute { if case .text(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.text) { if case .text = $0 { true } else { false } } }
    }

    /// `lines=N`: the label's `numberOfLines` (0 = unlimited).
    public var lines: NumberLiteral? {
        get { attribute { if case .lines(let value) = $0 { value } else { nil } } }
        set { setAttribute(newValue, as: Attribute.lines) { if case .lines = $0 { true } else { false } } }
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

    /// Replaces the entry of one kind (those `isOfKind` accepts) with `newValue` wrapped by
    /// `wrap`, adding or removing the entry as needed.
    private mutating func setAttribute<Value>(
        _ newValue: Value?, as wrap: (Value) -> Attribute, isOfKind: (Attribute) -> Bool
    ) {
        let index = attributes.firstIndex(where: isOfKind)
        switch (index, newValue) {
        case (let index?, let value?): attributes[index] = wrap(value)
        case (let index?, nil): attributes.remove(at: index)
        case (nil, let value?): attributes.append(wrap(value))
        case (nil, nil): break
        }
    }
}
