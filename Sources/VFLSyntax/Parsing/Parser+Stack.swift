/// Stack declarations: `stack NAME key=value…`, UIStackView's properties named as in Swift.
extension Parser {
    // stackDeclaration ::= 'stack' name stackKey*        -- each key at most once, any order
    // stackKey ::= 'in=' name | 'axis=' ('horizontal' | 'vertical') | 'distribution=' name
    //            | 'alignment=' name | 'spacing=' constant | 'spacingAfter=' name ':' constant (',' …)*
    //            | 'margins=' bool | 'baselineRelative=' bool | 'arranged=' name (',' name)*
    mutating func parseStackDeclaration() throws -> StackDeclaration {
        let keyword = consume()
        let nameToken = try expect(.identifier, .expected("a name", after: "'stack'"))
        var stack = StackDeclaration(name: identifier(nameToken), range: keyword.range)
        let keys = Self.stackKeys
        var given = [SourceRange?](repeating: nil, count: keys.count)
        while !current.isEndOfStatement {
            guard at(.identifier) else {
                throw unexpected(.unexpected(describeCurrent(), after: "'stack' declaration"))
            }
            let keyToken = consume()
            let key = text(keyToken.range)
            guard let index = keys.firstIndex(of: key) else {
                var notes: [Diagnostic.Note] = []
                if let suggestion = NameSuggestion.closest(to: key, in: keys) { notes.append(.didYouMean(suggestion)) }
                notes.append(.keys(keys))
                throw error(.unknownKey(key, in: "stack"), at: keyToken.range, notes: notes)
            }
            if let first = given[index] {
                throw error(.duplicateKey(key), at: keyToken.range, notes: [.firstGiven(at: first)])
            }
            given[index] = keyToken.range
            try expect(.equal, .expected("'='", after: "'\(key)'"))
            switch key {
            case "in":
                stack.parent = identifier(try expect(.identifier, .expected("a name", after: "'in='")))
            case "axis":
                let (value, range) = try parseStackWord(key: key, Axis.stackNames)
                stack.axis = value
                stack.axisRange = range
            case "distribution":
                let (value, range) = try parseStackWord(
                    key: key, StackDeclaration.Distribution.allCases.map { ($0.rawValue, $0) })
                stack.distribution = value
                stack.distributionRange = range
            case "alignment":
                let (value, range) = try parseStackWord(
                    key: key, StackDeclaration.Alignment.allCases.map { ($0.rawValue, $0) })
                stack.alignment = value
                stack.alignmentRange = range
            case "spacing":
                stack.spacing = try parseConstant(allowsSign: true, after: keyToken.range)
            case "spacingAfter":
                repeat {
                    let view = try expect(
                        .identifier, .expected("a view name", after: "'spacingAfter='"), notes: [.customSpacingForm])
                    let viewName = text(view.range)
                    try expect(.colon, .expected("':'", after: "'\(viewName)'"), notes: [.customSpacingForm])
                    let colon = previous
                    let spacing = try parseConstant(allowsSign: true, after: colon)
                    stack.customSpacings.append(.init(view: identifier(view), spacing: spacing))
                } while eat(.comma) != nil
            case "margins":
                stack.marginsRelative = try parseStackWord(key: key, Self.booleans).0
            case "baselineRelative":
                let (value, range) = try parseStackWord(key: key, Self.booleans)
                stack.baselineRelative = value
                stack.baselineRelativeRange = range
            default:
                repeat {
                    let view = try expect(.identifier, .expected("a view name", after: "'arranged='"))
                    stack.arranged.append(identifier(view))
                } while eat(.comma) != nil
            }
        }
        if stack.axis == .vertical, stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
            throw error(
                .baselineAlignmentOnVerticalStack(stack.alignment.rawValue), at: stack.alignmentRange ?? nameToken.range
            )
        }
        if stack.axis == .horizontal, stack.baselineRelative {
            throw error(.baselineRelativeOnHorizontalStack, at: stack.baselineRelativeRange ?? nameToken.range)
        }
        stack.range = keyword.range.union(.at(previousEnd))
        return stack
    }

    static let stackKeys = [
        "in", "axis", "distribution", "alignment", "spacing", "spacingAfter", "margins", "baselineRelative", "arranged",
    ]
    private static let booleans = [("true", true), ("false", false)]

    /// One of a fixed set of words after `key=`, with a did-you-mean note when it is not one of them.
    private mutating func parseStackWord<Value>(key: String, _ choices: [(String, Value)]) throws -> (
        Value, SourceRange
    ) {
        let names = choices.map(\.0)
        let notes: [Diagnostic.Note] =
            key == "margins" || key == "baselineRelative" ? [.booleanForms] : [.choices("values", names)]
        let token = try expect(.identifier, .expected("a value", after: "'\(key)='"), notes: notes)
        let word = text(token.range)
        guard let match = choices.first(where: { $0.0 == word }) else {
            let suggestion = NameSuggestion.closest(to: word, in: names)
            throw error(
                .unknownStackValue(key, word), at: token.range,
                notes: suggestion.map { [.didYouMean($0)] } ?? notes)
        }
        return (match.1, token.range)
    }
}

extension Axis {
    /// `axis=` values of a stack, as in `NSLayoutConstraint.Axis`.
    static let stackNames: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
}
