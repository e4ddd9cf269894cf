import Testing

@testable import VFLSyntax

/// `ViewDeclaration` keeps its keys in a list of the ones given: each property must still read
/// and write as if it were stored.
@Suite struct ViewDeclarationTests {
    private func number(_ value: Double, at offset: Int) -> NumberLiteral {
        NumberLiteral(value, range: SourceRange(start: offset, end: offset + 1))
    }

    private func declaration() -> ViewDeclaration {
        ViewDeclaration(
            name: Identifier("title", range: SourceRange(start: 5, end: 10)), range: SourceRange(start: 0, end: 10))
    }

    @Test func unsetKeysReadNilAndAllocateNothing() {
        let view = declaration()
        #expect(view.intrinsicSize == nil && view.hugging == nil && view.compressionResistance == nil)
        #expect(view.baseline == nil && view.firstBaseline == nil && view.margins == nil && view.frame == nil)
        #expect(view.autoresizing == nil && view.design == nil && view.text == nil && view.lines == nil)
        #expect(view.attributes.isEmpty)
    }

    @Test func eachKeyReadsBackWhatWasSetAndNoOther() {
        var view = declaration()
        view.baseline = number(4, at: 20)
        view.lines = number(0, at: 30)
        view.hugging = AxisPair(horizontal: number(251, at: 40), vertical: number(250, at: 44))
        view.text = SizeSyntax(
            width: number(60, at: 50), height: number(20, at: 53), range: SourceRange(start: 50, end: 55))
        #expect(view.baseline?.value == 4 && view.baseline?.range.start == 20)
        #expect(view.lines?.value == 0 && view.lines?.range.start == 30)
        #expect(view.hugging?.horizontal.value == 251 && view.hugging?.vertical.value == 250)
        #expect(view.text?.width.value == 60 && view.text?.height.value == 20)
        // Keys of the same payload type are told apart.
        #expect(view.firstBaseline == nil && view.compressionResistance == nil && view.design == nil)
        #expect(view.attributes.count == 4)
    }

    @Test func settingAgainReplacesAndNilRemoves() {
        var view = declaration()
        view.firstBaseline = number(16, at: 20)
        view.baseline = number(4, at: 30)
        view.firstBaseline = number(12, at: 40)
        #expect(view.firstBaseline?.value == 12 && view.firstBaseline?.range.start == 40)
        #expect(view.baseline?.value == 4)
        #expect(view.attributes.count == 2)
        view.firstBaseline = nil
        #expect(view.firstBaseline == nil && view.baseline?.value == 4)
        view.baseline = nil
        #expect(view.attributes.isEmpty)
        view.lines = nil
        #expect(view.attributes.isEmpty)
    }

    @Test func initializerStoresItsKeys() {
        let view = ViewDeclaration(
            name: Identifier("a", range: .at(0)), parent: Identifier("root", range: .at(2)),
            baseline: number(3, at: 4),
            margins: MarginsSyntax(
                top: number(1, at: 6), left: number(2, at: 8), bottom: number(3, at: 10), right: number(4, at: 12),
                range: SourceRange(start: 6, end: 13)),
            range: SourceRange(start: 0, end: 13))
        #expect(view.parent?.name == "root")
        #expect(view.baseline?.value == 3)
        #expect(view.margins?.right.value == 4)
        #expect(view.intrinsicSize == nil && view.hugging == nil && view.firstBaseline == nil)
        #expect(view.attributes.count == 2)
    }

    @Test func parsedDeclarationHasEveryKey() throws {
        let source =
            "view a in=b intrinsic=120x21 hug=251 resist=750,749 baseline=4 firstBaseline=16 margins=1,2,3,4 hidden "
            + "frame=0,0,10,20 autoresizing=flexibleWidth design=320x480 text=60x20 lines=2"
        let (syntax, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: source))
        #expect(diagnostics.isEmpty)
        guard case .view(let view) = try #require(syntax.statements.first).kind else {
            Issue.record("not a view declaration")
            return
        }
        #expect(view.parent?.name == "b" && view.hidden != nil)
        #expect(view.intrinsicSize?.width?.value == 120 && view.intrinsicSize?.height?.value == 21)
        #expect(view.hugging?.vertical.value == 251 && view.compressionResistance?.vertical.value == 749)
        #expect(view.baseline?.value == 4 && view.firstBaseline?.value == 16 && view.margins?.bottom.value == 3)
        #expect(view.frame?.height.value == 20 && view.autoresizing?.members == [.flexibleWidth])
        #expect(view.design?.height.value == 480 && view.text?.width.value == 60 && view.lines?.value == 2)
        #expect(view.attributes.count == 11)
    }
}
