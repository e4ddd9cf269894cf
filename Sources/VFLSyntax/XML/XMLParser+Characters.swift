/// Characters for `XMLParser`: UTF-8 sequences and entity and character references.
extension XMLParser {
    /// The offset just past the well-formed UTF-8 sequence of a character XML allows starting at
    /// `index` (a byte of 0x80 or more); an error for invalid UTF-8 (overlong forms, surrogates,
    /// past U+10FFFF, a cut sequence) and for U+FFFE and U+FFFF.
    func endOfUTF8Sequence(at index: Int) throws(XMLError) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xED: (length, high) = (3, 0x9F)
        case 0xE1...0xEF: length = 3
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF4: (length, high) = (4, 0x8F)
        case 0xF1...0xF3: length = 4
        default: throw invalidUTF8(at: index)
        }
        guard index + length <= bytes.count else { throw invalidUTF8(at: index) }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { throw invalidUTF8(at: index) }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
            throw invalidUTF8(at: index)
        }
        if lead == 0xEF, second == 0xBF, bytes[index + 2] >= 0xBE {
            throw XMLError(
                message: "the character U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") is not allowed in XML",
                range: SourceRange(start: index, end: index + 3))
        }
        return index + length
    }

    private func invalidUTF8(at index: Int) -> XMLError {
        XMLError(message: "invalid UTF-8", range: SourceRange(start: index, end: index + 1))
    }

    /// The character a reference at `index` (on its `&`) stands for, and the offset past its `;`:
    /// one of the five predefined entities, `&#DDD;` or `&#xHHH;`.
    func reference(at index: Int) throws(XMLError) -> (scalar: Unicode.Scalar, end: Int) {
        var cursor = index + 1
        if byte(at: cursor) == XMLByte.hash {
            cursor += 1
            let hexadecimal = byte(at: cursor) == XMLByte.lowercaseX
            if hexadecimal { cursor += 1 }
            var value: UInt32 = 0
            var digits = 0
            while cursor < bytes.count, let digit = Self.digitValue(bytes[cursor], hexadecimal: hexadecimal) {
                value = min(value * (hexadecimal ? 16 : 10) + digit, 0x11_0000)
                digits += 1
                cursor += 1
            }
            guard digits > 0, byte(at: cursor) == XMLByte.semicolon else {
                throw XMLError(
                    message:
                        "malformed character reference: expected \(hexadecimal ? "hexadecimal " : "")digits and ';' after '&#\(hexadecimal ? "x" : "")'",
                    range: SourceRange(start: index, end: max(cursor, index + 1)))
            }
            cursor += 1
            guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw XMLError(
                    message:
                        "character reference '\(string(SourceRange(start: index, end: cursor)))' is not a character XML allows",
                    range: SourceRange(start: index, end: cursor))
            }
            return (scalar, cursor)
        }
        while cursor < bytes.count, cursor - index <= 32, bytes[cursor] < 0x80, Self.isNameCharacter(bytes[cursor]) {
            cursor += 1
        }
        guard cursor > index + 1, byte(at: cursor) == XMLByte.semicolon else {
            throw XMLError(
                message: "'&' must begin an entity or character reference (write '&amp;' for '&')",
                range: SourceRange(start: index, end: index + 1))
        }
        let name = SourceRange(start: index + 1, end: cursor)
        let scalar: Unicode.Scalar
        switch string(name) {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            throw XMLError(
                message: "unknown entity '&\(string(name));' (XML predefines only &lt; &gt; &amp; &quot; &apos;)",
                range: SourceRange(start: index, end: cursor + 1))
        }
        return (scalar, cursor + 1)
    }

    private static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        if byte >= XMLByte.zero, byte <= XMLByte.nine { return UInt32(byte - XMLByte.zero) }
        guard hexadecimal else { return nil }
        let lower = byte | 0x20
        if lower >= XMLByte.lowercaseA, lower <= XMLByte.lowercaseF { return UInt32(lower - XMLByte.lowercaseA + 10) }
        return nil
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return and U+0020 on, less the surrogates,
    /// U+FFFE and U+FFFF.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: return true
        default: return false
        }
    }
}
