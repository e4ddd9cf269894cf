import ExactOracle
import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Random programs over the whole language (`WholeLanguageProgram`: stacks, autoresizing views,
/// wrapping text, `margins=`, `platform ios 17`/`--ios 17`, `--scale`, `--rtl`), each layout judged
/// by the independent checks, with every UIKit number from docs/fidelity.md (`FidelityNumbers`):
///
/// - the unsnapped layout (the same options without `--scale` or a device's scale) holds every
///   required constraint of its printed IR at full precision (`IndependentChecker`), and is
///   lexicographically optimal by the exact oracle (`ExactLayoutProgram`, `ExactSimplex`);
/// - the layout as the command line asks (snapped to 1/scale) has every edge within half a pixel
///   of the unsnapped one, in root coordinates;
/// - vflc's exit status is 0 for a layout it solves, and 65 ("unable to simultaneously satisfy")
///   otherwise, whose required constraints the oracle confirms infeasible.
@Suite struct WholeLanguageTests {
    /// `VFLC_WHOLE_LANGUAGE_PROGRAMS=N` for a longer run.
    static let programCount =
        ProcessInfo.processInfo.environment["VFLC_WHOLE_LANGUAGE_PROGRAMS"].flatMap { Int($0) } ?? 150
    /// `VFLC_WHOLE_LANGUAGE_FIRST_SEED=S` to start elsewhere (seeds apart from the other suites').
    static let firstSeed =
        ProcessInfo.processInfo.environment["VFLC_WHOLE_LANGUAGE_FIRST_SEED"].flatMap { UInt64($0) } ?? 2_000_000

    struct Tally: CustomStringConvertible {
        var programs = 0
        var layouts = 0
        var unsatisfiable = 0
        var confirmedInfeasible = 0
        var requiredChecked = 0
        var optimal = 0
        var levels = 0
        var snappedEdges = 0
        var canvasEdges = 0
        var skipped = 0
        /// Seeds of layouts with a number the exact oracle cannot hold (a stack's
        /// `fillProportionally` multipliers, mostly).
        var overflowed: [UInt64] = []
        var modern = 0
        var rightToLeft = 0
        var scaled = 0
        var stacks = 0
        var autoresizing = 0
        var text = 0
        var declaredMargins = 0

        var description: String {
            "\(programs) programs, \(layouts) layouts (\(modern) under --ios 17, \(rightToLeft) --rtl, \(scaled) "
                + "snapped; with stacks \(stacks), autoresizing \(autoresizing), wrapping text \(text), margins= "
                + "\(declaredMargins)): \(requiredChecked) required constraints hold, "
                + "\(canvasEdges) stack canvas edges at their margins, \(optimal) layouts optimal at "
                + "\(levels) levels, \(snappedEdges) snapped edges within half a pixel; \(unsatisfiable) "
                + "unsatisfiable, \(confirmedInfeasible) confirmed infeasible; \(skipped) not compared, \(overflowed.count) beyond "
                + "the oracle's 64-bit rationals (seeds \(overflowed))"
        }
    }

    @Test func randomProgramsOverTheWholeLanguage() throws {
        let directory = try IRRoundTripTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var tally = Tally()
        let start = Date()
        for seed in Self.firstSeed..<Self.firstSeed + UInt64(Self.programCount) {
            let program = WholeLanguageProgram.make(seed: seed)
            tally.programs += 1
            let path = directory.appendingPathComponent("w\(seed).vfl").path
            try program.text.write(toFile: path, atomically: false, encoding: .utf8)
            for single in IRRoundTrip.singleEnvironmentArguments(program.arguments) {
                do { try Self.check(program, path: path, arguments: single, tally: &tally) } catch is Rational.Overflow
                {
                    // A number the exact oracle cannot hold in 64-bit rationals: counted, not compared.
                    tally.overflowed.append(seed)
                }
            }
        }
        print("WholeLanguageTests: \(tally) in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        #expect(tally.layouts >= Self.programCount / 2, "\(tally)")
        #expect(tally.optimal >= tally.layouts * 9 / 10, "\(tally)")
        #expect(tally.overflowed.count <= Self.programCount / 10, "\(tally)")
        // Every construct was exercised (a run of a few programs need not see them all).
        guard Self.programCount >= 50 else { return }
        #expect(tally.stacks > 0 && tally.autoresizing > 0 && tally.text > 0 && tally.declaredMargins > 0, "\(tally)")
        #expect(tally.modern > 0 && tally.rightToLeft > 0 && tally.scaled > 0, "\(tally)")
    }

    static func check(
        _ program: WholeLanguageProgram, path: String, arguments: [String], tally: inout Tally
    ) throws {
        let label = "\(program)\nlayout: \(arguments.joined(separator: " "))"
        let source = program.text
        let file = SourceFile(name: path, text: source)
        let options = try CommandLineOptions.parseCommandLine([path] + arguments).get()
        try options.validateLayout()
        // As vflc compiles (`--scale`, a device's own scale), and without snapping.
        let snappedRequest = options.compileRequest
        let snapped = Compiler.compile(file, request: snappedRequest)
        var request = snappedRequest
        request.scale = nil
        request.deviceScaleByDefault = false
        let compiled = Compiler.compile(file, request: request)
        let outcome = Driver.run(arguments: [path] + arguments)
        try #require(compiled.systems.count == 1, "\(label)")
        let text = IRRenderer().render(compiled.systems[0], file: compiled.file)
        let ir = try #require(try IRText.parseBlocks(text).first, "\(label)")

        // The container's size as the request and the file (`design`) give it; a size not given
        // is the fitting size.
        let environment = try #require(Compiler.resolve(Compiler.parse(file), request: request).first, "\(label)")
        guard !compiled.hasErrors, let layout = compiled.layouts.first else {
            let unsatisfiable =
                outcome.status == Driver.ExitStatus.dataError
                && outcome.standardError.contains("error: unable to simultaneously satisfy")
            #expect(unsatisfiable, "exit \(outcome.status): \(label)\n\(outcome.standardError)")
            guard unsatisfiable else { return }
            tally.unsatisfiable += 1
            try confirmInfeasible(
                ir, source: source, environment: environment, rightToLeft: options.rightToLeft, label: label,
                tally: &tally)
            return
        }
        #expect(outcome.status == 0, "exit \(outcome.status): \(label)\n\(outcome.standardError)")
        #expect(!snapped.hasErrors, "snapped run failed: \(label)")
        tally.layouts += 1
        let words = Set(source.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        if words.contains("stack") { tally.stacks += 1 }
        if words.contains("design") { tally.autoresizing += 1 }
        if source.contains(" text=") { tally.text += 1 }
        if source.contains(" margins=") { tally.declaredMargins += 1 }
        if options.rightToLeft { tally.rightToLeft += 1 }

        // Required constraints at full precision, with margins and guides from docs/fidelity.md.
        let traits =
            "\(layout.traits.horizontal == .compact ? "wC" : "wR") \(layout.traits.vertical == .compact ? "hC" : "hR")"
        let (givenWidth, givenHeight) = (environment.width, environment.height)
        let baselines = IndependentChecker.declaredBaselines(in: source, traits: traits)
        var frames: [String: IndependentChecker.Frame] = [:]
        for view in layout.views + layout.guides + layout.spacers {
            frames[view.name] = .init(
                x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
        }
        var lengths: [String: Double] = [:]
        for constraint in ir.constraints
        where constraint.second == nil && constraint.first.attribute == "height" && constraint.relation == "=="
            && constraint.isRequired && constraint.first.item.hasSuffix("LayoutGuide")
        {
            lengths[constraint.first.item] = constraint.constant
        }
        var checker = IndependentChecker(
            ir: ir, relativeFrames: frames, rootSize: (layout.width, layout.height), baselines: baselines,
            layoutGuideLengths: lengths)
        let modern = layout.safeArea != nil
        if modern {
            tally.modern += 1
            let insets = layout.safeArea ?? .zero
            checker.applyModern(
                safeArea: .init(x: insets.top, y: insets.left, width: insets.bottom, height: insets.right),
                traits: traits, declaredMargins: IndependentChecker.declaredMargins(in: source, traits: traits),
                rightToLeft: options.rightToLeft, screenWidth: IndependentChecker.screenWidth(environment),
                stacks: IndependentChecker.declaredStacks(in: source))
        } else {
            checker.rightToLeft = options.rightToLeft
        }
        // Where a stack's canvas is, by the margins above (a number the IR carries as a constant).
        let canvas = checker.canvasConnectionMismatches(stacks: IndependentChecker.declaredStackMargins(in: source))
        tally.canvasEdges += canvas.checked
        for mismatch in canvas.mismatches { Issue.record("\(mismatch): \(label)") }
        for constraint in ir.constraints where constraint.isRequired {
            switch checker.check(constraint) {
            case .holds: tally.requiredChecked += 1
            case .unknown: tally.skipped += 1
            case .violated(let lhs, let rhs):
                Issue.record("\(constraint.location)  \(constraint.text) does not hold: \(lhs) vs \(rhs): \(label)")
            }
        }

        // Optimality, exactly.
        let fixed = checker.absolute.filter { ["safeArea", "margins", "readableContent"].contains($0.key) }
        let linear = try ExactLayoutProgram(
            ir: ir, width: givenWidth, height: givenHeight,
            baselines: baselines, margins: modern ? checker.margins : [:], fixedFrames: fixed,
            fixedAxes: (givenWidth != nil, givenHeight != nil), rightToLeft: options.rightToLeft)
        do {
            if try ExactLayoutOracleTests.expectOptimal(
                linear, layout: layout, source: source, traits: traits, label: label, fixedFrames: fixed)
            {
                tally.optimal += 1
                tally.levels += linear.levels.count
            } else {
                tally.skipped += 1
            }
        } catch is Rational.Overflow {
            tally.skipped += 1
        }

        // Snapping: every edge within half a pixel of the unsnapped layout's.
        guard let scale = Compiler.resolve(Compiler.parse(file), request: snappedRequest).first?.scale,
            let shown = snapped.layouts.first
        else { return }
        tally.scaled += 1
        var snappedFrames: [String: IndependentChecker.Frame] = [:]
        for view in shown.views + shown.guides + shown.spacers {
            snappedFrames[view.name] = .init(
                x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
        }
        let grid = IndependentChecker(
            ir: ir, relativeFrames: snappedFrames, rootSize: (shown.width, shown.height), baselines: baselines,
            layoutGuideLengths: lengths)
        for (name, exact) in checker.absolute where frames[name] != nil {
            guard let onGrid = grid.absolute[name] else {
                Issue.record("\(name) has no snapped frame: \(label)")
                continue
            }
            let pairs = [
                (exact.x, onGrid.x), (exact.y, onGrid.y), (exact.x + exact.width, onGrid.x + onGrid.width),
                (exact.y + exact.height, onGrid.y + onGrid.height),
            ]
            for (a, b) in pairs {
                tally.snappedEdges += 1
                #expect(
                    abs(a - b) <= 0.5 / scale + 1e-9 * max(1, abs(a)),
                    "\(name): edge \(a) snapped to \(b) at scale \(scale): \(label)")
            }
        }
    }

    /// The required constraints of a layout vflc rejected are infeasible, by the exact oracle.
    /// Under today's UIKit the guides and margins are placed as `IndependentChecker` places them,
    /// when the safe area is known without a layout (no device: none) and the container has a
    /// given width and height; other rejections are counted, not confirmed.
    static func confirmInfeasible(
        _ ir: IRText, source: String, environment: LayoutEnvironment, rightToLeft: Bool, label: String,
        tally: inout Tally
    ) throws {
        let traits = ExactLayoutOracleTests.traitsText(environment)
        let baselines = IndependentChecker.declaredBaselines(in: source, traits: traits)
        var margins: [String: IndependentChecker.Frame] = [:]
        var fixed: [String: IndependentChecker.Frame] = [:]
        if environment.release.number >= 11 {
            guard environment.device == nil, let width = environment.width, let height = environment.height else {
                return
            }
            var checker = IndependentChecker(
                ir: ir, relativeFrames: [:], rootSize: (width, height), baselines: baselines, layoutGuideLengths: [:])
            checker.applyModern(
                safeArea: .init(x: 0, y: 0, width: 0, height: 0), traits: traits,
                declaredMargins: IndependentChecker.declaredMargins(in: source, traits: traits),
                rightToLeft: rightToLeft, screenWidth: IndependentChecker.screenWidth(environment),
                stacks: IndependentChecker.declaredStacks(in: source))
            margins = checker.margins
            fixed = checker.absolute.filter { ["safeArea", "margins", "readableContent"].contains($0.key) }
        }
        let linear = try ExactLayoutProgram(
            ir: ir, width: environment.width, height: environment.height, baselines: baselines, margins: margins,
            fixedFrames: fixed, rightToLeft: rightToLeft)
        let feasible = try ExactSimplex.isFeasible(
            variableCount: linear.variableCount, linear.requiredRows.map(\.constraint))
        #expect(!feasible, "vflc rejected a feasible layout: \(label)")
        if !feasible { tally.confirmedInfeasible += 1 }
    }

    /// Found by seed 2001164 (`--width 320,768 --height 600 --ios 17 --scale 3`, reduced here to
    /// iOS 7): the wrapping label `t` is squeezed to a width of about 7e-15 (0 but for rounding) in
    /// a fillProportionally stack, its text pass takes ceil(597 / 7e-15) lines, 1.4e18 points
    /// high, and with those magnitudes the layout breaks the required `V:|-8-[v0]` (v0 at y = 0)
    /// yet vflc exits 0. Recorded as a known issue until the compiler is fixed; the check is the
    /// suite's own.
    /// Found by a 3,000-program run (seed 2,001,164): a label squeezed to a width of 7e-15 took
    /// ceil(597 / 7e-15) lines, and constants of 1e18 broke the required `V:|-8-[v0]`. A width within
    /// rounding of 0 is now no preference, as 0 is: the label keeps its one-line height.
    @Test func labelSqueezedToNoWidthInAProportionalStack() throws {
        let source = """
            view v0 intrinsic=53.5x34
            stack s0 axis=horizontal distribution=fillProportionally alignment=bottom spacing=4 arranged=s0a0,t
            view s0a0 intrinsic=72.5x43.5
            view t text=597x17 lines=0 resist=250
            H:|-(>=12)-[v0]-[s0]-(7@250)-| options: alignAllTop
            V:|-8-[v0(<=281@250)]

            """
        let result = TestSupport.compile(source, width: 768, height: 600)
        #expect(!result.hasErrors)
        let frames = Dictionary(uniqueKeysWithValues: (result.layouts.first?.views ?? []).map { ($0.name, $0.frame) })
        #expect(frames["v0"]?.y == 8)
        #expect(frames["t"]?.height == 17)
        let label = try #require(result.systems.first?.textLabels.first)
        #expect(label.intrinsicSize(preferredWidth: 7.105427357601002e-15) == (597, 17))
    }

    /// The table parses, and a table that states the wider rule for the root's margins is read
    /// with it.
    @Test func fidelityTableIsReadFromTheDocs() throws {
        let numbers = FidelityNumbers.current
        for key in FidelityNumbers.requiredKeys { #expect(numbers.values[key] != nil, "\(key)") }
        let wide = try FidelityNumbers.parse(
            """
            # fidelity

            ## Something else
            | key | value | where it comes from |
            |---|---|---|
            | `view.margin` | 99 | ignored: another section |

            ## The numbers, as the tests read them

            | key | value | where it comes from |
            |---|---|---|
            | `root.margin.compact` | 16 | a |
            | `root.margin.regular` | 20 | b |
            | `root.margin.wide.from` | 414 | c |
            | `view.margin` | 8 | d |
            | `stack.margin` | 8 | e |
            | `readable.width` | 672 | f |
            | `system.spacing` | 8 | g |
            | `standard.sibling` | 8 | h |
            | `standard.superview` | 20 | i |
            """)
        #expect(wide.viewMargin == 8)
        // 20 on a screen 414 points wide or more, and in regular width whatever the screen.
        #expect(wide.rootSideMargin(regularWidth: false, screenWidth: 414) == 20)
        #expect(wide.rootSideMargin(regularWidth: false, screenWidth: 375) == 16)
        #expect(wide.rootSideMargin(regularWidth: true, screenWidth: 375) == 20)
        #expect(numbers.rootSideMargin(regularWidth: true, screenWidth: 320) == numbers.values["root.margin.regular"])
        #expect(throws: FidelityNumbers.ParseError.self) {
            try FidelityNumbers.parse(
                "## The numbers, as the tests read them\n| key | value | where it comes from |\n|---|---|---|\n| `view.margin` | 8 | x |\n"
            )
        }
        #expect(throws: FidelityNumbers.ParseError.self) {
            try FidelityNumbers.parse(
                "## The numbers, as the tests read them\n| key | value | where it comes from |\n| `view.margin` | eight | x |\n"
            )
        }
    }
}
