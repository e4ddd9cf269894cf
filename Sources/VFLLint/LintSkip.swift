/// Why a call that takes a format was not checked: for `--verbose` (one note per call) and the
/// summary line (a count per reason, docs/lint.md).
public enum LintSkip: Error, Hashable, Sendable, CaseIterable {
    /// The format is an expression lint does not evaluate (a variable, a call).
    case builtAtRunTime
    /// A Swift string interpolation whose holes are not all numbers.
    case interpolation
    case emptyFormat
    case noFormatArgument
    /// The selector sent to another receiver than `NSLayoutConstraint`, not named as a wrapper.
    case otherReceiver
    /// The format's first error falls on a non-ASCII character that may be a letter of a name.
    case nonASCIIName
    /// A template (an interpolation, `String(format:)`) whose hole is not where a number goes:
    /// part of a name, or where reading it as a number is a syntax error.
    case holeNotANumber

    /// The reason as `--verbose` gives it.
    public var text: String {
        switch self {
        case .builtAtRunTime: "the format is built at run time"
        case .interpolation: "the format is built at run time (string interpolation)"
        case .emptyFormat: "the format argument is empty"
        case .noFormatArgument: "no format argument"
        case .otherReceiver: "not sent to NSLayoutConstraint (name a wrapper with --format-call)"
        case .nonASCIIName: "a name with characters outside ASCII"
        case .holeNotANumber: "a hole of the template is not where a number goes"
        }
    }

    /// The reason in the summary line, after a count.
    public var summary: String {
        switch self {
        case .builtAtRunTime: "built at run time"
        case .interpolation: "interpolated"
        case .emptyFormat: "empty"
        case .noFormatArgument: "without a format argument"
        case .otherReceiver: "sent to another receiver"
        case .nonASCIIName: "with non-ASCII names"
        case .holeNotANumber: "with holes that are not numbers"
        }
    }
}
