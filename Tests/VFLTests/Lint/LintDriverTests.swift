import Foundation
import Testing

@testable import VFLDriver

/// `vflc lint` as a command: statuses, `--extract`, JSON diagnostics, usage errors.
@Suite struct LintDriverTests {
    /// Writes `files` into a fresh temporary directory and returns its path.
    static func tree(_ files: [String: String]) throws -> String {
        let directory = ScratchDirectory.url("lint")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory.path
    }

    static let good = """
        func f() {
            let views = ["a": a, "b": b]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-[b]-|", options: .alignAllCenterY, metrics: nil, views: views))
        }

        """
    static let bad = good.replacingOccurrences(of: "-[b]-|", with: "-[c]-|")

    /// Standard error without the run's last line, the summary (`lint-summary`), when it has one.
    static func withoutSummary(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let last = lines.last, last.hasPrefix("note: ") || last.contains(#""id":"lint-summary""#) else {
            return text
        }
        lines.removeLast()
        return lines.map { $0 + "\n" }.joined()
    }

    /// A clean tree exits 0 and prints only the summary; a tree without a call prints nothing.
    @Test func cleanTreeExitsZeroAndPrintsOnlyTheSummary() throws {
        let root = try Self.tree([
            "App/A.swift": Self.good, "App/Sub/B.m": "int x;", "README.md": "[NSLayoutConstraint",
        ])
        let outcome = Driver.run(arguments: ["lint", root])
        #expect(
            outcome
                == Driver.Outcome(
                    status: 0, standardOutput: "", standardError: "note: 1 format string checked; no call skipped\n"))
        let none = try Self.tree(["B.m": "int x;"])
        #expect(
            Driver.run(arguments: ["lint", none]) == Driver.Outcome(status: 0, standardOutput: "", standardError: ""))
    }

    @Test func errorExitsSixtyFiveInSwiftcFormat() throws {
        let root = try Self.tree(["A.swift": Self.bad])
        let outcome = Driver.run(arguments: ["lint", root + "/A.swift"])
        #expect(outcome.status == 65)
        #expect(
            outcome.standardError.hasPrefix(root + "/A.swift:4:37: error: view 'c' is not in the views dictionary\n"))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func jsonDiagnostics() throws {
        let root = try Self.tree(["A.swift": Self.bad])
        let outcome = Driver.run(arguments: ["lint", "--diagnostics-format", "json", root])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains(#""id":"lint-unknown-view""#))
        #expect(outcome.standardError.contains(#""line":4,"column":37"#))
    }

    /// Many files lint on every core, yet report as a serial run would: each file's messages in
    /// the order the files are found, the same bytes as linting the files one at a time.
    @Test func manyFilesReportInOrderAsOneAtATime() throws {
        var files: [String: String] = [:]
        for index in 0..<40 {
            files[String(format: "F%02d.swift", index)] = index % 3 == 0 ? Self.bad : Self.good
        }
        let root = try Self.tree(files)
        let names = files.keys.sorted()
        for arguments in [["lint"], ["lint", "--extract"], ["lint", "--verbose", "--diagnostics-format", "json"]] {
            let together = Driver.run(arguments: arguments + [root])
            let apart = names.map { Driver.run(arguments: arguments + [root + "/" + $0]) }
            #expect(
                Self.withoutSummary(together.standardError)
                    == apart.map { Self.withoutSummary($0.standardError) }.joined())
            #expect(together.standardOutput == apart.map(\.standardOutput).joined())
            #expect(together.status == apart.map(\.status).max())
        }
        #expect(Driver.run(arguments: ["lint", root]).status == 65)
    }

    /// A directory is searched in byte order of its names, into subdirectories, skipping hidden
    /// entries and not following a link to a directory; a link to a file is linted.
    @Test func directoriesAreWalkedInNameOrder() throws {
        let root = try Self.tree([
            "b.swift": Self.bad, "B.swift": Self.bad, "a/z.swift": Self.bad, "ä.swift": Self.bad,
            ".hidden/h.swift": Self.bad, ".h.swift": Self.bad, "notes.txt": Self.bad, "sub/deeper/d.m": "int x;",
        ])
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/a")
        try FileManager.default.createSymbolicLink(atPath: root + "/c.swift", withDestinationPath: root + "/b.swift")
        let outcome = Driver.run(arguments: ["lint", root])
        let files = outcome.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != ":" }.dropFirst(root.count + 1))
        }
        #expect(files == ["B.swift", "a/z.swift", "b.swift", "c.swift", "ä.swift"])
        #expect(outcome.status == 65)
    }

    @Test func extractPrintsVFLStatements() throws {
        let root = try Self.tree(["A.swift": Self.good])
        let outcome = Driver.run(arguments: ["lint", "--extract", root + "/A.swift"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "# from \(root)/A.swift:3\nH:|-[a]-[b]-| options: alignAllCenterY\n")
        // The extracted statement is a valid .vfl file for the compiler.
        let vfl = root + "/extracted.vfl"
        try outcome.standardOutput.write(toFile: vfl, atomically: true, encoding: .utf8)
        #expect(Driver.run(arguments: [vfl, "--width", "375"]).status == 0)
    }

    /// `--extract` keeps the metrics a dictionary literal gives as numbers, so the `.vfl` file it
    /// writes lays out; a value that is not a number literal is named in a comment.
    @Test func extractKeepsNumericMetrics() throws {
        let swift = """
            func f(width: CGFloat) {
                let metrics = ["pad": 16, "w": CGFloat(48), "h": 0.5, "gap": -4, "side": width]
                let views = ["a": a, "b": b]
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(w)]-gap-[b]-pad-|", metrics: metrics, views: views)
            }

            """
        let objectiveC = """
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-top-[a(44)]" options:0 metrics:@{@"top": @(20), @"x": @8.5f} views:@{@"a": a}];
            }

            """
        let root = try Self.tree(["A.swift": swift, "B.m": objectiveC])
        let outcome = Driver.run(arguments: ["lint", "--extract", root])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput == """
                # from \(root)/A.swift:4
                metrics pad=16 w=48 h=0.5 gap=-4
                # metrics not given as numbers in the code: side
                H:|-pad-[a(w)]-gap-[b]-pad-|
                # from \(root)/B.m:2
                metrics top=20 x=8.5
                V:|-top-[a(44)]

                """)
        let vfl = root + "/extracted.vfl"
        try outcome.standardOutput.write(toFile: vfl, atomically: true, encoding: .utf8)
        #expect(Driver.run(arguments: [vfl, "--width", "375"]).status == 0)
    }

    @Test func usageAndMissingFiles() {
        #expect(Driver.run(arguments: ["lint"]).status == 64)
        #expect(Driver.run(arguments: ["lint", "--bogus", "x.swift"]).status == 64)
        #expect(Driver.run(arguments: ["lint", "--format-call", "nolabel", "x.swift"]).status == 64)
        #expect(Driver.run(arguments: ["lint", "/nonexistent/dir"]).status == 66)
        let help = Driver.run(arguments: ["lint", "--help"])
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: vflc lint"))
    }

    @Test func formatCallChecksAWrapper() throws {
        let source = "func g() { view.pin(format: \"H:|[v0\", views: x) }\n"
        let root = try Self.tree(["W.swift": source])
        #expect(Driver.run(arguments: ["lint", root]).status == 0)
        let outcome = Driver.run(arguments: ["lint", "--format-call", "pin:format", root])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("W.swift:1:36: error: expected ']' after view name"))
    }

    // MARK: - Reported as vflc reports

    @Test func unreadableFileIsAJSONLineWhenAsked() {
        let missing = "/nonexistent/lint-door/Missing.swift"
        let json = Driver.run(arguments: ["lint", "--diagnostics-format", "json", missing])
        #expect(json.status == 66)
        #expect(
            json.standardError
                == #"{"severity":"error","id":"unreadable-input","file":"\#(missing)","message":"cannot read '\#(missing)': No such file or directory","notes":[]}"#
                + "\n")
        let text = Driver.run(arguments: ["lint", missing])
        #expect(text.standardError == "error: cannot read '\(missing)': No such file or directory\n")
    }

    @Test func usageErrorsAreTheDriversInBothFormats() {
        let text = Driver.run(arguments: ["lint", "--max-warnings", "many", "x.swift"])
        #expect(text.status == 64)
        #expect(
            text.standardError
                == "error: invalid value 'many' for '--max-warnings <n>': expected a whole number, 0 or more\n"
                + "Usage: vflc lint [<options>] <file> ...\n  See 'vflc lint --help' for more information.\n")
        let json = Driver.run(arguments: [
            "lint", "--diagnostics-format=json", "--suppress", "view-named-onse", "x.swift",
        ])
        #expect(json.status == 64)
        #expect(json.standardError.hasPrefix(#"{"severity":"error","id":"usage-error","message":"invalid value"#))
        #expect(json.standardError.contains("did you mean 'view-named-once'?"))
        #expect(
            json.standardError.hasSuffix(
                #""notes":[{"message":"see 'vflc lint --help' for more information"}]}"# + "\n"))
        #expect(json.standardError.split(separator: "\n").count == 1)
    }

    /// `--verbose` lists calls as catalogued notes: one line each as text, JSON objects as JSON.
    @Test func verboseNotesFollowTheDiagnosticsFormat() throws {
        let root = try Self.tree(["A.swift": Self.good])
        let text = Driver.run(arguments: ["lint", "--verbose", root + "/A.swift"])
        #expect(
            text.standardError
                == "\(root)/A.swift:3:52: note: NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): checked (views: 2 known keys, metrics: nil)\n"
                + "note: 1 format string checked; no call skipped\n")
        let json = Driver.run(arguments: ["lint", "--verbose", "--diagnostics-format", "json", root + "/A.swift"])
        #expect(
            json.standardError.hasPrefix(
                #"{"severity":"note","id":"lint-call-checked","file":"\#(root)/A.swift","line":3,"column":52"#))
        #expect(
            json.standardError.hasSuffix(
                #"{"severity":"note","id":"lint-summary","message":"1 format string checked; no call skipped","notes":[]}"#
                    + "\n"))
        #expect(json.standardError.split(separator: "\n").count == 2)
    }

    /// A Swift source whose `// vflc-ignore:` comments name ids: a real comment is read (an
    /// unknown id warns, with a did-you-mean), the same text inside a string is not a comment,
    /// and errors are never dropped by one.
    static let ignoring = """
        func f() {
            let views = ["a": a]
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[b]|", metrics: nil, views: views) // vflc-ignore: lint-unknown-view
            let s = "// vflc-ignore: not-an-id" // vflc-ignore: lint-unknown-veiw
            let t = 1 // vflc-ignore: nothing-here
        }

        """

    @Test func vflcIgnoreCommentsInASwiftSource() throws {
        let root = try Self.tree(["I.swift": Self.ignoring])
        let path = root + "/I.swift"
        let outcome = Driver.run(arguments: ["lint", path])
        #expect(outcome.status == 65)
        let headers = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix(path) }
        #expect(
            headers == [
                "\(path):4:57: warning: unknown diagnostic id 'lint-unknown-veiw' in 'vflc-ignore'",
                "\(path): note: did you mean 'lint-unknown-view'?",
                "\(path):5:31: warning: unknown diagnostic id 'nothing-here' in 'vflc-ignore'",
                "\(path):3:63: error: view 'b' is not in the views dictionary",
                "\(path):2:18: note: did you mean 'a'?",
            ])
        // A file without a call is not lexed, so its comments are not read.
        let plain = try Self.tree(["P.swift": "let t = 1 // vflc-ignore: nothing-here\n"])
        #expect(
            Driver.run(arguments: ["lint", plain]) == Driver.Outcome(status: 0, standardOutput: "", standardError: ""))
    }

    @Test func suppressStrictAndMaxWarningsAsForVFLFiles() throws {
        let root = try Self.tree(["I.swift": Self.ignoring.replacingOccurrences(of: "[b]", with: "[a]")])
        let path = root + "/I.swift"
        let plain = Driver.run(arguments: ["lint", path])
        #expect(plain.status == 0)
        #expect(plain.standardError.components(separatedBy: ": warning: ").count == 3)
        // --suppress drops warnings by id; an error's id is a usage error, as for .vfl files.
        let bad = try Self.tree(["B.swift": Self.bad])
        let suppressed = Driver.run(arguments: ["lint", "--suppress", "lint-unknown-view", bad])
        #expect(suppressed.status == 64 && suppressed.standardError.contains("only warnings can be suppressed"))
        // --strict turns the warnings into errors.
        #expect(Driver.run(arguments: ["lint", "--strict", path]).status == 65)
        // --max-warnings shows the first N, then the driver's summary note.
        let limited = Driver.run(arguments: ["lint", "--max-warnings", "1", path])
        #expect(limited.status == 0)
        #expect(limited.standardError.components(separatedBy: ": warning: ").count == 2)
        #expect(Self.withoutSummary(limited.standardError).hasSuffix("\(path): note: 1 more warning not shown\n"))
        let json = Driver.run(arguments: ["lint", "--max-warnings=0", "--diagnostics-format", "json", path])
        #expect(
            Self.withoutSummary(json.standardError)
                == #"{"severity":"note","id":"warnings-not-shown","file":"\#(path)","message":"2 more warnings not shown","notes":[]}"#
                + "\n")
    }

    @Test func colorAsForVFLFiles() throws {
        let root = try Self.tree(["A.swift": Self.bad])
        let bold = "\u{1B}[1m"
        #expect(Driver.run(arguments: ["lint", root], coloredDiagnostics: true).standardError.contains(bold))
        #expect(!Driver.run(arguments: ["lint", root], coloredDiagnostics: false).standardError.contains(bold))
        #expect(Driver.run(arguments: ["lint", "--color", "always", root]).standardError.contains(bold))
        let never = Driver.run(arguments: ["lint", "--color=never", root], coloredDiagnostics: true)
        #expect(never.status == 65 && !never.standardError.contains(bold))
        #expect(Driver.run(arguments: ["lint", "--color", "sometimes", root]).status == 64)
    }

    // MARK: - The configuration file

    /// `.vflc-lint` is found from the working directory upward; its options come before the
    /// command line's; `--no-config` ignores it; a bad option in it is a usage error naming it.
    @Test func configurationFileFromTheWorkingDirectoryUp() throws {
        let source = "- (void)f {\n    CONSTRAIN(self.view, a, @\"H:|-[a]-(\");\n}\n"
        let root = try Self.tree([
            ".vflc-lint": "# this project's wrappers\n--format-call CONSTRAIN:3\n\n--strict  --max-warnings 5\n",
            "App/Sub/A.m": source,
        ])
        let found = try LintConfiguration.find(from: root + "/App/Sub").get()
        #expect(found?.path == root + "/.vflc-lint")
        #expect(found?.arguments == ["--format-call", "CONSTRAIN:3", "--strict", "--max-warnings", "5"])
        #expect(try LintConfiguration.find(from: "/").get() == nil)
        let defaults = try LintOptions.parse(found?.arguments ?? [], configuration: true).get()
        let options = try LintOptions.parse(["--format-call", "pin:2", "A.m"], over: defaults).get()
        #expect(options.formatCalls.map(\.name) == ["CONSTRAIN", "pin"])
        #expect(options.strict && options.maxWarnings == 5 && options.inputs == ["A.m"])
        #expect(throws: UsageError.self) { try LintOptions.parse(["A.m"], configuration: true).get() }

        // The tool itself, run in a subdirectory of the project.
        let executable = try VFLCProcess.locate()
        func lint(_ arguments: [String]) throws -> (status: Int32, errors: String) {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["lint"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: root + "/App/Sub")
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let withFile = try lint(["A.m"])
        #expect(withFile.status == 65)
        #expect(withFile.errors.hasPrefix("A.m:2:40: error: expected"))
        #expect(try lint(["--no-config", "A.m"]).status == 0)
        try "--format-call\n".write(toFile: root + "/.vflc-lint", atomically: true, encoding: .utf8)
        let bad = try lint(["A.m"])
        #expect(bad.status == 64)
        #expect(bad.errors.contains("note: in the options of the configuration file '\(root)/.vflc-lint'"))
    }
}
