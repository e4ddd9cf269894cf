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

    /// `--color auto`: colour only when standard error is a terminal, `TERM` is not `dumb`, and
    /// `NO_COLOR` is unset or empty (no-color.org: an empty value does not disable colour).
    /// `environment` is `nil` to read the process environment, or a dictionary standing in for it
    /// (tests); `isTerminal` likewise defaults to the real standard error.
    public static func wantsColor(
        environment: [String: String]? = nil,
        isTerminal: Bool = Terminal.stderrIsTerminal()
    ) -> Bool {
        guard isTerminal else { return false }
        func value(_ name: String) -> String? {
            if let environment { return environment[name] }
            guard let pointer = getenv(name) else { return nil }
            return String(cString: pointer)
        }
        if let noColor = value("NO_COLOR"), !noColor.isEmpty { return false }
        return value("TERM") != "dumb"
    }

    /// Whether diagnostics are coloured under `--color mode`; `auto` asks `wantsColor`'s
    /// question, whose answer for this process is `automatic`.
    public static func colors(_ mode: CommandLineOptions.ColorMode, automatic: Bool) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .auto: automatic
        }
    }
}
