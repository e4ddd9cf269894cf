import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct DiagnosticRendererTests {
    @Test func rendersTheContractExample() {
        let file = SourceFile(
            name: "login.vfl", text: "metrics padding=20\n\nH:|-pading-[find]-[findNext]-[findField(>=20)]-|\n")
        let diagnostic = Diagnostic.error(
            .unknownMetric("pading"), at: SourceRange(start: 24, end: 30),
            notes: [.init("did you mean 'padding'?", at: SourceRange(start: 8, end: 15))])
        #expect(
            DiagnosticRenderer().render(diagnostic, in: file) == """
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
        let rendered = DiagnosticRenderer().render(
            .error(.unknownMetric("zz"), at: SourceRange(start: start, end: start + 2)), in: file)
        let lines = rendered.split(separator: "\n")
        #expect(lines[0] == "long.vfl:1:40002: error: unknown metric 'zz'")
        #expect(lines[1].count <= DiagnosticRenderer.maximumSnippetWidth)
        #expect(lines[1].hasPrefix("..."))
        // The caret still sits under the name.
        let caret = lines[2].firstIndex(of: "^")!.utf16Offset(in: lines[2])
        #expect(Array(lines[1].utf8)[caret] == UInt8(ascii: "z"))
    }

    /// A NUL or an escape in the source line is not echoed raw to the terminal: each shows as
    /// one Control Pictures symbol, so the caret stays under the token.
    @Test func controlCharactersAreShownAsSymbols() {
        let file = SourceFile(name: "c.vfl", bytes: Array("[a]\u{0}\u{1B}[31m\t[b\u{7F}]".utf8))
        let rendered = DiagnosticRenderer().render(
            .error(.unknownMetric("b"), at: SourceRange(start: 11, end: 12)), in: file)
        #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(
            rendered == """
                c.vfl:1:12: error: unknown metric 'b'
                [a]\u{2400}\u{241B}[31m\t[b\u{2421}]
                         \t ^

                """)
    }

    @Test func colorOnlyWhenAsked() {
        let file = SourceFile(name: "a.vfl", text: "x")
        let diagnostic = Diagnostic.warning(.viewNamedOnce("x"), at: SourceRange(start: 0, end: 1))
        #expect(!DiagnosticRenderer(colored: false).render(diagnostic, in: file).contains("\u{1B}["))
        #expect(DiagnosticRenderer(colored: true).render(diagnostic, in: file).contains("\u{1B}["))
    }

    @Test func clipsLongNonASCIILinesAroundTheCaret() {
        // 30,000 characters of mixed widths before the offending name: the header counts them
        // all, and the clipped line still puts the caret under the name.
        let prefix = String(repeating: "[é]-[漢]-[😀]-", count: 2_500)
        let line = prefix + "[zz]-[ü]"
        let file = SourceFile(name: "long.vfl", text: "# first line\n" + line + "\n")
        let start = "# first line\n".utf8.count + prefix.utf8.count + 1
        let rendered = DiagnosticRenderer().render(
            .error(.unknownMetric("zz"), at: SourceRange(start: start, end: start + 2)), in: file)
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines[0] == "long.vfl:2:\(prefix.unicodeScalars.count + 2): error: unknown metric 'zz'")
        #expect(lines[1].hasPrefix("...") && lines[1].unicodeScalars.count <= DiagnosticRenderer.maximumSnippetWidth)
        let shown = Array(lines[1].unicodeScalars)
        let marker = Array(lines[2].unicodeScalars)
        let caret = marker.firstIndex(of: "^")!
        #expect(String(String.UnicodeScalarView(shown[caret..<(caret + 2)])) == "zz")
        #expect(marker[caret + 1] == "~")
    }

    @Test func manyDiagnosticsOnOneLongLineEachShowTheirToken() {
        // One line of 5,000 unknown metrics: each diagnostic's caret sits under its own name.
        let names = (0..<5_000).map { "m\($0)" }
        let line = "H:|" + names.map { "-\($0)-[v]" }.joined() + "|  # é"
        let file = SourceFile(name: "many.vfl", text: line)
        var offset = 3
        for (index, name) in names.enumerated() {
            offset += 1
            if index % 997 == 0 {
                let rendered = DiagnosticRenderer().render(
                    .error(.unknownMetric(name), at: SourceRange(start: offset, end: offset + name.utf8.count)),
                    in: file)
                let lines = rendered.split(separator: "\n").map(String.init)
                #expect(lines[0].hasPrefix("many.vfl:1:\(offset + 1): error"))
                let shown = Array(lines[1].unicodeScalars)
                let caret = Array(lines[2].unicodeScalars).firstIndex(of: "^")!
                #expect(String(String.UnicodeScalarView(shown[caret..<(caret + name.count)])) == name)
            }
            offset += name.utf8.count + "-[v]".utf8.count
        }
    }
}
