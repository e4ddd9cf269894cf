import VFLSyntax

/// Prints the constraint IR (`--format ir`): one constraint per line, as the solver sees it, with
/// the source location it came from, locations padded to one column:
///
///     # items: root, find (view), findNext (view)
///     login.vfl:3:4   find.leading == root.leading + 20 @1000
///     login.vfl:3:14  findNext.leading == find.trailing + 8 @1000
///
/// Constraints appear in system order; numbers print exactly (`NumberText.exact`), so the IR is
/// the system that was solved.
public struct IRRenderer {
    public init() {}

    public func render(_ system: ConstraintSystem, file: SourceFile) -> String {
        var out = "# items: " + system.items.indices.map { itemSummary($0, in: system) }.joined(separator: ", ") + "\n"
        let locations = system.constraints.map { constraint -> String in
            let location = file.location(of: constraint.origin.range.start)
            return "\(file.name):\(location.line):\(location.column)"
        }
        let width = locations.map(\.count).max() ?? 0
        for (constraint, location) in zip(system.constraints, locations) {
            out += location + String(repeating: " ", count: width - location.count) + "  "
            if let identifier = constraint.origin.identifier { out += "'\(identifier)' " }
            out += Self.equation(constraint, in: system) + "\n"
        }
        return out
    }

    /// A whole compilation: each distinct system once; in a sweep whose entries lowered to
    /// different systems, each block starts with the entries it is for (`# for: iphone5 (wC hR)`).
    /// With a device, which UIKit release the layouts follow (a device may imply it):
    /// `# ios: 18`, or per entry when a sweep mixes them (`# ios: 7 (iphone5), 18 (iphone16pro)`).
    private func releaseHeading(_ result: CompilationResult) -> String {
        let releases = result.layouts.compactMap(\.release)
        guard let first = releases.first else { return "" }
        if releases.allSatisfy({ $0 == first }) { return "# ios: \(first)\n" }
        let entries = zip(releases, result.layouts).map { release, layout in
            "\(release) (\(layout.device ?? ""))"
        }
        return "# ios: " + entries.joined(separator: ", ") + "\n"
    }

    public func render(_ result: CompilationResult) -> String {
        let groups = DistinctSystems(result)
        return releaseHeading(result)
            + groups.systems.map { system, traits, label in
                let heading =
                    groups.systems.count > 1
                    ? "# for: \(label)" + (traits.map { " (\($0.description))" } ?? "") + "\n" : ""
                return heading + render(system, file: result.file)
            }.joined(separator: "\n")
    }

    /// `find (view)`, `g1 (guide in card)`, `root`.
    private func itemSummary(_ index: Int, in system: ConstraintSystem) -> String {
        let item = system.items[index]
        let kind: String
        switch item.kind {
        case .root: return Self.name(of: index, in: system)
        case .view: kind = "view"
        case .guide: kind = "guide"
        case .topLayoutGuide, .bottomLayoutGuide, .safeArea, .margins, .readableContent: kind = "layout guide"
        case .spacer: kind = "stack spacer"
        }
        var text = "\(item.name) (\(kind)"
        if let parent = item.parent, parent != ConstraintSystem.root, system.items.indices.contains(parent) {
            text += " in \(system.items[parent].name)"
        }
        return text + ")"
    }

    /// The name an item is printed under: `root` for the container, otherwise its own name.
    static func name(of index: Int, in system: ConstraintSystem) -> String {
        guard system.items.indices.contains(index) else { return "item\(index)" }
        let item = system.items[index]
        return item.kind == .root ? "root" : item.name
    }

    /// `first.attr REL [m * ]second.attr [± c] @p`, or `first.attr REL c @p` without a second item.
    static func equation(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> String {
        var text = attributeText(constraint.first, in: system) + " " + symbol(constraint.relation) + " "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += NumberText.exact(constraint.multiplier) + " * " }
            text += attributeText(second, in: system)
            if constraint.constant != 0 {
                text += (constraint.constant < 0 ? " - " : " + ") + NumberText.exact(abs(constraint.constant))
            }
        } else {
            text += NumberText.exact(constraint.constant)
        }
        return text + " @" + NumberText.exact(constraint.priority)
    }

    static func attributeText(_ attribute: ItemAttribute, in system: ConstraintSystem) -> String {
        name(of: attribute.item, in: system) + "." + attribute.attribute.rawValue
    }

    static func symbol(_ relation: Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
