/// Definitions: the rows of basic external symbols.
///
/// An external (user) variable is unrestricted, so the simplex never needs its row: it never
/// leaves the basis in a ratio test and never blocks a move. Its row is kept as a *definition* —
/// any true equation `x = c + Σ a·y` over other symbols, basic or not — and is neither expanded when
/// it is created nor updated when a pivot makes one of its symbols basic. This is what keeps a row
/// of views sparse: `x₅ = x₄ + w₄ + 8` stays three terms, where a fully substituted tableau would
/// write every position as a sum over all the widths before it (n²/2 entries for n independent
/// widths, kiwi's cost too). Simplex rows (restricted basic symbols) stay in parametric symbols only.
///
/// Definitions form an acyclic graph: a definition is created for a *fresh* external symbol
/// (mentioned nowhere yet, so nothing can lead back to it), for a symbol only definitions mention
/// once a walk up from it has shown that none of them is reachable from the new row
/// (`definableExternal`), or in parametric symbols only, and
/// definitions are never rewritten in terms of other definitions except when a symbol disappears
/// (`substituteInDefinitions`). Values and expansions follow the graph in topological order, with
/// explicit stacks (a chain of 100,000 views is 100,000 levels deep).
extension Solver {
    /// Whether `symbol` is a basic external symbol, whose row is a definition.
    @inline(__always)
    func isDefined(_ symbol: Int) -> Bool { isBasic[symbol] && kinds[symbol] == .external }

    /// How many terms of reachable definitions a new definition's expansion may visit (see
    /// `compactDefinition`).
    static let compactionBudget = 32

    /// How many definitions `definitionAsWritten` visits looking for a subject, and how many
    /// definitions may mention that subject (the walk that rules out a cycle).
    static let writtenSearchBudget = 64

    /// A new definition `row` (already solved for its fresh symbol), stored in parametric symbols
    /// when that is about as short: equal widths make a row of views' positions collapse to a few
    /// terms, and storing those keeps every later expansion shallow. A definition whose expansion
    /// would grow (positions after independent widths) stays as written, and the budget stops
    /// the attempt early, so a long chain of definitions costs O(1) per link.
    func compactDefinition(_ row: inout Row) {
        guard compactsDefinitions else { return }
        expand(&row, budget: Solver.compactionBudget + 4 * row.count, maximumCount: 2 * row.count + 2)
    }

    /// A parametric external symbol that nothing mentions yet: a constraint solved for it can be
    /// kept as a definition with nothing to substitute. The lowest id wins.
    func freshExternal(in row: Row) -> Int? {
        for symbol in row.symbols where kinds[symbol] == .external && !isBasic[symbol] {
            if columns.count(symbol) == 0 && references.count(symbol) == 0 && !objective.hasWeight(symbol) {
                return symbol
            }
        }
        return nil
    }

    /// A parametric external symbol of `row` that only definitions mention (no simplex row, no
    /// objective), and that no definition reachable from `row` leads back to: the constraint can
    /// become its definition as written, as for a fresh symbol, with nothing to substitute (the
    /// definitions that mention it stay true, and may mention basic symbols). The lowest id wins.
    ///
    /// This keeps `c₁.top = c₀.top + c₀.height` three terms when the cells of a column were laid
    /// out before the column joins them: expanded, the n-th link would hold a term for every
    /// height before it (n²/2 entries). The cycle test (`canDefine`) walks *up* from the
    /// candidate through the definitions that mention it.
    func definableExternal(in row: Row) -> Int? {
        row.symbols.first { onlyDefinitionsMention($0) && canDefine($0, by: row) }
    }

    /// Whether `symbol` is a parametric external symbol that only definitions mention: no simplex
    /// row and no objective, so making it basic leaves nothing to substitute.
    private func onlyDefinitionsMention(_ symbol: Int) -> Bool {
        kinds[symbol] == .external && !isBasic[symbol] && columns.count(symbol) == 0
            && references.count(symbol) > 0 && !objective.hasWeight(symbol)
    }

    /// Whether `row` can become `symbol`'s definition without a cycle: none of the row's basic
    /// symbols is among the definitions that lead to `symbol` (found within the search budget).
    private func canDefine(_ symbol: Int, by row: Row) -> Bool {
        guard let mentioning = definitionsMentioning(symbol, budget: Solver.writtenSearchBudget) else { return false }
        return !row.symbols.contains { isBasic[$0] && mentioning.contains($0) }
    }

    /// `row` as written, or with the definitions on a path down to a symbol `definableExternal`
    /// accepts put in place, and that symbol; nil when none is found among the first
    /// `Solver.writtenSearchBudget` short definitions the row reaches (breadth first, so the
    /// shortest path wins; within a level, lower ids first).
    ///
    /// A column of cells joined after each was laid out writes `c₁.top = c₀.top + c₀.height` with
    /// all three symbols defined already (`c₁.top = c₁title.top − 12` inside the cell). Replacing
    /// `c₁.top` by its definition brings in `c₁title.top`, which only the cell's definitions
    /// mention: it becomes `c₁title.top = c₀.top + c₀.height + 12`, three terms, where expanding
    /// every definition would have written the whole column above it. A stack view's position
    /// lies a few definitions further down, behind its arranged views'.
    func definitionAsWritten(_ row: Row) -> (row: Row, subject: Int)? {
        if let subject = definableExternal(in: row) { return (row, subject) }
        // Breadth first over definitions: each entry is a defined symbol and the entry whose
        // definition mentions it (-1 for the row itself).
        var queue: [(symbol: Int, parent: Int)] = []
        var seen: Set<Int> = []
        for symbol in row.symbols where isDefined(symbol) && seen.insert(symbol).inserted {
            queue.append((symbol, -1))
        }
        var head = 0
        var attempts = 0
        while head < queue.count, head < Solver.writtenSearchBudget, attempts < 4 {
            let entry = head
            head += 1
            let definition = rows[queue[entry].symbol]
            guard definition.count <= 16 else { continue }
            for symbol in definition.symbols where seen.insert(symbol).inserted {
                if isDefined(symbol) {
                    queue.append((symbol, entry))
                    continue
                }
                guard onlyDefinitionsMention(symbol) else { continue }
                attempts += 1
                // Put the definitions along the path in place, from the row down.
                var path: [Int] = []
                var step = entry
                while step >= 0 {
                    path.append(queue[step].symbol)
                    step = queue[step].parent
                }
                var candidate = row
                for defined in path.reversed() {
                    guard let coefficient = candidate.remove(defined) else { break }
                    candidate.add(rows[defined], times: coefficient, scratch: &scratch)
                }
                if candidate.contains(symbol), canDefine(symbol, by: candidate) {
                    return (candidate, symbol)
                }
            }
        }
        return nil
    }

    /// Every definition that mentions `symbol`, directly or through other definitions; nil when
    /// there are more than `budget`.
    private func definitionsMentioning(_ symbol: Int, budget: Int) -> Set<Int>? {
        var found: Set<Int> = []
        var pending = [symbol]
        while let current = pending.popLast() {
            for user in references[current] where isDefined(user) && rows[user].contains(current) {
                guard found.insert(user).inserted else { continue }
                if found.count > budget { return nil }
                pending.append(user)
            }
        }
        return found
    }

    // MARK: Expansion

    /// `row` in parametric symbols only: every basic symbol replaced by its row, recursively.
    ///
    /// Each definition reachable from `row` is visited once: the reachable definitions are put in
    /// topological order, then coefficients flow from each definition to what it mentions, so the
    /// cost is the size of the reachable graph, not the number of paths through it.
    func expand(_ row: Row) -> Row {
        var expanded = row
        expand(&expanded)
        return expanded
    }

    /// `expand(row)`, or nil as soon as the definitions it reaches hold more than `budget` terms.
    func expand(_ row: Row, budget: Int) -> Row? {
        var expanded = row
        return expand(&expanded, budget: budget) ? expanded : nil
    }

    /// Expands `row` in place (its buffers are reused: a new row's expansion allocates nothing)
    /// and returns true; or leaves it as it was and returns false when the definitions it reaches
    /// hold more than `budget` terms, or when the expansion would hold more than `maximumCount`.
    @discardableResult
    func expand(_ row: inout Row, budget: Int = Int.max, maximumCount: Int = Int.max) -> Bool {
        guard row.symbols.contains(where: { isBasic[$0] }) else { return row.count <= maximumCount }
        var work = ExpansionScratch()
        swap(&work, &expansionScratch)
        defer { swap(&work, &expansionScratch) }
        return work.expand(&row, rows: rows, isBasic: isBasic, kinds: kinds, budget: budget, maximumCount: maximumCount)
    }

    // MARK: Traversal

    /// Calls `visit` on `root` and on every symbol reached from it through rows, each after the
    /// symbols its row mentions that `descendsInto` accepts: a post-order with an explicit stack
    /// (a chain of 100,000 views is 100,000 levels deep). `descendsInto` must turn false for a
    /// symbol once it has been visited (a stamp set by `visit`): that visits a symbol reached
    /// along two paths once, and, the definition graph being acyclic, ends the walk.
    @inline(__always)
    static func visitInPostOrder(from root: Int, rows: [Row], descendsInto: (Int) -> Bool, visit: (Int) -> Void) {
        var stack: [(symbol: Int, next: Int)] = [(root, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let symbols = rows[stack[top].symbol].symbols
            var index = stack[top].next
            var child = -1
            while index < symbols.count {
                let other = symbols[index]
                index += 1
                if descendsInto(other) {
                    child = other
                    break
                }
            }
            stack[top].next = index
            if child >= 0 {
                stack.append((child, 0))
                continue
            }
            visit(stack[top].symbol)
            stack.removeLast()
        }
    }

    // MARK: Values

    /// The value of a basic external symbol: its definition evaluated, after the definitions it
    /// mentions. Cached until the next change (`generation`).
    func definedValue(_ symbol: Int) -> Double {
        values.value(of: symbol, generation: generation, rows: rows, isBasic: isBasic, kinds: kinds)
    }
}

/// The values of definitions, owned by `Solver.definedValue` (nothing else reads or writes them).
///
/// `values[s]` is the value of the basic external symbol `s` while `stamps[s] == epoch`. The epoch
/// moves on whenever the solver's `generation` has changed since the last read, so a change to the
/// tableau forgets every value at once; stamps are 32-bit to keep the cache small, and are wiped
/// when the epoch wraps so none can match by accident.
struct ValueCache {
    private var values: [Double] = []
    private var stamps: [UInt32] = []
    private var epoch: UInt32 = 0
    /// The solver's generation `epoch` stands for.
    private var epochGeneration = -1

    /// The value of the basic external `symbol`; `rows`, `isBasic` and `kinds` are the solver's,
    /// as of `generation`.
    mutating func value(
        of symbol: Int, generation: Int,
        rows: [Row], isBasic: [Bool], kinds: [SymbolKind]
    ) -> Double {
        values.grow(to: kinds.count, with: 0)
        stamps.grow(to: kinds.count, with: 0)
        if epochGeneration != generation {
            epochGeneration = generation
            epoch &+= 1
            if epoch == 0 {
                // Wrapped: forget every stamp so none can match by accident.
                for index in stamps.indices { stamps[index] = 0 }
                epoch = 1
            }
        }
        if stamps[symbol] == epoch { return values[symbol] }
        // Usually every definition the row mentions is known already (values are read in order).
        let row = rows[symbol]
        var direct = row.constant
        var ready = true
        for (other, coefficient) in zip(row.symbols, row.coefficients) where isBasic[other] {
            if kinds[other] != .external {
                direct += coefficient * rows[other].constant
            } else if stamps[other] == epoch {
                direct += coefficient * values[other]
            } else {
                ready = false
                break
            }
        }
        if ready {
            values[symbol] = direct
            stamps[symbol] = epoch
            return direct
        }
        let epoch = self.epoch
        Solver.visitInPostOrder(
            from: symbol, rows: rows,
            descendsInto: { other in
                isBasic[other] && kinds[other] == .external && stamps[other] != epoch
            },
            visit: { definition in
                let row = rows[definition]
                var value = row.constant
                for (other, coefficient) in zip(row.symbols, row.coefficients) where isBasic[other] {
                    value += coefficient * (kinds[other] == .external ? values[other] : rows[other].constant)
                }
                values[definition] = value
                stamps[definition] = epoch
            })
        return values[symbol]
    }
}

/// Reusable buffers for `Solver.expand`, indexed by symbol; all zero / false between calls.
struct ExpansionScratch {
    private var values: [Double] = []
    private var touchedFlags: [Bool] = []
    private var visits: [UInt32] = []
    private var token: UInt32 = 0
    private var order: [Int] = []
    private var stack: [(symbol: Int, next: Int)] = []
    private var touched: [Int] = []

    /// See `Solver.expand(_:budget:maximumCount:)`. `rows`, `isBasic` and `kinds` are the solver's.
    mutating func expand(
        _ row: inout Row, rows: [Row], isBasic: [Bool], kinds: [SymbolKind], budget: Int, maximumCount: Int
    ) -> Bool {
        values.grow(to: kinds.count, with: 0)
        touchedFlags.grow(to: kinds.count, with: false)
        visits.grow(to: kinds.count, with: 0)
        token &+= 1
        order.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)

        // Depth-first post-order over the reachable definitions.
        var work = 0
        for symbol in row.symbols where isBasic[symbol] && kinds[symbol] == .external && visits[symbol] != token {
            visits[symbol] = token
            stack.append((symbol, 0))
            while !stack.isEmpty {
                let top = stack.count - 1
                let definition = rows[stack[top].symbol].symbols
                var index = stack[top].next
                if index == 0 {
                    work += definition.count
                    if work > budget {
                        stack.removeAll(keepingCapacity: true)
                        return false
                    }
                }
                var child = -1
                while index < definition.count {
                    let other = definition[index]
                    index += 1
                    if isBasic[other] && kinds[other] == .external && visits[other] != token {
                        visits[other] = token
                        child = other
                        break
                    }
                }
                stack[top].next = index
                if child >= 0 {
                    stack.append((child, 0))
                } else {
                    order.append(stack[top].symbol)
                    stack.removeLast()
                }
            }
        }

        // Reverse post-order puts each definition before everything it mentions.
        var constant = row.constant
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            accumulate(symbol, coefficient, constant: &constant, rows: rows, isBasic: isBasic, kinds: kinds)
        }
        for definition in order.reversed() {
            let factor = values[definition]
            values[definition] = 0
            guard factor != 0 else { continue }
            let definitionRow = rows[definition]
            constant += factor * definitionRow.constant
            for (symbol, coefficient) in zip(definitionRow.symbols, definitionRow.coefficients) {
                accumulate(
                    symbol, factor * coefficient, constant: &constant,
                    rows: rows, isBasic: isBasic, kinds: kinds)
            }
        }

        var count = 0
        for symbol in touched where !Tolerance.isNearZero(values[symbol]) { count += 1 }
        let fits = count <= maximumCount
        if fits {
            touched.sort()
            row.removeAll(constant: constant)
            row.reserveCapacity(count)
        }
        for symbol in touched {
            if fits { row.append(symbol, values[symbol]) }
            values[symbol] = 0
            touchedFlags[symbol] = false
        }
        return fits
    }

    /// Adds `value × symbol` to the expansion being built: to a definition's pending factor, to the
    /// parametric symbols of a restricted row, or to a parametric symbol.
    @inline(__always)
    private mutating func accumulate(
        _ symbol: Int, _ value: Double, constant: inout Double,
        rows: [Row], isBasic: [Bool], kinds: [SymbolKind]
    ) {
        if isBasic[symbol] {
            if kinds[symbol] == .external {
                values[symbol] += value
                return
            }
            let row = rows[symbol]
            constant += value * row.constant
            for (parametric, coefficient) in zip(row.symbols, row.coefficients) {
                addParametric(parametric, value * coefficient)
            }
        } else {
            addParametric(symbol, value)
        }
    }

    @inline(__always)
    private mutating func addParametric(_ symbol: Int, _ value: Double) {
        if !touchedFlags[symbol] {
            touchedFlags[symbol] = true
            touched.append(symbol)
        }
        values[symbol] += value
    }
}
