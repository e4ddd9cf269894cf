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
        var status = Driver.ExitStatus.success
        var extracted = ""
        for entry in SourceTree.files(under: options.inputs) {
            let path: String
            let language: SourceLanguage
            switch entry {
            case .file(let file, let fileLanguage):
                (path, language) = (file, fileLanguage)
            case .unreadable(let file, let reason):
                report("error: cannot read '\(file)': \(reason)\n")
                status = max(status, Driver.ExitStatus.noInput)
                continue
            }
            let bytes: [UInt8]
            switch FileIO.read(path: path) {
            case .success(let read): bytes = read
            case .failure(let error):
                report("error: \(error.message)\n")
                status = max(status, Driver.ExitStatus.noInput)
                continue
            }
            let file = SourceFile(name: path, bytes: bytes)
            let result = linter.lint(file, language: language)
            if options.verbose {
                for event in result.events {
                    let location = file.location(of: event.range.start)
                    report("\(path):\(location.line):\(location.column): note: \(event.text)\n")
                }
            }
            if options.extract {
                for format in result.extracts {
                    extracted += "# from \(path):\(format.line)\n\(format.statement)\n"
                }
                continue
            }
            for var diagnostic in result.diagnostics {
                if options.strict, diagnostic.severity == .warning { diagnostic.severity = .error }
                if diagnostic.severity == .error, status == Driver.ExitStatus.success {
                    status = Driver.ExitStatus.dataError
                }
                switch options.diagnosticsFormat {
                case .text: report(DiagnosticRenderer(colored: coloredDiagnostics).render(diagnostic, in: file))
                case .json: report(DiagnosticJSON.render(diagnostic, in: file))
                }
            }
        }
        let written = writeOutput(extracted)
        return written == Driver.ExitStatus.success ? status : written
    }
}
