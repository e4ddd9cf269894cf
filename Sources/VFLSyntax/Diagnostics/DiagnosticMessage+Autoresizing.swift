/// Messages about autoresizing frames (`design`, `frame=`, `autoresizing=`) and wrapping text
/// (`text=`, `lines=`).
extension DiagnosticMessage {
    /// `invalid size '320by480'`.
    package static func invalidSize(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidSize, "invalid size '\(text)'")
    }

    package static func unknownAutoresizingMember(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownAutoresizingMember, "unknown autoresizing mask member '\(name)'")
    }

    package static let conditionalDesign = DiagnosticMessage(
        .conditionalDesign, "a 'design' statement cannot have size-class conditions: frames have one design size")

    package static let duplicateDesign = DiagnosticMessage(
        .duplicateDesign, "the design size is given twice; a file has one 'design' statement")

    /// A frame whose parent has no design size to measure it in.
    package static func missingDesignSize(view: String, parent: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .missingDesignSize,
            "'\(view)' has a frame, but its parent '\(parent)' has no design size to measure it against")
    }

    package static func autoresizingWithoutFrame(_ view: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .autoresizingWithoutFrame,
            "'autoresizing=' on '\(view)' needs 'frame=': a view without a frame is laid out by its constraints")
    }

    package static func linesWithoutText(_ view: String) -> DiagnosticMessage {
        DiagnosticMessage(.linesWithoutText, "'lines=' on '\(view)' needs 'text=': only a label has lines")
    }

    package static func invalidLineCount(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidLineCount, "'lines=\(text)' is not a line count (a whole number, 0 for unlimited)")
    }

    /// The wrapping-text passes did not reach a fixed point.
    package static func textLayoutUnsettled(_ view: String, passes: Int) -> DiagnosticMessage {
        DiagnosticMessage(
            .textLayoutUnsettled,
            "the wrapping label '\(view)' did not settle after \(passes) layout passes; its last size is used")
    }
}

/// The notes attached to autoresizing and wrapping-text diagnostics.
extension Diagnostic.Note {
    package static let sizeForm = Diagnostic.Note("write 'WxH', both numbers")

    package static let frameForm = Diagnostic.Note("write 'frame=x,y,width,height'")
    package static let drawnForm = Diagnostic.Note("write 'drawn=x,y,width,height'")

    package static func autoresizingMembers(_ names: [String]) -> Diagnostic.Note {
        Diagnostic.Note("members: " + names.joined(separator: ", "))
    }

    /// How to give a parent its design size.
    package static func addDesignSize(root: Bool, parent: String) -> Diagnostic.Note {
        Diagnostic.Note(
            root
                ? "add 'design WxH': the root's size when the frames were written"
                : "add 'design=WxH' to the declaration of '\(parent)', or give it a frame")
    }

    /// UIKit's classic conflict: a view with a frame that is also given constraints.
    package static func dropFrame(_ view: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "'\(view)' has a frame, so UIKit turns its autoresizing mask into constraints; to lay it out with "
                + "constraints instead, drop its 'frame=' (translatesAutoresizingMaskIntoConstraints = false)")
    }

    package static let unsettledLabel = Diagnostic.Note(
        "a label's height follows its width and its width its height here: give it a width that does not depend on its lines"
    )
}
