/// Messages about Interface Builder documents' scenes: what a document says that vflc reads
/// differently or does not model (docs/interface-builder.md).
extension DiagnosticMessage {
    /// Malformed XML, with what the reader found (`expected '>' to end the start tag of 'view'`).
    package static func malformedXML(_ message: String) -> DiagnosticMessage {
        DiagnosticMessage(.malformedXML, "malformed XML: \(message)")
    }

    /// An XML file whose root element is not IB's `<document>`.
    package static func notInterfaceBuilderDocument(_ element: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .notInterfaceBuilderDocument,
            "the root element is '<\(element)>', not an Interface Builder '<document>'")
    }

    /// A document for another platform than iOS (`targetRuntime="MacOSX.Cocoa"`).
    package static func notIOSDocument(_ runtime: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .notIOSDocument,
            "not an iOS document (target runtime '\(runtime)'); vflc lays out iOS storyboards and xibs")
    }

    /// A baseline attribute or a baseline-aligned stack: Linux cannot measure fonts.
    package static func needsFontMetrics(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .needsFontMetrics,
            "\(what) needs font metrics, which vflc cannot measure without the fonts; use a top, bottom or center constraint"
        )
    }

    /// An attribute value vflc does not know (`relation="almostEqual"`).
    package static func interfaceBuilderValue(_ attribute: String, _ value: String) -> DiagnosticMessage {
        DiagnosticMessage(.interfaceBuilderValue, "unknown value '\(value)' for '\(attribute)'")
    }

    /// Something IB says that vflc does not model (a keyboard layout guide, …): left out.
    package static func interfaceBuilderNotModelled(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(.interfaceBuilderNotModelled, "\(what) is not modelled by vflc and is left out")
    }

    /// `placeholder="YES"`: removed at build time, so not laid out.
    package static func interfaceBuilderPlaceholder(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderPlaceholder,
            "constraint '\(id)' is a placeholder, removed at build time: it is not laid out")
    }

    /// A constraint naming an item that is not in its scene.
    package static func interfaceBuilderUnknownItem(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderUnknownItem,
            "'\(id)' is not a view or layout guide of this scene; the constraint is left out")
    }

    /// A document without a single scene to lay out.
    package static let interfaceBuilderNoScenes = DiagnosticMessage(
        .interfaceBuilderNoScenes,
        "the document has no scene to lay out (no view controller's view, top-level view or cell)")
}
