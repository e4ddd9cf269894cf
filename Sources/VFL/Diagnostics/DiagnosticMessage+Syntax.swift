/// The catalogue of syntax errors: everything the lexer and parser report. Each has a stable
/// `id` (`syntax.` + the factory's name) and lower-case text without a trailing period.
extension DiagnosticMessage {
    /// `expected ']' after view name`.
    static func expected(_ what: String, after context: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.expected", "expected \(what) after \(context)")
    }

    /// `expected a view or '|' at the start of a format string`, or plain `expected X`.
    static func expected(_ what: String, at context: String? = nil) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.expected", context.map { "expected \(what) \($0)" } ?? "expected \(what)")
    }

    /// A token that fits nowhere here: `unexpected 'b' after view`.
    static func unexpected(_ token: String, after context: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unexpected", "unexpected \(token) after \(context)")
    }

    static func unexpectedCharacter(_ character: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unexpectedCharacter", "unexpected character \(character)")
    }

    static let invalidUTF8 = DiagnosticMessage(id: "syntax.invalidUTF8", "invalid UTF-8")

    /// `8px`, `0x`, `1.2.3`.
    static func invalidNumber(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.invalidNumber", "invalid number '\(text)'")
    }

    /// `1e400`: past the largest finite Double.
    static func numberTooLarge(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.numberTooLarge", "number '\(text)' is too large")
    }

    /// A token left over after a complete statement.
    static func unexpectedAtEnd(_ token: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unexpectedAtEnd", "unexpected \(token) at end of statement")
    }

    static let emptyView = DiagnosticMessage(id: "syntax.emptyView", "empty view '[]'")

    static let emptyPredicateList = DiagnosticMessage(id: "syntax.emptyPredicateList", "empty predicate list '()'")

    static let duplicateSuperview = DiagnosticMessage(
        id: "syntax.duplicateSuperview", "superview '|' written twice on one side")

    static let superviewInMiddle = DiagnosticMessage(
        id: "syntax.superviewInMiddle", "superview '|' can only begin or end a format string")

    /// `[a]--5-[b]`.
    static let doubleDash = DiagnosticMessage(id: "syntax.doubleDash", "unexpected '-' after '-'")

    /// `[a]-` at the end, `[a]-5-` with nothing after.
    static let danglingConnection = DiagnosticMessage(
        id: "syntax.danglingConnection", "connection must be followed by a view or '|'")

    static let unbalancedParenthesis = DiagnosticMessage(
        id: "syntax.unbalancedParenthesis", "unbalanced ')' without a matching '('")

    /// A priority written as a number outside 1...1000.
    static func priorityOutOfRange(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.priorityOutOfRange", "priority \(text) is out of range 1...1000")
    }

    /// `=` or a lone `<`/`>` where a relation belongs.
    static func invalidRelation(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.invalidRelation", "'\(text)' is not a relation")
    }

    static func unknownOrientation(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unknownOrientation", "unknown orientation '\(text)'")
    }

    static func unknownOption(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unknownOption", "unknown format option '\(name)'")
    }

    static func unknownAttribute(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unknownAttribute", "unknown layout attribute '\(name)'")
    }

    static func unknownStatement(_ word: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unknownStatement", "unknown statement '\(word)'")
    }

    static func unknownCondition(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unknownCondition", "unknown size-class condition '\(text)'")
    }

    /// `view a hugg=1`.
    static func unknownKey(_ key: String, in statement: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.unknownKey", "unknown key '\(key)' in '\(statement)' statement")
    }

    static func duplicateKey(_ key: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.duplicateKey", "duplicate key '\(key)'")
    }

    static func invalidIntrinsicSize(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "syntax.invalidIntrinsicSize", "invalid intrinsic size '\(text)'")
    }

    static let duplicateMultiplier = DiagnosticMessage(id: "syntax.duplicateMultiplier", "multiplier written twice")
}

/// The notes attached to syntax errors.
extension Diagnostic.Note {
    static func didYouMean(_ candidate: String) -> Diagnostic.Note {
        Diagnostic.Note("did you mean '\(candidate)'?")
    }

    static func use(_ replacement: String) -> Diagnostic.Note {
        Diagnostic.Note("use '\(replacement)'")
    }

    static func toMatch(_ opening: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("to match this '\(opening)'", at: range)
    }

    static func firstGiven(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("first given here", at: range)
    }

    static let negativeSpacing = Diagnostic.Note("write a negative spacing in parentheses: '-(-5)-'")

    static let spacerView = Diagnostic.Note(
        "a connection is '-', '-N-' or '-(predicates)-'; for a flexible gap use a spacer view or a layout guide")

    static let nameTheView = Diagnostic.Note("name the view, e.g. '[button]'")

    static let spacingBetweenDashes = Diagnostic.Note("a spacing is written between dashes, as in '-8-'")

    static let conditionForms = Diagnostic.Note("use '@wC', '@wR', '@hC' or '@hR'")

    /// `keys are 'top', 'bottom'`: the keys a declaration takes.
    static func keys(_ keys: [String]) -> Diagnostic.Note {
        Diagnostic.Note("keys are " + keys.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// `attributes are left, right, ...`: every choice, when no single one is a likely typo.
    static func choices(_ what: String, _ names: [String]) -> Diagnostic.Note {
        Diagnostic.Note("\(what) are " + names.joined(separator: ", "))
    }

    static let intrinsicSizeForms = Diagnostic.Note("write 'WxH', 'Wx' (width only) or 'xH' (height only)")

    static let statementForms = Diagnostic.Note(
        "a line is a format string, an equation 'item.attribute == ...', or a 'metrics', 'view', 'guide', "
            + "'spacing' or 'layoutGuides' statement")
}
