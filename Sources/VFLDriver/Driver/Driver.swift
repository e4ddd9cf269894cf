import VFL
import VFLSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        // thousands of warnings never sit in memory as one string. Standard output is written by
        // the run itself, so a failed write is a diagnostic and exit 73.
        let outcome = run(
            arguments: arguments, coloredDiagnostics: Terminal.wantsColor(),
            errorSink: { _ = FileIO.writeStandardError($0) },
            outputSink: { text in FileIO.writeStandardOutput(text).map { _ in () } })
        if !outcome.standardError.isEmpty { _ = FileIO.writeStandardError(outcome.standardError) }
        return outcome.status
    }

    /// A run that collects standard output and error as text. `coloredDiagnostics` is what
    /// `--color auto` means here (whether standard error is a colour terminal).
    public static func run(arguments: [String], coloredDiagnostics: Bool = false) -> Outcome {
        run(arguments: arguments, coloredDiagnostics: coloredDiagnostics, errorSink: nil)
    }

    /// `run`, handing standard error to `errorSink` (when given) in chunks as it grows; the
    /// outcome's `standardError` is what was not handed over yet. With `outputSink`, standard
    /// output goes there instead of into the outcome, and a failed write ends the run with 73.
    static func run(
        arguments: [String], coloredDiagnostics: Bool, errorSink: ((String) -> Void)?,
        outputSink: ((String) -> Result<Void, FileError>)? = nil
    ) -> Outcome {
        var run = DriverRun(automaticColor: coloredDiagnostics, errorSink: errorSink, outputSink: outputSink)
        let status = run.execute(arguments)
        // On any non-zero exit, standard output is empty (docs/diagnostics.md).
        return Outcome(
            status: status, standardOutput: status == 0 ? run.standardOutput : "",
            standardError: run.standardError)
    }
}

/// One input's result, ready to deliver: its display name, its options (the command line's over
/// its own `# vflc:` line) and its output text.
struct CompiledInput: Sendable {
    var name: String
    var options: CommandLineOptions
    var text: String
}

/// One invocation's state: the text gathered for standard output and standard error. With an
/// `errorSink`, standard error is handed to it in chunks of about 64 KB as it grows, and only the
/// rest is kept; without one it is all kept.
struct DriverRun {
    /// What `--color auto` means for this process.
    let automaticColor: Bool
    let errorSink: ((String) -> Void)?
    let outputSink: ((String) -> Result<Void, FileError>)?
    var standardOutput = ""
    private(set) var standardError = ""
    var coloredDiagnostics = false
    var diagnosticsFormat = CommandLineOptions.DiagnosticsFormat.text

    init(
        automaticColor: Bool, errorSink: ((String) -> Void)? = nil,
        outputSink: ((String) -> Result<Void, FileError>)? = nil
    ) {
        self.automaticColor = automaticColor
        self.errorSink = errorSink
        self.outputSink = outputSink
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
        if arguments.first == "lint" { return executeLint(Array(arguments.dropFirst())) }
        // Known before parsing, so a usage error is a JSON line too when asked for.
        diagnosticsFormat = Self.requestedDiagnosticsFormat(arguments)
        let commandLine: CommandLineOptions
        switch CommandLineOptions.parseCommandLine(arguments) {
        case .success(let parsed): commandLine = parsed
        case .failure(let error): return usageFailure(error)
        }
        if commandLine.showHelp { return writeOutput(CommandLineOptions.helpText) }
        if commandLine.showVersion { return writeOutput(CommandLineOptions.version + "\n") }
        diagnosticsFormat = commandLine.diagnosticsFormat
        coloredDiagnostics = Terminal.colors(commandLine.color, automatic: automaticColor)
        if let error = Self.overwrittenInput(commandLine) { return usageFailure(error) }

        // Read and compile every file, reporting every problem before giving up.
        var outputs: [CompiledInput] = []
        var status = Driver.ExitStatus.success
        // Several outputs in one stream: each JSON document says which file it is for.
        let labelsFiles = commandLine.inputs.count > 1 && commandLine.checkDirectory == nil
        // One file streams its diagnostics as they are rendered; several compile on every core
        // (ParallelFiles.swift) and are reported in input order, byte for byte as a serial run.
        let inputs = commandLine.inputs
        let outcomes: [InputOutcome]
        if inputs.count == 1 {
            outcomes = [compileInput(inputs[0], commandLine: commandLine, labelsFiles: labelsFiles)]
        } else {
            outcomes = compileInputs(commandLine: commandLine, labelsFiles: labelsFiles)
        }
        for outcome in outcomes {
            report(outcome.standardError)
            switch outcome.result {
            case .compiled(let input): outputs.append(input)
            case .failed(let failure): status = Self.combine(status, failure)
            case .usage: return Driver.ExitStatus.usage
            }
        }
        guard status == Driver.ExitStatus.success else { return status }
        return deliver(outputs, commandLine: commandLine)
    }

    /// What one input gave: compiled output, a failure status, or a usage error in its `# vflc:`
    /// line (which ends the run).
    enum InputResult: Sendable {
        case compiled(CompiledInput)
        case failed(Int32)
        case usage
    }

    /// One input's result and the standard-error text it has not yet handed to `report`.
    struct InputOutcome: Sendable {
        var result: InputResult
        var standardError = ""
    }

    /// A run's status after one more file failed with `failure`: the first data error stays,
    /// a worse status (no input, cannot create) wins.
    static func combine(_ status: Int32, _ failure: Int32) -> Int32 {
        if failure == Driver.ExitStatus.dataError {
            return status == Driver.ExitStatus.success ? Driver.ExitStatus.dataError : status
        }
        return max(status, failure)
    }

    /// Reads, compiles and renders one input, reporting its diagnostics as they are rendered:
    /// the body of the driver's per-file loop (also run on worker threads by `compileInputs`).
    mutating func compileInput(_ path: String, commandLine: CommandLineOptions, labelsFiles: Bool) -> InputOutcome {
        let name = DisplayPath.name(for: path)
        let bytes: [UInt8]
        switch FileIO.read(path: path) {
        case .success(let read): bytes = read
        case .failure(let error):
            reportFileError(error.named(name))
            return InputOutcome(result: .failed(Driver.ExitStatus.noInput))
        }
        // The file's own arguments, overridden option by option by the command line.
        var options = commandLine
        let file = SourceFile(name: name, bytes: bytes)
        if Self.isInterfaceBuilderDocument(name: name, bytes: bytes) {
            do throws(UsageError) {
                try options.validateLayout()
            } catch {
                _ = usageFailure(error)
                return InputOutcome(result: .usage)
            }
            return compileInterfaceBuilder(file, options: options)
        }
        if commandLine.scene != nil || commandLine.stored {
            let option = commandLine.scene.map { "--scene \($0)" } ?? "--stored"
            _ = usageFailure(
                UsageError("'\(option)' is for .storyboard and .xib documents, and '\(name)' is a .vfl file"))
            return InputOutcome(result: .usage)
        }
        let ownArguments = FileArguments.of(bytes)
        if let ownArguments {
            switch CommandLineOptions.parseFileArguments(ownArguments) {
            case .success(let defaults):
                options = commandLine.overriding(defaults)
                // The file's options for another format than the one printed are dropped, with a note.
                for option in options.droppingOtherFormatsFileOptions() {
                    let message = DiagnosticMessage.fileOptionIgnored(option, format: options.format.rawValue)
                    let range = FileArguments.range(of: option, in: bytes)
                    report(render(Diagnostic(.note, message, at: range), in: file))
                }
            case .failure(let error):
                _ = usageFailure(error, file: name)
                return InputOutcome(result: .usage)
            }
        }
        do throws(UsageError) {
            try options.validateLayout()
            // A file's own `--format svg` among several files (the command line's is refused earlier).
            if labelsFiles && options.format == .svg { throw CommandLineOptions.severalSVGs }
        } catch {
            _ = usageFailure(error, file: ownArguments == nil ? nil : name)
            return InputOutcome(result: .usage)
        }
        let result = Compiler.compile(file, request: options.compileRequest)
        let control = WarningControl(
            suppressed: options.suppressed, strict: options.strict, maxWarnings: options.maxWarnings)
        let (diagnostics, hidden) = control.apply(to: result.diagnostics, file: file, systems: result.systems)
        // Every diagnostic is printed (docs/diagnostics.md: all problems of a file in one run); each
        // costs time linear in its own text, so a huge file's report stays linear too.
        for diagnostic in diagnostics {
            report(render(diagnostic, in: file))
        }
        if hidden > 0 { report(render(Diagnostic(.note, .warningsNotShown(hidden), at: nil), in: file)) }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return InputOutcome(result: .failed(Driver.ExitStatus.dataError))
        }
        let text = output(for: result, options: options, fileKey: labelsFiles ? name : nil)
        return InputOutcome(result: .compiled(CompiledInput(name: name, options: options, text: text)))
    }

    /// `--diagnostics-format` as the arguments give it, read before they are parsed (`text` when
    /// absent or misspelt).
    static func requestedDiagnosticsFormat(_ arguments: [String]) -> CommandLineOptions.DiagnosticsFormat {
        var format = CommandLineOptions.DiagnosticsFormat.text
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--diagnostics-format", index + 1 < arguments.count {
                format = CommandLineOptions.DiagnosticsFormat(rawValue: arguments[index + 1]) ?? format
            } else if argument.hasPrefix("--diagnostics-format=") {
                let value = argument.dropFirst("--diagnostics-format=".count)
                format = CommandLineOptions.DiagnosticsFormat(rawValue: String(value)) ?? format
            }
            index += 1
        }
        return format
    }

    /// The text of one file's result in the chosen format; `fileKey` (several input files) starts
    /// every JSON layout object with `"file"` and a file's ASCII diagrams with `==> FILE <==`, as
    /// `head` and `tail` name each file.
    private func output(for result: CompilationResult, options: CommandLineOptions, fileKey: String?) -> String {
        switch options.format {
        case .json:
            return Self.json(result.layouts, options: options, file: fileKey)
        case .ascii:
            let renderer = Self.asciiRenderer(options)
            let diagrams = result.layouts.map(renderer.render).joined(separator: "\n")
            return fileKey.map { "==> \($0) <==\n" + diagrams } ?? diagrams
        case .svg:
            return SVGRenderer().render(result.layouts[0])
        case .ir:
            return IRRenderer().render(result)
        case .swift:
            return SwiftCodeRenderer().render(result)
        case .vfl:
            return Self.formatted(result.file)
        }
    }

    /// The JSON of a file's (or scene's) layouts: one object, or an array for a sweep.
    static func json(
        _ layouts: [LayoutResult], options: CommandLineOptions, file: String?, scene: SceneLabels? = nil
    ) -> String {
        let renderer = JSONRenderer()
        return options.isSweep
            ? renderer.render(sweep: layouts, file: file, scene: scene)
            : renderer.render(layouts[0], file: file, scene: scene)
    }

    /// The ASCII renderer `--columns` and `--charset` ask for.
    static func asciiRenderer(_ options: CommandLineOptions) -> ASCIIRenderer {
        ASCIIRenderer(columns: options.columns, charset: options.charset == .unicode ? .unicode : .ascii)
    }

    /// `--format vfl` of a `.vfl` file: its program as `SyntaxPrinter` spells it, after the file's
    /// own `# vflc:` line (its arguments are part of what it means). Other comments are dropped.
    static func formatted(_ file: SourceFile) -> String {
        var text = ""
        if FileArguments.of(file.bytes) != nil {
            let bytes = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(file.bytes.dropFirst(3)) : file.bytes
            text += String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self) + "\n"
        }
        return text + SyntaxPrinter.print(Parser.parse(file).syntax)
    }

    /// A usage error when the run would write over one of its inputs: `-o FILE` or `--check FILE
    /// --update` naming an input file (by its real path: `./a.vfl`, `../x/a.vfl` and a symbolic
    /// link to it are the same file, as is a hard link). vflc never overwrites its own source.
    static func overwrittenInput(_ options: CommandLineOptions) -> UsageError? {
        var written: [(option: String, path: String)] = []
        if let output = options.output, output != "-" { written.append(("-o \(output)", output)) }
        if let check = options.check, options.update { written.append(("--check \(check) --update", check)) }
        for (option, path) in written {
            for input in options.inputs where input != "-" && PathIdentity.sameFile(input, path) {
                return UsageError(
                    "'\(option)' would overwrite the input file '\(input)'; vflc never overwrites its own source")
            }
        }
        return nil
    }

    /// The golden file of each output under `--check-dir`, or a usage error when two inputs map
    /// to one golden file (the same base name from different folders: one would overwrite the
    /// other under `--update`, and one check would always fail) or a golden file is an input.
    static func goldenFiles(_ outputs: [CompiledInput], commandLine: CommandLineOptions) -> Result<
        [String], UsageError
    > {
        var goldens: [String] = []
        var firstInput: [String: String] = [:]
        for output in outputs {
            // `parseCommandLine` refuses `--check-dir` with standard input, so there is a path.
            let golden = output.options.goldenPath(forInput: output.name) ?? output.name
            if let other = firstInput[golden] {
                return .failure(
                    UsageError(
                        "'\(other)' and '\(output.name)' both map to the golden file '\(golden)' under '--check-dir'; check them in separate runs"
                    ))
            }
            firstInput[golden] = output.name
            if commandLine.update,
                let input = commandLine.inputs.first(where: { PathIdentity.sameFile($0, golden) })
            {
                return .failure(
                    UsageError(
                        "'--check-dir \(commandLine.checkDirectory ?? "") --update' would overwrite the input file '\(input)'; vflc never overwrites its own source"
                    ))
            }
            goldens.append(golden)
        }
        return .success(goldens)
    }

    /// Standard output, `-o`, `--check` or `--check-dir`.
    private mutating func deliver(_ outputs: [CompiledInput], commandLine: CommandLineOptions) -> Int32 {
        if commandLine.checkDirectory != nil {
            let goldens: [String]
            switch Self.goldenFiles(outputs, commandLine: commandLine) {
            case .success(let paths): goldens = paths
            case .failure(let error): return usageFailure(error)
            }
            var status = Driver.ExitStatus.success
            for (output, golden) in zip(outputs, goldens) {
                status = max(status, check(output.text, against: golden, update: commandLine.update))
            }
            return status
        }
        let text = outputs.count == 1 ? outputs[0].text : outputs.map(\.text).joined()
        if let golden = commandLine.check {
            return check(text, against: golden, update: commandLine.update)
        }
        if let path = commandLine.output, path != "-" {
            if case .failure(let error) = FileIO.writeAtomically(text, to: path) {
                reportFileError(error)
                return Driver.ExitStatus.cannotCreate
            }
            return Driver.ExitStatus.success
        }
        return writeOutput(text)
    }

    /// Standard output (also `-o -`): with an output sink every write is checked, so a full
    /// disk is exit 73; without one the text is kept for the outcome.
    mutating func writeOutput(_ text: String) -> Int32 {
        guard let outputSink else {
            standardOutput = text
            return Driver.ExitStatus.success
        }
        if !text.isEmpty, case .failure(let error) = outputSink(text) {
            reportFileError(error)
            return Driver.ExitStatus.cannotCreate
        }
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
                let notes: [Diagnostic.Note] = error.code == ENOENT ? [.updateCreates(golden)] : []
                reportFileError(error, notes: notes)
                return Driver.ExitStatus.noInput
            }
            expected = nil
        }
        if expected == text { return Driver.ExitStatus.success }
        if update {
            if case .failure(let error) = FileIO.writeAtomically(text, to: golden) {
                reportFileError(error)
                return Driver.ExitStatus.cannotCreate
            }
            switch diagnosticsFormat {
            case .text: report("updated \(golden)\n")
            case .json:
                report(DiagnosticJSON.render(Diagnostic(.note, .goldenUpdated(golden), at: nil), fileName: golden))
            }
            return Driver.ExitStatus.success
        }
        let diff = UnifiedDiff.diff(old: expected ?? "", new: text, oldName: golden, newName: "vflc output") ?? ""
        switch diagnosticsFormat {
        case .text: report(diff)
        case .json:
            report(DiagnosticJSON.render(.error(.goldenDiffers(golden), at: nil), fileName: golden, diff: diff))
        }
        return Driver.ExitStatus.checkFailed
    }

    /// A usage error, exit 64; `file` names the input whose `# vflc:` line took part; `lint`:
    /// one of `vflc lint`'s, whose help is `vflc lint --help`.
    /// `configuration`: the `.vflc-lint` file whose options took part.
    mutating func usageFailure(
        _ error: UsageError, file: String? = nil, lint: Bool = false, configuration: String? = nil
    ) -> Int32 {
        switch diagnosticsFormat {
        case .text:
            report(
                CommandLineOptions.renderUsageError(
                    error, file: file, command: lint ? "vflc lint" : "vflc", configuration: configuration))
        case .json:
            let notes: [Diagnostic.Note] =
                (file.map { [.fileArguments($0)] } ?? []) + (configuration.map { [.lintConfiguration($0)] } ?? [])
                + [lint ? .seeLintHelp : .seeHelp]
            report(DiagnosticJSON.render(.error(.usageError(error.message), at: nil, notes: notes), fileName: file))
        }
        return Driver.ExitStatus.usage
    }

    /// An input that cannot be read or an output that cannot be written.
    private mutating func reportFileError(_ error: FileError, notes: [Diagnostic.Note] = []) {
        let message: DiagnosticMessage =
            error.isWrite
            ? .unwritableOutput(error.path, reason: error.reason) : .unreadableInput(error.path, reason: error.reason)
        let diagnostic = Diagnostic.error(message, at: nil, notes: notes)
        report(Self.render(diagnostic, fileName: error.path, format: diagnosticsFormat, colored: coloredDiagnostics))
    }

    /// A diagnostic about a file as a whole (one that cannot be read or written), in `format`.
    static func render(
        _ diagnostic: Diagnostic, fileName: String, format: CommandLineOptions.DiagnosticsFormat, colored: Bool
    ) -> String {
        switch format {
        case .text: DiagnosticRenderer(colored: colored).render(diagnostic)
        case .json: DiagnosticJSON.render(diagnostic, fileName: fileName)
        }
    }

    /// A diagnostic about a place in `file`, in `format`; without `showingSource`, as text its
    /// position and message only.
    static func render(
        _ diagnostic: Diagnostic, in file: SourceFile, format: CommandLineOptions.DiagnosticsFormat, colored: Bool,
        showingSource: Bool = true
    ) -> String {
        switch format {
        case .text: DiagnosticRenderer(colored: colored).render(diagnostic, in: file, showingSource: showingSource)
        case .json: DiagnosticJSON.render(diagnostic, in: file)
        }
    }

    func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        Self.render(diagnostic, in: file, format: diagnosticsFormat, colored: coloredDiagnostics)
    }
}
