import Foundation
import Testing

@testable import VFLDriver
@testable import VFLSyntax

/// `VFLSyntax.SyntaxPrinter` (not the tests' tree printer of the same name) on every `.vfl` file of the repository (examples, fixtures, docs): printing a
/// parsed file and parsing the text again prints the same text (a fixed point), and the printed
/// program compiles to byte-identical JSON (`--format vfl` as a formatter changes no layout).
@Suite struct SyntaxPrinterTests {
    static let files: [URL] = [
        TestSupport.examplesDirectory, TestSupport.fixturesDirectory,
        TestSupport.packageRoot.appendingPathComponent("docs/examples"),
        TestSupport.packageRoot.appendingPathComponent("Tests/VFLTests/Render/UIKitStandIn/layouts"),
    ].flatMap { TestSupport.files(in: $0, withExtension: "vfl") }

    static func printed(_ text: String) -> String {
        VFLSyntax.SyntaxPrinter.print(Parser.parse(SourceFile(name: "t.vfl", text: text)).syntax)
    }

    @Test func thereAreFiles() {
        #expect(Self.files.count >= 60)
    }

    @Test(arguments: files)
    func printingIsAFixedPoint(_ url: URL) throws {
        let source = try String(contentsOf: url, encoding: .utf8)
        let once = Self.printed(source)
        #expect(Self.printed(once) == once, "\(url.lastPathComponent)\n\(once)")
        // Nothing of the program is lost: as many statements as the file parses to.
        let statements = Parser.parse(SourceFile(name: "t.vfl", text: source)).syntax.statements.count
        #expect(once.split(separator: "\n").count == statements)
    }

    @Test(arguments: files)
    func formattedFileCompilesAlike(_ url: URL) throws {
        let source = try String(contentsOf: url, encoding: .utf8)
        guard Parser.parse(SourceFile(name: "t.vfl", text: source)).diagnostics.isEmpty else { return }
        let header = source.hasPrefix("# vflc:") ? String(source.prefix { $0 != "\n" }) + "\n" : ""
        let program = header + Self.printed(source)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-format-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent(url.lastPathComponent)
        try program.write(to: copy, atomically: true, encoding: .utf8)
        let original = Driver.run(arguments: [url.path, "--format", "json"])
        let reprinted = Driver.run(arguments: [copy.path, "--format", "json"])
        #expect(reprinted.status == original.status, "\(url.lastPathComponent): \(reprinted.standardError)")
        #expect(reprinted.standardOutput == original.standardOutput, "\(url.lastPathComponent)")
        // The formatter prints that program (for a file that compiles).
        let formatted = Driver.run(arguments: [url.path, "--format", "vfl"])
        if formatted.status == 0 { #expect(formatted.standardOutput == program, "\(url.lastPathComponent)") }
    }

    /// A tree the parser never makes, as Interface Builder's front end does: a constant-only
    /// equation whose constant is left out (`<constraint firstAttribute="height"/>`) means 0.
    @Test func equationWithoutConstantIsZero() {
        let range = SourceRange.at(0)
        let equation = Equation(
            first: AttributeReference(
                item: Identifier("box", range: range), attribute: .height, attributeRange: range, range: range),
            relation: .greaterThanOrEqual, relationRange: range, multiplier: nil, second: nil, constant: nil,
            constantNegated: false, priority: nil, range: range)
        let statement = Statement(conditions: [], kind: .equation(equation), range: range)
        #expect(VFLSyntax.SyntaxPrinter.line(for: statement) == "box.height >= 0")
    }

    /// The spelling of each kind of statement.
    @Test func spellsEachStatement() {
        let source = """
            metrics gap=8 wide=gap
            spacing sibling=6 superview=12
            layoutGuides top=20 bottom=0
            platform ios 17
            safeArea top=59 bottom=34
            design 320x480
            view root margins=8,16,8,16
            @wC @hR view title in=card intrinsic=120.5x hug=251,250 resist=750 hidden
            view box frame=20,20,120,40 autoresizing=flexibleWidth,flexibleBottomMargin design=120x40
            guide spacer in=card
            stack row in=card axis=vertical alignment=top spacing=4 spacingAfter=title:12 margins=true arranged=title,box
            title.centerX == 0.5 * card.centerX - 8 @defaultHigh
            title.width == 1 / 3
            V:|-(>=gap@750)-[title(==box,<=200)]-[box]| options: alignAllLeft, alignAllRight
            H:[title]-0-[box]
            """
        let expected = """
            metrics gap=8 wide=gap
            spacing sibling=6 superview=12
            layoutGuides top=20 bottom=0
            platform ios 17
            safeArea top=59 bottom=34
            design 320x480
            view root margins=8,16,8,16
            @wC @hR view title in=card intrinsic=120.5x hug=251,250 resist=750 hidden
            view box frame=20,20,120,40 autoresizing=flexibleWidth,flexibleBottomMargin design=120x40
            guide spacer in=card
            stack row in=card axis=vertical distribution=fill alignment=top spacing=4 spacingAfter=title:12 margins=true arranged=title,box
            title.centerX == 0.5 * card.centerX - 8 @defaultHigh
            V:|-(>=gap@750)-[title(box,<=200)]-[box]| options: alignAllLeft, alignAllRight
            H:[title]-0-[box]

            """
        let printed = Self.printed(source)
        // `title.width == 1 / 3` is no statement (a parse error, dropped); everything else prints.
        #expect(printed == expected)
    }
}
