import VFL
import VFLDriver
import VFLSyntax

/// One file and its request, run through `Compiler`'s phases (parse, resolve, lower, layout,
/// frames) with each phase timed on its own — the same functions `Compiler.compile` composes, so
/// the benchmark times vflc's own pipeline rather than a copy of it.
///
/// The layout phase runs without its diagnostics (conflict explanations, ambiguity, broken
/// optionals): `--compile` times `Compiler.compile`, which runs them too.
struct PipelineBenchmark {
    let file: SourceFile
    let request: LayoutRequest
    let options: CommandLineOptions

    /// What a run produced, kept so the optimiser cannot drop the work.
    struct Run {
        var times = PhaseTimes()
        var output = ""
        var items = 0
        var constraints = 0
    }

    /// The environments the request resolves to for this file.
    func environments() -> [LayoutEnvironment] {
        Compiler.resolve(Compiler.parse(file), request: request)
    }

    /// Parses and lowers once, untimed, to report errors before any timing starts.
    func check() -> [Diagnostic] {
        let parsed = Compiler.parse(file)
        if parsed.diagnostics.contains(where: { $0.severity == .error }) { return parsed.diagnostics }
        let lowered = Compiler.lower(parsed, environments: Compiler.resolve(parsed, request: request))
        let found = lowered.diagnostics + (lowered.entries.first?.diagnostics ?? [])
        return found.filter { $0.severity == .error }
    }

    /// The IR of the first environment, as `vflc --format ir` prints it, without solving.
    func intermediateRepresentation() -> String {
        let parsed = Compiler.parse(file)
        let lowered = Compiler.lower(parsed, environments: Compiler.resolve(parsed, request: request))
        guard let system = lowered.entries.first?.system else { return "" }
        return IRRenderer().render(system, file: file)
    }

    func run() -> Run {
        var run = Run()
        // The syntax tree lives only until every system is lowered, as in `Compiler.compile`.
        var lowered: LoweredFile
        do {
            let (parsed, parseSeconds) = MonotonicClock.measure { Compiler.parse(file) }
            run.times.parse = parseSeconds
            let environments = Compiler.resolve(parsed, request: request)
            let (result, lowerSeconds) = MonotonicClock.measure { Compiler.lower(parsed, environments: environments) }
            lowered = result
            run.times.lower = lowerSeconds
        }
        run.items = lowered.entries.first?.system.items.count ?? 0
        run.constraints = lowered.entries.first?.system.constraints.count ?? 0
        // Building each engine (where the simplex work is) and re-solving it at each size.
        let (laidOut, solveSeconds) = MonotonicClock.measure { Compiler.layout(&lowered, diagnose: false) }
        run.times.solve = solveSeconds
        run.times.output =
            MonotonicClock.measure {
                run.output = render(Compiler.frames(laidOut), systems: laidOut.map(\.system))
            }.seconds
        return run
    }

    /// Seconds to build a fresh engine and solve, for each of the first `count` environments:
    /// what a sweep would cost without re-solving one engine.
    func freshSolves(_ count: Int) -> Double {
        let parsed = Compiler.parse(file)
        let lowered = Compiler.lower(parsed, environments: Compiler.resolve(parsed, request: request))
        var total = 0.0
        for entry in lowered.entries.prefix(count) {
            let environment = entry.environment
            let mode = LayoutEngine.SizeMode(
                fixedWidth: environment.width != nil, fixedHeight: environment.height != nil)
            total +=
                MonotonicClock.measure {
                    LayoutEngine(
                        system: entry.system, mode: mode, initialWidth: environment.width,
                        initialHeight: environment.height
                    )
                    .solve(width: environment.width, height: environment.height).rects.count
                }.seconds
        }
        return total
    }

    /// Seconds for `Compiler.compile` plus rendering: everything `vflc` does but process start-up and I/O.
    func compileSeconds() -> Double {
        MonotonicClock.measure {
            let result = Compiler.compile(file, request: request)
            return result.layouts.count == 1
                ? JSONRenderer().render(result.layouts[0]).utf8.count
                : JSONRenderer().render(sweep: result.layouts).utf8.count
        }.seconds
    }

    private func render(_ layouts: [LayoutResult], systems: [ConstraintSystem]) -> String {
        switch options.format {
        case .json:
            return layouts.count == 1 ? JSONRenderer().render(layouts[0]) : JSONRenderer().render(sweep: layouts)
        case .ascii:
            return layouts.map { ASCIIRenderer(columns: options.columns).render($0) }.joined(separator: "\n")
        case .svg:
            return layouts.map { SVGRenderer().render($0) }.joined()
        case .ir:
            return systems.map { IRRenderer().render($0, file: file) }.joined()
        case .swift:
            return systems.map { SwiftCodeRenderer().render($0, file: file) }.joined()
        case .vfl:
            return SyntaxPrinter.print(Parser.parse(file).syntax)
        }
    }
}
