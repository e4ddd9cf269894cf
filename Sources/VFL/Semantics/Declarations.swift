import VFLSyntax

/// The declarations pass: one walk of a file's statements for one set of size classes, which
/// checks every declaration (and reports its problems) and builds the typed tables the emitters
/// read: the settings in force (`LayoutSettings`), the metrics (into the context), what each view's
/// declarations say (`ViewFacts`, `ContentSize`), the stacks (`StackFacts`), and the order in which
/// the emitters meet the statements (`steps`, the file's order).
///
/// A front end other than `.vfl` fills the same tables.
struct Declarations {
    /// A statement for an emitter, in file order.
    enum Step {
        /// A visual format string (statement position); lowered for its diagnostics even when its
        /// size-class conditions do not hold (`applies` false), its constraints then dropped.
        case format(Int, applies: Bool)
        /// An equation (statement position), likewise.
        case equation(Int, applies: Bool)
        /// A view declaration in force with an intrinsic size or text (index into `contentSizes`).
        case contentSize(Int)
        /// A stack in force (index into `stacks`; `nil` there when its name is not a view's).
        case stack(Int)
    }

    var settings: LayoutSettings
    /// By item: what the declarations in force say of each declared view.
    var views: [Int: ViewFacts] = [:]
    var contentSizes: [ContentSize] = []
    /// Where each view's content size is in `contentSizes`.
    private var contentSizeIndex: [Int: Int] = [:]
    /// The views with an autoresizing frame, in the order their first frame was declared.
    var framedViews: [Int] = []
    var stacks: [StackFacts?] = []
    var steps: [Step] = []

    /// Whether the view is hidden (`view … hidden` in force): looked up for every arranged view
    /// of every stack, so an array by item (empty while no view is hidden) rather than a hash.
    func isHidden(_ item: Int) -> Bool { !hidden.isEmpty && hidden[item] }
    private var hidden: [Bool] = []

    /// Walks the statements once, then checks the metric definitions and resolves the stacks (both
    /// need every metric and every view fact of the file).
    static func build(_ syntax: FileSyntax, facts: FileFacts, context: inout LoweringContext) -> Declarations {
        var declarations = Declarations(
            settings: LayoutSettings(environment: context.environment, rootDesignSize: facts.designSize))
        declarations.settings.rootDesignIsWritten = facts.hasDesignStatement
        var metricStatements: [(position: Int, applies: Bool)] = []
        var stackDeclarations: [StackDeclaration] = []
        let traits = context.environment.traits
        // By index: a `for statement in` loop would copy each whole statement (conditions and
        // all), retaining and releasing every array inside it; the switch copies only the payload
        // it binds.
        let statements = syntax.statements
        declarations.steps.reserveCapacity(statements.count)
        for position in statements.indices {
            let applies = traits.satisfies(statements[position].conditions)
            switch statements[position].kind {
            case .format:
                declarations.steps.append(.format(position, applies: applies))
            case .equation:
                declarations.steps.append(.equation(position, applies: applies))
            case .metrics(let definitions):
                for definition in definitions {
                    context.allMetrics.define(definition)
                    if applies { context.metrics.define(definition) }
                }
                metricStatements.append((position, applies))
            case .spacing(let spacing) where applies:
                declarations.settings.read(spacing, context: &context)
            case .layoutGuides(let guides) where applies:
                declarations.settings.read(guides, context: &context)
            case .safeArea(let safeArea):
                declarations.settings.read(safeArea, applies: applies, context: &context)
            case .view(let view) where applies:
                declarations.declare(view, context: &context)
            case .stack(let stack) where applies:
                declarations.steps.append(.stack(stackDeclarations.count))
                stackDeclarations.append(stack)
            case .view, .stack, .spacing, .layoutGuides, .guide, .platform, .design:
                break
            }
        }
        checkMetrics(statements, metricStatements, context: &context)
        if context.release.layoutGuidesAreSafeArea {
            declarations.settings.topGuideLength = declarations.settings.safeArea.top
            declarations.settings.bottomGuideLength = declarations.settings.safeArea.bottom
        }
        for stack in stackDeclarations {
            declarations.stacks.append(declarations.resolve(stack, context: &context))
        }
        return declarations
    }

    // MARK: - Views

    /// A `view` declaration in force: the root's own margins, or a view's facts and content size.
    private mutating func declare(_ view: ViewDeclaration, context: inout LoweringContext) {
        if view.name.name == ItemTable.rootName {
            // `view root margins=…` (every other key was refused by the item table).
            if let margins = view.margins, let insets = Self.marginInsets(margins, context: &context) {
                settings.rootOwnMargins = insets
            }
            return
        }
        guard let index = context.items.index(of: view.name.name), context.items.items[index].kind == .view else {
            return
        }
        // Only a declaration that says something of the view makes an entry (`view v4 in=v0` says
        // nothing this table keeps).
        let says =
            view.hidden != nil || view.intrinsicSize != nil || view.baseline != nil || view.firstBaseline != nil
            || view.margins != nil || view.frame != nil || view.autoresizing != nil || view.design != nil
            || view.drawn != nil
        if says { declareFacts(view, index: index, context: &context) }
        if let content = Self.contentSize(view, item: index, context: &context) {
            // A view has one intrinsic size: a later declaration in force replaces what an earlier
            // one gave, axis by axis (as setting the properties again would), emitted once, at the
            // first declaration's place.
            if let earlier = contentSizeIndex[index] {
                contentSizes[earlier].merge(content)
            } else {
                contentSizeIndex[index] = contentSizes.count
                steps.append(.contentSize(contentSizes.count))
                contentSizes.append(content)
            }
        }
    }

    /// The facts one declaration gives a view, merged into what earlier ones gave.
    private mutating func declareFacts(_ view: ViewDeclaration, index: Int, context: inout LoweringContext) {
        var facts = views[index] ?? ViewFacts()
        if view.hidden != nil {
            facts.isHidden = true
            if hidden.isEmpty { hidden = Array(repeating: false, count: context.items.items.count) }
            hidden[index] = true
        }
        readAutoresizing(view, index: index, into: &facts, context: &context)
        if let drawn = view.drawn { facts.drawn = context.checkedFrame(drawn, "a drawn frame") }
        if let intrinsic = view.intrinsicSize {
            if let width = intrinsic.width?.value, NumberCheck.isUsable(width), width > 0 {
                facts.intrinsicWidth = width
            }
            if let height = intrinsic.height?.value, NumberCheck.isUsable(height), height > 0 {
                facts.intrinsicHeight = height
            }
        }
        if let baseline = view.baseline, let value = context.checkedNumber(baseline, "a baseline") {
            facts.lastBaseline = value
        }
        if let firstBaseline = view.firstBaseline, let value = context.checkedNumber(firstBaseline, "a baseline") {
            facts.firstBaseline = value
        }
        if let margins = view.margins, let insets = Self.marginInsets(margins, context: &context) {
            facts.margins = insets
        }
        if facts.frame != nil, views[index]?.frame == nil { framedViews.append(index) }
        views[index] = facts
    }

    /// `margins=` as insets; before today's UIKit an error (margins came with iOS 8).
    static func marginInsets(_ margins: MarginsSyntax, context: inout LoweringContext) -> EdgeInsets? {
        guard context.release.hasTodaysGuides else {
            context.diagnostics.append(
                .error(.needsModernRelease("'margins='"), at: margins.range, notes: [.modernRelease]))
            return nil
        }
        guard let top = context.checkedNumber(margins.top, "a margin"),
            let left = context.checkedNumber(margins.left, "a margin"),
            let bottom = context.checkedNumber(margins.bottom, "a margin"),
            let right = context.checkedNumber(margins.right, "a margin")
        else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A declaration's `frame=`, `autoresizing=` and `design=`, checked.
    private func readAutoresizing(
        _ view: ViewDeclaration, index: Int, into facts: inout ViewFacts, context: inout LoweringContext
    ) {
        // A parent's design size may be 0 (a container drawn collapsed): its frame-placed children
        // then share its change equally (`AutoresizingEmitter.shares`), as UIKit's masks do.
        if let design = view.design, let width = context.checkedNonNegative(design.width, "a design size"),
            let height = context.checkedNonNegative(design.height, "a design size")
        {
            facts.designSize = (width, height)
        }
        guard let frame = view.frame else {
            if let mask = view.autoresizing {
                context.diagnostics.append(.error(.autoresizingWithoutFrame(view.name.name), at: mask.range))
            }
            return
        }
        // UIKit turns `translatesAutoresizingMaskIntoConstraints` off for a stack's arranged views.
        if let stack = context.items.arrangingStack(of: index) {
            context.diagnostics.append(
                Diagnostic(
                    .note, .arrangedFrameIgnored(view.name.name, stack: context.items.items[stack].name),
                    at: frame.range))
            return
        }
        guard let rect = context.checkedFrame(frame, "a frame") else { return }
        facts.frame = AutoresizingFrame(
            x: rect.x, y: rect.y, width: rect.width, height: rect.height, mask: Set(view.autoresizing?.members ?? []),
            range: frame.range)
        // A view placed by its frame needs no other mention: not a typo when named once.
        context.items.noteReference(to: index)
    }

    /// The declaration's intrinsic content size or wrapping text, checked: UIKit's pair per axis,
    /// `size <= intrinsic @hugging` and `size >= intrinsic @compressionResistance` (defaults 250
    /// and 750). `lines=` without `text=` is an error.
    private static func contentSize(_ view: ViewDeclaration, item: Int, context: inout LoweringContext)
        -> ContentSize?
    {
        if let text = view.text {
            return textSize(text, lines: view.lines, item: item, view: view, context: &context)
        }
        if let lines = view.lines {
            context.diagnostics.append(.error(.linesWithoutText(view.name.name), at: lines.range))
        }
        guard let intrinsic = view.intrinsicSize else { return nil }
        var content = ContentSize(item: item, range: intrinsic.range)
        if let size = intrinsic.width, let length = context.checkedPositive(size, "an intrinsic size") {
            content.width = axis(
                .width, length, view.hugging?.horizontal, view.compressionResistance?.horizontal, context: &context)
        }
        if let size = intrinsic.height, let length = context.checkedPositive(size, "an intrinsic size") {
            content.height = axis(
                .height, length, view.hugging?.vertical, view.compressionResistance?.vertical, context: &context)
        }
        return content
    }

    /// One axis of a content size, its priorities checked (hugging first); UIKit's defaults 250
    /// and 750 where none is written.
    private static func axis(
        _ attribute: LayoutAttribute, _ length: Double, _ hugging: NumberLiteral?, _ resistance: NumberLiteral?,
        context: inout LoweringContext
    ) -> ContentSize.Axis {
        let hug = hugging.map { context.checkedPriority($0) } ?? 250
        let resist = resistance.map { context.checkedPriority($0) } ?? 750
        return ContentSize.Axis(attribute: attribute, length: length, hugging: hug, compressionResistance: resist)
    }

    /// `text=WxL lines=N`: a multi-line label's one-line size, its priorities per axis, and its
    /// line count (a whole number, 0 for unlimited).
    private static func textSize(
        _ text: SizeSyntax, lines: NumberLiteral?, item: Int, view: ViewDeclaration, context: inout LoweringContext
    ) -> ContentSize? {
        guard let length = context.checkedPositive(text.width, "a text length"),
            let lineHeight = context.checkedPositive(text.height, "a line height")
        else { return nil }
        var lineCount = 0
        if let lines {
            guard lines.value >= 0, lines.value.rounded() == lines.value, lines.value < 1e6 else {
                context.diagnostics.append(
                    .error(.invalidLineCount(NumberText.format(lines.value)), at: lines.range))
                return nil
            }
            lineCount = Int(lines.value)
        }
        var content = ContentSize(item: item, range: text.range, text: (length, lineHeight, lineCount))
        content.width = axis(
            .width, length, view.hugging?.horizontal, view.compressionResistance?.horizontal, context: &context)
        content.height = axis(
            .height, lineHeight, view.hugging?.vertical, view.compressionResistance?.vertical, context: &context)
        return content
    }

    // MARK: - Metrics

    /// Checks each metric definition once: a name must lead to a number; a cycle is reported once,
    /// at the first of its definitions.
    private static func checkMetrics(
        _ statements: [Statement], _ metricStatements: [(position: Int, applies: Bool)],
        context: inout LoweringContext
    ) {
        var settledCycleNames: Set<String> = []
        for (position, applies) in metricStatements {
            guard case .metrics(let definitions) = statements[position].kind else { continue }
            for definition in definitions {
                switch definition.value {
                case .number(let number):
                    _ = context.checkedNumber(number, "a metric")
                case .name(let name):
                    let table = applies ? context.metrics : context.allMetrics
                    switch table.resolve(definition.name.name) {
                    case .value: break
                    case .cycle:
                        // Names walked once are not walked again, so n names on or leading
                        // into a cycle cost n steps, not n².
                        guard let members = table.cycle(from: definition.name.name, settling: &settledCycleNames) else {
                            continue
                        }
                        // At the first definition of the cycle itself, not at a name leading into it.
                        var range = name.range
                        if members[0] != definition.name.name, let head = table.definition(of: members[0]),
                            case .name(let next) = head.value
                        {
                            range = next.range
                        }
                        context.diagnostics.append(
                            .error(.metricCycle(members[0]), at: range, notes: [.cycle(members)]))
                    case .unknown: context.reportUnknownMetric(name)
                    }
                }
            }
        }
    }

    // MARK: - Stacks

    /// A stack in force: its arranged views that the item table accepted (a rejected one was
    /// reported there), its spacing and custom spacings resolved, and which views are visible.
    private func resolve(_ stack: StackDeclaration, context: inout LoweringContext) -> StackFacts? {
        guard let stackIndex = context.items.index(of: stack.name.name), context.items.items[stackIndex].kind == .view
        else { return nil }
        var arranged: [(item: Int, name: Identifier)] = []
        for name in stack.arranged {
            if let index = context.items.index(of: name.name), context.items.items[index].parent == stackIndex,
                !arranged.contains(where: { $0.item == index })
            {
                arranged.append((index, name))
            }
        }
        // Since iOS 11 UIKit rounds a stack's spacings to the screen's pixels.
        let scale = context.environment.spacingScale
        func onScreen(_ value: Double) -> Double {
            guard let scale, scale > 0 else { return value }
            return (value * scale).rounded() / scale
        }
        let spacing = onScreen(
            stack.spacing.flatMap { context.constantValue($0, applies: true, what: "a spacing") } ?? 0)
        var custom: [Int: Double] = [:]
        for entry in stack.customSpacings {
            guard let index = context.items.index(of: entry.view.name), arranged.contains(where: { $0.item == index })
            else {
                context.diagnostics.append(
                    .error(.customSpacingNotArranged(entry.view.name, stack: stack.name.name), at: entry.view.range))
                continue
            }
            if let value = context.constantValue(entry.spacing, applies: true, what: "a spacing") {
                custom[index] = onScreen(value)
            }
        }
        // With `margins=true` the stack's own `margins=` (a `view` line for it), else UIView's 8.
        return StackFacts(
            stack: stackIndex, declaration: stack, arranged: arranged, spacing: spacing, custom: custom,
            visible: arranged.filter { !isHidden($0.item) },
            margins: views[stackIndex]?.margins ?? EdgeInsets(all: StackFacts.margin),
            rightToLeft: context.environment.rightToLeft)
    }
}

extension LayoutSettings {
    /// `spacing sibling= superview=` in force.
    mutating func read(_ spacing: SpacingDeclaration, context: inout LoweringContext) {
        if let sibling = spacing.sibling, let value = context.checkedNumber(sibling, "a spacing") {
            siblingSpacing = value
        }
        if let superview = spacing.superview, let value = context.checkedNumber(superview, "a spacing") {
            superviewSpacing = value
            superviewSpacingIsSet = true
        }
    }

    /// `layoutGuides top= bottom=` in force; under today's UIKit they are the safe area's top and bottom.
    mutating func read(_ guides: LayoutGuidesDeclaration, context: inout LoweringContext) {
        if let top = guides.top, let value = context.checkedNonNegative(top, "a layout guide length") {
            topGuideLength = value
            safeArea.top = value
        }
        if let bottom = guides.bottom, let value = context.checkedNonNegative(bottom, "a layout guide length") {
            bottomGuideLength = value
            safeArea.bottom = value
        }
    }

    /// `safeArea top= left= bottom= right=`: today's UIKit only.
    mutating func read(_ declaration: SafeAreaDeclaration, applies: Bool, context: inout LoweringContext) {
        guard context.release.hasTodaysGuides else {
            if applies {
                context.diagnostics.append(
                    .error(
                        .needsModernRelease("the 'safeArea' statement"), at: declaration.range, notes: [.modernRelease])
                )
            }
            return
        }
        guard applies else { return }
        if let top = declaration.top, let value = context.checkedNonNegative(top, "a safe-area inset") {
            safeArea.top = value
        }
        if let left = declaration.left, let value = context.checkedNonNegative(left, "a safe-area inset") {
            safeArea.left = value
        }
        if let bottom = declaration.bottom, let value = context.checkedNonNegative(bottom, "a safe-area inset") {
            safeArea.bottom = value
        }
        if let right = declaration.right, let value = context.checkedNonNegative(right, "a safe-area inset") {
            safeArea.right = value
        }
    }
}
