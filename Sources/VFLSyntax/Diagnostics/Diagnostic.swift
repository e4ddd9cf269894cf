/// A problem found in a source file, as a value: what is wrong (a catalogued message with a
/// severity), where (a byte range; the caret goes under its start), and notes that help fix it.
/// Rendering to text (plain or coloured) is `DiagnosticRenderer`'s job, not this type's.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message attached to a diagnostic, optionally pointing somewhere else in the file.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?
        /// Whether the renderer shows the source line and a caret under the note too (for notes
        /// that point at other code, such as each member of a conflicting set).
        public var showsSource: Bool

        /// Internal: every note is made by a factory of the catalogue (`DiagnosticMessage+Phase.swift`).
        init(_ message: String, at range: SourceRange? = nil, showsSource: Bool = false) {
            self.message = DiagnosticText.bounded(message)
            self.range = range
            self.showsSource = showsSource
        }
    }

    public var severity: Severity
    public var message: DiagnosticMessage
    /// The offending source range; `nil` for problems of the file as a whole.
    public var range: SourceRange?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: DiagnosticMessage, at range: SourceRange?, notes: [Note] = []) {
        // An id has one severity (`DiagnosticID.severity`), which `--suppress` relies on.
        assert(
            DiagnosticID(rawValue: message.id)?.severity == severity,
            "'\(message.id)' made as a \(severity); DiagnosticID.severity says otherwise")
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(_ message: DiagnosticMessage, at range: SourceRange?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    public static func warning(_ message: DiagnosticMessage, at range: SourceRange?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: range, notes: notes)
    }
}

/// A catalogued diagnostic message: a stable identifier (a `DiagnosticID`, for tests and
/// `--diagnostics-format json`) and the text shown to the user. Texts are lower case with no
/// trailing period, as in swiftc. Every message is created by a static factory in a
/// `DiagnosticMessage+Phase.swift` file, so the whole catalogue can be read in one folder.
public struct DiagnosticMessage: Hashable, Sendable, CustomStringConvertible {
    /// The `DiagnosticID`'s kebab-case raw value.
    public let id: String
    public let text: String

    /// Internal: every message is made by a factory of the catalogue.
    init(_ id: DiagnosticID, _ text: String) {
        self.id = id.rawValue
        self.text = DiagnosticText.bounded(text)
    }

    public var description: String { text }

    private init(id: String, text: String) {
        self.id = id
        self.text = text
    }

    /// The same message for some entries of a sweep only: `… (width 320)`.
    package func labelled(_ label: String) -> DiagnosticMessage {
        DiagnosticMessage(id: id, text: DiagnosticText.bounded(text + " (\(label))"))
    }
}

/// Keeps what a diagnostic quotes readable and its size bounded, whatever the input: a name or
/// number of more than `longestWord` bytes is shown by its ends (`aaaa…aaaa (10000000
/// characters)`), and a text of more than `longestText` characters is cut with a count. A 10 MB
/// name then costs a line of standard error, not 10 MB per diagnostic that names it.
enum DiagnosticText {
    static let longestWord = 80
    static let longestText = 2_000

    static func bounded(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > longestWord else { return text }
        // Most texts have no long word and are short: they are kept as they are, not rebuilt.
        if bytes.count <= longestText {
            var run = 0
            var hasLongWord = false
            for byte in bytes {
                run = isWordByte(byte) ? run + 1 : 0
                if run > longestWord {
                    hasLongWord = true
                    break
                }
            }
            if !hasLongWord { return text }
        }
        var result = ""
        var changed = false
        var runStart = bytes.startIndex
        var index = bytes.startIndex
        func flushRun(upTo end: String.Index) {
            let length = bytes.distance(from: runStart, to: end)
            if length > longestWord {
                let head = bytes.index(runStart, offsetBy: 32)
                let tail = bytes.index(end, offsetBy: -16)
                result += String(text[runStart..<head]) + "…" + String(text[tail..<end]) + " (\(length) characters)"
                changed = true
            } else {
                result += String(text[runStart..<end])
            }
        }
        while index != bytes.endIndex {
            if !isWordByte(bytes[index]) {
                flushRun(upTo: index)
                let next = bytes.index(after: index)
                result += String(text[index..<next])
                runStart = next
            }
            index = bytes.index(after: index)
        }
        flushRun(upTo: bytes.endIndex)
        var bounded = changed ? result : text
        if bounded.count > longestText {
            let kept = bounded.prefix(longestText)
            bounded = String(kept) + "… (\(bounded.count - longestText) more characters)"
        }
        return bounded
    }

    /// Letters, digits, `_` and `.`: what names and numbers are made of (ASCII only, so a cut
    /// never splits a UTF-8 sequence).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x2E
    }
}
