import VFL
import VFLSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal around `vflc` allows: whether diagnostics may be coloured.
public enum Terminal {
    /// Whether standard error is a terminal (not a file or a pipe).
    public static func stderrIsTerminal() -> Bool {
        isatty(STDERR_FILENO) != 0
    }

    /// Colour only when standard error is a terminal and `NO_COLOR` is unset (docs/diagnostics.md; any
    /// value of `NO_COLOR`, even empty, turns colour off). `environment` is `nil` to read the
    /// process environment, or a dictionary standing in for it (tests); `isTerminal` likewise
    /// defaults to the real standard error.
    public static func wantsColor(
        environment: [String: String]? = nil,
        isTerminal: Bool = Terminal.stderrIsTerminal()
    ) -> Bool {
        guard isTerminal else { return false }
        if let environment { return environment["NO_COLOR"] == nil }
        return getenv("NO_COLOR") == nil
    }
}
