import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct UnifiedDiffTests {
    /// `diff -U<context> --label old --label new` on the two texts, or `nil` without a diff tool.
    private static func systemDiff(_ old: String, _ new: String, context: Int = 3) throws -> String? {
        let tool = "/usr/bin/diff"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let directory = NSTemporaryDirectory() + "vflc-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(old.utf8).write(to: URL(fileURLWithPath: directory + "/old"))
        try Data(new.utf8).write(to: URL(fileURLWithPath: directory + "/new"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [
            "-U\(context)", "--label", "old", "--label", "new", directory + "/old", directory + "/new",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private static func numbered(_ range: ClosedRange<Int>) -> [String] { range.map { "line \($0)" } }
    private static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    /// Cases where the shortest edit script is unique, so our output must equal GNU diff's.
    static let cases: [(id: String, old: String, new: String, context: Int)] = {
        let ten = numbered(1...10)
        let thirty = numbered(1...30)
        var changedMiddle = ten
        changedMiddle[4] = "five"
        var twoFar = thirty
        twoFar[2] = "three"
        twoFar[25] = "twenty-six"
        var twoNear = thirty
        twoNear[5] = "six"
        twoNear[12] = "thirteen" // six equal lines between
        var twoApart = thirty
        twoApart[5] = "six"
        twoApart[13] = "fourteen" // seven between
        return [
            ("one line changed", text(ten), text(changedMiddle), 3),
            ("insert at start, delete at end", text(ten), text(["zero"] + ten.dropLast()), 3),
            ("far changes give two hunks", text(thirty), text(twoFar), 3),
            ("six lines apart share a hunk", text(thirty), text(twoNear), 3),
            ("seven lines apart do not", text(thirty), text(twoApart), 3),
            ("no context", text(thirty), text(twoFar), 0),
            ("wide context", text(ten), text(changedMiddle), 20),
            ("pure insertion", text(ten), text(Array(ten[0..<4]) + ["new a", "new b"] + Array(ten[4...])), 3),
            ("pure deletion, no context", text(ten), text(Array(ten[0..<3]) + Array(ten[6...])), 0),
            ("insertion, no context", text(ten), text(Array(ten[0..<3]) + ["x"] + Array(ten[3...])), 0),
            ("from empty", "", text(["a", "b"]), 3),
            ("to empty", text(["a", "b"]), "", 3),
            ("old lacks final newline", "a\nb\nc", "a\nb\nc\n", 3),
            ("new lacks final newline", "a\nb\nc\n", "a\nb\nc", 3),
            ("both lack it, last line differs", "a\nb\nc", "a\nb\nd", 3),
            ("both lack it, change elsewhere", text(ten) + "end", text(changedMiddle) + "end", 3),
            ("single line without newline", "x", "y", 3),
            ("carriage returns are content", "a\r\nb\r\n", "a\nb\r\n", 3),
            ("unicode", "café\n— dash\n", "cafe\n— dash\n", 3),
        ]
    }()

    @Test(arguments: cases)
    func matchesDiffU(_ row: (id: String, old: String, new: String, context: Int)) throws {
        let ours = UnifiedDiff.diff(old: row.old, new: row.new, oldName: "old", newName: "new", context: row.context)
        guard let expected = try Self.systemDiff(row.old, row.new, context: row.context) else {
            // No diff tool: at least the output must be a valid patch.
            #expect(try Self.apply(#require(ours), to: row.old) == row.new, "\(row.id)")
            return
        }
        #expect(ours == expected, "\(row.id)")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "", new: "", oldName: "a", newName: "b") == nil)
        #expect(UnifiedDiff.diff(old: "x\ny", new: "x\ny", oldName: "a", newName: "b") == nil)
    }

    @Test func exactOutputForASmallChange() {
        let diff = UnifiedDiff.diff(old: "a\nb\nc\n", new: "a\nB\nc", oldName: "golden.json", newName: "<output>")
        #expect(
            diff == """
                --- golden.json
                +++ <output>
                @@ -1,3 +1,3 @@
                 a
                -b
                -c
                +B
                +c
                \\ No newline at end of file

                """)
    }

    /// Random texts over a tiny alphabet (many ties): the diff must be a valid patch and as
    /// short as GNU diff's, which is minimal on inputs this small.
    @Test func randomTextsGiveValidMinimalPatches() throws {
        var generator = SeededGenerator(seed: 42)
        for round in 0..<200 {
            let old = Self.randomText(&generator)
            let new = Self.randomText(&generator)
            guard let ours = UnifiedDiff.diff(old: old, new: new, oldName: "old", newName: "new", context: round % 4)
            else {
                #expect(old == new)
                continue
            }
            #expect(try Self.apply(ours, to: old) == new, "round \(round)")
            #expect(Self.changedLines(ours) == Self.lcsEditCount(old, new), "round \(round)")
            if let expected = try Self.systemDiff(old, new, context: round % 4) {
                #expect(Self.changedLines(ours) == Self.changedLines(expected), "round \(round)")
            }
        }
    }

    @Test func bigFilesAreFast() throws {
        // 20 000 lines with a few edits, and 3 000 lines replaced wholesale (the worst case).
        let old = (0..<20_000).map { "{\"x\":\($0)}\n" }
        var new = old
        new[10] = "changed\n"
        new.remove(at: 9_000)
        new.insert("inserted\n", at: 15_000)
        let start = ContinuousClock.now
        let diff = try #require(UnifiedDiff.diff(old: old.joined(), new: new.joined(), oldName: "a", newName: "b"))
        #expect(try Self.apply(diff, to: old.joined()) == new.joined())
        let a = (0..<3_000).map { "a\($0)\n" }.joined()
        let b = (0..<3_000).map { "b\($0)\n" }.joined()
        let replaced = try #require(UnifiedDiff.diff(old: a, new: b, oldName: "a", newName: "b"))
        #expect(Self.changedLines(replaced) == 6_000)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func whollyDifferentBigTextsStillGiveAValidPatch() throws {
        // 60,000 lines each, every other one shared (`x`), the rest all different: a shortest
        // script would take time proportional to lines × differences (quadratic); past its
        // budget the search reports what is left as deleted and inserted, still a valid patch.
        let old = (0..<30_000).map { "a\($0)\nx\n" }.joined()
        let new = (0..<30_000).map { "b\($0)\nx\n" }.joined()
        let diff = try #require(UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b"))
        #expect(try Self.apply(diff, to: old) == new)
        #expect(Self.changedLines(diff) >= 60_000)
    }

    @Test func aFewChangesInALargeFileStayMinimal() throws {
        // Within the budget the script is a shortest one: 200 scattered edits in 50,000 lines.
        let old = (0..<50_000).map { "line \($0)\n" }
        var new = old
        for index in stride(from: 100, to: 50_000, by: 250) { new[index] = "edited \(index)\n" }
        let diff = try #require(UnifiedDiff.diff(old: old.joined(), new: new.joined(), oldName: "a", newName: "b"))
        #expect(try Self.apply(diff, to: old.joined()) == new.joined())
        #expect(Self.changedLines(diff) == 2 * 200)
    }

    // MARK: - Helpers

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        let count = Int(generator.next() % 12)
        var lines = (0..<count).map { _ in ["a", "b", "c", ""][Int(generator.next() % 4)] + "\n" }
        if !lines.isEmpty && generator.next() % 3 == 0 { lines[lines.count - 1].removeLast() }
        return lines.joined()
    }

    /// Lines starting with `-` or `+` outside the two header lines.
    private static func changedLines(_ diff: String) -> Int {
        diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
    }

    /// The shortest edit script's length by the quadratic LCS table (fine for tiny inputs).
    private static func lcsEditCount(_ old: String, _ new: String) -> Int {
        let a = lines(old)
        let b = lines(new)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return a.count + b.count - 2 * table[0][0]
    }

    /// Lines with their terminators, so a missing final newline is a difference.
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.unicodeScalars.startIndex
        for index in text.unicodeScalars.indices where text.unicodeScalars[index] == "\n" {
            let end = text.unicodeScalars.index(after: index)
            result.append(Substring(text.unicodeScalars[start..<end]))
            start = end
        }
        if start < text.unicodeScalars.endIndex { result.append(Substring(text.unicodeScalars[start...])) }
        return result
    }

    /// Applies a unified diff to `old`, checking every context and deleted line and each hunk's
    /// header counts; returns the new text.
    private static func apply(_ diff: String, to old: String) throws -> String {
        struct PatchError: Error { var reason: String }
        let oldLines = lines(old)
        var diffLines = lines(diff)[...]
        guard diffLines.popFirst()?.hasPrefix("--- ") == true, diffLines.popFirst()?.hasPrefix("+++ ") == true else {
            throw PatchError(reason: "headers")
        }
        var result: [Substring] = []
        var position = 0
        while let header = diffLines.popFirst() {
            let numbers = header.split(whereSeparator: { !$0.isNumber }).map { Int($0)! }
            let parts = header.split(separator: " ")
            let oldCount = parts[1].contains(",") ? numbers[1] : 1
            let newCount = parts[2].contains(",") ? numbers[parts[1].contains(",") ? 3 : 2] : 1
            let oldStart = oldCount == 0 ? numbers[0] : numbers[0] - 1
            guard oldStart >= position else { throw PatchError(reason: "hunks out of order") }
            result += oldLines[position..<oldStart]
            position = oldStart
            var seenOld = 0
            var seenNew = 0
            while let line = diffLines.first, !line.hasPrefix("@@") {
                diffLines.removeFirst()
                var body = line.dropFirst()
                if diffLines.first?.hasPrefix("\\ No newline") == true {
                    diffLines.removeFirst()
                    body = body.dropLast()
                }
                switch line.first {
                case " ", "-":
                    guard oldLines[position] == body else { throw PatchError(reason: "mismatch at \(position)") }
                    if line.first == " " {
                        result.append(body)
                        seenNew += 1
                    }
                    position += 1
                    seenOld += 1
                case "+":
                    result.append(body)
                    seenNew += 1
                default:
                    throw PatchError(reason: "bad line \(line)")
                }
            }
            guard seenOld == oldCount, seenNew == newCount else { throw PatchError(reason: "counts in \(header)") }
        }
        result += oldLines[position...]
        return result.joined()
    }
}
