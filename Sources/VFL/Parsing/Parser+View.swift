/// Declarations: `metrics`, `view`, `guide`, `spacing`, `layoutGuides`.
extension Parser {
    // metrics ::= 'metrics' (name '=' constant)+          -- constant: signed number or name
    mutating func parseMetrics() throws -> [MetricDefinition] {
        consume()
        var definitions: [MetricDefinition] = []
        repeat {
            let nameToken = try expect(.identifier, .expected("'name=value'", after: definitions.isEmpty ? "'metrics'" : "metric"))
            let metricName = text(nameToken.range)
            let equal = try expect(.equal, .expected("'='", after: "metric name '\(metricName)'"))
            let value = try parseConstant(allowsSign: true, after: equal.range)
            definitions.append(MetricDefinition(name: Identifier(text(nameToken.range), range: nameToken.range),
                                                value: value, range: nameToken.range.union(value.range)))
        } while !current.isEndOfStatement
        return definitions
    }

    // viewDeclaration ::= 'view' name viewKey*           -- each key at most once, any order
    // viewKey ::= 'in=' name | 'intrinsic=' intrinsicSize | 'hug=' axisPair | 'resist=' axisPair
    //           | 'baseline=' number | 'firstBaseline=' number
    mutating func parseViewDeclaration() throws -> ViewDeclaration {
        let keyword = consume()
        let name = try parseDeclaredName(after: "'view'")
        var declaration = ViewDeclaration(name: name, range: keyword.range)
        var seen: [(key: String, range: SourceRange)] = []
        let keys = ["in", "intrinsic", "hug", "resist", "baseline", "firstBaseline"]
        while !current.isEndOfStatement {
            let key = try parseKey(allowed: keys, statement: "view", seen: &seen)
            switch key {
            case "in": declaration.parent = try parseDeclaredName(after: "'in='")
            case "intrinsic": declaration.intrinsicSize = try parseIntrinsicSize()
            case "hug": declaration.hugging = try parseAxisPair(key: key)
            case "resist": declaration.compressionResistance = try parseAxisPair(key: key)
            case "baseline": declaration.baseline = try parseNumberValue(key: key)
            default: declaration.firstBaseline = try parseNumberValue(key: key)
            }
        }
        declaration.range = keyword.range.union(.at(previousEnd))
        return declaration
    }

    // guideDeclaration ::= 'guide' name ('in=' name)?
    mutating func parseGuideDeclaration() throws -> GuideDeclaration {
        let keyword = consume()
        let name = try parseDeclaredName(after: "'guide'")
        var parent: Identifier?
        var seen: [(key: String, range: SourceRange)] = []
        while !current.isEndOfStatement {
            try parseKey(allowed: ["in"], statement: "guide", seen: &seen)
            parent = try parseDeclaredName(after: "'in='")
        }
        return GuideDeclaration(name: name, parent: parent, range: keyword.range.union(.at(previousEnd)))
    }

    // spacingDeclaration ::= 'spacing' ('sibling=' number | 'superview=' number)*
    mutating func parseSpacingDeclaration() throws -> SpacingDeclaration {
        let keyword = consume()
        var declaration = SpacingDeclaration(sibling: nil, superview: nil, range: keyword.range)
        var seen: [(key: String, range: SourceRange)] = []
        while !current.isEndOfStatement {
            let key = try parseKey(allowed: ["sibling", "superview"], statement: "spacing", seen: &seen)
            let value = try parseNumberValue(key: key)
            if key == "sibling" { declaration.sibling = value } else { declaration.superview = value }
        }
        declaration.range = keyword.range.union(.at(previousEnd))
        return declaration
    }

    // layoutGuidesDeclaration ::= 'layoutGuides' ('top=' number | 'bottom=' number)*
    mutating func parseLayoutGuidesDeclaration() throws -> LayoutGuidesDeclaration {
        let keyword = consume()
        var declaration = LayoutGuidesDeclaration(top: nil, bottom: nil, range: keyword.range)
        var seen: [(key: String, range: SourceRange)] = []
        while !current.isEndOfStatement {
            let key = try parseKey(allowed: ["top", "bottom"], statement: "layoutGuides", seen: &seen)
            let value = try parseNumberValue(key: key)
            if key == "top" { declaration.top = value } else { declaration.bottom = value }
        }
        declaration.range = keyword.range.union(.at(previousEnd))
        return declaration
    }

    // MARK: - Parts

    private mutating func parseDeclaredName(after context: String) throws -> Identifier {
        let token = try expect(.identifier, .expected("a name", after: context))
        return Identifier(text(token.range), range: token.range)
    }

    /// `key '='`: a known key not given before on the line; returns the key.
    @discardableResult
    private mutating func parseKey(allowed: [String], statement: String,
                                   seen: inout [(key: String, range: SourceRange)]) throws -> String {
        guard at(.identifier) else {
            throw unexpected(.unexpected(describeCurrent(), after: "'\(statement)' declaration"))
        }
        let keyToken = consume()
        let key = text(keyToken.range)
        guard allowed.contains(key) else {
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: key, in: allowed) { notes.append(.didYouMean(suggestion)) }
            notes.append(.keys(allowed))
            throw error(.unknownKey(key, in: statement), at: keyToken.range, notes: notes)
        }
        if let first = seen.first(where: { $0.key == key }) {
            throw error(.duplicateKey(key), at: keyToken.range, notes: [.firstGiven(at: first.range)])
        }
        seen.append((key, keyToken.range))
        try expect(.equal, .expected("'='", after: "'\(key)'"))
        return key
    }

    /// A signed number after `key=`.
    private mutating func parseNumberValue(key: String) throws -> NumberLiteral {
        guard let number = try parseNumber(allowsSign: true) else {
            throw unexpected(.expected("a number", after: "'\(key)='"))
        }
        return number
    }

    // axisPair ::= priority (',' priority)?           -- both axes, or horizontal then vertical
    private mutating func parseAxisPair(key: String) throws -> AxisPair {
        let horizontal = try parseNumberValue(key: key)
        try checkPriority(horizontal)
        guard eat(.comma) != nil else { return AxisPair(horizontal: horizontal, vertical: horizontal) }
        let vertical = try parseNumberValue(key: key + "=H,")
        try checkPriority(vertical)
        return AxisPair(horizontal: horizontal, vertical: vertical)
    }

    // intrinsicSize ::= number 'x' number | number 'x' | 'x' number
    // Read from the raw text, not tokens: as a token `0x21` would be hexadecimal.
    private mutating func parseIntrinsicSize() throws -> IntrinsicSizeSyntax {
        lexer.position = current.range.start
        let range = lexer.nextRawWord()
        current = lexer.next()
        previous = range
        let bytes = file.bytes
        let invalid = error(.invalidIntrinsicSize(text(range)), at: range, notes: [.intrinsicSizeForms])
        guard range.length > 0 else { throw error(.expected("a size", after: "'intrinsic='"), at: range, notes: [.intrinsicSizeForms]) }
        guard let separator = (range.start..<range.end).first(where: { bytes[$0] == ASCII.lowerX }) else { throw invalid }
        let widthRange = SourceRange(start: range.start, end: separator)
        let heightRange = SourceRange(start: separator + 1, end: range.end)
        guard widthRange.length > 0 || heightRange.length > 0 else { throw invalid }
        var width: NumberLiteral?, height: NumberLiteral?
        if widthRange.length > 0 {
            guard let value = Lexer.wholeNumber(bytes, in: widthRange) else { throw invalid }
            width = NumberLiteral(value, range: widthRange)
        }
        if heightRange.length > 0 {
            guard let value = Lexer.wholeNumber(bytes, in: heightRange) else { throw invalid }
            height = NumberLiteral(value, range: heightRange)
        }
        return IntrinsicSizeSyntax(width: width, height: height, range: range)
    }
}
