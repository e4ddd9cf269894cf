import VFLSyntax

/// A file's tokens with the structure the call finder walks: the matching bracket of every
/// `(`, `[` and `{`, and the innermost `{` around every token.
struct TokenStream {
    let bytes: [UInt8]
    let tokens: [CodeToken]
    let language: SourceLanguage
    /// For an opening bracket, the index of its closing one (or `tokens.count` when unclosed);
    /// -1 for every other token.
    private(set) var match: [Int]
    /// The index of the innermost enclosing `{`, or -1 at file scope.
    private(set) var block: [Int]

    init(bytes: [UInt8], tokens: [CodeToken], language: SourceLanguage) {
        self.bytes = bytes
        self.tokens = tokens
        self.language = language
        match = Array(repeating: -1, count: tokens.count)
        block = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        var braces: [Int] = []
        for index in tokens.indices {
            block[index] = braces.last ?? -1
            guard case .punctuation(let byte) = tokens[index].kind else { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(index)
                if byte == UInt8(ascii: "{") { braces.append(index) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opening: UInt8 =
                    byte == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // Tolerate unbalanced code: close back to the nearest opener of the same kind.
                if let found = open.lastIndex(where: { tokens[$0].kind == .punctuation(opening) }) {
                    let opener = open[found]
                    for unclosed in open[found...] { match[unclosed] = index }
                    open.removeSubrange(found...)
                    while let last = braces.last, last >= opener { braces.removeLast() }
                }
            default: break
            }
        }
        for unclosed in open { match[unclosed] = tokens.count }
    }

    var count: Int { tokens.count }

    func text(_ index: Int) -> String {
        let range = tokens[index].range
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    func isIdentifier(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let range = tokens[index].range
        return range.length == word.utf8.count && bytes[range.start..<range.end].elementsEqual(word.utf8)
    }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isPunctuation(character)
    }

    /// The arguments of the call whose `(` is at `open`: per argument its label (Swift's
    /// `label:`; `nil` when unlabelled) and its tokens' index range.
    func swiftArguments(open: Int) -> [(label: String?, tokens: Range<Int>)] {
        let close = min(match[open], tokens.count)
        var arguments: [(String?, Range<Int>)] = []
        var start = open + 1
        var index = start
        func finish(_ end: Int) {
            guard end > start else { return }
            if tokens[start].kind == .identifier, isPunctuation(start + 1, ":"), start + 2 <= end {
                arguments.append((text(start), (start + 2)..<end))
            } else {
                arguments.append((nil, start..<end))
            }
        }
        while index < close {
            if match[index] >= 0 {
                index = match[index] + 1
                continue
            }
            if isPunctuation(index, ",") {
                finish(index)
                start = index + 1
            }
            index += 1
        }
        finish(close)
        return arguments
    }

    /// The parts of an Objective-C message from its first selector part at `first` to the
    /// message's closing `]` at `close`: each part `label:` with its argument's token range. Only
    /// the labels in `labels` start a part; with `labels` nil, every `label:` does except the `:`
    /// of a conditional (`a ? b : c` stays one argument).
    func messageParts(first: Int, close: Int, labels: Set<String>?) -> [(label: String, tokens: Range<Int>)] {
        var parts: [(String, Range<Int>)] = []
        var label = text(first)
        var start = first + 2
        var index = start
        var conditionals = 0
        while index < close {
            if match[index] >= 0 {
                index = match[index] + 1
                continue
            }
            if labels == nil {
                // `?` opens a conditional whose `:` is not a selector part's.
                if isPunctuation(index, "?") { conditionals += 1 }
                if isPunctuation(index, ":"), conditionals > 0 { conditionals -= 1 }
                if conditionals > 0 {
                    index += 1
                    continue
                }
            }
            if tokens[index].kind == .identifier, isPunctuation(index + 1, ":"),
                labels?.contains(text(index)) ?? true
            {
                parts.append((label, start..<index))
                label = text(index)
                start = index + 2
                index = start
                continue
            }
            index += 1
        }
        parts.append((label, start..<max(start, close)))
        return parts
    }
}
