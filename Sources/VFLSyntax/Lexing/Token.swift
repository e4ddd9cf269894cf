/// One token of a .vfl file: what kind it is and the bytes it covers. Its text is read back from
/// the source through `range`, so a token costs no allocation.
struct Token: Equatable, Sendable {
    /// The kinds of token. The lexer never fails: bytes it cannot use become the error kinds at
    /// the end, which the parser reports where it meets them.
    enum Kind: Equatable, Sendable {
        case identifier
        /// A number as C's `strtod` reads it, without a sign (`8`, `0.5`, `.5`, `1e2`, `0x20`).
        case number
        case pipe, minus, plus, star, comma, colon, at, dot
        case leftBracket, rightBracket, leftParen, rightParen
        /// A lone `=`: separates keys from values; a mistake where a relation is expected.
        case equal
        case equalEqual, lessEqual, greaterEqual
        /// A lone `<` or `>`: never valid, but worth a "use '<='" note.
        case less, greater
        /// A line break (`\n` or `\r\n`): statements end here.
        case endOfLine
        case endOfFile
        /// A number run into letters or dots (`8px`, `0x`, `1e`, `1.2.3`).
        case malformedNumber
        /// A valid character that has no place in the language (`$`, `é`, NUL).
        case unexpectedCharacter
        /// A byte that does not begin a valid UTF-8 sequence.
        case invalidUTF8
    }

    var kind: Kind
    var range: SourceRange

    init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// Whether the token ends a statement.
    var isEndOfStatement: Bool { kind == .endOfLine || kind == .endOfFile }
}
