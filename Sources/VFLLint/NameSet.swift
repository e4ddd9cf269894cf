import VFLSyntax

/// What lint knows of a `views:` or `metrics:` argument.
enum NameSet {
    /// A dictionary whose keys are all known: each key with where it is written, and its value
    /// when that is a number literal (for `--extract`'s `metrics` line).
    case keys([(name: String, range: SourceRange, number: String?)])
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

    /// The keys whose values are number literals, with those numbers as `.vfl` writes them;
    /// and the keys whose values are not.
    var numbers: (known: [(name: String, value: String)], unknown: [String]) {
        guard case .keys(let keys) = self else { return ([], []) }
        var known: [(name: String, value: String)] = []
        var unknown: [String] = []
        for key in keys {
            if let number = key.number { known.append((key.name, number)) } else { unknown.append(key.name) }
        }
        return (known, unknown)
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
