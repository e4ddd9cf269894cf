/// Messages of name resolution and constraint lowering (`ConstraintLowering`).
extension DiagnosticMessage {
    package static func unknownMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownMetric, "unknown metric '\(name)'")
    }

    package static func unknownViewOrMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownViewOrMetric, "'\(name)' is neither a view nor a metric")
    }

    package static func unknownItem(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownItem, "unknown view or layout guide '\(name)'")
    }

    package static func viewUsedAsSpace(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.viewUsedAsSpace, "view '\(name)' used as a space; a space must be a number or a metric")
    }

    package static func metricCycle(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.metricCycle, "metric '\(name)' is defined in terms of itself")
    }

    package static func unusableNumber(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(.unusableNumber, "\(what) must be a finite number of magnitude below 1e9")
    }

    /// A size UIKit could not show: `intrinsic=-10x-10`, `design 0x0`, `text=0x20`.
    package static func nonPositiveSize(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(.nonPositiveSize, "\(what) must be greater than 0")
    }

    /// A length that cannot be negative: a frame's width or height, a safe-area inset.
    package static func negativeLength(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(.negativeLength, "\(what) cannot be negative")
    }

    /// `250000` as `250,000`.
    private static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    package static func tooManyItems(_ limit: Int) -> DiagnosticMessage {
        DiagnosticMessage(
            .tooManyViews,
            "too many views: vflc lays out at most \(grouped(limit)) views and layout guides in a file; this is the first one over the limit"
        )
    }

    package static func tooManyConstraints(_ limit: Int) -> DiagnosticMessage {
        DiagnosticMessage(
            .tooManyConstraints,
            "too many constraints: vflc lays out at most \(grouped(limit)) constraints in a file; this is the first one over the limit"
        )
    }

    package static func duplicateDeclaration(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateDeclaration, "'\(name)' is declared more than once")
    }

    package static func conflictingParents(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .conflictingParents,
            "'\(name)' is declared with two different parents; size-class conditions cannot move a view to another parent"
        )
    }

    package static func reservedName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.reservedName, "'\(name)' is predefined and cannot be declared")
    }

    /// `[root]` in a format string: the container is `|` there, never a view of its own.
    package static var rootInFormat: DiagnosticMessage {
        DiagnosticMessage(.rootInFormat, "'root' is the container; use '|'")
    }

    package static func unknownParent(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownParent, "unknown parent view '\(name)'")
    }

    package static func guideAsParent(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.guideAsParent, "layout guide '\(name)' cannot contain views")
    }

    package static func ancestorCycle(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.ancestorCycle, "view '\(name)' would be its own ancestor")
    }

    package static func superviewMismatch(_ first: String, _ second: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .superviewMismatch,
            "'|' needs one superview, but '\(first)' and '\(second)' have different superviews")
    }

    package static func layoutGuideInHorizontalFormat(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.layoutGuideOrientation, "'\(name)' can only be used in a vertical ('V:') format string")
    }

    package static func alignmentOnFormatAxis(_ option: String, _ orientation: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .alignmentAxis,
            "option '\(option)' aligns along the \(orientation) axis of this format string; use a \(orientation == "horizontal" ? "vertical" : "horizontal") alignment"
        )
    }

    package static func conflictingOptions(_ first: String, _ second: String) -> DiagnosticMessage {
        DiagnosticMessage(.conflictingOptions, "options '\(first)' and '\(second)' cannot be combined")
    }

    package static func baselineSpacingHorizontal() -> DiagnosticMessage {
        DiagnosticMessage(
            .baselineSpacingAxis, "option 'spacingBaselineToBaseline' applies to vertical format strings only")
    }

    package static func locationNeedsSecondItem(_ attribute: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .locationNeedsItem,
            "a constraint on the location attribute '\(attribute)' needs a second item")
    }

    package static func incompatibleAttributes(_ first: String, _ second: String, _ reason: String) -> DiagnosticMessage
    {
        DiagnosticMessage(.incompatibleAttributes, "cannot relate '\(first)' to '\(second)': \(reason)")
    }

    package static func zeroMultiplier() -> DiagnosticMessage {
        DiagnosticMessage(
            .zeroMultiplier, "a multiplier of 0 relates nothing; write 'item.attribute REL constant' instead")
    }

    /// Below `EquationEmitter.smallestMultiplier` the solver's rounding would turn the
    /// multiplier into 0; above `largestMultiplier` it would amplify rounding past what a frame
    /// can hold.
    package static func multiplierOutOfRange() -> DiagnosticMessage {
        DiagnosticMessage(
            .multiplierOutOfRange,
            "a multiplier must be of magnitude 1e-6 to 1e6; beyond that the layout is lost in rounding")
    }

    package static func viewNamedOnce(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.viewNamedOnce, "view '\(name)' is named only once in this file")
    }
}

/// The notes attached to name-resolution and lowering diagnostics.
extension Diagnostic.Note {
    /// `write 'a.left == root.left + 5'`: the whole constraint to write instead.
    package static func write(_ constraint: String) -> Diagnostic.Note {
        Diagnostic.Note("write '\(constraint)'")
    }

    package static func spacerForSpace(_ view: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "to make a space follow a view's size, put a spacer view or layout guide there: '[a][spacer(==\(view))][b]'"
        )
    }

    package static func previousDeclaration(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("previous declaration is here", at: range, showsSource: true)
    }

    /// `the cycle: a → b → a`: `members` in order, without repeating the first.
    package static func cycle(_ members: [String]) -> Diagnostic.Note {
        Diagnostic.Note("the cycle: " + (members + members.prefix(1)).joined(separator: " → "))
    }
}
