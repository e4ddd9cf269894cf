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
        var seen = SeenKeys()
        while !current.isEndOfStatement {
            let keyToken = current
            let index = try parseKey(allowed: keys, statement: "stack", seen: &seen)
            let key = keys[index]
            switch index {
            case 0:
                stack.parent = identifier(try expect(.identifier, .expected("a name", after: "'in='")))
            case 1:
                let (value, range) = try parseStackWord(key: key, Axis.stackNames)
                stack.axis = value
                stack.axisRange = range
            case 2:
                let (value, range) = try parseStackWord(key: key, StackDeclaration.Distribution.stackNames)
                stack.distribution = value
                stack.distributionRange = range
            case 3:
                let (value, range) = try parseStackWord(key: key, StackDeclaration.Alignment.stackNames)
                stack.alignment = value
                stack.alignmentRange = range
            case 4:
                stack.spacing = try parseConstant(allowsSign: true, after: keyToken.range)
            case 5:
                repeat {
                    let view = try expect(
                        .identifier, .expected("a view name", after: "'spacingAfter='"), notes: [.customSpacingForm])
                    guard let colon = eat(.colon)?.range else {
                        throw unexpected(.expected("':'", after: "'\(text(view.range))'"), notes: [.customSpacingForm])
                    }
                    let spacing = try parseConstant(allowsSign: true, after: colon)
                    stack.customSpacings.append(.init(view: identifier(view), spacing: spacing))
                } while eat(.comma) != nil
            case 6:
                stack.marginsRelative = try parseStackWord(key: key, Self.booleans).0
            case 7:
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
        // Baseline alignment on a vertical stack is accepted, as UIKit accepts it: it aligns nothing.
        if stack.axis == .horizontal, stack.baselineRelative {
            throw error(.baselineRelativeOnHorizontalStack, at: stack.baselineRelativeRange ?? nameToken.range)
        }
        stack.range = keyword.range.union(.at(previousEnd))
        return stack
    }

    static let stackKeys: [StaticString] = [
        "in", "axis", "distribution", "alignment", "spacing", "spacingAfter", "margins", "baselineRelative", "arranged",
    ]
    private static let booleans = [("true", true), ("false", false)]

    /// One of a fixed set of words after `key=`, with a did-you-mean note when it is not one of them.
    /// The notes are made only for an error: a stack's keys are in every line of a large file.
    private mutating func parseStackWord<Value>(key: StaticString, _ choices: [(String, Value)]) throws -> (
        Value, SourceRange
    ) {
        func notes() -> [Diagnostic.Note] {
            let isBoolean = key.description == "margins" || key.description == "baselineRelative"
            return isBoolean ? [.booleanForms] : [.choices("values", choices.map(\.0))]
        }
        let token = try expect(.identifier, .expected("a value", after: "'\(key)='"), notes: notes())
        let word = text(token.range)
        guard let match = choices.first(where: { $0.0 == word }) else {
            let suggestion = NameSuggestion.closest(to: word, in: choices.map(\.0))
            throw error(
                .unknownStackValue(key.description, word), at: token.range,
                notes: suggestion.map { [.didYouMean($0)] } ?? notes())
        }
        return (match.1, token.range)
    }
}

extension StackDeclaration.Distribution {
    /// `distribution=` values, in declaration order (the order the "values" note lists them in).
    static let stackNames = allCases.map { ($0.rawValue, $0) }
}

extension StackDeclaration.Alignment {
    /// `alignment=` values, in declaration order (the order the "values" note lists them in).
    static let stackNames = allCases.map { ($0.rawValue, $0) }
}

extension Axis {
    /// `axis=` values of a stack, as in `NSLayoutConstraint.Axis`.
    static let stackNames: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
}
