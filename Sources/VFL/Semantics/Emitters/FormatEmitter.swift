import VFLSyntax

/// Lowering visual format strings, in Apple's item order: for `[a]-c-[b]` the constraint is
/// `b.leading REL a.trailing + c`; for `|-c-[a]` it is `a.leading REL superview.leading + c`;
/// for `[a]-c-|` it is `superview.trailing REL a.trailing + c`. The later edge along the flow
/// is always the first item, so constants read as the space between the edges and `>=` means
/// "at least".
struct FormatEmitter {
    let settings: LayoutSettings

    /// The attributes a format string works with, from its orientation and options.
    struct FormatAxis {
        /// The edge a view starts at along the flow (`leading`, `left`, `right` or `top`).
        var start: LayoutAttribute
        /// The edge it ends at (`trailing`, `right`, `left` or `bottom`).
        var end: LayoutAttribute
        /// `width` or `height`.
        var size: LayoutAttribute
        /// false for `directionRightToLeft`: the flow runs towards smaller x.
        var forward: Bool
        /// `spacingBaselineToBaseline`: spaces between views join baselines, not edges.
        var baselineSpacing: Bool
    }

    func emit(_ format: VisualFormat, applies: Bool, context: inout LoweringContext) {
        // Resolve the views (every name in brackets is in the item table by construction).
        var viewIndices: [Int] = []
        for element in format.views {
            // `[root]` was reported once, by the item table.
            guard let index = context.items.index(of: element.name.name), index != ConstraintSystem.root else { return }
            let kind = context.items.items[index].kind
            if format.orientation == .horizontal, kind == .topLayoutGuide || kind == .bottomLayoutGuide {
                context.diagnostics.append(
                    .error(.layoutGuideInHorizontalFormat(element.name.name), at: element.name.range))
                return
            }
            viewIndices.append(index)
        }
        guard let axis = formatAxis(format, context: &context) else { return }

        // `|` is the superview the views of the string share.
        var superview: Int?
        if format.leadingSuperview != nil || format.trailingSuperview != nil {
            let parents = viewIndices.map { context.items.items[$0].parent ?? 0 }
            if let mismatch = parents.firstIndex(where: { $0 != parents[0] }) {
                context.diagnostics.append(
                    .error(
                        .superviewMismatch(format.views[0].name.name, format.views[mismatch].name.name),
                        at: format.leadingSuperview ?? format.trailingSuperview))
                return
            }
            superview = parents[0]
        }

        // Sizes: `[a(>=20,==b@500)]`.
        for (element, index) in zip(format.views, viewIndices) {
            lowerViewPredicates(element, item: index, axis: axis, applies: applies, context: &context)
        }

        // Spaces between neighbouring views.
        for (offset, connection) in format.connections.enumerated() {
            let before = viewIndices[offset]
            let after = viewIndices[offset + 1]
            let beforeEdge = axis.baselineSpacing ? LayoutAttribute.lastBaseline : axis.end
            let afterEdge = axis.baselineSpacing ? LayoutAttribute.firstBaseline : axis.start
            var range = connection.range
            if range.length == 0 {
                range = SourceRange(
                    start: format.views[offset].range.end - 1, end: format.views[offset + 1].range.start + 1)
            }
            lowerSpace(
                connection, from: ItemAttribute(item: before, attribute: beforeEdge),
                to: ItemAttribute(item: after, attribute: afterEdge), forward: axis.forward,
                standard: settings.siblingSpacing, range: range, applies: applies, context: &context)
        }

        // Spaces to the superview's edges.
        // Under `--ios 11` and later a bare `-` next to `|` pins to the superview's margin
        // (unless the file's `spacing superview=` asks for a distance from the edge).
        if let superview, let bar = format.leadingSuperview, let connection = format.leadingConnection {
            let first = viewIndices[0]
            let toMargin = pinsToMargin(connection, next: first, context: context)
            lowerSpace(
                connection,
                from: ItemAttribute(item: superview, attribute: toMargin ? Self.margin(of: axis.start) : axis.start),
                to: ItemAttribute(item: first, attribute: axis.start), forward: axis.forward,
                standard: toMargin
                    ? 0
                    : isPredefinedGuide(first, context: context) ? settings.siblingSpacing : settings.superviewSpacing,
                range: bar.union(connection.range.length == 0 ? bar : connection.range), applies: applies,
                context: &context)
        }
        if let superview, let bar = format.trailingSuperview, let connection = format.trailingConnection {
            let last = viewIndices[viewIndices.count - 1]
            let toMargin = pinsToMargin(connection, next: last, context: context)
            lowerSpace(
                connection, from: ItemAttribute(item: last, attribute: axis.end),
                to: ItemAttribute(item: superview, attribute: toMargin ? Self.margin(of: axis.end) : axis.end),
                forward: axis.forward,
                standard: toMargin
                    ? 0
                    : isPredefinedGuide(last, context: context) ? settings.siblingSpacing : settings.superviewSpacing,
                range: bar.union(connection.range.length == 0 ? bar : connection.range), applies: applies,
                context: &context)
        }

        // alignAll… options: equalities between neighbouring views only, never the superview.
        for option in format.options {
            guard let attribute = alignmentAttribute(option.kind) else { continue }
            for offset in viewIndices.indices.dropLast() {
                context.add(
                    ItemAttribute(item: viewIndices[offset + 1], attribute: attribute), .equal,
                    ItemAttribute(item: viewIndices[offset], attribute: attribute), constant: 0, priority: 1000,
                    origin: ConstraintOrigin(kind: .alignmentOption, range: option.range))
            }
        }
    }

    /// Whether a connection to `|` is a bare `-` that pins to the superview's margin.
    private func pinsToMargin(_ connection: Connection, next item: Int, context: LoweringContext) -> Bool {
        guard context.release.pinsBareDashToMargins, !settings.superviewSpacingIsSet,
            !isPredefinedGuide(item, context: context),
            case .standard = connection
        else { return false }
        return true
    }

    /// The margin attribute at an edge (`leading` → `leadingMargin`).
    static func margin(of edge: LayoutAttribute) -> LayoutAttribute {
        switch edge {
        case .left: .leftMargin
        case .right: .rightMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: edge
        }
    }

    private func isPredefinedGuide(_ index: Int, context: LoweringContext) -> Bool {
        let kind = context.items.items[index].kind
        return kind == .topLayoutGuide || kind == .bottomLayoutGuide
    }

    /// Axis and options → the attributes to use; reports options that do not fit (the rule
    /// `vflc lint` applies too: `FormatOption.problems`).
    private func formatAxis(_ format: VisualFormat, context: inout LoweringContext) -> FormatAxis? {
        let problems = FormatOption.problems(
            format.options, orientation: format.orientation, viewCount: format.views.count, spelling: \.kind.rawValue)
        context.diagnostics.append(contentsOf: problems)
        guard problems.isEmpty else { return nil }
        let directions: Set<FormatOption.Kind> = [
            .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
        ]
        let direction = format.options.last { directions.contains($0.kind) }
        let baselineSpacing = format.options.contains { $0.kind == .spacingBaselineToBaseline }
        if format.orientation == .vertical {
            return FormatAxis(start: .top, end: .bottom, size: .height, forward: true, baselineSpacing: baselineSpacing)
        }
        switch direction?.kind {
        case .directionLeftToRight?:
            return FormatAxis(start: .left, end: .right, size: .width, forward: true, baselineSpacing: false)
        case .directionRightToLeft?:
            return FormatAxis(start: .right, end: .left, size: .width, forward: false, baselineSpacing: false)
        default:
            return FormatAxis(start: .leading, end: .trailing, size: .width, forward: true, baselineSpacing: false)
        }
    }

    private func alignmentAttribute(_ option: FormatOption.Kind) -> LayoutAttribute? {
        switch option {
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllLastBaseline: .lastBaseline
        case .alignAllFirstBaseline: .firstBaseline
        default: nil
        }
    }

    /// `[a(>=20,==b@500)]`: each predicate constrains the view's size along the axis, to a
    /// constant or metric, or — when the name is a view and not a metric — to that view's size.
    private func lowerViewPredicates(
        _ element: ViewElement, item: Int, axis: FormatAxis, applies: Bool, context: inout LoweringContext
    ) {
        let origin = ConstraintOrigin(kind: .format, range: element.range)
        let size = ItemAttribute(item: item, attribute: axis.size)
        for predicate in element.predicates {
            guard let priority = context.priorityValue(predicate.priority, applies: applies) else { continue }
            if case .name(let name) = predicate.object, !context.isMetric(name.name, applies: applies) {
                guard let other = context.items.index(of: name.name) else {
                    // Built only while the budget lasts: the list alone is linear in the names.
                    var suggestion: String?
                    if context.items.items.count + context.allMetrics.names.count <= context.suggestionComparisonsLeft {
                        suggestion = context.suggestion(
                            for: name.name, among: context.items.names + context.allMetrics.names)
                    } else {
                        context.suggestionComparisonsLeft = 0
                    }
                    context.diagnostics.append(
                        .error(
                            .unknownViewOrMetric(name.name), at: name.range,
                            notes: suggestion.map { [.didYouMean($0)] } ?? []))
                    continue
                }
                context.items.noteReference(to: other)
                context.add(
                    size, predicate.relation, ItemAttribute(item: other, attribute: axis.size), constant: 0,
                    priority: priority, origin: origin)
                continue
            }
            guard let constant = context.constantValue(predicate.object, applies: applies) else { continue }
            context.add(size, predicate.relation, nil, constant: constant, priority: priority, origin: origin)
        }
    }

    /// A connection between two edges: flush (0), standard (`-`), or predicates (`-(>=8,<=20)-`).
    /// `from` is the earlier edge along the flow, `to` the later.
    private func lowerSpace(
        _ connection: Connection, from: ItemAttribute, to: ItemAttribute, forward: Bool,
        standard: Double, range: SourceRange, applies: Bool, context: inout LoweringContext
    ) {
        let origin = ConstraintOrigin(kind: .format, range: range)
        // Forward: later.start REL earlier.end + c. Right to left: the earlier edge is the larger.
        let (first, second) = forward ? (to, from) : (from, to)
        switch connection {
        case .flush:
            context.add(first, .equal, second, constant: 0, priority: 1000, origin: origin)
        case .standard:
            context.add(first, .equal, second, constant: standard, priority: 1000, origin: origin)
        case .predicates(let predicates, _):
            for predicate in predicates {
                guard let priority = context.priorityValue(predicate.priority, applies: applies) else { continue }
                if case .name(let name) = predicate.object, !context.isMetric(name.name, applies: applies),
                    context.items.index(of: name.name) != nil
                {
                    context.diagnostics.append(
                        .error(
                            .viewUsedAsSpace(name.name), at: name.range,
                            notes: [.spacerForSpace(name.name)]))
                    continue
                }
                guard let constant = context.constantValue(predicate.object, applies: applies) else { continue }
                context.add(first, predicate.relation, second, constant: constant, priority: priority, origin: origin)
            }
        }
    }
}
