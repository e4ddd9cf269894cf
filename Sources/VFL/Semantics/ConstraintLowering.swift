import VFLSyntax

/// What lowering needs to know about the environment: the size classes in force (which decide
/// which statements apply) and the device's default layout-guide lengths.
public struct LoweringEnvironment: Hashable, Sendable {
    public var traits: SizeClassTraits
    /// The device's status bar (20, or 0 for an iPhone in landscape); `nil` without a device.
    public var topLayoutGuide: Double?
    public var bottomLayoutGuide: Double?
    /// The UIKit release in force (the command line's, else the file's `platform`, else 7).
    public var release: Int
    /// The device's safe-area insets; `nil` without a device.
    public var safeArea: EdgeInsets?
    /// Whether the device is a modern one (not of the classic table): the JSON then reports
    /// the safe area under `--ios 7` too.
    public var isModernDevice: Bool
    public var rightToLeft: Bool
    /// The container's width when given, under `--ios 11` and later (the readable content
    /// guide's width follows it, as UIKit recomputes it from the bounds).
    public var width: Double?

    public init(
        traits: SizeClassTraits, topLayoutGuide: Double? = nil, bottomLayoutGuide: Double? = nil, release: Int = 7,
        safeArea: EdgeInsets? = nil, isModernDevice: Bool = false, rightToLeft: Bool = false, width: Double? = nil
    ) {
        self.traits = traits
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
        self.release = release
        self.safeArea = safeArea
        self.isModernDevice = isModernDevice
        self.rightToLeft = rightToLeft
        self.width = width
    }

    /// Whether today's UIKit model applies (`--ios 11` and later).
    public var isModern: Bool { release >= 11 }
}

/// Lowers a file's syntax tree to the constraint IR for one environment: resolves names
/// (metrics before views, as Apple does), applies size-class conditions, and turns every
/// format string, equation and intrinsic size into `LayoutConstraint`s in Apple's item order.
///
/// Statements whose conditions do not hold are still checked (against every metric the file
/// defines under any condition), so a typo in an `@wR` line is reported on an iPhone too.
public struct ConstraintLowering {
    let syntax: FileSyntax
    let environment: LoweringEnvironment
    var items: ItemTable
    var metrics = MetricTable()
    /// Every metric of the file under any condition: names that resolve somewhere.
    var allMetrics = MetricTable()
    var siblingSpacing: Double = 8
    var superviewSpacing: Double = 20
    var topGuideLength: Double
    var bottomGuideLength: Double
    /// Whether the file's `spacing superview=` applies: then a bare `-` next to `|` is that far
    /// from the edge under `--ios 11` and later, instead of on the margin.
    var superviewSpacingIsSet = false
    /// The safe area's insets in force (the device's, then the file's `safeArea` and, under
    /// `--ios 11` and later, `layoutGuides`).
    var safeArea: EdgeInsets
    /// The root's own `margins=` (`view root margins=…`), before the system minimum and safe area.
    var rootOwnMargins: EdgeInsets?
    var diagnostics = DiagnosticCollector()
    var constraints: [LayoutConstraint] = []
    /// The intrinsic width and height of each view declared with one (in force), by item: what
    /// a `fillProportionally` stack divides by.
    var intrinsicLengths: [Int: (width: Double?, height: Double?)] = [:]
    /// The frame and mask of each view declared with `frame=` (in force), by item.
    var autoresizingFrames: [Int: AutoresizingFrame] = [:]
    /// `design=WxH` of each view declared with one (in force), by item.
    var designSizes: [Int: (width: Double, height: Double)] = [:]
    /// The file's `design WxH`.
    var rootDesignSize: (width: Double, height: Double)?
    /// The wrapping labels (`text=`), in the order declared.
    var textLabels: [TextLabel] = []
    /// Name comparisons left for the did-you-mean notes of unknown names (see `suggestion`).
    var suggestionComparisonsLeft = ConstraintLowering.suggestionComparisonBudget

    /// Lowers `syntax` under `environment`. Diagnostics include those of building the item table.
    public static func lower(_ syntax: FileSyntax, environment: LoweringEnvironment) -> (
        system: ConstraintSystem, diagnostics: [Diagnostic]
    ) {
        var lowering = ConstraintLowering(syntax: syntax, environment: environment)
        lowering.run()
        let reportsSafeArea = environment.isModern || environment.isModernDevice
        var system = ConstraintSystem(
            items: lowering.items.items, constraints: lowering.constraints,
            safeArea: reportsSafeArea ? lowering.safeArea : nil, isRightToLeft: environment.rightToLeft)
        system.textLabels = lowering.textLabels
        return (system, lowering.diagnostics.diagnostics)
    }

    private init(syntax: FileSyntax, environment: LoweringEnvironment) {
        self.syntax = syntax
        self.environment = environment
        var collector = DiagnosticCollector()
        self.items = ItemTable(syntax: syntax, release: environment.release, diagnostics: &collector)
        self.diagnostics = collector
        self.topGuideLength = environment.topLayoutGuide ?? 0
        self.bottomGuideLength = environment.bottomLayoutGuide ?? 0
        self.safeArea = environment.safeArea ?? .zero
    }

    /// The most views and layout guides one file may name, and the most constraints it may
    /// lower to: a run's memory grows with them (about 1 KB a constraint), and these bounds keep
    /// it near 1 GB whatever the input, at ten times the largest benchmarked layouts in
    /// constraints and more than that in views.
    static let maximumItems = 250_000
    static let maximumConstraints = 1_000_000
    /// Set once the file has exceeded `maximumConstraints`: no more are kept.
    private var isOverConstraintLimit = false

    private mutating func run() {
        // Items other than the root (the predefined guides only exist when used).
        if items.items.count - 1 > Self.maximumItems {
            let first = items.items[Self.maximumItems + 1]
            diagnostics.append(.error(.tooManyItems(Self.maximumItems), at: first.firstMention ?? .at(0)))
            return
        }
        checkPlatformStatements()
        collectSettings()
        if environment.isModern { applyModernSettings() }
        rootDesignSize = designStatementSize()
        collectViewFacts()
        // By index: a `for statement in` loop would copy each whole statement (conditions and
        // all), retaining and releasing every array inside it; the switch copies only the
        // payload it binds.
        let statements = syntax.statements
        // A generous guess (a view line lowers to about four constraints, an item's size to four
        // more): regrowing copies every constraint made so far, and pages reserved but never
        // written cost no memory.
        constraints.reserveCapacity(6 * statements.count + 4 * items.items.count)
        for position in statements.indices {
            let applies = environment.traits.satisfies(statements[position].conditions)
            let before = constraints.count
            switch statements[position].kind {
            case .format(let format):
                lowerFormat(format, applies: applies)
            case .equation(let equation):
                lowerEquation(equation, applies: applies)
            case .view(let view):
                if applies { lowerViewDeclaration(view) }
            case .stack(let stack):
                if applies { lowerStack(stack) }
            case .metrics, .guide, .spacing, .layoutGuides, .platform, .safeArea, .design:
                break
            }
            if !applies { constraints.removeSubrange(before...) }
        }
        lowerAutoresizing()
        lowerPredefinedGuides()
        if environment.isModern { lowerModernGuides() }
        warnAboutViewsNamedOnce()
    }

    /// Metrics, spacing and layout-guide lengths in force: the applicable statements, the last
    /// definition winning.
    private mutating func collectSettings() {
        let statements = syntax.statements
        // A generous guess (a view line lowers to about four constraints, an item's size to four
        // more): regrowing copies every constraint made so far, and pages reserved but never
        // written cost no memory.
        constraints.reserveCapacity(6 * statements.count + 4 * items.items.count)
        for position in statements.indices {
            let applies = environment.traits.satisfies(statements[position].conditions)
            switch statements[position].kind {
            case .metrics(let definitions):
                for definition in definitions {
                    allMetrics.define(definition)
                    if applies { metrics.define(definition) }
                }
            case .spacing(let spacing) where applies:
                if let sibling = spacing.sibling, let value = checkedNumber(sibling, "a spacing") {
                    siblingSpacing = value
                }
                if let superview = spacing.superview, let value = checkedNumber(superview, "a spacing") {
                    superviewSpacing = value
                    superviewSpacingIsSet = true
                }
            case .layoutGuides(let guides) where applies:
                // Under `--ios 11` and later the guides are the safe area's top and bottom.
                if let top = guides.top, let value = checkedNumber(top, "a layout guide length") {
                    topGuideLength = value
                    safeArea.top = value
                }
                if let bottom = guides.bottom, let value = checkedNumber(bottom, "a layout guide length") {
                    bottomGuideLength = value
                    safeArea.bottom = value
                }
            case .safeArea(let declaration):
                guard environment.isModern else {
                    if applies {
                        diagnostics.append(
                            .error(
                                .needsModernRelease("the 'safeArea' statement"), at: declaration.range,
                                notes: [.modernRelease]))
                    }
                    break
                }
                guard applies else { break }
                if let top = declaration.top, let value = checkedNumber(top, "a safe-area inset") {
                    safeArea.top = value
                }
                if let left = declaration.left, let value = checkedNumber(left, "a safe-area inset") {
                    safeArea.left = value
                }
                if let bottom = declaration.bottom, let value = checkedNumber(bottom, "a safe-area inset") {
                    safeArea.bottom = value
                }
                if let right = declaration.right, let value = checkedNumber(right, "a safe-area inset") {
                    safeArea.right = value
                }
            default:
                break
            }
        }
        // Check each metric definition once: a name must lead to a number; a cycle is reported
        // once, at the first of its definitions.
        var settledCycleNames: Set<String> = []
        for position in statements.indices {
            guard case .metrics(let definitions) = statements[position].kind else { continue }
            let table = environment.traits.satisfies(statements[position].conditions) ? metrics : allMetrics
            for definition in definitions {
                switch definition.value {
                case .number(let number):
                    _ = checkedNumber(number, "a metric")
                case .name(let name):
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
                        diagnostics.append(
                            .error(
                                .metricCycle(members[0]), at: range,
                                notes: [.cycle(members)]))
                    case .unknown: reportUnknownMetric(name)
                    }
                }
            }
        }
    }

    /// What stacks need to know of their views before any is lowered: which are hidden, and
    /// their intrinsic sizes (the view declarations in force, the last one winning).
    private mutating func collectViewFacts() {
        let statements = syntax.statements
        for position in statements.indices {
            guard case .view(let view) = statements[position].kind,
                environment.traits.satisfies(statements[position].conditions),
                let index = items.index(of: view.name.name), items.items[index].kind == .view
            else { continue }
            if view.hidden != nil { items.setHidden(index) }
            collectAutoresizing(view, index: index)
            if let intrinsic = view.intrinsicSize {
                var lengths = intrinsicLengths[index] ?? (nil, nil)
                if let width = intrinsic.width?.value, isUsable(width) { lengths.width = width }
                if let height = intrinsic.height?.value, isUsable(height) { lengths.height = height }
                intrinsicLengths[index] = lengths
            }
        }
    }

    // MARK: - Shared helpers

    /// Numbers the solver can work with: finite and of sane magnitude (a 1e308 constant would
    /// make every pivot meaningless).
    func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e9 }

    mutating func checkedNumber(_ number: NumberLiteral, _ what: String) -> Double? {
        guard isUsable(number.value) else {
            diagnostics.append(.error(.unusableNumber(what), at: number.range))
            return nil
        }
        return number.value
    }

    /// Whether `name` is a metric in the table in force (without copying the table).
    func isMetric(_ name: String, applies: Bool) -> Bool {
        (applies ? metrics.isMetric(name) : allMetrics.isMetric(name))
            || (environment.isModern && name == Self.systemSpacingName)
    }

    /// The predefined metric of `--ios 11` and later: UIKit's system spacing between siblings.
    static let systemSpacingName = "systemSpacing"
    static let systemSpacing = 8.0

    /// A constant: a number or a metric, resolved with the table in force.
    mutating func constantValue(_ constant: ConstantSyntax, applies: Bool, what: String = "a constant") -> Double? {
        switch constant {
        case .number(let number):
            return checkedNumber(number, what)
        case .name(let name):
            switch applies ? metrics.resolve(name.name) : allMetrics.resolve(name.name) {
            case .value(let value):
                guard isUsable(value) else {
                    diagnostics.append(.error(.unusableNumber(what), at: name.range))
                    return nil
                }
                return value
            case .cycle:
                // Already reported once, at the definitions that form the cycle.
                return nil
            case .unknown:
                if name.name == Self.systemSpacingName {
                    if environment.isModern { return Self.systemSpacing }
                    diagnostics.append(
                        .error(
                            .needsModernRelease("the metric 'systemSpacing'"), at: name.range, notes: [.modernRelease]))
                    return nil
                }
                reportUnknownMetric(name)
                return nil
            }
        }
    }

    /// A priority (number or metric) in 1...1000; `nil` syntax means required.
    mutating func priorityValue(_ priority: ConstantSyntax?, applies: Bool) -> Double? {
        guard let priority else { return 1000 }
        // A priority name (`@defaultHigh`), unless a metric of that name is defined.
        if case .name(let name) = priority, !isMetric(name.name, applies: applies),
            let value = PriorityName.value(of: name.name)
        {
            return value
        }
        guard let value = constantValue(priority, applies: applies, what: "a priority") else { return nil }
        guard value >= 1, value <= 1000 else {
            diagnostics.append(.error(.priorityOutOfRange(Self.exactText(value)), at: priority.range))
            return nil
        }
        return value
    }

    /// A number as short as `NumberText` prints it, unless that rounds it to another value:
    /// "priority 1000.0001 is out of range", never "priority 1000 is out of range".
    static func exactText(_ value: Double) -> String {
        let short = NumberText.format(value)
        return Double(short) == value ? short : "\(value)"
    }

    mutating func reportUnknownMetric(_ name: Identifier) {
        let suggestion = self.suggestion(for: name.name, among: allMetrics.names)
        var notes: [Diagnostic.Note] = []
        if let suggestion {
            notes.append(.didYouMean(suggestion, at: allMetrics.definition(of: suggestion)?.name.range))
        }
        diagnostics.append(.error(.unknownMetric(name.name), at: name.range, notes: notes))
    }

    /// An item by name, or an error with a did-you-mean note.
    mutating func item(named name: Identifier) -> Int? {
        if let index = items.index(of: name.name) { return index }
        if let problem = ItemTable.modernNameProblem(name.name, release: environment.release) {
            diagnostics.append(.error(problem.message, at: name.range, notes: problem.notes))
            return nil
        }
        let suggestion = self.suggestion(for: name.name, among: items.items.lazy.map(\.name))
        diagnostics.append(
            .error(
                .unknownItem(name.name), at: name.range,
                notes: suggestion.map { [.didYouMean($0)] } ?? []))
        return nil
    }

    mutating func add(
        _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?, multiplier: Double = 1,
        constant: Double, priority: Double, origin: ConstraintOrigin
    ) {
        guard constraints.count < Self.maximumConstraints else {
            if !isOverConstraintLimit {
                isOverConstraintLimit = true
                diagnostics.append(.error(.tooManyConstraints(Self.maximumConstraints), at: origin.range))
            }
            return
        }
        constraints.append(
            LayoutConstraint(
                first: first, relation: relation, second: second, multiplier: multiplier,
                constant: constant, priority: priority, origin: origin))
    }

    // MARK: - Declarations

    /// A view declaration in force: its baselines, and UIKit's pair per axis for an intrinsic
    /// content size: `size <= intrinsic @hugging` and `size >= intrinsic @compressionResistance`
    /// (defaults 250 and 750).
    private mutating func lowerViewDeclaration(_ view: ViewDeclaration) {
        guard let index = items.index(of: view.name.name), items.items[index].kind == .view else { return }
        if let baseline = view.baseline, let value = checkedNumber(baseline, "a baseline") {
            items.setBaselines(of: index, last: value, first: items.items[index].firstBaselineOffset)
        }
        if let firstBaseline = view.firstBaseline, let value = checkedNumber(firstBaseline, "a baseline") {
            items.setBaselines(of: index, last: items.items[index].lastBaselineOffset, first: value)
        }
        if let margins = view.margins, let insets = marginInsets(margins) {
            items.setMargins(of: index, insets)
        }
        if let text = view.text {
            lowerText(
                text, lines: view.lines, index: index, hugging: view.hugging, resistance: view.compressionResistance)
            return
        }
        if let lines = view.lines {
            diagnostics.append(.error(.linesWithoutText(view.name.name), at: lines.range))
        }
        guard let intrinsic = view.intrinsicSize else { return }
        let hugging = (view.hugging?.horizontal, view.hugging?.vertical)
        let resistance = (view.compressionResistance?.horizontal, view.compressionResistance?.vertical)
        let axes: [(NumberLiteral?, LayoutAttribute, NumberLiteral?, NumberLiteral?)] = [
            (intrinsic.width, .width, hugging.0, resistance.0),
            (intrinsic.height, .height, hugging.1, resistance.1),
        ]
        for (size, attribute, hug, resist) in axes {
            guard let size, let length = checkedNumber(size, "an intrinsic size") else { continue }
            let hugPriority = hug.map { checkedPriority($0) } ?? 250
            let resistPriority = resist.map { checkedPriority($0) } ?? 750
            let target = ItemAttribute(item: index, attribute: attribute)
            if let hugPriority {
                add(
                    target, .lessThanOrEqual, nil, constant: length, priority: hugPriority,
                    origin: ConstraintOrigin(kind: .contentHugging, range: intrinsic.range))
            }
            if let resistPriority {
                add(
                    target, .greaterThanOrEqual, nil, constant: length, priority: resistPriority,
                    origin: ConstraintOrigin(kind: .compressionResistance, range: intrinsic.range))
            }
        }
    }

    mutating func checkedPriority(_ number: NumberLiteral) -> Double? {
        guard number.value.isFinite, number.value >= 1, number.value <= 1000 else {
            diagnostics.append(.error(.priorityOutOfRange(Self.exactText(number.value)), at: number.range))
            return nil
        }
        return number.value
    }

    /// `topLayoutGuide` spans from the root's top down by its length, `bottomLayoutGuide` from the
    /// root's bottom up by its length; both span the root's width.
    private mutating func lowerPredefinedGuides() {
        for (index, item) in items.items.enumerated() {
            let length: Double
            let edge: LayoutAttribute
            switch item.kind {
            case .topLayoutGuide: (length, edge) = (topGuideLength, .top)
            case .bottomLayoutGuide: (length, edge) = (bottomGuideLength, .bottom)
            default: continue
            }
            let origin = ConstraintOrigin(kind: .layoutGuide, range: item.firstMention ?? .at(0))
            let root = ConstraintSystem.root
            add(
                ItemAttribute(item: index, attribute: edge), .equal, ItemAttribute(item: root, attribute: edge),
                constant: 0, priority: 1000, origin: origin)
            add(
                ItemAttribute(item: index, attribute: .height), .equal, nil, constant: length, priority: 1000,
                origin: origin)
            add(
                ItemAttribute(item: index, attribute: .left), .equal, ItemAttribute(item: root, attribute: .left),
                constant: 0, priority: 1000, origin: origin)
            add(
                ItemAttribute(item: index, attribute: .width), .equal, ItemAttribute(item: root, attribute: .width),
                constant: 0, priority: 1000, origin: origin)
        }
    }

    /// A view named once in the whole file is almost always a typo.
    private mutating func warnAboutViewsNamedOnce() {
        // Each did-you-mean search is linear in the views; a budget of name comparisons keeps a
        // generated file with thousands of once-named views linear overall (later warnings then
        // come without a suggestion). `closest` never suggests the name itself.
        let viewNames = items.items.filter { $0.kind == .view }.map(\.name)
        var searchesLeft = Self.suggestionComparisonBudget / max(1, viewNames.count)
        for (index, item) in items.items.enumerated() where item.kind == .view && items.mentionCounts[index] == 1 {
            // A guide's name under the wrong release is reported as that, not as a typo.
            if ItemTable.modernNameProblem(item.name, release: environment.release) != nil { continue }
            var suggestion: String?
            if searchesLeft > 0 {
                searchesLeft -= 1
                suggestion = NameSuggestion.closest(to: item.name, in: viewNames)
            }
            diagnostics.append(
                .warning(
                    .viewNamedOnce(item.name), at: item.firstMention,
                    notes: suggestion.map { [.didYouMean($0)] } ?? []))
        }
    }

    /// How many names the did-you-mean notes of "named once" warnings may compare in all, and,
    /// separately, those of unknown names.
    static let suggestionComparisonBudget = 200_000

    /// The closest of `candidates` to a misspelt `name`, while the budget lasts. Each search is
    /// linear in the candidates, so a generated file with thousands of unknown names among
    /// thousands of views would be quadratic; past the budget, errors come without the note.
    mutating func suggestion<Candidates: Collection<String>>(for name: String, among candidates: Candidates) -> String?
    {
        guard candidates.count <= suggestionComparisonsLeft else {
            suggestionComparisonsLeft = 0
            return nil
        }
        suggestionComparisonsLeft -= candidates.count
        return NameSuggestion.closest(to: name, in: candidates)
    }
}
