import VFLSyntax

/// Lowers a `stack` declaration to the constraints UIKit's UIStackView makes, under UIKit's
/// identifiers and priorities (docs/language.md, "Stack views", says which of them were matched
/// with UIKit's own constraint dumps and which are inferred).
///
/// Along the axis: `UISV-canvas-connection` ties the first and last visible views to the stack's
/// edges (its layout margins with `margins=true`), `UISV-spacing` joins neighbours (`>=` for the
/// equal distributions), `UISV-fill-equally` and `UISV-fill-proportionally` (at 999 − i) size them,
/// and `UISV-distributing` spacers make the gaps (equalSpacing) or the centre-to-centre distances
/// (equalCentering) equal. Across it: `UISV-alignment` to the first visible view, and for every alignment
/// but fill an alignment spanner that holds the views (`UISV-spanning-boundary`), hugs them
/// (`UISV-spanning-fit` @51) and gives a view without a size of its own none (`UISV-ambiguity-
/// suppression` @25). A hidden view has no length along the axis (`UISV-hiding`).
struct StackEmitter {
    /// UIKit's priorities for the constraints a stack makes that may give way.
    static let spanningFitPriority = 51.0
    static let canvasFitPriority = 49.0
    static let ambiguitySuppressionPriority = 25.0
    static let equalCenteringPriority = 150.0
    /// Since iOS 11 (`UIKitRelease.hasModernStacks`): a hidden view's zero length gives way to a
    /// required length of its own, a hidden view is placed by its visible neighbours at a low
    /// priority (`UISV-spacing-hidden`), the equal-centering gaps weaken with the index down to
    /// 50, and the spanner's aligned edge is an equality just below required.
    static let modernHidingPriority = 999.999
    static let hiddenSpacingPriority = 50.0
    static let minimumEqualCenteringPriority = 50.0
    static let alignedBoundaryPriority = 999.5

    /// The declarations tables: which views are hidden, and their intrinsic lengths.
    let declarations: Declarations

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

    func emit(_ stack: StackFacts, context: inout LoweringContext) {
        lowerDistribution(stack, context: &context)
        lowerAlignment(stack, context: &context)
    }

    /// Every stack's own baselines, the innermost first (a stack's baselines may be a nested
    /// stack's): after all stacks are lowered, before layout reads them.
    func setBaselines(context: inout LoweringContext) {
        let items = context.items.items
        var depths = [Int](repeating: -1, count: items.count)
        func depth(_ item: Int) -> Int {
            var chain: [Int] = []
            var current: Int? = item
            while let node = current, depths[node] < 0 {
                chain.append(node)
                current = items[node].parent
            }
            var known = current.map { depths[$0] } ?? -1
            for node in chain.reversed() {
                known += 1
                depths[node] = known
            }
            return depths[item]
        }
        let stacks = declarations.stacks.compactMap { $0 }.map { ($0, depth($0.stack)) }
        for (stack, _) in stacks.sorted(by: { $0.1 > $1.1 }) { setBaselines(stack, context: &context) }
    }

    // MARK: - The stack's own baselines

    /// A view's last baseline above its bottom, and its first below its top when known: its
    /// declared ones, else what its item holds (a nested stack's, set when it was lowered), the
    /// first from its intrinsic height when only the last is given.
    private func baselines(of item: Int, context: LoweringContext) -> (last: Double, first: Double?) {
        let facts = declarations.views[item]
        let current = context.items.items[item]
        let last = facts?.lastBaseline ?? current.lastBaselineOffset
        let first =
            facts?.firstBaseline ?? (facts?.lastBaseline == nil ? current.firstBaselineOffset : nil)
            ?? facts?.intrinsicHeight.map { $0 - last }
        return (last, first)
    }

    /// UIStackView's `viewForFirstBaselineLayout`/`viewForLastBaselineLayout`: a horizontal
    /// stack's baselines are its tallest view's (by intrinsic height, the first of equals; that
    /// view spans the canvas across), a vertical stack's first baseline is its first view's first
    /// and its last baseline its last view's last — so nested stacks align by baseline. A stack
    /// that declares its own baselines keeps them.
    private func setBaselines(_ facts: StackFacts, context: inout LoweringContext) {
        if let own = declarations.views[facts.stack], own.lastBaseline != nil || own.firstBaseline != nil { return }
        let visible = facts.visible
        guard let firstView = visible.first, let lastView = visible.last else { return }
        let top = facts.inset(.top)
        let bottom = -facts.inset(.bottom)
        let (firstSource, lastSource): (Int, Int)
        switch facts.declaration.axis {
        case .vertical:
            (firstSource, lastSource) = (firstView.item, lastView.item)
        case .horizontal:
            var tallest = firstView.item
            var height = -Double.infinity
            for view in visible {
                if let length = declarations.views[view.item]?.intrinsicHeight, length > height {
                    (tallest, height) = (view.item, length)
                }
            }
            (firstSource, lastSource) = (tallest, tallest)
        }
        let last = baselines(of: lastSource, context: context).last + bottom
        let first = baselines(of: firstSource, context: context).first.map { $0 + top }
        context.items.setBaselines(of: facts.stack, last: last, first: first)
    }

    /// `item.attribute REL multiplier × other.attribute + constant @priority` under a UIKit identifier.
    private func addStack(
        _ identifier: String, _ item: Int, _ attribute: LayoutAttribute, relation: Relation = .equal,
        _ other: Int?, _ otherAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, at range: SourceRange, context: inout LoweringContext
    ) {
        context.add(
            ItemAttribute(item: item, attribute: attribute), relation,
            other.map { ItemAttribute(item: $0, attribute: otherAttribute ?? attribute) }, multiplier: multiplier,
            constant: constant, priority: priority,
            origin: ConstraintOrigin(kind: .stackView, range: range, identifier: identifier))
    }

    /// The stack's canvas edge equals a view's: `stack.leading == first.leading` (minus the margin).
    private func connectCanvas(
        _ stack: StackFacts, _ attribute: LayoutAttribute, to item: Int, at range: SourceRange,
        context: inout LoweringContext
    ) {
        addStack(
            "UISV-canvas-connection", stack.stack, attribute, item, constant: -stack.inset(attribute), at: range,
            context: &context)
    }

    // MARK: - Along the axis

    private func lowerDistribution(_ facts: StackFacts, context: inout LoweringContext) {
        let stack = facts.declaration
        let axis = AxisAttributes(stack.axis)
        let stackRange = stack.distributionRange ?? stack.name.range
        let visible = facts.visible
        // Hidden views: no length along the axis, and placed beside their visible neighbours
        // (or at the canvas's leading edge).
        let modern = context.release.hasModernStacks
        let lastVisible = visible.last?.item
        var previousVisible: Int?
        for (item, name) in facts.arranged {
            if !declarations.isHidden(item) {
                previousVisible = item
                continue
            }
            addStack(
                "UISV-hiding", item, axis.size, nil, priority: modern ? Self.modernHidingPriority : 1000,
                at: name.range, context: &context)
            if modern {
                // With two or more views showing: between two of them, half the gap after the
                // view before it (its custom spacing, else `spacing`); after the last, flush
                // against it; before the first, flush before it, ending where it starts (gap
                // 0). With one view showing or none: at the canvas's leading edge. (Measured on
                // Xcode's stored frames: docs/fidelity.md.)
                if visible.count >= 2, let previousVisible {
                    let gap = previousVisible == lastVisible ? 0 : facts.custom[previousVisible] ?? facts.spacing
                    addStack(
                        "UISV-spacing-hidden", item, axis.leading, previousVisible, axis.trailing, constant: gap / 2,
                        priority: Self.hiddenSpacingPriority, at: name.range, context: &context)
                } else if visible.count >= 2, let firstVisible = visible.first?.item {
                    addStack(
                        "UISV-spacing-hidden", firstVisible, axis.leading, item, axis.trailing,
                        priority: Self.hiddenSpacingPriority, at: name.range, context: &context)
                } else {
                    addStack(
                        "UISV-spacing-hidden", item, axis.leading, facts.stack, constant: facts.inset(axis.leading),
                        priority: Self.hiddenSpacingPriority, at: name.range, context: &context)
                }
            } else if let previousVisible {
                addStack(
                    "UISV-hiding", item, axis.leading, previousVisible, axis.trailing, at: name.range, context: &context
                )
            } else {
                addStack(
                    "UISV-hiding", item, axis.leading, facts.stack, constant: facts.inset(axis.leading),
                    at: name.range, context: &context)
            }
        }
        guard let first = visible.first, let last = visible.last else {
            // Nothing to show: the stack shrinks to nothing along its axis.
            addStack(
                "UISV-canvas-fit", facts.stack, axis.size, nil, priority: Self.canvasFitPriority, at: stackRange,
                context: &context)
            return
        }
        connectCanvas(facts, axis.leading, to: first.item, at: first.name.range, context: &context)
        connectCanvas(facts, axis.trailing, to: last.item, at: last.name.range, context: &context)

        let isEqual = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        // Spacing between neighbours: the custom spacing after the first of them, else
        // `spacing`. Under iOS 7's rules a custom spacing after a hidden view between them was
        // passed on to the view before; since iOS 11 it is not used.
        var position = 0
        var gaps: [(before: Int, after: Int, spacing: Double, range: SourceRange)] = []
        for (offset, view) in visible.enumerated().dropFirst() {
            let before = visible[offset - 1]
            var gap = facts.custom[before.item] ?? facts.spacing
            while facts.arranged[position].item != view.item {
                if !modern, let hiddenSpacing = facts.custom[facts.arranged[position].item],
                    declarations.isHidden(facts.arranged[position].item)
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
                constant: gap.spacing, at: gap.range, context: &context)
        }

        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                addStack("UISV-fill-equally", view.item, axis.size, first.item, at: view.name.range, context: &context)
            }
        case .fillProportionally:
            if modern {
                lowerModernProportions(facts, axis: axis, context: &context)
            } else {
                lowerProportions(facts, axis: axis, gaps: gaps.reduce(0) { $0 + $1.spacing }, context: &context)
            }
        case .equalSpacing, .equalCentering:
            let edges =
                stack.distribution == .equalSpacing ? (axis.trailing, axis.leading) : (axis.center, axis.center)
            let priority = stack.distribution == .equalSpacing ? 1000 : Self.equalCenteringPriority
            var firstSpacer: Int?
            for (number, gap) in gaps.enumerated() {
                let name = ItemTable.spacerName(stack: stack.name.name, "UISV-distributing.\(number + 1)")
                guard let spacer = context.items.index(of: name) else { continue }
                addStack(
                    "UISV-distributing-edge", spacer, axis.leading, gap.before, edges.0, at: gap.range,
                    context: &context)
                addStack(
                    "UISV-distributing-edge", spacer, axis.trailing, gap.after, edges.1, at: gap.range,
                    context: &context)
                if let firstSpacer {
                    // Since iOS 11 the equal-centering gaps weaken with the index i of the view
                    // before the gap: max(150 − i, 50).
                    var gapPriority = priority
                    if modern, stack.distribution == .equalCentering,
                        let index = facts.arranged.firstIndex(where: { $0.item == gap.before })
                    {
                        gapPriority = max(priority - Double(index), Self.minimumEqualCenteringPriority)
                    }
                    addStack(
                        "UISV-fill-equally", spacer, axis.size, firstSpacer, priority: gapPriority, at: gap.range,
                        context: &context)
                } else {
                    firstSpacer = spacer
                }
            }
            // Spacers no gap needs (one per hidden view) are empty, at the stack's origin.
            for number in gaps.count..<max(0, facts.arranged.count - 1) {
                let name = ItemTable.spacerName(stack: stack.name.name, "UISV-distributing.\(number + 1)")
                guard let spacer = context.items.index(of: name) else { continue }
                addStack("UISV-hiding", spacer, axis.size, nil, at: stackRange, context: &context)
                addStack("UISV-hiding", spacer, axis.leading, facts.stack, at: stackRange, context: &context)
            }
            // The gaps are at least the spacing: without a length from outside, the stack is as
            // short as that allows.
            addStack(
                "UISV-canvas-fit", facts.stack, axis.size, nil, priority: Self.canvasFitPriority, at: stackRange,
                context: &context)
        }
    }

    /// Each visible view with an intrinsic length c along the axis gets `c / (Σc + spacing)` of
    /// the stack's length, at priority 999 − i (not below 751): at the stack's natural length
    /// every one holds; stretched or squeezed, the later views give way first.
    private func lowerProportions(
        _ facts: StackFacts, axis: AxisAttributes, gaps: Double, context: inout LoweringContext
    ) {
        var lengths: [(item: Int, name: Identifier, length: Double)] = []
        for view in facts.visible {
            let intrinsic = declarations.views[view.item]
            if let length = axis.size == .width ? intrinsic?.intrinsicWidth : intrinsic?.intrinsicHeight, length > 0 {
                lengths.append((view.item, view.name, length))
            }
        }
        let total = lengths.reduce(gaps) { $0 + $1.length }
        guard total > 0 else { return }
        for (position, entry) in lengths.enumerated() {
            addStack(
                "UISV-fill-proportionally", entry.item, axis.size, facts.stack, multiplier: entry.length / total,
                priority: max(751, 999 - Double(position)), at: entry.name.range, context: &context)
        }
    }

    /// Since iOS 11: each visible view with an intrinsic length c along the axis gets
    /// `c / (Σc + spacing × gaps)` of the stack's length — inside its layout margins with
    /// `margins=true` — at priority 999 − i (not below 751); a view without one counts with the
    /// length it has before the layout (UIKit reads its bounds: `drawn=`, the frame a nib gives
    /// it), else gets `length == 0`; when no view has either, the views get equal lengths.
    private func lowerModernProportions(_ facts: StackFacts, axis: AxisAttributes, context: inout LoweringContext) {
        var lengths: [(item: Int, name: Identifier, length: Double?)] = []
        for view in facts.visible {
            let facts = declarations.views[view.item]
            let intrinsic = axis.size == .width ? facts?.intrinsicWidth : facts?.intrinsicHeight
            let drawn = axis.size == .width ? facts?.drawn?.width : facts?.drawn?.height
            let length = intrinsic.flatMap { $0 > 0 ? $0 : nil } ?? drawn.flatMap { $0 > 0 ? $0 : nil }
            lengths.append((view.item, view.name, length))
        }
        guard let first = lengths.first else { return }
        guard lengths.contains(where: { $0.length != nil }) else {
            for view in lengths.dropFirst() {
                addStack("UISV-fill-equally", view.item, axis.size, first.item, at: view.name.range, context: &context)
            }
            return
        }
        let total = lengths.reduce(facts.spacing * Double(lengths.count - 1)) { $0 + ($1.length ?? 0) }
        guard total > 0 else { return }
        // The margins guide's length is the stack's less its two insets along the axis.
        let insets = facts.inset(axis.leading) - facts.inset(axis.trailing)
        var position = 0
        for entry in lengths {
            guard let length = entry.length else {
                addStack(
                    "UISV-fill-proportionally", entry.item, axis.size, nil, at: entry.name.range, context: &context)
                continue
            }
            let multiplier = length / total
            addStack(
                "UISV-fill-proportionally", entry.item, axis.size, facts.stack, multiplier: multiplier,
                constant: -multiplier * insets, priority: max(751, 999 - Double(position)), at: entry.name.range,
                context: &context)
            position += 1
        }
    }

    // MARK: - Across the axis

    private func lowerAlignment(_ facts: StackFacts, context: inout LoweringContext) {
        let stack = facts.declaration
        let across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        // Aligned to the first view showing. Since iOS 11 a stack with none showing aligns none
        // of its hidden views across the axis: Xcode stores them where they were, at widths of
        // their own (docs/fidelity.md); under iOS 7's rules they align to the first.
        let reference = facts.visible.first ?? (context.release.hasModernStacks ? nil : facts.arranged.first)
        guard let reference else { return }
        let alignment = stack.alignment.canonical
        // The attributes every view shares with the first; the canvas edges tied to it directly.
        let shared: [LayoutAttribute]
        switch alignment {
        case .fill: shared = [across.leading, across.trailing]
        case .leading, .top: shared = [across.leading]
        case .trailing, .bottom: shared = [across.trailing]
        case .center: shared = [across.center]
        case .firstBaseline, .lastBaseline:
            // A vertical stack's views share no baseline: UIKit accepts it and aligns nothing.
            shared = stack.axis == .vertical ? [] : [alignment == .firstBaseline ? .firstBaseline : .lastBaseline]
        }
        for view in facts.arranged where view.item != reference.item {
            for attribute in shared {
                addStack("UISV-alignment", view.item, attribute, reference.item, at: view.name.range, context: &context)
            }
        }
        if alignment == .fill {
            for attribute in shared {
                connectCanvas(facts, attribute, to: reference.item, at: reference.name.range, context: &context)
            }
            return
        }
        if alignment != .firstBaseline, alignment != .lastBaseline {
            for attribute in shared {
                connectCanvas(facts, attribute, to: reference.item, at: reference.name.range, context: &context)
            }
        }
        let name = ItemTable.spacerName(stack: stack.name.name, "UISV-alignment-spanner")
        let range = stack.alignmentRange ?? stack.name.range
        let modern = context.release.hasModernStacks
        // What holds the views across the axis: the alignment spanner; since iOS 11 one arranged
        // view has none, and the stack itself holds it as the spanner would, inside its margins
        // (so the frames are the spanner's).
        let spanner = context.items.index(of: name)
        guard spanner != nil || modern else { return }
        let holder = spanner ?? facts.stack
        func inset(_ attribute: LayoutAttribute) -> Double { spanner == nil ? -facts.inset(attribute) : 0 }
        // Last-baseline alignment of a horizontal stack: its bottom is the first arranged view's,
        // and a view reaching below it is not held back (Open Radar 32291130: the stack "sets its
        // top/bottom edge to the top/bottom of the first arranged subview and not the text label
        // that extends furthest"). The spanner keeps the top. (First-baseline alignment keeps the
        // spanner on both edges: the top as the first view's is not confirmed for today's UIKit.)
        var firstViewEdge: LayoutAttribute?
        if modern, stack.axis == .horizontal, alignment == .lastBaseline {
            firstViewEdge = across.trailing
        }
        if let edge = firstViewEdge {
            connectCanvas(facts, edge, to: reference.item, at: reference.name.range, context: &context)
        }
        if let spanner {
            if firstViewEdge != across.leading {
                connectCanvas(facts, across.leading, to: spanner, at: range, context: &context)
            }
            if firstViewEdge != across.trailing {
                connectCanvas(facts, across.trailing, to: spanner, at: range, context: &context)
            }
        }
        // Since iOS 11 the boundary on the aligned edge is an equality @999.5.
        let alignedLeading = modern && (alignment == .leading || alignment == .top)
        let alignedTrailing = modern && (alignment == .trailing || alignment == .bottom)
        for view in facts.visible {
            addStack(
                "UISV-spanning-boundary", holder, across.leading,
                relation: alignedLeading ? .equal : .lessThanOrEqual, view.item, constant: inset(across.leading),
                priority: alignedLeading ? Self.alignedBoundaryPriority : 1000, at: view.name.range,
                context: &context)
            addStack(
                "UISV-spanning-boundary", holder, across.trailing,
                relation: alignedTrailing ? .equal : .greaterThanOrEqual, view.item, constant: inset(across.trailing),
                priority: alignedTrailing ? Self.alignedBoundaryPriority : 1000, at: view.name.range,
                context: &context)
        }
        addStack(
            "UISV-spanning-fit", holder, across.size, nil, constant: inset(across.trailing) - inset(across.leading),
            priority: Self.spanningFitPriority, at: range, context: &context)
        // Since iOS 11 a baseline-aligned stack is as short across as it may be.
        if modern, alignment == .firstBaseline || alignment == .lastBaseline {
            addStack(
                "UISV-canvas-fit", facts.stack, across.size, nil, priority: Self.canvasFitPriority, at: range,
                context: &context)
        }
        for view in facts.arranged {
            addStack(
                "UISV-ambiguity-suppression", view.item, across.size, nil,
                priority: Self.ambiguitySuppressionPriority, at: view.name.range, context: &context)
        }
    }
}
