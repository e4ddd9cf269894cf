import VFL
import VFLInterfaceBuilder
import VFLLint
import VFLSyntax

/// `vflc lint FILE...` (docs/lint.md): checks the visual format strings in Swift and
/// Objective-C sources, and lays out every scene of each storyboard and xib (on the document's
/// own device and each of `--devices`, `LintDocument.swift`); with `--extract`, prints the
/// formats as `.vfl` statements instead. Its usage errors, unreadable files, diagnostics and
/// `--verbose` notes are reported as `vflc`'s own (text or JSON, catalogued messages), and its
/// warnings pass the same `WarningControl`.
extension DriverRun {
    mutating func executeLint(_ arguments: [String]) -> Int32 {
        // Known before parsing, so a usage error is a JSON line too when asked for.
        diagnosticsFormat = Self.requestedDiagnosticsFormat(arguments)
        // A project's `.vflc-lint` gives options first; the command line's come after.
        var defaults = LintOptions()
        if !LintOptions.skipsConfiguration(arguments) {
            switch LintConfiguration.find() {
            case .success(let found?):
                switch LintOptions.parse(found.arguments, configuration: true) {
                case .success(let parsed): defaults = parsed
                case .failure(let error): return usageFailure(error, lint: true, configuration: found.path)
                }
            case .success(nil): break
            case .failure(let error):
                report(
                    Self.render(
                        .error(.unreadableInput(error.path, reason: error.reason), at: nil), fileName: error.path,
                        format: diagnosticsFormat, colored: false))
                return Driver.ExitStatus.noInput
            }
        }
        let options: LintOptions
        switch LintOptions.parse(arguments, over: defaults) {
        case .success(let parsed): options = parsed
        case .failure(let error): return usageFailure(error, lint: true)
        }
        if options.showHelp { return writeOutput(LintOptions.helpText) }
        diagnosticsFormat = options.diagnosticsFormat
        coloredDiagnostics = Terminal.colors(options.color, automatic: automaticColor)
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
        var checked = 0
        var skipped: [LintSkip: Int] = [:]
        var scenes = 0
        var scenesSkipped = 0
        var documents = 0
        var otherPlatforms = 0
        for outcome in outcomes {
            report(outcome.messages)
            extracted += outcome.extracted
            status = max(status, outcome.status)
            checked += outcome.checked
            skipped.merge(outcome.skipped, uniquingKeysWith: +)
            scenes += outcome.scenes
            scenesSkipped += outcome.scenesSkipped
            documents += outcome.documents
            otherPlatforms += outcome.otherPlatforms
        }
        // The summary: what was checked and what was not, so a skipped call is never silent.
        if !options.extract, checked + skipped.values.reduce(0, +) + documents + otherPlatforms > 0 {
            let reasons = LintSkip.allCases.compactMap { reason in
                skipped[reason].map { (reason: reason.summary, count: $0) }
            }
            let message = DiagnosticMessage.lintSummary(
                checked: checked, skipped: reasons, scenes: scenes, documents: documents,
                scenesSkipped: scenesSkipped, otherPlatforms: otherPlatforms)
            let summary = Diagnostic(.note, message, at: nil)
            switch diagnosticsFormat {
            case .text: report(DiagnosticRenderer(colored: coloredDiagnostics).render(summary))
            case .json: report(DiagnosticJSON.render(summary, fileName: nil))
            }
        }
        let written = writeOutput(extracted)
        return written == Driver.ExitStatus.success ? status : written
    }

    /// What linting one file gives: its messages for standard error, its extracted statements,
    /// its exit status, how many formats it checked and calls it skipped (by reason), and for a
    /// storyboard or xib, its scenes checked and skipped (for their baselines).
    struct LintOutcome: Sendable {
        var messages = ""
        var extracted = ""
        var status = Driver.ExitStatus.success
        var checked = 0
        var skipped: [LintSkip: Int] = [:]
        var scenes = 0
        var scenesSkipped = 0
        var documents = 0
        /// Documents for another platform than iOS (or from before Xcode 5), passed over.
        var otherPlatforms = 0
    }

    private static func lint(
        _ entry: SourceTree.Entry, linter: Linter, options: LintOptions, colored: Bool
    ) -> LintOutcome {
        var outcome = LintOutcome()
        let format = options.diagnosticsFormat
        let path: String
        let language: SourceLanguage?
        switch entry {
        case .file(let file, let fileLanguage):
            (path, language) = (file, fileLanguage)
        case .document(let file):
            // `--extract` prints formats only: a document has none.
            guard !options.extract else { return outcome }
            (path, language) = (file, nil)
        case .unreadable(let file, let reason):
            let diagnostic = Diagnostic.error(.unreadableInput(file, reason: reason), at: nil)
            outcome.messages = render(diagnostic, fileName: file, format: format, colored: colored)
            outcome.status = Driver.ExitStatus.noInput
            return outcome
        }
        let bytes: [UInt8]
        switch FileIO.read(path: path) {
        case .success(let read): bytes = read
        case .failure(let error):
            let diagnostic = Diagnostic.error(.unreadableInput(error.path, reason: error.reason), at: nil)
            outcome.messages = render(diagnostic, fileName: error.path, format: format, colored: colored)
            outcome.status = Driver.ExitStatus.noInput
            return outcome
        }
        let file = SourceFile(name: path, bytes: bytes)
        guard let language else { return lintDocument(file, options: options, colored: colored) }
        let result = linter.lint(file, language: language)
        for event in result.events {
            if let skip = event.skip { outcome.skipped[skip, default: 0] += 1 } else { outcome.checked += 1 }
        }
        if options.verbose {
            for event in result.events {
                outcome.messages += render(event.note, in: file, format: format, colored: colored, showingSource: false)
            }
        }
        if options.extract {
            for format in result.extracts {
                outcome.extracted += "# from \(path):\(format.line)\n\(format.metricLines)\(format.statement)\n"
            }
            return outcome
        }
        reportLintFindings(
            result.diagnostics, in: file, systems: [], lineComments: result.lineComments, options: options,
            colored: colored, into: &outcome)
        return outcome
    }

    /// `found` after the warning control (`-w`, `--suppress`, `vflc-ignore` line comments), rendered
    /// into `outcome`, with its status 65 on an error and a note counting the warnings not shown.
    static func reportLintFindings(
        _ found: [Diagnostic], in file: SourceFile, systems: [ConstraintSystem], lineComments: [Int]?,
        options: LintOptions, colored: Bool, into outcome: inout LintOutcome
    ) {
        let format = options.diagnosticsFormat
        let (diagnostics, hidden) = options.warningControl.apply(
            to: found, file: file, systems: systems, lineComments: lineComments)
        for diagnostic in diagnostics {
            if diagnostic.severity == .error { outcome.status = Driver.ExitStatus.dataError }
            outcome.messages += render(diagnostic, in: file, format: format, colored: colored)
        }
        if hidden > 0 {
            let summary = Diagnostic(.note, .warningsNotShown(hidden), at: nil)
            outcome.messages += render(summary, in: file, format: format, colored: colored)
        }
    }
}
