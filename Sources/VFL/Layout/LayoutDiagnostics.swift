import VFLSyntax

/// Diagnostics about a solved layout: unsatisfiable required constraints (errors), and
/// ambiguous views and unmet optional constraints (warnings), in the user's terms.
enum LayoutDiagnostics {
    /// One error for a conflicting set, at the constraint UIKit would break: a note per member
    /// (source order) with what it says, which one UIKit breaks and the frames the views involved
    /// get then (`recovered`, root coordinates), and a fix that was checked by solving.
    static func unsatisfiable(
        _ conflict: LayoutEngine.Conflict, engine: LayoutEngine,
        environment: LayoutEnvironment, recovered: [Rect]?
    ) -> Diagnostic {
        let system = engine.system
        var notes: [Diagnostic.Note] = []
        let members = conflict.constraints.sorted {
            (system.constraints[$0].origin.range.start, $0) < (system.constraints[$1].origin.range.start, $1)
        }
        for index in members {
            let constraint = system.constraints[index]
            notes.append(
                .conflictingConstraint(
                    system.describe(constraint), origin: originText(constraint.origin),
                    at: constraint.origin.range))
        }
        if conflict.includesContainerWidth, let width = environment.width {
            notes.append(.containerConflict("width", NumberText.format(width)))
        }
        if conflict.includesContainerHeight, let height = environment.height {
            notes.append(.containerConflict("height", NumberText.format(height)))
        }
        if let broken = conflict.broken {
            let frames = recovered.map { framesText(of: conflict, in: $0, system: system) } ?? (shown: [], more: 0)
            notes.append(
                .recoveryBreaks(
                    system.describe(system.constraints[broken]), frames: frames.shown, more: frames.more,
                    at: system.constraints[broken].origin.range))
        }
        // UIKit's classic conflict: a view with a frame that is also given constraints. Its
        // autoresizing constraints cannot be made optional; the fix is to drop the frame.
        var framed: [Int] = []
        for index in members where system.constraints[index].origin.kind == .autoresizing {
            let item = system.constraints[index].first.item
            if !framed.contains(item) { framed.append(item) }
        }
        for item in framed { notes.append(.dropFrame(system.items[item].name)) }
        if let fix = conflict.fix, system.constraints[fix].origin.kind != .autoresizing {
            notes.append(
                .makeOptional(system.describe(system.constraints[fix]), at: system.constraints[fix].origin.range))
        } else if !conflict.constraints.isEmpty, framed.isEmpty {
            notes.append(.anotherConflictRemains)
        }
        let primary = conflict.broken ?? conflict.constraints.last
        return .error(
            .unsatisfiable(container: containerText(environment)),
            at: primary.map { system.constraints[$0].origin.range }, notes: notes)
    }

    /// How many views the recovery note lists before summing up the rest.
    static let recoveredViewsShown = 6

    /// "'find' x = 20, width = 100", "'findNext' x = 128, width = 144" for the first views the
    /// members mention (and how many more there are), frames relative to their parents as in the
    /// JSON output, only on the axes the members constrain.
    private static func framesText(of conflict: LayoutEngine.Conflict, in rects: [Rect], system: ConstraintSystem)
        -> (shown: [String], more: Int)
    {
        var horizontal = conflict.includesContainerWidth
        var vertical = conflict.includesContainerHeight
        var views: [Int] = []
        var seen: Set<Int> = []
        for index in conflict.constraints {
            let constraint = system.constraints[index]
            for reference in [constraint.first, constraint.second].compactMap({ $0 }) {
                if reference.attribute.axis == .horizontal { horizontal = true } else { vertical = true }
                if system.items[reference.item].kind == .view, seen.insert(reference.item).inserted {
                    views.append(reference.item)
                }
            }
        }
        guard !views.isEmpty else { return ([], 0) }
        views.sort()
        func text(_ item: Int) -> String {
            let rect = rects[item]
            let origin = rects[system.items[item].parent ?? ConstraintSystem.root]
            var parts: [String] = []
            if horizontal { parts.append("x = \(NumberText.format(rect.x - origin.x))") }
            if vertical { parts.append("y = \(NumberText.format(rect.y - origin.y))") }
            if horizontal { parts.append("width = \(NumberText.format(rect.width))") }
            if vertical { parts.append("height = \(NumberText.format(rect.height))") }
            return "'\(system.items[item].name)' " + parts.joined(separator: ", ")
        }
        return (views.prefix(recoveredViewsShown).map(text), max(0, views.count - recoveredViewsShown))
    }

    static func originText(_ origin: ConstraintOrigin) -> String? {
        switch origin.kind {
        case .stackView: "'\(origin.identifier ?? "UISV")', made by the stack view"
        case .autoresizing: "'\(origin.identifier ?? "h=--& v=--&")', the autoresizing mask's"
        case .contentHugging: "content hugging"
        case .compressionResistance: "compression resistance"
        case .layoutGuide: "layout guide"
        // An equation another front end names (an Interface Builder constraint's id, or UIKit's
        // name for what UIKit makes itself).
        case .equation:
            origin.identifier.map { $0.hasPrefix("UI") ? "'\($0)', made by UIKit" : "id '\($0)'" }
        case .format, .alignmentOption: nil
        }
    }

    static func containerText(_ environment: LayoutEnvironment) -> String {
        let width = environment.width.map(NumberText.format) ?? "fitting"
        let height = environment.height.map(NumberText.format) ?? "fitting"
        return "\(width) × \(height)"
    }

    /// A fitting dimension is only as large as the chains of constraints that run edge to edge
    /// across it. A view that sticks out of the fitted container is not on such a chain: say so,
    /// naming the view (the commonest self-sizing mistake is a missing `-|`).
    static func fittingSizeWarnings(engine: LayoutEngine, solution: LayoutSolution) -> [Diagnostic] {
        let system = engine.system
        let root = solution.rects[ConstraintSystem.root]
        let tolerance = 1e-6
        var outside: [(dimension: String, views: [Int])] = []
        if !engine.mode.fixedWidth {
            outside.append(
                (
                    "width",
                    system.items.indices.filter { index in
                        let rect = solution.rects[index]
                        // A view that starts before the leading edge is `outside-superview`.
                        return system.items[index].kind == .view
                            && rect.x >= -FrameWarnings.tolerance && rect.width >= -FrameWarnings.tolerance
                            && rect.maxX > root.width + tolerance
                    }
                ))
        }
        if !engine.mode.fixedHeight {
            outside.append(
                (
                    "height",
                    system.items.indices.filter { index in
                        let rect = solution.rects[index]
                        return system.items[index].kind == .view
                            && rect.y >= -FrameWarnings.tolerance && rect.height >= -FrameWarnings.tolerance
                            && rect.maxY > root.height + tolerance
                    }
                ))
        }
        var result: [Diagnostic] = []
        for (dimension, views) in outside where !views.isEmpty {
            // One warning per view when there are a few; one for all when a whole axis is open.
            let shown = views.count <= 3 ? views : [views[0]]
            for index in shown {
                let item = system.items[index]
                let rect = solution.rects[index]
                let (low, high, size) =
                    dimension == "width" ? (rect.x, rect.maxX, root.width) : (rect.y, rect.maxY, root.height)
                var notes: [Diagnostic.Note] = [
                    .spans(
                        dimension == "width" ? "x" : "y", NumberText.format(low), NumberText.format(high),
                        dimension: dimension, size: NumberText.format(size))
                ]
                if views.count > shown.count {
                    notes.append(
                        .soDoMoreViews(
                            views.count - 1, shown: views.dropFirst().prefix(5).map { system.items[$0].name }))
                }
                result.append(
                    .warning(.outsideFittingSize(item.name, dimension: dimension), at: item.firstMention, notes: notes))
            }
        }
        return result
    }

    /// What `warnings` finds: the diagnostics, and the names of the views they call ambiguous.
    struct Warnings {
        var diagnostics: [Diagnostic] = []
        /// Views an `ambiguous-layout` or `content-priority-ambiguity` warning names.
        var ambiguousViews: Set<String> = []
    }

    /// Ambiguous views (per axis) and written optional constraints the solution does not meet.
    static func warnings(engine: LayoutEngine, solution: LayoutSolution) -> Warnings {
        let system = engine.system
        var result: [Diagnostic] = []
        var ambiguousViews: Set<String> = []
        // Views that tie on a content priority get one warning for the group, not one each.
        let contentPriority = ContentPriorityAmbiguity(engine: engine, solution: solution)
        let groups = contentPriority.groups()
        var explained: Set<Int> = []
        for group in groups {
            for view in group.views {
                explained.insert(view * 2 + (group.axis == .horizontal ? 0 : 1))
                ambiguousViews.insert(system.items[view].name)
            }
            result.append(contentPriority.warning(for: group))
        }
        // Built on the first ambiguous view: most layouts have none.
        var usage: AttributeUsage?
        // Views only: guides are never drawn, and a spacer guide is usually constrained on one axis.
        for (index, item) in system.items.enumerated() where item.kind == .view {
            for axis in [Axis.horizontal, .vertical] {
                if explained.contains(index * 2 + (axis == .horizontal ? 0 : 1)) { continue }
                let (position, size) = engine.ambiguity(of: index, axis: axis)
                guard position || size else { continue }
                let sizeName = axis == .horizontal ? "width" : "height"
                let positionName = axis == .horizontal ? "horizontal position" : "vertical position"
                let what = position && size ? "\(positionName) and \(sizeName)" : position ? positionName : sizeName
                if usage == nil { usage = AttributeUsage(system: system) }
                ambiguousViews.insert(item.name)
                // Relative to the parent, as in the JSON output.
                let rect = solution.rects[index]
                let origin = solution.rects[item.parent ?? ConstraintSystem.root]
                let drawn = engine.settledItems.contains(index)
                let chosen: Diagnostic.Note =
                    axis == .horizontal
                    ? .vflcChose(
                        "x", NumberText.format(rect.x - origin.x), "width", NumberText.format(rect.width),
                        asDrawn: drawn)
                    : .vflcChose(
                        "y", NumberText.format(rect.y - origin.y), "height", NumberText.format(rect.height),
                        asDrawn: drawn)
                result.append(
                    .warning(
                        .ambiguous(item.name, what: what),
                        at: item.firstMention,
                        notes: [usage!.explanation(for: index, axis: axis, name: item.name), chosen]))
            }
        }
        result += fittingSizeWarnings(engine: engine, solution: solution)
        result += FrameWarnings(engine: engine, solution: solution).diagnostics()
        for (index, constraint) in system.constraints.enumerated()
        where constraint.origin.isWritten && !constraint.isRequired && engine.isAdded(index) {
            guard !engine.isSatisfied(constraint, in: solution.rects) else { continue }
            let residual = engine.residual(of: constraint, in: solution.rects)
            let actual = constraint.constant + residual
            let attribute = "\(system.items[constraint.first.item].name).\(constraint.first.attribute.rawValue)"
            let detail: Diagnostic.Note =
                constraint.second == nil
                ? .actualValue(attribute, NumberText.format(actual))
                : .missesBy(NumberText.format(abs(residual)))
            result.append(
                .warning(
                    .optionalConstraintBroken(system.describe(constraint)), at: constraint.origin.range,
                    notes: [detail]))
        }
        return Warnings(diagnostics: result, ambiguousViews: ambiguousViews)
    }
}

/// Which attributes of each item the constraints mention, to say in one line why a view is
/// ambiguous: "'a' has a leading edge but no width and no trailing edge".
struct AttributeUsage {
    /// The kinds of facts a constraint can fix along one axis.
    enum Fact: Int, CaseIterable {
        case startEdge, endEdge, size, center, baseline
    }

    /// Per item and axis (`item * 2 + axis`), a bit per `Fact` (`1 << rawValue`): no hashing.
    private var facts: [UInt8]
    private var onlyInequalities: [UInt8]

    init(system: ConstraintSystem) {
        var facts = [UInt8](repeating: 0, count: system.items.count * 2)
        var equalities = facts
        func record(_ reference: ItemAttribute, equality: Bool) {
            let slot = reference.item * 2 + (reference.attribute.axis == .horizontal ? 0 : 1)
            let bit: UInt8 = 1 << Self.fact(reference.attribute).rawValue
            facts[slot] |= bit
            if equality { equalities[slot] |= bit }
        }
        for constraint in system.constraints {
            let equality = constraint.relation == .equal && constraint.isRequired
            record(constraint.first, equality: equality)
            if let second = constraint.second { record(second, equality: equality) }
        }
        self.facts = facts
        onlyInequalities = zip(facts, equalities).map { $0 & ~$1 }
    }

    private func contains(_ set: UInt8, _ fact: Fact) -> Bool { set & (1 << fact.rawValue) != 0 }

    static func fact(_ attribute: LayoutAttribute) -> Fact {
        switch attribute {
        case .left, .leading, .top, .leftMargin, .leadingMargin, .topMargin: .startEdge
        case .right, .trailing, .bottom, .rightMargin, .trailingMargin, .bottomMargin: .endEdge
        case .width, .height: .size
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: .center
        case .lastBaseline, .firstBaseline: .baseline
        }
    }

    private static func name(_ fact: Fact, _ axis: Axis) -> String {
        switch (fact, axis) {
        case (.startEdge, .horizontal): "leading edge"
        case (.endEdge, .horizontal): "trailing edge"
        case (.size, .horizontal): "width"
        case (.center, .horizontal): "horizontal center"
        case (.startEdge, .vertical): "top edge"
        case (.endEdge, .vertical): "bottom edge"
        case (.size, .vertical): "height"
        case (.center, .vertical): "vertical center"
        case (.baseline, _): "baseline"
        }
    }

    private static func list(_ names: [String], joiner: String) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " \(joiner) " + names.last!
    }

    func explanation(for item: Int, axis: Axis, name: String) -> Diagnostic.Note {
        let slot = item * 2 + (axis == .horizontal ? 0 : 1)
        let present = Fact.allCases.filter { contains(facts[slot], $0) }
        let direction = axis == .horizontal ? "horizontally" : "vertically"
        guard !present.isEmpty else { return .nothingConstrains(name, direction) }
        let missing = [Fact.startEdge, .size, .endEdge].filter { !contains(facts[slot], $0) }
        let has = Self.list(present.map { "a " + Self.name($0, axis) }, joiner: "and")
        if !missing.isEmpty, present.count < 2 {
            let lacks = missing.map { Self.name($0, axis) }
            return .hasButLacks(name, has: has, lacks: Self.list(lacks, joiner: "and no"))
        }
        let loose = present.filter { contains(onlyInequalities[slot], $0) }
        if !loose.isEmpty {
            let names = loose.map { "its " + Self.name($0, axis) }
            return .onlyBounded(name, has: has, loose: Self.list(names, joiner: "and"), count: loose.count)
        }
        if !contains(facts[slot], .size) {
            return .sharesSpaceWithoutSizes(name, has: has, size: Self.name(.size, axis))
        }
        return .dependsOnUndetermined(name, has: has)
    }
}
