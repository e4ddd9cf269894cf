/// What a tableau symbol stands for. Symbols themselves are dense `Int` ids handed out in order of
/// creation; the solver stores each symbol's kind, row and column in arrays indexed by that id.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: `≥ 0`, and never in the objective.
    case slack
    /// An error of a non-required constraint: `≥ 0`, minimised in the objective at its priority.
    case error
    /// The marker of a required equality: always `0`, never pivoted in by the simplex steps.
    case dummy

    /// Slack and error symbols are sign-restricted (`≥ 0`); the simplex may move them.
    var isRestricted: Bool { self == .slack || self == .error }
}
