import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct LexerTests {
    /// The kinds and texts of all tokens of `source`, up to the end of the file.
    private func tokens(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes: bytes)
        var out: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            out.append("\(token.kind):\(String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self))")
        }
        return out.joined(separator: " ")
    }

    @Test(arguments: [
        ("H:|-[a]", "identifier:H colon:: pipe:| minus:- leftBracket:[ identifier:a rightBracket:]"),
        ("== <= >= = < >", "equalEqual:== lessEqual:<= greaterEqual:>= equal:= less:< greater:>"),
        ("a.width*2+3@750", "identifier:a dot:. identifier:width star:* number:2 plus:+ number:3 at:@ number:750"),
        ("1e2 0x20 .5 5. 0x1.8p1 2.5E-3", "number:1e2 number:0x20 number:.5 number:5. number:0x1.8p1 number:2.5E-3"),
        (
            "8px 0x 1e 1.2.3 9_",
            "malformedNumber:8px malformedNumber:0x malformedNumber:1e malformedNumber:1.2.3 malformedNumber:9_"
        ),
        ("1e+ ", "malformedNumber:1e plus:+"),
        ("a # comment\nb // more\r\nc", "identifier:a endOfLine:\n identifier:b endOfLine:\n identifier:c"),
        ("a\r\nb\rc", "identifier:a endOfLine:\r\n identifier:b identifier:c"),
        ("$ / é", "unexpectedCharacter:$ unexpectedCharacter:/ unexpectedCharacter:é"),
        ("_x9 x_", "identifier:_x9 identifier:x_"),
        ("-(-10)-", "minus:- leftParen:( minus:- number:10 rightParen:) minus:-"),
    ])
    func lexes(source: String, expected: String) {
        #expect(tokens(source) == expected)
    }

    @Test func invalidUTF8IsOneByteAtATime() {
        let bytes: [UInt8] = [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x98, 0x80, 0x00]
        var lexer = Lexer(bytes: bytes)
        var kinds: [Token.Kind] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            kinds.append(token.kind)
        }
        // ff; c3 (bad continuation); '('; ed a0 80 is a surrogate: three bad bytes; an emoji; NUL.
        #expect(
            kinds == [
                .invalidUTF8, .invalidUTF8, .leftParen, .invalidUTF8, .invalidUTF8, .invalidUTF8,
                .unexpectedCharacter, .unexpectedCharacter,
            ])
    }

    @Test func rawWordStopsAtBlanksAndComments() {
        let bytes = Array("120x21 hug=1\n0x21#c\nx2//c".utf8)
        var lexer = Lexer(bytes: bytes)
        var words: [String] = []
        for start in [0, 13, 20] {
            lexer.position = start
            let range = lexer.nextRawWord()
            words.append(String(decoding: bytes[range.start..<range.end], as: UTF8.self))
        }
        #expect(words == ["120x21", "0x21", "x2"])
    }

    @Test(arguments: [
        ("8", 8.0), ("-8", -8.0), ("+0.5", 0.5), ("1e2", 100.0), ("0x20", 32.0), (".25", 0.25),
        ("123456789012345678", 123456789012345678.0),
    ])
    func wholeNumbers(text: String, value: Double) {
        let bytes = Array(text.utf8)
        #expect(Lexer.wholeNumber(bytes, in: SourceRange(start: 0, end: bytes.count)) == value)
    }

    @Test(arguments: ["", "-", "8px", "1e", "0x", "1 ", "--1", "x"])
    func notWholeNumbers(text: String) {
        let bytes = Array(text.utf8)
        #expect(Lexer.wholeNumber(bytes, in: SourceRange(start: 0, end: bytes.count)) == nil)
    }

    @Test(arguments: [
        ("[a][b]-[c]", 0, 3), ("[a][b]\n[c]", 0, 2), ("[a][b]\n[c]", 7, 1), ("[a][b]\n[c]", 6, 0), ("", 0, 0),
        ("\n[", 0, 0),
        // Past the word-at-a-time part: runs of 8 bytes with brackets on both sides of a word edge.
        ("H:|" + String(repeating: "[v12345]", count: 1_000) + "|", 0, 1_000),
        (String(repeating: "[[[[[[[[", count: 64) + "[\n[[[", 0, 513),
        ("abcdefg[hijklmn\n[[[[[[[[[[[[[[[[", 3, 1),
    ])
    func bracketsToTheEndOfTheLine(text: String, start: Int, expected: Int) {
        let lexer = Lexer(bytes: Array(text.utf8))
        #expect(lexer.occurrences(of: ASCII.leftBracket, from: start) == expected)
    }

    @Test func tokensAtEveryByteMatchAByteAtATimeScan() {
        // Every punctuation mark, both sides of `=`, and identifiers, numbers and comments of
        // every length, with no trivia in between, all on lines of different endings (a
        // comment's `\r` is part of the comment, so its line ends with a bare `\n`).
        let text =
            "H:|-(>=8@750,<=20)-[a_1(==b2)]-|//c\r\nV:[a]-0x1.8p1-[b]#x\n@wC b.width==2*a.height+-3.5e-1@1\r\n=<>.5 8px é"
        let bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes)
        var rendered: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            rendered.append(
                "\(token.kind):\(String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self))")
        }
        #expect(
            rendered.joined(separator: " ") == """
                identifier:H colon:: pipe:| minus:- leftParen:( greaterEqual:>= number:8 at:@ number:750 comma:, \
                lessEqual:<= number:20 rightParen:) minus:- leftBracket:[ identifier:a_1 leftParen:( equalEqual:== \
                identifier:b2 rightParen:) rightBracket:] minus:- pipe:| endOfLine:\n identifier:V colon:: \
                leftBracket:[ identifier:a rightBracket:] minus:- number:0x1.8p1 minus:- leftBracket:[ identifier:b \
                rightBracket:] endOfLine:\n at:@ identifier:wC identifier:b dot:. identifier:width equalEqual:== \
                number:2 star:* identifier:a dot:. identifier:height plus:+ minus:- number:3.5e-1 at:@ number:1 \
                endOfLine:\r\n equal:= less:< greater:> number:.5 malformedNumber:8px unexpectedCharacter:é
                """)
    }
}
