import Cassowary
import VFLSyntax

/// Warnings about frames that are obviously wrong although every required constraint holds: a
/// view with a negative width or height, a view outside its superview's bounds, and — when the
/// container's own size is what forces either — a container smaller than its content requires.
/// Each names the view and the chain of constraints responsible: the minimal set of required
/// constraints (and container sizes) that, together, rule out a sane frame, found by
/// `ConflictExplainer.forcing`.
struct FrameWarnings {
    let engine: LayoutEngine
    let solution: LayoutSolution

    /// A frame off by less than this (rounding) is not reported.
    static let tolerance = 1e-3
    /// How many views of one kind of problem get a warning of their own; the rest are counted in
    /// a note of the last one (each explanation is one solve of the constraints around it).
    static let warningsShown = 3

    private enum Problem: Equatable {
        case negativeSize
        case startsBefore
        case endsAfter
    }

    private struct Finding {
        var item: Int
        var axis: Axis
        var problem: Problem
        var amount: Double
    }

    func diagnostics() -> [Diagnostic] {
        let system = engine.system
        let rects = solution.rects
        var findings: [Finding] = []
        for (index, item) in system.items.enumerated() where item.kind == .view {
            let parent = item.parent ?? ConstraintSystem.root
            for axis in [Axis.horizontal, .vertical] {
                let (start, size) = span(rects[index], axis)
                if size < -Self.tolerance {
                    findings.append(Finding(item: index, axis: axis, problem: .negativeSize, amount: size))
                    continue
                }
                let (parentStart, parentSize) = span(rects[parent], axis)
                // A superview with a negative size is reported itself; its children follow it.
                guard parentSize >= -Self.tolerance else { continue }
                if start < parentStart - Self.tolerance {
                    findings.append(
                        Finding(item: index, axis: axis, problem: .startsBefore, amount: parentStart - start))
                } else if start + size > parentStart + parentSize + Self.tolerance {
                    // Past the far edge of a fitted container: `outside-fitting-size` says why.
                    if parent == ConstraintSystem.root, !isFixed(axis) { continue }
                    findings.append(
                        Finding(
                            item: index, axis: axis, problem: .endsAfter,
                            amount: start + size - parentStart - parentSize))
                }
            }
        }
        var result: [Diagnostic] = []
        for problem in [Problem.negativeSize, .startsBefore, .endsAfter] {
            let group = findings.filter { $0.problem == problem }
            for (position, finding) in group.prefix(Self.warningsShown).enumerated() {
                var diagnostic = warning(for: finding)
                if position == Self.warningsShown - 1, group.count > Self.warningsShown {
                    let rest = group.dropFirst(Self.warningsShown)
                    diagnostic.notes.append(
                        .soDoMoreViews(rest.count, shown: rest.prefix(5).map { system.items[$0.item].name }))
                }
                result.append(diagnostic)
            }
        }
        return result
    }

    private func isFixed(_ axis: Axis) -> Bool {
        axis == .horizontal ? engine.mode.fixedWidth : engine.mode.fixedHeight
    }

    private func span(_ rect: Rect, _ axis: Axis) -> (start: Double, size: Double) {
        axis == .horizontal ? (rect.x, rect.width) : (rect.y, rect.height)
    }

    private func warning(for finding: Finding) -> Diagnostic {
        let system = engine.system
        let item = system.items[finding.item]
        let parent = item.parent ?? ConstraintSystem.root
        let dimension = finding.axis == .horizontal ? "width" : "height"
        let superview = parent == ConstraintSystem.root ? "the container" : "'\(system.items[parent].name)'"
        let outside = parent == ConstraintSystem.root ? "the container" : "its superview \(superview)"
        let chain = forcingChain(finding)
        var notes: [Diagnostic.Note] = []
        let message: DiagnosticMessage
        let amount = NumberText.format(abs(finding.amount))
        let consequence: String
        switch finding.problem {
        case .negativeSize:
            consequence = "'\(item.name)' gets \(dimension) \(NumberText.format(finding.amount))"
            message = .negativeSize(item.name, dimension: dimension, value: NumberText.format(finding.amount))
        case .startsBefore, .endsAfter:
            let edge: String
            let direction: String
            switch (finding.axis, finding.problem) {
            case (.horizontal, .startsBefore): (edge, direction) = ("left", "left of")
            case (.horizontal, _): (edge, direction) = ("right", "right of")
            case (.vertical, .startsBefore): (edge, direction) = ("top", "above")
            case (.vertical, _): (edge, direction) = ("bottom", "below")
            }
            let rect = solution.rects[finding.item]
            let parentRect = solution.rects[parent]
            let (start, size) = span(rect, finding.axis)
            let (parentStart, parentSize) = span(parentRect, finding.axis)
            let fully =
                start + size <= parentStart + Self.tolerance || start >= parentStart + parentSize - Self.tolerance
            consequence = "'\(item.name)' sticks out \(amount) points \(direction) it"
            message = .outsideSuperview(item.name, outside: outside, fully: fully)
            notes.append(.edgeOverhang(edge, amount, direction, superview: superview))
        }
        var containerInChain = false
        if let chain {
            let members = chain.constraints.sorted {
                (system.constraints[$0].origin.range.start, $0) < (system.constraints[$1].origin.range.start, $1)
            }
            for index in members {
                let constraint = system.constraints[index]
                notes.append(
                    .forcedBy(
                        system.describe(constraint), origin: LayoutDiagnostics.originText(constraint.origin),
                        at: constraint.origin.range))
            }
            let root = solution.rects[ConstraintSystem.root]
            if chain.usesWidth {
                notes.append(
                    .forcedByContainer("width", NumberText.format(root.width), fitting: !engine.mode.fixedWidth))
            }
            if chain.usesHeight {
                notes.append(
                    .forcedByContainer("height", NumberText.format(root.height), fitting: !engine.mode.fixedHeight))
            }
            containerInChain =
                finding.axis == .horizontal
                ? chain.usesWidth && engine.mode.fixedWidth : chain.usesHeight && engine.mode.fixedHeight
        }
        if containerInChain, parent == ConstraintSystem.root || finding.problem == .negativeSize {
            let root = solution.rects[ConstraintSystem.root]
            let size = finding.axis == .horizontal ? root.width : root.height
            return .warning(
                .containerTooSmall(dimension: dimension, size: NumberText.format(size), consequence: consequence),
                at: item.firstMention, notes: notes)
        }
        return .warning(message, at: item.firstMention, notes: notes)
    }

    /// The constraints that rule out a sane frame on the finding's axis: required ones, and
    /// optional ones the layout satisfies (an intrinsic size that holds is part of the reason).
    private func forcingChain(_ finding: Finding) -> ConflictExplainer.Result? {
        let item = finding.item
        let parent = engine.system.items[item].parent ?? ConstraintSystem.root
        let horizontal = finding.axis == .horizontal
        let start = horizontal ? engine.left(item) : engine.top(item)
        let size = horizontal ? engine.width(item) : engine.height(item)
        let parentStart = horizontal ? engine.left(parent) : engine.top(parent)
        let parentSize = horizontal ? engine.width(parent) : engine.height(parent)
        let probe: ConflictSet.Member
        switch finding.problem {
        case .negativeSize:
            probe = ConflictSet.Member(LinearExpression([Term(size)]), .greaterThanOrEqual)
        case .startsBefore:
            probe = ConflictSet.Member(LinearExpression([Term(start), Term(parentStart, -1)]), .greaterThanOrEqual)
        case .endsAfter:
            probe = ConflictSet.Member(
                LinearExpression([Term(parentStart), Term(parentSize), Term(start, -1), Term(size, -1)]),
                .greaterThanOrEqual)
        }
        // A fitted size is an outcome, not a reason: the chain is looked for without it first.
        let root = solution.rects[ConstraintSystem.root]
        let explainer = ConflictExplainer(engine: engine)
        let fixedWidth = engine.mode.fixedWidth ? root.width : nil
        let fixedHeight = engine.mode.fixedHeight ? root.height : nil
        if let chain = explainer.forcing(
            probe, containerWidth: fixedWidth, containerHeight: fixedHeight, rects: solution.rects)
        {
            return chain
        }
        guard !engine.mode.fixedWidth || !engine.mode.fixedHeight else { return nil }
        return explainer.forcing(probe, containerWidth: root.width, containerHeight: root.height, rects: solution.rects)
    }
}
