/// Which formatting options UIKit throws on for a format string: one rule, applied by the
/// compiler to a `.vfl` file's `options:` and by `vflc lint` to a call's `options:` argument.
extension FormatOption {
    /// The problems of `options` on a format string along `orientation` that places `viewCount`
    /// views, in the options' order:
    ///
    /// - two different direction options (`conflicting-options`);
    /// - `spacingBaselineToBaseline` in a horizontal string (`baseline-spacing-axis`);
    /// - an alignment along the string's own axis (`alignment-axis`), only when the string
    ///   places two views next to each other: with one view UIKit has nothing to align and
    ///   ignores it, and shipped apps rely on that (`H:|-[field]-| options: alignAllLeft`).
    ///
    /// `spelling` is how an option is named in the message (as written, or its kind).
    package static func problems(
        _ options: [FormatOption], orientation: Axis, viewCount: Int, spelling: (FormatOption) -> String
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var direction: FormatOption?
        for option in options {
            switch option.kind {
            case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft:
                if let previous = direction, previous.kind != option.kind {
                    problems.append(
                        .error(.conflictingOptions(spelling(previous), spelling(option)), at: option.range))
                }
                direction = option
            case .spacingBaselineToBaseline:
                if orientation == .horizontal {
                    problems.append(.error(.baselineSpacingHorizontal(), at: option.range))
                }
            case .spacingEdgeToEdge:
                break
            default:
                if option.kind.alignmentAxis == orientation, viewCount >= 2 {
                    let name = orientation == .horizontal ? "horizontal" : "vertical"
                    problems.append(.error(.alignmentOnFormatAxis(spelling(option), name), at: option.range))
                }
            }
        }
        return problems
    }
}

extension FormatOption.Kind {
    /// The axis along which an alignment option lines views up (`alignAllLeft`: horizontal, as
    /// it makes their left edges equal); `nil` for the direction and spacing options.
    public var alignmentAxis: Axis? {
        switch self {
        case .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX: .horizontal
        case .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline:
            .vertical
        default: nil
        }
    }
}
