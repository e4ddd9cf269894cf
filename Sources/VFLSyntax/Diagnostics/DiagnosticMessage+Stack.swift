/// Messages about stack views (`stack`) and hidden views: parsing and lowering.
extension DiagnosticMessage {
    /// `unknown distribution 'fillEqualy'`.
    package static func unknownStackValue(_ key: String, _ value: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownStackValue, "unknown \(key) '\(value)'")
    }

    package static let baselineRelativeOnHorizontalStack = DiagnosticMessage(
        .baselineRelativeOnHorizontalStack,
        "'baselineRelative=true' needs a vertical stack: it measures the spacing between baselines")

    package static let conditionalStack = DiagnosticMessage(
        .conditionalStack,
        "a 'stack' declaration cannot have size-class conditions: its arranged views are its children in every size class"
    )

    package static func arrangedViewParent(_ view: String, stack: String, parent: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .arrangedViewParent,
            "'\(view)' is arranged in stack '\(stack)' but declared in '\(parent)'; an arranged view is a child of its stack"
        )
    }

    /// An arranged view with `frame=`: UIKit sets `translatesAutoresizingMaskIntoConstraints` to
    /// false on every arranged subview, so the stack places it and its frame is not used.
    package static func arrangedFrameIgnored(_ view: String, stack: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .arrangedFrameIgnored,
            "'\(view)' is arranged in stack '\(stack)', and UIKit turns 'translatesAutoresizingMaskIntoConstraints' off for arranged views: its 'frame=' and 'autoresizing=' are not used"
        )
    }

    package static func arrangedTwice(_ view: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .arrangedTwice, "'\(view)' is arranged more than once; a view has one stack and one place in it")
    }

    package static func arrangedNotView(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.arrangedNotView, "'\(name)' cannot be arranged in a stack: only views can")
    }

    package static func customSpacingNotArranged(_ view: String, stack: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .customSpacingNotArranged, "'\(view)' in 'spacingAfter=' is not arranged in stack '\(stack)'")
    }
}

/// The notes attached to stack diagnostics.
extension Diagnostic.Note {
    package static let booleanForms = Diagnostic.Note("write 'true' or 'false'")

    package static let customSpacingForm = Diagnostic.Note("write 'spacingAfter=view:12,other:4'")
}

extension Diagnostic.Note {
    /// Where a view was declared, with its line.
    package static func declaredHere(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("declared here", at: range, showsSource: true)
    }
}
