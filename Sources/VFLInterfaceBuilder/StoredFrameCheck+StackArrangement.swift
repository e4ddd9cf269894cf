import VFL
import VFLSyntax

extension StoredFrameCheck {
    /// A required constraint of UIKit's stack view that the stored frames break for one arranged
    /// subview: no layout gives those frames, so Xcode kept them from before the stack or its
    /// views changed.
    enum StackRuleBroken: Equatable {
        /// Stored `gap` after the arranged view `previous` along a stack whose `spacing` (or at
        /// least that, `atLeast`) is required (`UISV-spacing`).
        case spacing(stack: String, previous: String, gap: Double, spacing: Double, atLeast: Bool)
        /// Stored not spanning a stack aligned `fill` across (`UISV-alignment`).
        case across(stack: String, vertical: Bool)
        /// Stored reaching out of a stack aligned otherwise across (`UISV-spanning-boundary`).
        case outside(stack: String, vertical: Bool)
    }

    /// Per arranged subview id, the first stack rule the stored frames break for it by more than
    /// `tolerance`. Three rules are read: across a stack aligned `fill` without layout margins of
    /// its own, every arranged view spans the stack, and across one aligned otherwise, every
    /// arranged view lies inside it; along a stack with a numeric spacing,
    /// adjacent views are `spacing` apart when it is distributed `fill` or `fillEqually`, at least
    /// that when `equalSpacing` or `equalCentering` (`fillProportionally` drops the spacing beside
    /// a view of no length, and is not read). A stack's arrangement, and whether a view is hidden,
    /// are read under the size classes of the layout (`variations`, those of the document's own
    /// device). Stacks arranged by baselines are not read, nor those with an arranged view that
    /// is not installed in this layout (or not in `stored`, the views of every layout), is
    /// hidden, or is placed by its alignment rect.
    static func stackRulesBrokenByStoredFrames(
        _ xml: XMLDocument, scene: Int, stored: [String: StoredView], variations: SizeClassVariations
    )
        -> [String: StackRuleBroken]
    {
        func value(_ name: String, of element: Int) -> String? {
            variations.attribute(name, of: element, in: xml)?.value
        }
        var broken: [String: StackRuleBroken] = [:]
        for element in SceneBuilder.sceneElements(xml, from: scene) where xml.elements[element].name == "stackView" {
            let stack = xml.elements[element]
            guard let stackID = stack["id"], let stackFrame = xml.storedFrame(of: element),
                stack["baselineRelativeArrangement"] != "YES",
                let list = xml.child(of: element, named: "subviews")
            else { continue }
            let arranged = xml.elements[list].children
            let frames = arranged.compactMap { child -> (id: String, frame: Rect)? in
                guard let id = xml.elements[child]["id"], !variations.excluded.contains(id), let view = stored[id],
                    !view.isHidden(under: variations, in: xml), let frame = view.frame, view.alignmentInsets == nil
                else { return nil }
                return (id, frame)
            }
            guard frames.count == arranged.count, !frames.isEmpty else { continue }
            let vertical = value("axis", of: element) == "vertical"
            let margins =
                stack["layoutMarginsRelativeArrangement"] == "YES"
                || xml.elements[element].children.contains {
                    ["edgeInsets", "directionalEdgeInsets"].contains(xml.elements[$0].name)
                }
            if !margins {
                let fills = ["fill", nil].contains(value("alignment", of: element))
                let size = vertical ? stackFrame.width : stackFrame.height
                for (id, frame) in frames {
                    let (start, length) = vertical ? (frame.x, frame.width) : (frame.y, frame.height)
                    if fills, abs(start) > tolerance || abs(length - size) > tolerance {
                        broken[id] = broken[id] ?? .across(stack: stackID, vertical: vertical)
                    } else if !fills, start < -tolerance || start + length > size + tolerance {
                        broken[id] = broken[id] ?? .outside(stack: stackID, vertical: vertical)
                    }
                }
            }
            let distribution = value("distribution", of: element) ?? "fill"
            guard distribution != "fillProportionally", stack["spacingType"] == nil else { continue }
            let atLeast = ["equalSpacing", "equalCentering"].contains(distribution)
            let spacing = value("spacing", of: element).flatMap(InterfaceBuilderNumber.parse) ?? 0
            for (before, after) in zip(frames, frames.dropFirst()) {
                let gap =
                    vertical
                    ? after.frame.y - before.frame.y - before.frame.height
                    : after.frame.x - before.frame.x - before.frame.width
                if atLeast ? gap < spacing - tolerance : abs(gap - spacing) > tolerance {
                    broken[after.id] =
                        broken[after.id]
                        ?? .spacing(stack: stackID, previous: before.id, gap: gap, spacing: spacing, atLeast: atLeast)
                }
            }
        }
        return broken
    }
}
