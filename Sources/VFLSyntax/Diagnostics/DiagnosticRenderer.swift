/// Renders diagnostics as swiftc and clang do:
///
///     login.vfl:3:5: error: unknown metric 'pading'
///     H:|-pading-[find]-[findNext]-[findField(>=20)]-|
///         ^~~~~~
///     login.vfl:1:9: note: did you mean 'padding'?
///
/// ANSI colour only when asked (the tool asks when stderr is a terminal and `NO_COLOR` is unset).
public struct DiagnosticRenderer: Sendable {
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The full text of one diagnostic with its source line, caret and notes; ends with a newline.
    /// Without `showingSource`, its position and message only (a listing, one line per entry,
    /// as `vflc lint --verbose` lists the calls it found).
    public func render(_ diagnostic: Diagnostic, in file: SourceFile, showingSource: Bool = true) -> String {
        var out = header(
            file: file, range: diagnostic.range, severity: diagnostic.severity,
            message: diagnostic.message.text)
        if showingSource, let range = diagnostic.range, !file.bytes.isEmpty || range.start == 0 {
            out += snippet(file: file, range: range)
        }
        for note in diagnostic.notes {
            out += header(file: file, range: note.range, severity: .note, message: note.message)
            if note.showsSource, let range = note.range { out += snippet(file: file, range: range) }
        }
        return out
    }

    /// A diagnostic about no source file (a usage error, an output that cannot be written):
    /// `error: cannot write '<stdout>': No space left on device`, then its notes.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = header(position: nil, severity: diagnostic.severity, message: diagnostic.message.text)
        for note in diagnostic.notes { out += header(position: nil, severity: .note, message: note.message) }
        return out
    }

    private func header(file: SourceFile, range: SourceRange?, severity: Diagnostic.Severity, message: String) -> String
    {
        var position = file.name
        if let range {
            let location = file.location(of: range.start)
            position += ":\(location.line):\(location.column)"
        }
        return header(position: position, severity: severity, message: message)
    }

    /// `position: severity: message`, or without a position `severity: message`.
    private func header(position: String?, severity: Diagnostic.Severity, message: String) -> String {
        let prefix = position.map { $0 + ": " } ?? ""
        let label = severity.rawValue
        if colored {
            let color: String
            switch severity {
            case .error: color = "\u{1B}[1;31m"
            case .warning: color = "\u{1B}[1;35m"
            case .note: color = "\u{1B}[1;30m"
            }
            return "\u{1B}[1m\(prefix)\(color)\(label): \u{1B}[0m\u{1B}[1m\(message)\u{1B}[0m\n"
        }
        return "\(prefix)\(label): \(message)\n"
    }

    /// The widest source line shown whole; longer lines are cut to a window around the caret,
    /// so a 10 MB one-line file gives readable diagnostics.
    static let maximumSnippetWidth = 160

    /// The source line and a caret under the range's start, `~` under the rest of it (clipped to
    /// the line). Tabs in the source line are kept in the caret line so the caret lines up;
    /// other control characters are shown as visible symbols.
    private func snippet(file: SourceFile, range: SourceRange) -> String {
        let start = file.location(of: range.start)
        let end = file.location(of: range.end)
        // Decode only a window of a very long line (a 10 MB line per diagnostic would make many
        // diagnostics quadratic); `dropped` counts the characters cut before the window, as
        // `SourceFile.location` counts them (bytes that do not continue a UTF-8 sequence).
        var bytes = file.lineBytes(start.line)
        var dropped = 0
        var cutAfter = false
        // A scalar takes at most 4 bytes: the window holds more scalars on either side of the
        // caret than the snippet shows there (a quarter of its width before, the rest after).
        let bytesBefore = 4 * (Self.maximumSnippetWidth / 4 + 2)
        let byteWindow = bytesBefore + 4 * Self.maximumSnippetWidth
        if bytes.count > byteWindow {
            let caretOffset = min(max(range.start, bytes.startIndex), bytes.endIndex)
            var lower = max(bytes.startIndex, caretOffset - bytesBefore)
            while lower > bytes.startIndex, bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
            let upper = min(bytes.endIndex, lower + byteWindow)
            // The characters before the window, without reading them: O(1) on an ASCII line.
            dropped = file.location(of: lower).column - 1
            cutAfter = upper < bytes.endIndex
            bytes = bytes[lower..<upper]
        }
        // A line of printable ASCII (most source) is its own scalars, one column a byte: it is
        // cut and copied whole, and the caret line is spaces. Anything else goes scalar by scalar.
        let isPlain = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        var scalars = isPlain ? [] : Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        let count = isPlain ? bytes.count : scalars.count
        var first = 0
        var last = count
        var caretColumn = start.column - dropped
        var lastColumn = end.line == start.line ? end.column - dropped : count + 1
        var prefix = ""
        var suffix = ""
        if count > Self.maximumSnippetWidth || dropped > 0 || cutAfter {
            // Keep a window that starts a little before the caret.
            let window = Self.maximumSnippetWidth - 6
            first = max(0, min(caretColumn - 1 - window / 4, count - window))
            last = min(count, first + window)
            if first > 0 || dropped > 0 { prefix = "..." }
            if last < count || cutAfter { suffix = "..." }
            caretColumn = caretColumn - first + prefix.count
            lastColumn = min(lastColumn - first + prefix.count, last - first + prefix.count + 1)
        }
        var lineText = prefix
        var marker = ""
        if isPlain {
            lineText += String(decoding: bytes.dropFirst(first).prefix(last - first), as: UTF8.self)
            lineText += suffix
            marker = String(repeating: " ", count: max(0, caretColumn - 1))
        } else {
            scalars = Array(scalars[first..<last])
            // Control characters (a NUL, an escape that would drive the terminal) are shown as
            // their Control Pictures symbols (U+2400 + code, U+2421 for DEL): one for one, so the
            // caret still lines up. Tabs stay tabs.
            for scalar in scalars {
                switch scalar.value {
                case 0x09: lineText.unicodeScalars.append(scalar)
                case 0x00..<0x20: lineText.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? scalar)
                case 0x7F: lineText.unicodeScalars.append("\u{2421}")
                default: lineText.unicodeScalars.append(scalar)
                }
            }
            lineText += suffix
            let shown = Array(lineText.unicodeScalars)
            for index in 0..<max(0, caretColumn - 1) {
                marker += index < shown.count && shown[index] == "\t" ? "\t" : " "
            }
        }
        marker += "^"
        marker += String(repeating: "~", count: max(0, lastColumn - caretColumn - 1))
        if colored {
            marker = "\u{1B}[1;32m" + marker + "\u{1B}[0m"
        }
        return lineText + "\n" + marker + "\n"
    }
}
