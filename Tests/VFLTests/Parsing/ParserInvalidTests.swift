import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// GTK-style table of invalid inputs: each row lists every diagnostic as `line:col: message`,
/// joined by " | ".
@Suite struct ParserInvalidTests {
    static let rows: [(id: String, source: String, errors: String)] = [
        // Connections.
        ("double dash", "[a]--5-[b]", "1:5: unexpected '-' after '-'"),
        ("space after dash", "[a]- (8)-[b]", "1:5: white space between '-' and its spacing; UIKit rejects it"),
        ("tab after dash", "|-\tpad-[b]", "1:3: white space between '-' and its spacing; UIKit rejects it"),
        ("trailing dash", "[a]-", "1:4: connection must be followed by a view or '|'"),
        ("trailing spacing", "[a]-5-", "1:4: connection must be followed by a view or '|'"),
        ("leading dash alone", "|-", "1:2: connection must be followed by a view or '|'"),
        ("dash before options", "[a]- options: alignAllTop", "1:4: connection must be followed by a view or '|'"),
        ("missing closing dash", "[a]-5[b]", "1:6: expected '-' after spacing"),
        ("spacing at end", "[a]-5", "1:6: expected '-' after spacing"),
        ("negative without parentheses", "[a]--10-[b]", "1:5: unexpected '-' after '-'"),
        ("connection without view", "|-8-|", "1:5: expected a view after connection"),
        ("empty parentheses", "[a]-()-[b]", "1:5: empty predicate list '()'"),
        ("unbalanced connection", "[a]-(8-[b]", "1:7: expected ',' or ')' after predicate"),
        ("unbalanced closing", "[a]-8)-[b]", "1:6: unbalanced ')' without a matching '('"),
        // Superviews.
        ("double pipe leading", "||[a]", "1:2: superview '|' written twice on one side"),
        ("double pipe trailing", "[a]||", "1:5: superview '|' written twice on one side"),
        ("pipe in the middle", "[a]|[b]", "1:4: superview '|' can only begin or end a format string"),
        ("pipe in the middle with dash", "|-[a]-|-[b]", "1:7: superview '|' can only begin or end a format string"),
        ("only a pipe", "|", "1:2: expected a view after '|'"),
        // Views.
        ("empty view", "[a]-[]", "1:5: empty view '[]'"),
        ("missing bracket", "[a", "1:3: expected ']' after view name"),
        ("missing bracket before dash", "[a-[b]", "1:3: expected ']' after view name"),
        ("missing bracket after predicates", "[a(5)", "1:6: expected ']' after view predicates"),
        ("unbalanced view predicate", "[a(>=5]", "1:7: expected ',' or ')' after predicate"),
        ("extra paren", "[a(5))]", "1:6: unbalanced ')' without a matching '('"),
        ("number as view name", "[5]", "1:2: expected a view name after '['"),
        ("relation without object", "[a(>=)]", "1:6: expected a number or a name after '>='"),
        ("relation without object at priority", "[a(>=@5)]", "1:6: expected a number or a name after '>='"),
        ("single equals", "[a(=5)]", "1:4: '=' is not a relation"),
        ("lone less", "[a(<5)]", "1:4: '<' is not a relation"),
        ("priority zero", "[a(5@0)]", "1:6: priority 0 is out of range 1...1000"),
        ("priority too big", "[a(5@1001)]", "1:6: priority 1001 is out of range 1...1000"),
        ("priority barely too big", "[a]-5@1000.0001-[b]", "1:7: priority 1000.0001 is out of range 1...1000"),
        ("negative priority", "[a(5@-1)]", "1:6: priority -1 is out of range 1...1000"),
        ("priority missing", "[a(5@)]", "1:6: expected a number or a name after '@'"),
        ("number with unit", "[a]-8px-[b]", "1:5: invalid number '8px'"),
        ("bare 0x", "[a(0x)]", "1:4: invalid number '0x'"),
        ("two dots", "[a(1.2.3)]", "1:4: invalid number '1.2.3'"),
        ("unknown character", "[a]-$-[b]", "1:5: unexpected character '$'"),
        ("non-ascii name", "[é]", "1:2: unexpected character 'é'"),
        ("sign then space", "[a(- 5)]", "1:6: expected a number directly after '-'"),
        ("junk after view", "[a] b", "1:5: unexpected 'b' after view"),
        ("start with dash", "-[a]", "1:1: expected '[' or '|' to begin a format string"),
        ("comma without predicate", "[a(5,)]", "1:6: expected a number or a name after ','"),
        ("predicates without comma", "[a(>=8 <=9)]", "1:8: expected ',' or ')' after predicate"),
        ("dash then bracket", "[a]-]", "1:5: expected a number or a name after '-'"),
        // Axis.
        ("lowercase orientation", "h:[a]", "1:1: unknown orientation 'h:'"),
        ("orientation without colon", "H|[a]", "1:2: expected ':' after orientation 'H'"),
        ("unknown statement", "veiw a", "1:1: unknown statement 'veiw'"),
        ("orientation alone", "V:", "1:3: expected '[' or '|' to begin a format string"),
        // Options.
        ("unknown option", "[a][b] options: alignAllCentreY", "1:17: unknown format option 'alignAllCentreY'"),
        ("options without colon", "[a] options alignAllTop", "1:13: expected ':' after 'options'"),
        ("options empty", "[a] options:", "1:13: expected a format option after 'options:'"),
        ("options trailing comma", "[a] options: alignAllTop,", "1:26: expected a format option after ','"),
        // Conditions.
        ("unknown condition", "@wX [a]", "1:1: unknown size-class condition '@wX'"),
        ("condition alone", "@wC", "1:4: expected a statement after size-class condition"),
        ("condition spaced", "@ wC [a]", "1:3: expected 'wC', 'wR', 'hC' or 'hR' after '@'"),
        // Declarations.
        ("metrics empty", "metrics", "1:8: expected 'name=value' after 'metrics'"),
        ("metrics no value", "metrics a=", "1:11: expected a number or a name after '='"),
        ("metrics no equals", "metrics a 5", "1:11: expected '=' after metric name 'a'"),
        ("view without name", "view", "1:5: expected a name after 'view'"),
        ("view duplicate key", "view a hug=1 hug=2", "1:14: duplicate key 'hug'"),
        ("view unknown key", "view a hugg=1", "1:8: unknown key 'hugg' in 'view' statement"),
        ("view key without equals", "view a in b", "1:11: expected '=' after 'in'"),
        ("view bad intrinsic", "view a intrinsic=12", "1:18: invalid intrinsic size '12'"),
        ("view bad intrinsic part", "view a intrinsic=12xq", "1:18: invalid intrinsic size '12xq'"),
        ("view intrinsic only x", "view a intrinsic=x", "1:18: invalid intrinsic size 'x'"),
        ("view intrinsic empty", "view a intrinsic=", "1:18: expected a size after 'intrinsic='"),
        ("view hug out of range", "view a hug=250,0", "1:16: priority 0 is out of range 1...1000"),
        ("view hug missing", "view a hug=", "1:12: expected a number after 'hug='"),
        ("view vertical hug missing", "view a hug=250,", "1:16: expected a number after 'hug=H,='"),
        ("view key without equals", "view a baseline 4", "1:17: expected '=' after 'baseline'"),
        ("metric without equals", "metrics gap 8", "1:13: expected '=' after metric name 'gap'"),
        ("layoutGuides duplicate", "layoutGuides top=1 bottom=2 top=3", "1:29: duplicate key 'top'"),
        ("view baseline name", "view a baseline=b", "1:17: expected a number after 'baseline='"),
        ("guide duplicate in", "guide g in=a in=b", "1:14: duplicate key 'in'"),
        ("spacing unknown key", "spacing sibing=8", "1:9: unknown key 'sibing' in 'spacing' statement"),
        ("layoutGuides junk", "layoutGuides 5", "1:14: unexpected '5' after 'layoutGuides' declaration"),
        // Equations.
        ("equation single equals", "a.width = 5", "1:9: '=' is not a relation"),
        ("equation no relation", "a.width 5", "1:9: expected '==', '<=' or '>=' after attribute"),
        ("equation unknown attribute", "a.widht == 5", "1:3: unknown layout attribute 'widht'"),
        ("equation no rhs", "a.width ==", "1:11: expected a number or a name after '=='"),
        ("equation two multipliers", "a.width == 2 * b.width * 3", "1:24: multiplier written twice"),
        ("equation multiplier without ref", "a.width == 2 * 3", "1:16: expected 'item.attribute' after '*'"),
        ("equation multiplier after constant", "a.width == 2 * b.width + 1 * 3", "1:28: multiplier written twice"),
        ("equation junk", "a.width == b.width c", "1:20: unexpected 'c' after equation"),
        ("equation priority range", "a.width == 5 @1001", "1:15: priority 1001 is out of range 1...1000"),
        ("equation missing attribute", "a. == 5", "1:4: expected an attribute after '.'"),
        // Lines, bytes, recovery.
        (
            "every line reported", "[a\n[b]\n[]\nmetrics",
            "1:3: expected ']' after view name | 3:1: empty view '[]' | 4:8: expected 'name=value' after 'metrics'"
        ),
        ("one error per line", "[a]--[b]-- [", "1:5: unexpected '-' after '-'"),
        ("CRLF columns", "[a]\r\n[b\r\n", "2:3: expected ']' after view name"),
        ("invalid UTF-8", "[a]-[\u{FFFD}]", "1:6: unexpected character '\u{FFFD}'"),
        ("NUL", "[a]\u{0}", "1:4: unexpected character U+0000"),
        ("huge number", "[a(1e400)]", "1:4: number '1e400' is too large"),
        ("huge intrinsic", "view a intrinsic=1e999x1", "1:18: invalid intrinsic size '1e999x1'"),
        ("junk after options", "[a] options: alignAllTop foo", "1:26: unexpected 'foo' at end of statement"),
        ("junk character after options", "[a] options: alignAllTop $", "1:26: unexpected character '$'"),
        ("invalid character in condition", "@$", "1:2: unexpected character '$'"),
        ("junk after statement", "metrics a=1 5", "1:13: expected 'name=value' after metric"),
    ]

    @Test(arguments: rows)
    func reports(id: String, source: String, errors: String) {
        let file = SourceFile(name: "t.vfl", text: source)
        #expect(render(Parser.parse(file).diagnostics, in: file) == errors, "\(id)")
    }

    @Test func invalidUTF8Bytes() {
        let file = SourceFile(
            name: "t.vfl", bytes: Array("[a]-[".utf8) + [0xFF, 0xC3] + Array("]\n[b\u{0}]\n".utf8) + [0xE2, 0x82])
        #expect(
            render(Parser.parse(file).diagnostics, in: file)
                == "1:6: invalid UTF-8 | 2:3: unexpected character U+0000 | 3:1: invalid UTF-8")
    }

    /// A leading UTF-8 byte order mark (some Windows editors write one) is not text: the file
    /// parses, and columns on line 1 count from after it, so carets line up.
    @Test func byteOrderMarkIsSkipped() {
        let file = SourceFile(name: "t.vfl", bytes: [0xEF, 0xBB, 0xBF] + Array("[a]-[b(pad)]\n[c]".utf8))
        let (syntax, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty)
        #expect(SyntaxPrinter.print(syntax) == "[a]-[b(pad)] ; [c]")
        #expect(file.location(of: 3).column == 1)
        #expect(file.location(of: 7).column == 5)
        #expect(file.lineText(1) == "[a]-[b(pad)]")
        // Only at the very start: elsewhere it is an unexpected character.
        let inner = SourceFile(name: "t.vfl", bytes: Array("[a]\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("[b]".utf8))
        #expect(render(Parser.parse(inner).diagnostics, in: inner) == "2:1: unexpected character '\u{FEFF}'")
    }

    @Test func invalidUTF8InCommentIsIgnored() {
        let file = SourceFile(name: "t.vfl", bytes: Array("[a] # ".utf8) + [0xFF, 0x00] + Array("\n[b]".utf8))
        let (syntax, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty)
        #expect(SyntaxPrinter.print(syntax) == "[a] ; [b]")
    }

    @Test func goodLinesSurviveBadOnes() {
        let (syntax, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: "[a]\n[b\n[c]-[d]\nview\nview e"))
        #expect(diagnostics.count == 2)
        #expect(SyntaxPrinter.print(syntax) == "[a] ; [c]-[d] ; view e")
    }

    /// Notes carry the fix: did-you-mean, the right spelling, the matching bracket.
    static let noteRows: [(id: String, source: String, notes: String)] = [
        ("option did you mean", "[a] options: alignAllCentreY", "did you mean 'alignAllCenterY'?"),
        ("attribute did you mean", "a.widht == 5", "did you mean 'width'?"),
        (
            "statement did you mean", "veiw a",
            "did you mean 'view'? | a line is a format string, an equation 'item.attribute == ...', or a 'metrics', "
                + "'view', 'guide', 'spacing' or 'layoutGuides' statement"
        ),
        ("lowercase orientation", "v:[a]", "use 'V:'"),
        ("colon missing", "H|[a]", "use 'H:'"),
        ("single equals", "a.width = 5", "use '=='"),
        ("lone greater", "[a(>5)]", "use '>='"),
        ("negative spacing", "[a]--5-[b]", "write a negative spacing in parentheses: '-(-5)-'"),
        ("matching bracket", "[a(5)", "to match this '[' @1:1"),
        ("matching paren", "[a(5", "to match this '(' @1:3"),
        ("duplicate key", "view a hug=1 resist=1 hug=2", "first given here @1:8"),
        (
            "unknown key", "view a hugg=1",
            "did you mean 'hug'? | keys are 'in', 'intrinsic', 'hug', 'resist', 'baseline', 'firstBaseline', 'margins', 'frame', 'autoresizing', 'design', 'text', 'lines', 'drawn'"
        ),
        ("condition", "@wc [a]", "did you mean '@wC'?"),
        (
            "attribute list", "a.foo == 1",
            "attributes are left, right, top, bottom, leading, trailing, width, height, "
                + "centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, "
                + "leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"
        ),
        ("spacing between dashes", "[a]-5[b]", "a spacing is written between dashes, as in '-8-'"),
        ("intrinsic", "view a intrinsic=1", "write 'WxH', 'Wx' (width only) or 'xH' (height only)"),
    ]

    @Test(arguments: noteRows)
    func notes(id: String, source: String, notes: String) throws {
        let file = SourceFile(name: "t.vfl", text: source)
        let diagnostic = try #require(Parser.parse(file).diagnostics.first)
        let rendered = diagnostic.notes.map { note in
            note.message + (note.range.map { " @\(file.location(of: $0.start))" } ?? "")
        }.joined(separator: " | ")
        #expect(rendered == notes, "\(id)")
    }

    @Test func messagesHaveStableIDs() {
        let file = SourceFile(name: "t.vfl", text: "[a(5@0)]\n[]")
        #expect(Parser.parse(file).diagnostics.map(\.message.id) == ["priority-out-of-range", "empty-view"])
        #expect(Parser.parse(file).diagnostics.allSatisfy { $0.severity == .error })
    }

    private func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { diagnostic in
            "\(diagnostic.range.map { file.location(of: $0.start).description } ?? "?"): \(diagnostic.message.text)"
        }.joined(separator: " | ")
    }
}
