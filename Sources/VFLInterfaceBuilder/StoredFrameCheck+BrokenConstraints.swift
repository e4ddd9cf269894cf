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
    fileprivate static let frameAttributes: Set<String> = [
        "left", "right", "leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height",
    ]

    /// The attributes between a scroll view and its own subview that are the scroll view's frame's
    /// (Apple's "Working with Scroll Views"): the others, edges, are its content area's.
    fileprivate static let frameSizesAndCentres: Set<String> = ["centerX", "centerY", "width", "height"]

    /// The classes whose subviews' frames are in their content area: an edge between one and its
    /// own subview is the content's, which the stored frames do not show.
    fileprivate static let scrollingClasses: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Per view id, the required constraint on it that the stored frames break by the most, when
    /// that is `tolerance` (half a point) or more. Only constraints between the edges, centres and
    /// sizes of two views (or a view's size and a constant) of the base configuration are read:
    /// a layout guide, a margin, a baseline, a size-class variation or a placeholder has no
    /// stored value to check, nor has an edge between a scroll view and its own subview (the
    /// content's; a centre or a size there is the scroll view's frame's, which is checked). A
    /// control whose alignment rect is not its frame is checked by that rect
    /// (`InterfaceBuilderClass.alignmentInsets`); an SF Symbol's image view, whose insets vflc does
    /// not know, is not checked.
    static func constraintsBrokenByStoredFrames(_ xml: XMLDocument, scene: Int, toolsVersion: Int)
        -> [String: BrokenConstraint]
    {
        constraintsBrokenByStoredFrames(in: StoredConstraintSet(xml, scene: scene, toolsVersion: toolsVersion))
    }

    /// `constraintsBrokenByStoredFrames` for a scene's constraints already read.
    static func constraintsBrokenByStoredFrames(in set: StoredConstraintSet) -> [String: BrokenConstraint] {
        requiredConstraintsBroken(in: set, frames: set.storedFrames)
    }

    /// Per item id, the required constraint of `set` that `frames` break by the most, by
    /// `tolerance` or more. With `guides`, only constraints naming one of them are read, and the
    /// guides themselves are not keyed.
    private static func requiredConstraintsBroken(
        in set: StoredConstraintSet, frames: [String: Rect], naming guides: Set<String> = []
    ) -> [String: BrokenConstraint] {
        var broken: [String: BrokenConstraint] = [:]
        for (element, holder) in set.constraints where set.priority(of: element) >= 1000 {
            guard let found = set.evaluate(element, holder: holder, frames: frames),
                found.constraint.off >= tolerance - 1e-9,
                guides.isEmpty || found.items.contains(where: guides.contains)
            else { continue }
            for item in found.items where !guides.contains(item) && (broken[item]?.off ?? 0) < found.constraint.off {
                broken[item] = found.constraint
            }
        }
        return broken
    }

    /// Per view id, the required constraint between it and one of the root's layout guides (its
    /// safe area, a view controller's top or bottom layout guide) that the stored frames break by
    /// the most, by `tolerance` or more, with the guides where `safeArea` (the insets of the layout
    /// being checked, in a root `width` × `height`) puts them. A guide has no stored frame: such a
    /// constraint tells that Xcode laid the scene out with other insets, or kept the frames from
    /// before the constraint changed.
    static func constraintsBrokenAtLayoutGuides(
        in set: StoredConstraintSet, safeArea: EdgeInsets, width: Double, height: Double
    ) -> [String: BrokenConstraint] {
        guard !set.layoutGuides.isEmpty else { return [:] }
        var frames = set.storedFrames
        for (id, kind) in set.layoutGuides {
            switch kind {
            case .safeArea:
                frames[id] = Rect(
                    x: safeArea.left, y: safeArea.top, width: width - safeArea.left - safeArea.right,
                    height: height - safeArea.top - safeArea.bottom)
            case .top:
                frames[id] = Rect(x: 0, y: 0, width: width, height: safeArea.top)
            case .bottom:
                frames[id] = Rect(x: 0, y: height - safeArea.bottom, width: width, height: safeArea.bottom)
            }
        }
        return requiredConstraintsBroken(in: set, frames: frames, naming: Set(set.layoutGuides.keys))
    }

    /// Per view id, the optional constraint on it (priority below 1000) that the stored frames
    /// leave unmet by the most, by `tolerance` or more, where the frames `solved` (absolute, by IB
    /// id, alignment rects where constraints place them) meet it: UIKit meets an optional
    /// constraint whenever nothing of a higher priority stops it, and Xcode's stored frames did
    /// not. The constraints read are those of `constraintsBrokenByStoredFrames`.
    static func optionalConstraintsUnmetByStoredFrames(in set: StoredConstraintSet, solved: [String: Rect])
        -> [String: BrokenConstraint]
    {
        var unmet: [String: BrokenConstraint] = [:]
        for (element, holder) in set.constraints where set.priority(of: element) < 1000 {
            guard let stored = set.evaluate(element, holder: holder, frames: set.storedFrames),
                stored.constraint.off >= tolerance - 1e-9,
                let laidOut = set.evaluate(element, holder: holder, frames: solved), laidOut.constraint.off < tolerance
            else { continue }
            for item in stored.items where (unmet[item]?.off ?? 0) < stored.constraint.off {
                unmet[item] = stored.constraint
            }
        }
        return unmet
    }

    /// A scene's stored frames (absolute; alignment rects where constraints place them) and the
    /// `<constraint>`s of its base configuration, with what evaluates one against a set of frames.
    struct StoredConstraintSet {
        /// A layout guide of the scene's root, which has no stored frame.
        enum LayoutGuide {
            case safeArea
            case top
            case bottom
        }

        let xml: XMLDocument
        var storedFrames: [String: Rect] = [:]
        /// The root's safe-area guide and its view controller's iOS 7–10 layout guides, by IB id.
        var layoutGuides: [String: LayoutGuide] = [:]
        var elements: [String: Int] = [:]
        var constraints: [(element: Int, holder: String)] = []
        var excluded: Set<String> = []

        init(_ xml: XMLDocument, scene: Int, toolsVersion: Int) {
            self.xml = xml
            guard let rootFrame = xml.storedFrame(of: scene), let rootID = xml.elements[scene]["id"] else { return }
            storedFrames[rootID] = Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height)
            elements[rootID] = scene
            if let guide = xml.child(of: scene, named: "viewLayoutGuide", key: "safeArea"),
                let id = xml.elements[guide]["id"]
            {
                layoutGuides[id] = .safeArea
            }
            if let owner = xml.elements[scene].parent, let list = xml.child(of: owner, named: "layoutGuides") {
                for guide in xml.children(of: list, named: "viewControllerLayoutGuide") {
                    guard let id = xml.elements[guide]["id"] else { continue }
                    layoutGuides[id] = xml.elements[guide]["type"] == "bottom" ? .bottom : .top
                }
            }
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
                                x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width,
                                height: frame.height)
                            pending.append((subview, (absolute.x, absolute.y), id))
                            if element.name == "imageView", element["catalog"] == "system" { continue }
                            let insets = InterfaceBuilderClass.alignmentInsets(
                                of: element.name, style: element["progressViewStyle"], toolsVersion: toolsVersion)
                            storedFrames[id] = absolute.narrowed(by: insets ?? .zero)
                            elements[id] = subview
                        }
                    case "constraints":
                        constraints += node.children.filter { xml.elements[$0].name == "constraint" }.map {
                            ($0, view)
                        }
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
        }

        func priority(of element: Int) -> Double {
            xml.elements[element]["priority"].flatMap(InterfaceBuilderNumber.parse) ?? 1000
        }

        /// How far `frames` are from meeting the constraint, with its text and its items; `nil`
        /// for a constraint this check does not read.
        func evaluate(_ element: Int, holder: String, frames: [String: Rect])
            -> (constraint: BrokenConstraint, items: [String])?
        {
            let node = xml.elements[element]
            guard let id = node["id"], !excluded.contains(id), node["placeholder"] != "YES",
                let firstAttribute = node["firstAttribute"], StoredFrameCheck.frameAttributes.contains(firstAttribute)
            else { return nil }
            let firstID = node["firstItem"] ?? holder
            guard let firstValue = Self.value(frames[firstID], firstAttribute) else { return nil }
            let multiplier = node["multiplier"].flatMap(SceneBuilder.multiplier) ?? 1
            let constant = node["constant"].flatMap(InterfaceBuilderNumber.parse) ?? 0
            var right = constant
            var text = "\(firstID).\(firstAttribute) \(StoredFrameCheck.relationText(node["relation"])) "
            if let secondID = node["secondItem"] {
                guard let secondAttribute = node["secondAttribute"],
                    StoredFrameCheck.frameAttributes.contains(secondAttribute),
                    let secondValue = Self.value(frames[secondID], secondAttribute),
                    !crossesContent(firstID, secondID, attributes: [firstAttribute, secondAttribute])
                else { return nil }
                right += multiplier * secondValue
                text += "\(secondID).\(secondAttribute)"
                if multiplier != 1 { text += " × \(NumberText.format(multiplier))" }
                if constant != 0 { text += (constant < 0 ? " − " : " + ") + NumberText.format(abs(constant)) }
            } else {
                text += NumberText.format(constant)
            }
            let priority = priority(of: element)
            if priority < 1000 { text += " @\(NumberText.format(priority))" }
            let difference = firstValue - right
            let off: Double
            switch node["relation"] {
            case "greaterThanOrEqual": off = max(0, -difference)
            case "lessThanOrEqual": off = max(0, difference)
            default: off = abs(difference)
            }
            return (BrokenConstraint(id: id, text: text, off: off), [firstID, node["secondItem"]].compactMap { $0 })
        }

        /// Whether one item is a scrolling view and the other its own subview, related by an edge:
        /// an edge there is the content area's, which the frames do not show (a centre or a size
        /// is the scroll view's frame's).
        private func crossesContent(_ first: String, _ second: String, attributes: [String]) -> Bool {
            guard let a = elements[first], let b = elements[second],
                attributes.contains(where: { !StoredFrameCheck.frameSizesAndCentres.contains($0) })
            else { return false }
            func owns(_ owner: Int, _ view: Int) -> Bool {
                StoredFrameCheck.scrollingClasses.contains(xml.elements[owner].name)
                    && xml.elements[view].parent.flatMap { xml.elements[$0].parent } == owner
            }
            return owns(a, b) || owns(b, a)
        }

        private static func value(_ frame: Rect?, _ attribute: String) -> Double? {
            guard let frame else { return nil }
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
    }

    fileprivate static func relationText(_ relation: String?) -> String {
        switch relation {
        case "greaterThanOrEqual": ">="
        case "lessThanOrEqual": "<="
        default: "=="
        }
    }
}
