import VFLLint
import VFLSyntax

/// `vflc lint FILE...` (docs/lint.md): checks the visual format strings in Swift and
/// Objective-C sources; with `--extract`, prints them as `.vfl` statements instead.
extension DriverRun {
    mutating func executeLint(_ arguments: [String]) -> Int32 {
        coloredDiagnostics = automaticColor
        let options: LintOptions
        switch LintOptions.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            report(
                "error: \(error.message)\nUsage: vflc lint [<options>] <file> ...\n  See 'vflc lint --help' for more information.\n"
            )
            return Driver.ExitStatus.usage
        }
        if options.showHelp { return writeOutput(LintOptions.helpText) }
        diagnosticsFormat = options.diagnosticsFormat
        let linter = Linter(formatCalls: options.formatCalls)
        // Every file is read, linted and its messages rendered on a worker thread (ParallelFiles),
        // then reported in the order the files were found: the same bytes as a serial run.
        // The helper threads start first: they are running by the time the walk is done.
        let standby = StandbyThreads(count: ParallelFiles.coreCount - 1)
        let entries = SourceTree.files(under: options.inputs)
        let colored = coloredDiagnostics
        let outcomes = ParallelFiles.map(entries.count, standby: standby) { index in
            Self.lint(entries[index], linter: linter, options: options, colored: colored)
        }
        var status = Driver.ExitStatus.success
        var extracted = ""
        for outcome in outcomes {
            report(outcome.messages)
            extracted += outcome.extracted
            status = max(status, outcome.status)
        }
        let written = writeOutput(extracted)
        return written == Driver.ExitStatus.success ? status : written
    }

    /// What linting one file gives: its messages for standard error, its extracted statements,
    /// and its exit status.
    private struct LintOutcome: Sendable {
        var messages = ""
        var extracted = ""
        var status = Driver.ExitStatus.success
    }

    private static func lint(
        _ entry: SourceTree.Entry, linter: Linter, options: LintOptions, colored: Bool
    ) -> LintOutcome {
        var outcome = LintOutcome()
        let path: String
        let language: SourceLanguage
        switch entry {
        case .file(let file, let fileLanguage):
            (path, language) = (file, fileLanguage)
        case .unreadable(let file, let reason):
            outcome.messages = "error: cannot read '\(file)': \(reason)\n"
            outcome.status = Driver.ExitStatus.noInput
            return outcome
        }
        let bytes: [UInt8]
        switch FileIO.read(path: path) {
        case .success(let read): bytes = read
        case .failure(let error):
            outcome.messages = "error: \(error.message)\n"
            outcome.status = Driver.ExitStatus.noInput
            return outcome
        }
        let file = SourceFile(name: path, bytes: bytes)
        let result = linter.lint(file, language: language)
        if options.verbose {
            for event in result.events {
                let location = file.location(of: event.range.start)
                outcome.messages += "\(path):\(location.line):\(location.column): note: \(event.text)\n"
            }
        }
        if options.extract {
            for format in result.extracts {
                outcome.extracted += "# from \(path):\(format.line)\n\(format.statement)\n"
            }
            return outcome
        }
        for var diagnostic in result.diagnostics {
            if options.strict, diagnostic.severity == .warning { diagnostic.severity = .error }
            if diagnostic.severity == .error { outcome.status = Driver.ExitStatus.dataError }
            switch options.diagnosticsFormat {
            case .text: outcome.messages += DiagnosticRenderer(colored: colored).render(diagnostic, in: file)
            case .json: outcome.messages += DiagnosticJSON.render(diagnostic, in: file)
            }
        }
        return outcome
    }
}
