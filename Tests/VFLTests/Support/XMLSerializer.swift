import VFLSyntax

/// The tests' XML writer: writes an `XMLDocument` back as text (every value double-quoted and
/// escaped so it reads back the same), and reduces a document to its tree for comparison.
/// Iterative, so a document nested 100,000 deep is written and compared without recursion.
///
/// No Foundation: `Tests/Fuzz/run.sh` also compiles this file into the XML fuzz target.
enum XMLSerializer {
    /// One element as a comparison sees it: what `XMLReader` read, without source ranges.
    struct Node: Equatable, CustomStringConvertible {
        var name: String
        var attributes: [Attribute]
        var parent: Int?
        var children: [Int]

        var description: String {
            let pairs = attributes.map { "\($0.name)=\($0.value.debugDescription)" }.joined(separator: " ")
            return "\(name)[\(pairs)] parent \(parent.map(String.init) ?? "-") children \(children)"
        }
    }

    /// An attribute's name and decoded value.
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    /// The document's tree: each element's name, attributes, parent and children, in order.
    static func tree(_ document: XMLDocument) -> [Node] {
        document.elements.map { element in
            Node(
                name: element.name, attributes: element.attributes.map { Attribute(name: $0.name, value: $0.value) },
                parent: element.parent, children: element.children)
        }
    }

    /// The tree as XML text: an element without children is written `<name .../>`.
    static func serialize(_ nodes: [Node]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        var open: [Int] = []
        for (index, node) in nodes.enumerated() {
            while let top = open.last, top != node.parent {
                text += "</\(nodes[top].name)>"
                open.removeLast()
            }
            text += "<" + node.name
            for attribute in node.attributes {
                text += " \(attribute.name)=\"\(escaped(attribute.value))\""
            }
            if node.children.isEmpty {
                text += "/>"
            } else {
                text += ">"
                open.append(index)
            }
        }
        while let top = open.popLast() { text += "</\(nodes[top].name)>" }
        return text + "\n"
    }

    static func serialize(_ document: XMLDocument) -> String {
        serialize(tree(document))
    }

    /// A value for a double-quoted attribute: the characters XML would otherwise read
    /// differently (markup, quotes, and the white space attribute-value normalization turns
    /// into spaces) written as references.
    static func escaped(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
