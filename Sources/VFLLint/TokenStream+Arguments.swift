import VFLSyntax

/// Reading a call's arguments: a format made of literals, formatting options, and the keys of a
/// `views:`/`metrics:` dictionary (a literal, `NSDictionaryOfVariableBindings`, or a local
/// assigned once from one of those). Anything else is reported as unknown, never guessed.
extension TokenStream {
    /// The format's value, or why it is not a literal.
    func formatText(_ range: Range<Int>) -> Result<FormatText, LintSkip> {
        var range = strippingParentheses(range)
        guard !range.isEmpty else { return .failure(.emptyFormat) }
        // `String(format: "H:|-%d-[a]|", …)`, `[NSString stringWithFormat:@"…", …]`: the template.
        var conversions = false
        if let template = formatTemplate(range) {
            range = template
            conversions = true
        }
        var literals: [StringLiteral] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard tokens[index].kind == .string, var literal = tokens[index].literal else {
                return .failure(.builtAtRunTime)
            }
            if !literal.isStatic {
                guard literal.isTerminated, !literal.holes.isEmpty, !conversions else {
                    return .failure(.interpolation)
                }
                literal = literal.fillingHoles()
            }
            if conversions {
                guard let filled = literal.fillingConversions() else { return .failure(.builtAtRunTime) }
                literal = filled
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

    /// The literal tokens of a `String(format: LITERAL, …)` or `NSString(format:…)` (Swift), or
    /// `[NSString stringWithFormat:LITERAL, …]` (Objective-C) that spans `range`; `nil` otherwise.
    private func formatTemplate(_ range: Range<Int>) -> Range<Int>? {
        let first = range.lowerBound
        let literalStart: Int
        if language == .swift {
            guard isIdentifier(first, "String") || isIdentifier(first, "NSString"), isPunctuation(first + 1, "("),
                match[first + 1] == range.upperBound - 1, isIdentifier(first + 2, "format"),
                isPunctuation(first + 3, ":")
            else { return nil }
            literalStart = first + 4
        } else {
            guard isPunctuation(first, "["), match[first] == range.upperBound - 1, isIdentifier(first + 1, "NSString"),
                isIdentifier(first + 2, "stringWithFormat"), isPunctuation(first + 3, ":")
            else { return nil }
            literalStart = first + 4
        }
        var end = literalStart
        while end < range.upperBound - 1, !isPunctuation(end, ",") {
            if match[end] >= 0 { return nil }
            end += 1
        }
        return end > literalStart ? literalStart..<end : nil
    }

    /// The formats a loop variable passed as `range` takes, when an enclosing loop iterates a
    /// literal array of formats in place: Swift's `for NAME in ["…", "…"] {` and
    /// `["…", "…"].forEach { NAME in` (or `$0`), Objective-C's `for (NSString *NAME in @[@"…"]) {`.
    /// `nil` when `range` is not such a variable or an element is not a literal.
    func loopFormats(_ range: Range<Int>, callAt call: Int) -> [FormatText]? {
        let range = strippingParentheses(range)
        let isShorthand = range.count == 2 && isPunctuation(range.lowerBound, "$") && text(range.lowerBound + 1) == "0"
        guard isShorthand || (range.count == 1 && tokens[range.lowerBound].kind == .identifier) else { return nil }
        let name = isShorthand ? "$0" : text(range.lowerBound)
        var brace = block[call]
        while brace >= 0 {
            defer { brace = block[brace] }
            guard let array = iteratedArray(bodyAt: brace, variable: name) else { continue }
            return literalFormats(arrayAt: array)
        }
        return nil
    }

    /// The formats of a literal array of formats spanning `range` (`["H:…", "V:…"]`,
    /// `@[@"H:…"]`), as a wrapper that takes several formats is passed them; `nil` otherwise.
    func arrayFormats(_ range: Range<Int>) -> [FormatText]? {
        var range = strippingParentheses(range)
        if language == .objectiveC, isPunctuation(range.lowerBound, "@"), range.count >= 2 {
            range = (range.lowerBound + 1)..<range.upperBound
        }
        guard range.count >= 2, isPunctuation(range.lowerBound, "["), match[range.lowerBound] == range.upperBound - 1
        else { return nil }
        return literalFormats(arrayAt: range.lowerBound)
    }

    /// The formats a wrapper that takes several is passed as a local constant or variable whose
    /// value at the call is a literal array of formats (`let formats = ["H:…", "V:…"]`), by the
    /// rule `localFormat` follows; `nil` otherwise.
    func localArrayFormats(_ range: Range<Int>, callAt call: Int) -> [FormatText]? {
        let range = strippingParentheses(range)
        guard range.count == 1, tokens[range.lowerBound].kind == .identifier,
            case .success(let value) = reachingValue(of: text(range.lowerBound), before: call)
        else { return nil }
        return arrayFormats(strippingCast(value))
    }

    /// The formats of a conditional whose arms are both formats (`wide ? "H:|[a]|" : "V:|[a]|"`,
    /// Objective-C's `cond ? @"…" : @"…"`; the second arm may be another such conditional): each
    /// arm reaches UIKit on some run, so each is checked. `nil` when an arm is anything else.
    func conditionalFormats(_ range: Range<Int>) -> [FormatText]? {
        let range = strippingParentheses(range)
        // The first `?` and the first `:` after it outside brackets.
        func first(_ character: Character, from start: Int) -> Int? {
            var index = start
            while index < range.upperBound {
                if isPunctuation(index, character) { return index }
                if match[index] > index {
                    index = match[index] + 1
                } else {
                    index += 1
                }
            }
            return nil
        }
        guard let question = first("?", from: range.lowerBound), question > range.lowerBound,
            let colon = first(":", from: question + 1),
            case .success(let whenTrue) = formatText((question + 1)..<colon)
        else { return nil }
        let otherwise = (colon + 1)..<range.upperBound
        if case .success(let whenFalse) = formatText(otherwise) { return [whenTrue, whenFalse] }
        guard let more = conditionalFormats(otherwise) else { return nil }
        return [whenTrue] + more
    }

    /// The elements of the array literal whose `[` is at `open`, each a format; `nil` when the
    /// array is empty or an element is not a literal format.
    private func literalFormats(arrayAt open: Int) -> [FormatText]? {
        var formats: [FormatText] = []
        for element in swiftArguments(open: open) {
            guard element.label == nil, case .success(let format) = formatText(element.tokens) else { return nil }
            formats.append(format)
        }
        return formats.isEmpty ? nil : formats
    }

    /// The `[` of the literal array the loop or `forEach` whose body opens at `brace` iterates,
    /// binding `variable` to each element; `nil` when the block is not such a loop.
    private func iteratedArray(bodyAt brace: Int, variable: String) -> Int? {
        func opener(_ close: Int) -> Int? {
            guard isPunctuation(close, "]") || isPunctuation(close, ")") else { return nil }
            return (0..<close).last { match[$0] == close }
        }
        if language == .objectiveC {
            // for (NSString *NAME in @[ … ]) {
            guard let open = opener(brace - 1), isIdentifier(open - 1, "for"), isPunctuation(brace - 2, "]"),
                let array = opener(brace - 2), isPunctuation(array - 1, "@"), isIdentifier(array - 2, "in"),
                isIdentifier(array - 3, variable)
            else { return nil }
            return array
        }
        // for NAME in [ … ] {
        if isPunctuation(brace - 1, "]"), let array = opener(brace - 1), isIdentifier(array - 1, "in"),
            isIdentifier(array - 2, variable), isIdentifier(array - 3, "for")
        {
            return array
        }
        // [ … ].forEach { NAME in   or   { $0 … }
        guard isIdentifier(brace - 1, "forEach"), isPunctuation(brace - 2, "."), let array = opener(brace - 3),
            isPunctuation(brace - 3, "]")
        else { return nil }
        if variable == "$0" { return array }
        let parameter = isPunctuation(brace + 1, "(") ? brace + 2 : brace + 1
        guard isIdentifier(parameter, variable),
            isIdentifier(parameter + 1, "in")
                || (isPunctuation(parameter + 1, ")") && isIdentifier(parameter + 2, "in"))
        else { return nil }
        return array
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

    /// A local constant or variable named `name`, visible at `call`, declared in a function
    /// body: the keys of the dictionary literal its last assignment before the call gives it
    /// (`reachingValue`).
    private func local(named name: String, before call: Int) -> NameSet {
        switch reachingValue(of: name, before: call) {
        case .success(let value): dictionary(value, named: name)
        case .failure(let why): .unknown(why.text)
        }
    }

    /// Whether `range` is a single name (a variable, a constant, a parameter).
    func isLocalName(_ range: Range<Int>) -> Bool {
        let range = strippingParentheses(range)
        return range.count == 1 && tokens[range.lowerBound].kind == .identifier
    }

    /// A format passed as a local constant or variable (`let format = "H:|[a]|"`): the value of
    /// its last assignment before the call, when that is a literal or a template.
    func localFormat(_ range: Range<Int>, callAt call: Int) -> FormatText? {
        let range = strippingParentheses(range)
        guard range.count == 1, tokens[range.lowerBound].kind == .identifier,
            case .success(let value) = reachingValue(of: text(range.lowerBound), before: call),
            case .success(let format) = formatText(value)
        else { return nil }
        return format
    }

    /// Why a local's value is not known at a call.
    struct Unknown: Error {
        var text: String
    }

    /// The tokens of the value that a local constant or variable named `name`, declared in a
    /// function body and visible at `call`, holds there: its declaration's initial value, or a
    /// later `name = …` in the call's block or one around it. Unknown when it is changed in place
    /// (subscript, method, `inout`, a message) or assigned in another block (a branch) between
    /// that assignment and the call.
    private func reachingValue(of name: String, before call: Int) -> Result<Range<Int>, Unknown> {
        var ancestors: Set<Int> = []
        var scope = block[call]
        while scope >= 0 {
            ancestors.insert(scope)
            scope = block[scope]
        }
        // The value of the assignment that reaches the call, once found walking back.
        var reaching: Range<Int>?
        var index = call - 1
        while index >= 0 {
            defer { index -= 1 }
            guard isIdentifier(index, name), !isPunctuation(index - 1, ".") else { continue }
            let occurrenceScope = block[index]
            let visible = occurrenceScope < 0 || ancestors.contains(occurrenceScope)
            if isDeclaration(index) {
                // A declaration in a block closed before the call is another variable.
                guard visible else { continue }
                guard occurrenceScope >= 0, !isTypeBody(occurrenceScope) else {
                    return .failure(Unknown(text: "'\(name)' is not a local of this function"))
                }
                if let reaching { return .success(reaching) }
                // The initializer: after `=` (past a Swift type annotation).
                var equals = index + 1
                while equals < call, !isPunctuation(equals, "=") {
                    if match[equals] >= 0 { equals = match[equals] }
                    equals += 1
                }
                guard equals < call else { return .failure(Unknown(text: "'\(name)' has no initial value")) }
                return .success((equals + 1)..<initializerEnd(from: equals + 1, limit: call))
            }
            guard reaching == nil else { continue }
            if isPunctuation(index + 1, "="), !isPunctuation(index + 2, "=") {
                guard visible else {
                    return .failure(Unknown(text: "'\(name)' is assigned in a branch before the call"))
                }
                reaching = (index + 2)..<initializerEnd(from: index + 2, limit: call)
            } else if isChanged(at: index) {
                return .failure(Unknown(text: "'\(name)' is changed after its declaration"))
            }
        }
        return .failure(Unknown(text: "'\(name)' is a parameter, a property or declared elsewhere"))
    }

    /// Whether the occurrence of a name at `index` declares it: Swift's `let`/`var NAME`,
    /// Objective-C's `TYPE NAME =` or `TYPE *NAME =`.
    private func isDeclaration(_ index: Int) -> Bool {
        guard isPunctuation(index + 1, "=") || isPunctuation(index + 1, ":") else { return false }
        if language == .swift { return isIdentifier(index - 1, "let") || isIdentifier(index - 1, "var") }
        return (isPunctuation(index - 1, "*") || tokens[max(0, index - 1)].kind == .identifier)
            && isPunctuation(index + 1, "=")
    }

    /// The keys of the dictionary literal an assignment gives (`range`: its value).
    private func dictionary(_ range: Range<Int>, named name: String) -> NameSet {
        dictionaryLiteral(strippingCast(strippingParentheses(range)))
            ?? .unknown("'\(name)' is not assigned a dictionary literal")
    }

    /// The end of an initializer expression starting at `start`: its bracketed literal or call
    /// (and a trailing `as …` cast), or the first token of a later line.
    private func initializerEnd(from start: Int, limit: Int) -> Int {
        // String literals, joined with `+` (Swift) or side by side (Objective-C): to their end,
        // or to `limit` when the expression goes on (`"H:" + name`).
        if start < limit, tokens[start].kind == .string {
            var index = start
            while index < limit {
                if tokens[index].kind == .string {
                    index += 1
                } else if isPunctuation(index, "+"), index + 1 < limit, tokens[index + 1].kind == .string {
                    index += 1
                } else {
                    break
                }
            }
            let continues =
                index < limit && (isPunctuation(index, "+") || isPunctuation(index, ".") || isPunctuation(index, "["))
            return continues ? limit : index
        }
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

    /// Whether the occurrence of a dictionary's name at `index` may change it in place: a
    /// subscript, a method or property (`views.merge(…)`), `&views` (`inout`), a compound
    /// assignment, or an Objective-C message to it (`[views setObject:…]`).
    private func isChanged(at index: Int) -> Bool {
        if isPunctuation(index - 1, "&") || isPunctuation(index + 1, "[") || isPunctuation(index + 1, ".") {
            return true
        }
        if let next = index + 1 < tokens.count ? tokens[index + 1] : nil, case .punctuation(let byte) = next.kind,
            "+-*/|&".utf8.contains(byte), isPunctuation(index + 2, "=")
        {
            return true
        }
        return language == .objectiveC && isPunctuation(index - 1, "[")
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
