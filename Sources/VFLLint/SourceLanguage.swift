/// The languages `vflc lint` reads, told by file extension.
public enum SourceLanguage: Sendable {
    case swift
    /// Objective-C (`.m`) and Objective-C++ (`.mm`).
    case objectiveC

    /// The language of a path by its extension; `nil` for any other file.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
