/// A small XML well-formedness check: balanced, properly nested tags, quoted attributes, and no
/// bare `<` or `&` in text. Returns a description of the first problem, or nil.
///
/// No Foundation: `Tests/Fuzz/run.sh` also compiles this file into the fuzz target.
enum XMLWellFormedness {
    static func check(_ text: String) -> String? {
        let characters = Array(text)
        var stack: [String] = []
        var index = 0
        var sawRoot = false
        while index < characters.count {
            let character = characters[index]
            if character == "&" {
                let rest = String(characters[index..<min(characters.count, index + 7)])
                guard ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(where: { rest.hasPrefix($0) }) else {
                    return "bare & at \(index)"
                }
                index += 1
                continue
            }
            guard character == "<" else {
                if stack.isEmpty && !character.isWhitespace { return "text outside the root at \(index)" }
                index += 1
                continue
            }
            guard let close = characters[index...].firstIndex(of: ">") else { return "unclosed tag at \(index)" }
            let tag = String(characters[(index + 1)..<close])
            index = close + 1
            if tag.hasPrefix("?") {
                guard tag.hasSuffix("?"), stack.isEmpty, !sawRoot else { return "bad declaration" }
                continue
            }
            if tag.hasPrefix("/") {
                guard stack.popLast() == String(tag.dropFirst()) else { return "mismatched </\(tag.dropFirst())>" }
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            let body = selfClosing ? String(tag.dropLast()) : tag
            let name = String(body.prefix { !$0.isWhitespace })
            guard !name.isEmpty, name.first!.isLetter else { return "bad tag name '\(name)'" }
            if stack.isEmpty {
                guard !sawRoot else { return "second root element" }
                sawRoot = true
            }
            if let problem = checkAttributes(String(body.dropFirst(name.count))) { return problem }
            if !selfClosing { stack.append(name) }
        }
        return stack.isEmpty && sawRoot ? nil : "unclosed <\(stack.last ?? "root")>"
    }

    /// `name="value"` pairs separated by whitespace, values free of `<` and `"`.
    private static func checkAttributes(_ text: String) -> String? {
        var rest = Substring(text)
        var names: Set<Substring> = []
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { return nil }
            let name = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count)
            guard rest.hasPrefix("=\""), !name.isEmpty, names.insert(name).inserted else {
                return "bad attribute '\(name)'"
            }
            rest = rest.dropFirst(2)
            guard let end = rest.firstIndex(of: "\"") else { return "unterminated attribute '\(name)'" }
            if rest[..<end].contains("<") { return "< in attribute '\(name)'" }
            rest = rest[rest.index(after: end)...]
        }
    }
}
