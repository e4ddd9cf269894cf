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
        let keys = Self.viewKeySpellings
        while !current.isEndOfStatement {
            if atWord(ViewKey.hidden.spelling), peek().kind != .equal {
                let flag = consume()
                if let first = declaration.hidden {
                    throw error(
                        .duplicateKey(ViewKey.hidden.spelling.description), at: flag.range,
                        notes: [.firstGiven(at: first)])
                }
                declaration.hidden = flag.range
                continue
            }
            let index = try parseKey(allowed: keys, statement: "view", seen: &seen)
            let key = ViewKey.valueKeys[index]
            if key != .parent, declaration.attributes.isEmpty {
                // This key and each `=` after it on the line: an upper bound on the attributes.
                let bound = 1 + lexer.occurrences(of: ASCII.equal, from: current.range.start)
                declaration.reserveAttributes(min(bound, Self.viewAttributeKinds))
            }
            switch key {
            case .parent: declaration.parent = try parseDeclaredName(after: "'in='")
            case .intrinsic: declaration.intrinsicSize = try parseIntrinsicSize()
            case .hugging: declaration.hugging = try parseAxisPair(key: key.spelling)
            case .compressionResistance: declaration.compressionResistance = try parseAxisPair(key: key.spelling)
            case .baseline: declaration.baseline = try parseNumberValue(key: key.spelling)
            case .firstBaseline: declaration.firstBaseline = try parseNumberValue(key: key.spelling)
            case .margins: declaration.margins = try parseMargins()
            case .frame: declaration.frame = try parseFrame()
            case .autoresizing: declaration.autoresizing = try parseAutoresizing()
            case .design: declaration.design = try parseSize(key: "design=")
            case .text: declaration.text = try parseSize(key: "text=")
            case .lines: declaration.lines = try parseNumberValue(key: key.spelling)
            case .drawn: declaration.drawn = try parseFrame(key: "drawn=")
            case .hidden: break // a flag, taken above; not among the `key=` spellings
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

    /// The `key=` spellings of `view`, in `ViewKey.valueKeys` order (the index `parseKey` returns).
    static let viewKeySpellings: [StaticString] = ViewKey.valueKeys.map(\.spelling)
    /// How many kinds of `ViewDeclaration.Attribute` there are: the keys but `in=` and `hidden`.
    static let viewAttributeKinds = ViewKey.valueKeys.count - 1
    static let safeAreaKeys: [StaticString] = ["top", "left", "bottom", "right"]
    static let guideKeys: [StaticString] = ["in"]
    static let spacingKeys: [StaticString] = ["sibling", "superview"]
    static let layoutGuidesKeys: [StaticString] = ["top", "bottom"]

    /// The keys given so far on a declaration's line, by index in its list of keys, and where
    /// each was given (for the note on a repeat). Any number of keys: the first four (most lines
    /// give one to three) are kept inline, so a line allocates nothing; more go to a list.
    struct SeenKeys {
        private struct Entry {
            var key = -1
            var range = SourceRange.at(0)
        }
        private var count = 0
        private var inline = (Entry(), Entry(), Entry(), Entry())
        private var more: [Entry] = []

        /// Where key `index` was given, or `nil` if it was not.
        func range(of index: Int) -> SourceRange? {
            for position in 0..<min(count, 4) {
                let slot: Entry
                switch position {
                case 0: slot = inline.0
                case 1: slot = inline.1
                case 2: slot = inline.2
                default: slot = inline.3
                }
                if slot.key == index { return slot.range }
            }
            return more.first { $0.key == index }?.range
        }

        mutating func insert(_ index: Int, at range: SourceRange) {
            let entry = Entry(key: index, range: range)
            switch count {
            case 0: inline.0 = entry
            case 1: inline.1 = entry
            case 2: inline.2 = entry
            case 3: inline.3 = entry
            default: more.append(entry)
            }
            count += 1
        }
    }

    /// `key '='`: a known key not given before on the line; returns the key's index in `allowed`. Keys are compared on bytes, so a declaration makes no `String`.
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

    // intrinsicSize ::= number 'x' number | number 'x' | 'x' number   -- read from the raw text
    private mutating func parseIntrinsicSize() throws -> IntrinsicSizeSyntax {
        let (range, halves) = rawSizeWord()
        let bytes = file.bytes
        guard range.length > 0 else {
            throw error(.expected("a size", after: "'intrinsic='"), at: range, notes: [.intrinsicSizeForms])
        }
        guard let (widthRange, heightRange) = halves else { throw invalidIntrinsicSize(range) }
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
