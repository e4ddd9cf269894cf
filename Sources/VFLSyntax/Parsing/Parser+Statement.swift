/// Lines and statements: conditions, then a statement recognised by its first word.
extension Parser {
    // file ::= (line '\n')* line
    // line ::= (condition* statement)? comment?        -- blank and comment lines are skipped
    mutating func parseFile() -> FileSyntax {
        var statements: [Statement] = []
        // At most one statement a line; reserving spares large files the copies of regrowth
        // (pages reserved but never written cost nothing).
        statements.reserveCapacity(file.lineStarts.count)
        while !at(.endOfFile) {
            if eat(.endOfLine) != nil { continue }
            do {
                statements.append(try parseStatement())
                if !current.isEndOfStatement {
                    throw unexpected(.unexpectedAtEnd(describeCurrent()))
                }
            } catch let syntaxError as SyntaxError {
                diagnostics.append(syntaxError.diagnostic)
                skipToEndOfLine()
            } catch {
                // Only SyntaxError is thrown.
            }
        }
        return FileSyntax(statements: statements)
    }

    /// Recovery: drop the rest of the line after an error.
    mutating func skipToEndOfLine() {
        while !current.isEndOfStatement { consume() }
    }

    // statement ::= condition* (metrics | view | guide | spacing | layoutGuides | stack | design | equation | visualFormat)
    // equation starts 'name' '.'; a keyword statement starts with its keyword; anything else is a
    // visual format string (one never starts with a name and a '.').
    mutating func parseStatement() throws -> Statement {
        let start = current.range.start
        var conditions: [SizeClassCondition] = []
        while at(.at) {
            conditions.append(try parseCondition())
        }
        if !conditions.isEmpty, current.isEndOfStatement {
            throw unexpected(.expected("a statement", after: "size-class condition"))
        }
        let kind: Statement.Kind
        if at(.identifier), peek().kind == .dot {
            kind = .equation(try parseEquation())
        } else if atWord("metrics") {
            kind = .metrics(try parseMetrics())
        } else if atWord("view") {
            kind = .view(try parseViewDeclaration())
        } else if atWord("guide") {
            kind = .guide(try parseGuideDeclaration())
        } else if atWord("spacing") {
            kind = .spacing(try parseSpacingDeclaration())
        } else if atWord("layoutGuides") {
            kind = .layoutGuides(try parseLayoutGuidesDeclaration())
        } else if atWord("platform") {
            kind = .platform(try parsePlatformDeclaration())
        } else if atWord("safeArea") {
            kind = .safeArea(try parseSafeAreaDeclaration())
        } else if atWord("design") {
            kind = .design(try parseDesignDeclaration())
        } else if atWord("stack"), peek().kind == .identifier {
            kind = .stack(try parseStackDeclaration())
        } else {
            kind = .format(try parseVisualFormat())
        }
        return Statement(conditions: conditions, kind: kind, range: SourceRange(start: start, end: previousEnd))
    }

    // condition ::= '@' ('wC' | 'wR' | 'hC' | 'hR')
    mutating func parseCondition() throws -> SizeClassCondition {
        let atSign = consume()
        let all = ["wC", "wR", "hC", "hR"]
        guard at(.identifier), current.range.start == atSign.range.end else {
            throw unexpected(.expected("'wC', 'wR', 'hC' or 'hR'", after: "'@'"))
        }
        let name = consume()
        let range = atSign.range.union(name.range)
        let condition: SizeClassCondition
        switch text(name.range) {
        case "wC": condition = SizeClassCondition(axis: .horizontal, sizeClass: .compact, range: range)
        case "wR": condition = SizeClassCondition(axis: .horizontal, sizeClass: .regular, range: range)
        case "hC": condition = SizeClassCondition(axis: .vertical, sizeClass: .compact, range: range)
        case "hR": condition = SizeClassCondition(axis: .vertical, sizeClass: .regular, range: range)
        case let other:
            let note =
                NameSuggestion.closest(to: other, in: all).map { Diagnostic.Note.didYouMean("@" + $0) }
                ?? .conditionForms
            throw error(.unknownCondition("@" + other), at: range, notes: [note])
        }
        return condition
    }
}
