import Foundation

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// `source` lowered for `wC hR`: the constraints of one origin (a stack view's, the
    /// autoresizing masks') as `'identifier' equation @priority`, and every diagnostic as
    /// `line:column: message`.
    static func lowered(_ source: String, origin: ConstraintOrigin.Kind) -> (
        constraints: [String], diagnostics: [String]
    ) {
        let file = SourceFile(name: "t.vfl", text: source)
        let (syntax, parseDiagnostics) = Parser.parse(file)
        let (system, diagnostics) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        return (
            system.constraints.filter { $0.origin.kind == origin }.map {
                "'\($0.origin.identifier ?? "")' " + system.describe($0, alwaysShowPriority: true)
            },
            (parseDiagnostics + diagnostics).map { "\(file.location(of: $0.range?.start ?? 0)): \($0.message.text)" }
        )
    }

    /// The package's root folder, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var examplesDirectory: URL { packageRoot.appendingPathComponent("Examples") }
    static var fixturesDirectory: URL { packageRoot.appendingPathComponent("Tests/VFLTests/Fixtures") }

    /// The files with an extension in a folder, sorted by name.
    static func files(in directory: URL, withExtension ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The arguments in a `# vflc: …` first line (split on spaces).
    /// Whether an example's own arguments make a sweep (`--width 320,375,414`): then it has no
    /// SVG (an SVG draws one layout).
    static func sweeps(_ example: URL) -> Bool {
        let arguments = headerArguments(of: (try? String(contentsOf: example, encoding: .utf8)) ?? "")
        return zip(arguments, arguments.dropFirst()).contains { option, value in
            (option == "--width" || option == "--device") && value.contains(",")
        }
    }

    static func headerArguments(of source: String) -> [String] {
        guard let first = source.split(separator: "\n", omittingEmptySubsequences: false).first,
            first.hasPrefix("# vflc:")
        else { return [] }
        return first.dropFirst("# vflc:".count).split(separator: " ").map(String.init)
    }

    /// A request for one layout at `width` × `height` (`nil`: fitting) in `wC hR`, as a device-less
    /// command line asks for it; without a size, a file's `design` size applies (and its traits).
    static func request(width: Double?, height: Double?) -> LayoutRequest {
        let compactRegular = TraitOverride(horizontal: .compact, vertical: .regular)
        return LayoutRequest(
            widths: width.map { [$0] } ?? [], height: height,
            traits: width == nil && height == nil ? nil : compactRegular)
    }

    /// Compiles source text for one environment and returns the result.
    static func compile(
        _ source: String, width: Double? = 375, height: Double? = nil,
        traits: SizeClassTraits? = nil, scale: Double? = nil
    ) -> CompilationResult {
        let file = SourceFile(name: "test.vfl", text: source)
        let request = LayoutRequest(
            widths: width.map { [$0] } ?? [], height: height,
            traits: traits.map { TraitOverride(horizontal: $0.horizontal, vertical: $0.vertical) }, scale: scale)
        return Compiler.compile(file, request: request)
    }

    /// The rendered diagnostics of a result, as the user would see them.
    static func renderedDiagnostics(_ result: CompilationResult) -> String {
        result.diagnostics.map { DiagnosticRenderer().render($0, in: result.file) }.joined()
    }
}
