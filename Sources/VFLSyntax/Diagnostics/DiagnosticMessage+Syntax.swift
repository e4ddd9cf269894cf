/// The catalogue of syntax errors: everything the lexer and parser report. Each has a stable
/// kebab-case `DiagnosticID` and lower-case text without a trailing period.
extension DiagnosticMessage {
    /// `expected ']' after view name`.
    package static func expected(_ what: String, after context: String) -> DiagnosticMessage {
        DiagnosticMessage(.expected, "expected \(what) after \(context)")
    }

    /// `expected a view or '|' at the start of a format string`, or plain `expected X`.
    package static func expected(_ what: String, at context: String? = nil) -> DiagnosticMessage {
        DiagnosticMessage(.expected, context.map { "expected \(what) \($0)" } ?? "expected \(what)")
    }

    /// A token that fits nowhere here: `unexpected 'b' after view`.
    package static func unexpected(_ token: String, after context: String) -> DiagnosticMessage {
        DiagnosticMessage(.unexpected, "unexpected \(token) after \(context)")
    }

    package static func unexpectedCharacter(_ character: String) -> DiagnosticMessage {
        DiagnosticMessage(.unexpectedCharacter, "unexpected character \(character)")
    }

    package static let invalidUTF8 = DiagnosticMessage(.invalidUTF8, "invalid UTF-8")

    /// `8px`, `0x`, `1.2.3`.
    package static func invalidNumber(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidNumber, "invalid number '\(text)'")
    }

    /// `1e400`: past the largest finite Double.
    package static func numberTooLarge(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.numberTooLarge, "number '\(text)' is too large")
    }

    /// A token left over after a complete statement.
    package static func unexpectedAtEnd(_ token: String) -> DiagnosticMessage {
        DiagnosticMessage(.unexpectedAtEnd, "unexpected \(token) at end of statement")
    }

    package static let emptyView = DiagnosticMessage(.emptyView, "empty view '[]'")

    package static let emptyPredicateList = DiagnosticMessage(.emptyPredicateList, "empty predicate list '()'")

    package static let duplicateSuperview = DiagnosticMessage(
        .duplicateSuperview, "superview '|' written twice on one side")

    package static let superviewInMiddle = DiagnosticMessage(
        .superviewInMiddle, "superview '|' can only begin or end a format string")

    /// `[a]--5-[b]`.
    package static let doubleDash = DiagnosticMessage(.doubleDash, "unexpected '-' after '-'")

    /// `[a]- (8)-[b]`: UIKit reads the spacing right after the `-` and throws on the blank
    /// ("Expected a number or key from the metrics dictionary"), though it skips blanks elsewhere.
    package static let spaceAfterDash = DiagnosticMessage(
        .spaceAfterDash, "white space between '-' and its spacing; UIKit rejects it")

    /// `[a]-` at the end, `[a]-5-` with nothing after.
    package static let danglingConnection = DiagnosticMessage(
        .danglingConnection, "connection must be followed by a view or '|'")

    package static let unbalancedParenthesis = DiagnosticMessage(
        .unbalancedParenthesis, "unbalanced ')' without a matching '('")

    /// A priority written as a number outside 1...1000.
    package static func priorityOutOfRange(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.priorityOutOfRange, "priority \(text) is out of range 1...1000")
    }

    /// `=` or a lone `<`/`>` where a relation belongs.
    package static func invalidRelation(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidRelation, "'\(text)' is not a relation")
    }

    package static func unknownOrientation(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownOrientation, "unknown orientation '\(text)'")
    }

    package static func unknownOption(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownOption, "unknown format option '\(name)'")
    }

    package static func unknownAttribute(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownAttribute, "unknown layout attribute '\(name)'")
    }

    package static func unknownStatement(_ word: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownStatement, "unknown statement '\(word)'")
    }

    package static func unknownCondition(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownCondition, "unknown size-class condition '\(text)'")
    }

    /// `view a hugg=1`.
    package static func unknownKey(_ key: String, in statement: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownKey, "unknown key '\(key)' in '\(statement)' statement")
    }

    package static func duplicateKey(_ key: String) -> DiagnosticMessage {
        DiagnosticMessage(.duplicateKey, "duplicate key '\(key)'")
    }

    package static func invalidIntrinsicSize(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage(.invalidIntrinsicSize, "invalid intrinsic size '\(text)'")
    }

    package static let duplicateMultiplier = DiagnosticMessage(.duplicateMultiplier, "multiplier written twice")
}

/// The notes attached to syntax errors, and the did-you-mean every phase (and the driver's
/// usage errors) shares.
extension Diagnostic.Note {
    /// `did you mean 'padding'?`: the phrase alone, for messages that are not notes (usage errors).
    package static func didYouMeanText(_ candidate: String) -> String {
        "did you mean '\(candidate)'?"
    }

    package static func didYouMean(_ candidate: String) -> Diagnostic.Note {
        Diagnostic.Note(didYouMeanText(candidate))
    }

    /// A did-you-mean pointing at where the candidate is defined.
    package static func didYouMean(_ candidate: String, at range: SourceRange?) -> Diagnostic.Note {
        Diagnostic.Note(didYouMeanText(candidate), at: range)
    }

    /// After `unexpected character '–'`: a dash pasted from a word processor for VFL's `-`.
    package static func asciiHyphen(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("a typographic dash is not VFL's connection; use the ASCII hyphen-minus '-'", at: range)
    }

    package static func use(_ replacement: String) -> Diagnostic.Note {
        Diagnostic.Note("use '\(replacement)'")
    }

    package static func toMatch(_ opening: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("to match this '\(opening)'", at: range)
    }

    package static func firstGiven(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("first given here", at: range)
    }

    package static let negativeSpacing = Diagnostic.Note("write a negative spacing in parentheses: '-(-5)-'")

    package static let spacerView = Diagnostic.Note(
        "a connection is '-', '-N-' or '-(predicates)-'; for a flexible gap use a spacer view or a layout guide")

    package static let nameTheView = Diagnostic.Note("name the view, e.g. '[button]'")

    package static let spacingBetweenDashes = Diagnostic.Note("a spacing is written between dashes, as in '-8-'")

    package static let conditionForms = Diagnostic.Note("use '@wC', '@wR', '@hC' or '@hR'")

    /// `keys are 'top', 'bottom'`: the keys a declaration takes.
    package static func keys(_ keys: [String]) -> Diagnostic.Note {
        Diagnostic.Note("keys are " + keys.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// `attributes are left, right, ...`: every choice, when no single one is a likely typo.
    package static func choices(_ what: String, _ names: [String]) -> Diagnostic.Note {
        Diagnostic.Note("\(what) are " + names.joined(separator: ", "))
    }

    package static let intrinsicSizeForms = Diagnostic.Note("write 'WxH', 'Wx' (width only) or 'xH' (height only)")

    package static let statementForms = Diagnostic.Note(
        "a line is a format string, an equation 'item.attribute == ...', or a 'metrics', 'view', 'guide', "
            + "'spacing' or 'layoutGuides' statement")
}
