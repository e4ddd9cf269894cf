import VFLLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The source files under `vflc lint`'s arguments: a file is taken when it is Swift or
/// Objective-C (`.swift`, `.m`, `.mm`); a directory is searched recursively, in name order, not
/// following symbolic links to directories (so a link cycle cannot loop) and skipping hidden
/// entries (`.git`, `.build`).
enum SourceTree {
    enum Entry: Equatable {
        case file(String, SourceLanguage)
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
            } else if let language = SourceLanguage(path: path) {
                entries.append(.file(path, language))
            }
        }
        return entries
    }

    private static func walk(_ directory: String, into entries: inout [Entry]) {
        guard let handle = opendir(directory) else {
            entries.append(.unreadable(directory, FileError.describe(errno)))
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        closedir(handle)
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = base + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(path, into: &entries)
            } else if let language = SourceLanguage(path: path) {
                entries.append(.file(path, language))
            }
        }
    }
}
