// TEMPORARY type-check stubs; deleted when the helper branches merge.
public struct Parser { public static func parse(_ file: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) { fatalError() } }
public struct UsageError: Error, Equatable { public var message: String }
public struct CommandLineOptions: Equatable {
    public enum OutputFormat: String { case json, ascii, svg, ir, swift }
    public enum Charset: String { case ascii, unicode }
    public enum DiagnosticsFormat: String { case text, json }
    public var inputs: [String] = []; public var widths: [Double] = []; public var height: Double?; public var devices: [String] = []
    public var scale: Double?; public var format: OutputFormat = .json; public var output: String?
    public var check: String?; public var checkDirectory: String?; public var update = false; public var strict = false
    public var columns = 80; public var charset: Charset = .ascii; public var diagnosticsFormat: DiagnosticsFormat = .text
    public var showHelp = false; public var showVersion = false
    public static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> { fatalError() }
    public static let helpText = ""; public static let version = ""
    public static func renderUsageError(_ e: UsageError) -> String { "" }
}
extension LayoutEnvironment { public static func environments(for options: CommandLineOptions) -> Result<[LayoutEnvironment], UsageError> { fatalError() } }
public struct FileError: Error { public var message: String }
public enum FileIO {
    static func read(path: String) -> Result<[UInt8], FileError> { fatalError() }
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> Result<Void, FileError> { fatalError() }
    static func writeStandardOutput(_ s: String) {}
    static func writeStandardError(_ s: String) {}
}
public enum Terminal { static func wantsColor() -> Bool { false } }
public enum UnifiedDiff { public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? { nil } }
public struct ASCIIRenderer { public enum Charset { case ascii, unicode }
    public init(columns: Int = 80, charset: Charset = .ascii) {}; public func render(_ layout: LayoutResult) -> String { "" } }
public struct SVGRenderer { public init() {}; public func render(_ layout: LayoutResult) -> String { "" } }
public struct IRRenderer { public init() {}; public func render(_ system: ConstraintSystem, file: SourceFile) -> String { "" } }
public struct SwiftCodeRenderer { public init() {}; public func render(_ system: ConstraintSystem, file: SourceFile) -> String { "" } }
