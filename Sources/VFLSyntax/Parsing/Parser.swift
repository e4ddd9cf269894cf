/// The hand-written parser of .vfl files: tokens from `Lexer` in, a `FileSyntax` and syntax
/// diagnostics out. One statement a line; the first error on a line abandons that line (the
/// error is recorded and parsing resumes on the next), so one run reports every bad line.
///
/// The parser is split by kind of syntax (`Parser+Statement`, `+Format`, `+Connection`,
/// `+Predicate`, `+View`, `+Equation`), each with its grammar written beside the code. They
/// share a small vocabulary for consuming tokens:
///
/// - `at(kind)`: whether the current token is of that kind (never consumes);
/// - `consume()`: takes the current token and returns it;
/// - `eat(kind)`: takes the current token if it is of that kind, returning it, else `nil`;
/// - `expect(kind, message)`: takes the current token if it is of that kind, else throws a
///   `SyntaxError` with `message` at it (or the lexer's own complaint about a bad token).
///
/// Functions that consume tokens are `mutating` and `throws`. The grammar has no nesting
/// beyond a fixed depth, so the parser never recurses: any input, however long, is safe.
public struct Parser {
    let file: SourceFile
    var lexer: Lexer
    /// The token under examination.
    var current: Token
    /// The last consumed token's range: a statement's range ends at its end.
    var previous = SourceRange.at(0)
    var previousEnd: Int { previous.end }
    var diagnostics = DiagnosticCollector()

    init(file: SourceFile) {
        self.file = file
        self.lexer = Lexer(bytes: file.bytes, position: file.textStart)
        self.current = lexer.next()
    }

    /// Parses a whole file; never fails: what cannot be parsed is reported in `diagnostics`.
    public static func parse(_ file: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
        var parser = Parser(file: file)
        let syntax = parser.parseFile()
        return (syntax, parser.diagnostics.diagnostics)
    }

    // MARK: - Vocabulary

    func at(_ kind: Token.Kind) -> Bool { current.kind == kind }

    @discardableResult
    mutating func consume() -> Token {
        let token = current
        previous = token.range
        current = lexer.next()
        return token
    }

    mutating func eat(_ kind: Token.Kind) -> Token? {
        at(kind) ? consume() : nil
    }

    @discardableResult
    mutating func expect(
        _ kind: Token.Kind, _ message: @autoclosure () -> DiagnosticMessage,
        notes: @autoclosure () -> [Diagnostic.Note] = []
    ) throws -> Token {
        if at(kind) { return consume() }
        throw unexpected(message(), notes: notes())
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token { lexer.peek() }

    /// The source text of a token (or any range).
    func text(_ range: SourceRange) -> String { file.text(in: range) }

    /// An identifier token as a syntax node. Its name is made straight from the bytes: an
    /// identifier is ASCII, and up to 15 bytes Swift stores it inline, with no allocation.
    /// (Interning names in a hash table was measured and cost more than it saved.)
    func identifier(_ token: Token) -> Identifier {
        Identifier(file.text(in: token.range), range: token.range)
    }

    /// Whether the current token is the identifier `word`, compared on bytes.
    @inline(__always)
    func atWord(_ word: StaticString) -> Bool {
        at(.identifier) && matches(current.range, word)
    }

    /// Whether the source text at `range` is exactly `word`, compared on bytes. Inlined: a
    /// declaration's key is looked up by trying each allowed key in turn, and most differ in
    /// length, which the first comparison settles.
    @inline(__always)
    func matches(_ range: SourceRange, _ word: StaticString) -> Bool {
        guard range.length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            for index in 0..<buffer.count where buffer[index] != file.bytes[range.start + index] {
                return false
            }
            return true
        }
    }

    // MARK: - Errors

    /// An error at `range`.
    func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic.Note] = []) -> SyntaxError {
        SyntaxError(diagnostic: .error(message, at: range, notes: notes))
    }

    /// An error at the current token: `message`, unless the token is itself bad (an unknown
    /// character, invalid UTF-8, a malformed number), whose own complaint is more to the point.
    func unexpected(_ message: DiagnosticMessage, notes: [Diagnostic.Note] = []) -> SyntaxError {
        let range = current.range
        switch current.kind {
        case .invalidUTF8:
            return error(.invalidUTF8, at: range)
        case .unexpectedCharacter:
            let notes: [Diagnostic.Note] =
                TypographicDash.at(range.start, in: file.bytes) ? [.asciiHyphen(at: range)] : []
            return error(.unexpectedCharacter(characterDescription(range)), at: range, notes: notes)
        case .malformedNumber:
            return error(.invalidNumber(text(range)), at: range)
        default:
            return error(message, at: range, notes: notes)
        }
    }

    /// How the current token is named in "unexpected X" messages.
    func describeCurrent() -> String {
        switch current.kind {
        case .endOfLine, .endOfFile: return "end of line"
        case .identifier, .number:
            let text = text(current.range)
            return text.utf8.count > 24 ? "'\(text.prefix(24))...'" : "'\(text)'"
        default: return "'\(text(current.range))'"
        }
    }

    /// `'$'`, or `U+0000` for characters that do not print.
    private func characterDescription(_ range: SourceRange) -> String {
        let text = text(range)
        if let scalar = text.unicodeScalars.first,
            scalar.value < 0x20 || scalar.value == 0x7F
                || (0x80...0x9F).contains(scalar.value)
        {
            var hex = String(scalar.value, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            return "U+" + hex
        }
        return "'\(text)'"
    }
}
