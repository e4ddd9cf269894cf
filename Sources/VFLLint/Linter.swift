import VFLSyntax

/// `vflc lint`'s engine: finds the format strings in one Swift or Objective-C file and checks
/// each as UIKit would (docs/lint.md). Never executes or compiles the code; any bytes are fine.
public struct Linter: Sendable {
    public var formatCalls: [FormatCallName]

    public init(formatCalls: [FormatCallName] = []) {
        self.formatCalls = formatCalls
    }

    /// Lints one file. A file that cannot hold a call (no `VisualFormat` and no wrapper's name
    /// in its bytes) is not even lexed, so a tree without VFL costs one scan per file.
    public func lint(_ file: SourceFile, language: SourceLanguage) -> LintReport {
        var report = LintReport()
        let needles = [Array("VisualFormat".utf8)] + formatCalls.map { Array($0.name.utf8) }
        guard needles.contains(where: { ByteSearch.contains($0, in: file.bytes) }) else { return report }
        let (tokens, lineComments) =
            language == .swift ? SwiftLexer.lex(file.bytes) : ObjCLexer.lex(file.bytes)
        report.lineComments = lineComments
        let stream = TokenStream(bytes: file.bytes, tokens: tokens, language: language)
        for call in CallFinder(stream: stream, formatCalls: formatCalls).calls() {
            let line = file.location(of: call.range.start).line
            guard let format = call.format else {
                let reason = call.skipReason ?? .builtAtRunTime
                report.events.append(
                    LintEvent(
                        range: call.range, skip: reason, message: .lintCallSkipped(call.callee, reason: reason.text)))
                continue
            }
            let diagnostics: [Diagnostic]
            switch FormatChecker(file: file, call: call, format: format).check() {
            case .success(let found): diagnostics = found
            case .failure(let reason):
                report.events.append(
                    LintEvent(
                        range: call.range, skip: reason, message: .lintCallSkipped(call.callee, reason: reason.text)))
                continue
            }
            report.diagnostics += diagnostics
            report.events.append(
                LintEvent(
                    range: call.range, skip: nil,
                    message: .lintCallChecked(call.callee, views: call.views.summary, metrics: call.metrics.summary)))
            let numbers = call.metrics.numbers
            report.extracts.append(
                ExtractedFormat(
                    line: line, format: format.text, options: call.options?.map(\.kind.rawValue) ?? [],
                    metrics: numbers.known, unknownMetrics: numbers.unknown))
        }
        report.diagnostics.sort { ($0.range?.start ?? 0) < ($1.range?.start ?? 0) }
        return report
    }
}

/// What linting one file found.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// Every call found, checked or skipped (for `--verbose`).
    public var events: [LintEvent] = []
    /// Every literal format, for `--extract`.
    public var extracts: [ExtractedFormat] = []
    /// Where the text of each `//` comment begins, when the file was lexed (the places a
    /// `// vflc-ignore:` comment can be).
    public var lineComments: [Int] = []

    public init() {}
}

/// One call found, for `--verbose`: where, whether it was checked, and how it was understood
/// (`lint-call-checked` or `lint-call-skipped`, reported as a note).
public struct LintEvent: Sendable, Equatable {
    public var range: SourceRange
    /// Why the call was not checked; `nil` when it was.
    public var skip: LintSkip?
    public var message: DiagnosticMessage

    /// Whether the call's format was checked.
    public var checked: Bool { skip == nil }

    /// The note `--verbose` prints for this call.
    public var note: Diagnostic { Diagnostic(.note, message, at: range) }
}

/// A literal format found in code, for `--extract`: the line of its call, its value, its
/// options, and the metrics its `metrics:` dictionary gives as number literals (and the names it
/// gives otherwise).
public struct ExtractedFormat: Sendable, Equatable {
    public var line: Int
    public var format: String
    public var options: [String]
    public var metrics: [Metric] = []
    public var unknownMetrics: [String] = []

    public struct Metric: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    init(
        line: Int, format: String, options: [String], metrics: [(name: String, value: String)], unknownMetrics: [String]
    ) {
        self.line = line
        self.format = format
        self.options = options
        self.metrics = metrics.map { Metric(name: $0.name, value: $0.value) }
        self.unknownMetrics = unknownMetrics
    }

    /// The `.vfl` lines that give the format its metrics: `metrics padding=16 avatarSize=48`, and a
    /// comment naming the metrics whose values are not number literals; empty without metrics.
    public var metricLines: String {
        var text = ""
        if !metrics.isEmpty {
            text += "metrics " + metrics.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + "\n"
        }
        if !unknownMetrics.isEmpty {
            text += "# metrics not given as numbers in the code: " + unknownMetrics.joined(separator: ", ") + "\n"
        }
        return text
    }

    /// The format as a `.vfl` statement (line breaks and tabs in the value become spaces).
    public var statement: String {
        let flat = String(format.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : $0 })
        return options.isEmpty ? flat : flat + " options: " + options.joined(separator: ", ")
    }
}
