/// Why a document is not well-formed XML, and where: the first problem `XMLReader` met.
public struct XMLError: Error, Sendable, Equatable {
    /// What is wrong, e.g. "expected '>' to end the start tag of 'view'".
    public var message: String
    /// The offending bytes of the `SourceFile` (empty at a point, e.g. the end of the file).
    public var range: SourceRange

    public init(message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }
}
