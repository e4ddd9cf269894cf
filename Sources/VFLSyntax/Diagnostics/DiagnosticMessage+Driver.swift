/// Messages of the command line and of files as a whole: usage errors, inputs that cannot be
/// read and outputs that cannot be written (so `--diagnostics-format json` carries them too),
/// warning control.
extension DiagnosticMessage {
    /// `message` is the usage error's own text (`unknown option '--widht'; did you mean …`).
    package static func usageError(_ message: String) -> DiagnosticMessage {
        DiagnosticMessage(.usageError, message)
    }

    /// `reason` is `strerror`'s text or vflc's own (`No such file or directory`).
    package static func unreadableInput(_ path: String, reason: String) -> DiagnosticMessage {
        DiagnosticMessage(.unreadableInput, "cannot read '\(path)': \(reason)")
    }

    package static func unwritableOutput(_ path: String, reason: String) -> DiagnosticMessage {
        DiagnosticMessage(.unwritableOutput, "cannot write '\(path)': \(reason)")
    }

    /// The summary after `--max-warnings`: `12 more warnings not shown`.
    package static func warningsNotShown(_ count: Int) -> DiagnosticMessage {
        DiagnosticMessage(.warningsNotShown, "\(count) more warning\(count == 1 ? "" : "s") not shown")
    }

    /// `--check`: the output is not the golden file's text (exit 1). As text, vflc prints the
    /// unified diff alone; as JSON, this message with the diff under `"diff"`.
    package static func goldenDiffers(_ path: String) -> DiagnosticMessage {
        DiagnosticMessage(.goldenDiffers, "the output differs from '\(path)'")
    }

    /// `--update`: a golden file was rewritten (as text, `updated PATH`).
    package static func goldenUpdated(_ path: String) -> DiagnosticMessage {
        DiagnosticMessage(.goldenUpdated, "updated '\(path)'")
    }

    /// An option of a file's `# vflc:` line that shapes another format than the one printed
    /// (`--columns` when the command line asks for JSON): dropped, so the line never locks the
    /// output format.
    package static func fileOptionIgnored(_ option: String, format: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .fileOptionIgnored,
            "'\(option)' in the '# vflc:' line is ignored: it shapes the ASCII diagram, and the output is '--format \(format)'"
        )
    }

    /// An id in a `# vflc-ignore:` comment that names no diagnostic.
    package static func unknownDiagnosticID(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.unknownDiagnosticID, "unknown diagnostic id '\(id)' in 'vflc-ignore'")
    }
}

/// Notes of the command line.
extension Diagnostic.Note {
    /// After a missing golden file under `--check`: how to create it.
    package static func updateCreates(_ path: String) -> Diagnostic.Note {
        Diagnostic.Note("run again with '--update' to create '\(path)'")
    }

    /// After a usage error: where the help is.
    package static let seeHelp = Diagnostic.Note("see 'vflc --help' for more information")

    /// A usage error that comes from a file's own `# vflc:` line.
    package static func fileArguments(_ path: String) -> Diagnostic.Note {
        Diagnostic.Note("with the arguments of the '# vflc:' line of '\(path)'")
    }
}
