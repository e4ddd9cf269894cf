#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A project's `vflc lint` options, checked in as `.vflc-lint` (docs/lint.md): the first such file
/// in the working directory or a directory above it. One or more options a line, as on the
/// command line (words split on spaces and tabs, no quoting); a line whose first word starts
/// with `#` is a comment. Options only, no files; the command line's options come after them.
enum LintConfiguration {
    static let fileName = ".vflc-lint"

    /// The configuration file that applies in `directory` (the working directory when `nil`):
    /// its path and its words; `nil` when there is none. A file that exists but cannot be read
    /// is an error.
    static func find(from directory: String? = nil) -> Result<(path: String, arguments: [String])?, FileError> {
        guard var folder = directory ?? workingDirectory() else { return .success(nil) }
        while true {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + fileName
            switch FileIO.read(path: path) {
            case .success(let bytes): return .success((path, words(bytes)))
            case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR: break
            case .failure(let error): return .failure(error)
            }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return .success(nil) }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// The words of a configuration file, comments left out.
    static func words(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var words: [String] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let lineWords = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = lineWords.first, !first.hasPrefix("#") else { continue }
            words += lineWords.map(String.init)
        }
        return words
    }

    private static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
