/// Diagnostics collected while compiling one file, in the order they were found, dropping exact
/// repeats (a sweep finds the same problem at every size). The one collector of every phase.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    public mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        for diagnostic in other { append(diagnostic) }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}
