/// Messages of the modern UIKit model: `--ios`/`platform`, the safe area, layout margins,
/// readable content, priority names (docs/language.md, "Today's UIKit").
extension DiagnosticMessage {
    /// `hug=defaultHihg`.
    package static func unknownPriorityName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unknown-priority-name", "unknown priority name '\(name)'")
    }

    /// `platform ios 9`: vflc models iOS 7 and iOS 11 or later.
    package static func unsupportedRelease(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "unsupported-ios-release", "vflc models iOS 7 and iOS 11 or later, not iOS \(text)")
    }

    package static func duplicatePlatform() -> DiagnosticMessage {
        DiagnosticMessage(id: "duplicate-platform", "'platform' is given more than once")
    }

    package static func conditionalPlatform() -> DiagnosticMessage {
        DiagnosticMessage(id: "conditional-platform", "'platform' cannot have a size-class condition")
    }

    /// A name, attribute or statement of today's UIKit used under `--ios 7`.
    package static func needsModernRelease(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "needs-ios-11", "\(what) does not exist in iOS 7")
    }

    /// `safeAreaLayoutGuide` where vflc says `safeArea`.
    package static func uikitGuideName(_ name: String, _ vflcName: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "uikit-guide-name", "unknown view or layout guide '\(name)'; vflc calls UIKit's \(name) '\(vflcName)'")
    }

    /// `guide.leadingMargin`: layout guides have no margins.
    package static func marginsOnGuide(_ attribute: String, _ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "margins-on-guide", "'\(attribute)' needs a view; the layout guide '\(name)' has no layout margins")
    }

    /// `view root intrinsic=…`: only `margins=` may be given for the root.
    package static func rootDeclaration() -> DiagnosticMessage {
        DiagnosticMessage(
            id: "root-declaration", "'root' is the container; a 'view root' declaration may only give 'margins='")
    }
}

extension Diagnostic.Note {
    /// Where a name of today's UIKit exists.
    package static let modernRelease = Diagnostic.Note("it exists under '--ios 11' and later ('platform ios 11')")

    package static let marginsForms = Diagnostic.Note("write 'margins=N' (every side) or 'margins=T,L,B,R'")
}
