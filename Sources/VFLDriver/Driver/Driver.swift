import VFL
import VFLSyntax

/// The whole tool behind `vflc`: reads arguments and files, runs the compiler, writes outputs and
/// diagnostics, and returns the exit status (docs/cli.md). The `vflc` executable only calls
/// `main`; tests call `run`, which touches no process streams except to read `-`.
public enum Driver {
    /// Exit statuses, following sysexits as swift-argument-parser does.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let checkFailed: Int32 = 1
        public static let usage: Int32 = 64
        public static let dataError: Int32 = 65
        public static let noInput: Int32 = 66
        public static let internalError: Int32 = 70
        public static let cannotCreate: Int32 = 73
    }

    /// What a run printed and how it ended.
    public struct Outcome: Equatable, Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    public static func main(arguments: [String]) -> Int32 {
        // Diagnostics stream to standard error as they are rendered: a huge file's hundreds of
        // thousands of warnings never sit in memory as one string.
        let outcome = run(
            arguments: arguments, coloredDiagnostics: Terminal.wantsColor(),
            errorSink: { _ = FileIO.writeStandardError($0) })
        if !outcome.standardError.isEmpty { _ = FileIO.writeStandardError(outcome.standardError) }
        if !outcome.standardOutput.isEmpty { _ = FileIO.writeStandardOutput(outcome.standardOutput) }
        return outcome.status
    }

    public static func run(arguments: [String], coloredDiagnostics: Bool = false) -> Outcome {
        run(arguments: arguments, coloredDiagnostics: coloredDiagnostics, errorSink: nil)
    }

    /// `run`, handing standard error to `errorSink` (when given) in chunks as it grows; the
    /// outcome's `standardError` is what was not handed over yet.
    static func run(arguments: [String], coloredDiagnostics: Bool, errorSink: ((String) -> Void)?) -> Outcome {
        var run = DriverRun(coloredDiagnostics: coloredDiagnostics, errorSink: errorSink)
        let status = run.execute(arguments)
        // On any non-zero exit, standard output is empty (docs/diagnostics.md).
        return Outcome(
            status: status, standardOutput: status == 0 ? run.standardOutput : "",
            standardError: run.standardError)
    }
}

/// One invocation's state: the text gathered for standard output and standard error. With an
/// `errorSink`, standard error is handed to it in chunks of about 64 KB as it grows, and only the
/// rest is kept; without one it is all kept.
struct DriverRun {
    let coloredDiagnostics: Bool
    let errorSink: ((String) -> Void)?
    var standardOutput = ""
    private(set) var standardError = ""

    init(coloredDiagnostics: Bool, errorSink: ((String) -> Void)? = nil) {
        self.coloredDiagnostics = coloredDiagnostics
        self.errorSink = errorSink
    }

    /// Adds `text` to standard error.
    mutating func report(_ text: String) {
        standardError += text
        if let errorSink, standardError.utf8.count >= 1 << 16 {
            errorSink(standardError)
            standardError = ""
        }
    }

    mutating func execute(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        switch CommandLineOptions.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error): return usageFailure(error)
        }
        if options.showHelp {
            standardOutput = CommandLineOptions.helpText
            return Driver.ExitStatus.success
        }
        if options.showVersion {
            standardOutput = CommandLineOptions.version + "\n"
            return Driver.ExitStatus.success
        }
        let environments = LayoutEnvironment.environments(for: options.layoutRequest)
        let isSweep = options.widths.count > 1 || options.devices.count > 1
        if isSweep, options.format == .svg {
            return usageFailure(UsageError("'--format svg' draws one layout; give one width or one device"))
        }

        // Read and compile every file, reporting every problem before giving up.
        var outputs: [(path: String, text: String)] = []
        var status = Driver.ExitStatus.success
        // One file streams its diagnostics as they are rendered; several compile on every core
        // (ParallelFiles.swift) and are reported in input order.
        let results: [ParallelFiles.FileResult]
        if options.inputs.count == 1 {
            var result = ParallelFiles.FileResult()
            let worker = DriverRun(coloredDiagnostics: coloredDiagnostics)
            (result.status, result.output) = worker.compileFile(
                options.inputs[0], options: options, environments: environments, isSweep: isSweep,
                report: { report($0) })
            results = [result]
        } else {
            results = compileFiles(options: options, environments: environments, isSweep: isSweep)
        }
        for (path, result) in zip(options.inputs, results) {
            report(result.standardError)
            switch result.status {
            case Driver.ExitStatus.success: break
            case Driver.ExitStatus.dataError:
                status = status == Driver.ExitStatus.success ? Driver.ExitStatus.dataError : status
            default: status = max(status, result.status)
            }
            if let output = result.output { outputs.append((path, output)) }
        }
        guard status == Driver.ExitStatus.success else { return status }
        return deliver(outputs, options: options)
    }

    /// The text of one file's result in the chosen format.
    func output(for result: CompilationResult, options: CommandLineOptions, isSweep: Bool) -> String {
        switch options.format {
        case .json:
            return isSweep ? JSONRenderer().render(sweep: result.layouts) : JSONRenderer().render(result.layouts[0])
        case .ascii:
            let renderer = ASCIIRenderer(
                columns: options.columns, charset: options.charset == .unicode ? .unicode : .ascii)
            return result.layouts.map(renderer.render).joined(separator: "\n")
        case .svg:
            return SVGRenderer().render(result.layouts[0])
        case .ir:
            return distinct(result.systems).map { IRRenderer().render($0, file: result.file) }.joined(separator: "\n")
        case .swift:
            return distinct(result.systems).map { SwiftCodeRenderer().render($0, file: result.file) }.joined(
                separator: "\n")
        }
    }

    private func distinct(_ systems: [ConstraintSystem]) -> [ConstraintSystem] {
        var result: [ConstraintSystem] = []
        for system in systems where !result.contains(where: { $0.constraints == system.constraints }) {
            result.append(system)
        }
        return result
    }

    /// Standard output, `-o`, `--check` or `--check-dir`.
    private mutating func deliver(_ outputs: [(path: String, text: String)], options: CommandLineOptions) -> Int32 {
        if let directory = options.checkDirectory {
            var status = Driver.ExitStatus.success
            for (path, text) in outputs {
                let golden = options.goldenPath(forInput: path) ?? directory + "/stdin." + options.format.fileExtension
                status = max(status, check(text, against: golden, update: options.update))
            }
            return status
        }
        let text = outputs.map(\.text).joined()
        if let golden = options.check {
            return check(text, against: golden, update: options.update)
        }
        if let path = options.output {
            if case .failure(let error) = FileIO.writeAtomically(Array(text.utf8), to: path) {
                report("error: \(error.message)\n")
                return Driver.ExitStatus.cannotCreate
            }
            return Driver.ExitStatus.success
        }
        standardOutput = text
        return Driver.ExitStatus.success
    }

    /// Compares with a golden file: a unified diff and status 1 when it differs, or, with
    /// `--update`, rewrites it.
    private mutating func check(_ text: String, against golden: String, update: Bool) -> Int32 {
        let expected: String?
        switch FileIO.read(path: golden) {
        case .success(let bytes): expected = String(decoding: bytes, as: UTF8.self)
        case .failure(let error):
            if !update {
                report("error: \(error.message)\n")
                return Driver.ExitStatus.noInput
            }
            expected = nil
        }
        if expected == text { return Driver.ExitStatus.success }
        if update {
            if case .failure(let error) = FileIO.writeAtomically(Array(text.utf8), to: golden) {
                report("error: \(error.message)\n")
                return Driver.ExitStatus.cannotCreate
            }
            report("updated \(golden)\n")
            return Driver.ExitStatus.success
        }
        report(UnifiedDiff.diff(old: expected ?? "", new: text, oldName: golden, newName: "vflc output") ?? "")
        return Driver.ExitStatus.checkFailed
    }

    private mutating func usageFailure(_ error: UsageError) -> Int32 {
        report(CommandLineOptions.renderUsageError(error))
        return Driver.ExitStatus.usage
    }

    func render(_ diagnostic: Diagnostic, in file: SourceFile, format: CommandLineOptions.DiagnosticsFormat)
        -> String
    {
        switch format {
        case .text: DiagnosticRenderer(colored: coloredDiagnostics).render(diagnostic, in: file)
        case .json: DiagnosticJSON.render(diagnostic, in: file)
        }
    }
}
