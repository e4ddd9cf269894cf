import VFLSyntax

/// Lowers a `stack` declaration to the constraints UIKit's UIStackView makes, under UIKit's
/// identifiers and priorities (docs/language.md, "Stack views", says which of them were matched
/// with UIKit's own constraint dumps and which are inferred).
///
/// Along the axis: `UISV-canvas-connection` ties the first and last visible views to the stack's
/// edges (its layout margins with `margins=true`), `UISV-spacing` joins neighbours (`>=` for the
/// equal distributions), `UISV-fill-equally` and `UISV-fill-proportionally` (at 999 − i) size them,
/// and `UISV-distributing` spacers make the gaps (equalSpacing) or the centre-to-centre distances
/// (equalCentering) equal. Across it: `UISV-alignment` to the first view, and for every alignment
/// but fill an alignment spanner that holds the views (`UISV-spanning-boundary`), hugs them
/// (`UISV-spanning-fit` @51) and gives a view without a size of its own none (`UISV-ambiguity-
/// suppression` @25). A hidden view has no length along the axis (`UISV-hiding`).
extension ConstraintLowering {
    /// The stack's layout margins with `margins=true` (UIView's default, under every iOS).
    static let stackMargin = 8.0
    /// UIKit's priorities for the constraints a stack makes that may give way.
    static let spanningFitPriority = 51.0
    static let canvasFitPriority = 49.0
    static let ambiguitySuppressionPriority = 25.0
    static let equalCenteringPriority = 150.0

    /// The edges, centre and size of one axis.
    struct AxisAttributes {
        var leading: LayoutAttribute
        var trailing: LayoutAttribute
        var center: LayoutAttribute
        var size: LayoutAttribute

        init(_ axis: Axis) {
            switch axis {
            case .horizontal: (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
            case .vertical: (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    mutating func lowerStack(_ stack: StackDeclaration) {
        guard let stackIndex = items.index(of: stack.name.name), items.items[stackIndex].kind == .view else { return }
        // The arranged views that lowering accepted (a rejected one was reported by the item table).
        var arranged: [(item: Int, name: Identifier)] = []
        for name in stack.arranged {
            if let index = items.index(of: name.name), items.items[index].parent == stackIndex,
                !arranged.contains(where: { $0.item == index })
            {
                arranged.append((index, name))
            }
        }
        let spacing = stack.spacing.flatMap { constantValue($0, applies: true, what: "a spacing") } ?? 0
        var custom: [Int: Double] = [:]
        for entry in stack.customSpacings {
            guard let index = items.index(of: entry.view.name), arranged.contains(where: { $0.item == index }) else {
                diagnostics.append(
                    .error(.customSpacingNotArranged(entry.view.name, stack: stack.name.name), at: entry.view.range))
                continue
            }
            if let value = constantValue(entry.spacing, applies: true, what: "a spacing") { custom[index] = value }
        }
        let context = StackContext(
            stack: stackIndex, declaration: stack, arranged: arranged, spacing: spacing, custom: custom,
            visible: arranged.filter { !items.items[$0.item].isHidden })
        lowerDistribution(context)
        lowerAlignment(context)
    }

    /// What both halves of a stack's lowering need.
    struct StackContext {
        var stack: Int
        var declaration: StackDeclaration
        var arranged: [(item: Int, name: Identifier)]
        var spacing: Double
        /// `spacingAfter=` by arranged view.
        var custom: [Int: Double]
        var visible: [(item: Int, name: Identifier)]

        /// The inset of the stack's canvas edge from the stack's own (its layout margins).
        func inset(_ attribute: LayoutAttribute) -> Double {
            guard declaration.marginsRelative else { return 0 }
            switch attribute {
            case .leading, .top, .left, .firstBaseline: return ConstraintLowering.stackMargin
            case .trailing, .bottom, .right, .lastBaseline: return -ConstraintLowering.stackMargin
            default: return 0
            }
        }
    }

    /// `item.attribute REL multiplier × other.attribute + constant @priority` under a UIKit identifier.
    private mutating func addStack(
        _ identifier: String, _ item: Int, _ attribute: LayoutAttribute, relation: Relation = .equal,
        _ other: Int?, _ otherAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, at range: SourceRange
    ) {
        add(
            ItemAttribute(item: item, attribute: attribute), relation,
            other.map { ItemAttribute(item: $0, attribute: otherAttribute ?? attribute) }, multiplier: multiplier,
            constant: constant, priority: priority,
            origin: ConstraintOrigin(kind: .stackView, range: range, identifier: identifier))
    }

    /// The stack's canvas edge equals a view's: `stack.leading == first.leading` (minus the margin).
    private mutating func connectCanvas(
        _ context: StackContext, _ attribute: LayoutAttribute, to item: Int, at range: SourceRange
    ) {
        addStack(
            "UISV-canvas-connection", context.stack, attribute, item, constant: -context.inset(attribute), at: range)
    }

    // MARK: - Along the axis

    private mutating func lowerDistribution(_ context: StackContext) {
        let stack = context.declaration
        let axis = AxisAttributes(stack.axis)
        let stackRange = stack.distributionRange ?? stack.name.range
        let visible = context.visible
        // Hidden views: no length along the axis, and placed where they would be, flush after
        // the visible view before them (or at the canvas's leading edge).
        var previousVisible: Int?
        for (item, name) in context.arranged {
            if !items.items[item].isHidden {
                previousVisible = item
                continue
            }
            addStack("UISV-hiding", item, axis.size, nil, at: name.range)
            if let previousVisible {
                addStack("UISV-hiding", item, axis.leading, previousVisible, axis.trailing, at: name.range)
            } else {
                addStack(
                    "UISV-hiding", item, axis.leading, context.stack, constant: context.inset(axis.leading),
                    at: name.range)
            }
        }
        guard let first = visible.first, let last = visible.last else {
            // Nothing to show: the stack shrinks to nothing along its axis.
            addStack(
                "UISV-canvas-fit", context.stack, axis.size, nil, priority: Self.canvasFitPriority, at: stackRange)
            return
        }
        connectCanvas(context, axis.leading, to: first.item, at: first.name.range)
        connectCanvas(context, axis.trailing, to: last.item, at: last.name.range)

        let isEqual = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        // Spacing between neighbours: the custom spacing after the first of them, or after the
        // last hidden view between them (UIKit passes it on to the view before), else `spacing`.
        var position = 0
        var gaps: [(before: Int, after: Int, spacing: Double, range: SourceRange)] = []
        for (offset, view) in visible.enumerated().dropFirst() {
            let before = visible[offset - 1]
            var gap = context.custom[before.item] ?? context.spacing
            while context.arranged[position].item != view.item {
                if let hiddenSpacing = context.custom[context.arranged[position].item],
                    items.items[context.arranged[position].item].isHidden
                {
                    gap = hiddenSpacing
                }
                position += 1
            }
            gaps.append((before.item, view.item, gap, view.name.range))
        }
        for gap in gaps {
            let (leading, trailing) =
                stack.baselineRelative
                ? (LayoutAttribute.firstBaseline, LayoutAttribute.lastBaseline) : (axis.leading, axis.trailing)
            addStack(
                "UISV-spacing", gap.after, leading, relation: isEqual ? .greaterThanOrEqual : .equal, gap.before,
                trailing,
                constant: gap.spacing, at: gap.range)
        }

        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                addStack("UISV-fill-equally", view.item, axis.size, first.item, at: view.name.range)
            }
        case .fillProportionally:
            lowerProportions(context, axis: axis, gaps: gaps.reduce(0) { $0 + $1.spacing })
        case .equalSpacing, .equalCentering:
            let edges =
                stack.distribution == .equalSpacing ? (axis.trailing, axis.leading) : (axis.center, axis.center)
            let priority = stack.distribution == .equalSpacing ? 1000 : Self.equalCenteringPriority
            var firstSpacer: Int?
            for (number, gap) in gaps.enumerated() {
                let name = ItemTable.spacerName(stack: stack.name.name, "UISV-distributing.\(number + 1)")
                guard let spacer = items.index(of: name) else { continue }
                addStack("UISV-distributing-edge", spacer, axis.leading, gap.before, edges.0, at: gap.range)
                addStack("UISV-distributing-edge", spacer, axis.trailing, gap.after, edges.1, at: gap.range)
                if let firstSpacer {
                    addStack("UISV-fill-equally", spacer, axis.size, firstSpacer, priority: priority, at: gap.range)
                } else {
                    firstSpacer = spacer
                }
            }
            // Spacers no gap needs (one per hidden view) are empty, at the stack's origin.
            for number in gaps.count..<max(0, context.arranged.count - 1) {
                let name = ItemTable.spacerName(stack: stack.name.name, "UISV-distributing.\(number + 1)")
                guard let spacer = items.index(of: name) else { continue }
                addStack("UISV-hiding", spacer, axis.size, nil, at: stackRange)
                addStack("UISV-hiding", spacer, axis.leading, context.stack, at: stackRange)
            }
            // The gaps are at least the spacing: without a length from outside, the stack is as
            // short as that allows.
            addStack(
                "UISV-canvas-fit", context.stack, axis.size, nil, priority: Self.canvasFitPriority, at: stackRange)
        }
    }

    /// Each visible view with an intrinsic length c along the axis gets `c / (Σc + spacing)` of
    /// the stack's length, at priority 999 − i (not below 751): at the stack's natural length
    /// every one holds; stretched or squeezed, the later views give way first.
    private mutating func lowerProportions(_ context: StackContext, axis: AxisAttributes, gaps: Double) {
        var lengths: [(item: Int, name: Identifier, length: Double)] = []
        for view in context.visible {
            let intrinsic = intrinsicLengths[view.item]
            if let length = axis.size == .width ? intrinsic?.width : intrinsic?.height, length > 0 {
                lengths.append((view.item, view.name, length))
            }
        }
        let total = lengths.reduce(gaps) { $0 + $1.length }
        guard total > 0 else { return }
        for (position, entry) in lengths.enumerated() {
            addStack(
                "UISV-fill-proportionally", entry.item, axis.size, context.stack, multiplier: entry.length / total,
                priority: max(751, 999 - Double(position)), at: entry.name.range)
        }
    }

    // MARK: - Across the axis

    private mutating func lowerAlignment(_ context: StackContext) {
        let stack = context.declaration
        let across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        guard let reference = context.visible.first ?? context.arranged.first else { return }
        let alignment = stack.alignment.canonical
        // The attributes every view shares with the first; the canvas edges tied to it directly.
        let shared: [LayoutAttribute]
        switch alignment {
        case .fill: shared = [across.leading, across.trailing]
        case .leading, .top: shared = [across.leading]
        case .trailing, .bottom: shared = [across.trailing]
        case .center: shared = [across.center]
        case .firstBaseline: shared = [.firstBaseline]
        case .lastBaseline: shared = [.lastBaseline]
        }
        for view in context.arranged where view.item != reference.item {
            for attribute in shared {
                addStack("UISV-alignment", view.item, attribute, reference.item, at: view.name.range)
            }
        }
        if alignment == .fill {
            for attribute in shared { connectCanvas(context, attribute, to: reference.item, at: reference.name.range) }
            return
        }
        if alignment != .firstBaseline, alignment != .lastBaseline {
            for attribute in shared { connectCanvas(context, attribute, to: reference.item, at: reference.name.range) }
        }
        let name = ItemTable.spacerName(stack: stack.name.name, "UISV-alignment-spanner")
        guard let spanner = items.index(of: name) else { return }
        let range = stack.alignmentRange ?? stack.name.range
        connectCanvas(context, across.leading, to: spanner, at: range)
        connectCanvas(context, across.trailing, to: spanner, at: range)
        for view in context.visible {
            addStack(
                "UISV-spanning-boundary", spanner, across.leading, relation: .lessThanOrEqual, view.item,
                at: view.name.range)
            addStack(
                "UISV-spanning-boundary", spanner, across.trailing, relation: .greaterThanOrEqual, view.item,
                at: view.name.range)
        }
        addStack(
            "UISV-spanning-fit", spanner, across.size, nil, priority: Self.spanningFitPriority, at: range)
        for view in context.arranged {
            addStack(
                "UISV-ambiguity-suppression", view.item, across.size, nil,
                priority: Self.ambiguitySuppressionPriority, at: view.name.range)
        }
    }
}
