import VFLSyntax

/// Everything one file compiles to: its diagnostics and, when there are no errors, one layout
/// (and the constraint system it came from) per requested environment.
public struct CompilationResult: Sendable {
    public var file: SourceFile
    /// Every problem found, in the order found, each reported once even in a sweep.
    public var diagnostics: [Diagnostic]
    /// One per environment, in order; empty when there are errors.
    public var layouts: [LayoutResult]
    /// The constraint system per environment (what `--format ir`/`swift` print).
    public var systems: [ConstraintSystem]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The pipeline: source → syntax → constraints → solution → frames, for a list of environments
/// (one, or a sweep). Environments that share size classes and layout-guide lengths share one
/// compiled system and one solver, re-solved at each container size through edit variables.
public enum Compiler {
    public static func compile(_ file: SourceFile, environments: [LayoutEnvironment], scale: Double? = nil)
        -> CompilationResult
    {
        var collector = DiagnosticCollector()
        let (syntax, parseDiagnostics) = Parser.parse(file)
        collector.add(parseDiagnostics)
        let parsedCleanly = !parseDiagnostics.contains { $0.severity == .error }

        var layouts: [LayoutResult] = []
        var systems: [ConstraintSystem] = []
        var loweredSystems: [LoweringEnvironment: ConstraintSystem] = [:]
        var engines: [EngineKey: LayoutEngine] = [:]
        for environment in environments {
            let lowering = LoweringEnvironment(
                traits: environment.traits, topLayoutGuide: environment.topLayoutGuide,
                bottomLayoutGuide: environment.bottomLayoutGuide)
            let system: ConstraintSystem
            if let cached = loweredSystems[lowering] {
                system = cached
            } else {
                let (lowered, diagnostics) = ConstraintLowering.lower(syntax, environment: lowering)
                // After a syntax error, follow-on warnings (a view "named once" because its line
                // was skipped) would mislead: keep only errors.
                collector.add(parsedCleanly ? diagnostics : diagnostics.filter { $0.severity == .error })
                system = lowered
                loweredSystems[lowering] = system
            }
            systems.append(system)
            guard !collector.hasErrors else { continue }

            let mode = LayoutEngine.SizeMode(
                fixedWidth: environment.width != nil, fixedHeight: environment.height != nil)
            let key = EngineKey(lowering: lowering, mode: mode)
            let engine: LayoutEngine
            var isNewEngine = false
            if let cached = engines[key] {
                engine = cached
            } else {
                engine = LayoutEngine(
                    system: system, mode: mode, initialWidth: environment.width,
                    initialHeight: environment.height)
                engines[key] = engine
                isNewEngine = true
            }
            let solution = engine.solve(width: environment.width, height: environment.height)
            if isNewEngine {
                // Every refused constraint is already left out of the solution: with the
                // container's conflicts broken too, it is UIKit's recovery.
                for conflict in engine.conflicts {
                    collector.add([
                        LayoutDiagnostics.unsatisfiable(
                            conflict, engine: engine, environment: environment,
                            recovered: solution.recoveredRects ?? solution.rects)
                    ])
                }
            }
            for conflict in solution.containerConflicts {
                collector.add([
                    LayoutDiagnostics.unsatisfiable(
                        conflict, engine: engine, environment: environment,
                        recovered: solution.recoveredRects)
                ])
            }
            // Warnings about a solution that broke required constraints would mislead.
            if engine.conflicts.isEmpty, solution.containerConflicts.isEmpty {
                collector.add(LayoutDiagnostics.warnings(engine: engine, solution: solution))
            }
            let frames = FrameBuilder(system: system, scale: scale).frames(from: solution.rects)
            let root = solution.rects[ConstraintSystem.root]
            layouts.append(
                LayoutResult(
                    width: root.width, height: root.height, traits: environment.traits,
                    device: environment.device, orientation: environment.orientation,
                    split: environment.split, views: frames.views, guides: frames.guides))
            layouts[layouts.count - 1].spacers = frames.spacers
        }
        // In source order, as a reader goes through the file (stable: same-place diagnostics keep
        // the order they were found in); diagnostics without a place come last.
        let diagnostics = collector.diagnostics.enumerated().sorted { a, b in
            (a.element.range?.start ?? Int.max, a.offset) < (b.element.range?.start ?? Int.max, b.offset)
        }.map(\.element)
        let failed = diagnostics.contains { $0.severity == .error }
        return CompilationResult(file: file, diagnostics: diagnostics, layouts: failed ? [] : layouts, systems: systems)
    }

    private struct EngineKey: Hashable {
        var lowering: LoweringEnvironment
        var mode: LayoutEngine.SizeMode
    }
}

/// Collects diagnostics in order, dropping exact repeats (a sweep finds the same problem at
/// every size).
struct DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func add(_ new: [Diagnostic]) {
        for diagnostic in new where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }
}
