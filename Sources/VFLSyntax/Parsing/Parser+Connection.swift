/// Connections between the elements of a format string.
extension Parser {
    // connection ::= ''                              -- flush: the edges touch
    //              | '-'                             -- the standard space
    //              | '-' predicateList '-'
    // predicateList ::= simplePredicate | '(' predicate (',' predicate)* ')'
    // simplePredicate ::= metricName | positiveNumber
    //
    // As Apple's parser does, a single full predicate may go without parentheses (`->=8-`,
    // `-8@500-`, `-==8-`); a negative number must be in them (`-(-8)-`), since `--8-` is an error.
    // No blank may come between a `-` and the spacing after it (`- (8)-`), as in UIKit.
    mutating func parseConnection() throws -> Connection {
        guard let first = eat(.minus) else { return .flush(.at(previousEnd)) }
        if at(.leftBracket) || at(.pipe) { return .standard(first.range) }
        if current.isEndOfStatement || atWord("options") { throw error(.danglingConnection, at: first.range) }
        if at(.minus) {
            let notes: [Diagnostic.Note] = peek().kind == .number ? [.negativeSpacing] : [.spacerView]
            throw error(.doubleDash, at: current.range, notes: notes)
        }
        // UIKit reads a connection's spacing right after its `-`: a blank there throws (a shipped
        // app crashed on `H:|[circle0]- (padding)-[circle1]|`), so it is an error here too.
        if current.range.start > first.range.end {
            throw error(.spaceAfterDash, at: SourceRange(start: first.range.end, end: current.range.start))
        }
        let predicates: [Predicate]
        if at(.leftParen) {
            predicates = try parseParenthesizedPredicates()
        } else {
            predicates = [try parsePredicate(allowsSign: false)]
        }
        if at(.rightParen) { throw error(.unbalancedParenthesis, at: current.range) }
        let last = try expect(.minus, .expected("'-'", after: "spacing"), notes: [.spacingBetweenDashes])
        return .predicates(predicates, first.range.union(last.range))
    }
}
