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
}
