#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether two paths name one file, however they are typed: `a.vfl`, `./a.vfl`, `x/../a.vfl`, a
/// symbolic link to it (compared by `realpath`) or a hard link (the same device and inode). Used
/// so that vflc never writes over one of its inputs.
enum PathIdentity {
    /// The canonical absolute path of an existing file, every link resolved; `nil` when the
    /// file does not exist (or cannot be resolved).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `a` and `b` both exist and are the same file. A path that does not exist is no
    /// existing file's name, so writing it overwrites nothing.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        guard let first = realPath(a), let second = realPath(b) else { return false }
        if first == second { return true }
        var statA = stat()
        var statB = stat()
        guard stat(first, &statA) == 0, stat(second, &statB) == 0 else { return false }
        return statA.st_dev == statB.st_dev && statA.st_ino == statB.st_ino
    }
}
