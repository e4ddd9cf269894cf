import Testing

@testable import VFLLint
@testable import VFLSyntax

/// Mutation tests: valid calls, written in the ways code writes them (plain, `+` joined, multi-line,
/// escaped, raw, Objective-C adjacent literals across lines), lint clean; then each name marked
/// `«…»` in the template gets a typo, and lint must report exactly that name at the line and
/// column where the typo is — counted here from the template's text, not by the linter.
@Suite struct LintMutationTests {
    struct Template: CustomStringConvertible, Sendable {
        var name: String
        var language: SourceLanguage
        var text: String
        var description: String { name }
    }

    static let templates = [
        Template(
            name: "swift plain", language: .swift,
            text: """
                override func viewDidLoad() {
                    let views = ["a": a, "bee": b, "cat": c]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-«pad»-[«a»]-[«bee»(«w»)]-[«cat»(==«bee»)]-|", options: .alignAllTop, metrics: ["pad": 8, "w": 40], views: views))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[«a»]-[«bee»]", options: .alignAllLeading, metrics: nil, views: views))
                }
                """),
        Template(
            name: "swift joined across lines", language: .swift,
            text: """
                func layout() {
                    let metrics: [String: Any] = ["pad": 8, "w": 40]
                    NSLayoutConstraint.activate(
                        NSLayoutConstraint
                            .constraints(
                                withVisualFormat: "V:|-«pad»-[«a»]" +
                                    "-[«bee»(>=«w»@«prio»)]" + "-|",
                                metrics: metrics, views: ["a": a, "bee": b]))
                }
                """
                .replacingOccurrences(of: "[\"pad\": 8, \"w\": 40]", with: "[\"pad\": 8, \"w\": 40, \"prio\": 750]")),
        Template(
            name: "swift multi-line", language: .swift,
            text: """
                    let v = NSLayoutConstraint.constraints(
                        withVisualFormat: \"\"\"
                            H:|-«pad»-[«a»]
                            \t-[«bee»]-|
                            \"\"\",
                        metrics: ["pad": 1], views: ["a": a, "bee": b])
                """),
        Template(
            name: "swift escapes and raw", language: .swift,
            text: """
                init() {
                let views = ["a": a, "bee": b]
                let x = NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\u{28}8)-[«a»]\\t-[«bee»]|", metrics: nil, views: views)
                let y = NSLayoutConstraint.constraints(withVisualFormat: #"V:|[«a»]-(\\#u{3E}=8)-[«bee»]"#, metrics: nil, views: views)
                }
                """),
        Template(
            name: "objective-c adjacent literals", language: .objectiveC,
            text: """
                - (void)layout {
                    NSDictionary *views = NSDictionaryOfVariableBindings(a, bee);
                    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-«pad»-[«a»]"
                                                                                              "-[«bee»(«w»)]-|"
                                                                                      options:NSLayoutFormatAlignAllCenterY
                                                                                      metrics:@{@"pad": @8, @"w": @(40)}
                                                                                        views:views]];
                }
                """),
        Template(
            name: "objective-c adjacent literals ending in a view", language: .objectiveC,
            text: """
                NSArray *c = [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[«a»]"
                                                                            "-[«bee»]" options:0 metrics:nil views:@{@"a": a, @"bee": b}];
                """),
        Template(
            name: "objective-c escapes", language: .objectiveC,
            text: """
                NSArray *c = [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-\\x28\\t8)-[«a»]-[«bee»(==«a»)]|" options:0 metrics:nil views:@{@"a": a, @"bee": b}];
                """),
    ]

    /// The template without markers, and each marked name's offset in it.
    static func unmarked(_ text: String) -> (text: String, names: [(name: String, offset: Int)]) {
        var output: [UInt8] = []
        var names: [(String, Int)] = []
        var scalars = Array(text.utf8)[...]
        let open = Array("«".utf8)
        let close = Array("»".utf8)
        while !scalars.isEmpty {
            if scalars.starts(with: open) {
                scalars = scalars.dropFirst(open.count)
                var name: [UInt8] = []
                while !scalars.starts(with: close) { name.append(scalars.removeFirst()) }
                scalars = scalars.dropFirst(close.count)
                names.append((String(decoding: name, as: UTF8.self), output.count))
                output += name
            } else {
                output.append(scalars.removeFirst())
            }
        }
        return (String(decoding: output, as: UTF8.self), names)
    }

    /// Line and column (1-based, in characters) of a byte offset, counted on the text directly.
    static func lineAndColumn(of offset: Int, in text: String) -> (Int, Int) {
        let before = Array(text.utf8)[..<offset]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let column = before[lineStart...].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    static func lint(_ text: String, _ language: SourceLanguage) -> [Diagnostic] {
        Linter().lint(SourceFile(name: "t", text: text), language: language).diagnostics
    }

    @Test(arguments: templates)
    func validTemplateIsClean(_ template: Template) {
        let (text, names) = Self.unmarked(template.text)
        #expect(!names.isEmpty)
        let report = Linter().lint(SourceFile(name: "t", text: text), language: template.language)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message.text))")
        #expect(report.events.allSatisfy(\.checked) && !report.events.isEmpty)
    }

    @Test(arguments: templates)
    func everyTypoIsFoundAtItsPlace(_ template: Template) {
        let (text, names) = Self.unmarked(template.text)
        for (index, marked) in names.enumerated() {
            // Insert a letter in the middle of the name: `bee` → `beqe`.
            let middle = marked.offset + marked.name.utf8.count / 2 + 1
            var bytes = Array(text.utf8)
            bytes.insert(UInt8(ascii: "q"), at: middle)
            let mutated = String(decoding: bytes, as: UTF8.self)
            let diagnostics = Self.lint(mutated, template.language)
            let file = SourceFile(name: "t", text: mutated)
            #expect(diagnostics.count == 1, "\(template.name) #\(index): \(diagnostics.map(\.message.text))")
            guard let diagnostic = diagnostics.first, let range = diagnostic.range else { continue }
            let location = file.location(of: range.start)
            let (line, column) = Self.lineAndColumn(of: marked.offset, in: mutated)
            #expect(location.line == line && location.column == column, "\(template.name) #\(index)")
            let typo = String(
                decoding: Array(mutated.utf8)[marked.offset..<(marked.offset + marked.name.utf8.count + 1)],
                as: UTF8.self)
            #expect(diagnostic.message.text.contains("'\(typo)'"), "\(diagnostic.message.text)")
            #expect(diagnostic.message.id.hasPrefix("lint-unknown"))
        }
    }

    /// The offsets of the `]`s that end a format: the format's closing quote comes right after,
    /// followed (past a raw string's `#` and spaces) by a comma or the next Objective-C label.
    static func formatEndingBrackets(_ text: String) -> [Int] {
        let bytes = Array(text.utf8)
        return bytes.indices.filter { index in
            guard bytes[index] == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"")
            else { return false }
            var next = index + 2
            while next < bytes.count, bytes[next] == UInt8(ascii: "#") || bytes[next] == UInt8(ascii: " ") { next += 1 }
            guard next < bytes.count else { return false }
            return bytes[next] == UInt8(ascii: ",")
                || (bytes[next] | 0x20 >= UInt8(ascii: "a") && bytes[next] | 0x20 <= UInt8(ascii: "z"))
        }
    }

    /// The templates with a format that ends in a view, the only ones the next test can mutate.
    static let templatesEndingInAView = templates.filter { !formatEndingBrackets(unmarked($0.text).text).isEmpty }

    @Test func formatsEndingInAViewAreCoveredInBothLanguages() {
        #expect(Set(Self.templatesEndingInAView.map(\.language)) == [.swift, .objectiveC])
        #expect(Self.templatesEndingInAView.count >= 3, "\(Self.templatesEndingInAView)")
    }

    /// Dropping the format's last `]` is reported at the closing quote, as UIKit reaches the end.
    @Test(arguments: templatesEndingInAView)
    func missingBracketAtTheEndPointsAtTheClosingQuote(_ template: Template) {
        let (text, _) = Self.unmarked(template.text)
        let bytes = Array(text.utf8)
        let ends = Self.formatEndingBrackets(text)
        #expect(!ends.isEmpty)
        for end in ends {
            var mutatedBytes = bytes
            mutatedBytes.remove(at: end)
            let mutated = String(decoding: mutatedBytes, as: UTF8.self)
            let diagnostics = Self.lint(mutated, template.language)
            let file = SourceFile(name: "t", text: mutated)
            #expect(diagnostics.count == 1, "\(template.name)")
            guard let found = diagnostics.first?.range else { continue }
            #expect(diagnostics[0].message.text == "expected ']' after view name")
            // The quote moved into the removed bracket's place.
            #expect(file.location(of: found.start) == file.location(of: end), "\(template.name)")
        }
    }
}
