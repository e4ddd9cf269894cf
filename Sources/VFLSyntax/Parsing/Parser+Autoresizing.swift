/// Autoresizing frames and wrapping text: `design WxH`, and the values of `frame=`,
/// `autoresizing=`, `design=` and `text=` on a view declaration.
extension Parser {
    // designDeclaration ::= 'design' size
    mutating func parseDesignDeclaration() throws -> DesignDeclaration {
        let keyword = consume()
        let size = try parseSize(key: "design")
        return DesignDeclaration(size: size, range: keyword.range.union(size.range))
    }

    // size ::= number 'x' number      -- read from the raw text, as `intrinsic=` is
    mutating func parseSize(key: StaticString) throws -> SizeSyntax {
        let (range, halves) = rawSizeWord()
        guard range.length > 0 else {
            throw error(.expected("a size 'WxH'", after: "'\(key)'"), at: range, notes: [.sizeForm])
        }
        guard let (widthRange, heightRange) = halves, widthRange.length > 0, heightRange.length > 0,
            let width = Lexer.wholeNumber(file.bytes, in: widthRange),
            let height = Lexer.wholeNumber(file.bytes, in: heightRange)
        else { throw invalidSize(range) }
        return SizeSyntax(
            width: NumberLiteral(width, range: widthRange), height: NumberLiteral(height, range: heightRange),
            range: range)
    }

    /// The next word read from the raw text, not as tokens (a token `0x21` would be hexadecimal),
    /// and the ranges either side of its first `x`, `nil` when it has none: a `WxH` size's or an
    /// `intrinsic=` value's parts.
    mutating func rawSizeWord() -> (word: SourceRange, halves: (SourceRange, SourceRange)?) {
        lexer.position = current.range.start
        let range = lexer.nextRawWord()
        current = lexer.next()
        previous = range
        let bytes = file.bytes
        guard let separator = (range.start..<range.end).first(where: { bytes[$0] == ASCII.lowerX }) else {
            return (range, nil)
        }
        let before = SourceRange(start: range.start, end: separator)
        return (range, (before, SourceRange(start: separator + 1, end: range.end)))
    }

    /// The error for a malformed size: a method, not a local, so the success path builds no
    /// message (a `text=` size is on most lines of a file of labels).
    private func invalidSize(_ range: SourceRange) -> SyntaxError {
        error(.invalidSize(text(range)), at: range, notes: [.sizeForm])
    }

    // frame ::= number ',' number ',' number ',' number
    mutating func parseFrame(key: String = "frame=") throws -> FrameSyntax {
        var values: [NumberLiteral] = []
        let suffixes: [StaticString] = ["", "x,", "x,y,", "x,y,w,"]
        let form: Diagnostic.Note = key == "frame=" ? .frameForm : .drawnForm
        for index in 0..<4 {
            if index > 0 {
                try expect(
                    .comma, .expected("',' and \(4 - index) more values", after: "a frame value"), notes: [form])
            }
            guard let number = try parseNumber(allowsSign: true) else {
                throw unexpected(.expected("a number", after: "'\(key)\(suffixes[index])'"), notes: [form])
            }
            values.append(number)
        }
        return FrameSyntax(
            x: values[0], y: values[1], width: values[2], height: values[3],
            range: values[0].range.union(values[3].range))
    }

    // autoresizing ::= member (',' member)*   -- UIView.AutoresizingMask's members, as in Swift
    mutating func parseAutoresizing() throws -> AutoresizingSyntax {
        var members: [AutoresizingSyntax.Member] = []
        var range: SourceRange?
        repeat {
            let token = try expect(
                .identifier, .expected("a mask member", after: members.isEmpty ? "'autoresizing='" : "','"))
            let name = text(token.range)
            guard
                let member = AutoresizingSyntax.Member(rawValue: name.hasPrefix(".") ? String(name.dropFirst()) : name)
            else {
                let names = AutoresizingSyntax.Member.allCases.map(\.rawValue)
                var notes: [Diagnostic.Note] = []
                if let suggestion = NameSuggestion.closest(to: name, in: names) {
                    notes.append(.didYouMean(suggestion))
                }
                notes.append(.autoresizingMembers(names))
                throw error(.unknownAutoresizingMember(name), at: token.range, notes: notes)
            }
            members.append(member)
            range = range.map { $0.union(token.range) } ?? token.range
        } while eat(.comma) != nil
        return AutoresizingSyntax(members: members, range: range ?? .at(previousEnd))
    }
}
