import VFLSyntax

/// What lint knows of a `views:` or `metrics:` argument.
enum NameSet {
    /// A dictionary whose keys are all known: each key with where it is written.
    case keys([(name: String, range: SourceRange)])
    /// Literally `nil`: no names at all.
    case none
    /// Anything else (a parameter, a dictionary filled at run time): names go unchecked.
    case unknown(String)

    /// Whether `name` is a key; `nil` when unknown.
    func contains(_ name: String) -> Bool? {
        switch self {
        case .keys(let keys): keys.contains { $0.name == name }
        case .none: false
        case .unknown: nil
        }
    }

    var names: [String] {
        if case .keys(let keys) = self { return keys.map(\.name) }
        return []
    }

    func range(of name: String) -> SourceRange? {
        if case .keys(let keys) = self { return keys.first { $0.name == name }?.range }
        return nil
    }

    /// For `--verbose`: how the argument was understood.
    var summary: String {
        switch self {
        case .keys(let keys): "\(keys.count) known key\(keys.count == 1 ? "" : "s")"
        case .none: "nil"
        case .unknown(let why): "unchecked (\(why))"
        }
    }
}
