import Testing
@testable import VFL

@Suite struct DiagnosticRendererTests {
    @Test func rendersTheContractExample() {
        let file = SourceFile(name: "login.vfl", text: "metrics padding=20\n\nH:|-pading-[find]-[findNext]-[findField(>=20)]-|\n")
        let diagnostic = Diagnostic.error(.unknownMetric("pading"), at: SourceRange(start: 24, end: 30),
                                          notes: [.init("did you mean 'padding'?", at: SourceRange(start: 8, end: 15))])
        #expect(DiagnosticRenderer().render(diagnostic, in: file) == """
            login.vfl:3:5: error: unknown metric 'pading'
            H:|-pading-[find]-[findNext]-[findField(>=20)]-|
                ^~~~~~
            login.vfl:1:9: note: did you mean 'padding'?

            """)
    }

    @Test func clipsVeryLongLinesAroundTheCaret() {
        let line = String(repeating: "[a]-", count: 10_000) + "[zz]"
        let file = SourceFile(name: "long.vfl", text: line)
        let start = line.utf8.count - 3
        let rendered = DiagnosticRenderer().render(.error(.unknownMetric("zz"), at: SourceRange(start: start, end: start + 2)), in: file)
        let lines = rendered.split(separator: "\n")
        #expect(lines[0] == "long.vfl:1:40002: error: unknown metric 'zz'")
        #expect(lines[1].count <= DiagnosticRenderer.maximumSnippetWidth)
        #expect(lines[1].hasPrefix("..."))
        // The caret still sits under the name.
        let caret = lines[2].firstIndex(of: "^")!.utf16Offset(in: lines[2])
        #expect(Array(lines[1].utf8)[caret] == UInt8(ascii: "z"))
    }

    @Test func colorOnlyWhenAsked() {
        let file = SourceFile(name: "a.vfl", text: "x")
        let diagnostic = Diagnostic.warning(.viewNamedOnce("x"), at: SourceRange(start: 0, end: 1))
        #expect(!DiagnosticRenderer(colored: false).render(diagnostic, in: file).contains("\u{1B}["))
        #expect(DiagnosticRenderer(colored: true).render(diagnostic, in: file).contains("\u{1B}["))
    }
}
