import VFLSyntax

/// Reading a call's arguments: a format made of literals, formatting options, and the keys of a
/// `views:`/`metrics:` dictionary (a literal, `NSDictionaryOfVariableBindings`, or a local
/// assigned once from one of those). Anything else is reported as unknown, never guessed.
extension TokenStream {
    /// The format's value, or why it is not a literal.
    func formatText(_ range: Range<Int>) -> Result<FormatText, LintSkip> {
        let range = strippingParentheses(range)
        guard !range.isEmpty else { return .failure(.emptyFormat) }
        var literals: [StringLiteral] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard tokens[index].kind == .string, let literal = tokens[index].literal else {
                return .failure(.builtAtRunTime)
            }
            guard literal.isStatic else {
                return .failure(.interpolation)
            }
            literals.append(literal)
            index += 1
            // Swift joins literals with `+`; Objective-C literals written side by side join.
            if language == .swift, index < range.upperBound {
                guard isPunctuation(index, "+") else { return .failure(.builtAtRunTime) }
                index += 1
            }
        }
        return .success(FormatText(literals: literals, start: tokens[range.lowerBound].range.start))
    }

    /// Formatting options by name: Swift's `.alignAllTop`, `[.alignAllTop, .directionLeftToRight]`,
    /// `NSLayoutConstraint.FormatOptions.alignAllTop`, Swift 2's `.AlignAllTop`; Objective-C's
    /// `NSLayoutFormatAlignAllTop | …`; `[]`, `0`, `nil`. `nil` when anything else is written.
    func options(_ range: Range<Int>) -> [(kind: FormatOption.Kind, range: SourceRange)]? {
        let neutral: Set<String> = [
            "NSLayoutConstraint", "FormatOptions", "NSLayoutFormatOptions", "rawValue", "kNilOptions", "nil", "init",
        ]
        var options: [(FormatOption.Kind, SourceRange)] = []
        for index in range {
            switch tokens[index].kind {
            case .identifier:
                let word = text(index)
                if neutral.contains(word) { continue }
                guard let kind = Self.optionKind(word) else { return nil }
                options.append((kind, tokens[index].range))
            case .number:
                guard text(index) == "0" else { return nil }
            case .string:
                return nil
            case .punctuation(let byte):
                guard "[](),.|:".utf8.contains(byte) else { return nil }
            }
        }
        return options
    }

    private static func optionKind(_ word: String) -> FormatOption.Kind? {
        var name = Substring(word)
        if name.hasPrefix("NSLayoutFormat") { name = name.dropFirst("NSLayoutFormat".count) }
        guard let first = name.first else { return nil }
        let lowered = first.lowercased() + name.dropFirst()
        if lowered == "alignAllBaseline" { return .alignAllLastBaseline }
        return FormatOption.Kind(rawValue: lowered)
    }

    /// The keys a `views:` or `metrics:` argument holds, as far as they can be known.
    func names(_ range: Range<Int>, callAt call: Int) -> NameSet {
        var range = strippingCast(strippingParentheses(range))
        range = strippingParentheses(range)
        guard !range.isEmpty else { return .unknown("empty argument") }
        if isNil(range) { return .none }
        if let literal = dictionaryLiteral(range) { return literal }
        if range.count == 1, tokens[range.lowerBound].kind == .identifier {
            return local(named: text(range.lowerBound), before: call)
        }
        return .unknown("not a dictionary literal")
    }

    /// Whether `range` is a null pointer, which UIKit reads as no dictionary: `nil`, and in
    /// Objective-C also `Nil`, `NULL`, `nullptr`, `0`, each possibly cast (`(id)0`,
    /// `(NSDictionary *)nil`).
    private func isNil(_ range: Range<Int>) -> Bool {
        guard range.count == 1 else { return false }
        let index = range.lowerBound
        if isIdentifier(index, "nil") { return true }
        guard language == .objectiveC else { return false }
        return isIdentifier(index, "Nil") || isIdentifier(index, "NULL") || isIdentifier(index, "nullptr")
            || (tokens[index].kind == .number && text(index) == "0")
    }

    /// `["a": a]`, `[:]`, `@{@"a": a}` or `NSDictionaryOfVariableBindings(a, b)` spanning exactly
    /// `range`; `nil` when it is none of those.
    private func dictionaryLiteral(_ range: Range<Int>) -> NameSet? {
        var open = range.lowerBound
        if language == .objectiveC, isIdentifier(open, "NSDictionaryOfVariableBindings"), isPunctuation(open + 1, "(") {
            guard match[open + 1] == range.upperBound - 1 else { return nil }
            var keys: [(String, SourceRange, String?)] = []
            for argument in swiftArguments(open: open + 1) where !argument.tokens.isEmpty {
                let first = tokens[argument.tokens.lowerBound].range.start
                let last = tokens[argument.tokens.upperBound - 1].range.end
                let name = String(decoding: bytes[first..<last].filter { !ByteScanning.isBlank($0) }, as: UTF8.self)
                keys.append((name, SourceRange(start: first, end: last), nil))
            }
            return .keys(keys)
        }
        if language == .objectiveC {
            guard isPunctuation(open, "@"), isPunctuation(open + 1, "{") else { return nil }
            open += 1
        } else {
            guard isPunctuation(open, "[") else { return nil }
        }
        guard match[open] == range.upperBound - 1 else { return nil }
        let close = range.upperBound - 1
        if language == .swift, close == open + 2, isPunctuation(open + 1, ":") { return .keys([]) }
        if close == open + 1 { return language == .objectiveC ? .keys([]) : nil } // `[]` is an array
        var keys: [(String, SourceRange, String?)] = []
        var entryStart = open + 1
        var index = entryStart
        while index <= close {
            if index < close, match[index] >= 0 {
                index = match[index] + 1
                continue
            }
            if index == close || isPunctuation(index, ",") {
                if index == entryStart { break } // a trailing comma
                guard tokens[entryStart].kind == .string, let key = tokens[entryStart].literal, key.isStatic,
                    isPunctuation(entryStart + 1, ":")
                else {
                    // An array, or a key computed at run time.
                    return isPunctuation(entryStart + 1, ":") || language == .objectiveC
                        ? .unknown("a key is not a string literal") : nil
                }
                let literalRange = tokens[entryStart].range
                let value = number((entryStart + 2)..<index)
                keys.append((String(decoding: key.value, as: UTF8.self), literalRange, value))
                entryStart = index + 1
            }
            index += 1
        }
        return .keys(keys)
    }

    /// A dictionary value that is a number literal, as `.vfl` writes it: `16`, `-8`, `0.5`, and
    /// the same as `@16`, `@(16)`, `CGFloat(16)`, `NSNumber(value: 16)`, `16 as NSNumber`;
    /// `nil` for anything else.
    private func number(_ range: Range<Int>) -> String? {
        var range = strippingCast(strippingParentheses(range))
        if isPunctuation(range.lowerBound, "@"), range.count >= 2 {
            range = strippingParentheses((range.lowerBound + 1)..<range.upperBound)
        }
        if range.count >= 3, tokens[range.lowerBound].kind == .identifier, isPunctuation(range.lowerBound + 1, "("),
            match[range.lowerBound + 1] == range.upperBound - 1,
            ["CGFloat", "Double", "Float", "Int", "NSNumber"].contains(text(range.lowerBound))
        {
            range = (range.lowerBound + 2)..<(range.upperBound - 1)
            if isIdentifier(range.lowerBound, "value"), isPunctuation(range.lowerBound + 1, ":") {
                range = (range.lowerBound + 2)..<range.upperBound
            }
        }
        var sign = ""
        if isPunctuation(range.lowerBound, "-"), range.count == 2 {
            sign = "-"
            range = (range.lowerBound + 1)..<range.upperBound
        }
        guard range.count == 1, tokens[range.lowerBound].kind == .number else { return nil }
        var digits = text(range.lowerBound).utf8.filter { $0 != UInt8(ascii: "_") }
        // C's float suffix (`16.0f`).
        if language == .objectiveC, let last = digits.last, last == UInt8(ascii: "f") || last == UInt8(ascii: "F") {
            digits.removeLast()
        }
        let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !digits.isEmpty,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(ByteScanning.isDigit) })
        else { return nil }
        return sign + String(decoding: digits, as: UTF8.self)
    }

    /// A local constant or variable named `name`, visible at `call`, declared with an initial
    /// dictionary literal in a function body, and never assigned or mutated after.
    private func local(named name: String, before call: Int) -> NameSet {
        var ancestors: Set<Int> = []
        var scope = block[call]
        while scope >= 0 {
            ancestors.insert(scope)
            scope = block[scope]
        }
        var index = call - 1
        while index >= 0 {
            defer { index -= 1 }
            guard isIdentifier(index, name), isPunctuation(index + 1, "=") || isPunctuation(index + 1, ":") else {
                continue
            }
            let declarationScope = block[index]
            guard declarationScope < 0 || ancestors.contains(declarationScope) else { continue }
            let isSwiftLet = language == .swift && isIdentifier(index - 1, "let")
            let isDeclaration: Bool
            if language == .swift {
                isDeclaration = isSwiftLet || isIdentifier(index - 1, "var")
            } else {
                isDeclaration =
                    (isPunctuation(index - 1, "*") || tokens[max(0, index - 1)].kind == .identifier)
                    && isPunctuation(index + 1, "=")
            }
            guard isDeclaration else { continue }
            guard declarationScope >= 0, !isTypeBody(declarationScope) else {
                return .unknown("'\(name)' is not a local of this function")
            }
            // The initializer: after `=` (past a Swift type annotation).
            var equals = index + 1
            while equals < call, !isPunctuation(equals, "=") {
                if match[equals] >= 0 { equals = match[equals] }
                equals += 1
            }
            guard equals < call else { return .unknown("'\(name)' has no initial value") }
            let initializer = (equals + 1)..<initializerEnd(from: equals + 1, limit: call)
            guard isSwiftLet || !isMutated(name, declaredAt: index, scope: declarationScope) else {
                return .unknown("'\(name)' is changed after its declaration")
            }
            return dictionaryLiteral(strippingCast(strippingParentheses(initializer)))
                ?? .unknown("'\(name)' is not assigned a dictionary literal")
        }
        return .unknown("'\(name)' is a parameter, a property or declared elsewhere")
    }

    /// The end of an initializer expression starting at `start`: its bracketed literal or call
    /// (and a trailing `as …` cast), or the first token of a later line.
    private func initializerEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            if match[index] >= 0 {
                index = match[index] + 1
                if isIdentifier(index, "as") {
                    index += 1
                    if isPunctuation(index, "!") || isPunctuation(index, "?") { index += 1 }
                    if index < limit, match[index] >= 0 { index = match[index] + 1 } else { index += 1 }
                }
                return min(index, limit)
            }
            if isPunctuation(index, ";") { return index }
            index += 1
        }
        return limit
    }

    /// Whether a block is a type's body (its properties are not locals of a function).
    private func isTypeBody(_ brace: Int) -> Bool {
        var index = brace - 1
        var sawType = false
        while index >= 0, !isPunctuation(index, "{"), !isPunctuation(index, "}"), !isPunctuation(index, ";") {
            if match[index] >= 0 || tokens[index].kind != .identifier {
                index -= 1
                continue
            }
            switch text(index) {
            case "func", "init", "deinit", "get", "set", "didSet", "willSet", "subscript": return false
            case "class", "struct", "enum", "extension", "protocol", "actor": sawType = true
            default: break
            }
            index -= 1
        }
        return sawType
    }

    /// Whether `name` is assigned, subscripted, passed `inout` or sent a message anywhere in its
    /// scope after its declaration.
    private func isMutated(_ name: String, declaredAt declaration: Int, scope: Int) -> Bool {
        let end = min(match[scope], tokens.count)
        var index = declaration + 1
        while index < end {
            defer { index += 1 }
            guard isIdentifier(index, name), !isPunctuation(index - 1, ".") else { continue }
            if isPunctuation(index - 1, "&") || isPunctuation(index + 1, "[") || isPunctuation(index + 1, ".") {
                return true
            }
            if isPunctuation(index + 1, "="), !isPunctuation(index + 2, "=") { return true }
            if let next = index + 1 < tokens.count ? tokens[index + 1] : nil, case .punctuation(let byte) = next.kind,
                "+-*/|&".utf8.contains(byte), isPunctuation(index + 2, "=")
            {
                return true
            }
            // An Objective-C message to the dictionary (`[views setObject:…]`) could mutate it.
            if language == .objectiveC, isPunctuation(index - 1, "[") { return true }
        }
        return false
    }

    /// `range` without parentheses around all of it.
    func strippingParentheses(_ range: Range<Int>) -> Range<Int> {
        var range = range
        while range.count >= 2, isPunctuation(range.lowerBound, "("), match[range.lowerBound] == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }

    /// `range` without a trailing Swift cast (`as [String: Any]`, `as! …`) or Objective-C cast
    /// before it (`(NSDictionary *)`).
    private func strippingCast(_ range: Range<Int>) -> Range<Int> {
        var index = range.lowerBound
        while index < range.upperBound {
            if match[index] >= 0 {
                index = match[index] + 1
                continue
            }
            if language == .swift, isIdentifier(index, "as") { return range.lowerBound..<index }
            index += 1
        }
        if language == .objectiveC, isPunctuation(range.lowerBound, "("),
            match[range.lowerBound] + 1 < range.upperBound,
            isPunctuation(match[range.lowerBound] - 1, "*")
                || isTypeName((range.lowerBound + 1)..<match[range.lowerBound])
        {
            return (match[range.lowerBound] + 1)..<range.upperBound
        }
        return range
    }

    /// Whether `range` is an Objective-C object type without a `*`: `id`, `id<P>`, `instancetype`.
    private func isTypeName(_ range: Range<Int>) -> Bool {
        guard let first = range.first, isIdentifier(first, "id") || isIdentifier(first, "instancetype") else {
            return false
        }
        return range.count == 1 || (isPunctuation(first + 1, "<") && isPunctuation(range.upperBound - 1, ">"))
    }
}
