/// Messages of the modern UIKit model: `--ios`/`platform`, the safe area, layout margins,
/// readable content, priority names (docs/language.md, "Today's UIKit").
extension DiagnosticMessage {
    /// `hug=defaultHihg`.
    package static func unknownPriorityName(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownPriorityName, "unknown priority name '\(name)'")
    }

    /// `platform ios 9`: vflc models iOS 7 and iOS 11 or later.
    package static func unsupportedRelease(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .unsupportedIosRelease, "vflc models iOS 7 and iOS 11 or later, not iOS \(text)")
    }

    package static func duplicatePlatform() -> DiagnosticMessage {
        DiagnosticMessage(.duplicatePlatform, "'platform' is given more than once")
    }

    package static func conditionalPlatform() -> DiagnosticMessage {
        DiagnosticMessage(.conditionalPlatform, "'platform' cannot have a size-class condition")
    }

    /// A name, attribute or statement of today's UIKit used under `--ios 7`.
    package static func needsModernRelease(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(.needsIos11, "\(what) does not exist in iOS 7")
    }

    /// `safeAreaLayoutGuide` where vflc says `safeArea`.
    package static func uikitGuideName(_ name: String, _ vflcName: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .uikitGuideName, "unknown view or layout guide '\(name)'; vflc calls UIKit's \(name) '\(vflcName)'")
    }

    /// `guide.leadingMargin`: layout guides have no margins.
    package static func marginsOnGuide(_ attribute: String, _ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .marginsOnGuide, "'\(attribute)' needs a view; the layout guide '\(name)' has no layout margins")
    }

    /// `view root intrinsic=…`: only `margins=` may be given for the root.
    /// A device that first shipped with iOS 11 or later, laid out with iOS 7's rules because the
    /// command line or the file asked for them.
    package static func deviceUnderIOS7(_ device: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .deviceUnderIos7,
            "'\(device)' first shipped with iOS 11 or later but is laid out with iOS 7's rules, as '--ios 7' or 'platform ios 7' asks: no layout margins, and the safe area only as the top and bottom layout guides"
        )
    }

    package static func rootDeclaration() -> DiagnosticMessage {
        DiagnosticMessage(
            .rootDeclaration, "'root' is the container; a 'view root' declaration may only give 'margins='")
    }
}

extension Diagnostic.Note {
    /// Where a name of today's UIKit exists.
    package static let modernRelease = Diagnostic.Note("it exists under '--ios 11' and later ('platform ios 11')")

    package static let marginsForms = Diagnostic.Note("write 'margins=N' (every side) or 'margins=T,L,B,R'")
}

extension Diagnostic.Note {
    /// Where the first `platform` statement stands, with its line.
    package static func platformFirstGiven(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("first given here", at: range, showsSource: true)
    }

    package static let writeModelledPlatform = Diagnostic.Note(
        "write 'platform ios 7' or 'platform ios 11' or later")
}
