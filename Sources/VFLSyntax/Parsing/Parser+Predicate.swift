/// Predicates (in views and connections), relations, constants and priorities.
extension Parser {
    // '(' predicate (',' predicate)* ')'
    mutating func parseParenthesizedPredicates() throws -> [Predicate] {
        let open = consume()
        if at(.rightParen) { throw error(.emptyPredicateList, at: open.range.union(current.range)) }
        // Most lists hold one or two predicates (`(>=20,==v0)`): an array of exactly that many,
        // since a predicate is 128 bytes and a 100,000-view line has a list per view; longer
        // lists regrow as usual.
        let first = try parsePredicate(allowsSign: true)
        var predicates: [Predicate]
        if at(.comma) {
            predicates = []
            predicates.reserveCapacity(2)
            predicates.append(first)
            while eat(.comma) != nil {
                predicates.append(try parsePredicate(allowsSign: true))
            }
        } else {
            predicates = [first]
        }
        try expect(.rightParen, .expected("',' or ')'", after: "predicate"), notes: [.toMatch("(", at: open.range)])
        return predicates
    }

    // predicate ::= relation? objectOfPredicate ('@' priority)?
    // objectOfPredicate ::= constant | viewName       -- a name is told apart during lowering
    // priority ::= metricName | number                -- a number must lie in 1...1000
    @inline(__always)
    mutating func parsePredicate(allowsSign: Bool) throws -> Predicate {
        let start = current.range.start
        var relation = Relation.equal
        var relationRange: SourceRange?
        if let written = try parseRelation(required: false) {
            (relation, relationRange) = written
        }
        let object = try parseConstant(allowsSign: allowsSign, after: previous)
        let priority = try parsePriority()
        return Predicate(
            relation: relation, relationRange: relationRange, object: object,
            priority: priority, range: SourceRange(start: start, end: previousEnd))
    }

    // relation ::= '==' | '<=' | '>='
    // `=`, `<` and `>` alone are errors with a note naming the right one.
    mutating func parseRelation(required: Bool) throws -> (relation: Relation, range: SourceRange)? {
        switch current.kind {
        case .equalEqual: return (.equal, consume().range)
        case .lessEqual: return (.lessThanOrEqual, consume().range)
        case .greaterEqual: return (.greaterThanOrEqual, consume().range)
        case .equal:
            throw error(.invalidRelation("="), at: current.range, notes: [.use("==")])
        case .less, .greater:
            let written = text(current.range)
            throw error(.invalidRelation(written), at: current.range, notes: [.use(written + "=")])
        default:
            if required { throw unexpected(.expected("'==', '<=' or '>='", after: "attribute")) }
            return nil
        }
    }

    // constant ::= ('-' | '+')? number | name        -- the sign only where `allowsSign`
    /// A number or a name. `context` is the token before it, named in "expected a number or a
    /// name after '>='"; `nil` when nothing particular came before.
    mutating func parseConstant(allowsSign: Bool, after context: SourceRange?) throws -> ConstantSyntax {
        if at(.identifier) {
            let name = consume()
            return .name(identifier(name))
        }
        if allowsSign || at(.number), let number = try parseNumber(allowsSign: allowsSign) {
            return .number(number)
        }
        let what = "a number or a name"
        throw unexpected(context.map { .expected(what, after: "'\(text($0))'") } ?? .expected(what))
    }

    /// A number with, where allowed, a sign written directly before it (folded into its value
    /// and range); `nil` when the current token starts no number.
    mutating func parseNumber(allowsSign: Bool) throws -> NumberLiteral? {
        var sign: Token?
        if allowsSign, at(.minus) || at(.plus) {
            let next = peek()
            guard next.kind == .number, next.range.start == current.range.end else {
                if next.kind == .number || next.kind == .malformedNumber {
                    throw error(.expected("a number directly", after: "'\(text(current.range))'"), at: next.range)
                }
                return nil
            }
            sign = consume()
        }
        guard at(.number) else { return nil }
        let token = consume()
        let value = Lexer.numberValue(file.bytes, in: token.range)
        if !value.isFinite { throw error(.numberTooLarge(text(token.range)), at: token.range) }
        let negative = sign.map { file.bytes[$0.range.start] == ASCII.minus } ?? false
        return NumberLiteral(negative ? -value : value, range: (sign?.range ?? token.range).union(token.range))
    }

    // '@' priority
    mutating func parsePriority() throws -> ConstantSyntax? {
        guard let atSign = eat(.at) else { return nil }
        let priority = try parseConstant(allowsSign: true, after: atSign.range)
        if case .number(let number) = priority {
            try checkPriority(number)
        }
        return priority
    }

    /// A priority written as a number must be in 1...1000, as `UILayoutPriority` requires.
    func checkPriority(_ number: NumberLiteral) throws {
        guard number.value >= 1, number.value <= 1000 else {
            throw error(.priorityOutOfRange(text(number.range)), at: number.range)
        }
    }
}
