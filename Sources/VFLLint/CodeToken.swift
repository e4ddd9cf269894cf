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
    /// False when the literal interpolates (`"\(x)"`) or is not closed: its value is known only
    /// at run time.
    package var isStatic = true
    /// False when the literal is not closed on its line (or, multi-line, in the file).
    package var isTerminated = true
    /// Where each interpolation `\(…)` sits: the index in `value` it comes before, and the
    /// offset of its backslash.
    package var holes: [(value: Int, offset: Int)] = []

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

    /// Bytes of `value` that stand for a template's hole (an interpolation, a `%d`), each a `1`
    /// placed at the hole: the format is checked with its holes read as numbers.
    package var placeholders: [Int] = []

    /// This interpolated literal with each hole read as the number `1`.
    func fillingHoles() -> StringLiteral {
        var filled = StringLiteral()
        filled.end = end
        var next = 0
        for hole in holes {
            while next < hole.value {
                filled.append(value[next], at: offsets[next])
                next += 1
            }
            filled.placeholders.append(filled.value.count)
            filled.append(UInt8(ascii: "1"), at: hole.offset)
        }
        while next < value.count {
            filled.append(value[next], at: offsets[next])
            next += 1
        }
        return filled
    }

    /// This `String(format:)` template with each conversion (`%d`, `%.1f`, `%@`, `%2$ld`) read as
    /// the number `1` and `%%` as `%`; `nil` when a `%` starts no conversion `printf` knows.
    func fillingConversions() -> StringLiteral? {
        var filled = StringLiteral()
        filled.end = end
        var index = 0
        while index < value.count {
            guard value[index] == UInt8(ascii: "%") else {
                filled.append(value[index], at: offsets[index])
                index += 1
                continue
            }
            let start = index
            index += 1
            if index < value.count, value[index] == UInt8(ascii: "%") {
                filled.append(UInt8(ascii: "%"), at: offsets[start])
                index += 1
                continue
            }
            // [argument$] [flags] [width] [.precision] [length] conversion
            let skippable = Array("0123456789$-+ #'.*hlqLzjt".utf8)
            while index < value.count, skippable.contains(value[index]) { index += 1 }
            guard index < value.count, Array("diouxXfFeEgGaAcsSpC@".utf8).contains(value[index]) else { return nil }
            index += 1
            filled.placeholders.append(filled.value.count)
            filled.append(UInt8(ascii: "1"), at: offsets[start])
        }
        return filled
    }
}
