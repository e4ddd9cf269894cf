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
    /// How each environment of a sweep is named (`width 320`, `iphone6 landscape`); empty
    /// strings for a single environment.
    public var entryLabels: [String] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The pipeline: source → syntax → constraints → solution → frames, for a list of environments
/// (one, or a sweep). Environments that share size classes and layout-guide lengths share one
/// compiled system and one solver, re-solved at each container size through edit variables.
public enum Compiler {
    /// `scale` snaps frames to a pixel grid; with `deviceScaleByDefault` (what `vflc` does) and no
    /// `scale`, a device's own scale snaps them under `--ios 11` and later. Without either, frames
    /// keep full precision.
    public static func compile(
        _ file: SourceFile, environments: [LayoutEnvironment], scale: Double? = nil, deviceScaleByDefault: Bool = false
    ) -> CompilationResult {
        var collector = DiagnosticCollector()
        // The syntax tree lives only inside `lower`: it is released before the solvers are built,
        // so a large file's tree and its solvers are never in memory together.
        let (entries, parseDiagnostics) = lower(file, environments: environments)
        collector.append(contentsOf: parseDiagnostics)
        let parsedCleanly = !parseDiagnostics.contains { $0.severity == .error }
        let release = entries.first?.lowering.release ?? 7

        var layouts: [LayoutResult] = []
        var systems: [ConstraintSystem] = []
        var engines: [EngineKey: (engine: LayoutEngine, conflicts: [Diagnostic])] = [:]
        // What each entry of a sweep found, merged below (`SweepDiagnostics`).
        var perEntry: [[Diagnostic]] = []
        var hasErrors = !parsedCleanly
        // How many entries still to come solve with each engine: the last one releases it before
        // its frames are built, so a large layout's solver and its frames are never in memory together.
        var remainingUses: [EngineKey: Int] = [:]
        for entry in entries { remainingUses[engineKey(entry), default: 0] += 1 }
        for entry in entries {
            let environment = entry.environment
            let system = entry.system
            var found = entry.diagnostics
            defer { perEntry.append(found) }
            systems.append(system)
            if found.contains(where: { $0.severity == .error }) { hasErrors = true }
            guard !hasErrors else { continue }

            let key = engineKey(entry)
            remainingUses[key, default: 1] -= 1
            let solution: LayoutSolution
            do {
                let engine: LayoutEngine
                var isNewEngine = false
                if let cached = engines[key] {
                    engine = cached.engine
                    // Conflicts among the file's constraints hold at every size this engine solves.
                    found += cached.conflicts
                } else {
                    engine = LayoutEngine(
                        system: system, mode: key.mode, initialWidth: environment.width,
                        initialHeight: environment.height)
                    isNewEngine = true
                }
                if system.textLabels.isEmpty {
                    solution = engine.solve(width: environment.width, height: environment.height)
                } else {
                    let text = TextLayout.settle(engine, width: environment.width, height: environment.height)
                    solution = text.solution
                    found += text.diagnostics
                    systems[systems.count - 1] = engine.system
                }
                if isNewEngine {
                    // Every refused constraint is already left out of the solution: with the
                    // container's conflicts broken too, it is UIKit's recovery.
                    let conflicts = engine.conflicts.map {
                        LayoutDiagnostics.unsatisfiable(
                            $0, engine: engine, environment: environment,
                            recovered: solution.recoveredRects ?? solution.rects)
                    }
                    engines[key] = (engine, conflicts)
                    found += conflicts
                }
                for conflict in solution.containerConflicts {
                    found.append(
                        LayoutDiagnostics.unsatisfiable(
                            conflict, engine: engine, environment: environment,
                            recovered: solution.recoveredRects))
                }
                // Warnings about a solution that broke required constraints would mislead.
                if engine.conflicts.isEmpty, solution.containerConflicts.isEmpty {
                    found += LayoutDiagnostics.warnings(engine: engine, solution: solution)
                }
                if remainingUses[key] == 0 { engines[key] = nil }
            }
            if found.contains(where: { $0.severity == .error }) { hasErrors = true }
            // Under `--ios 11` and later a device's display scale is the default `--scale`.
            let deviceScale = deviceScaleByDefault && release >= 11 ? environment.deviceEntry?.scale : nil
            let frames = FrameBuilder(system: system, scale: scale ?? deviceScale).frames(from: solution.rects)
            let root = solution.rects[ConstraintSystem.root]
            layouts.append(
                LayoutResult(
                    width: root.width, height: root.height, traits: environment.traits,
                    safeArea: system.safeArea, device: environment.device, orientation: environment.orientation,
                    split: environment.split, views: frames.views, guides: frames.guides))
            layouts[layouts.count - 1].spacers = frames.spacers
        }
        let labels = SweepDiagnostics.labels(for: environments)
        if perEntry.count > 1 {
            collector.append(contentsOf: SweepDiagnostics.merge(perEntry, labels: labels))
        } else {
            for diagnostics in perEntry { collector.append(contentsOf: diagnostics) }
        }
        // In source order, as a reader goes through the file (stable: same-place diagnostics keep
        // the order they were found in); diagnostics without a place come last.
        let diagnostics = collector.diagnostics.enumerated().sorted { a, b in
            (a.element.range?.start ?? Int.max, a.offset) < (b.element.range?.start ?? Int.max, b.offset)
        }.map(\.element)
        let failed = diagnostics.contains { $0.severity == .error }
        return CompilationResult(
            file: file, diagnostics: diagnostics, layouts: failed ? [] : layouts, systems: systems,
            entryLabels: labels)
    }

    /// The file's unconditional `design WxH` (the first), if its numbers are usable.
    static func designSize(of syntax: FileSyntax) -> (width: Double, height: Double)? {
        for statement in syntax.statements where statement.conditions.isEmpty {
            guard case .design(let design) = statement.kind else { continue }
            let (width, height) = (design.size.width.value, design.size.height.value)
            guard width.isFinite, height.isFinite, abs(width) < 1e9, abs(height) < 1e9 else { return nil }
            return (width, height)
        }
        return nil
    }

    /// Parses the file and lowers it once per distinct lowering environment; returns each
    /// environment (sized by a `design WxH` when it gives no size) with its system, and the
    /// parse diagnostics.
    private static func lower(
        _ file: SourceFile, environments: [LayoutEnvironment]
    ) -> (entries: [LoweredEntry], parseDiagnostics: [Diagnostic]) {
        let (syntax, parseDiagnostics) = Parser.parse(file)
        let parsedCleanly = !parseDiagnostics.contains { $0.severity == .error }
        // The command line's `--ios` beats the file's `platform`; the default is iOS 7.
        let release = environments.first?.release ?? ConstraintLowering.platformRelease(of: syntax) ?? 7
        // Without a size, a file with `design WxH` is laid out at its design size.
        let design = designSize(of: syntax)
        var entries: [LoweredEntry] = []
        var cache: [LoweringEnvironment: (system: ConstraintSystem, diagnostics: [Diagnostic])] = [:]
        for var environment in environments {
            if let design, environment.width == nil, environment.height == nil, environment.device == nil {
                let fitting = SizeClassTraits.inferred(width: nil, height: nil)
                environment.width = design.width
                environment.height = design.height
                if environment.traits == fitting {
                    environment.traits = SizeClassTraits.inferred(width: design.width, height: design.height)
                }
            }
            let lowering = LoweringEnvironment(
                traits: environment.traits, topLayoutGuide: environment.topLayoutGuide,
                bottomLayoutGuide: environment.bottomLayoutGuide, release: release,
                safeArea: environment.deviceSafeArea,
                isModernDevice: environment.device.map { !Device.isClassic($0) } ?? false,
                rightToLeft: environment.rightToLeft, width: release >= 11 ? environment.width : nil)
            if let cached = cache[lowering] {
                entries.append(
                    LoweredEntry(
                        environment: environment, lowering: lowering, system: cached.system,
                        diagnostics: cached.diagnostics))
                continue
            }
            var (system, diagnostics) = ConstraintLowering.lower(syntax, environment: lowering)
            // After a syntax error, follow-on warnings (a view "named once" because its line
            // was skipped) would mislead: keep only errors.
            if !parsedCleanly { diagnostics = diagnostics.filter { $0.severity == .error } }
            cache[lowering] = (system, diagnostics)
            entries.append(
                LoweredEntry(environment: environment, lowering: lowering, system: system, diagnostics: diagnostics))
        }
        return (entries, parseDiagnostics)
    }

    private static func engineKey(_ entry: LoweredEntry) -> EngineKey {
        EngineKey(
            lowering: entry.lowering,
            mode: LayoutEngine.SizeMode(
                fixedWidth: entry.environment.width != nil, fixedHeight: entry.environment.height != nil))
    }

    /// One environment of the request, lowered.
    private struct LoweredEntry {
        var environment: LayoutEnvironment
        var lowering: LoweringEnvironment
        var system: ConstraintSystem
        var diagnostics: [Diagnostic]
    }

    private struct EngineKey: Hashable {
        var lowering: LoweringEnvironment
        var mode: LayoutEngine.SizeMode
    }
}
