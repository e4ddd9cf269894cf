import VFLSyntax

/// What the generated function sets besides constraints: each view in its parent, and the
/// autoresizing frames and masks, layout margins, hidden views, line counts and stacks.
extension SwiftCodeRenderer {
    /// Each view in its parent and each guide in its owner, unless already there; a stack's
    /// arranged views are left to `addArrangedSubview`.
    func hierarchy(_ system: ConstraintSystem) -> String {
        let arranged = Set(system.configuration.stacks.flatMap(\.arranged))
        var out = ""
        var guideNames: [String] = []
        for (index, item) in system.items.enumerated() {
            guard let parent = item.parent else { continue }
            let reference = reference(index, in: system)
            let parentReference = self.reference(parent, in: system)
            switch item.kind {
            case .view where !arranged.contains(index):
                out +=
                    "    if \(reference).superview !== \(parentReference) { \(parentReference).addSubview(\(reference)) }\n"
            case .guide:
                guideNames.append("\"\(item.name)\"")
                out +=
                    "    if \(reference).owningView !== \(parentReference) { \(parentReference).addLayoutGuide(\(reference)) }\n"
            default: break
            }
        }
        guard !guideNames.isEmpty else { return out }
        return """
                var guides = guides
                for name in [\(guideNames.joined(separator: ", "))] where guides[name] == nil { guides[name] = UILayoutGuide() }

            """ + out
    }

    /// What is not a constraint: autoresizing, margins, hidden views, labels, stacks.
    func configuration(_ system: ConstraintSystem, all: [ConstraintSystem]) -> String {
        var out = ""
        let configuration = system.configuration
        var frames: [Int: ViewConfiguration.Frame] = [:]
        for frame in configuration.frames { frames[frame.item] = frame }
        for (index, item) in system.items.enumerated() where item.kind == .view {
            let view = reference(index, in: system)
            guard let frame = frames[index] else {
                out += "    \(view).translatesAutoresizingMaskIntoConstraints = false\n"
                continue
            }
            let parent = item.parent.map { system.items[$0].name } ?? "root"
            let mask = frame.mask.map { "." + $0.rawValue }.joined(separator: ", ")
            out += "    // Designed in \(parent) at \(NumberText.exact(frame.parentDesignWidth))x"
            out += "\(NumberText.exact(frame.parentDesignHeight)); UIKit resizes it by its mask.\n"
            out += "    \(view).translatesAutoresizingMaskIntoConstraints = true\n"
            out += "    \(view).frame = CGRect(x: \(NumberText.exact(frame.x)), y: \(NumberText.exact(frame.y)), "
            out += "width: \(NumberText.exact(frame.width)), height: \(NumberText.exact(frame.height)))\n"
            out += "    \(view).autoresizingMask = [\(mask)]\n"
        }
        var ownMargins = Set<Int>()
        for margins in configuration.margins {
            ownMargins.insert(margins.item)
            out += "    \(reference(margins.item, in: system)).layoutMargins = \(Self.insets(margins.insets))\n"
        }
        // Every view hidden under some set of size classes is set either way.
        for index in system.items.indices where all.contains(where: { $0.items[index].isHidden }) {
            out += "    \(reference(index, in: system)).isHidden = \(system.items[index].isHidden)\n"
        }
        for label in system.textLabels {
            out += "    (\(cast(label.item, to: "UILabel", in: system))).numberOfLines = \(label.lines)\n"
        }
        for stack in configuration.stacks {
            out += self.stack(stack, ownMargins: ownMargins.contains(stack.item), in: system)
        }
        return out
    }

    func stack(_ stack: ViewConfiguration.Stack, ownMargins: Bool, in system: ConstraintSystem) -> String {
        var out = "    do {\n"
        out += "        let stack = \(cast(stack.item, to: "UIStackView", in: system))\n"
        out += "        stack.axis = .\(stack.axis == .horizontal ? "horizontal" : "vertical")\n"
        out += "        stack.distribution = .\(stack.distribution.rawValue)\n"
        out += "        stack.alignment = .\(stack.alignment.rawValue)\n"
        out += "        stack.spacing = \(NumberText.exact(stack.spacing))\n"
        out += "        stack.isLayoutMarginsRelativeArrangement = \(stack.isLayoutMarginsRelative)\n"
        if stack.isLayoutMarginsRelative, !ownMargins {
            out += "        stack.layoutMargins = \(Self.insets(EdgeInsets(all: StackFacts.margin)))\n"
        }
        out += "        stack.isBaselineRelativeArrangement = \(stack.isBaselineRelative)\n"
        let arranged = stack.arranged.map { reference($0, in: system) }
        out += "        let arranged: [UIView] = [\(arranged.joined(separator: ", "))]\n"
        out += "        if !stack.arrangedSubviews.elementsEqual(arranged, by: ===) {\n"
        out += "            stack.arrangedSubviews.forEach(stack.removeArrangedSubview)\n"
        out += "            arranged.forEach(stack.addArrangedSubview)\n"
        out += "        }\n"
        for custom in stack.customSpacings {
            out += "        stack.setCustomSpacing(\(NumberText.exact(custom.spacing)), after: "
            out += "\(reference(custom.after, in: system)))\n"
        }
        return out + "    }\n"
    }

    /// `UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`.
    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(NumberText.exact(insets.top)), left: \(NumberText.exact(insets.left)), "
            + "bottom: \(NumberText.exact(insets.bottom)), right: \(NumberText.exact(insets.right)))"
    }

    /// `views["form"] as! UIStackView`.
    func cast(_ index: Int, to type: String, in system: ConstraintSystem) -> String {
        let view = reference(index, in: system)
        return (view.hasSuffix("!") ? String(view.dropLast()) : view) + " as! " + type
    }
}
