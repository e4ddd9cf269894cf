import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// GTK-style table of valid inputs: each row's source must parse without diagnostics into the
/// tree printed by `SyntaxPrinter`.
@Suite struct ParserValidTests {
    static let rows: [(id: String, source: String, tree: String)] = [
        // Visual format strings.
        ("single view", "[a]", "[a]"),
        ("horizontal prefix", "H:[a]", "H:[a]"),
        ("vertical prefix", "V:[a]", "V:[a]"),
        ("standard spaces", "H:|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"),
        ("flush everywhere", "|[a][b]|", "|[a][b]|"),
        ("numeric spacing", "|-20-[a]-8-[b]-0-|", "|-(20)-[a]-(8)-[b]-(0)-|"),
        ("metric spacing", "[a]-pad-[b]", "[a]-(pad)-[b]"),
        ("view used as space parses as a name", "[a]-b-[b]", "[a]-(b)-[b]"),
        ("predicate list in connection", "[a]-(>=8,<=20@750)-[b]", "[a]-(>=8,<=20@750)-[b]"),
        ("bare relation in connection", "[a]->=8-[b]", "[a]-(>=8)-[b]"),
        ("bare priority in connection", "[a]-8@500-[b]", "[a]-(8@500)-[b]"),
        ("bare == in connection", "[a]-==8-[b]", "[a]-(==8)-[b]"),
        ("negative spacing in parentheses", "[a]-(-10)-[b]", "[a]-(-10)-[b]"),
        ("view predicates", "[a(>=50@700,<=100)]", "[a(>=50@700,<=100)]"),
        ("negative view constant", "[a(-5)]", "[a(-5)]"),
        ("view predicate naming a view", "[a(==b)]", "[a(==b)]"),
        ("view predicate with priority", "[a(>=b@500)]", "[a(>=b@500)]"),
        ("metric constant and priority", "[a(>=w@prio)]", "[a(>=w@prio)]"),
        ("strtod numbers", "[a(1e2)]-0x20-[b(.5)]-(5.)-[c]", "[a(100)]-(32)-[b(0.5)]-(5)-[c]"),
        ("priority bounds", "[a(1@1,2@1000)]", "[a(1@1,2@1000)]"),
        ("fractional priority", "[a(1@999.5)]", "[a(1@999.5)]"),
        // Except right after a connection's `-`, as UIKit (space-after-dash, ParserErrorTests).
        ("whitespace anywhere else", "  H : | -8 - [ a ( >= 5 @ 10 ) ] - |  ", "H:|-(8)-[a(>=5@10)]-|"),
        ("tabs", "H:\t[a]\t-\t[b]", "H:[a]-[b]"),
        (
            "options", "H:[a]-[b] options: alignAllCenterY, directionRightToLeft",
            "H:[a]-[b] options:alignAllCenterY,directionRightToLeft"
        ),
        (
            "options with dots", "[a][b]| options: .alignAllTop,.spacingEdgeToEdge",
            "[a][b]| options:alignAllTop,spacingEdgeToEdge"
        ),
        ("layout guides as views", "V:[topLayoutGuide]-[view]", "V:[topLayoutGuide]-[view]"),
        ("spacer guides", "H:|[g1][a][g2(==g1)][b][g3(==g1)]|", "H:|[g1][a][g2(==g1)][b][g3(==g1)]|"),
        ("view named like a keyword", "[view]-[metrics]", "[view]-[metrics]"),
        // Conditions.
        ("condition", "@wC H:|-10-[box]-10-|", "@wC H:|-(10)-[box]-(10)-|"),
        ("two conditions", "@wR @hR metrics side=100", "@wR @hR metrics side=100"),
        ("all conditions", "@wC @wR @hC @hR view a", "@wC @wR @hC @hR view a"),
        ("condition on an equation", "@hC a.height == 44", "@hC a.height == 44"),
        (
            "condition on options", "@hR V:[a][b] options: spacingBaselineToBaseline",
            "@hR V:[a][b] options:spacingBaselineToBaseline"
        ),
        // Declarations.
        (
            "metrics", "metrics padding=20 buttonWidth=72 neg=-4 alias=padding",
            "metrics padding=20 buttonWidth=72 neg=-4 alias=padding"
        ),
        ("metrics spaced", "metrics a = 1.5", "metrics a=1.5"),
        (
            "view full", "view title in=header intrinsic=120x21 hug=251 resist=750,740 baseline=4 firstBaseline=16",
            "view title in=header intrinsic=120x21 hug=251,251 resist=750,740 baseline=4 firstBaseline=16"
        ),
        ("view keys in any order", "view t resist=1 in=p", "view t in=p resist=1,1"),
        ("intrinsic height only", "view t intrinsic=x21", "view t intrinsic=x21"),
        ("intrinsic width only", "view t intrinsic=120x", "view t intrinsic=120x"),
        ("intrinsic 0x21 is not hex", "view t intrinsic=0x21", "view t intrinsic=0x21"),
        ("intrinsic fractions", "view t intrinsic=10.5x.5", "view t intrinsic=10.5x0.5"),
        ("bare view", "view t", "view t"),
        ("guide", "guide gap in=card", "guide gap in=card"),
        ("bare guide", "guide gap", "guide gap"),
        ("spacing", "spacing sibling=8 superview=20", "spacing sibling=8 superview=20"),
        ("spacing one", "spacing superview=0", "spacing superview=0"),
        ("layout guides", "layoutGuides top=64 bottom=49", "layoutGuides top=64 bottom=49"),
        // Equations.
        ("equation center", "box.centerX == root.centerX", "box.centerX == root.centerX"),
        ("equation full", "box.width == 0.5 * root.width + 10 @750", "box.width == 0.5*root.width + 10 @750"),
        ("equation trailing multiplier", "a.height == a.width * 2 - 4", "a.height == 2*a.width - 4"),
        ("equation constant", "title.width <= 300", "title.width <= 300"),
        ("equation negative constant", "t.width >= -3", "t.width >= -3"),
        ("equation metric constant", "t.width == side @prio", "t.width == side @prio"),
        ("equation metric offset", "a.left == b.right + pad", "a.left == b.right + pad"),
        ("equation no spaces", "a.top>=b.bottom-8@250", "a.top >= b.bottom - 8 @250"),
        ("equation on a view named view", "view.width == 10", "view.width == 10"),
        ("equation baselines", "a.firstBaseline == b.lastBaseline", "a.firstBaseline == b.lastBaseline"),
        // Lines.
        ("comments and blank lines", "# header\n\n[a] # trailing\n// slashes\n  \n[b]//x", "[a] ; [b]"),
        ("CRLF", "metrics a=1\r\n[a]\r\n\r\nview v\r\n", "metrics a=1 ; [a] ; view v"),
        ("empty file", "", ""),
        ("only comments", "# one\n// two\n   # three", ""),
        ("no final newline after comment", "[a]#", "[a]"),
        (
            "many statements", "metrics m=1\nview a\nguide g\nspacing\nlayoutGuides\na.width == m\n|[a][g]|",
            "metrics m=1 ; view a ; guide g ; spacing ; layoutGuides ; a.width == m ; |[a][g]|"
        ),
    ]

    @Test(arguments: rows)
    func parses(id: String, source: String, tree: String) {
        let (syntax, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: source))
        #expect(diagnostics.map { $0.message.text } == [], "\(id)")
        #expect(SyntaxPrinter.print(syntax) == tree, "\(id)")
    }

    @Test func absentOrientationIsHorizontal() throws {
        let (syntax, _) = Parser.parse(SourceFile(name: "t.vfl", text: "[a]"))
        guard case .format(let format) = try #require(syntax.statements.first).kind else {
            Issue.record("not a format")
            return
        }
        #expect(format.orientation == .horizontal)
        #expect(format.orientationRange == nil)
        #expect(format.leadingConnection == nil && format.trailingConnection == nil)
    }

    @Test func equationSignAndMultiplier() throws {
        let (syntax, _) = Parser.parse(SourceFile(name: "t.vfl", text: "a.width == -0.5 * b.width - 3"))
        guard case .equation(let equation) = try #require(syntax.statements.first).kind else {
            Issue.record("not an equation")
            return
        }
        #expect(equation.multiplier?.value == -0.5)
        #expect(equation.constantNegated)
        #expect(equation.constant == .number(NumberLiteral(3, range: SourceRange(start: 28, end: 29))))
    }
}
