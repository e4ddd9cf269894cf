import VFLSyntax

/// What lowering reads from a layout's environment — and so what a lowered system depends on,
/// the key `Compiler` shares systems by: the size classes (which decide which statements apply),
/// the release's rules, the device's layout-guide lengths and safe area, right-to-left, and the
/// container's width when it is fixed (only the readable content guide reads it).
public struct LoweringEnvironment: Hashable, Sendable {
    public var traits: SizeClassTraits
    /// The device's status bar (20, or 0 for an iPhone in landscape); `nil` without a device.
    public var topLayoutGuide: Double?
    public var bottomLayoutGuide: Double?
    /// The UIKit release in force.
    public var release: UIKitRelease
    /// The device's safe-area insets; `nil` without a device.
    public var safeArea: EdgeInsets?
    /// Whether the device is a modern one (not of the classic table): the JSON then reports
    /// the safe area under every release.
    public var isModernDevice: Bool
    public var rightToLeft: Bool
    /// The container's width when it is fixed: the readable content guide's width follows it, as
    /// UIKit recomputes it from the bounds. `nil` for a fitting width.
    public var width: Double?
    /// The root's system minimum side margin (16 or 20, `LayoutEnvironment.systemMinimumMargin`):
    /// the one number the screen's width decides, so width sweeps still share systems.
    public var systemMinimumMargin: Double
    /// The screen scale stack spacings round to since iOS 11 (`--scale` or the device's); `nil`
    /// keeps them as written.
    public var spacingScale: Double?
    /// Whether the root's margins are inset by the safe area (`insetsLayoutMarginsFromSafeArea`).
    public var rootMarginsFollowSafeArea = true

    public init(
        traits: SizeClassTraits, topLayoutGuide: Double? = nil, bottomLayoutGuide: Double? = nil,
        release: UIKitRelease = .classic, safeArea: EdgeInsets? = nil, isModernDevice: Bool = false,
        rightToLeft: Bool = false, width: Double? = nil, systemMinimumMargin: Double? = nil,
        spacingScale: Double? = nil
    ) {
        self.spacingScale = release.hasModernStacks ? spacingScale : nil
        self.systemMinimumMargin =
            systemMinimumMargin ?? LayoutEnvironment.systemMinimumMargin(traits: traits, screenWidth: width)
        self.traits = traits
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
        self.release = release
        self.safeArea = safeArea
        self.isModernDevice = isModernDevice
        self.rightToLeft = rightToLeft
        self.width = width
    }

    /// What lowering reads of a resolved environment.
    public init(_ environment: LayoutEnvironment) {
        self.init(
            traits: environment.traits, topLayoutGuide: environment.topLayoutGuide,
            bottomLayoutGuide: environment.bottomLayoutGuide, release: environment.release,
            safeArea: environment.deviceSafeArea, isModernDevice: environment.isModernDevice,
            rightToLeft: environment.rightToLeft, width: environment.width,
            // Only a release with root margins reads it: iOS 7's widths keep sharing one system.
            systemMinimumMargin: environment.release.hasRootMargins
                ? environment.systemMinimumMargin
                : LayoutEnvironment.systemMinimumMargin(traits: environment.traits, screenWidth: nil),
            spacingScale: environment.scale)
        rootMarginsFollowSafeArea = environment.rootMarginsFollowSafeArea
    }
}

/// Lowers a file's syntax tree to the constraint IR for one environment: the declarations pass
/// (`Declarations`: every declaration checked, the typed tables built), then the emitters in order,
/// each reading the tables and appending to one `ConstraintSink` in Apple's item order:
///
/// | construct | emitter | file |
/// |---|---|---|
/// | visual format strings, their options | `FormatEmitter` | `Emitters/FormatEmitter.swift` |
/// | equations | `EquationEmitter` | `Emitters/EquationEmitter.swift` |
/// | intrinsic sizes, wrapping text | `IntrinsicSizeEmitter` | `Emitters/IntrinsicSizeEmitter.swift` |
/// | stack views | `StackEmitter` | `Emitters/StackEmitter.swift` |
/// | autoresizing masks | `AutoresizingEmitter` | `Emitters/AutoresizingEmitter.swift` |
/// | layout guides, safe area, margins, readable content | `GuideEmitter` | `Emitters/GuideEmitter.swift` |
///
/// Formats, equations, content sizes and stacks are emitted in file order (`Declarations.steps`);
/// autoresizing and the guides after them. Statements whose conditions do not hold are still
/// checked (against every metric the file defines under any condition), so a typo in an `@wR` line
/// is reported on an iPhone too. Names are resolved metrics before views, as Apple does.
public enum ConstraintLowering {
    /// The most views and layout guides one file may name: with `ConstraintSink.maximumConstraints`
    /// it keeps a run's memory near 1 GB whatever the input.
    static let maximumItems = 250_000

    /// Lowers `syntax` under `environment`, with every diagnostic of the file's own `platform` and
    /// `design` statements and of its item table (what `Compiler` reports once per file).
    public static func lower(_ syntax: FileSyntax, environment: LoweringEnvironment) -> (
        system: ConstraintSystem, diagnostics: [Diagnostic]
    ) {
        let facts = FileFacts.read(syntax)
        var collector = DiagnosticCollector()
        collector.append(contentsOf: facts.diagnostics)
        let items = ItemTable(syntax: syntax, release: environment.release, diagnostics: &collector)
        let (system, diagnostics) = lower(syntax, items: items, facts: facts, environment: environment)
        collector.append(contentsOf: diagnostics)
        return (system, collector.diagnostics)
    }

    /// Lowers `syntax` with the file's item table and facts, built once per file.
    static func lower(_ syntax: FileSyntax, items: ItemTable, facts: FileFacts, environment: LoweringEnvironment)
        -> (system: ConstraintSystem, diagnostics: [Diagnostic])
    {
        var context = LoweringContext(environment: environment, items: items)
        // Items other than the root (the predefined guides only exist when used).
        if items.items.count - 1 > maximumItems {
            let first = items.items[maximumItems + 1]
            context.diagnostics.append(.error(.tooManyItems(maximumItems), at: first.firstMention ?? .at(0)))
            return (ConstraintSystem(items: items.items, constraints: []), context.diagnostics.diagnostics)
        }
        let declarations = Declarations.build(syntax, facts: facts, context: &context)
        let rootMargins = declarations.settings.rootMargins(
            minimum: environment.systemMinimumMargin, insetBySafeArea: environment.rootMarginsFollowSafeArea)
        emit(syntax, declarations, rootMargins: rootMargins, context: &context)
        warnAboutViewsNamedOnce(&context)

        // The facts of the declarations in force become the items' own.
        for (item, view) in declarations.views {
            if view.isHidden { context.items.setHidden(item) }
            if view.lastBaseline != nil || view.firstBaseline != nil {
                let current = context.items.items[item]
                context.items.setBaselines(
                    of: item, last: view.lastBaseline ?? current.lastBaselineOffset,
                    first: view.firstBaseline ?? current.firstBaselineOffset)
            }
            if let margins = view.margins { context.items.setMargins(of: item, margins) }
        }
        if environment.release.hasRootMargins { context.items.setMargins(of: ConstraintSystem.root, rootMargins) }
        let reportsSafeArea = environment.release.reportsSafeArea || environment.isModernDevice
        var system = ConstraintSystem(
            items: context.items.items, constraints: context.sink.constraints,
            safeArea: reportsSafeArea ? declarations.settings.safeArea : nil, isRightToLeft: environment.rightToLeft)
        system.textLabels = context.sink.textLabels
        system.readableWidthConstraint = context.sink.readableWidthConstraint
        system.configuration = configuration(declarations, items: context.items)
        system.drawnFrames = declarations.views.compactMapValues(\.drawn)
        return (system, context.diagnostics.diagnostics)
    }

    /// What UIKit code sets besides constraints, from the declarations in force: the stacks, the
    /// autoresizing frames (with their parents' design sizes) and the views' own margins.
    private static func configuration(_ declarations: Declarations, items: ItemTable) -> ViewConfiguration {
        var configuration = ViewConfiguration()
        for case let stack? in declarations.stacks {
            let arranged = stack.arranged.map(\.item)
            configuration.stacks.append(
                ViewConfiguration.Stack(
                    item: stack.stack, axis: stack.declaration.axis, distribution: stack.declaration.distribution,
                    alignment: stack.declaration.alignment, spacing: stack.spacing,
                    customSpacings: arranged.compactMap { item in
                        stack.custom[item].map { ViewConfiguration.Stack.CustomSpacing(after: item, spacing: $0) }
                    },
                    isLayoutMarginsRelative: stack.declaration.marginsRelative,
                    isBaselineRelative: stack.declaration.baselineRelative, arranged: arranged))
        }
        if let own = declarations.settings.rootOwnMargins {
            configuration.margins.append(ViewConfiguration.Margins(item: ConstraintSystem.root, insets: own))
        }
        for item in declarations.views.keys.sorted() {
            guard let view = declarations.views[item] else { continue }
            if let margins = view.margins {
                configuration.margins.append(ViewConfiguration.Margins(item: item, insets: margins))
            }
            guard let frame = view.frame, let parent = items.items[item].parent,
                let design = AutoresizingEmitter.designSize(of: parent, declarations)
            else { continue }
            configuration.frames.append(
                ViewConfiguration.Frame(
                    item: item, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                    mask: AutoresizingSyntax.Member.allCases.filter { $0 != .none && frame.mask.contains($0) },
                    parentDesignWidth: design.width, parentDesignHeight: design.height))
        }
        return configuration
    }

    /// The emitters, in order.
    private static func emit(
        _ syntax: FileSyntax, _ declarations: Declarations, rootMargins: EdgeInsets, context: inout LoweringContext
    ) {
        let statements = syntax.statements
        // A generous guess (a view line lowers to about four constraints, an item's size to four
        // more): regrowing copies every constraint made so far, and pages reserved but never
        // written cost no memory.
        context.sink.reserveCapacity(6 * statements.count + 4 * context.items.items.count)
        let formats = FormatEmitter(settings: declarations.settings)
        let equations = EquationEmitter()
        let contentSizes = IntrinsicSizeEmitter()
        let stacks = StackEmitter(declarations: declarations)
        for step in declarations.steps {
            switch step {
            case .format(let position, let applies):
                guard case .format(let format) = statements[position].kind else { continue }
                let start = context.sink.count
                formats.emit(format, applies: applies, context: &context)
                if !applies { context.sink.truncate(to: start) }
            case .equation(let position, let applies):
                guard case .equation(let equation) = statements[position].kind else { continue }
                let start = context.sink.count
                equations.emit(equation, applies: applies, context: &context)
                if !applies { context.sink.truncate(to: start) }
            case .contentSize(let index):
                contentSizes.emit(declarations.contentSizes[index], context: &context)
            case .stack(let index):
                if let stack = declarations.stacks[index] { stacks.emit(stack, context: &context) }
            }
        }
        stacks.setBaselines(context: &context)
        AutoresizingEmitter(declarations: declarations).emit(context: &context)
        GuideEmitter(settings: declarations.settings, rootMargins: rootMargins).emit(context: &context)
    }

    /// A view named once in the whole file is almost always a typo.
    private static func warnAboutViewsNamedOnce(_ context: inout LoweringContext) {
        // Each did-you-mean search is linear in the views; a budget of name comparisons keeps a
        // generated file with thousands of once-named views linear overall (later warnings then
        // come without a suggestion). `closest` never suggests the name itself.
        let items = context.items
        let viewNames = items.items.filter { $0.kind == .view }.map(\.name)
        var searchesLeft = LoweringContext.suggestionComparisonBudget / max(1, viewNames.count)
        for (index, item) in items.items.enumerated() where item.kind == .view && items.mentionCounts[index] == 1 {
            // A guide's name under the wrong release is reported as that, not as a typo.
            if ItemTable.modernNameProblem(item.name, release: context.release) != nil { continue }
            var suggestion: String?
            if searchesLeft > 0 {
                searchesLeft -= 1
                suggestion = NameSuggestion.closest(to: item.name, in: viewNames)
            }
            context.diagnostics.append(
                .warning(
                    .viewNamedOnce(item.name), at: item.firstMention,
                    notes: suggestion.map { [.didYouMean($0)] } ?? []))
        }
    }
}
