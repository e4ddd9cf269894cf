import VFLSyntax

/// Xcode's "content priority ambiguity": views of one superview whose size along an axis is left
/// open because they share the slack with equal content hugging (the extra space) or equal
/// compression resistance (the shortfall) — which one gives way is arbitrary. Found among the
/// views the solver reports ambiguous, and reported as one warning naming them all, with the fix
/// (raise one to 251 / 751), in place of an "ambiguous layout" warning per view.
struct ContentPriorityAmbiguity {
    let engine: LayoutEngine
    let solution: LayoutSolution

    /// One ambiguity: its views (file order), the axis, and which priority they tie on.
    struct Group {
        var views: [Int]
        var axis: Axis
        var kind: ConstraintOrigin.Kind
        var priority: Double
    }

    /// Groups of two or more size-ambiguous views with intrinsic sizes along `axis`, of one
    /// chain and one priority, of which at least one gives way (its hugging or compression
    /// resistance is not met).
    func groups() -> [Group] {
        let system = engine.system
        // Per item and axis: its hugging and compression-resistance constraints.
        var intrinsic: [Int: (hug: Int?, resist: Int?)] = [:]
        for (index, constraint) in system.constraints.enumerated() {
            guard constraint.second == nil else { continue }
            let key = constraint.first.item * 2 + (constraint.first.attribute.axis == .horizontal ? 0 : 1)
            switch constraint.origin.kind {
            case .contentHugging: intrinsic[key, default: (nil, nil)].hug = index
            case .compressionResistance: intrinsic[key, default: (nil, nil)].resist = index
            default: break
            }
        }
        var result: [Group] = []
        for axis in [Axis.horizontal, .vertical] {
            let chain = chains(along: axis)
            for kind in [ConstraintOrigin.Kind.contentHugging, .compressionResistance] {
                struct Key: Hashable {
                    var chain: Int
                    var priority: Double
                }
                var members: [Key: [Int]] = [:]
                var givesWay: Set<Key> = []
                var order: [Key] = []
                for (index, item) in system.items.enumerated() where item.kind == .view {
                    guard let entry = intrinsic[index * 2 + (axis == .horizontal ? 0 : 1)],
                        let constraint = kind == .contentHugging ? entry.hug : entry.resist,
                        engine.ambiguity(of: index, axis: axis).size
                    else { continue }
                    let key = Key(chain: chain(index), priority: system.constraints[constraint].priority)
                    if members[key] == nil { order.append(key) }
                    members[key, default: []].append(index)
                    if !engine.isSatisfied(system.constraints[constraint], in: solution.rects) { givesWay.insert(key) }
                }
                for key in order where givesWay.contains(key) && members[key]!.count >= 2 {
                    result.append(Group(views: members[key]!, axis: axis, kind: kind, priority: key.priority))
                }
            }
        }
        return result
    }

    /// Which chain each item is on along `axis`: items related by a constraint on that axis,
    /// not counting relations to their superview (whose edges hold the chain, not join it).
    private func chains(along axis: Axis) -> (Int) -> Int {
        let system = engine.system
        var parent = Array(system.items.indices)
        func find(_ item: Int) -> Int {
            var item = item
            while parent[item] != item {
                parent[item] = parent[parent[item]]
                item = parent[item]
            }
            return item
        }
        for constraint in system.constraints where constraint.first.attribute.axis == axis {
            guard let second = constraint.second?.item else { continue }
            let first = constraint.first.item
            let superview = { (item: Int) in system.items[item].parent ?? ConstraintSystem.root }
            if first == second || superview(first) == second || superview(second) == first { continue }
            let (a, b) = (find(first), find(second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        return { item in find(item) }
    }

    /// The warning for a group, at its first view, with the fix and what vflc chose.
    func warning(for group: Group) -> Diagnostic {
        let system = engine.system
        let names = group.views.map { system.items[$0].name }
        let direction = group.axis == .horizontal ? "horizontal" : "vertical"
        let hugging = group.kind == .contentHugging
        let raised = NumberText.format(min(1000, group.priority + 1))
        // The key as written on a declaration: one value for both axes, or `H,V`.
        let last = group.views[group.views.count - 1]
        let other = otherAxisPriority(of: last, axis: group.axis, kind: group.kind)
        let value =
            other == group.priority + 1
            ? raised
            : group.axis == .horizontal
                ? "\(raised),\(NumberText.format(other))"
                : "\(NumberText.format(other)),\(raised)"
        let chosen = group.views.map { index -> String in
            let rect = solution.rects[index]
            let size = group.axis == .horizontal ? rect.width : rect.height
            return
                "'\(system.items[index].name)' \(group.axis == .horizontal ? "width" : "height") = \(NumberText.format(size))"
        }
        return .warning(
            .contentPriorityAmbiguity(
                names, axis: direction, priority: hugging ? "content hugging" : "compression resistance",
                value: NumberText.format(group.priority), grows: hugging),
            at: system.items[group.views[0]].firstMention,
            notes: [
                .raisePriority(
                    system.items[last].name, key: hugging ? "hug" : "resist", value: value, to: raised,
                    at: system.items[last].firstMention),
                .vflcChoseSizes(chosen),
            ] + fillStackNote(for: group))
    }

    /// When the group is the arranged views of one `fill` stack along its axis: which view vflc
    /// stretched (or compressed) — the one furthest from its intrinsic length.
    private func fillStackNote(for group: Group) -> [Diagnostic.Note] {
        let system = engine.system
        guard let parent = system.items[group.views[0]].parent,
            group.views.allSatisfy({ system.items[$0].parent == parent })
        else { return [] }
        let members = Set(group.views)
        var isStackAxis = false
        for constraint in system.constraints where constraint.origin.kind == .stackView {
            let identifier = constraint.origin.identifier ?? ""
            let touches =
                members.contains(constraint.first.item) || constraint.second.map { members.contains($0.item) } == true
            guard touches else { continue }
            if identifier == "UISV-spacing", constraint.first.attribute.axis == group.axis { isStackAxis = true }
            if ["UISV-fill-equally", "UISV-fill-proportionally", "UISV-distributing-edge"].contains(identifier) {
                return []
            }
        }
        guard isStackAxis else { return [] }
        let grows = group.kind == .contentHugging
        var chosen: (item: Int, amount: Double)?
        for constraint in system.constraints
        where constraint.second == nil && constraint.origin.kind == group.kind
            && members.contains(constraint.first.item)
            && constraint.first.attribute.axis == group.axis
        {
            let rect = solution.rects[constraint.first.item]
            let size = group.axis == .horizontal ? rect.width : rect.height
            let amount = grows ? size - constraint.constant : constraint.constant - size
            if chosen == nil || amount > chosen!.amount { chosen = (constraint.first.item, amount) }
        }
        guard let chosen else { return [] }
        return [.fillStackTie(stack: system.items[parent].name, view: system.items[chosen.item].name, grows: grows)]
    }

    /// The view's priority of the same kind on the other axis (UIKit's default when it has none).
    private func otherAxisPriority(of item: Int, axis: Axis, kind: ConstraintOrigin.Kind) -> Double {
        for constraint in engine.system.constraints
        where constraint.first.item == item && constraint.second == nil && constraint.origin.kind == kind
            && constraint.first.attribute.axis != axis
        {
            return constraint.priority
        }
        return kind == .contentHugging ? 250 : 750
    }
}
