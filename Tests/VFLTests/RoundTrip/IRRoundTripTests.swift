import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// "The `--format ir` of a file, checked against the solution, satisfies every required
/// constraint to 1e-6": over every example (with its own arguments and in device and width
/// sweeps) and over random programs from a seeded generator. See `IRRoundTrip` for how.
@Suite struct IRRoundTripTests {
    static let examples = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")

    /// Sweeps every example is also run in (a size the example was not written for may be
    /// unsatisfiable: that is counted, not failed).
    static let sweeps: [[String]] = [
        ["--device", "iphone4s,iphone5,iphone6,iphone6plus,ipad,ipadpro"],
        ["--device", "iphone4s,iphone5,iphone6,iphone6plus,ipad,ipadpro", "--landscape"],
        ["--device", "ipad", "--landscape", "--width", "320,507,694,1024"],
        ["--width", "320,375,414,768,1024"],
        ["--width", "320,1024", "--height", "480"],
    ]

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 10)
    }

    @Test(arguments: examples)
    func exampleSatisfiesItsIR(_ example: URL) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let header = try IRRoundTrip.check(
            path: example.path, arguments: TestSupport.headerArguments(of: source),
            context: example.lastPathComponent)
        // Each example is written to lay out with its own arguments.
        #expect(header.laidOut == 1 && header.requiredChecked > 0, "\(example.lastPathComponent): \(header)")
        #expect(header.skipped == 0, "\(example.lastPathComponent): \(header)")
        var swept = IRRoundTrip.Tally()
        for sweep in Self.sweeps {
            swept =
                swept
                + (try IRRoundTrip.check(
                    path: example.path, arguments: sweep,
                    context: "\(example.lastPathComponent) \(sweep.joined(separator: " "))"))
        }
        print("IRRoundTripTests: \(example.lastPathComponent): own arguments: \(header); sweeps: \(swept)")
        #expect(swept.laidOut + swept.unsatisfiable == Self.sweeps.count)
        #expect(swept.laidOut >= 1, "\(example.lastPathComponent): no sweep laid out: \(swept)")
        #expect(swept.skipped == 0, "\(example.lastPathComponent): \(swept)")
    }

    /// How many random programs the generator makes (`VFLC_RANDOM_PROGRAMS=N` for a longer
    /// search); at least half must lay out.
    static let randomProgramCount =
        ProcessInfo.processInfo.environment["VFLC_RANDOM_PROGRAMS"].flatMap { Int($0) } ?? 300

    @Test func randomProgramsSatisfyTheirIR() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var total = IRRoundTrip.Tally()
        var laidOutFeatures: [String: Int] = [:]
        for seed in 0..<UInt64(Self.randomProgramCount) {
            let program = RandomVFLProgram.make(seed: seed)
            let path = directory.appendingPathComponent("random\(seed).vfl").path
            try program.text.write(toFile: path, atomically: false, encoding: .utf8)
            let tally = try IRRoundTrip.check(path: path, arguments: program.arguments, context: "\(program)")
            total = total + tally
            if tally.laidOut == 1 {
                for (feature, present) in Self.features(of: program) where present {
                    laidOutFeatures[feature, default: 0] += 1
                }
            }
        }
        print("IRRoundTripTests: \(Self.randomProgramCount) random programs: \(total)")
        print("IRRoundTripTests: laid-out programs by feature: \(laidOutFeatures.sorted { $0.key < $1.key })")
        // The programs that lay out use the whole language, not just its easy corner.
        for feature in Self.features(of: RandomVFLProgram.make(seed: 0)).keys {
            #expect(
                laidOutFeatures[feature, default: 0] >= Self.randomProgramCount / 100, "\(feature): \(laidOutFeatures)")
        }
        #expect(total.laidOut + total.unsatisfiable == Self.randomProgramCount)
        #expect(
            Double(total.laidOut) >= 0.5 * Double(Self.randomProgramCount), "too few random programs lay out: \(total)")
        #expect(total.layouts > total.laidOut, "some random programs are sweeps: \(total)")
        #expect(total.requiredChecked > 10 * total.laidOut, "\(total)")
        #expect(total.skipped == 0, "\(total)")
    }

    /// What a random program uses, by name.
    static func features(of program: RandomVFLProgram) -> [String: Bool] {
        let text = program.text
        return [
            "nested views": text.contains("in=box"), "guides": text.contains("guide g"),
            "top or bottom layout guide": text.contains("LayoutGuide]"),
            "size-class condition": text.contains("@w") || text.contains("@h"),
            "metrics": text.contains("metrics"), "alignment option": text.contains("alignAll"),
            "direction option": text.contains("direction"),
            "baseline spacing": text.contains("spacingBaselineToBaseline"),
            "multiplier": text.contains(" * "),
            "multiplier on a location": text.contains("* box.centerX") || text.contains("* root.centerX")
                || text.contains(".centerY == 2 *") || text.contains(".centerY == 0.5 *"),
            "baselines": text.contains("aseline="), "intrinsic size": text.contains("intrinsic="),
            "drawn frame": text.contains("drawn="),
            "priority": text.contains("@"),
            "sweep": program.arguments.contains { $0.contains(",") && !$0.hasPrefix("w") && !$0.hasPrefix("h") },
            "device": program.arguments.contains("--device"),
            "fitting size": !program.arguments.contains("--width")
                && !program.arguments.contains("--device"),
            "CRLF": text.contains("\r\n"),
        ]
    }

    @Test func generatorIsDeterministic() {
        for seed: UInt64 in [0, 1, 99] {
            #expect(RandomVFLProgram.make(seed: seed).text == RandomVFLProgram.make(seed: seed).text)
            #expect(RandomVFLProgram.make(seed: seed).arguments == RandomVFLProgram.make(seed: seed).arguments)
        }
        #expect(RandomVFLProgram.make(seed: 1).text != RandomVFLProgram.make(seed: 2).text)
    }

    /// Numbers at the edges of what vflc accepts (multipliers up to 1e6, constants up to
    /// 999999999, negative multipliers) still give solutions that satisfy the printed IR.
    @Test func extremeAcceptedNumbersSatisfyTheirIR() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var programs: [String] = []
        for multiplier in ["5e5", "-5e5", "1e6", "2e5", "0.001", "-0.5", "1e-6"] {
            programs.append("b.width == \(multiplier) * a.width\nH:|[a]-[b]-|\nV:|[a(10)]|\nV:|[b(10)]|\n")
            programs.append(
                "a.width == \(multiplier) * b.width\nc.width == \(multiplier) * b.width\nH:|[a(5e8)]-[b]-[c]\n"
                    + "V:|[a(10)]|\nV:|[b(10)]|\nV:|[c(10)]|\n")
            programs.append("b.centerX == \(multiplier) * a.centerX\nH:|-[a]-[b(20)]\nV:|[a(10)]|\nV:|[b(10)]|\n")
            programs.append(
                "view box\nview dot in=box\nH:|-[box]-|\nV:|-[box(100)]\nH:[dot(10)]\nV:|[dot(10)]\n"
                    + "dot.centerX == \(multiplier) * box.centerX - 999999999\n")
        }
        for constant in ["999999999", "-999999999", "0.001"] {
            programs.append("H:|-(\(constant))-[a]-|\nV:|[a(10)]|\n")
            programs.append("a.width == 0.5 * root.width + \(constant)\nH:|[a]\nV:|[a(10)]|\n")
            programs.append("H:|[a(\(constant))]-[b]-|\nV:|[a(10)]|\nV:|[b(10)]|\n")
        }
        var total = IRRoundTrip.Tally()
        for (index, text) in programs.enumerated() {
            let path = directory.appendingPathComponent("edge\(index).vfl").path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            for arguments in [["--width", "375", "--height", "100"], ["--width", "375"], []] {
                total =
                    total
                    + (try IRRoundTrip.check(
                        path: path, arguments: arguments, context: text + arguments.joined(separator: " ")))
            }
        }
        #expect(total.laidOut > total.unsatisfiable && total.requiredChecked > 0, "\(total)")
    }

    /// A lone carriage return inside a line is space to the lexer (only `\n` or `\r\n` ends a
    /// line), and to the checker too: the field's `baseline=9`, after one, counts, so its last
    /// baseline (54 − 9) meets the label's (49 − 4) at 45. The checker once split the line there,
    /// lost the baseline and reported the aligned baselines broken (found by the pipeline fuzzer).
    @Test func aLoneCarriageReturnIsSpaceToTheCheckerAsToTheLexer() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            view label intrinsic=60x21 baseline=4
            view field intrinsic\r=x34 baseline=9
            H:|-[label]-[field]-| options: alignAllLastBaseline
            V:|-[field]

            """
        #expect(IndependentChecker.declaredBaselines(in: text, traits: "wC hR")["field"]?.last == 9)
        let path = directory.appendingPathComponent("carriage-return.vfl").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let tally = try IRRoundTrip.check(path: path, arguments: ["--width", "375"], context: text)
        #expect(tally.laidOut == 1 && tally.requiredChecked > 0, "\(tally)")
    }

    /// `--format ir` (and `--format swift`) print every number through `NumberText`, rounded to
    /// 3 decimals, so the printed IR is not the system that was solved: `0.3333 * root.width`
    /// prints as `0.333 * root.width` (0.1 points off on an iPhone), a 0.0004-point space as
    /// flush, a multiplier of 1e-6 as `0 *`, and a priority of 999.9999 as `@1000` (required)
    /// and `UILayoutPriority(1000)` in Swift.
    @Test func irPrintsTheNumbersThatWereSolved() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("precise.vfl").path
        try """
        a.width == 0.3333 * root.width
        b.width == 100 @999.9999
        b.width <= 50
        c.width == 1e-6 * root.width + 1
        H:|[a]-(0.0004)-[b]-[c]
        V:|[a(10)]|
        V:|[b(10)]|
        V:|[c(10)]|

        """.write(toFile: path, atomically: false, encoding: .utf8)
        let arguments = ["--width", "375"]
        let ir = Driver.run(arguments: [path] + arguments + ["--format", "ir"])
        let swift = Driver.run(arguments: [path] + arguments + ["--format", "swift"])
        #expect(ir.status == 0 && swift.status == 0)
        _ = try IRRoundTrip.check(path: path, arguments: arguments, context: "precise.vfl")
        #expect(ir.standardOutput.contains("a.width == 0.3333 * root.width"))
        #expect(ir.standardOutput.contains("b.width == 100 @999.9999"))
        #expect(ir.standardOutput.contains("b.leading == a.trailing + 0.0004"))
        #expect(swift.standardOutput.contains("multiplier: 0.3333"))
        #expect(!swift.standardOutput.contains("UILayoutPriority(1000)"))
    }

    // MARK: - The checker itself

    /// The checker must catch a wrong frame, or it proves nothing.
    @Test func checkerRejectsAWrongSolution() throws {
        let ir = try #require(
            try IRText.parseBlocks(
                """
                # items: root, a (view), b (view in a), g (guide in a), topLayoutGuide (layout guide)
                x.vfl:1:1   a.leading == root.leading + 20 @1000
                x.vfl:1:5   b.centerX == 0.5 * a.centerX @1000
                x.vfl:2:1   b.top == topLayoutGuide.bottom + 8 @1000
                x.vfl:3:10  b.lastBaseline == a.firstBaseline - 2.5 @1000
                x.vfl:4:1   g.width >= 10 @1000
                x.vfl:4:2   g.width <= 5 @250

                """
            ).first)
        #expect(ir.items.map(\.parent) == [nil, "root", "a", "a", "root"])
        #expect(ir.constraints[1].multiplier == 0.5 && ir.constraints[1].second?.item == "a")
        #expect(ir.constraints[3].constant == -2.5)
        let baselines = [
            "b": IndependentChecker.Baselines(last: 4, first: nil),
            "a": IndependentChecker.Baselines(last: 0, first: 10),
        ]
        // a at (20, 0) 100×50. b, inside a: its centerX a quarter across a (25 from a's left,
        // measured from a, the nearest common container: from the root it would not hold); its
        // top 8 below a 20-point top guide; its last baseline (bottom - 4) at a's first baseline
        // (10 below a's top) - 2.5 = 7.5, so 28 + h - 4 = 7.5 and h = -16.5.
        let frames: [String: IndependentChecker.Frame] = [
            "a": .init(x: 20, y: 0, width: 100, height: 50),
            "b": .init(x: 20, y: 28, width: 10, height: -16.5),
            "g": .init(x: 0, y: 0, width: 12, height: 0),
        ]
        func verdicts(_ frames: [String: IndependentChecker.Frame]) -> [IndependentChecker.Verdict] {
            let checker = IndependentChecker(
                ir: ir, relativeFrames: frames, rootSize: (375, 200), baselines: baselines,
                layoutGuideLengths: ["topLayoutGuide": 20])
            return ir.constraints.map(checker.check)
        }
        #expect(verdicts(frames).prefix(5).allSatisfy { $0 == .holds }, "\(verdicts(frames))")
        #expect(verdicts(frames)[5] != .holds) // optional and unmet: the checker still says so
        var moved = frames
        moved["b"]!.x += 1e-4
        #expect(verdicts(moved)[1] != .holds)
        moved = frames
        moved["a"]!.x += 1
        #expect(verdicts(moved)[0] != .holds)
        #expect(verdicts(moved)[1] == .holds) // b moves with a, and is measured from a
        moved = frames
        moved["b"]!.height += 1e-3
        #expect(verdicts(moved)[3] != .holds)
        let noGuide = IndependentChecker(
            ir: ir, relativeFrames: frames, rootSize: (375, 200), baselines: baselines,
            layoutGuideLengths: [:])
        #expect(noGuide.check(ir.constraints[2]) == .unknown)
    }

    @Test func irTextParsesEveryForm() throws {
        let blocks = try IRText.parseBlocks(
            """
            # items: root, a (view)
            /tmp/dir with spaces/f.vfl:12:3  a.width <= -1 * root.width + 0.333 @999.5
            <stdin>:1:1                      a.width >= -10 @1
            f.vfl:2:2                        a.left == root.left @1000

            # items: root
            """)
        #expect(blocks.count == 2)
        let constraints = blocks[0].constraints
        #expect(constraints[0].location == "/tmp/dir with spaces/f.vfl:12:3")
        #expect(constraints[0].multiplier == -1 && constraints[0].constant == 0.333 && constraints[0].priority == 999.5)
        #expect(constraints[1].second == nil && constraints[1].constant == -10 && constraints[1].relation == ">=")
        #expect(constraints[2].isRequired && constraints[2].constant == 0)
        #expect(blocks[1].items.count == 1 && blocks[1].constraints.isEmpty)
        #expect(throws: IRText.ParseError.self) {
            try IRText.parseBlocks("# items: root\nf.vfl:1:1  a.width == @1000\n")
        }
    }

    @Test func sweepArgumentsSplitPerLayout() {
        #expect(
            IRRoundTrip.singleEnvironmentArguments(["--width", "320,375", "--height", "10"])
                == [["--width", "320", "--height", "10"], ["--width", "375", "--height", "10"]])
        #expect(
            IRRoundTrip.singleEnvironmentArguments(["--device=ipad,iphone5"]) == [
                ["--device=ipad"], ["--device=iphone5"],
            ])
        #expect(IRRoundTrip.singleEnvironmentArguments(["--width", "320"]) == [["--width", "320"]])
    }

    static func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
