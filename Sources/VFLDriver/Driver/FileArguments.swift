import VFLSyntax

/// A file's own arguments: a first line `# vflc: ARGS` (after an optional UTF-8 byte order mark)
/// gives the options the file is meant to be run with. The words are split on spaces and tabs;
/// there is no quoting. The command line overrides them option by option
/// (`CommandLineOptions.overriding`).
enum FileArguments {
    static let marker = Array("# vflc:".utf8)

    /// The words of the first line, or `nil` when the file has no `# vflc:` line.
    static func of(_ bytes: [UInt8]) -> [String]? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard bytes[start...].starts(with: marker) else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let line = String(decoding: bytes[(start + marker.count)..<end], as: UTF8.self)
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    }

    /// Where `option` (`--columns`, or `--columns=40`) is written in the `# vflc:` line: the
    /// range of that word, for a note pointing at it.
    static func range(of option: String, in bytes: [UInt8]) -> SourceRange? {
        let name = Array(option.utf8)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: marker) else { return nil }
        start += marker.count
        var position = start
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 13 }
            if isSpace(bytes[position]) {
                position += 1
                continue
            }
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), !isSpace(bytes[end]) { end += 1 }
            let word = bytes[position..<end]
            if word.starts(with: name), word.count == name.count || word[position + name.count] == UInt8(ascii: "=") {
                return SourceRange(start: position, end: end)
            }
            position = end
        }
        return nil
    }
}
