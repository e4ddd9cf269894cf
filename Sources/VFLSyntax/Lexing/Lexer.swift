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
    ///
    /// The scan runs over an unsafe view of the bytes (no bounds check per byte: every read is
    /// guarded by a comparison with `count` in the loop itself) and touches each byte once.
    mutating func next() -> Token {
        let (kind, start, end) = bytes.withUnsafeBufferPointer { Lexer.scanToken($0, from: position) }
        position = end
        return Token(kind, SourceRange(start: start, end: end))
    }

    /// The token `next()` would return, without moving past it (and without copying the lexer,
    /// which would retain and release its bytes).
    func peek() -> Token {
        let (kind, start, end) = bytes.withUnsafeBufferPointer { Lexer.scanToken($0, from: position) }
        return Token(kind, SourceRange(start: start, end: end))
    }

    /// Skips trivia from `index`, then lexes one token: its kind, start and end. One `switch`
    /// over the first byte with constant cases only, which the compiler turns into a jump table.
    @inline(__always)
    private static func scanToken(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> (Token.Kind, Int, Int) {
        let count = bytes.count
        let start = skipTrivia(bytes, from: index)
        guard start < count else { return (.endOfFile, start, start) }
        let byte = bytes[start]
        let kind: Token.Kind
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), ASCII.underscore:
            var end = start + 1
            while end < count, isIdentifierContinue(bytes[end]) { end += 1 }
            return (.identifier, start, end)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(bytes, from: start)
        case ASCII.leftBracket: kind = .leftBracket
        case ASCII.rightBracket: kind = .rightBracket
        case ASCII.leftParen: kind = .leftParen
        case ASCII.rightParen: kind = .rightParen
        case ASCII.minus: kind = .minus
        case ASCII.pipe: kind = .pipe
        case ASCII.comma: kind = .comma
        case ASCII.colon: kind = .colon
        case ASCII.at: kind = .at
        case ASCII.plus: kind = .plus
        case ASCII.star: kind = .star
        case ASCII.newline: kind = .endOfLine
        case ASCII.carriageReturn:
            // `skipTrivia` stops at `\r` only when `\n` follows.
            return (.endOfLine, start, start + 2)
        case ASCII.equal, ASCII.less, ASCII.greater:
            let doubled = start + 1 < count && bytes[start + 1] == ASCII.equal
            switch byte {
            case ASCII.equal: kind = doubled ? .equalEqual : .equal
            case ASCII.less: kind = doubled ? .lessEqual : .less
            default: kind = doubled ? .greaterEqual : .greater
            }
            return (kind, start, start + (doubled ? 2 : 1))
        case ASCII.dot:
            if start + 1 < count, isDigit(bytes[start + 1]) { return lexNumber(bytes, from: start) }
            kind = .dot
        case 0x80...:
            if let length = validUTF8Length(bytes, at: start) {
                return (.unexpectedCharacter, start, start + length)
            }
            kind = .invalidUTF8
        default:
            kind = .unexpectedCharacter
        }
        return (kind, start, start + 1)
    }

    /// The raw text from `position` up to whitespace, a comment or the end of the line, for
    /// values that are not tokens (`intrinsic=120x21`: as tokens, `0x21` would be hexadecimal).
    mutating func nextRawWord() -> SourceRange {
        skipTrivia()
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline || byte == ASCII.carriageReturn
                || byte == ASCII.hash
                || (byte == ASCII.slash && position + 1 < bytes.count
                    && bytes[position + 1] == ASCII.slash)
            {
                break
            }
            position += 1
        }
        return SourceRange(start: start, end: position)
    }

    /// Skips blanks and comments, stopping at a line break (`\n`, or the `\r` of `\r\n`).
    private mutating func skipTrivia() {
        position = bytes.withUnsafeBufferPointer { Lexer.skipTrivia($0, from: position) }
    }

    /// Past the blanks and comments from `index`: the offset of a line break (`\n`, or the `\r`
    /// of `\r\n`), of a token, or the end. A comment's `\r`, if any, is part of the comment.
    @inline(__always)
    private static func skipTrivia(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        let count = bytes.count
        var position = index
        while position < count {
            let byte = bytes[position]
            // Most calls stop at once, on a token: one test of a bit mask settles that, where
            // the `switch` below is an indirect jump, which the processor often mispredicts.
            guard byte < 64, triviaStarts & (1 << byte) != 0 else { return position }
            if byte == ASCII.space { // by far the most common trivia: no jump either
                position += 1
                continue
            }
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
                position += 1
            case ASCII.carriageReturn:
                if position + 1 < count, bytes[position + 1] == ASCII.newline { return position }
                position += 1
            case ASCII.hash:
                while position < count, bytes[position] != ASCII.newline { position += 1 }
            case ASCII.slash where position + 1 < count && bytes[position + 1] == ASCII.slash:
                while position < count, bytes[position] != ASCII.newline { position += 1 }
            default:
                return position
            }
        }
        return position
    }

    /// The bytes below 64 that may begin trivia, as a bit mask: blanks, `\r`, `#` and `/`.
    /// (Computed from constants, so it folds to one: a stored `static let` is read through a
    /// lazy-initialization check.)
    private static var triviaStarts: UInt64 {
        1 << ASCII.space | 1 << ASCII.tab | 1 << ASCII.verticalTab | 1 << ASCII.formFeed
            | 1 << ASCII.carriageReturn | 1 << ASCII.hash | 1 << ASCII.slash
    }

    /// Lexes a number at `start`; when letters, digits or dots follow it directly (`8px`,
    /// `1.2.3`), the whole run is one malformed number, so the error names all of it.
    private static func lexNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Token.Kind, Int, Int) {
        let count = bytes.count
        var end = scanNumber(bytes, from: start, to: count) ?? start + 1
        guard end < count, isIdentifierContinue(bytes[end]) || bytes[end] == ASCII.dot else {
            return (.number, start, end)
        }
        while end < count, isIdentifierContinue(bytes[end]) || bytes[end] == ASCII.dot { end += 1 }
        return (.malformedNumber, start, end)
    }

    /// How many times `byte` occurs from `start` to the end of its line (a cheap upper bound on
    /// the elements of a statement, so its arrays are allocated once at their final size).
    ///
    /// Eight bytes at a time: in `word ^ repeated(b)` the bytes equal to `b` are zero, and
    /// `((x & 0x7F…) + 0x7F…) | x` has its high bit clear in exactly the zero bytes of `x`, so
    /// a population count finds them; a word holding a line break is finished byte by byte.
    func occurrences(of byte: UInt8, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ x: UInt64) -> Int { (~(((x & lows) &+ lows) | x) & highs).nonzeroBitCount }
        return bytes.withUnsafeBufferPointer { buffer in
            var found = 0
            var index = start
            if let base = UnsafeRawPointer(buffer.baseAddress) {
                while index + 8 <= buffer.count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if zeroBytes(word ^ (ones &* UInt64(ASCII.newline))) != 0 { break }
                    found += zeroBytes(word ^ (ones &* UInt64(byte)))
                    index += 8
                }
            }
            while index < buffer.count {
                let current = buffer[index]
                if current == ASCII.newline { break }
                if current == byte { found += 1 }
                index += 1
            }
            return found
        }
    }

    /// The length of the valid UTF-8 sequence at `offset`, or `nil` (overlong forms, surrogates
    /// and values past U+10FFFF are invalid, as in `String(validating:)`).
    static func validUTF8Length<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> Int?
    where Bytes.Index == Int {
        let lead = bytes[offset]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF // bounds of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
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
