import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Every node's range covers exactly the text it came from.
@Suite struct ParserRangeTests {
    /// Parses one statement, failing the test on any diagnostic.
    private func statement(_ source: String) throws -> (Statement, SourceFile) {
        let file = SourceFile(name: "t.vfl", text: source)
        let (syntax, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty)
        return (try #require(syntax.statements.first), file)
    }

    @Test func formatRanges() throws {
        let source = "@wC H:|-(>=8@750)-[a(>=-5@w)][b]-8-| options: .alignAllTop  # comment"
        let (statement, file) = try statement(source)
        let text = { (range: SourceRange?) in range.map { file.text(in: $0) } }
        #expect(text(statement.range) == "@wC H:|-(>=8@750)-[a(>=-5@w)][b]-8-| options: .alignAllTop")
        #expect(text(statement.conditions[0].range) == "@wC")
        guard case .format(let format) = statement.kind else {
            Issue.record("not a format")
            return
        }
        #expect(text(format.range) == "H:|-(>=8@750)-[a(>=-5@w)][b]-8-| options: .alignAllTop")
        #expect(text(format.orientationRange) == "H:")
        #expect(text(format.leadingSuperview) == "|")
        let leading = try #require(format.leadingConnection)
        #expect(text(leading.range) == "-(>=8@750)-")
        guard case .predicates(let spacing, _) = leading else {
            Issue.record("not predicates")
            return
        }
        #expect(text(spacing[0].range) == ">=8@750")
        #expect(text(spacing[0].relationRange) == ">=")
        #expect(text(spacing[0].object.range) == "8")
        #expect(text(spacing[0].priority?.range) == "750")
        #expect(text(format.views[0].range) == "[a(>=-5@w)]")
        #expect(text(format.views[0].name.range) == "a")
        #expect(text(format.views[0].predicates[0].object.range) == "-5")
        #expect(
            format.views[0].predicates[0].object
                == .number(NumberLiteral(-5, range: format.views[0].predicates[0].object.range)))
        #expect(text(format.views[0].predicates[0].priority?.range) == "w")
        // A flush connection is an empty range at the join.
        let join = try #require(source.utf8.firstIndex(of: UInt8(ascii: "]")))
        let joinOffset = source.utf8.distance(from: source.utf8.startIndex, to: join) + 1
        #expect(format.connections[0].range == .at(joinOffset))
        #expect(text(format.views[1].range) == "[b]")
        #expect(text(format.trailingConnection?.range) == "-8-")
        #expect(text(format.trailingSuperview) == "|")
        #expect(text(format.options[0].range) == ".alignAllTop")
    }

    @Test func standardConnectionCoversTheDash() throws {
        let (statement, file) = try statement("[a] - [b]")
        guard case .format(let format) = statement.kind else {
            Issue.record("not a format")
            return
        }
        guard case .standard(let range) = format.connections[0] else {
            Issue.record("not standard")
            return
        }
        #expect(file.text(in: range) == "-")
        #expect(range.start == 4)
    }

    @Test func equationRanges() throws {
        let (statement, file) = try statement("box.width == 0.5 * root.width + 10 @750 # c")
        guard case .equation(let equation) = statement.kind else {
            Issue.record("not an equation")
            return
        }
        let text = { (range: SourceRange?) in range.map { file.text(in: $0) } }
        #expect(text(statement.range) == "box.width == 0.5 * root.width + 10 @750")
        #expect(text(equation.range) == "box.width == 0.5 * root.width + 10 @750")
        #expect(text(equation.first.range) == "box.width")
        #expect(text(equation.first.item.range) == "box")
        #expect(text(equation.first.attributeRange) == "width")
        #expect(text(equation.relationRange) == "==")
        #expect(text(equation.multiplier?.range) == "0.5")
        #expect(text(equation.second?.range) == "root.width")
        #expect(text(equation.constant?.range) == "10")
        #expect(text(equation.priority?.range) == "750")
    }

    @Test func declarationRanges() throws {
        let (viewStatement, file) = try statement("  view title in=header intrinsic=120x21 hug=251,250  ")
        guard case .view(let view) = viewStatement.kind else {
            Issue.record("not a view")
            return
        }
        let text = { (range: SourceRange?) in range.map { file.text(in: $0) } }
        #expect(text(viewStatement.range) == "view title in=header intrinsic=120x21 hug=251,250")
        #expect(text(view.range) == "view title in=header intrinsic=120x21 hug=251,250")
        #expect(text(view.name.range) == "title")
        #expect(text(view.parent?.range) == "header")
        #expect(text(view.intrinsicSize?.range) == "120x21")
        #expect(text(view.intrinsicSize?.width?.range) == "120")
        #expect(text(view.intrinsicSize?.height?.range) == "21")
        #expect(text(view.hugging?.vertical.range) == "250")

        let (metricsStatement, metricsFile) = try statement("metrics neg=-4 alias=neg")
        guard case .metrics(let definitions) = metricsStatement.kind else {
            Issue.record("not metrics")
            return
        }
        #expect(metricsFile.text(in: definitions[0].range) == "neg=-4")
        #expect(metricsFile.text(in: definitions[0].value.range) == "-4")
        #expect(
            metricsFile.text(in: definitions[1].value.range) == "alias"
                || metricsFile.text(in: definitions[1].value.range) == "neg")
    }

    @Test func diagnosticRendersAtTheOffendingToken() {
        let file = SourceFile(name: "login.vfl", text: "metrics padding=20\nH:|-[find]-[findNext]-8px-|\n")
        let rendered = Parser.parse(file).diagnostics.map { DiagnosticRenderer().render($0, in: file) }.joined()
        #expect(
            rendered == """
                login.vfl:2:23: error: invalid number '8px'
                H:|-[find]-[findNext]-8px-|
                                      ^~~

                """)
    }

    @Test func columnsCountCharactersNotBytes() {
        let file = SourceFile(name: "t.vfl", text: "# ééé\n[a]-[b] $ # é")
        let diagnostic = Parser.parse(file).diagnostics.first
        #expect(diagnostic.map { file.location(of: $0.range!.start).description } == "2:9")
    }
}

/// Ranges checked against markers in the source: `⟨` and `⟩` enclose the expected range and
/// are removed before parsing, so repeated text (`[a]-[a]`) cannot match the wrong place.
@Suite struct ParserMarkedRangeTests {
    /// The source without markers, and the range the markers enclosed (in bytes).
    private func marked(_ source: String) -> (String, SourceRange) {
        var clean: [UInt8] = []
        var start = 0
        var end = 0
        for scalar in source.unicodeScalars {
            switch scalar {
            case "⟨": start = clean.count
            case "⟩": end = clean.count
            default: clean.append(contentsOf: Array(String(scalar).utf8))
            }
        }
        return (String(decoding: clean, as: UTF8.self), SourceRange(start: start, end: end))
    }

    private func format(_ source: String) throws -> VisualFormat? {
        let (syntax, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: source))
        #expect(diagnostics.isEmpty)
        guard case .format(let format) = try #require(syntax.statements.first).kind else { return nil }
        return format
    }

    @Test(arguments: [("[a]-⟨[a]⟩", "second view"), ("[a]-8-[a]⟨⟩|", "flush trailing connection")])
    func viewAndFlushRanges(source: String, what: String) throws {
        let (clean, expected) = marked(source)
        let format = try #require(try format(clean))
        switch what {
        case "second view": #expect(format.views[1].range == expected)
        default: #expect(format.trailingConnection?.range == expected)
        }
    }

    @Test func predicateRangesInRepeatedText() throws {
        let (clean, expected) = marked("[a(>=8@8,⟨>=8@8⟩)]")
        let format = try #require(try format(clean))
        #expect(format.views[0].predicates[1].range == expected)
    }

    @Test func conditionRange() throws {
        let (clean, expected) = marked("@wC ⟨@wC⟩ [a]")
        let (syntax, _) = Parser.parse(SourceFile(name: "t.vfl", text: clean))
        #expect(syntax.statements.first?.conditions[1].range == expected)
    }

    @Test func errorRangeUnderlinesTheToken() {
        let (clean, expected) = marked("[a]-⟨1e2px⟩-[b]")
        let diagnostics = Parser.parse(SourceFile(name: "t.vfl", text: clean)).diagnostics
        #expect(diagnostics.first?.range == expected)
    }
}
