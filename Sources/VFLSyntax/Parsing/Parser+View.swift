/// Declarations: `metrics`, `view`, `guide`, `spacing`, `layoutGuides`.
extension Parser {
    // metrics ::= 'metrics' (name '=' constant)+          -- constant: signed number or name
    mutating func parseMetrics() throws -> [MetricDefinition] {
        consume()
        var definitions: [MetricDefinition] = []
        repeat {
            let nameToken = try expect(
                .identifier, .expected("'name=value'", after: definitions.isEmpty ? "'metrics'" : "metric"))
            guard at(.equal) else {
                throw unexpected(.expected("'='", after: "metric name '\(text(nameToken.range))'"))
            }
            let equal = consume()
            let value = try parseConstant(allowsSign: true, after: equal.range)
            definitions.append(
                MetricDefinition(
                    name: identifier(nameToken),
                    value: value, range: nameToken.range.union(value.range)))
        } while !current.isEndOfStatement
        return definitions
    }

    // viewDeclaration ::= 'view' name viewKey*           -- each key at most once, any order
    // viewKey ::= 'in=' name | 'intrinsic=' intrinsicSize | 'hug=' axisPair | 'resist=' axisPair
    //           | 'baseline=' number | 'firstBaseline=' number | 'hidden' | 'margins=' margins
    //           | 'frame=' number ',' number ',' number ',' number | 'autoresizing=' member (',' member)*
    //           | 'design=' size | 'text=' size | 'lines=' number
    mutating func parseViewDeclaration() throws -> ViewDeclaration {
        let keyword = consume()
        let name = try parseDeclaredName(after: "'view'")
        var declaration = ViewDeclaration(name: name, range: keyword.range)
        var seen = SeenKeys()
        let keys = Self.viewKeys
        while !current.isEndOfStatement {
            if atWord("hidden"), peek().kind != .equal {
                let flag = consume()
                if let first = declaration.hidden {
                    throw error(.duplicateKey("hidden"), at: flag.range, notes: [.firstGiven(at: first)])
                }
                declaration.hidden = flag.range
                continue
            }
            let key = try parseKey(allowed: keys, statement: "view", seen: &seen)
            if key > 0, declaration.attributes.isEmpty {
                // This key and each `=` after it on the line: an upper bound on the attributes.
                let bound = 1 + lexer.occurrences(of: ASCII.equal, from: current.range.start)
                declaration.reserveAttributes(min(bound, Self.viewAttributeKinds))
            }
            switch key {
            case 0: declaration.parent = try parseDeclaredName(after: "'in='")
            case 1: declaration.intrinsicSize = try parseIntrinsicSize()
            case 2: declaration.hugging = try parseAxisPair(key: keys[key])
            case 3: declaration.compressionResistance = try parseAxisPair(key: keys[key])
            case 4: declaration.baseline = try parseNumberValue(key: keys[key])
            case 5: declaration.firstBaseline = try parseNumberValue(key: keys[key])
            case 6: declaration.margins = try parseMargins()
            case 7: declaration.frame = try parseFrame()
            case 8: declaration.autoresizing = try parseAutoresizing()
            case 9: declaration.design = try parseSize(key: "design=")
            case 10: declaration.text = try parseSize(key: "text=")
            default: declaration.lines = try parseNumberValue(key: keys[key])
            }
        }
        declaration.range = keyword.range.union(.at(previousEnd))
        return declaration
    }

    // platformDeclaration ::= 'platform' 'ios' number
    mutating func parsePlatformDeclaration() throws -> PlatformDeclaration {
        let keyword = consume()
        guard at(.identifier), matches(current.range, "ios") else {
            throw unexpected(.expected("'ios'", after: "'platform'"))
        }
        consume()
        guard let version = try parseNumber(allowsSign: false) else {
            throw unexpected(.expected("a release number", after: "'ios'"))
        }
        return PlatformDeclaration(version: version, range: keyword.range.union(version.range))
    }

    // safeAreaDeclaration ::= 'safeArea' ('top=' number | 'left=' number | 'bottom=' number | 'right=' number)*
    mutating func parseSafeAreaDeclaration() throws -> SafeAreaDeclaration {
        let keyword = consume()
        var declaration = SafeAreaDeclaration(range: keyword.range)
        var seen = SeenKeys()
        while !current.isEndOfStatement {
            let key = try parseKey(allowed: Self.safeAreaKeys, statement: "safeArea", seen: &seen)
            let value = try parseNumberValue(key: Self.safeAreaKeys[key])
            switch key {
            case 0: declaration.top = value
            case 1: declaration.left = value
            case 2: declaration.bottom = value
            default: declaration.right = value
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
        var seen = SeenKeys()
        while !current.isEndOfStatement {
            try parseKey(allowed: Self.guideKeys, statement: "guide", seen: &seen)
            parent = try parseDeclaredName(after: "'in='")
        }
        return GuideDeclaration(name: name, parent: parent, range: keyword.range.union(.at(previousEnd)))
    }

    // spacingDeclaration ::= 'spacing' ('sibling=' number | 'superview=' number)*
    mutating func parseSpacingDeclaration() throws -> SpacingDeclaration {
        let keyword = consume()
        var declaration = SpacingDeclaration(sibling: nil, superview: nil, range: keyword.range)
        var seen = SeenKeys()
        while !current.isEndOfStatement {
            let key = try parseKey(allowed: Self.spacingKeys, statement: "spacing", seen: &seen)
            let value = try parseNumberValue(key: Self.spacingKeys[key])
            if key == 0 { declaration.sibling = value } else { declaration.superview = value }
        }
        declaration.range = keyword.range.union(.at(previousEnd))
        return declaration
    }

    // layoutGuidesDeclaration ::= 'layoutGuides' ('top=' number | 'bottom=' number)*
    mutating func parseLayoutGuidesDeclaration() throws -> LayoutGuidesDeclaration {
        let keyword = consume()
        var declaration = LayoutGuidesDeclaration(top: nil, bottom: nil, range: keyword.range)
        var seen = SeenKeys()
        while !current.isEndOfStatement {
            let key = try parseKey(allowed: Self.layoutGuidesKeys, statement: "layoutGuides", seen: &seen)
            let value = try parseNumberValue(key: Self.layoutGuidesKeys[key])
            if key == 0 { declaration.top = value } else { declaration.bottom = value }
        }
        declaration.range = keyword.range.union(.at(previousEnd))
        return declaration
    }

    // MARK: - Parts

    private mutating func parseDeclaredName(after context: StaticString) throws -> Identifier {
        let token = try expect(.identifier, .expected("a name", after: context.description))
        return identifier(token)
    }

    static let viewKeys: [StaticString] = [
        "in", "intrinsic", "hug", "resist", "baseline", "firstBaseline", "margins", "frame", "autoresizing",
        "design", "text", "lines",
    ]
    /// How many kinds of `ViewDeclaration.Attribute` there are: the keys but `in=` (and `hidden`).
    static var viewAttributeKinds: Int { viewKeys.count - 1 }
    static let safeAreaKeys: [StaticString] = ["top", "left", "bottom", "right"]
    static let guideKeys: [StaticString] = ["in"]
    static let spacingKeys: [StaticString] = ["sibling", "superview"]
    static let layoutGuidesKeys: [StaticString] = ["top", "bottom"]

    /// The keys given so far on a declaration's line, by index in its list of keys, and where
    /// each was given (for the note on a repeat). Fixed-size storage: no allocation per line.
    struct SeenKeys {
        private var given: UInt16 = 0
        private var ranges = (
            SourceRange.at(0), SourceRange.at(0), SourceRange.at(0), SourceRange.at(0),
            SourceRange.at(0), SourceRange.at(0), SourceRange.at(0), SourceRange.at(0),
            SourceRange.at(0), SourceRange.at(0), SourceRange.at(0), SourceRange.at(0)
        )

        /// Where key `index` was given, or `nil` if it was not.
        func range(of index: Int) -> SourceRange? {
            guard given & (1 << index) != 0 else { return nil }
            switch index {
            case 0: return ranges.0
            case 1: return ranges.1
            case 2: return ranges.2
            case 3: return ranges.3
            case 4: return ranges.4
            case 5: return ranges.5
            case 6: return ranges.6
            case 7: return ranges.7
            case 8: return ranges.8
            case 9: return ranges.9
            case 10: return ranges.10
            default: return ranges.11
            }
        }

        mutating func insert(_ index: Int, at range: SourceRange) {
            given |= 1 << index
            switch index {
            case 0: ranges.0 = range
            case 1: ranges.1 = range
            case 2: ranges.2 = range
            case 3: ranges.3 = range
            case 4: ranges.4 = range
            case 5: ranges.5 = range
            case 6: ranges.6 = range
            case 7: ranges.7 = range
            case 8: ranges.8 = range
            case 9: ranges.9 = range
            case 10: ranges.10 = range
            default: ranges.11 = range
            }
        }
    }

    /// `key '='`: a known key not given before on the line; returns the key's index in `allowed`
    /// (at most twelve keys). Keys are compared on bytes, so a declaration makes no `String`.
    /// Shared by `view`, `guide`, `spacing`, `layoutGuides`, `safeArea` and `stack`.
    @discardableResult
    mutating func parseKey(allowed: [StaticString], statement: StaticString, seen: inout SeenKeys) throws -> Int {
        guard at(.identifier) else {
            throw unexpected(.unexpected(describeCurrent(), after: "'\(statement)' declaration"))
        }
        let keyToken = consume()
        guard let index = allowed.firstIndex(where: { matches(keyToken.range, $0) }) else {
            let key = text(keyToken.range)
            let names = allowed.map(\.description)
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: key, in: names) { notes.append(.didYouMean(suggestion)) }
            notes.append(.keys(names))
            throw error(.unknownKey(key, in: statement.description), at: keyToken.range, notes: notes)
        }
        if let first = seen.range(of: index) {
            throw error(.duplicateKey(allowed[index].description), at: keyToken.range, notes: [.firstGiven(at: first)])
        }
        seen.insert(index, at: keyToken.range)
        try expect(.equal, .expected("'='", after: "'\(allowed[index])'"))
        return index
    }

    /// A signed number after `key=`.
    private mutating func parseNumberValue(key: StaticString, suffix: StaticString = "") throws -> NumberLiteral {
        guard let number = try parseNumber(allowsSign: true) else {
            throw unexpected(.expected("a number", after: "'\(key)=\(suffix)'"))
        }
        return number
    }

    // axisPair ::= priority (',' priority)?           -- both axes, or horizontal then vertical
    // priority ::= number | priorityName                -- `defaultLow`, `defaultHigh`, …
    private mutating func parseAxisPair(key: StaticString) throws -> AxisPair {
        let horizontal = try parsePriorityValue(key: key)
        guard eat(.comma) != nil else { return AxisPair(horizontal: horizontal, vertical: horizontal) }
        let vertical = try parsePriorityValue(key: key, suffix: "H,=")
        return AxisPair(horizontal: horizontal, vertical: vertical)
    }

    /// A priority after `hug=`/`resist=`: a number in 1...1000 or a priority name, whose value
    /// it stands for (keeping the name's range).
    private mutating func parsePriorityValue(key: StaticString, suffix: StaticString = "") throws -> NumberLiteral {
        if at(.identifier) {
            let token = consume()
            let name = text(token.range)
            guard let value = PriorityName.value(of: name) else {
                let names = PriorityName.all.map(\.name)
                let note =
                    NameSuggestion.closest(to: name, in: names).map(Diagnostic.Note.didYouMean)
                    ?? .choices("priority names", names)
                throw error(.unknownPriorityName(name), at: token.range, notes: [note])
            }
            return NumberLiteral(value, range: token.range)
        }
        let number = try parseNumberValue(key: key, suffix: suffix)
        try checkPriority(number)
        return number
    }

    // margins ::= number | number ',' number ',' number ',' number    -- top, left, bottom, right
    private mutating func parseMargins() throws -> MarginsSyntax {
        let first = try parseNumberValue(key: "margins")
        guard eat(.comma) != nil else {
            return MarginsSyntax(top: first, left: first, bottom: first, right: first, range: first.range)
        }
        let left = try parseNumberValue(key: "margins", suffix: "T,")
        try expect(.comma, .expected("',' and two more values", after: "'margins=T,L'"), notes: [.marginsForms])
        let bottom = try parseNumberValue(key: "margins", suffix: "T,L,")
        try expect(.comma, .expected("',' and one more value", after: "'margins=T,L,B'"), notes: [.marginsForms])
        let right = try parseNumberValue(key: "margins", suffix: "T,L,B,")
        return MarginsSyntax(
            top: first, left: left, bottom: bottom, right: right, range: first.range.union(right.range))
    }

    // intrinsicSize ::= number 'x' number | number 'x' | 'x' number
    // Read from the raw text, not tokens: as a token `0x21` would be hexadecimal.
    private mutating func parseIntrinsicSize() throws -> IntrinsicSizeSyntax {
        lexer.position = current.range.start
        let range = lexer.nextRawWord()
        current = lexer.next()
        previous = range
        let bytes = file.bytes
        guard range.length > 0 else {
            throw error(.expected("a size", after: "'intrinsic='"), at: range, notes: [.intrinsicSizeForms])
        }
        guard let separator = (range.start..<range.end).first(where: { bytes[$0] == ASCII.lowerX }) else {
            throw invalidIntrinsicSize(range)
        }
        let widthRange = SourceRange(start: range.start, end: separator)
        let heightRange = SourceRange(start: separator + 1, end: range.end)
        guard widthRange.length > 0 || heightRange.length > 0 else { throw invalidIntrinsicSize(range) }
        var width: NumberLiteral?
        var height: NumberLiteral?
        if widthRange.length > 0 {
            guard let value = Lexer.wholeNumber(bytes, in: widthRange) else { throw invalidIntrinsicSize(range) }
            width = NumberLiteral(value, range: widthRange)
        }
        if heightRange.length > 0 {
            guard let value = Lexer.wholeNumber(bytes, in: heightRange) else { throw invalidIntrinsicSize(range) }
            height = NumberLiteral(value, range: heightRange)
        }
        return IntrinsicSizeSyntax(width: width, height: height, range: range)
    }

    /// The error for a malformed intrinsic size: a method, not a local, since a local closure
    /// over `self` copied the whole parser on every `intrinsic=`.
    private func invalidIntrinsicSize(_ range: SourceRange) -> SyntaxError {
        error(.invalidIntrinsicSize(text(range)), at: range, notes: [.intrinsicSizeForms])
    }
}
