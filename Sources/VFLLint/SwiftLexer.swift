import VFLSyntax

/// Splits Swift source into `CodeToken`s: never confused by comments (nested `/* */`), string
/// interpolation (`"\(f("x"))"`), raw strings (`#"…"#`, `\#(x)`) or multi-line strings (`"""`,
/// with the closing delimiter's indentation stripped and `\` line continuations). Tolerates any
/// bytes: an unterminated literal or comment ends at the end of its line or of the file.
struct SwiftLexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [CodeToken] = []
    /// Where the text of each `//` comment begins (just after the slashes), in file order.
    var lineComments: [Int] = []

    static func tokenize(_ bytes: [UInt8]) -> [CodeToken] {
        lex(bytes).tokens
    }

    /// The tokens, and where each `//` comment's text begins (for `vflc-ignore:` comments).
    static func lex(_ bytes: [UInt8]) -> (tokens: [CodeToken], lineComments: [Int]) {
        var lexer = SwiftLexer(bytes: bytes)
        while lexer.position < bytes.count { lexer.lexOne() }
        return (lexer.tokens, lexer.lineComments)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Lexes one token (or skips one run of blanks or one comment).
    private mutating func lexOne() {
        let start = position
        let first = bytes[start]
        switch first {
        case _ where ByteScanning.isBlank(first):
            position += 1
        case UInt8(ascii: "/") where byte(at: start + 1) == UInt8(ascii: "/"):
            lineComments.append(start + 2)
            while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        case UInt8(ascii: "/") where byte(at: start + 1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            lexString(hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(at: start + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(at: start + hashes) == UInt8(ascii: "\"") {
                position = start + hashes
                lexString(hashes: hashes)
            } else {
                position += 1
                tokens.append(CodeToken(.punctuation(first), SourceRange(start: start, end: position)))
            }
        case UInt8(ascii: "`"):
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A {
                position += 1
            }
            let nameEnd = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
            tokens.append(CodeToken(.identifier, SourceRange(start: start + 1, end: nameEnd)))
        case _ where ByteScanning.isIdentifierStart(first):
            while position < bytes.count, ByteScanning.isIdentifierContinue(bytes[position]) { position += 1 }
            tokens.append(CodeToken(.identifier, SourceRange(start: start, end: position)))
        case _ where ByteScanning.isDigit(first):
            while position < bytes.count,
                ByteScanning.isIdentifierContinue(bytes[position])
                    || (bytes[position] == UInt8(ascii: ".") && ByteScanning.isDigit(byte(at: position + 1)))
            {
                position += 1
            }
            tokens.append(CodeToken(.number, SourceRange(start: start, end: position)))
        default:
            position += 1
            tokens.append(CodeToken(.punctuation(first), SourceRange(start: start, end: position)))
        }
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// Whether `"` followed by `hashes` `#` begins at `offset`.
    private func closesString(at offset: Int, hashes: Int) -> Bool {
        guard byte(at: offset) == UInt8(ascii: "\"") else { return false }
        for index in 0..<hashes where byte(at: offset + 1 + index) != UInt8(ascii: "#") { return false }
        return true
    }

    /// A string literal from its opening `"` at `position` (after `hashes` `#`).
    private mutating func lexString(hashes: Int) {
        let start = position - hashes
        if byte(at: position + 1) == UInt8(ascii: "\""), byte(at: position + 2) == UInt8(ascii: "\"") {
            lexMultilineString(start: start, hashes: hashes)
            return
        }
        var literal = StringLiteral()
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if current == 0x0A { break } // unterminated: the line ends it
            if closesString(at: position, hashes: hashes) {
                literal.end = position
                position += 1 + hashes
                tokens.append(CodeToken(.string, SourceRange(start: start, end: position), literal: literal))
                return
            }
            if current == UInt8(ascii: "\\"), isEscape(at: position, hashes: hashes) {
                lexEscape(into: &literal, hashes: hashes)
            } else {
                literal.append(current, at: position)
                position += 1
            }
        }
        literal.end = position
        literal.isStatic = false // unterminated: not a value the program has
        literal.isTerminated = false
        tokens.append(CodeToken(.string, SourceRange(start: start, end: position), literal: literal))
    }

    private func isEscape(at offset: Int, hashes: Int) -> Bool {
        for index in 0..<hashes where byte(at: offset + 1 + index) != UInt8(ascii: "#") { return false }
        return true
    }

    /// An escape at `position` (a backslash and `hashes` `#`): decoded into `literal`, or an
    /// interpolation skipped (marking the literal dynamic).
    private mutating func lexEscape(into literal: inout StringLiteral, hashes: Int) {
        let backslash = position
        position += 1 + hashes
        let kind = byte(at: position)
        position += 1
        switch kind {
        case UInt8(ascii: "n"): literal.append(0x0A, at: backslash)
        case UInt8(ascii: "t"): literal.append(0x09, at: backslash)
        case UInt8(ascii: "r"): literal.append(0x0D, at: backslash)
        case UInt8(ascii: "0"): literal.append(0x00, at: backslash)
        case UInt8(ascii: "u") where byte(at: position) == UInt8(ascii: "{"):
            position += 1
            var value: UInt32 = 0
            while position < bytes.count, ByteScanning.isHexDigit(bytes[position]) {
                value = value &* 16 &+ ByteScanning.hexValue(bytes[position])
                position += 1
            }
            if byte(at: position) == UInt8(ascii: "}") { position += 1 }
            literal.append(scalar: value, at: backslash)
        case UInt8(ascii: "("):
            literal.isStatic = false
            literal.holes.append((literal.value.count, backslash))
            skipInterpolation()
        case 0x0A, 0x0D:
            // A line continuation in a multi-line string: the line break is not in the value.
            if kind == 0x0D, byte(at: position) == 0x0A { position += 1 }
            position -= 1 // the caller's line loop sees the line break
        default:
            literal.append(kind, at: backslash)
        }
    }

    /// Past `\( … )`: the tokens inside (strings, comments, parentheses) are lexed and dropped.
    private mutating func skipInterpolation() {
        let kept = tokens.count
        var depth = 1
        while position < bytes.count {
            lexOne()
            if tokens.count > kept, let last = tokens.last, case .punctuation(let byte) = last.kind,
                last.range.end == position
            {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
        }
        tokens.removeSubrange(kept...)
    }

    /// `"""` … `"""`: the content lines between the delimiters' lines, each stripped of the
    /// closing delimiter's indentation, joined by line breaks.
    private mutating func lexMultilineString(start: Int, hashes: Int) {
        var literal = StringLiteral()
        position += 3
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        position += 1 // the content begins on the next line
        // Find the closing delimiter's line: the first whose text after blanks is `"""` + hashes.
        var lineStart = position
        var closing: (line: Int, quote: Int)?
        while lineStart < bytes.count {
            var index = lineStart
            while byte(at: index) == 0x20 || byte(at: index) == 0x09 { index += 1 }
            if byte(at: index) == UInt8(ascii: "\""), byte(at: index + 1) == UInt8(ascii: "\""),
                closesString(at: index + 2, hashes: hashes)
            {
                closing = (lineStart, index)
                break
            }
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            lineStart = index + 1
        }
        guard let closing else {
            literal.isStatic = false
            literal.isTerminated = false
            literal.end = bytes.count
            position = bytes.count
            tokens.append(CodeToken(.string, SourceRange(start: start, end: position), literal: literal))
            return
        }
        let indentation = closing.quote - closing.line
        var firstLine = true
        while position < closing.line {
            if !firstLine { literal.append(0x0A, at: position - 1) }
            firstLine = false
            var stripped = 0
            while stripped < indentation, position < closing.line,
                bytes[position] == 0x20 || bytes[position] == 0x09
            {
                position += 1
                stripped += 1
            }
            var continued = false
            while position < closing.line, bytes[position] != 0x0A {
                if bytes[position] == UInt8(ascii: "\\"), isEscape(at: position, hashes: hashes) {
                    let next = byte(at: position + 1 + hashes)
                    if next == 0x0A || next == 0x0D || next == 0x20 || next == 0x09 {
                        // `\` then optional blanks then a line break: a continuation.
                        var index = position + 1 + hashes
                        while byte(at: index) == 0x20 || byte(at: index) == 0x09 { index += 1 }
                        if byte(at: index) == 0x0D { index += 1 }
                        if byte(at: index) == 0x0A {
                            position = index
                            continued = true
                            break
                        }
                    }
                    lexEscape(into: &literal, hashes: hashes)
                } else if bytes[position] == 0x0D, byte(at: position + 1) == 0x0A {
                    position += 1
                } else {
                    literal.append(bytes[position], at: position)
                    position += 1
                }
            }
            position += 1 // past the line break
            if continued { firstLine = true }
        }
        literal.end = closing.quote
        position = closing.quote + 3 + hashes
        tokens.append(CodeToken(.string, SourceRange(start: start, end: position), literal: literal))
    }
}
