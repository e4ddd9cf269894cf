/// Splits a .vfl file's UTF-8 bytes into tokens, one at a time, on demand. Spaces, tabs, a lone
/// `\r` and comments (`#` or `//` to the end of the line) are skipped; a line break is a token,
/// because statements end there. Works on bytes (no `String` per character) and never fails:
/// whatever it cannot use becomes an error token for the parser to report in context.
struct Lexer {
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var position: Int

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// Lexes the token at `position` and moves past it.
    mutating func next() -> Token {
        skipTrivia()
        let start = position
        guard start < bytes.count else { return Token(.endOfFile, .at(start)) }
        let byte = bytes[start]
        let kind: Token.Kind
        switch byte {
        case ASCII.newline:
            position += 1
            kind = .endOfLine
        case ASCII.carriageReturn:
            // `skipTrivia` stops at `\r` only when `\n` follows.
            position += 2
            kind = .endOfLine
        case _ where Lexer.isIdentifierStart(byte):
            position += 1
            while position < bytes.count, Lexer.isIdentifierContinue(bytes[position]) { position += 1 }
            kind = .identifier
        case _ where Lexer.isDigit(byte):
            kind = lexNumber()
        case ASCII.dot:
            if start + 1 < bytes.count, Lexer.isDigit(bytes[start + 1]) {
                kind = lexNumber()
            } else {
                position += 1
                kind = .dot
            }
        case ASCII.equal, ASCII.less, ASCII.greater:
            let doubled = start + 1 < bytes.count && bytes[start + 1] == ASCII.equal
            position += doubled ? 2 : 1
            switch byte {
            case ASCII.equal: kind = doubled ? .equalEqual : .equal
            case ASCII.less: kind = doubled ? .lessEqual : .less
            default: kind = doubled ? .greaterEqual : .greater
            }
        case 0x80...:
            if let length = Lexer.validUTF8Length(bytes, at: start) {
                position += length
                kind = .unexpectedCharacter
            } else {
                position += 1
                kind = .invalidUTF8
            }
        default:
            position += 1
            kind = Lexer.punctuation(byte) ?? .unexpectedCharacter
        }
        return Token(kind, SourceRange(start: start, end: position))
    }

    /// The raw text from `position` up to whitespace, a comment or the end of the line, for
    /// values that are not tokens (`intrinsic=120x21`: as tokens, `0x21` would be hexadecimal).
    mutating func nextRawWord() -> SourceRange {
        skipTrivia()
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline || byte == ASCII.carriageReturn
                || byte == ASCII.hash || (byte == ASCII.slash && position + 1 < bytes.count
                                          && bytes[position + 1] == ASCII.slash) {
                break
            }
            position += 1
        }
        return SourceRange(start: start, end: position)
    }

    /// Skips blanks and comments, stopping at a line break (`\n`, or the `\r` of `\r\n`).
    private mutating func skipTrivia() {
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
                position += 1
            case ASCII.carriageReturn:
                if position + 1 < bytes.count, bytes[position + 1] == ASCII.newline { return }
                position += 1
            case ASCII.hash:
                skipComment()
            case ASCII.slash where position + 1 < bytes.count && bytes[position + 1] == ASCII.slash:
                skipComment()
            default:
                return
            }
        }
    }

    /// Skips to the line break ending a comment (its `\r`, if any, is part of the comment).
    private mutating func skipComment() {
        while position < bytes.count, bytes[position] != ASCII.newline { position += 1 }
    }

    /// Lexes a number; when letters, digits or dots follow it directly (`8px`, `1.2.3`), the
    /// whole run is one malformed number, so the error names all of it.
    private mutating func lexNumber() -> Token.Kind {
        let end = Lexer.scanNumber(bytes, from: position, to: bytes.count) ?? position + 1
        position = end
        guard position < bytes.count,
              Lexer.isIdentifierContinue(bytes[position]) || bytes[position] == ASCII.dot else { return .number }
        while position < bytes.count,
              Lexer.isIdentifierContinue(bytes[position]) || bytes[position] == ASCII.dot { position += 1 }
        return .malformedNumber
    }

    private static func punctuation(_ byte: UInt8) -> Token.Kind? {
        switch byte {
        case ASCII.pipe: .pipe
        case ASCII.minus: .minus
        case ASCII.plus: .plus
        case ASCII.star: .star
        case ASCII.comma: .comma
        case ASCII.colon: .colon
        case ASCII.at: .at
        case ASCII.leftBracket: .leftBracket
        case ASCII.rightBracket: .rightBracket
        case ASCII.leftParen: .leftParen
        case ASCII.rightParen: .rightParen
        default: nil
        }
    }

    /// The length of the valid UTF-8 sequence at `offset`, or `nil` (overlong forms, surrogates
    /// and values past U+10FFFF are invalid, as in `String(validating:)`).
    static func validUTF8Length(_ bytes: [UInt8], at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF  // bounds of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        guard bytes[offset + 1] >= lowest, bytes[offset + 1] <= highest else { return nil }
        for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 { return nil }
        return length
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- ASCII.zero < 10 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- ASCII.lowerA < 26 || byte == ASCII.underscore
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
