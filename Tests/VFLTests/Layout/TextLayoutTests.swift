import Testing

@testable import VFL
@testable import VFLSyntax

/// Wrapping labels (`text=WxL lines=N`): the intrinsic size at a width, its lowering, and the
/// passes that set each label's preferred width until nothing changes.
@Suite struct TextLayoutTests {
    func compiled(_ source: String, widths: [Double?], height: Double? = nil) -> CompilationResult {
        Compiler.compile(
            SourceFile(name: "t.vfl", text: source),
            environments: widths.map {
                LayoutEnvironment(width: $0, height: height, traits: .init(horizontal: .compact, vertical: .regular))
            })
    }

    @Test func intrinsicSizeAtAWidth() {
        let label = TextLabel(
            item: 1, length: 640, lineHeight: 20, lines: 0, widthConstraints: [], heightConstraints: [])
        #expect(label.intrinsicSize(preferredWidth: 0) == (640, 20))
        #expect(label.intrinsicSize(preferredWidth: 1000) == (640, 20))
        #expect(label.intrinsicSize(preferredWidth: 300) == (300, 60))
        // 640 / 320 is exactly 2; 640 / 319.9 is within 0.001 of 2, so 2 as well.
        #expect(label.intrinsicSize(preferredWidth: 320) == (320, 40))
        #expect(label.intrinsicSize(preferredWidth: 319.9) == (319.9, 40))
        #expect(label.intrinsicSize(preferredWidth: 319) == (319, 60))
        var capped = label
        capped.lines = 2
        #expect(capped.intrinsicSize(preferredWidth: 100) == (100, 40))
    }

    @Test func loweredAsAnIntrinsicSizeAtOneLine() {
        let file = SourceFile(name: "t.vfl", text: "view body text=640x20 lines=3 hug=251 resist=752,749\nH:|[body]|")
        let (syntax, _) = Parser.parse(file)
        let (system, diagnostics) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        #expect(diagnostics.isEmpty)
        #expect(
            system.constraints.prefix(4).map { system.describe($0, alwaysShowPriority: true) } == [
                "body.width <= 640 @251", "body.width >= 640 @752", "body.height <= 20 @251", "body.height >= 20 @749",
            ])
        #expect(
            system.textLabels == [
                TextLabel(
                    item: 1, length: 640, lineHeight: 20, lines: 3, widthConstraints: [0, 1], heightConstraints: [2, 3])
            ])
    }

    @Test func aSelfSizingCellGrowsAsTheWidthShrinks() {
        let source = """
            view title text=120x20
            view body text=760x18 lines=3
            H:|-16-[title]-16-|
            H:|-16-[body]-16-|
            V:|-12-[title]-4-[body]-12-|
            """
        let result = compiled(source, widths: [320, 375, 414])
        #expect(!result.hasErrors)
        #expect(result.layouts.map(\.height) == [102, 102, 84])
        // The same width alone gives the same layout as in the sweep.
        let alone = compiled(source, widths: [414])
        #expect(alone.layouts.map(\.height) == [84])
        // Lines capped at 3: 760 / 200 would be 4.
        let narrow = compiled(source, widths: [232])
        #expect(narrow.layouts.first?.views.first { $0.name == "body" }?.frame.height == 54)
    }

    @Test func aLabelThatDoesNotSettleIsNamed() {
        // Its width shrinks as its height grows: one line leaves it 100 wide, three lines
        // leave it no width, so the next pass is one line again.
        let source = """
            view body text=300x10 resist=500,900
            body.width == -10 * body.height + 200
            H:|[body]
            V:|[body]
            """
        let result = compiled(source, widths: [200], height: 100)
        let warnings = result.diagnostics.filter { $0.message.id == DiagnosticID.textLayoutUnsettled.rawValue }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.text.contains("'body'") == true)
    }

    @Test func errors() {
        let lines = compiled("view a lines=2\nH:|[a]|\nV:|[a]|", widths: [100])
        #expect(lines.diagnostics.map(\.message.text).contains("'lines=' on 'a' needs 'text=': only a label has lines"))
        let count = compiled("view a text=10x10 lines=2.5\nH:|[a]|\nV:|[a]|", widths: [100])
        #expect(
            count.diagnostics.map(\.message.text).contains(
                "'lines=2.5' is not a line count (a whole number, 0 for unlimited)"))
    }
}
