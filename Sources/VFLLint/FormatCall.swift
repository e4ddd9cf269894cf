import VFLSyntax

/// One call found in a source file that takes a visual format string, with what lint could
/// learn of its arguments.
struct FormatCall {
    /// How the call is named in `--verbose` (`NSLayoutConstraint.constraints(withVisualFormat:)`).
    var callee: String
    /// The callee's name token: where the call is reported.
    var range: SourceRange
    /// The format's value, when it is made of literals only.
    var format: FormatText?
    /// The values a loop variable passed as the format takes, when it iterates a literal array
    /// in place (`for format in ["H:…", "V:…"]`): the call is checked once with each.
    var loopFormats: [FormatText] = []
    /// Why the format is not checked, when it is not a literal.
    var skipReason: LintSkip?
    /// The options argument's formatting options, each at its token; `nil` when not understood.
    var options: [(kind: FormatOption.Kind, range: SourceRange)]?
    var views: NameSet
    var metrics: NameSet
}

/// A format string's value assembled from one or more literals, each byte with its source offset.
struct FormatText {
    var bytes: [UInt8] = []
    /// `offsets[i]` is where `bytes[i]` is written; one more entry, the last literal's closing quote.
    var offsets: [Int] = []
    /// Where the first literal begins.
    var start: Int = 0

    /// Indices in `bytes` that stand for a template's holes (see `StringLiteral.placeholders`).
    var placeholders: Set<Int> = []

    init(literals: [StringLiteral], start: Int) {
        self.start = start
        for literal in literals {
            for placeholder in literal.placeholders { placeholders.insert(bytes.count + placeholder) }
            bytes += literal.value
            offsets += literal.offsets
        }
        offsets.append(literals.last?.end ?? start)
    }

    /// Whether `range` (in `bytes`) touches a hole of the template.
    func touchesHole(_ range: SourceRange) -> Bool {
        guard !placeholders.isEmpty else { return false }
        return (range.start..<max(range.end, range.start + 1)).contains { placeholders.contains($0) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
