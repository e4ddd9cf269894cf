import VFLSyntax

/// Wrapping labels laid out as UIKit lays them out: the first pass gives each label its
/// one-line size, then each label's `preferredMaxLayoutWidth` is set to the width it got and
/// the layout runs again, until no label's intrinsic size changes (at most `maximumPasses`).
/// Each pass changes the intrinsic constraints' constants in the one solver and re-solves it
/// incrementally; nothing is rebuilt.
public enum TextLayout {
    /// UIKit's passes are not bounded; vflc stops here and warns.
    public static let maximumPasses = 8

    /// Solves with the labels settled. Every label starts from its one-line size, so an entry
    /// of a sweep gives what it gives alone.
    public static func settle(_ engine: LayoutEngine, width: Double?, height: Double?) -> (
        solution: LayoutSolution, diagnostics: [Diagnostic]
    ) {
        let labels = engine.system.textLabels
        for label in labels { apply(label, size: (label.length, label.lineHeight), to: engine) }
        var solution = engine.solve(width: width, height: height)
        for _ in 1..<maximumPasses {
            var changed = false
            for label in labels {
                let size = label.intrinsicSize(preferredWidth: solution.rects[label.item].width)
                if apply(label, size: size, to: engine) { changed = true }
            }
            guard changed else { return (solution, []) }
            solution = engine.solve(width: width, height: height)
        }
        // After the last pass: which labels would still change.
        var diagnostics: [Diagnostic] = []
        for label in labels {
            let size = label.intrinsicSize(preferredWidth: solution.rects[label.item].width)
            if !matches(label, size: size, in: engine) {
                let item = engine.system.items[label.item]
                let range = (label.widthConstraints.first ?? label.heightConstraints.first).map {
                    engine.system.constraints[$0].origin.range
                }
                diagnostics.append(
                    .warning(
                        .textLayoutUnsettled(item.name, passes: maximumPasses), at: range, notes: [.unsettledLabel]))
            }
        }
        return (solution, diagnostics)
    }

    /// Sets the label's intrinsic constants; whether any changed.
    @discardableResult
    private static func apply(_ label: TextLabel, size: (width: Double, height: Double), to engine: LayoutEngine)
        -> Bool
    {
        guard !matches(label, size: size, in: engine) else { return false }
        for index in label.widthConstraints { engine.setConstant(index, to: size.width) }
        for index in label.heightConstraints { engine.setConstant(index, to: size.height) }
        return true
    }

    private static func matches(_ label: TextLabel, size: (width: Double, height: Double), in engine: LayoutEngine)
        -> Bool
    {
        let constraints = engine.system.constraints
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        return label.widthConstraints.allSatisfy { close(constraints[$0].constant, size.width) }
            && label.heightConstraints.allSatisfy { close(constraints[$0].constant, size.height) }
    }
}
