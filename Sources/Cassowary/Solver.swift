/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001), designed after kiwi.
///
/// Constraints are linear: `expression REL 0`. Priorities lie in `(0, 1000]`; 1000 is required and
/// must hold exactly. Non-required priorities are lexicographic: the solver first minimises the
/// total error of the highest non-required priority present, then the next, and so on, so a
/// higher priority beats any number of lower ones (see `Objective`).
///
/// The tableau is sparse and indexed: rows live in an array indexed by their basic symbol's id, and
/// a column index maps each symbol to the basic symbols whose rows mention it, so a pivot touches
/// only the rows it changes. Only restricted (slack and error) basic symbols have simplex rows, in
/// parametric symbols; a basic user variable has a *definition* instead, which may mention other
/// basic symbols and is never rewritten by pivots (see `Solver+Definitions.swift`), so a row of
/// independent views stays sparse. Every choice (subject, entering and leaving symbol) breaks ties
/// by the lowest symbol id and never depends on hash order, so the same calls give bit-identical
/// values in every process. Unlike kiwi, required equalities carry no dummy marker (rows stay
/// sparse); removing one rebuilds the tableau (`rebuild()`).
///
/// Where each step lives:
///
/// | file | step | state it owns |
/// |---|---|---|
/// | `Solver.swift` | the public API, validation | |
/// | `Solver+Constraints.swift` | adding a constraint (row, subject, phase one), removing one | |
/// | `Solver+Tableau.swift` | symbols, installing and taking rows, substitution, pivots | the indexes |
/// | `Solver+Simplex.swift` | the primal and dual simplex loops | |
/// | `Solver+Edit.swift` | edit variables: moving a constant, then the dual simplex | `EditRecord` |
/// | `Solver+Journal.swift` | undoing an addition that fails | `Journal` |
/// | `Solver+Rebuild.swift` | replaying the live constraints after removing a required equality | (`ConstraintSources`) |
/// | `Solver+Definitions.swift` | definitions: compaction, expansion, values | `ValueCache`, `ExpansionScratch` |
/// | `Solver+Ambiguity.swift` | the ambiguity query (with `FreeSketch`) | `FreePartCache` |
/// | `Solver+Debug.swift` | a readable dump | |
///
/// Its parts, each in its own file: `Row`, `ColumnIndex`, `Objective` (with `SymbolicWeight`), `MinHeap`,
/// `ConstraintRecord`, `ConstraintSources`, `SymbolKind`, `Tolerance`. `ConflictSet` runs a solver to name a minimal conflict,
/// on what `FarkasReduction` leaves of its Farkas system.
public final class Solver {
    /// The required priority.
    public static let required: Double = 1000

    // MARK: The tableau, indexed by symbol id (Solver+Tableau)

    /// Each symbol's kind.
    var kinds: [SymbolKind] = []
    /// `rows[s]` is `s`'s row when `isBasic[s]`, and empty otherwise: a simplex row for a
    /// restricted symbol, a definition for an external one.
    var rows: [Row] = []
    var isBasic: [Bool] = []
    /// `columns[s]`: the restricted basic symbols whose rows contain `s`.
    var columns = ColumnIndex()
    /// `references[s]`: the basic external symbols whose definitions mention `s`.
    var references = ColumnIndex()
    /// The variable id of an external symbol, or -1.
    var symbolVariables: [Int] = []

    // MARK: Variables, constraints and edits (Solver, Solver+Edit, Solver+Rebuild)

    /// Each variable's external symbol, or -1 before any constraint mentions it.
    var variableSymbols: [Int] = []
    var variableCount = 0
    /// Indexed by `ConstraintID.rawValue`; `nil` once removed.
    var constraints: [ConstraintRecord?] = []
    /// What each live constraint was, indexed like `constraints`, for `rebuild()`.
    var sources = ConstraintSources()
    /// Edit variables by variable id (few, so a dictionary; only ever iterated in sorted order).
    var edits: [Int: EditRecord] = [:]
    /// Orders constraints and edit variables by addition, for `rebuild()`.
    var nextSequence = 0

    // MARK: Objectives and the simplex (Solver+Simplex, Solver+Constraints, Solver+Journal)

    var objective = Objective()
    /// The phase-one objective while a constraint is added with an artificial variable (empty
    /// otherwise; kept between uses so its storage is reused).
    var artificial = Objective()
    var inArtificialPhase = false
    /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasibleRows = MinHeap()
    /// Undo information while an addition that may fail is in progress.
    var journal: Journal?
    /// The open journal's `symbolCount` (`Int.max` when none is open): a symbol at or above it is
    /// new, and `addUser` notes the lists it enters, which a rollback must purge.
    var journalSymbolCount = Int.max
    /// The slots the open journal has saved.
    var journalMarks = TouchMarks()

    // MARK: Strategy (tests run the solver with other settings; the answers must not change)

    /// Degenerate pivots in a row before Bland's rule takes over; nil for the default,
    /// `64 + symbol count`. Zero makes every pivot use Bland's rule.
    var degeneratePivotLimitOverride: Int?
    /// Phase one's cost limit (`phaseOneCostLimit`); nil for the default.
    var phaseOneCostLimitOverride: Int?
    /// How many definition terms a new row's expansion may reach before the constraint is tried
    /// as a definition as written (`definitionAsWritten`); nil for the default,
    /// `writtenSearchBudget`. Zero tries every row that mentions a definition.
    var writtenDefinitionThresholdOverride: Int?
    /// Whether new definitions are stored expanded when that is as short (`compactDefinition`).
    var compactsDefinitions = true
    /// The most free directions a definition's part along them may hold and still be kept exactly;
    /// longer ones are answered by their sketch (`Solver+Ambiguity.swift`). Zero sketches them all.
    var exactProjectionLimit = 32

    // MARK: Caches and scratch space (each owned by the file named)

    /// How many times a row or definition has been rewritten by a substitution: the solver's
    /// work, counted so tests can check it grows with the layout, not faster.
    var rowsRewritten = 0
    /// How many row entries the ambiguity query has read (`Solver+Ambiguity`): counted so tests
    /// can check that asking about every view of a layout costs the size of the layout.
    package internal(set) var ambiguityWork = 0
    /// Bumped by every change to the tableau; the caches keep only what they computed since.
    var generation = 0
    /// Free directions and free parts for the ambiguity query (`Solver+Ambiguity`).
    var freeParts = FreePartCache()
    /// Values of definitions (`Solver+Definitions`).
    var values = ValueCache()
    /// Buffers for `expand` (`Solver+Definitions`).
    var expansionScratch = ExpansionScratch()
    /// Buffers for merging rows (`Row.add`).
    var scratch = Row.Scratch()

    public init() {}

    /// A new variable, with the next dense integer id (0, 1, 2, …).
    public func makeVariable() -> Variable {
        let variable = Variable(id: variableCount)
        reserveVariable(variable)
        return variable
    }

    /// Makes room for `constraints` more constraints of about `termsEach` terms and variables up
    /// to `variables`, so a caller that knows its sizes builds without regrowing the arrays that
    /// grow by one entry per constraint (regrowth leaves up to half of each array unused).
    public func reserveCapacity(constraints count: Int, termsEach: Int, variables: Int) {
        constraints.reserveCapacity(constraints.count + count)
        sources.reserveCapacity(count, termsEach: termsEach)
        variableSymbols.reserveCapacity(variables)
    }

    /// The number of constraints added and not removed (edit variables not included).
    public var constraintCount: Int {
        constraints.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }

    /// Adds `expression REL 0` at `priority` and re-optimises.
    /// Throws `.unsatisfiable` (and leaves the solver unchanged) when a required constraint
    /// cannot be satisfied together with the required constraints already added.
    @discardableResult
    public func addConstraint(
        _ expression: LinearExpression, _ relation: ConstraintRelation,
        priority: Double = 1000
    ) throws(SolverError) -> ConstraintID {
        try validate(expression)
        try validate(priority: priority, allowRequired: true)
        let id = ConstraintID(rawValue: constraints.count)
        let record = try insertConstraint(expression, relation, priority: priority, id: id)
        constraints.append(record)
        sources.append(expression, relation, priority: priority, sequence: nextSequence)
        nextSequence += 1
        return id
    }

    /// Removes a constraint added by `addConstraint` and re-optimises.
    public func removeConstraint(_ constraint: ConstraintID) throws(SolverError) {
        let index = constraint.rawValue
        guard index >= 0, index < constraints.count, let record = constraints[index] else {
            throw .unknownConstraint(constraint)
        }
        constraints[index] = nil
        sources.remove(index)
        eraseConstraint(record)
    }

    /// Gives an added constraint the new constant `constant` (the constant of its expression,
    /// `expression REL 0`) and re-solves incrementally, as `suggestValue` does for an edit variable.
    ///
    /// A non-required constraint is changed in place, keeping its id and its place in the order of
    /// addition; a required one, which a new constant may make unsatisfiable, is removed and added
    /// again (and so gets a new id, returned; on `.unsatisfiable` it is left out).
    @discardableResult
    public func setConstant(_ constant: Double, of constraint: ConstraintID) throws(SolverError) -> ConstraintID {
        let index = constraint.rawValue
        guard index >= 0, index < constraints.count, let record = constraints[index] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .invalidNumber }
        if !record.isRequired {
            applyConstant(constant, to: index, record: record)
            return constraint
        }
        var (expression, relation, priority) = sources.constraint(index)
        try removeConstraint(constraint)
        expression.constant = constant
        return try addConstraint(expression, relation, priority: priority)
    }

    /// Makes `variable` an edit variable at `priority` (which must be below 1000): the non-required
    /// equality `variable == 0` until `suggestValue` gives another value.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        try validate(priority: priority, allowRequired: false)
        reserveVariable(variable)
        if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
        let expression = LinearExpression([Term(variable)])
        let record = try insertConstraint(
            expression, .equal, priority: priority,
            id: ConstraintID(rawValue: -1))
        edits[variable.id] = EditRecord(constraint: record, constant: 0, sequence: nextSequence)
        nextSequence += 1
    }

    /// Removes an edit variable added by `addEditVariable` (and its suggested value) and re-optimises.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        edits[variable.id] = nil
        eraseConstraint(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber }
        applySuggestion(value, to: variable.id, edit: edit)
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        guard variable.id >= 0, variable.id < variableSymbols.count else { return 0 }
        let symbol = variableSymbols[variable.id]
        guard symbol >= 0, isBasic[symbol] else { return 0 }
        return definedValue(symbol) + 0 // `+ 0` turns -0 into 0.
    }

    /// Whether the variable could take another value without violating a required constraint
    /// and without worsening the objective at any priority: the solution does not determine it.
    /// See `Solver+Ambiguity.swift` for the (conservative at degenerate vertices) test used.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.id >= 0, variable.id < variableSymbols.count else { return true }
        let symbol = variableSymbols[variable.id]
        guard symbol >= 0 else { return true }
        return isUndetermined(symbol)
    }

    // MARK: Validation

    func validate(_ expression: LinearExpression) throws(SolverError) {
        guard expression.constant.isFinite else { throw .invalidNumber }
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw .invalidNumber }
            precondition(term.variable.id >= 0, "variable ids are non-negative")
        }
    }

    func validate(priority: Double, allowRequired: Bool) throws(SolverError) {
        let limit = allowRequired ? Solver.required : Solver.required.nextDown
        guard priority.isFinite, priority > 0, priority <= limit else { throw .invalidPriority(priority) }
    }

    /// Makes room for `variable` (ids need not come from `makeVariable`).
    func reserveVariable(_ variable: Variable) {
        precondition(variable.id >= 0, "variable ids are non-negative")
        while variableSymbols.count <= variable.id {
            variableSymbols.append(-1)
        }
        variableCount = max(variableCount, variable.id + 1)
    }
}
