/// The tests' own reading of their Interface Builder fixtures: elements with their attributes,
/// their parent and children, and the line and column of their `<`.
///
/// Deliberately small and independent of vflc's XML reader: it knows start tags, end tags, empty
/// elements, comments and the XML declaration, and the five predefined entities in attribute
/// values — all the fixtures use. Anything else (or a mismatched end tag) is a `Failure`.
struct FixtureXML {
    /// One element: its name, attributes, tree links and where its `<` is (1-based).
    struct Element {
        var name: String
        var attributes: [String: String]
        var line: Int
        var column: Int
        var parent: Int?
        var children: [Int] = []

        subscript(attribute: String) -> String? { attributes[attribute] }
    }

    /// Why a text is not XML the reader accepts, and where (1-based).
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var line: Int
        var column: Int

        var description: String { "\(line):\(column): \(message)" }
    }

    /// Every element, in document order; the root is element 0.
    private(set) var elements: [Element] = []

    init(_ text: String) throws {
        var scanner = Scanner(characters: Array(text))
        var open: [Int] = []
        while let character = scanner.peek() {
            guard character == "<" else {
                if character == "&" { try scanner.entity() } else { scanner.advance() }
                continue
            }
            let (line, column) = (scanner.line, scanner.column)
            if scanner.skip("<?") {
                try scanner.skip(past: "?>", line: line, column: column)
            } else if scanner.skip("<!--") {
                try scanner.skip(past: "-->", line: line, column: column)
            } else if scanner.skip("</") {
                let name = scanner.name()
                scanner.skipWhitespace()
                guard scanner.skip(">"), let last = open.popLast(), elements[last].name == name else {
                    throw Failure(message: "unexpected end tag '\(name)'", line: line, column: column)
                }
            } else {
                scanner.advance()
                var element = Element(
                    name: scanner.name(), attributes: [:], line: line, column: column, parent: open.last)
                guard !element.name.isEmpty else { throw Failure(message: "bad tag", line: line, column: column) }
                var isEmpty = false
                while true {
                    scanner.skipWhitespace()
                    if scanner.skip("/>") {
                        isEmpty = true
                        break
                    }
                    if scanner.skip(">") { break }
                    let attribute = scanner.name()
                    scanner.skipWhitespace()
                    guard !attribute.isEmpty, scanner.skip("="), scanner.skip("\"") else {
                        throw Failure(message: "bad attribute", line: scanner.line, column: scanner.column)
                    }
                    element.attributes[attribute] = try scanner.value()
                }
                let index = elements.count
                if let parent = open.last { elements[parent].children.append(index) }
                elements.append(element)
                if !isEmpty { open.append(index) }
            }
        }
        guard open.isEmpty, !elements.isEmpty else {
            throw Failure(message: "unclosed element", line: scanner.line, column: scanner.column)
        }
    }

    /// The children of an element with a name (and, when given, a `key` attribute).
    func children(of index: Int, named name: String, key: String? = nil) -> [Int] {
        elements[index].children.filter { elements[$0].name == name && (key == nil || elements[$0]["key"] == key) }
    }

    /// The first element, in document order, whose `id` is `id`.
    func element(id: String) -> Int? { elements.firstIndex { $0["id"] == id } }

    /// Reads characters, keeping the line and column of the next one.
    private struct Scanner {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1

        init(characters: [Character]) { self.characters = characters }

        func peek() -> Character? { index < characters.count ? characters[index] : nil }

        mutating func advance() {
            if characters[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skip(_ literal: String) -> Bool {
            let literal = Array(literal)
            guard index + literal.count <= characters.count, Array(characters[index..<index + literal.count]) == literal
            else { return false }
            for _ in literal { advance() }
            return true
        }

        mutating func skip(past literal: String, line: Int, column: Int) throws {
            while peek() != nil {
                if skip(literal) { return }
                advance()
            }
            throw Failure(message: "unterminated markup", line: line, column: column)
        }

        mutating func skipWhitespace() {
            while let character = peek(), character.isWhitespace { advance() }
        }

        mutating func name() -> String {
            var name = ""
            while let character = peek(), character.isLetter || character.isNumber || "_-.:".contains(character) {
                name.append(character)
                advance()
            }
            return name
        }

        /// An attribute value after its opening quote, up to and past the closing one.
        mutating func value() throws -> String {
            var value = ""
            while let character = peek() {
                if character == "\"" {
                    advance()
                    return value
                }
                if character == "<" { throw Failure(message: "'<' in an attribute value", line: line, column: column) }
                if character == "&" {
                    value.append(try entity())
                } else {
                    value.append(character)
                    advance()
                }
            }
            throw Failure(message: "unterminated attribute value", line: line, column: column)
        }

        /// One of the five predefined entities, at `&`.
        @discardableResult
        mutating func entity() throws -> Character {
            let (line, column) = (self.line, self.column)
            for (name, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'")]
            where skip(name) {
                return Character(character)
            }
            throw Failure(message: "bare '&'", line: line, column: column)
        }
    }
}
