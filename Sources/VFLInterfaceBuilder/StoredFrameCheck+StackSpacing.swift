import VFL
import VFLSyntax

extension StoredFrameCheck {
    /// An arranged subview that the stored frames place another distance after the view before
    /// it than its stack's spacing. UIKit's `UISV-spacing` constraints are required, so no layout
    /// gives those frames: Xcode kept them from before the stack or its views changed.
    struct StackGapBroken: Equatable {
        /// The stack view's IB id.
        var stack: String
        /// The IB id of the arranged subview before it.
        var previous: String
        /// The distance the stored frames leave between them, along the stack.
        var gap: Double
        /// The stack's `spacing`.
        var spacing: Double
    }

    /// Per arranged subview id, the spacing of its stack that the stored frames break before it
    /// by more than `tolerance`. Only stacks whose spacing is a plain required gap are read
    /// (distribution `fill` or `fillEqually`, a numeric spacing, no baseline arrangement) and
    /// only where every arranged subview is in `installed` (the views of this layout), shown, and
    /// placed by its frame (a control placed by its alignment rect is not read).
    static func stackGapsBrokenByStoredFrames(
        _ xml: XMLDocument, scene: Int, toolsVersion: Int, installed: [String: StoredView]
    ) -> [String: StackGapBroken] {
        var broken: [String: StackGapBroken] = [:]
        for element in SceneBuilder.sceneElements(xml, from: scene) where xml.elements[element].name == "stackView" {
            let stack = xml.elements[element]
            guard let stackID = stack["id"], ["fill", "fillEqually"].contains(stack["distribution"] ?? "fill"),
                stack["spacingType"] == nil, stack["baselineRelativeArrangement"] != "YES",
                let list = xml.child(of: element, named: "subviews")
            else { continue }
            let arranged = xml.elements[list].children
            let frames = arranged.compactMap { child -> (id: String, frame: Rect)? in
                let node = xml.elements[child]
                guard let id = node["id"], let view = installed[id], !view.hidden, let frame = view.frame,
                    InterfaceBuilderClass.alignmentInsets(of: node.name, toolsVersion: toolsVersion) == nil
                else { return nil }
                return (id, frame)
            }
            guard frames.count == arranged.count, frames.count >= 2 else { continue }
            let vertical = stack["axis"] == "vertical"
            let spacing = stack["spacing"].flatMap(InterfaceBuilderNumber.parse) ?? 0
            for (before, after) in zip(frames, frames.dropFirst()) {
                let gap =
                    vertical
                    ? after.frame.y - before.frame.y - before.frame.height
                    : after.frame.x - before.frame.x - before.frame.width
                if abs(gap - spacing) > tolerance {
                    broken[after.id] = StackGapBroken(stack: stackID, previous: before.id, gap: gap, spacing: spacing)
                }
            }
        }
        return broken
    }
}
