/// Diagnostics collected while compiling one file, in the order they were found, dropping exact
/// repeats (a sweep finds the same problem at every size). The one collector of every phase.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    /// An array, not any sequence: a generic method called from another module runs
    /// unspecialized, and its first call looks up the sequence's associated types at run time
    /// (demangling them), a sizeable part of a small file's whole run.
    public mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { append(diagnostic) }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}
