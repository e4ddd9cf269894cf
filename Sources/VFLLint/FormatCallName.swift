/// A wrapper named with `--format-call NAME:LABEL`: calls of NAME whose LABEL argument is a
/// format string (docs/lint.md). In Swift, LABEL is the argument label (`_` for an unlabelled
/// first argument); in Objective-C, the selector part whose argument is the format (the first
/// part, NAME, when no part is called LABEL). LABEL may also be the argument's position, from 1.
public struct FormatCallName: Hashable, Sendable {
    public var name: String
    public var label: String

    public init(name: String, label: String) {
        self.name = name
        self.label = label
    }

    /// `NAME:LABEL`, each a non-empty identifier (`_` allowed as LABEL), or `NAME:N` with N an
    /// argument position from 1; `nil` otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isIdentifier(parts[0]),
            Self.isIdentifier(parts[1]) || Self.position(parts[1]) != nil
        else { return nil }
        self.init(name: String(parts[0]), label: String(parts[1]))
    }

    /// The format's argument position (1 for the first), when LABEL is a number: for a macro or
    /// function (`CONSTRAIN(PARENT, VIEW, FORMAT)`: `CONSTRAIN:3`), or an Objective-C selector
    /// part (`[self pin:v format:@"…"]`: `pin:2`).
    public var position: Int? { Self.position(Substring(label)) }

    private static func position(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 3, text.utf8.allSatisfy(ByteScanning.isDigit), let number = Int(text),
            number >= 1
        else { return nil }
        return number
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, !ByteScanning.isDigit(first) else { return false }
        return text.utf8.allSatisfy { ByteScanning.isIdentifierContinue($0) && $0 < 0x80 }
    }
}
