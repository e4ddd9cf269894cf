/// One run of `XMLReader.read`: a cursor over the file's bytes, the elements read so far and the
/// stack of open ones. Works on the bytes alone; a `String` is made once per name and value
/// (decoded in a second pass only when the value holds a reference or a raw tab or line break).
struct XMLParser {
    let file: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    var elements: [XMLElement] = []
    /// The indices of the open elements, innermost last: the explicit stack that replaces recursion.
    var open: [Int] = []
    /// The attributes of the start tag being read, reused so each element's array is allocated
    /// once, at its size.
    var scratch: [XMLAttribute] = []
    /// The attributes of the start tag being read by name, once it has more than 16 (else empty).
    var attributeIndex: [String: Int] = [:]
    /// Whether a DOCTYPE declaration was read (a document has at most one, before the root).
    var sawDoctype = false

    init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.bytes = bytes
        self.position = file.textStart
    }

    mutating func parseDocument() throws(XMLError) -> XMLDocument {
        while true {
            if open.isEmpty {
                skipWhitespace()
                guard position < bytes.count else { break }
                guard bytes[position] == XMLByte.lessThan else { throw textOutsideRoot() }
            } else {
                try skipText()
                guard position < bytes.count else {
                    let element = elements[open[open.count - 1]]
                    throw XMLError(
                        message:
                            "'\(element.name)' is never closed: expected '</\(element.name)>' before the end of the document",
                        range: element.nameRange)
                }
            }
            switch byte(at: position + 1) {
            case XMLByte.slash: try readEndTag()
            case XMLByte.question: try skipProcessingInstruction()
            case XMLByte.exclamation: try skipDeclaration()
            default: try readStartTag()
            }
        }
        guard !elements.isEmpty else {
            throw XMLError(message: "no root element: the document has no element", range: .at(bytes.count))
        }
        return XMLDocument(elements: elements)
    }

    // MARK: Elements

    private mutating func readStartTag() throws(XMLError) {
        let start = position
        position += 1
        let nameRange = try readName(after: "'<'")
        let name = string(nameRange)
        if open.isEmpty, let root = elements.first {
            throw XMLError(
                message: "a second root element '\(name)' after '\(root.name)': a document has one root element",
                range: nameRange)
        }
        scratch.removeAll(keepingCapacity: true)
        if !attributeIndex.isEmpty { attributeIndex.removeAll(keepingCapacity: true) }
        var selfClosing = false
        while true {
            let spaced = skipWhitespace()
            guard position < bytes.count else {
                throw XMLError(
                    message: "unterminated start tag of '\(name)'", range: SourceRange(start: start, end: nameRange.end)
                )
            }
            let byte = bytes[position]
            if byte == XMLByte.greaterThan {
                position += 1
                break
            }
            if byte == XMLByte.slash {
                guard self.byte(at: position + 1) == XMLByte.greaterThan else {
                    throw XMLError(
                        message: "expected '>' after '/' to end the start tag of '\(name)'",
                        range: characterRange(at: position + 1))
                }
                position += 2
                selfClosing = true
                break
            }
            guard Self.isNameStart(byte) else {
                throw XMLError(
                    message: "expected '>' to end the start tag of '\(name)'", range: characterRange(at: position))
            }
            let attributeNameRange = try readName(after: "")
            let attributeName = string(attributeNameRange)
            guard spaced else {
                throw XMLError(
                    message: "expected white space before attribute '\(attributeName)'", range: attributeNameRange)
            }
            skipWhitespace()
            guard self.byte(at: position) == XMLByte.equals else {
                throw XMLError(
                    message: "expected '=' after attribute name '\(attributeName)'", range: characterRange(at: position)
                )
            }
            position += 1
            skipWhitespace()
            let quote = self.byte(at: position)
            guard quote == XMLByte.doubleQuote || quote == XMLByte.singleQuote else {
                throw XMLError(
                    message: "expected a quoted value for attribute '\(attributeName)'",
                    range: characterRange(at: position))
            }
            let valueStart = position + 1
            let value = try readAttributeValue(quote: quote, name: attributeName)
            let valueRange = SourceRange(start: valueStart, end: position - 1)
            try checkUnique(attributeName, at: attributeNameRange)
            scratch.append(
                XMLAttribute(name: attributeName, value: value, nameRange: attributeNameRange, valueRange: valueRange))
        }
        let index = elements.count
        let parent = open.last
        elements.append(
            XMLElement(
                name: name, attributes: scratch.isEmpty ? [] : Array(scratch), parent: parent, children: [],
                range: SourceRange(start: start, end: position), nameRange: nameRange))
        if let parent { elements[parent].children.append(index) }
        if !selfClosing { open.append(index) }
    }

    /// Throws when the start tag being read already has an attribute of this name: a linear
    /// search among the few attributes of a usual tag, a dictionary past 16 (so a tag of a
    /// million attributes stays linear).
    private mutating func checkUnique(_ name: String, at range: SourceRange) throws(XMLError) {
        var earlier: Int?
        if scratch.count < 16 {
            earlier = scratch.firstIndex { $0.name == name }
        } else {
            if attributeIndex.isEmpty {
                for (offset, attribute) in scratch.enumerated() { attributeIndex[attribute.name] = offset }
            }
            earlier = attributeIndex.updateValue(scratch.count, forKey: name)
        }
        if let earlier {
            throw XMLError(
                message:
                    "duplicate attribute '\(name)' (first given at \(file.location(of: scratch[earlier].nameRange.start)))",
                range: range)
        }
    }

    private mutating func readEndTag() throws(XMLError) {
        let start = position
        position += 2
        let nameRange = try readName(after: "'</'")
        skipWhitespace()
        guard position < bytes.count else {
            throw XMLError(
                message: "unterminated end tag '</\(string(nameRange))'",
                range: SourceRange(start: start, end: nameRange.end))
        }
        guard bytes[position] == XMLByte.greaterThan else {
            throw XMLError(
                message: "expected '>' to end the end tag '</\(string(nameRange))'", range: characterRange(at: position)
            )
        }
        position += 1
        let range = SourceRange(start: start, end: position)
        guard let innermost = open.last else {
            throw XMLError(message: "end tag '</\(string(nameRange))>' has no start tag", range: range)
        }
        let element = elements[innermost]
        guard sameBytes(nameRange, element.nameRange) else {
            throw XMLError(
                message:
                    "end tag '</\(string(nameRange))>' does not match the start tag '<\(element.name)>' at \(file.location(of: element.range.start))",
                range: range)
        }
        open.removeLast()
    }

    private func sameBytes(_ first: SourceRange, _ second: SourceRange) -> Bool {
        guard first.length == second.length else { return false }
        for offset in 0..<first.length where bytes[first.start + offset] != bytes[second.start + offset] {
            return false
        }
        return true
    }

    // MARK: Names and values

    /// Reads a name at the cursor (`after` says what precedes it, for the error).
    mutating func readName(after: String) throws(XMLError) -> SourceRange {
        let start = position
        guard position < bytes.count, Self.isNameStart(bytes[position]) else {
            let found =
                position < bytes.count ? "'\(describe(characterRange(at: position)))'" : "the end of the document"
            let place = after.isEmpty ? "" : " after \(after)"
            throw XMLError(message: "expected a name\(place), found \(found)", range: characterRange(at: position))
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Self.isNameCharacter(byte) else { break }
                position += 1
            } else {
                position = try endOfUTF8Sequence(at: position)
            }
        }
        return SourceRange(start: start, end: position)
    }

    /// Reads a quoted value, the cursor on its opening quote; leaves it after the closing one.
    private mutating func readAttributeValue(quote: UInt8, name: String) throws(XMLError) -> String {
        let open = position
        position += 1
        let start = position
        var needsDecoding = false
        while true {
            guard position < bytes.count else {
                throw XMLError(
                    message: "unterminated value of attribute '\(name)'", range: SourceRange(start: open, end: open + 1)
                )
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte >= 0x80 {
                position = try endOfUTF8Sequence(at: position)
                continue
            }
            if byte == XMLByte.ampersand {
                needsDecoding = true
                position = try reference(at: position).end
                continue
            }
            if byte == XMLByte.lessThan {
                throw XMLError(
                    message:
                        "'<' is not allowed in the value of attribute '\(name)' (write '&lt;', or close the value's quote)",
                    range: SourceRange(start: position, end: position + 1))
            }
            if byte < 0x20 {
                guard byte == XMLByte.tab || byte == XMLByte.lineFeed || byte == XMLByte.carriageReturn else {
                    throw controlCharacter(at: position)
                }
                needsDecoding = true
            }
            position += 1
        }
        let end = position
        position += 1
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard needsDecoding else { return String(decoding: slice, as: UTF8.self) }
        return try decodedValue(start, end)
    }

    /// The value of already-checked bytes: references replaced by their characters, a literal
    /// tab, line feed, carriage return or CR LF by one space (XML's attribute-value normalization).
    private func decodedValue(_ start: Int, _ end: Int) throws(XMLError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            switch byte {
            case XMLByte.ampersand:
                let (scalar, next) = try reference(at: index)
                UTF8.encode(scalar) { decoded.append($0) }
                index = next
                continue
            case XMLByte.carriageReturn:
                decoded.append(XMLByte.space)
                if index + 1 < end, bytes[index + 1] == XMLByte.lineFeed { index += 1 }
            case XMLByte.tab, XMLByte.lineFeed:
                decoded.append(XMLByte.space)
            default:
                decoded.append(byte)
            }
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    // MARK: Helpers

    /// The byte at `index`, or 0 past the end (0 is never valid XML, so it matches nothing).
    func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    func string(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    /// The range of the one character at `index` (a whole UTF-8 sequence when valid), empty at the end.
    func characterRange(at index: Int) -> SourceRange {
        guard index < bytes.count else { return .at(bytes.count) }
        let end = (try? endOfUTF8Sequence(at: index)) ?? index + 1
        return SourceRange(start: index, end: end)
    }

    /// A character for a message: itself when printable, `U+XXXX` otherwise.
    func describe(_ range: SourceRange) -> String {
        guard range.length > 0 else { return "" }
        let byte = bytes[range.start]
        if byte < 0x20 || byte == 0x7F { return "U+" + Self.hex(UInt32(byte)) }
        return string(range)
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Skips spaces, tabs, line feeds and carriage returns; says whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard
                byte == XMLByte.space || byte == XMLByte.lineFeed || byte == XMLByte.tab
                    || byte == XMLByte.carriageReturn
            else { break }
            position += 1
        }
        return position > start
    }

    /// Whether the bytes at the cursor are `literal`.
    func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        return true
    }

    /// ASCII letters, `_`, `:` and every non-ASCII character (a superset of XML's name start characters).
    static func isNameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= XMLByte.lowercaseA && lower <= XMLByte.lowercaseZ) || byte == XMLByte.underscore
            || byte == XMLByte.colon || byte >= 0x80
    }

    /// An ASCII byte that may continue a name: a name start, a digit, `-` or `.`.
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= XMLByte.zero && byte <= XMLByte.nine) || byte == XMLByte.hyphen
            || byte == XMLByte.period
    }
}
