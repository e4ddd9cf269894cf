import VFLSyntax

/// A scene's size-class `<variation>`s read for one set of traits: which constraints and
/// subviews are installed, the constants that differ per size class, and the attributes of a
/// view that do (a stack view's `spacing`, `axis`, `alignment` and `distribution`; `hidden`).
///
/// IB writes `<variation key="default">` (Any/Any), `key="widthClass=compact"` (one axis) and
/// `key="heightClass=compact-widthClass=regular"` (both); a more specific variation wins over a
/// less specific one, so they are applied in that order.
struct SizeClassVariations: Sendable {
    /// Ids excluded by the variations that apply (constraints and subviews).
    private(set) var excluded: Set<String> = []
    /// Per constraint id, the constant of the most specific variation that applies.
    private(set) var constants: [String: Double] = [:]
    /// Per view element, the attributes the variations that apply write for it (the most specific
    /// one's where two write the same), of those `viewAttributes` names.
    private(set) var attributes: [Int: [String: XMLAttribute]] = [:]

    /// The view attributes a variation can change that vflc lays out by.
    static let viewAttributes: Set<String> = ["spacing", "axis", "alignment", "distribution", "hidden"]

    /// The attribute `name` of the view element `element` under these traits: a variation's,
    /// else the element's own.
    func attribute(_ name: String, of element: Int, in xml: XMLDocument) -> XMLAttribute? {
        attributes[element]?[name] ?? xml.elements[element].attribute(name)
    }

    /// How specific a variation key is for `traits`: `nil` when it does not apply, else the number
    /// of size classes it names (0 for `default`).
    static func specificity(of key: String, traits: SizeClassTraits) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let wanted: SizeClass
            switch pair[1] {
            case "compact": wanted = .compact
            case "regular": wanted = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass": if traits.horizontal != wanted { return nil }
            case "heightClass": if traits.vertical != wanted { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// Reads every `<variation>` under the scene's elements `elements` for `traits`.
    init(xml: XMLDocument, elements: [Int], traits: SizeClassTraits) {
        // A view's variations: its masks (which subviews and constraints are installed) and attributes.
        var viewVariations: [(specificity: Int, view: Int, variation: Int)] = []
        var constantVariations: [(specificity: Int, constraint: String, value: Double)] = []
        for index in elements {
            for child in xml.elements[index].children where xml.elements[child].name == "variation" {
                let variation = xml.elements[child]
                guard let key = variation["key"], let specificity = Self.specificity(of: key, traits: traits) else {
                    continue
                }
                if xml.elements[index].name == "constraint" {
                    if let id = xml.elements[index]["id"],
                        let value = variation["constant"].flatMap(InterfaceBuilderNumber.parse)
                    {
                        constantVariations.append((specificity, id, value))
                    }
                } else {
                    viewVariations.append((specificity, index, child))
                }
            }
        }
        for (_, view, variation) in viewVariations.sorted(by: { $0.specificity < $1.specificity }) {
            for mask in xml.elements[variation].children where xml.elements[mask].name == "mask" {
                for entry in xml.elements[mask].children {
                    guard let reference = xml.elements[entry]["reference"] else { continue }
                    switch xml.elements[entry].name {
                    case "exclude": excluded.insert(reference)
                    case "include": excluded.remove(reference)
                    default: break
                    }
                }
            }
            for name in Self.viewAttributes {
                if let attribute = xml.elements[variation].attribute(name) {
                    attributes[view, default: [:]][name] = attribute
                }
            }
        }
        for entry in constantVariations.sorted(by: { $0.specificity < $1.specificity }) {
            constants[entry.constraint] = entry.value
        }
    }
}
