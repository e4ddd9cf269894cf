import VFLSyntax

/// Checks one format found in code as UIKit does when the call runs: the grammar (vflc's parser,
/// which follows Apple's), the options against the string's axis, and the names against the
/// call's dictionaries. Every diagnostic is placed in the source file, through the offsets the
/// format's bytes came from.
struct FormatChecker {
    let file: SourceFile
    let call: FormatCall
    let format: FormatText

    /// The diagnostics for the call, or why the format cannot be judged: a name in a script
    /// UIKit may accept but vflc's lexer does not read, or a template's hole (read as a number)
    /// where a number cannot go.
    func check() -> Result<[Diagnostic], LintSkip> {
        // The .vfl lexer ends statements at line breaks and comments at `#` and `//`; in a
        // format given to UIKit those are ordinary characters. Blanks become spaces (UIKit's
        // parser skips white space) and `#`, `/` a character the lexer reports as unexpected.
        var substituted: [Int: UInt8] = [:]
        var text = format.bytes
        for index in text.indices {
            switch text[index] {
            case 0x0A, 0x0D, 0x09, 0x0B, 0x0C: text[index] = 0x20
            case UInt8(ascii: "#"), UInt8(ascii: "/"):
                substituted[index] = text[index]
                text[index] = UInt8(ascii: "$")
            default: break
            }
        }
        let formatFile = SourceFile(name: file.name, bytes: text)
        let (parsed, syntaxErrors) = Parser.parseFormatString(formatFile)
        if var error = syntaxErrors.first {
            // At a hole, or just after one (`|-\(x)[a]` with x = "8-"): the hole may not be a number.
            if let range = error.range, format.touchesHole(range) || format.placeholders.contains(range.start - 1) {
                return .failure(.holeNotANumber)
            }
            if let range = error.range, range.start < text.count {
                // A typographic dash is never part of a name: UIKit throws on it (the error
                // carries a note naming ASCII '-'). Any other non-ASCII character may be a letter.
                if text[range.start] >= 0x80, !TypographicDash.at(range.start, in: text) {
                    return .failure(.nonASCIIName)
                }
                if let original = substituted[range.start] {
                    error.message = .unexpectedCharacter("'" + String(UnicodeScalar(original)) + "'")
                }
            }
            return .success([mapped(error)])
        }
        guard let parsed else { return .success([]) }
        if !format.placeholders.isEmpty, names(in: parsed).contains(where: format.touchesHole) {
            return .failure(.holeNotANumber)
        }
        return .success(optionProblems(parsed) + nameProblems(parsed))
    }

    /// Every name the format uses: views, and metrics in connections, sizes and priorities.
    private func names(in parsed: VisualFormat) -> [SourceRange] {
        var ranges: [SourceRange] = []
        func predicates(_ list: [Predicate]) {
            for predicate in list {
                if case .name(let identifier) = predicate.object { ranges.append(identifier.range) }
                if case .name(let identifier) = predicate.priority { ranges.append(identifier.range) }
            }
        }
        func connection(_ connection: Connection?) {
            if case .predicates(let list, _) = connection { predicates(list) }
        }
        connection(parsed.leadingConnection)
        for (index, view) in parsed.views.enumerated() {
            if index > 0 { connection(parsed.connections[index - 1]) }
            ranges.append(view.name.range)
            predicates(view.predicates)
        }
        connection(parsed.trailingConnection)
        return ranges
    }

    // MARK: - Options

    /// The options UIKit throws on for this string, by the rule `.vfl` files follow
    /// (`FormatOption.problems`), each named as written in the call.
    private func optionProblems(_ parsed: VisualFormat) -> [Diagnostic] {
        guard let options = call.options else { return [] }
        return FormatOption.problems(
            options.map { FormatOption(kind: $0.kind, range: $0.range) }, orientation: parsed.orientation,
            viewCount: parsed.views.count, spelling: { file.text(in: $0.range) })
    }

    // MARK: - Names

    private func nameProblems(_ parsed: VisualFormat) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func metric(_ identifier: Identifier) {
            guard call.metrics.contains(identifier.name) == false else { return }
            problems.append(
                .error(
                    .lintUnknownMetric(identifier.name), at: map(identifier.range),
                    notes: suggestion(for: identifier.name, in: [call.metrics])))
        }
        func predicateNames(_ predicates: [Predicate], inView: Bool) {
            for predicate in predicates {
                if case .name(let identifier) = predicate.object {
                    if inView {
                        let inMetrics = call.metrics.contains(identifier.name)
                        let inViews = call.views.contains(identifier.name)
                        if inMetrics == false, inViews == false {
                            let message: DiagnosticMessage =
                                if case .none = call.metrics {
                                    .lintUnknownView(identifier.name)
                                } else {
                                    .lintUnknownViewOrMetric(identifier.name)
                                }
                            problems.append(
                                .error(
                                    message, at: map(identifier.range),
                                    notes: suggestion(for: identifier.name, in: [call.views, call.metrics])))
                        }
                    } else {
                        metric(identifier)
                    }
                }
                if case .name(let identifier) = predicate.priority { metric(identifier) }
            }
        }
        func connection(_ connection: Connection?) {
            if case .predicates(let predicates, _) = connection { predicateNames(predicates, inView: false) }
        }
        connection(parsed.leadingConnection)
        for (index, view) in parsed.views.enumerated() {
            if index > 0 { connection(parsed.connections[index - 1]) }
            if call.views.contains(view.name.name) == false {
                problems.append(
                    .error(
                        .lintUnknownView(view.name.name), at: map(view.name.range),
                        notes: suggestion(for: view.name.name, in: [call.views])))
            }
            predicateNames(view.predicates, inView: true)
        }
        connection(parsed.trailingConnection)
        return problems
    }

    /// "did you mean 'x'?", pointing at the key in the dictionary when it is in this file.
    private func suggestion(for name: String, in sets: [NameSet]) -> [Diagnostic.Note] {
        let candidates = sets.flatMap(\.names)
        guard let closest = NameSuggestion.closest(to: name, in: candidates) else { return [] }
        let range = sets.lazy.compactMap { $0.range(of: closest) }.first
        return [Diagnostic.Note.didYouMean(closest, at: range)]
    }

    // MARK: - Mapping back to the source file

    /// A range in the format's value as a range in the source file. The end of the value maps
    /// to the closing quote, so "expected ']'" at the end of the format points there.
    private func map(_ range: SourceRange) -> SourceRange {
        let offsets = format.offsets
        let start = offsets[min(range.start, offsets.count - 1)]
        guard range.end > range.start else { return .at(start) }
        let end = offsets[min(range.end - 1, offsets.count - 1)] + 1
        return SourceRange(start: start, end: max(start + 1, end))
    }

    private func mapped(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        result.range = diagnostic.range.map(map)
        result.notes = diagnostic.notes.map { note in
            var note = note
            note.range = note.range.map(map)
            return note
        }
        return result
    }
}
