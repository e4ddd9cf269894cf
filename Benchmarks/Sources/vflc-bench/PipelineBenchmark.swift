import VFL
import VFLDriver
import VFLSyntax

/// One file and its environments, run through vflc's phases with each phase timed on its own,
/// the way `Compiler.compile` runs them (one lowering per set of size classes, one engine per
/// lowering and size mode, re-solved for every environment of a sweep).
///
/// Diagnostics (ambiguity, broken optionals) are not timed here: they are internal to VFL and
/// run only inside `Compiler.compile`; `--compile` times that too.
struct PipelineBenchmark {
    let file: SourceFile
    let environments: [LayoutEnvironment]
    let options: CommandLineOptions

    /// What a run produced, kept so the optimiser cannot drop the work.
    struct Run {
        var times = PhaseTimes()
        var output = ""
        var items = 0
        var constraints = 0
    }

    enum Failure: Error {
        case diagnostics([Diagnostic])
    }

    /// Parses and lowers once, untimed, to report errors before any timing starts.
    func check() -> [Diagnostic] {
        let (syntax, parseDiagnostics) = Parser.parse(file)
        if parseDiagnostics.contains(where: { $0.severity == .error }) { return parseDiagnostics }
        guard let first = environments.first else { return [] }
        let (_, diagnostics) = ConstraintLowering.lower(syntax, environment: Self.lowering(first))
        return diagnostics.filter { $0.severity == .error }
    }

    /// The IR of the first environment, as `vflc --format ir` prints it, without solving.
    func intermediateRepresentation() -> String {
        let (syntax, _) = Parser.parse(file)
        let environment =
            environments.first ?? LayoutEnvironment(width: nil, height: nil, traits: .inferred(width: nil, height: nil))
        let (system, _) = ConstraintLowering.lower(syntax, environment: Self.lowering(environment))
        return IRRenderer().render(system, file: file)
    }

    func run() -> Run {
        var run = Run()
        // The syntax tree lives only until every system is lowered, as in `Compiler.compile`.
        var systems: [ConstraintSystem] = []
        do {
            let (syntax, parseSeconds) = MonotonicClock.measure { Parser.parse(file).syntax }
            run.times.parse = parseSeconds
            var lowered: [LoweringEnvironment: ConstraintSystem] = [:]
            run.times.lower =
                MonotonicClock.measure {
                    for environment in environments {
                        let key = Self.lowering(environment)
                        if let system = lowered[key] {
                            systems.append(system)
                        } else {
                            let system = ConstraintLowering.lower(syntax, environment: key).system
                            lowered[key] = system
                            systems.append(system)
                        }
                    }
                }.seconds
        }
        run.items = systems.first?.items.count ?? 0
        run.constraints = systems.first?.constraints.count ?? 0

        var engines: [EngineKey: LayoutEngine] = [:]
        var solutions: [LayoutSolution] = []
        for (environment, system) in zip(environments, systems) {
            let mode = LayoutEngine.SizeMode(
                fixedWidth: environment.width != nil, fixedHeight: environment.height != nil)
            let key = EngineKey(lowering: Self.lowering(environment), mode: mode)
            let engine: LayoutEngine
            if let cached = engines[key] {
                engine = cached
            } else {
                let (built, seconds) = MonotonicClock.measure {
                    LayoutEngine(
                        system: system, mode: mode, initialWidth: environment.width,
                        initialHeight: environment.height)
                }
                run.times.build += seconds
                engine = built
                engines[key] = engine
            }
            // Wrapping labels are laid out as `Compiler.compile` lays them out: passes until they settle.
            let (solution, seconds) = MonotonicClock.measure {
                system.textLabels.isEmpty
                    ? engine.solve(width: environment.width, height: environment.height)
                    : TextLayout.settle(engine, width: environment.width, height: environment.height).solution
            }
            run.times.resolve += seconds
            solutions.append(solution)
        }
        // The engines go before the output is made, as in `Compiler.compile`.
        engines.removeAll()

        run.times.output =
            MonotonicClock.measure {
                run.output = render(solutions: solutions, systems: systems)
            }.seconds
        return run
    }

    /// Seconds to build a fresh engine and solve, for each of the first `count` environments:
    /// what a sweep would cost without re-solving one engine.
    func freshSolves(_ count: Int) -> Double {
        let (syntax, _) = Parser.parse(file)
        var total = 0.0
        for environment in environments.prefix(count) {
            let system = ConstraintLowering.lower(syntax, environment: Self.lowering(environment)).system
            let mode = LayoutEngine.SizeMode(
                fixedWidth: environment.width != nil, fixedHeight: environment.height != nil)
            total +=
                MonotonicClock.measure {
                    LayoutEngine(
                        system: system, mode: mode, initialWidth: environment.width, initialHeight: environment.height
                    )
                    .solve(width: environment.width, height: environment.height).rects.count
                }.seconds
        }
        return total
    }

    /// Seconds for `Compiler.compile` plus rendering: everything `vflc` does but process start-up and I/O.
    func compileSeconds() -> Double {
        MonotonicClock.measure {
            let result = Compiler.compile(file, environments: environments, scale: options.scale)
            return result.layouts.count == 1
                ? JSONRenderer().render(result.layouts[0]).utf8.count
                : JSONRenderer().render(sweep: result.layouts).utf8.count
        }.seconds
    }

    private func render(solutions: [LayoutSolution], systems: [ConstraintSystem]) -> String {
        var layouts: [LayoutResult] = []
        for ((environment, system), solution) in zip(zip(environments, systems), solutions) {
            let frames = FrameBuilder(system: system, scale: options.scale).frames(from: solution.rects)
            let root = solution.rects[ConstraintSystem.root]
            layouts.append(
                LayoutResult(
                    width: root.width, height: root.height, traits: environment.traits,
                    device: environment.device, orientation: environment.orientation,
                    split: environment.split, views: frames.views, guides: frames.guides))
        }
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
        }
    }

    static func lowering(_ environment: LayoutEnvironment) -> LoweringEnvironment {
        LoweringEnvironment(
            traits: environment.traits, topLayoutGuide: environment.topLayoutGuide,
            bottomLayoutGuide: environment.bottomLayoutGuide)
    }

    private struct EngineKey: Hashable {
        var lowering: LoweringEnvironment
        var mode: LayoutEngine.SizeMode
    }
}
