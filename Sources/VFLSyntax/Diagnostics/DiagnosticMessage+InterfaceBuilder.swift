/// Messages of Interface Builder documents (`.storyboard`, `.xib`).
extension DiagnosticMessage {
    /// `message` is `XMLError.message`: `expected '>' to end the start tag of 'view'`.
    package static func malformedXML(_ message: String) -> DiagnosticMessage {
        DiagnosticMessage(.malformedXML, message)
    }
}
