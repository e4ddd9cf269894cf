import Foundation
import Testing

@testable import VFLDriver

/// `vflc lint` as a command: statuses, `--extract`, JSON diagnostics, usage errors.
@Suite struct LintDriverTests {
    /// Writes `files` into a fresh temporary directory and returns its path.
    static func tree(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
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

    @Test func cleanTreeExitsZeroAndPrintsNothing() throws {
        let root = try Self.tree([
            "App/A.swift": Self.good, "App/Sub/B.m": "int x;", "README.md": "[NSLayoutConstraint",
        ])
        let outcome = Driver.run(arguments: ["lint", root])
        #expect(outcome == Driver.Outcome(status: 0, standardOutput: "", standardError: ""))
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
            #expect(together.standardError == apart.map(\.standardError).joined())
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
}
