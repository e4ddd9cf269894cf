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
    /// The views an ambiguity warning (`ambiguous-layout`, `content-priority-ambiguity`) names,
    /// in any environment: those the layout leaves open, which go where they were drawn (`drawn=`).
    public var ambiguousViews: Set<String> = []
}

/// The pipeline, one phase a function, each phase's result a value the next takes:
///
///     parse ─▶ resolve ─▶ lower ─▶ layout ─▶ frames
///
/// `parse` reads the syntax and what the file says of itself (`FileFacts`); `resolve` turns the
/// request into one `LayoutEnvironment` per sweep entry; `lower` builds one constraint system per
/// distinct `LoweringEnvironment` (a width sweep lowers once); `layout` solves every entry, entries
/// that share a system and size mode sharing one solver, re-solved at each size through edit
/// variables; `frames` makes parent-relative, pixel-snapped frames. `compile` runs them all.
public enum Compiler {
    /// Parses, resolves, lowers, lays out and builds the frames of `file` for `request`.
    public static func compile(_ file: SourceFile, request: LayoutRequest) -> CompilationResult {
        // The syntax tree lives only until `lower` returns: it is released before the solvers are
        // built, so a large file's tree and its solvers are never in memory together.
        var lowered: LoweredFile
        do {
            let parsed = parse(file)
            lowered = lower(parsed, environments: resolve(parsed, request: request))
        }
        return finish(file, &lowered)
    }

    /// Lowers, lays out and builds the frames of a syntax tree another front end made (an
    /// Interface Builder scene): `parsed.file` is the source its ranges point into.
    public static func compile(_ parsed: ParsedFile, request: LayoutRequest) -> CompilationResult {
        var lowered = lower(parsed, environments: resolve(parsed, request: request))
        return finish(parsed.file, &lowered)
    }

    /// Lays out syntax trees another front end made from `file` (an Interface Builder scene built
    /// for each set of size classes), each in its run of environments, as one sweep in the order
    /// given: a run is lowered once (its widths share systems as a `.vfl` file's do), and
    /// diagnostics that several runs share are reported once.
    public static func compile(
        _ file: SourceFile, entries: [(parsed: ParsedFile, environments: [LayoutEnvironment])]
    ) -> CompilationResult {
        var combined = LoweredFile(entries: [], diagnostics: [])
        var seen = Set<Diagnostic>()
        for entry in entries {
            let lowered = lower(entry.parsed, environments: entry.environments)
            combined.entries += lowered.entries
            for diagnostic in lowered.diagnostics where seen.insert(diagnostic).inserted {
                combined.diagnostics.append(diagnostic)
            }
        }
        return finish(file, &combined)
    }

    /// Lays `file` out in environments already resolved (by a test or a tool): their release,
    /// sizes and traits are taken as they are; the file's `platform` and `design` are not applied
    /// again.
    public static func compile(_ file: SourceFile, environments: [LayoutEnvironment]) -> CompilationResult {
        var lowered = lower(parse(file), environments: environments)
        return finish(file, &lowered)
    }

    /// Layout and frames after lowering, and every diagnostic merged and in source order.
    private static func finish(_ file: SourceFile, _ lowered: inout LoweredFile) -> CompilationResult {
        let labels = SweepDiagnostics.labels(for: lowered.entries.map(\.environment))
        let laidOut = layout(&lowered)
        var collector = DiagnosticCollector()
        collector.append(contentsOf: lowered.diagnostics)
        let perEntry = laidOut.map(\.diagnostics)
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
        var result = CompilationResult(
            file: file, diagnostics: diagnostics, layouts: failed ? [] : frames(laidOut),
            systems: laidOut.map(\.system), entryLabels: labels)
        result.ambiguousViews = laidOut.reduce(into: []) { $0.formUnion($1.ambiguousViews) }
        return result
    }

    // MARK: - Parse

    /// The parse phase: the syntax tree, the file's own `platform` and `design`, and their
    /// diagnostics.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        let (syntax, diagnostics) = Parser.parse(file)
        let facts = FileFacts.read(syntax)
        return ParsedFile(file: file, syntax: syntax, facts: facts, diagnostics: diagnostics + facts.diagnostics)
    }

    // MARK: - Resolve

    /// The resolve phase: one environment per entry of the request, with the file's release and
    /// design size taken into account.
    public static func resolve(_ parsed: ParsedFile, request: LayoutRequest) -> [LayoutEnvironment] {
        LayoutEnvironment.environments(for: request, file: parsed.facts)
    }

    // MARK: - Lower

    /// The lower phase: the file's item table once, then one system per distinct lowering
    /// environment. A system depends on the container's width only through the readable content
    /// guide's width: a file that uses `readableContent` is lowered once per other environment, and
    /// each width gets a copy with that one constant changed — and shares it with the widths that
    /// give the guide the same width.
    public static func lower(_ parsed: ParsedFile, environments: [LayoutEnvironment]) -> LoweredFile {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: parsed.diagnostics)
        // One item table per release (a device sweep may mix a classic device and a modern one):
        // its diagnostics hold for the whole file when there is one release, else for its entries.
        var releases: [UIKitRelease] = []
        for environment in environments where !releases.contains(environment.release) {
            releases.append(environment.release)
        }
        if releases.isEmpty { releases = [parsed.facts.release ?? .classic] }
        var tables: [UIKitRelease: (items: ItemTable, diagnostics: [Diagnostic], readsWidth: Bool)] = [:]
        for release in releases {
            var found = DiagnosticCollector()
            let items = ItemTable(syntax: parsed.syntax, release: release, diagnostics: &found)
            let readsWidth = release.hasTodaysGuides && items.items.contains { $0.kind == .readableContent }
            tables[release] = (items, found.diagnostics, readsWidth)
        }
        if releases.count == 1, let only = tables[releases[0]] { collector.append(contentsOf: only.diagnostics) }
        // After a syntax error, follow-on warnings (a view "named once" because its line was
        // skipped) would mislead: keep only errors.
        let parsedCleanly = !parsed.diagnostics.contains { $0.severity == .error }
        var cache: [LoweringEnvironment: (system: ConstraintSystem, diagnostics: [Diagnostic])] = [:]
        var entries: [LoweredEntry] = []
        entries.reserveCapacity(environments.count)
        for environment in environments {
            guard let table = tables[environment.release] else { continue }
            var key = LoweringEnvironment(environment)
            let width = key.width
            // Only the readable guide reads the width; whether it is fixed decides its constraints.
            key.width = table.readsWidth && width != nil ? 0 : nil
            var lowered: (system: ConstraintSystem, diagnostics: [Diagnostic])
            if let cached = cache[key] {
                lowered = cached
            } else {
                var asked = key
                asked.width = width
                lowered = ConstraintLowering.lower(
                    parsed.syntax, items: table.items, facts: parsed.facts, environment: asked)
                if releases.count > 1 { lowered.diagnostics = table.diagnostics + lowered.diagnostics }
                if !parsedCleanly { lowered.diagnostics = lowered.diagnostics.filter { $0.severity == .error } }
                cache[key] = lowered
            }
            var readableWidth: Double?
            if let index = lowered.system.readableWidthConstraint, let width {
                let margins = lowered.system.items[ConstraintSystem.root].margins
                let value = GuideEmitter.readableWidth(containerWidth: width, margins: margins)
                lowered.system.constraints[index].constant = value
                readableWidth = value
            }
            // A device of today laid out with iOS 7's rules (`--ios 7`, `platform ios 7`) says so.
            if let device = environment.device, device.impliesTodaysUIKit, !environment.release.hasTodaysGuides {
                lowered.diagnostics.append(Diagnostic(.note, .deviceUnderIOS7(device.name), at: nil))
            }
            entries.append(
                LoweredEntry(
                    environment: environment, system: lowered.system, diagnostics: lowered.diagnostics,
                    engineKey: EngineKey(
                        lowering: key, readableWidth: readableWidth,
                        mode: LayoutEngine.SizeMode(
                            fixedWidth: environment.width != nil, fixedHeight: environment.height != nil))))
        }
        return LoweredFile(entries: entries, diagnostics: collector.diagnostics)
    }

    // MARK: - Layout

    /// The layout phase: each entry solved, in order, until an entry has an error (the rest are
    /// not solved). Entries with the same system and size mode share one engine, re-solved at each
    /// size; the last entry that uses an engine releases it, so a large layout's solver and its
    /// frames are never in memory together. Consumes the lowered entries' systems. With `diagnose`
    /// false, conflicts are not explained and the solutions not checked (a benchmark's solve alone).
    public static func layout(_ lowered: inout LoweredFile, diagnose: Bool = true) -> [LaidOutEntry] {
        var engines: [EngineKey: (engine: LayoutEngine, conflicts: [Diagnostic])] = [:]
        var hasErrors = lowered.diagnostics.contains { $0.severity == .error }
        // How many entries still to come solve with each engine.
        var remainingUses: [EngineKey: Int] = [:]
        for entry in lowered.entries { remainingUses[entry.engineKey, default: 0] += 1 }
        var results: [LaidOutEntry] = []
        results.reserveCapacity(lowered.entries.count)
        for position in lowered.entries.indices {
            let entry = lowered.entries[position]
            // The system is the result's now: no second copy while it is solved.
            lowered.entries[position].system = ConstraintSystem(items: [], constraints: [])
            let environment = entry.environment
            var result = LaidOutEntry(environment: environment, system: entry.system, diagnostics: entry.diagnostics)
            defer { results.append(result) }
            if result.diagnostics.contains(where: { $0.severity == .error }) { hasErrors = true }
            guard !hasErrors else { continue }

            let key = entry.engineKey
            remainingUses[key, default: 1] -= 1
            let engine: LayoutEngine
            var isNewEngine = false
            if let cached = engines[key] {
                engine = cached.engine
                // Conflicts among the file's constraints hold at every size this engine solves.
                result.diagnostics += cached.conflicts
            } else {
                engine = LayoutEngine(
                    system: entry.system, mode: key.mode, initialWidth: environment.width,
                    initialHeight: environment.height)
                isNewEngine = true
            }
            var solution: LayoutSolution
            if entry.system.textLabels.isEmpty {
                solution = engine.solve(width: environment.width, height: environment.height)
            } else {
                let text = TextLayout.settle(engine, width: environment.width, height: environment.height)
                solution = text.solution
                result.diagnostics += text.diagnostics
                result.system = engine.system
            }
            // Views the constraints leave open go where they were drawn (`drawn=`: a storyboard's
            // stored frames at its own size); the pull is taken out again once this entry is done
            // with the engine.
            if !engine.system.drawnFrames.isEmpty, engine.conflicts.isEmpty, solution.containerConflicts.isEmpty,
                let settled = engine.settle(
                    toward: engine.system.drawnFrames, width: environment.width, height: environment.height)
            {
                solution = settled
            }
            defer { engine.unsettle() }
            if !diagnose {
                if isNewEngine { engines[key] = (engine, []) }
                if remainingUses[key] == 0 { engines[key] = nil }
                result.solution = solution
                continue
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
                result.diagnostics += conflicts
            }
            for conflict in solution.containerConflicts {
                result.diagnostics.append(
                    LayoutDiagnostics.unsatisfiable(
                        conflict, engine: engine, environment: environment, recovered: solution.recoveredRects))
            }
            // Warnings about a solution that broke required constraints would mislead.
            if engine.conflicts.isEmpty, solution.containerConflicts.isEmpty {
                let warnings = LayoutDiagnostics.warnings(engine: engine, solution: solution)
                result.diagnostics += warnings.diagnostics
                result.ambiguousViews = warnings.ambiguousViews
            }
            if remainingUses[key] == 0 { engines[key] = nil }
            if result.diagnostics.contains(where: { $0.severity == .error }) { hasErrors = true }
            result.solution = solution
        }
        return results
    }

    // MARK: - Frames

    /// The frames phase: each solved entry's frames, relative to their parents and snapped to the
    /// environment's grid, with the container's size and the environment's facts.
    public static func frames(_ entries: [LaidOutEntry]) -> [LayoutResult] {
        entries.compactMap { entry in
            guard let solution = entry.solution else { return nil }
            let environment = entry.environment
            let frames = FrameBuilder(system: entry.system, scale: environment.scale).frames(from: solution.rects)
            let root = solution.rects[ConstraintSystem.root]
            var layout = LayoutResult(
                width: root.width, height: root.height, traits: environment.traits, safeArea: entry.system.safeArea,
                device: environment.device?.name, orientation: environment.orientation?.rawValue,
                split: environment.split?.rawValue, views: frames.views, guides: frames.guides)
            layout.spacers = frames.spacers
            // With a device, which release it was laid out with (a device may imply it).
            if environment.device != nil { layout.release = environment.release.number }
            return layout
        }
    }
}

/// A parsed file: its syntax tree, what it says of itself, and the diagnostics so far.
public struct ParsedFile: Sendable {
    public var file: SourceFile
    public var syntax: FileSyntax
    public var facts: FileFacts
    /// The parser's diagnostics and those of the file's `platform` and `design` statements.
    public var diagnostics: [Diagnostic]

    public init(file: SourceFile, syntax: FileSyntax, facts: FileFacts, diagnostics: [Diagnostic]) {
        self.file = file
        self.syntax = syntax
        self.facts = facts
        self.diagnostics = diagnostics
    }

    /// A syntax tree made by another front end, with what it says of itself read as `parse` reads it.
    public init(file: SourceFile, syntax: FileSyntax, diagnostics: [Diagnostic] = []) {
        let facts = FileFacts.read(syntax)
        self.init(file: file, syntax: syntax, facts: facts, diagnostics: diagnostics + facts.diagnostics)
    }
}

/// A file lowered for every environment of a request.
public struct LoweredFile: Sendable {
    public var entries: [LoweredEntry]
    /// The diagnostics that hold for the file as a whole (parsing, `platform`, `design`, the item
    /// table), each reported once.
    public var diagnostics: [Diagnostic]
}

/// One environment of the request, lowered.
public struct LoweredEntry: Sendable {
    public var environment: LayoutEnvironment
    public var system: ConstraintSystem
    /// What lowering found for this environment.
    public var diagnostics: [Diagnostic]
    /// The engine this entry is solved with.
    var engineKey: EngineKey
}

/// One environment laid out: its system (with wrapping labels' final constants), its solution
/// (`nil` when an error came first), and what lowering and layout found for it.
public struct LaidOutEntry: Sendable {
    public var environment: LayoutEnvironment
    public var system: ConstraintSystem
    public var diagnostics: [Diagnostic]
    public var solution: LayoutSolution?
    /// The views the layout leaves open, as its ambiguity warnings name them.
    public var ambiguousViews: Set<String> = []
}

/// Which entries share a solver: the same lowering, the same readable guide width, the same
/// size mode.
struct EngineKey: Hashable, Sendable {
    var lowering: LoweringEnvironment
    var readableWidth: Double?
    var mode: LayoutEngine.SizeMode
}
