import Testing

@testable import VFLLint
@testable import VFLSyntax

/// The Swift and Objective-C lexers: literal values with the offsets they came from, and the
/// places where a naive scan would be fooled.
@Suite struct CodeLexerTests {
    static func strings(_ source: String, _ language: SourceLanguage) -> [StringLiteral] {
        let bytes = Array(source.utf8)
        let tokens = language == .swift ? SwiftLexer.tokenize(bytes) : ObjCLexer.tokenize(bytes)
        return tokens.compactMap(\.literal)
    }

    static func value(_ literal: StringLiteral) -> String { String(decoding: literal.value, as: UTF8.self) }

    @Test func swiftEscapesMapToTheirBackslash() {
        let literals = Self.strings(#"x = "a\tb\u{41}c""#, .swift)
        #expect(literals.count == 1)
        #expect(Self.value(literals[0]) == "a\tbAc")
        #expect(literals[0].offsets == [5, 6, 8, 9, 15])
        #expect(literals[0].end == 16)
    }

    @Test func swiftInterpolationHidesItsStringsAndMarksTheLiteralDynamic() {
        let literals = Self.strings(#"let s = "x\(f("[", g(")")))y"; let t = "z""#, .swift)
        #expect(literals.map(Self.value) == ["xy", "z"])
        #expect(literals.map(\.isStatic) == [false, true])
    }

    @Test func swiftRawStrings() {
        let literals = Self.strings(##"a = #"q"\n"# + #"\#t"#"##, .swift)
        #expect(literals.map(Self.value) == [#"q"\n"#, "\t"])
    }

    @Test func swiftMultilineStripsTheClosingIndentation() {
        let source = "let s = \"\"\"\n    one\n      two \\\n    three\n    \"\"\"\n"
        let literals = Self.strings(source, .swift)
        #expect(literals.map(Self.value) == ["one\n  two three"])
        // `t` of "two" is at line 3, after six spaces.
        let offset = literals[0].offsets[6]
        #expect(Array(source.utf8)[offset] == UInt8(ascii: "t"))
    }

    @Test func swiftNestedCommentsHideCalls() {
        let source = "/* a /* b */ \"hidden\" */ \"seen\" // \"also hidden\""
        #expect(Self.strings(source, .swift).map(Self.value) == ["seen"])
    }

    @Test func objectiveCCharacterLiteralsAndDirectives() {
        let source = "#define F @\"[a]\" \\\n  @\"b\"\nchar q = '\"'; NSString *s = @\"c\\x41\";\n#import \"x.h\"\n"
        #expect(Self.strings(source, .objectiveC).map(Self.value) == ["cA"])
    }

    @Test func objectiveCPlusPlusRawStrings() {
        let source = #"auto r = R"d(")d"; id s = @"ok";"#
        #expect(Self.strings(source, .objectiveC).map(Self.value) == ["ok"])
    }

    @Test func unterminatedLiteralsEndAtTheLine() {
        #expect(Self.strings("\"abc\nlet x = \"d\"", .swift).map(\.isStatic) == [false, true])
        #expect(Self.strings("@\"abc\n\"d\"", .objectiveC).map(\.isStatic) == [false, true])
        // A comment or raw string never closed, any bytes: no crash, no hang.
        _ = Self.strings("/* /* \"", .swift)
        _ = Self.strings("##\"\"\"\n", .swift)
        _ = Self.strings("R\"(", .objectiveC)
        _ = Self.strings(String(decoding: [0xFF, 0x22, 0x5C], as: UTF8.self), .swift)
    }
}
