/// Messages of name resolution and constraint lowering (`ConstraintLowering`).
extension DiagnosticMessage {
    package static func unknownMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unknown-metric", "unknown metric '\(name)'")
    }

    package static func unknownViewOrMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unknown-view-or-metric", "'\(name)' is neither a view nor a metric")
    }

    package static func unknownItem(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unknown-item", "unknown view or layout guide '\(name)'")
    }

    package static func viewUsedAsSpace(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "view-used-as-space", "view '\(name)' used as a space; a space must be a number or a metric")
    }

    package static func metricCycle(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "metric-cycle", "metric '\(name)' is defined in terms of itself")
    }

    package static func unusableNumber(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unusable-number", "\(what) must be a finite number of magnitude below 1e9")
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
            id: "too-many-views",
            "too many views: vflc lays out at most \(grouped(limit)) views and layout guides in a file; this is the first one over the limit"
        )
    }

    package static func tooManyConstraints(_ limit: Int) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "too-many-constraints",
            "too many constraints: vflc lays out at most \(grouped(limit)) constraints in a file; this is the first one over the limit"
        )
    }

    package static func duplicateDeclaration(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "duplicate-declaration", "'\(name)' is declared more than once")
    }

    package static func conflictingParents(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "conflicting-parents",
            "'\(name)' is declared with two different parents; size-class conditions cannot move a view to another parent"
        )
    }

    package static func reservedName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "reserved-name", "'\(name)' is predefined and cannot be declared")
    }

    package static func unknownParent(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unknown-parent", "unknown parent view '\(name)'")
    }

    package static func guideAsParent(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "guide-as-parent", "layout guide '\(name)' cannot contain views")
    }

    package static func ancestorCycle(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "ancestor-cycle", "view '\(name)' would be its own ancestor")
    }

    package static func superviewMismatch(_ first: String, _ second: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "superview-mismatch",
            "'|' needs one superview, but '\(first)' and '\(second)' have different superviews")
    }

    package static func layoutGuideInHorizontalFormat(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "layout-guide-orientation", "'\(name)' can only be used in a vertical ('V:') format string")
    }

    package static func alignmentOnFormatAxis(_ option: String, _ orientation: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "alignment-axis",
            "option '\(option)' aligns along the \(orientation) axis of this format string; use a \(orientation == "horizontal" ? "vertical" : "horizontal") alignment"
        )
    }

    package static func conflictingOptions(_ first: String, _ second: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "conflicting-options", "options '\(first)' and '\(second)' cannot be combined")
    }

    package static func baselineSpacingHorizontal() -> DiagnosticMessage {
        DiagnosticMessage(
            id: "baseline-spacing-axis", "option 'spacingBaselineToBaseline' applies to vertical format strings only")
    }

    package static func locationNeedsSecondItem(_ attribute: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "location-needs-item",
            "a constraint on the location attribute '\(attribute)' needs a second item")
    }

    package static func incompatibleAttributes(_ first: String, _ second: String, _ reason: String) -> DiagnosticMessage
    {
        DiagnosticMessage(id: "incompatible-attributes", "cannot relate '\(first)' to '\(second)': \(reason)")
    }

    package static func zeroMultiplier() -> DiagnosticMessage {
        DiagnosticMessage(
            id: "zero-multiplier", "a multiplier of 0 relates nothing; write 'item.attribute REL constant' instead")
    }

    /// Below `ConstraintLowering.smallestMultiplier` the solver's rounding would turn the
    /// multiplier into 0; above `largestMultiplier` it would amplify rounding past what a frame
    /// can hold.
    package static func multiplierOutOfRange() -> DiagnosticMessage {
        DiagnosticMessage(
            id: "multiplier-out-of-range",
            "a multiplier must be of magnitude 1e-6 to 1e6; beyond that the layout is lost in rounding")
    }

    package static func viewNamedOnce(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "view-named-once", "view '\(name)' is named only once in this file")
    }
}
