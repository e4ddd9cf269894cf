/// Visual format strings: orientation, superviews, views and connections, options.
extension Parser {
    static let statementKeywords = ["metrics", "view", "guide", "spacing", "layoutGuides"]

    /// The most views a format string's arrays are sized for up front (see `parseVisualFormat`).
    static let maximumReservedViews = 1 << 16

    // visualFormatString ::= (orientation ':')? (superview connection)? view (connection view)*
    //                        (connection superview)? ('options' ':' option (',' option)*)?
    // orientation ::= 'H' | 'V'
    // superview ::= '|'
    //
    // A loop, not recursion: a million views on one line cost no stack.
    mutating func parseVisualFormat() throws -> VisualFormat {
        let start = current.range.start
        let (orientation, orientationRange) = try parseOrientation()

        var leadingSuperview: SourceRange?
        var leadingConnection: Connection?
        if let pipe = eat(.pipe) {
            leadingSuperview = pipe.range
            let connection = try parseConnection()
            leadingConnection = connection
            if at(.pipe), case .flush = connection { throw error(.duplicateSuperview, at: current.range) }
            if !at(.leftBracket) { throw missingView(after: connection, context: "'|'") }
        } else if !at(.leftBracket) {
            throw unexpected(.expected("'[' or '|'", at: "to begin a format string"))
        }

        // Each view opens with `[`: counting them to the end of the line sizes both arrays once.
        // Capped, since a hostile line of nothing but `[` (or a comment full of them) would
        // otherwise reserve dozens of bytes per byte of input; longer lines grow from there.
        let brackets = min(
            lexer.occurrences(of: ASCII.leftBracket, from: current.range.start), Self.maximumReservedViews)
        var views: [ViewElement] = []
        views.reserveCapacity(brackets)
        views.append(try parseViewElement())
        var connections: [Connection] = []
        connections.reserveCapacity(max(0, brackets - 1))
        var trailingConnection: Connection?
        var trailingSuperview: SourceRange?
        while !current.isEndOfStatement, !atWord("options") {
            let connection = try parseConnection()
            if at(.leftBracket) {
                connections.append(connection)
                views.append(try parseViewElement())
            } else if at(.pipe) {
                let pipe = consume()
                trailingConnection = connection
                trailingSuperview = pipe.range
                if at(.pipe) { throw error(.duplicateSuperview, at: current.range) }
                if !current.isEndOfStatement, !atWord("options") { throw afterTrailingSuperview(pipe.range) }
                break
            } else if case .flush = connection {
                throw unexpected(.unexpected(describeCurrent(), after: "view"), notes: optionsSuggestion())
            } else {
                throw missingView(after: connection, context: "connection")
            }
        }

        let options = try parseOptions()
        return VisualFormat(
            orientation: orientation, orientationRange: orientationRange, leadingSuperview: leadingSuperview,
            leadingConnection: leadingConnection, views: views, connections: connections,
            trailingConnection: trailingConnection, trailingSuperview: trailingSuperview, options: options,
            range: SourceRange(start: start, end: previousEnd))
    }

    /// What follows a closing `|` that is neither the end nor `options:`: more views or
    /// connections mean a `|` in the middle; anything else is reported as itself (`option:` with
    /// a did-you-mean, a stray character by name), not as a misplaced `|`.
    private func afterTrailingSuperview(_ pipe: SourceRange) -> SyntaxError {
        switch current.kind {
        case .leftBracket, .minus, .leftParen:
            return error(.superviewInMiddle, at: pipe)
        default:
            return unexpected(.unexpected(describeCurrent(), after: "the format string"), notes: optionsSuggestion())
        }
    }

    /// `did you mean 'options:'?` when the current token is a word close to `options`.
    private func optionsSuggestion() -> [Diagnostic.Note] {
        guard current.kind == .identifier,
            let suggestion = NameSuggestion.closest(to: text(current.range), in: ["options"])
        else { return [] }
        return [.didYouMean(suggestion + ":")]
    }

    /// `H:` or `V:`; `(horizontal, nil)` when absent. Any other leading word is an error here:
    /// a lower-case or colon-less orientation, or an unknown statement.
    private mutating func parseOrientation() throws -> (Axis, SourceRange?) {
        guard at(.identifier) else { return (.horizontal, nil) }
        let next = peek()
        // The common case on bytes, with no String: `H:` or `V:`.
        if current.range.length == 1, next.kind == .colon,
            case let letter = file.bytes[current.range.start],
            letter == UInt8(ascii: "H") || letter == UInt8(ascii: "V")
        {
            let name = consume()
            let colon = consume()
            return (letter == UInt8(ascii: "H") ? .horizontal : .vertical, name.range.union(colon.range))
        }
        let word = text(current.range)
        switch (word, next.kind) {
        case ("h", .colon), ("v", .colon):
            throw error(
                .unknownOrientation(word + ":"), at: current.range.union(next.range),
                notes: [.use(word.uppercased() + ":")])
        case ("H", _), ("V", _), ("h", _), ("v", _):
            throw error(
                .expected("':'", after: "orientation '\(word)'"), at: next.range,
                notes: [.use(word.uppercased() + ":")])
        default:
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: word, in: Parser.statementKeywords) {
                notes.append(.didYouMean(suggestion))
            }
            notes.append(.statementForms)
            throw error(.unknownStatement(word), at: current.range, notes: notes)
        }
    }

    /// The error for a connection followed by no view: at a second `|`, or at the dangling `-`.
    private func missingView(after connection: Connection, context: String) -> SyntaxError {
        if case .flush = connection {
            return unexpected(.expected("a view", after: context))
        }
        if current.isEndOfStatement || atWord("options") {
            return error(.danglingConnection, at: connection.range)
        }
        return unexpected(.expected("a view", after: "connection"))
    }

    // view ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
    mutating func parseViewElement() throws -> ViewElement {
        let open = try expect(.leftBracket, .expected("'['"))
        if at(.rightBracket) {
            throw error(.emptyView, at: open.range.union(current.range), notes: [.nameTheView])
        }
        let nameToken = try expect(.identifier, .expected("a view name", after: "'['"))
        let name = identifier(nameToken)
        var predicates: [Predicate] = []
        if at(.leftParen) {
            predicates = try parseParenthesizedPredicates()
        }
        if at(.rightParen) { throw error(.unbalancedParenthesis, at: current.range) }
        let closingContext = predicates.isEmpty ? "view name" : "view predicates"
        let close = try expect(
            .rightBracket, .expected("']'", after: closingContext), notes: [.toMatch("[", at: open.range)])
        return ViewElement(name: name, predicates: predicates, range: open.range.union(close.range))
    }

    // options ::= 'options' ':' option (',' option)*
    // option ::= '.'? optionName
    private mutating func parseOptions() throws -> [FormatOption] {
        guard atWord("options") else { return [] }
        consume()
        try expect(.colon, .expected("':'", after: "'options'"))
        var options: [FormatOption] = []
        repeat {
            let dot = eat(.dot)
            let nameToken = try expect(
                .identifier, .expected("a format option", after: options.isEmpty ? "'options:'" : "','"))
            let name = text(nameToken.range)
            guard let kind = FormatOption.Kind(rawValue: name) else {
                let names = FormatOption.Kind.allCases.map(\.rawValue)
                let note =
                    NameSuggestion.closest(to: name, in: names).map(Diagnostic.Note.didYouMean)
                    ?? .choices("options", names)
                throw error(.unknownOption(name), at: nameToken.range, notes: [note])
            }
            options.append(FormatOption(kind: kind, range: (dot?.range ?? nameToken.range).union(nameToken.range)))
        } while eat(.comma) != nil
        return options
    }
}
