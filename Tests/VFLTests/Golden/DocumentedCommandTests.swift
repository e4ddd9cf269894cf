import Foundation
import Testing

@testable import VFLDriver

/// Every `vflc …` command shown in README.md and docs/*.md runs as shown. Code blocks (fenced, or
/// indented four spaces) are scanned for command lines: `vflc …`, `$ vflc …`, or a pipeline with
/// `| vflc` or `&& vflc`. Each runs through `/bin/sh` with the built executable first on `PATH`, from a copy
/// of the repository's `README.md`, `docs/` and `Examples/` (so `--update` never touches the
/// real files). It must exit 0, or non-zero when the lines shown after a `$` command contain an
/// `error:`; the lines shown after a `$` command must be exactly what it printed (standard error,
/// standard output, or both). Synopsis lines (`vflc [OPTIONS] FILE...`) and diagrams are
/// placeholders and skipped. A code block whose first line is `# PATH` names a file of the repository it must
/// equal, so a snippet can be shown and run.
@Suite struct DocumentedCommandTests {
    struct Command: CustomStringConvertible, Sendable {
        var document: String
        var line: Int
        var text: String
        /// The lines shown after a `$` command, if any.
        var transcript: [String]?
        var description: String { "\(document):\(line): \(text)" }
    }

    static let documents: [String] =
        ["README.md"]
        + TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("docs"), withExtension: "md")
        .map { "docs/" + $0.lastPathComponent }

    /// The code blocks of a Markdown text, each as its lines with the line number of its first.
    static func codeBlocks(_ text: String) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        var previousBlank = true
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") {
                var block: [String] = []
                let start = index + 2
                index += 1
                while index < lines.count, !lines[index].hasPrefix("```") {
                    block.append(lines[index])
                    index += 1
                }
                blocks.append((start, block))
                index += 1
                previousBlank = false
                continue
            }
            if previousBlank, line.hasPrefix("    "), !line.trimmingCharacters(in: .whitespaces).hasPrefix("-") {
                var block: [String] = []
                let start = index + 1
                while index < lines.count, lines[index].hasPrefix("    ") || lines[index].isEmpty {
                    block.append(lines[index])
                    index += 1
                }
                while block.last?.isEmpty == true { block.removeLast() }
                // Drop the indentation the block's lines share (a block inside a list item has more).
                let indent = block.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                block = block.map { String($0.dropFirst(indent)) }
                blocks.append((start, block))
                previousBlank = true
                continue
            }
            previousBlank = line.trimmingCharacters(in: .whitespaces).isEmpty
            index += 1
        }
        return blocks
    }

    static func isCommand(_ line: String) -> Bool {
        let text = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
        return text.hasPrefix("vflc ") || text.contains("| vflc ") || text.contains("&& vflc ")
    }

    static func isPlaceholder(_ line: String) -> Bool {
        line.contains("[OPTIONS]") || line.contains("FILE...") || line.contains("--help | --version")
            || line.contains("──▶") // a diagram of the targets, not a command
    }

    static let commands: [Command] = {
        var result: [Command] = []
        for document in documents {
            let url = TestSupport.packageRoot.appendingPathComponent(document)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for block in codeBlocks(text) {
                var index = 0
                while index < block.lines.count {
                    let line = block.lines[index]
                    index += 1
                    guard isCommand(line), !isPlaceholder(line) else { continue }
                    var command = Command(document: document, line: block.line + index - 1, text: line)
                    if line.hasPrefix("$ ") {
                        command.text = String(line.dropFirst(2))
                        var shown: [String] = []
                        while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
                            shown.append(block.lines[index])
                            index += 1
                        }
                        while shown.last?.isEmpty == true { shown.removeLast() }
                        command.transcript = shown
                    }
                    result.append(command)
                }
            }
        }
        return result
    }()

    /// A scratch copy of what the commands read (and may write).
    static let workspace: URL = {
        let folder = ScratchDirectory.url("docs")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["README.md", "docs", "Examples"] {
            try? FileManager.default.copyItem(
                at: TestSupport.packageRoot.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        return folder
    }()

    @Test func documentsShowCommands() {
        #expect(Self.commands.count >= 15)
        #expect(Self.commands.contains { $0.document == "README.md" })
        #expect(Self.commands.contains { $0.document == "docs/diagnostics.md" && $0.transcript != nil })
    }

    @Test(arguments: commands)
    func commandRunsAsShown(_ command: Command) throws {
        let executable = try VFLCProcess.locate()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.text]
        process.currentDirectoryURL = Self.workspace
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both to their ends on two threads, so neither pipe can fill and block.
        let box = OutputBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { box.setOut(output.fileHandleForReading.readDataToEndOfFile()) }
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let standardOutput = String(decoding: box.out, as: UTF8.self)
        let standardError = String(decoding: errorData, as: UTF8.self)
        let showsError = command.transcript?.contains { $0.hasPrefix("error:") || $0.contains(": error:") } ?? false
        if showsError {
            #expect(process.terminationStatus != 0, "\(command)")
        } else {
            #expect(process.terminationStatus == 0, "\(command): \(standardError)")
        }
        if let transcript = command.transcript, !transcript.isEmpty {
            let shown = transcript.joined(separator: "\n") + "\n"
            let printed = [standardError, standardOutput, standardError + standardOutput]
            #expect(printed.contains(shown), "\(command)\n--- shown\n\(shown)--- stderr\n\(standardError)")
        }
    }

    /// A code block that starts with `# PATH` of an existing file shows that file exactly.
    @Test func snippetsMatchTheirFiles() throws {
        var checked = 0
        for document in Self.documents {
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(document), encoding: .utf8)
            for block in Self.codeBlocks(text) {
                guard let first = block.lines.first, first.hasPrefix("# "), first.hasSuffix(".vfl") else { continue }
                let path = String(first.dropFirst(2))
                let file = TestSupport.packageRoot.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(document):\(block.line): no file '\(path)'")
                    continue
                }
                let contents = try String(contentsOf: file, encoding: .utf8)
                #expect(block.lines.joined(separator: "\n") + "\n" == contents, "\(document):\(block.line)")
                checked += 1
            }
        }
        #expect(checked >= 1)
    }
}

/// Standard output read on another thread.
private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func setOut(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }
    var out: Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
