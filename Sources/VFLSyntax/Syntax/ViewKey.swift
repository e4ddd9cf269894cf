/// Every key a `view` declaration takes, in the order the grammar lists them: the one list the
/// parser's key table, the seen-keys bookkeeping, `ViewDeclaration`'s attributes and the `view root`
/// check follow from (swift-syntax's `TokenSpecSet` is the model). A new key is one case here, its
/// payload in `ViewDeclaration.Attribute`, one line in `Parser+View.swift` and, when it means
/// something, one entry in the declarations pass.
public enum ViewKey: Int, CaseIterable, Sendable {
    case parent
    case intrinsic
    case hugging
    case compressionResistance
    case baseline
    case firstBaseline
    case margins
    case frame
    case autoresizing
    case design
    case text
    case lines
    /// `drawn=x,y,w,h`: where the view was drawn, which an ambiguous layout settles toward.
    case drawn
    /// `hidden`: a flag, written without `=`.
    case hidden

    /// The key as written before `=` (or alone, for a flag).
    public var spelling: StaticString {
        switch self {
        case .parent: "in"
        case .intrinsic: "intrinsic"
        case .hugging: "hug"
        case .compressionResistance: "resist"
        case .baseline: "baseline"
        case .firstBaseline: "firstBaseline"
        case .margins: "margins"
        case .frame: "frame"
        case .autoresizing: "autoresizing"
        case .design: "design"
        case .text: "text"
        case .lines: "lines"
        case .drawn: "drawn"
        case .hidden: "hidden"
        }
    }

    /// Whether the key is a flag (`hidden`) rather than `key=value`.
    public var isFlag: Bool { self == .hidden }

    /// Whether `view root` may give it: the root is the container, and only its own layout margins
    /// are the file's to set (`view root margins=…`).
    public var isAllowedOnRoot: Bool { self == .margins }

    /// The keys written `key=value`, in grammar order: what the parser matches and what an
    /// unknown key's note lists.
    public static let valueKeys: [ViewKey] = allCases.filter { !$0.isFlag }
}
