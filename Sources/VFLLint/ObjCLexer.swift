import VFLSyntax

/// Splits Objective-C and Objective-C++ source into `CodeToken`s: comments, `"…"` and `@"…"`
/// literals (C escapes decoded), character literals (`'"'` is not a quote), C++ raw strings
/// (`R"x(…)x"`), and preprocessor lines (`#define`, `#import`, with `\` continuations), which
/// are skipped whole: a macro's body is not code at its definition.
struct ObjCLexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [CodeToken] = []
    /// Where the text of each `//` comment begins (just after the slashes), in file order.
    var lineComments: [Int] = []
    /// Whether only blanks precede `position` on its line (where `#` begins a directive).
    var atLineStart = true

    static func tokenize(_ bytes: [UInt8]) -> [CodeToken] {
        lex(bytes).tokens
    }

    /// The tokens, and where each `//` comment's text begins (for `vflc-ignore:` comments).
    static func lex(_ bytes: [UInt8]) -> (tokens: [CodeToken], lineComments: [Int]) {
        var lexer = ObjCLexer(bytes: bytes)
        while lexer.position < bytes.count { lexer.lexOne() }
        return (lexer.tokens, lexer.lineComments)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private mutating func lexOne() {
        let start = position
        let first = bytes[start]
        if first == 0x0A {
            position += 1
            atLineStart = true
            return
        }
        if ByteScanning.isBlank(first) {
            position += 1
            return
        }
        if first == UInt8(ascii: "/"), byte(at: start + 1) == UInt8(ascii: "/") {
            lineComments.append(start + 2)
            skipLine()
            return
        }
        if first == UInt8(ascii: "/"), byte(at: start + 1) == UInt8(ascii: "*") {
            position += 2
            while position < bytes.count,
                !(bytes[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/"))
            {
                position += 1
            }
            position = min(bytes.count, position + 2)
            return
        }
        let lineStart = atLineStart
        atLineStart = false
        switch first {
        case UInt8(ascii: "#") where lineStart:
            skipLine()
            atLineStart = true
        case UInt8(ascii: "@") where quoteAfterAt(start) != nil:
            // `@"…"`, also with blanks or line breaks between `@` and the quote (`@` ⏎ `"key"`).
            position = quoteAfterAt(start) ?? start + 1
            lexString(start: start)
        case UInt8(ascii: "\""):
            lexString(start: start)
        case UInt8(ascii: "'"):
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "'"), bytes[position] != 0x0A {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            position = min(bytes.count, position + 1)
            tokens.append(CodeToken(.number, SourceRange(start: start, end: position)))
        case _ where ByteScanning.isIdentifierStart(first):
            while position < bytes.count, ByteScanning.isIdentifierContinue(bytes[position]) { position += 1 }
            let range = SourceRange(start: start, end: position)
            if byte(at: position) == UInt8(ascii: "\""), isRawStringPrefix(range) {
                skipRawString(start: start)
            } else {
                tokens.append(CodeToken(.identifier, range))
            }
        case _ where ByteScanning.isDigit(first):
            while position < bytes.count,
                ByteScanning.isIdentifierContinue(bytes[position]) || bytes[position] == UInt8(ascii: ".")
            {
                position += 1
            }
            tokens.append(CodeToken(.number, SourceRange(start: start, end: position)))
        default:
            position += 1
            tokens.append(CodeToken(.punctuation(first), SourceRange(start: start, end: position)))
        }
    }

    /// The quote of an Objective-C string literal whose `@` is at `at`: the next byte that is
    /// not a blank or a line break, when it is `"`.
    private func quoteAfterAt(_ at: Int) -> Int? {
        var index = at + 1
        while index < bytes.count, ByteScanning.isBlank(bytes[index]) { index += 1 }
        return byte(at: index) == UInt8(ascii: "\"") ? index : nil
    }

    /// To the end of the line, following `\` continuations (comments and directives).
    private mutating func skipLine() {
        while position < bytes.count, bytes[position] != 0x0A {
            if bytes[position] == UInt8(ascii: "\\"), byte(at: position + 1) == 0x0A {
                position += 2
            } else if bytes[position] == UInt8(ascii: "\\"), byte(at: position + 1) == 0x0D,
                byte(at: position + 2) == 0x0A
            {
                position += 3
            } else {
                position += 1
            }
        }
    }

    private func isRawStringPrefix(_ range: SourceRange) -> Bool {
        let word = bytes[range.start..<range.end]
        return ["R", "LR", "uR", "UR", "u8R"].contains { Array($0.utf8) == Array(word) }
    }

    /// C++ `R"delim( … )delim"`: skipped, never a format (UIKit's selector takes an NSString).
    private mutating func skipRawString(start: Int) {
        position += 1
        var delimiter: [UInt8] = [UInt8(ascii: ")")]
        while position < bytes.count, bytes[position] != UInt8(ascii: "("), delimiter.count < 18 {
            delimiter.append(bytes[position])
            position += 1
        }
        delimiter.append(UInt8(ascii: "\""))
        position += 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: ")"),
                Array(bytes[position..<min(bytes.count, position + delimiter.count)]) == delimiter
            {
                position += delimiter.count
                break
            }
            position += 1
        }
        tokens.append(CodeToken(.number, SourceRange(start: start, end: position)))
    }

    /// `"…"` from its quote at `position`; `start` is the `@` of an Objective-C literal.
    private mutating func lexString(start: Int) {
        var literal = StringLiteral()
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if current == 0x0A { break }
            if current == UInt8(ascii: "\"") {
                literal.end = position
                position += 1
                tokens.append(CodeToken(.string, SourceRange(start: start, end: position), literal: literal))
                return
            }
            if current == UInt8(ascii: "\\") {
                lexEscape(into: &literal)
            } else {
                literal.append(current, at: position)
                position += 1
            }
        }
        literal.end = position
        literal.isStatic = false
        literal.isTerminated = false
        tokens.append(CodeToken(.string, SourceRange(start: start, end: position), literal: literal))
    }

    private mutating func lexEscape(into literal: inout StringLiteral) {
        let backslash = position
        position += 1
        let kind = byte(at: position)
        position += 1
        switch kind {
        case UInt8(ascii: "n"): literal.append(0x0A, at: backslash)
        case UInt8(ascii: "t"): literal.append(0x09, at: backslash)
        case UInt8(ascii: "r"): literal.append(0x0D, at: backslash)
        case UInt8(ascii: "a"): literal.append(0x07, at: backslash)
        case UInt8(ascii: "b"): literal.append(0x08, at: backslash)
        case UInt8(ascii: "f"): literal.append(0x0C, at: backslash)
        case UInt8(ascii: "v"): literal.append(0x0B, at: backslash)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(kind - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, byte(at: position) &- UInt8(ascii: "0") < 8 {
                value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            literal.append(UInt8(truncatingIfNeeded: value), at: backslash)
        case UInt8(ascii: "x"):
            var value: UInt32 = 0
            while position < bytes.count, ByteScanning.isHexDigit(bytes[position]) {
                value = value &* 16 &+ ByteScanning.hexValue(bytes[position])
                position += 1
            }
            literal.append(UInt8(truncatingIfNeeded: value), at: backslash)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            var value: UInt32 = 0
            let digits = kind == UInt8(ascii: "u") ? 4 : 8
            for _ in 0..<digits where position < bytes.count && ByteScanning.isHexDigit(bytes[position]) {
                value = value &* 16 &+ ByteScanning.hexValue(bytes[position])
                position += 1
            }
            literal.append(scalar: value, at: backslash)
        case 0x0A:
            break // a line continuation inside the literal
        case 0x0D where byte(at: position) == 0x0A:
            position += 1
        default:
            literal.append(kind, at: backslash)
        }
    }
}
