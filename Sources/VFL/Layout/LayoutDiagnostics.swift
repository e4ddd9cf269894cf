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
                .init(
                    "conflicting constraint '\(system.describe(constraint))'\(originText(constraint.origin))",
                    at: constraint.origin.range, showsSource: true))
        }
        if conflict.includesContainerWidth, let width = environment.width {
            notes.append(
                .init("conflicting constraint 'root.width == \(NumberText.format(width))' (the container width)"))
        }
        if conflict.includesContainerHeight, let height = environment.height {
            notes.append(
                .init("conflicting constraint 'root.height == \(NumberText.format(height))' (the container height)"))
        }
        if let broken = conflict.broken {
            var text = "UIKit would recover by breaking '\(system.describe(system.constraints[broken]))'"
            if let recovered, let frames = framesText(of: conflict, in: recovered, system: system) {
                text += "; then \(frames)"
            }
            notes.append(.init(text, at: system.constraints[broken].origin.range))
        }
        if let fix = conflict.fix {
            notes.append(
                .init(
                    "make '\(system.describe(system.constraints[fix]))' optional (a priority below 1000, such as @999) and the rest can all hold",
                    at: system.constraints[fix].origin.range))
        } else if !conflict.constraints.isEmpty {
            notes.append(
                .init(
                    "making one of these optional resolves this set, but another conflict remains among the constraints connected to it"
                ))
        }
        let primary = conflict.broken ?? conflict.constraints.last
        return .error(
            .unsatisfiable(container: containerText(environment)),
            at: primary.map { system.constraints[$0].origin.range }, notes: notes)
    }

    /// How many views the recovery note lists before summing up the rest.
    static let recoveredViewsShown = 6

    /// "'find' x = 20, width = 100; 'findNext' x = 128, width = 144" for the views the members
    /// mention, frames relative to their parents as in the JSON output, only on the axes the
    /// members constrain.
    private static func framesText(of conflict: LayoutEngine.Conflict, in rects: [Rect], system: ConstraintSystem)
        -> String?
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
        guard !views.isEmpty else { return nil }
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
        var result = views.prefix(recoveredViewsShown).map(text).joined(separator: "; ")
        if views.count > recoveredViewsShown { result += "; and \(views.count - recoveredViewsShown) more views" }
        return result
    }

    private static func originText(_ origin: ConstraintOrigin) -> String {
        switch origin.kind {
        case .stackView: " ('\(origin.identifier ?? "UISV")', made by the stack view)"
        case .contentHugging: " (content hugging)"
        case .compressionResistance: " (compression resistance)"
        case .layoutGuide: " (layout guide)"
        case .format, .alignmentOption, .equation: ""
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
                        return system.items[index].kind == .view
                            && (rect.x < -tolerance || rect.maxX > root.width + tolerance)
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
                            && (rect.y < -tolerance || rect.maxY > root.height + tolerance)
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
                    .init(
                        "it spans \(dimension == "width" ? "x" : "y") = \(NumberText.format(low))…\(NumberText.format(high)), the fitting \(dimension) is \(NumberText.format(size))"
                    )
                ]
                if views.count > shown.count {
                    notes.append(
                        .init(
                            "so do \(views.count - 1) more views: "
                                + views.dropFirst().prefix(5).map { "'\(system.items[$0].name)'" }.joined(
                                    separator: ", ") + (views.count > 6 ? ", …" : "")))
                }
                result.append(
                    .warning(.outsideFittingSize(item.name, dimension: dimension), at: item.firstMention, notes: notes))
            }
        }
        return result
    }

    /// Ambiguous views (per axis) and written optional constraints the solution does not meet.
    static func warnings(engine: LayoutEngine, solution: LayoutSolution) -> [Diagnostic] {
        let system = engine.system
        var result: [Diagnostic] = []
        let usage = AttributeUsage(system: system)
        // Views only: guides are never drawn, and a spacer guide is usually constrained on one axis.
        for (index, item) in system.items.enumerated() where item.kind == .view {
            for axis in [Axis.horizontal, .vertical] {
                let (position, size) = engine.ambiguity(of: index, axis: axis)
                guard position || size else { continue }
                let sizeName = axis == .horizontal ? "width" : "height"
                let positionName = axis == .horizontal ? "horizontal position" : "vertical position"
                let what = position && size ? "\(positionName) and \(sizeName)" : position ? positionName : sizeName
                // Relative to the parent, as in the JSON output.
                let rect = solution.rects[index]
                let origin = solution.rects[item.parent ?? ConstraintSystem.root]
                let chosen =
                    axis == .horizontal
                    ? "x = \(NumberText.format(rect.x - origin.x)), width = \(NumberText.format(rect.width))"
                    : "y = \(NumberText.format(rect.y - origin.y)), height = \(NumberText.format(rect.height))"
                result.append(
                    .warning(
                        .ambiguous(item.name, what: what),
                        at: item.firstMention,
                        notes: [
                            .init(usage.explanation(for: index, axis: axis, name: item.name)),
                            .init("vflc chose \(chosen); add constraints that fix it"),
                        ]))
            }
        }
        result += fittingSizeWarnings(engine: engine, solution: solution)
        for (index, constraint) in system.constraints.enumerated()
        where constraint.origin.isWritten && !constraint.isRequired && engine.isAdded(index) {
            guard !engine.isSatisfied(constraint, in: solution.rects) else { continue }
            let residual = engine.residual(of: constraint, in: solution.rects)
            let actual = constraint.constant + residual
            let attribute = "\(system.items[constraint.first.item].name).\(constraint.first.attribute.rawValue)"
            let detail =
                constraint.second == nil
                ? "\(attribute) is \(NumberText.format(actual))"
                : "it misses by \(NumberText.format(abs(residual)))"
            result.append(
                .warning(
                    .optionalConstraintBroken(system.describe(constraint)), at: constraint.origin.range,
                    notes: [.init(detail)]))
        }
        return result
    }
}

/// Which attributes of each item the constraints mention, to say in one line why a view is
/// ambiguous: "'a' has a leading edge but no width and no trailing edge".
struct AttributeUsage {
    /// The kinds of facts a constraint can fix along one axis.
    enum Fact: Int, CaseIterable {
        case startEdge, endEdge, size, center, baseline
    }

    private var facts: [Set<Fact>]
    private var onlyInequalities: [Set<Fact>]

    init(system: ConstraintSystem) {
        facts = Array(repeating: [], count: system.items.count * 2)
        onlyInequalities = facts
        var equalities = facts
        for constraint in system.constraints {
            for reference in [constraint.first, constraint.second].compactMap({ $0 }) {
                let slot = reference.item * 2 + (reference.attribute.axis == .horizontal ? 0 : 1)
                let fact = Self.fact(reference.attribute)
                facts[slot].insert(fact)
                if constraint.relation == .equal && constraint.isRequired { equalities[slot].insert(fact) }
            }
        }
        for slot in facts.indices { onlyInequalities[slot] = facts[slot].subtracting(equalities[slot]) }
    }

    static func fact(_ attribute: LayoutAttribute) -> Fact {
        switch attribute {
        case .left, .leading, .top: .startEdge
        case .right, .trailing, .bottom: .endEdge
        case .width, .height: .size
        case .centerX, .centerY: .center
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

    func explanation(for item: Int, axis: Axis, name: String) -> String {
        let slot = item * 2 + (axis == .horizontal ? 0 : 1)
        let present = Fact.allCases.filter { facts[slot].contains($0) }
        let direction = axis == .horizontal ? "horizontally" : "vertically"
        guard !present.isEmpty else { return "nothing constrains '\(name)' \(direction)" }
        let missing = [Fact.startEdge, .size, .endEdge].filter { !facts[slot].contains($0) }
        let has = Self.list(present.map { "a " + Self.name($0, axis) }, joiner: "and")
        if !missing.isEmpty, present.count < 2 {
            let lacks = missing.map { Self.name($0, axis) }
            return "'\(name)' has \(has) but no \(Self.list(lacks, joiner: "and no"))"
        }
        let loose = present.filter { onlyInequalities[slot].contains($0) }
        if !loose.isEmpty {
            let names = loose.map { "its " + Self.name($0, axis) }
            return
                "'\(name)' has \(has), but \(Self.list(names, joiner: "and")) \(loose.count == 1 ? "is" : "are") only bounded by inequalities or optional constraints"
        }
        if !facts[slot].contains(.size) {
            return
                "'\(name)' has \(has) but no \(Self.name(.size, axis)), and the views it is tied to share the space without sizes either"
        }
        return "'\(name)' has \(has), but they depend on other views that are themselves not determined"
    }
}
