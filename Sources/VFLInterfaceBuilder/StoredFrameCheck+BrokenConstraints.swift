import VFL
import VFLSyntax

extension StoredFrameCheck {
    /// A required constraint of the document that the frames Xcode stored do not satisfy: the
    /// stored frames are not where the constraints put the views (Xcode kept them from before a
    /// constraint changed, or rounded them), so no layout of the constraints can give them all.
    struct BrokenConstraint: Equatable {
        /// The `<constraint>`'s IB id.
        var id: String
        /// `first.attribute == second.attribute × m + c`, with IB ids.
        var text: String
        /// How far the stored frames are from satisfying it, in points.
        var off: Double
    }

    /// The attributes a stored frame gives without anything else: edges, centres and sizes.
    private static let frameAttributes: Set<String> = [
        "left", "right", "leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height",
    ]

    /// The classes whose subviews' frames are in their content area: an edge between one and its
    /// own subview is the content's, which the stored frames do not show.
    private static let scrollingClasses: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Per view id, the required constraint on it that the stored frames break by the most, when
    /// that is `tolerance` (half a point) or more. Only constraints between the edges, centres and
    /// sizes of two views (or a view's size and a constant) of the base configuration are read:
    /// a layout guide, a margin, a baseline, a size-class variation or a placeholder has no
    /// stored value to check. A control whose alignment rect is not its frame is checked by that
    /// rect (`InterfaceBuilderClass.alignmentInsets`); an SF Symbol's image view, whose insets
    /// vflc does not know, is not checked.
    static func constraintsBrokenByStoredFrames(_ xml: XMLDocument, scene: Int, toolsVersion: Int)
        -> [String: BrokenConstraint]
    {
        guard let rootFrame = xml.storedFrame(of: scene), let rootID = xml.elements[scene]["id"] else { return [:] }
        var frames: [String: (frame: Rect, element: Int)] = [
            rootID: (Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height), scene)
        ]
        var constraints: [(element: Int, holder: String)] = []
        var excluded: Set<String> = []
        var pending: [(element: Int, origin: (x: Double, y: Double), view: String)] = [(scene, (0, 0), rootID)]
        while let (element, origin, view) = pending.popLast() {
            for child in xml.elements[element].children {
                let node = xml.elements[child]
                switch node.name {
                case "subviews":
                    for subview in node.children {
                        let element = xml.elements[subview]
                        guard let id = element["id"], let frame = xml.storedFrame(of: subview) else { continue }
                        let absolute = Rect(
                            x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
                        pending.append((subview, (absolute.x, absolute.y), id))
                        if element.name == "imageView", element["catalog"] == "system" { continue }
                        let insets = InterfaceBuilderClass.alignmentInsets(of: element.name, toolsVersion: toolsVersion)
                        frames[id] = (absolute.narrowed(by: insets ?? .zero), subview)
                    }
                case "constraints":
                    constraints += node.children.filter { xml.elements[$0].name == "constraint" }.map { ($0, view) }
                case "variation":
                    // Constraints a size class installs, and those it leaves out of the base.
                    var inner = node.children
                    while let next = inner.popLast() {
                        inner += xml.elements[next].children
                        if let reference = xml.elements[next]["reference"] { excluded.insert(reference) }
                    }
                default:
                    continue
                }
            }
        }
        func value(_ id: String, _ attribute: String) -> Double? {
            guard let frame = frames[id]?.frame else { return nil }
            switch attribute {
            case "left", "leading": return frame.x
            case "right", "trailing": return frame.x + frame.width
            case "top": return frame.y
            case "bottom": return frame.y + frame.height
            case "centerX": return frame.x + frame.width / 2
            case "centerY": return frame.y + frame.height / 2
            case "width": return frame.width
            case "height": return frame.height
            default: return nil
            }
        }
        // Whether one item is a scrolling view and the other its own subview.
        func crossesContent(_ first: String, _ second: String) -> Bool {
            guard let a = frames[first]?.element, let b = frames[second]?.element else { return false }
            func owns(_ owner: Int, _ view: Int) -> Bool {
                Self.scrollingClasses.contains(xml.elements[owner].name)
                    && xml.elements[view].parent.flatMap { xml.elements[$0].parent } == owner
            }
            return owns(a, b) || owns(b, a)
        }
        var broken: [String: BrokenConstraint] = [:]
        for (element, holder) in constraints {
            let node = xml.elements[element]
            guard let id = node["id"], !excluded.contains(id), node["placeholder"] != "YES",
                (node["priority"].flatMap(InterfaceBuilderNumber.parse) ?? 1000) >= 1000,
                node["symbolic"] != "YES" || node["constant"] != nil,
                let firstAttribute = node["firstAttribute"], Self.frameAttributes.contains(firstAttribute)
            else { continue }
            let firstID = node["firstItem"] ?? holder
            guard let firstValue = value(firstID, firstAttribute) else { continue }
            let multiplier = node["multiplier"].flatMap(SceneBuilder.multiplier) ?? 1
            let constant = node["constant"].flatMap(InterfaceBuilderNumber.parse) ?? 0
            var right = constant
            var text = "\(firstID).\(firstAttribute) \(relationText(node["relation"])) "
            if let secondID = node["secondItem"] {
                guard let secondAttribute = node["secondAttribute"], Self.frameAttributes.contains(secondAttribute),
                    let secondValue = value(secondID, secondAttribute), !crossesContent(firstID, secondID)
                else { continue }
                right += multiplier * secondValue
                text += "\(secondID).\(secondAttribute)"
                if multiplier != 1 { text += " × \(NumberText.format(multiplier))" }
                if constant != 0 { text += (constant < 0 ? " − " : " + ") + NumberText.format(abs(constant)) }
            } else {
                text += NumberText.format(constant)
            }
            let difference = firstValue - right
            let off: Double
            switch node["relation"] {
            case "greaterThanOrEqual": off = max(0, -difference)
            case "lessThanOrEqual": off = max(0, difference)
            default: off = abs(difference)
            }
            guard off >= tolerance - 1e-9 else { continue }
            let found = BrokenConstraint(id: id, text: text, off: off)
            for item in [firstID, node["secondItem"]].compactMap({ $0 }) where (broken[item]?.off ?? 0) < off {
                broken[item] = found
            }
        }
        return broken
    }

    private static func relationText(_ relation: String?) -> String {
        switch relation {
        case "greaterThanOrEqual": ">="
        case "lessThanOrEqual": "<="
        default: "=="
        }
    }
}
