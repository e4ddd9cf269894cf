import VFLSyntax

/// What the declarations pass and every emitter share while one file is lowered for one
/// environment: the environment, the item table (whose mention counts the emitters update), the
/// metrics in force, the diagnostics, the constraint sink, and name resolution with did-you-mean
/// notes under one budget. It holds no fact of any one construct: those are the declarations
/// tables' (`Declarations`).
struct LoweringContext {
    let environment: LoweringEnvironment
    var items: ItemTable
    /// The metrics in force: the applicable `metrics` statements, the last definition winning.
    var metrics = MetricTable()
    /// Every metric of the file under any condition: names that resolve somewhere, so a statement
    /// whose conditions do not hold is still checked.
    var allMetrics = MetricTable()
    var diagnostics = DiagnosticCollector()
    var sink = ConstraintSink()
    /// Name comparisons left for the did-you-mean notes of unknown names (see `suggestion`).
    var suggestionComparisonsLeft = LoweringContext.suggestionComparisonBudget

    init(environment: LoweringEnvironment, items: ItemTable) {
        self.environment = environment
        self.items = items
    }

    /// The release's rules.
    var release: UIKitRelease { environment.release }

    // MARK: - Constraints

    /// Appends a constraint to the sink.
    mutating func add(
        _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?, multiplier: Double = 1,
        constant: Double, priority: Double, origin: ConstraintOrigin
    ) {
        sink.add(
            first, relation, second, multiplier: multiplier, constant: constant, priority: priority, origin: origin,
            diagnostics: &diagnostics)
    }

    // MARK: - Numbers

    mutating func checkedNumber(_ number: NumberLiteral, _ what: String) -> Double? {
        NumberCheck.checked(number, what, &diagnostics)
    }

    mutating func checkedPositive(_ number: NumberLiteral, _ what: String) -> Double? {
        NumberCheck.checkedPositive(number, what, &diagnostics)
    }

    mutating func checkedNonNegative(_ number: NumberLiteral, _ what: String) -> Double? {
        NumberCheck.checkedNonNegative(number, what, &diagnostics)
    }

    /// `frame=` or `drawn=`'s `x,y,w,h`: any position, a size not below 0 (`what` is "a frame",
    /// for "a frame value" and "a frame's width"); the first bad number is the one reported.
    mutating func checkedFrame(_ frame: FrameSyntax, _ what: String) -> Rect? {
        guard let x = checkedNumber(frame.x, "\(what) value"), let y = checkedNumber(frame.y, "\(what) value"),
            let width = checkedNonNegative(frame.width, "\(what)'s width"),
            let height = checkedNonNegative(frame.height, "\(what)'s height")
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    mutating func checkedPriority(_ number: NumberLiteral) -> Double? {
        NumberCheck.checkedPriority(number, &diagnostics)
    }

    // MARK: - Names

    /// The predefined metric of today's UIKit: UIKit's system spacing between siblings.
    static let systemSpacingName = "systemSpacing"
    static let systemSpacing = 8.0

    /// Whether `name` is a metric in the table in force (without copying the table).
    func isMetric(_ name: String, applies: Bool) -> Bool {
        (applies ? metrics.isMetric(name) : allMetrics.isMetric(name))
            || (release.hasTodaysGuides && name == Self.systemSpacingName)
    }

    /// A constant: a number or a metric, resolved with the table in force.
    mutating func constantValue(_ constant: ConstantSyntax, applies: Bool, what: String = "a constant") -> Double? {
        switch constant {
        case .number(let number):
            return checkedNumber(number, what)
        case .name(let name):
            switch applies ? metrics.resolve(name.name) : allMetrics.resolve(name.name) {
            case .value(let value):
                guard NumberCheck.isUsable(value) else {
                    diagnostics.append(.error(.unusableNumber(what), at: name.range))
                    return nil
                }
                return value
            case .cycle:
                // Already reported once, at the definitions that form the cycle.
                return nil
            case .unknown:
                if name.name == Self.systemSpacingName {
                    if release.hasTodaysGuides { return Self.systemSpacing }
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
            diagnostics.append(.error(.priorityOutOfRange(NumberCheck.exactText(value)), at: priority.range))
            return nil
        }
        return value
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
        if let problem = ItemTable.modernNameProblem(name.name, release: release) {
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
