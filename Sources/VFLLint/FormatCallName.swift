/// A wrapper named with `--format-call NAME:LABEL`: calls of NAME whose LABEL argument is a
/// format string (docs/lint.md). In Swift, LABEL is the argument label (`_` for an unlabelled
/// first argument); in Objective-C, the selector part whose argument is the format (the first
/// part, NAME, when no part is called LABEL).
public struct FormatCallName: Hashable, Sendable {
    public var name: String
    public var label: String

    public init(name: String, label: String) {
        self.name = name
        self.label = label
    }

    /// `NAME:LABEL`, each a non-empty identifier (`_` allowed as LABEL); `nil` otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isIdentifier(parts[0]), Self.isIdentifier(parts[1]) else { return nil }
        self.init(name: String(parts[0]), label: String(parts[1]))
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, !ByteScanning.isDigit(first) else { return false }
        return text.utf8.allSatisfy { ByteScanning.isIdentifierContinue($0) && $0 < 0x80 }
    }
}
