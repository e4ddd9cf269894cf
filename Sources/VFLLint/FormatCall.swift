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

    init(literals: [StringLiteral], start: Int) {
        self.start = start
        for literal in literals {
            bytes += literal.value
            offsets += literal.offsets
        }
        offsets.append(literals.last?.end ?? start)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
