import VFLSyntax

/// One token of a Swift or Objective-C file, as far as `vflc lint` needs to see it: names,
/// string literals (decoded), numbers and single punctuation bytes. Comments and blanks are gone.
package struct CodeToken: Sendable {
    package enum Kind: Equatable, Sendable {
        case identifier
        case number
        /// A string literal; its decoded value is in `literal`.
        case string
        /// One byte of punctuation or an operator (`(`, `:`, `=`, `+`, `@`, …).
        case punctuation(UInt8)
    }

    package var kind: Kind
    package var range: SourceRange
    package var literal: StringLiteral?

    package init(_ kind: Kind, _ range: SourceRange, literal: StringLiteral? = nil) {
        self.kind = kind
        self.range = range
        self.literal = literal
    }

    package func isPunctuation(_ byte: Character) -> Bool {
        kind == .punctuation(byte.asciiValue ?? 0)
    }
}

/// A string literal's value as the program sees it, each byte with the source offset it came
/// from, so a problem inside the value is reported at its place in the file.
package struct StringLiteral: Sendable {
    /// The decoded UTF-8 value.
    package var value: [UInt8] = []
    /// `offsets[i]` is where `value[i]` was written (an escape's backslash for what it decodes to).
    package var offsets: [Int] = []
    /// The offset of the closing quote (where "expected ']'" at the end of the value is reported).
    package var end: Int = 0
    /// False when the literal interpolates (`"\(x)"`): its value is known only at run time.
    package var isStatic = true

    package init() {}

    mutating func append(_ byte: UInt8, at offset: Int) {
        value.append(byte)
        offsets.append(offset)
    }

    /// Appends the UTF-8 encoding of a decoded escape, every byte placed at the escape.
    mutating func append(scalar: UInt32, at offset: Int) {
        guard let scalar = Unicode.Scalar(scalar) else { return }
        for byte in String(Character(scalar)).utf8 { append(byte, at: offset) }
    }
}
