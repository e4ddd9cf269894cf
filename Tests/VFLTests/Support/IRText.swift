import Foundation

/// `vflc --format ir` read back from its text alone, without the library's IR types, so a test
/// can check the printed constraints against a solution independently of the compiler:
///
///     # items: root, find (view), title (view in header), g1 (guide in card), topLayoutGuide (layout guide)
///     login.vfl:3:12  findNext.leading == find.trailing + 8 @1000
///     login.vfl:4:1   box.width == 0.5 * root.width - 10 @750
///     login.vfl:2:12  title.width <= 120 @250
///
/// A sweep whose environments lower differently prints several blocks, each starting with its
/// `# items:` line, separated by a blank line.
struct IRText: Equatable {
    struct Item: Equatable {
        var name: String
        /// `root`, `view`, `guide` or `layout guide`.
        var kind: String
        /// The parent's name; `nil` for the root, `"root"` for its children.
        var parent: String?
    }

    struct Operand: Equatable {
        var item: String
        var attribute: String
    }

    struct Constraint: Equatable {
        /// `path:line:column`.
        var location: String
        var first: Operand
        /// `==`, `<=` or `>=`.
        var relation: String
        var second: Operand?
        var multiplier: Double
        var constant: Double
        var priority: Double
        /// The equation as printed.
        var text: String

        var isRequired: Bool { priority >= 1000 }
    }

    var items: [Item]
    var constraints: [Constraint]

    func item(named name: String) -> Item? { items.first { $0.name == name } }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// Every block of an IR output.
    static func parseBlocks(_ text: String) throws -> [IRText] {
        var blocks: [IRText] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            // The release heading (with a device): not part of any block.
            if line.hasPrefix("# ios: ") { continue }
            if line.hasPrefix("# items: ") || line == "# items:" {
                blocks.append(IRText(items: try parseItems(line), constraints: []))
            } else {
                guard !blocks.isEmpty else { throw ParseError(description: "a constraint before '# items:': \(line)") }
                blocks[blocks.count - 1].constraints.append(try parseConstraint(line))
            }
        }
        return blocks
    }

    /// `# items: root, a (view), b (view in a), g (guide), topLayoutGuide (layout guide)`.
    static func parseItems(_ line: Substring) throws -> [Item] {
        let list = line.dropFirst("# items:".count).trimmingCharacters(in: .whitespaces)
        var items: [Item] = []
        for entry in list.components(separatedBy: ", ") where !entry.isEmpty {
            guard let open = entry.firstIndex(of: "(") else {
                guard entry == "root" else { throw ParseError(description: "an item without a kind: \(entry)") }
                items.append(Item(name: "root", kind: "root", parent: nil))
                continue
            }
            guard entry.hasSuffix(")") else { throw ParseError(description: "bad item: \(entry)") }
            let name = entry[..<open].trimmingCharacters(in: .whitespaces)
            let inside = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
            if let range = inside.range(of: " in ") {
                items.append(
                    Item(
                        name: name, kind: String(inside[..<range.lowerBound]),
                        parent: String(inside[range.upperBound...])))
            } else {
                items.append(Item(name: name, kind: inside, parent: "root"))
            }
        }
        guard items.first?.name == "root" else {
            throw ParseError(description: "the root is not the first item: \(line)")
        }
        return items
    }

    /// `path:line:col<spaces>first REL [m * ]second [± c] @p` or `path:line:col<spaces>first REL c @p`.
    static func parseConstraint(_ line: Substring) throws -> Constraint {
        // The location is the longest prefix ending in `:LINE:COLUMN` followed by spaces.
        let characters = Array(line)
        var split: Int?
        var index = characters.count - 1
        while index > 0 {
            if characters[index] == " ", characters[index - 1].isNumber, hasLocationEnding(characters[..<index]) {
                split = index
                break
            }
            index -= 1
        }
        guard let split else { throw ParseError(description: "no location: \(line)") }
        let location = String(characters[..<split])
        let text = String(characters[split...]).trimmingCharacters(in: .whitespaces)
        var words = text.split(separator: " ").map(String.init)
        // A constraint a stack view made starts with UIKit's identifier: `'UISV-spacing' …`.
        if let identifier = words.first, identifier.count > 1, identifier.hasPrefix("'"), identifier.hasSuffix("'") {
            words.removeFirst()
        }
        // An autoresizing constraint's tag has a space in it: `'h=--& v=--&' …`.
        if words.count > 1, words[0].hasPrefix("'h="), words[1].hasPrefix("v="), words[1].hasSuffix("'") {
            words.removeFirst(2)
        }
        guard words.count >= 4, let last = words.last, last.hasPrefix("@"), let priority = Double(last.dropFirst())
        else {
            throw ParseError(description: "bad constraint: \(line)")
        }
        let first = try operand(words[0], line)
        let relation = words[1]
        guard ["==", "<=", ">="].contains(relation) else { throw ParseError(description: "bad relation: \(line)") }
        var rest = Array(words[2..<(words.count - 1)])
        if rest.count == 1, let constant = Double(rest[0]) {
            return Constraint(
                location: location, first: first, relation: relation, second: nil, multiplier: 1,
                constant: constant, priority: priority, text: text)
        }
        var multiplier = 1.0
        if rest.count >= 3, rest[1] == "*" {
            guard let value = Double(rest[0]) else { throw ParseError(description: "bad multiplier: \(line)") }
            multiplier = value
            rest.removeFirst(2)
        }
        guard let secondWord = rest.first else { throw ParseError(description: "no second item: \(line)") }
        let second = try operand(secondWord, line)
        rest.removeFirst()
        var constant = 0.0
        if !rest.isEmpty {
            guard rest.count == 2, rest[0] == "+" || rest[0] == "-", let value = Double(rest[1]) else {
                throw ParseError(description: "bad constant: \(line)")
            }
            constant = rest[0] == "-" ? -value : value
        }
        return Constraint(
            location: location, first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priority, text: text)
    }

    private static func hasLocationEnding(_ characters: ArraySlice<Character>) -> Bool {
        // …:LINE:COLUMN
        var parts = 0
        var digits = 0
        for character in characters.reversed() {
            if character.isNumber {
                digits += 1
                continue
            }
            guard character == ":", digits > 0 else { return false }
            parts += 1
            digits = 0
            if parts == 2 { return true }
        }
        return false
    }

    private static func operand(_ word: String, _ line: Substring) throws -> Operand {
        // A stack's spacer is named `stack.UISV-…`: the attribute follows the last dot.
        guard let dot = word.lastIndex(of: "."), dot != word.startIndex, Double(word) == nil else {
            throw ParseError(description: "bad operand '\(word)': \(line)")
        }
        return Operand(item: String(word[..<dot]), attribute: String(word[word.index(after: dot)...]))
    }
}
