import VFLLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files under `vflc lint`'s arguments: a file is taken when it is Swift or Objective-C
/// (`.swift`, `.m`, `.mm`) or an Interface Builder document (`.storyboard`, `.xib`); a directory is searched recursively, in name order, not
/// following symbolic links to directories (so a link cycle cannot loop) and skipping hidden
/// entries (`.git`, `.build`).
enum SourceTree {
    enum Entry: Equatable {
        case file(String, SourceLanguage)
        /// A storyboard or a xib.
        case document(String)
        /// An argument that does not exist or cannot be listed: the error text.
        case unreadable(String, String)
    }

    static func files(under paths: [String]) -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                entries.append(.unreadable(path, FileError.describe(errno)))
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(path, into: &entries)
            } else if let linted = lintedEntry(path) {
                entries.append(linted)
            }
        }
        return entries
    }

    private static func walk(_ directory: String, into entries: inout [Entry]) {
        guard let handle = opendir(directory) else {
            entries.append(.unreadable(directory, FileError.describe(errno)))
            return
        }
        // Names are kept as bytes, with the kind `readdir` reports, and sorted bytewise: no
        // `lstat` per file (a thousand files cost a thousand system calls otherwise) unless the
        // file system leaves the kind unknown.
        var listed: [(name: [UInt8], kind: UInt8)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name.first == UInt8(ascii: ".") { continue }
            listed.append((name, entry.pointee.d_type))
        }
        closedir(handle)
        listed.sort { $0.name.lexicographicallyPrecedes($1.name) }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for (bytes, kind) in listed {
            let path = base + String(decoding: bytes, as: UTF8.self)
            if isDirectory(path, kind: kind) {
                walk(path, into: &entries)
            } else if let linted = lintedEntry(path) {
                entries.append(linted)
            }
        }
    }

    /// The entry for a file lint reads, by its extension; `nil` for any other file.
    private static func lintedEntry(_ path: String) -> Entry? {
        if let language = SourceLanguage(path: path) { return .file(path, language) }
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return .document(path) }
        return nil
    }

    /// Whether a listed entry is a directory (not a link to one), from `readdir`'s kind when the
    /// file system gives it, else from `lstat`. An entry that vanished counts as a file: opening
    /// it then reports the error.
    private static func isDirectory(_ path: String, kind: UInt8) -> Bool {
        if kind != UInt8(DT_UNKNOWN) { return kind == UInt8(DT_DIR) }
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFDIR
    }
}
