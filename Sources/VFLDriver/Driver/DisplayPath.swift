#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an input is named in outputs and diagnostics (docs/cli.md): the path as given, made
/// relative to the current directory when it lies below it, with `.` steps and repeated slashes
/// removed, so `Examples/a.vfl`, `./Examples/a.vfl` and `$PWD/Examples/a.vfl` all give
/// `Examples/a.vfl` and golden files do not depend on how a path was typed. Standard input is
/// `<stdin>`. The names are worked out on the text alone (symbolic links are not followed).
enum DisplayPath {
    static func name(for path: String, currentDirectory: String? = DisplayPath.currentDirectory()) -> String {
        if path == "-" { return "<stdin>" }
        if path.isEmpty { return path }
        let absolute = path.hasPrefix("/")
        let components = path.split(separator: "/").map(String.init)
        if !absolute && !components.contains("..") {
            let kept = components.filter { $0 != "." }
            return kept.isEmpty ? "." : joined(kept)
        }
        guard let normalized = normalize((absolute ? [] : split(currentDirectory ?? "")) + components) else {
            return path
        }
        if let currentDirectory {
            let base = split(currentDirectory)
            if normalized.count > base.count, Array(normalized.prefix(base.count)) == base {
                return joined(normalized.dropFirst(base.count))
            }
        }
        // Outside the current directory: an absolute path stays absolute (tidied), a relative one
        // stays as typed (`../layouts/a.vfl`), never turned absolute.
        return absolute ? "/" + joined(normalized) : path
    }

    /// The absolute components, with `.` and `..` resolved; `nil` when `..` climbs above `/`.
    private static func normalize(_ components: [String]) -> [String]? {
        var result: [String] = []
        for component in components {
            switch component {
            case ".", "": continue
            case "..":
                if result.isEmpty { return nil }
                result.removeLast()
            default: result.append(component)
            }
        }
        return result
    }

    /// The components with `/` between them. Written out rather than with the standard library's
    /// `joined(separator:)`, whose unspecialized generic form looks up its associated types at run
    /// time (demangling them) on its first call: a sizeable part of a small file's whole run.
    private static func joined(_ components: some Collection<String>) -> String {
        var path = ""
        for (index, component) in components.enumerated() {
            if index > 0 { path += "/" }
            path += component
        }
        return path
    }

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    /// `getcwd`, or `nil` when it cannot be found (a removed directory).
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
