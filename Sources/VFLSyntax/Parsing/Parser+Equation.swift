/// Equations: one NSLayoutConstraint written in its own form.
extension Parser {
    // equation ::= ref relation rhs ('@' priority)?
    // rhs ::= constant                                         -- signed number or metric name
    //       | (number '*')? ref (('+' | '-') constant)?
    //       | ref '*' number (('+' | '-') constant)?
    // ref ::= itemName '.' attributeName
    mutating func parseEquation() throws -> Equation {
        let start = current.range.start
        let first = try parseAttributeReference()
        guard let relation = try parseRelation(required: true) else {
            throw unexpected(.expected("'==', '<=' or '>='", after: "attribute"))
        }
        var multiplier: NumberLiteral?
        var second: AttributeReference?
        var constant: ConstantSyntax?
        var constantNegated = false

        if at(.identifier), peek().kind == .dot {
            second = try parseAttributeReference()
        } else if let number = try parseNumber(allowsSign: true) {
            if eat(.star) != nil {
                multiplier = number
                guard at(.identifier), peek().kind == .dot else {
                    throw unexpected(.expected("'item.attribute'", after: "'*'"))
                }
                second = try parseAttributeReference()
            } else {
                constant = .number(number)
            }
        } else {
            constant = try parseConstant(allowsSign: true, after: relation.range)
        }

        if second != nil {
            if let star = eat(.star) {
                if multiplier != nil { throw error(.duplicateMultiplier, at: star.range) }
                guard let number = try parseNumber(allowsSign: true) else {
                    throw unexpected(.expected("a number", after: "'*'"))
                }
                multiplier = number
            }
            if at(.plus) || at(.minus) {
                let sign = consume()
                constantNegated = file.bytes[sign.range.start] == ASCII.minus
                constant = try parseConstant(allowsSign: true, after: sign.range)
            }
        }
        let priority = try parsePriority()
        if at(.star), multiplier != nil { throw error(.duplicateMultiplier, at: current.range) }
        if !current.isEndOfStatement {
            throw unexpected(.unexpected(describeCurrent(), after: "equation"))
        }
        return Equation(
            first: first, relation: relation.relation, relationRange: relation.range,
            multiplier: multiplier, second: second, constant: constant,
            constantNegated: constantNegated, priority: priority,
            range: SourceRange(start: start, end: previousEnd))
    }

    // ref ::= itemName '.' attributeName
    private mutating func parseAttributeReference() throws -> AttributeReference {
        let item = try expect(.identifier, .expected("'item.attribute'"))
        try expect(.dot, .expected("'.'", after: "item name"))
        let attributeToken = try expect(.identifier, .expected("an attribute", after: "'.'"))
        let name = text(attributeToken.range)
        guard let attribute = LayoutAttribute(rawValue: name) else {
            let names = LayoutAttribute.allCases.map(\.rawValue)
            let note =
                NameSuggestion.closest(to: name, in: names).map(Diagnostic.Note.didYouMean)
                ?? .choices("attributes", names)
            throw error(.unknownAttribute(name), at: attributeToken.range, notes: [note])
        }
        return AttributeReference(
            item: identifier(item), attribute: attribute,
            attributeRange: attributeToken.range, range: item.range.union(attributeToken.range))
    }
}
