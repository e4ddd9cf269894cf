/// What `XMLParser` checks and skips: text, comments, processing instructions, CDATA sections
/// and the DOCTYPE declaration.
extension XMLParser {
    /// Skips text content up to the next `<` (or the end), checking its references and characters.
    mutating func skipText() throws(XMLError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == XMLByte.lessThan { return }
            if byte >= 0x80 {
                position = try endOfUTF8Sequence(at: position)
                continue
            }
            if byte == XMLByte.ampersand {
                position = try reference(at: position).end
                continue
            }
            if byte < 0x20, byte != XMLByte.tab, byte != XMLByte.lineFeed, byte != XMLByte.carriageReturn {
                throw controlCharacter(at: position)
            }
            if byte == XMLByte.rightBracket, matches("]]>") {
                throw XMLError(
                    message: "']]>' is not allowed in text (write ']]&gt;')",
                    range: SourceRange(start: position, end: position + 3))
            }
            position += 1
        }
    }

    /// The error for text before or after the root element, at the text's first line.
    func textOutsideRoot() -> XMLError {
        var end = position
        while end < bytes.count, bytes[end] != XMLByte.lessThan, bytes[end] != XMLByte.lineFeed { end += 1 }
        let range = SourceRange(start: position, end: end)
        if let root = elements.first {
            return XMLError(message: "text after the root element '\(root.name)'", range: range)
        }
        return XMLError(message: "text before the root element", range: range)
    }

    func controlCharacter(at index: Int) -> XMLError {
        XMLError(
            message: "control character U+\(Self.hex(UInt32(bytes[index]))) is not allowed in XML",
            range: SourceRange(start: index, end: index + 1))
    }

    /// Skips `<?target ...?>`. The XML declaration (`<?xml ...?>`) may only open the document.
    mutating func skipProcessingInstruction() throws(XMLError) {
        let start = position
        position += 2
        let target = try readName(after: "'<?'")
        let isDeclaration = target.length == 3 && (string(target).lowercased() == "xml")
        if isDeclaration, start != file.textStart {
            throw XMLError(
                message: "the XML declaration '<?xml ...?>' must come first in the document",
                range: SourceRange(start: start, end: target.end))
        }
        if !matches("?>"), !skipWhitespace() {
            throw XMLError(
                message: "expected white space or '?>' after '<?\(string(target))'", range: characterRange(at: position)
            )
        }
        try skipCharacters(
            until: "?>", unterminated: "unterminated processing instruction '<?\(string(target))'",
            opener: SourceRange(start: start, end: target.end))
    }

    /// Skips a comment, a CDATA section or the DOCTYPE declaration: the cursor is on `<!`.
    mutating func skipDeclaration() throws(XMLError) {
        let start = position
        if matches("<!--") {
            position += 4
            try skipComment(from: start)
        } else if matches("<![CDATA[") {
            guard !open.isEmpty else {
                throw XMLError(
                    message: "a CDATA section outside the root element",
                    range: SourceRange(start: start, end: start + 9))
            }
            position += 9
            try skipCharacters(
                until: "]]>", unterminated: "unterminated CDATA section",
                opener: SourceRange(start: start, end: start + 9))
        } else if matches("<!DOCTYPE") {
            let opener = SourceRange(start: start, end: start + 9)
            guard elements.isEmpty, !sawDoctype else {
                let what = sawDoctype ? "a second DOCTYPE declaration" : "a DOCTYPE declaration after the root element"
                throw XMLError(message: what, range: opener)
            }
            position += 9
            try skipDoctype(opener: opener)
            sawDoctype = true
        } else {
            throw XMLError(
                message: "expected a comment '<!--', a CDATA section '<![CDATA[' or '<!DOCTYPE' after '<!'",
                range: SourceRange(start: start, end: min(bytes.count, start + 2)))
        }
    }

    /// Skips a comment's body and its `-->`; `--` may not appear inside.
    private mutating func skipComment(from start: Int) throws(XMLError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == XMLByte.hyphen, self.byte(at: position + 1) == XMLByte.hyphen {
                guard self.byte(at: position + 2) == XMLByte.greaterThan else {
                    if position + 2 >= bytes.count { break }
                    throw XMLError(
                        message: "'--' is not allowed inside a comment",
                        range: SourceRange(start: position, end: position + 2))
                }
                position += 3
                return
            }
            try skipCharacter(byte)
        }
        throw XMLError(message: "unterminated comment", range: SourceRange(start: start, end: start + 4))
    }

    /// Skips `<!DOCTYPE ...>`: quoted literals and a bracketed internal subset (with nested
    /// brackets, comments and quotes) are passed over whole; nothing in it is read.
    private mutating func skipDoctype(opener: SourceRange) throws(XMLError) {
        var depth = 0
        var quote: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == XMLByte.doubleQuote || byte == XMLByte.singleQuote {
                quote = byte
            } else if byte == XMLByte.leftBracket {
                depth += 1
            } else if byte == XMLByte.rightBracket {
                depth = max(0, depth - 1)
            } else if byte == XMLByte.greaterThan, depth == 0 {
                position += 1
                return
            } else if byte == XMLByte.lessThan, depth > 0, matches("<!--") {
                let start = position
                position += 4
                try skipComment(from: start)
                continue
            }
            try skipCharacter(byte)
        }
        throw XMLError(message: "unterminated DOCTYPE declaration", range: opener)
    }

    /// Skips characters up to and past `terminator`, checking each is one XML allows.
    private mutating func skipCharacters(until terminator: StaticString, unterminated: String, opener: SourceRange)
        throws(XMLError)
    {
        let first = terminator.utf8Start.pointee
        while position < bytes.count {
            let byte = bytes[position]
            if byte == first, matches(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            try skipCharacter(byte)
        }
        throw XMLError(message: unterminated, range: opener)
    }

    /// Moves past the character starting with `byte` at the cursor, which must be one XML allows.
    private mutating func skipCharacter(_ byte: UInt8) throws(XMLError) {
        if byte >= 0x80 {
            position = try endOfUTF8Sequence(at: position)
        } else if byte < 0x20, byte != XMLByte.tab, byte != XMLByte.lineFeed, byte != XMLByte.carriageReturn {
            throw controlCharacter(at: position)
        } else {
            position += 1
        }
    }
}
