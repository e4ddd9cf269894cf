import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// The command line never guesses silently (docs/cli.md): it never writes over an input, two
/// inputs never share a golden file, a file's `# vflc:` line never locks the output format, and a
/// split list sweeps.
@Suite struct CommandLineTrustTests {
    /// A fresh directory holding `files` (relative name → contents; folders are made).
    private func directory(with files: [String: String]) throws -> String {
        let path = ScratchDirectory.url("trust").path
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private let source = "H:|[box]|\nV:|[box]|\n"

    private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// `-o` naming an input, however typed (`./`, `..`, a symbolic link, a hard link), is exit 64
    /// and the source is untouched.
    @Test func outputNamingAnInputIsAUsageError() throws {
        let folder = try directory(with: ["self.vfl": source, "sub/other.vfl": source])
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/link.vfl", withDestinationPath: folder + "/self.vfl")
        try FileManager.default.linkItem(atPath: folder + "/self.vfl", toPath: folder + "/hard.vfl")
        let input = folder + "/self.vfl"
        for output in [
            input, folder + "/./self.vfl", folder + "/sub/../self.vfl", folder + "/link.vfl", folder + "/hard.vfl",
        ] {
            let outcome = Driver.run(arguments: [input, "-o", output, "--width", "10", "--height", "10"])
            #expect(outcome.status == 64, "\(output)")
            #expect(
                outcome.standardError.hasPrefix(
                    "error: '-o \(output)' would overwrite the input file '\(input)'; vflc never overwrites its own source"
                ), "\(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
            #expect(contents(input) == source)
        }
        // Among several inputs, the second one.
        let second = Driver.run(arguments: [folder + "/sub/other.vfl", input, "-o", input])
        #expect(second.status == 64)
        #expect(contents(input) == source)
        // A new file beside the input is fine.
        let fine = Driver.run(arguments: [input, "-o", folder + "/self.json", "--width", "10", "--height", "10"])
        #expect(fine.status == 0)
        #expect(contents(folder + "/self.json")?.hasPrefix("{\"width\":10") == true)
    }

    @Test func checkUpdateNamingAnInputIsAUsageError() throws {
        let folder = try directory(with: ["self.vfl": source])
        let input = folder + "/self.vfl"
        let outcome = Driver.run(arguments: [input, "--check", input, "--update", "--width", "10", "--height", "10"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("'--check \(input) --update' would overwrite the input file"))
        #expect(contents(input) == source)
        // Without --update it only reads: the check fails with a diff, as any difference does.
        let compare = Driver.run(arguments: [input, "--check", input, "--width", "10", "--height", "10"])
        #expect(compare.status == 1)
        #expect(contents(input) == source)
    }

    /// Under `--check-dir`, a golden file that is an input is never written either.
    @Test func checkDirectoryGoldenNamingAnInputIsAUsageError() throws {
        let folder = try directory(with: ["x.vfl": source, "x.json": "# vflc: --width 10 --height 10\n" + source])
        let outcome = Driver.run(arguments: [folder + "/x.vfl", folder + "/x.json", "--check-dir", folder, "--update"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("would overwrite the input file '\(folder)/x.json'"))
        #expect(contents(folder + "/x.json") == "# vflc: --width 10 --height 10\n" + source)
    }

    /// Two inputs with one base name map to one golden file: a usage error naming both, and no
    /// golden file is written.
    @Test func twoInputsForOneGoldenAreAUsageError() throws {
        let folder = try directory(with: ["d1/x.vfl": source, "d2/x.vfl": "H:|-[box]-|\nV:|[box]|\n"])
        let golden = folder + "/g"
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        let arguments = [folder + "/d1/x.vfl", folder + "/d2/x.vfl", "--check-dir", golden, "--width", "100"]
        for update in [true, false] {
            let outcome = Driver.run(arguments: arguments + (update ? ["--update"] : []) + ["--height", "10"])
            #expect(outcome.status == 64)
            #expect(
                outcome.standardError.hasPrefix(
                    "error: '\(folder)/d1/x.vfl' and '\(folder)/d2/x.vfl' both map to the golden file '\(golden)/x.json' under '--check-dir'; check them in separate runs\n"
                ), "\(outcome.standardError)")
            #expect(!FileManager.default.fileExists(atPath: golden + "/x.json"))
        }
        // Different formats (from the files' own lines) are different golden files.
        let formats = try directory(with: [
            "a/x.vfl": "# vflc: --format ascii\n" + source, "b/x.vfl": source,
        ])
        let both = Driver.run(arguments: [
            formats + "/a/x.vfl", formats + "/b/x.vfl", "--check-dir", formats, "--update", "--width", "40", "--height",
            "10",
        ])
        #expect(both.status == 0, "\(both.standardError)")
        #expect(FileManager.default.fileExists(atPath: formats + "/x.txt"))
        #expect(FileManager.default.fileExists(atPath: formats + "/x.json"))
    }

    /// A file whose `# vflc:` line asks for an ASCII diagram of 40 columns prints as JSON when the
    /// command line says so, with a note at the dropped option; a whole `*.vfl --format json` run
    /// goes through. The command line's own `--columns` with JSON stays a usage error.
    @Test func fileArgumentsNeverLockTheFormat() throws {
        let folder = try directory(with: [
            "a.vfl": "# vflc: --width 100 --height 20 --format ascii --columns 40 --charset=unicode\n" + source,
            "b.vfl": "# vflc: --width 50 --height 20\n" + source,
        ])
        let json = Driver.run(arguments: [folder + "/a.vfl", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.standardOutput.hasPrefix("{\"width\":100,\"height\":20,"))
        #expect(
            json.standardError
                == """
                \(folder)/a.vfl:1:48: note: '--columns' in the '# vflc:' line is ignored: it shapes the ASCII diagram, and the output is '--format json'
                # vflc: --width 100 --height 20 --format ascii --columns 40 --charset=unicode
                                                               ^~~~~~~~~
                \(folder)/a.vfl:1:61: note: '--charset' in the '# vflc:' line is ignored: it shapes the ASCII diagram, and the output is '--format json'
                # vflc: --width 100 --height 20 --format ascii --columns 40 --charset=unicode
                                                                            ^~~~~~~~~~~~~~~~~

                """)
        let all = Driver.run(arguments: [folder + "/a.vfl", folder + "/b.vfl", "--format", "json"])
        #expect(all.status == 0)
        #expect(all.standardOutput.contains("\"file\":\"\(folder)/b.vfl\""))
        let ir = Driver.run(arguments: [folder + "/a.vfl", "--format", "ir"])
        #expect(ir.status == 0)
        // Its own format keeps its own options.
        let own = Driver.run(arguments: [folder + "/a.vfl"])
        #expect(own.status == 0)
        #expect(own.standardError.isEmpty)
        #expect(own.standardOutput.hasPrefix("100 × 20  wC hC\n┌" + String(repeating: "─", count: 38) + "┐\n"))
        let commandLine = Driver.run(arguments: [folder + "/a.vfl", "--format", "json", "--columns", "60"])
        #expect(commandLine.status == 64)
    }

    /// `--split 1/3,2/3` gives one layout per split, in order; repeating the option is the same.
    @Test func splitListSweeps() throws {
        let folder = try directory(with: ["a.vfl": source])
        let listed = Driver.run(arguments: [folder + "/a.vfl", "--device", "ipadpro11", "--split", "1/3,2/3"])
        #expect(listed.status == 0, "\(listed.standardError)")
        let repeated = Driver.run(arguments: [
            folder + "/a.vfl", "--device", "ipadpro11", "--split", "1/3", "--split", "2/3",
        ])
        #expect(repeated.standardOutput == listed.standardOutput)
        let one = Driver.run(arguments: [folder + "/a.vfl", "--device", "ipadpro11", "--split", "1/3"])
        let other = Driver.run(arguments: [folder + "/a.vfl", "--device", "ipadpro11", "--split", "2/3"])
        func body(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }
        #expect(listed.standardOutput == "[" + body(one.standardOutput) + ",\n" + body(other.standardOutput) + "]\n")
        #expect(one.standardOutput.hasPrefix("{\"width\":320,"))
        #expect(other.standardOutput.hasPrefix("{\"width\":504,"))
        // Diagnostics of a split sweep say which split they hold for.
        let open = try directory(with: ["o.vfl": "view a intrinsic=400x10\nH:|[a]\nV:|[a]|\n"])
        let labelled = Driver.run(arguments: [open + "/o.vfl", "--device", "ipadpro11", "--split", "1/3,2/3"])
        #expect(labelled.standardError.contains("(ipadpro11 1/3)"), "\(labelled.standardError)")
    }

    /// `--suppress` with an error's id does nothing useful: a usage error, as an unknown id is.
    @Test func suppressRefusesErrorsAndUnknownIDs() {
        let error = Driver.run(arguments: ["a.vfl", "--suppress", "unknown-metric"])
        #expect(error.status == 64)
        #expect(error.standardError.contains("'unknown-metric' is an error; only warnings can be suppressed"))
        let unknown = Driver.run(arguments: ["a.vfl", "--suppress", "view-named-onse"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("did you mean 'view-named-once'?"))
    }
}
