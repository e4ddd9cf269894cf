import VFL
import VFLSyntax

/// The VFL names of a scene's items for `VFLProgramWriter`: IB ids (`Prf-Nf-5dE`) and the
/// names `SceneBuilder` makes for guides (`Prf-Sv-1aB.content`) are not VFL identifiers.
///
/// A view is named by its `userLabel` camel-cased, with every character that is not an ASCII
/// letter or digit dropped ("Name Field" → `nameField`), else by its class and a counter
/// (`label1`, `button2`); a guide by its view's name and the guide's kind (`scrollContent`,
/// `cardSafeArea`). Names are unique, never contain `_` (so `NAME_alignment` is free), and never
/// one vflc gives a meaning: `root`, the layout guides, statement keywords, priority names.
struct VFLNameTable {
    let document: InterfaceBuilderDocument
    let scene: SceneRoot
    /// IB id → its element, for the document's elements with an id.
    private let elements: [String: Int]
    private var names: [String: String] = [:]
    private var taken: Set<String>
    private var counters: [String: Int] = [:]
    /// Every name given, in order: the VFL name, the IB id, the class (element name).
    private(set) var assigned: [(name: String, id: String, className: String?)] = []

    /// Items the syntax tree already names as vflc does.
    static let fixed: Set<String> = ["root", "safeArea", "topLayoutGuide", "bottomLayoutGuide"]

    /// Names a program cannot give an item of its own.
    static let reserved: Set<String> = fixed.union([
        "margins", "readableContent", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide",
        "metrics", "view", "guide", "spacing", "layoutGuides", "platform", "design", "stack", "options", "H", "V",
    ]).union(PriorityName.all.map(\.name))

    init(document: InterfaceBuilderDocument, scene: SceneRoot) {
        self.document = document
        self.scene = scene
        var elements: [String: Int] = [:]
        for index in document.xml.elements.indices {
            if let id = document.xml.elements[index]["id"], elements[id] == nil { elements[id] = index }
        }
        self.elements = elements
        taken = Self.reserved
    }

    /// `candidate`, or it with the lowest counter from 2 that makes it unused; taken from now on.
    mutating func reserve(_ candidate: String) -> String {
        var name = candidate
        var counter = 2
        while taken.contains(name) {
            name = candidate + String(counter)
            counter += 1
        }
        taken.insert(name)
        return name
    }

    /// The VFL name of the item the syntax tree names `item` (made on first use).
    mutating func name(for item: String) -> String {
        if Self.fixed.contains(item) { return item }
        if let name = names[item] { return name }
        let name: String
        var className: String?
        if let dot = item.lastIndex(of: "."), elements[item] == nil {
            // A guide vflc made for a view: `ID.safeArea`, `ID.content`.
            let view = String(item[..<dot])
            name = reserve(
                self.name(for: view == scene.rootID ? "root" : view)
                    + Self.capitalized(String(item[item.index(after: dot)...])))
        } else if let element = elements[item] {
            let node = document.xml.elements[element]
            className = node.name
            if node.name == "viewLayoutGuide", let parent = node.parent,
                let parentID = document.xml.elements[parent]["id"]
            {
                let suffix: String
                switch node["key"] {
                case "safeArea": suffix = "SafeArea"
                case "contentLayoutGuide": suffix = "Content"
                case "frameLayoutGuide": suffix = "Frame"
                default: suffix = "Guide"
                }
                name = reserve(self.name(for: parentID == scene.rootID ? "root" : parentID) + suffix)
            } else if let label = node["userLabel"].map(Self.camelCased), let first = label.utf8.first {
                name = reserve(Self.isLetter(first) ? label : Self.identifier(node.name) + Self.capitalized(label))
            } else {
                name = numbered(Self.identifier(node.name))
            }
        } else {
            name = numbered("item")
        }
        names[item] = name
        assigned.append((name, item, className))
        return name
    }

    /// `base` and the next counter for it that is unused (`label1`, `label2`).
    private mutating func numbered(_ base: String) -> String {
        var counter = counters[base, default: 0]
        var name: String
        repeat {
            counter += 1
            name = base + String(counter)
        } while taken.contains(name)
        counters[base] = counter
        taken.insert(name)
        return name
    }

    /// "Name Field" → `nameField`, "URL field" → `urlField`: words of ASCII letters and digits,
    /// the first lower-cased (all of it when it is all capitals), the others capitalized.
    static func camelCased(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, Self.isLetter(UInt8(scalar.value)) || Self.isDigit(UInt8(scalar.value)) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return "" }
        let head = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map(capitalized).joined()
    }

    /// An element name as an identifier (they are ASCII letters already; anything else dropped).
    static func identifier(_ text: String) -> String {
        let kept = camelCased(text)
        return kept.isEmpty ? "item" : kept
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
