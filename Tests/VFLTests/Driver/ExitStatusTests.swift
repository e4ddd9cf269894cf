import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// The driver's side of "trust every exit status" (docs/cli.md): checked writes, a file's own
/// arguments, path-independent names, several files, JSON for every diagnostic, warning control.
@Suite struct ExitStatusTests {
    /// A fresh directory holding `files` (name → contents).
    private func directory(with files: [String: String]) throws -> String {
        let path = ScratchDirectory.url("exit").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    private var examples: String { TestSupport.examplesDirectory.path }

    // MARK: 1. Failed writes

    @Test func failedWriteToStandardOutputIsExit73() {
        let outcome = Driver.run(
            arguments: [examples + "/findbar.vfl"], coloredDiagnostics: false, errorSink: nil,
            outputSink: { _ in .failure(FileError(writing: "<stdout>", errno: ENOSPC)) })
        #expect(outcome.status == 73)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: cannot write '<stdout>': No space left on device\n")
    }

    @Test func failedWriteIsAJSONLine() {
        let outcome = Driver.run(
            arguments: [examples + "/findbar.vfl", "--diagnostics-format", "json"], coloredDiagnostics: false,
            errorSink: nil, outputSink: { _ in .failure(FileError(writing: "<stdout>", errno: ENOSPC)) })
        #expect(outcome.status == 73)
        #expect(
            outcome.standardError
                == "{\"severity\":\"error\",\"id\":\"unwritable-output\",\"file\":\"<stdout>\",\"message\":\"cannot write '<stdout>': No space left on device\",\"notes\":[]}\n"
        )
    }

    /// The real executable with standard output on `/dev/full` (Linux): every write fails.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func devFullIsExit73() throws {
        let executable = try VFLCProcess.locate()
        let findbar = examples + "/findbar.vfl"
        for arguments in [
            [findbar, "--width", "375"], [findbar, "--width", "375", "--format", "svg"], [findbar, "-o", "-"],
            ["--help"],
        ] {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 73, "\(arguments)")
            #expect(text == "error: cannot write '<stdout>': No space left on device\n")
        }
    }

    @Test func dashOutputIsStandardOutput() throws {
        let folder = try directory(with: [:])
        let outcome = Driver.run(arguments: [examples + "/findbar.vfl", "-o", "-"])
        let plain = Driver.run(arguments: [examples + "/findbar.vfl"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == plain.standardOutput)
        #expect(!outcome.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    // MARK: 4. The file's own arguments

    @Test func everyExampleChecksAtItsOwnSize() {
        let files = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")
        for format in ["json", "ascii", "svg"] {
            // An SVG draws one layout: examples that sweep have none.
            let inputs = files.filter { format != "svg" || !TestSupport.sweeps($0) }.map(\.path)
            let outcome = Driver.run(arguments: inputs + ["--check-dir", examples, "--format", format])
            #expect(outcome.status == 0, "\(format): \(outcome.standardError)")
        }
    }

    @Test func updateRecordsAtTheFilesOwnSize() throws {
        let golden = try directory(with: [:])
        let inputs = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")
        let outcome = Driver.run(arguments: inputs.map(\.path) + ["--check-dir", golden, "--update"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        for input in inputs {
            let name = input.deletingPathExtension().lastPathComponent + ".json"
            let recorded = try String(contentsOfFile: golden + "/" + name, encoding: .utf8)
            let expected = try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
            #expect(recorded == expected, "\(name)")
        }
    }

    @Test func commandLineOverridesOptionByOption() throws {
        let folder = try directory(with: [
            "a.vfl": "# vflc: --width 200 --height 50 --format ascii --columns 40\nH:|-[box]-|\nV:|-[box]-|\n",
            "b.vfl": "# vflc: --width 100 --height 60\nH:|[box]|\nV:|[box]|\n",
        ])
        // --width from the command line, --height and the ASCII options from the file.
        let own = Driver.run(arguments: [folder + "/a.vfl", "--width", "300", "--format", "json", "--columns", "80"])
        #expect(own.status == 64, "a file's --columns is overridden, but the command line's has no effect with json")
        let merged = Driver.run(arguments: [folder + "/a.vfl", "--width", "300"])
        #expect(merged.status == 0)
        #expect(merged.standardOutput.hasPrefix("300 x 50  wC hC\n+" + String(repeating: "-", count: 38) + "+\n"))
        let overridden = Driver.run(arguments: [folder + "/b.vfl", "--height", "10"])
        #expect(overridden.standardOutput.hasPrefix("{\"width\":100,\"height\":10,"))
        // Several files: each its own merged options.
        let both = Driver.run(arguments: [folder + "/b.vfl", folder + "/b.vfl", "--width", "70"])
        #expect(both.standardOutput.components(separatedBy: "\"width\":70,\"height\":60,\"traits\"").count == 3)
    }

    /// Several files as ASCII: each file's diagrams start with `==> FILE <==`; one file has no label.
    @Test func severalASCIIDiagramsAreLabelled() throws {
        let folder = try directory(with: ["a.vfl": "H:|[box]|\nV:|[box]|\n", "b.vfl": "H:|[bar]|\nV:|[bar]|\n"])
        let arguments = ["--width", "100", "--height", "40", "--format", "ascii"]
        let both = Driver.run(arguments: [folder + "/a.vfl", folder + "/b.vfl"] + arguments)
        let one = Driver.run(arguments: [folder + "/a.vfl"] + arguments)
        let other = Driver.run(arguments: [folder + "/b.vfl"] + arguments)
        #expect(both.status == 0)
        #expect(one.standardOutput.hasPrefix("100 x 40"))
        #expect(
            both.standardOutput
                == "==> \(folder)/a.vfl <==\n" + one.standardOutput + "==> \(folder)/b.vfl <==\n" + other.standardOutput
        )
    }

    /// Several files' SVGs would be several documents in one stream: a file's own `--format svg`
    /// among several files is a usage error naming it; alone, or with `--check-dir`, it draws.
    @Test func aFilesOwnSVGAmongSeveralIsAUsageError() throws {
        let folder = try directory(with: [
            "a.vfl": "H:|[a]|\nV:|[a]|\n", "b.vfl": "# vflc: --format svg\nH:|[b]|\nV:|[b]|\n",
        ])
        let size = ["--width", "100", "--height", "40"]
        let both = Driver.run(arguments: [folder + "/a.vfl", folder + "/b.vfl"] + size)
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("error: '--format svg' draws one file as one document"))
        #expect(both.standardError.contains("note: with the arguments of the '# vflc:' line of '\(folder)/b.vfl'"))
        #expect(Driver.run(arguments: [folder + "/b.vfl"] + size).standardOutput.hasPrefix("<?xml"))
        let golden = try directory(with: [:])
        let recorded = Driver.run(
            arguments: [folder + "/a.vfl", folder + "/b.vfl", "--check-dir", golden, "--update"] + size)
        #expect(recorded.status == 0)
    }

    /// A device on the command line replaces the file's size setup as a whole.
    @Test func commandLineDeviceReplacesTheFilesSize() throws {
        let folder = try directory(with: [
            "a.vfl": "# vflc: --width 200 --height 50\nH:|[box]|\nV:|[box]|\n",
            "b.vfl": "# vflc: --device ipad --landscape --split 1/3\nH:|[box]|\nV:|[box]|\n",
        ])
        let a = Driver.run(arguments: [folder + "/a.vfl", "--device", "iphone5"])
        #expect(a.standardOutput.hasPrefix("{\"width\":320,\"height\":568,"))
        let b = Driver.run(arguments: [folder + "/b.vfl", "--device", "iphone6"])
        #expect(b.status == 0, "the file's --split does not apply to the command line's iPhone")
        #expect(b.standardOutput.hasPrefix("{\"width\":375,\"height\":667,"))
        let c = Driver.run(arguments: [folder + "/b.vfl", "--split", "2/3"])
        #expect(c.standardOutput.hasPrefix("{\"width\":694,\"height\":768,"))
    }

    @Test func fileArgumentsTakeNoRunOptions() throws {
        let folder = try directory(with: [
            "a.vfl": "# vflc: --width 200 -o out.json\nH:|[box]|\n",
            "b.vfl": "# vflc: --landscape\nH:|[box]|\n",
        ])
        let output = Driver.run(arguments: [folder + "/a.vfl"])
        #expect(output.status == 64)
        #expect(
            output.standardError.hasPrefix(
                "error: '--output' concerns the whole run and cannot be given in a file's '# vflc:' line\nnote: with the arguments of the '# vflc:' line of '"
            ))
        let landscape = Driver.run(arguments: [folder + "/b.vfl"])
        #expect(landscape.status == 64)
        #expect(landscape.standardError.hasPrefix("error: '--landscape' needs a device ('--device')\nnote:"))
        #expect(Driver.run(arguments: [folder + "/b.vfl", "--device", "iphone6"]).status == 0)
    }

    @Test func fileArgumentsAreReadFromTheFirstLineOnly() {
        #expect(FileArguments.of(Array("# vflc: --width 375\tx\n# vflc: --strict\n".utf8)) == ["--width", "375", "x"])
        #expect(FileArguments.of([0xEF, 0xBB, 0xBF] + Array("# vflc: --strict".utf8)) == ["--strict"])
        #expect(FileArguments.of(Array("H:|[a]|\n# vflc: --strict\n".utf8)) == nil)
        #expect(FileArguments.of([]) == nil)
    }

    // MARK: 5. Path-independent outputs

    @Test func inputsAreNamedRelativeToTheCurrentDirectory() {
        let cwd = "/home/me/app"
        #expect(DisplayPath.name(for: "Examples/a.vfl", currentDirectory: cwd) == "Examples/a.vfl")
        #expect(DisplayPath.name(for: "./Examples/a.vfl", currentDirectory: cwd) == "Examples/a.vfl")
        #expect(DisplayPath.name(for: ".//Examples/./a.vfl", currentDirectory: cwd) == "Examples/a.vfl")
        #expect(DisplayPath.name(for: "/home/me/app/Examples/a.vfl", currentDirectory: cwd) == "Examples/a.vfl")
        #expect(DisplayPath.name(for: "Examples/../Examples/a.vfl", currentDirectory: cwd) == "Examples/a.vfl")
        #expect(DisplayPath.name(for: "../other/a.vfl", currentDirectory: cwd) == "../other/a.vfl")
        #expect(
            DisplayPath.name(for: "/home/me/application/a.vfl", currentDirectory: cwd) == "/home/me/application/a.vfl")
        #expect(DisplayPath.name(for: "/tmp/./a.vfl", currentDirectory: cwd) == "/tmp/a.vfl")
        #expect(DisplayPath.name(for: "-", currentDirectory: cwd) == "<stdin>")
    }

    /// The executable, run from the package root, gives identical IR and Swift however the path is typed.
    @Test func irAndSwiftDoNotDependOnHowThePathWasTyped() throws {
        let executable = try VFLCProcess.locate()
        let root = TestSupport.packageRoot
        for format in ["ir", "swift"] {
            var outputs: [String] = []
            for path in ["Examples/findbar.vfl", "./Examples/findbar.vfl", root.path + "/Examples/findbar.vfl"] {
                let process = Process()
                process.executableURL = executable
                process.arguments = [path, "--format", format]
                process.currentDirectoryURL = root
                let pipe = Pipe()
                process.standardOutput = pipe
                try process.run()
                outputs.append(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            #expect(outputs[0].contains("Examples/findbar.vfl:"))
            #expect(outputs[1] == outputs[0], "\(format)")
            #expect(outputs[2] == outputs[0], "\(format)")
            #expect(!outputs[0].contains(root.path))
        }
    }

    // MARK: 7. Several files

    @Test func severalFilesPrintOneDocumentEachWithAFileKey() throws {
        let folder = try directory(with: [
            "a.vfl": "# vflc: --width 100 --height 40\nH:|[a]|\nV:|[a]|\n",
            "b.vfl": "# vflc: --width 320,375 --height 40\nH:|[b]|\nV:|[b]|\n",
        ])
        let one = Driver.run(arguments: [folder + "/a.vfl"])
        #expect(
            one.standardOutput
                == "{\"width\":100,\"height\":40,\"traits\":\"wC hC\",\"views\":{\n  \"a\":{\"x\":0,\"y\":0,\"width\":100,\"height\":40}}}\n"
        )
        let name = DisplayPath.name(for: folder)
        let two = Driver.run(arguments: [folder + "/a.vfl", folder + "/b.vfl"])
        #expect(
            two.standardOutput
                == "{\"file\":\"\(name)/a.vfl\",\"width\":100,\"height\":40,\"traits\":\"wC hC\",\"views\":{\n  \"a\":{\"x\":0,\"y\":0,\"width\":100,\"height\":40}}}\n"
                + "[{\"file\":\"\(name)/b.vfl\",\"width\":320,\"height\":40,\"traits\":\"wC hC\",\"views\":{\n  \"b\":{\"x\":0,\"y\":0,\"width\":320,\"height\":40}}},\n"
                + "{\"file\":\"\(name)/b.vfl\",\"width\":375,\"height\":40,\"traits\":\"wC hC\",\"views\":{\n  \"b\":{\"x\":0,\"y\":0,\"width\":375,\"height\":40}}}]\n"
        )
    }

    // MARK: 9. Every diagnostic in JSON

    @Test func usageAndFileErrorsAreJSONLines() throws {
        let usage = Driver.run(arguments: ["--widht", "3", "a.vfl", "--diagnostics-format=json"])
        #expect(usage.status == 64)
        #expect(
            usage.standardError
                == "{\"severity\":\"error\",\"id\":\"usage-error\",\"message\":\"unknown option '--widht'; did you mean '--width'?\",\"notes\":[{\"message\":\"see 'vflc --help' for more information\"}]}\n"
        )
        let missing = Driver.run(arguments: ["/nonexistent/a.vfl", "--diagnostics-format", "json"])
        #expect(missing.status == 66)
        #expect(
            missing.standardError
                == "{\"severity\":\"error\",\"id\":\"unreadable-input\",\"file\":\"/nonexistent/a.vfl\",\"message\":\"cannot read '/nonexistent/a.vfl': No such file or directory\",\"notes\":[]}\n"
        )
        let folder = try directory(with: [:])
        let unwritable = Driver.run(arguments: [
            examples + "/findbar.vfl", "-o", folder + "/no/such/dir/out.json", "--diagnostics-format", "json",
        ])
        #expect(unwritable.status == 73)
        #expect(unwritable.standardError.hasPrefix("{\"severity\":\"error\",\"id\":\"unwritable-output\","))
    }

    @Test func usageErrorsStartInLowerCase() {
        let outcome = Driver.run(arguments: ["--widht", "3", "a.vfl"])
        #expect(outcome.standardError.hasPrefix("error: unknown option '--widht'; did you mean '--width'?\n"))
    }

    // MARK: 13. A missing golden file

    @Test func missingGoldenSaysUpdateCreatesIt() throws {
        let folder = try directory(with: [:])
        let outcome = Driver.run(arguments: [examples + "/findbar.vfl", "--check", folder + "/new.json"])
        #expect(outcome.status == 66)
        #expect(
            outcome.standardError
                == "error: cannot read '\(folder)/new.json': No such file or directory\nnote: run again with '--update' to create '\(folder)/new.json'\n"
        )
    }

    /// Under `--diagnostics-format json`, a difference and an update are JSON lines like every
    /// other diagnostic: the diff whole under `"diff"`, the update a note.
    @Test func checkReportsAsJSON() throws {
        let folder = try directory(with: ["old.json": "{}\n"])
        let golden = folder + "/old.json"
        let differs = Driver.run(arguments: [
            examples + "/findbar.vfl", "--width", "375", "--check", golden, "--diagnostics-format", "json",
        ])
        #expect(differs.status == 1)
        #expect(
            differs.standardError.hasPrefix(
                "{\"severity\":\"error\",\"id\":\"golden-differs\",\"file\":\"\(golden)\","
                    + "\"message\":\"the output differs from '\(golden)'\",\"notes\":[],\"diff\":\"--- \(golden)\\n"))
        #expect(differs.standardError.hasSuffix("\"}\n"))
        #expect(differs.standardError.filter { $0 == "\n" }.count == 1)
        let updated = Driver.run(arguments: [
            examples + "/findbar.vfl", "--width", "375", "--check", golden, "--update", "--diagnostics-format", "json",
        ])
        #expect(updated.status == 0)
        #expect(
            updated.standardError
                == "{\"severity\":\"note\",\"id\":\"golden-updated\",\"file\":\"\(golden)\",\"message\":\"updated '\(golden)'\",\"notes\":[]}\n"
        )
        let text = Driver.run(arguments: [examples + "/findbar.vfl", "--width", "375", "--check", golden])
        #expect(text.status == 0 && text.standardError.isEmpty)
    }

    // MARK: 10. Warning control

    private static let brokenWidths = "H:|[a(50@500)]|\nH:|[b(50@500)]|\nH:|[c(50@500)]|\nV:|[a(10)][b(10)][c(10)]|\n"

    @Test func suppressDropsWarningsByID() throws {
        let folder = try directory(with: ["w.vfl": Self.brokenWidths])
        let all = Driver.run(arguments: [folder + "/w.vfl", "--width", "300"])
        #expect(all.standardError.components(separatedBy: "warning: optional constraint").count == 4)
        let none = Driver.run(arguments: [
            folder + "/w.vfl", "--width", "300", "--suppress", "optional-constraint-broken",
        ])
        #expect(none.status == 0)
        #expect(none.standardError.isEmpty)
        let strict = Driver.run(arguments: [
            folder + "/w.vfl", "--width", "300", "--strict", "--suppress=optional-constraint-broken",
        ])
        #expect(strict.status == 0, "suppressed warnings do not fail --strict")
    }

    @Test func maxWarningsPrintsASummary() throws {
        let folder = try directory(with: ["w.vfl": Self.brokenWidths])
        let outcome = Driver.run(arguments: [folder + "/w.vfl", "--width", "300", "--max-warnings", "1"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.components(separatedBy: ": warning: ").count == 2)
        #expect(outcome.standardError.hasSuffix("w.vfl: note: 2 more warnings not shown\n"))
        let zero = Driver.run(arguments: [folder + "/w.vfl", "--width", "300", "--max-warnings", "0"])
        #expect(zero.standardError.hasSuffix("w.vfl: note: 3 more warnings not shown\n"))
        #expect(!zero.standardError.contains(": warning: "))
    }

    @Test func ignoreCommentSilencesOneStatement() throws {
        let source = """
            H:|[a(50@500)]| # vflc-ignore: optional-constraint-broken
            H:|[b(50@500)]|
            V:|[a(10)][b(10)]| // vflc-ignore: view-named-once, optional-constraint-brokn

            """
        let folder = try directory(with: ["w.vfl": source])
        let outcome = Driver.run(arguments: [folder + "/w.vfl", "--width", "300"])
        #expect(outcome.status == 0)
        #expect(!outcome.standardError.contains("w.vfl:1:"))
        #expect(outcome.standardError.contains("w.vfl:2:4: warning: optional constraint 'b.width == 50 @500'"))
        #expect(
            outcome.standardError.contains(
                "w.vfl:3:53: warning: unknown diagnostic id 'optional-constraint-brokn' in 'vflc-ignore'"))
        #expect(outcome.standardError.contains("note: did you mean 'optional-constraint-broken'?"))
    }

    /// A pull at 250 or below that loses is what it was written for: the compiler reports it,
    /// the driver does not print it (docs/diagnostics.md); above 250 it warns.
    @Test func lowPriorityPullsDoNotWarn() throws {
        let pull = "H:|[a(100)]-(8@249)-[b(100)]|\nV:|[a(10)]|\nV:|[b(10)]|\n"
        let push = pull.replacingOccurrences(of: "249", with: "600")
        let compiled = TestSupport.compile(pull, width: 300)
        #expect(compiled.diagnostics.contains { $0.message.id == "optional-constraint-broken" })
        let folder = try directory(with: ["pull.vfl": pull, "push.vfl": push])
        let low = Driver.run(arguments: [folder + "/pull.vfl", "--width", "300", "--strict"])
        #expect(low.status == 0, "\(low.standardError)")
        #expect(low.standardError.isEmpty)
        let higher = Driver.run(arguments: [folder + "/push.vfl", "--width", "300"])
        #expect(
            higher.standardError.contains(
                "push.vfl:1:12: warning: optional constraint 'b.leading == a.trailing + 8 @600' is not satisfied"))
    }
}
