/// The Farkas system of a set of members made small before it is solved, by the eliminations that
/// cost nothing (an LP presolve on the dual): what is left, the *core*, goes to the solver, and its
/// multipliers are carried back to the members.
///
/// With the members as `aᵢ·x + kᵢ ≤ 0` or `= 0` and multipliers `y` (see `ConflictSet`), each
/// primal variable `j` is one equation `Σ yᵢ aᵢⱼ = 0` of the Farkas system. Three cases settle
/// some multipliers by that equation alone:
///
/// - `j` in one member: its multiplier is zero, and it is dropped (a free variable satisfies it).
/// - `j` in two members `p`, `q`: `y_q = c·y_p` with `c = −a_pj / a_qj`, so `p` and `q` are one
///   member `p + c·q` (a chain's consecutive spacings, a view's width between its edges). Its
///   multiplier must be non-negative when either was an inequality; when both were, and `c < 0`,
///   both multipliers are zero and both are dropped.
/// - `j` in an equality of at most two terms (`v₁.width == v0.width`): that multiplier is free, so
///   `j` is substituted out of every other member, which stays as long as it was.
///
/// Each step maps the solutions of the smaller Farkas system one to one and linearly onto those of
/// the larger (every multiplier dropped is zero, every multiplier merged is a fixed multiple of the
/// one kept), so a basic solution of the core maps to a basic solution of the members, and its
/// support is still a minimal conflicting set. A member keeps the larger of the two merged, and
/// its sign is a factor, so merging costs the smaller member's terms: a conflict along a chain of
/// n views reduces in O(n log n) to a core of a few members, however the chain is written (the
/// solver alone met a chain of equal widths as n²/2 tableau entries in some orders).
///
/// A member's multiplier is carried back through the nodes of the merges: each node records the
/// nodes it was made of, with the factors their multipliers take of its own.
struct FarkasReduction {
    /// A member as reduced so far: `sign × (Σ terms + constant) ≤ 0` (or `= 0`).
    private struct Entry {
        /// By dense variable index.
        var terms: [Int: Double]
        var constant: Double
        var sign: Double
        var isInequality: Bool
        var node: Int
        /// The lowest index of the members merged into this one: the core keeps the members' order.
        var first: Int
        var isAlive = true

        func coefficient(_ variable: Int) -> Double { sign * (terms[variable] ?? 0) }
    }

    private var entries: [Entry] = []
    /// `variableIDs[v]`: the primal variable of dense index `v`.
    private var variableIDs: [Int] = []
    /// `incidence[v]`: the live entries that mention variable `v` (a lazy list with an exact
    /// count, as the solver keeps its columns: `users(of:)` reads the live ones).
    private var incidence = ColumnIndex()
    /// `parents[n]`: the nodes node `n` was made of, and the factor each one's multiplier takes of
    /// `n`'s. The members are nodes `0..<count`, with none.
    private var parents: [[(node: Int, factor: Double)]] = []
    private var variableQueue = MinHeap()
    private var queuedVariables: [Bool] = []
    private var equalityQueue = MinHeap()
    /// How many eliminations were made: the reduction's work, for tests.
    private(set) var eliminations = 0

    /// Reduces the Farkas system of `members`.
    init(_ members: [ConflictSet.Member]) {
        // Dense variable indices in the order of the variables' ids.
        var ids: [Int] = []
        ids.reserveCapacity(members.reduce(0) { $0 + $1.expression.terms.count })
        for member in members { for term in member.expression.terms { ids.append(term.variable.id) } }
        ids.sort()
        for id in ids where variableIDs.last != id { variableIDs.append(id) }
        var dense: [Int: Int] = [:]
        dense.reserveCapacity(variableIDs.count)
        for (index, id) in variableIDs.enumerated() { dense[id] = index }
        for _ in variableIDs.indices { incidence.appendSymbol() }
        entries.reserveCapacity(members.count)
        parents = Array(repeating: [], count: members.count)
        for (index, member) in members.enumerated() {
            let sign: Double = member.relation == .greaterThanOrEqual ? -1 : 1
            var terms: [Int: Double] = [:]
            terms.reserveCapacity(member.expression.terms.count)
            for term in member.expression.terms { terms[dense[term.variable.id]!, default: 0] += term.coefficient }
            for (variable, coefficient) in terms where coefficient == 0 { terms[variable] = nil }
            for variable in terms.keys { attach(index, to: variable) }
            entries.append(
                Entry(
                    terms: terms, constant: member.expression.constant, sign: sign,
                    isInequality: member.relation != .equal, node: index, first: index))
        }
        // Lowest first, as the solver breaks its ties: variables by id, equalities by member.
        // A variable in more members is queued when it drops to two.
        queuedVariables = Array(repeating: false, count: variableIDs.count)
        for variable in variableIDs.indices where incidence.count(variable) <= 2 {
            queuedVariables[variable] = true
            variableQueue.push(variable)
        }
        for entry in entries.indices where !entries[entry].isInequality && entries[entry].terms.count <= 2 {
            equalityQueue.push(entry)
        }
        reduce()
    }

    /// The members that remain, each as `expression ≤ 0` or `== 0` on the original variables, and
    /// the node each one is.
    func core() -> (members: [ConflictSet.Member], nodes: [Int]) {
        var members: [ConflictSet.Member] = []
        var nodes: [Int] = []
        let alive = entries.indices.filter { entries[$0].isAlive }
        for entry in alive.sorted(by: { (entries[$0].first, $0) < (entries[$1].first, $1) }).map({ entries[$0] }) {
            let terms = entry.terms.map { (variableIDs[$0.key], entry.sign * $0.value) }.sorted { $0.0 < $1.0 }
            members.append(
                ConflictSet.Member(
                    LinearExpression(
                        terms.map { Term(Variable(id: $0.0), $0.1) }, constant: entry.sign * entry.constant),
                    entry.isInequality ? .lessThanOrEqual : .equal))
            nodes.append(entry.node)
        }
        return (members, nodes)
    }

    /// The members' multipliers, given the core's (`values[i]` for `core().nodes[i]`).
    func multipliers(core values: [Double], nodes: [Int], memberCount: Int) -> [Double] {
        var multipliers = Array(repeating: 0.0, count: parents.count)
        for (node, value) in zip(nodes, values) { multipliers[node] = value }
        // A node is made after the nodes it was made of: from the last, each hands its multiplier on.
        for node in parents.indices.reversed() where multipliers[node] != 0 {
            for (parent, factor) in parents[node] { multipliers[parent] += factor * multipliers[node] }
        }
        return Array(multipliers.prefix(memberCount))
    }

    // MARK: - Eliminations

    private mutating func reduce() {
        while true {
            if let variable = variableQueue.pop() {
                queuedVariables[variable] = false
                eliminate(variable)
            } else if let entry = equalityQueue.pop() {
                substitute(entry)
            } else {
                return
            }
        }
    }

    /// A variable in one or two live members: drops or merges them.
    private mutating func eliminate(_ variable: Int) {
        let count = incidence.count(variable)
        guard count == 1 || count == 2 else { return }
        let users = users(of: variable)
        if count == 1 {
            eliminations += 1
            drop(users[0])
        } else {
            eliminations += 1
            let pair = users
            // The longer member absorbs the shorter (the lower index on a tie).
            let (kept, merged) =
                entries[pair[1]].terms.count > entries[pair[0]].terms.count ? (pair[1], pair[0]) : (pair[0], pair[1])
            let factor = -entries[kept].coefficient(variable) / entries[merged].coefficient(variable)
            let keptIsInequality = entries[kept].isInequality
            let mergedIsInequality = entries[merged].isInequality
            // The merged member's multiplier is `factor` times the kept one's; the result's sign
            // makes its own multiplier non-negative when either must be.
            let sign: Double
            if !mergedIsInequality {
                sign = 1
            } else if !keptIsInequality {
                sign = factor > 0 ? 1 : -1
            } else if factor > 0 {
                sign = 1
            } else {
                drop(kept)
                drop(merged)
                return
            }
            add(merged, times: factor, to: kept, eliminating: variable, sign: sign)
            entries[kept].isInequality = keptIsInequality || mergedIsInequality
            drop(merged)
        }
    }

    /// An equality of at most two terms: substitutes its variable in fewer members out of all of
    /// them (its multiplier is free, so nothing else changes).
    private mutating func substitute(_ source: Int) {
        let entry = entries[source]
        guard entry.isAlive, !entry.isInequality, !entry.terms.isEmpty, entry.terms.count <= 2 else { return }
        let variable = entry.terms.keys.min { a, b in (incidence.count(a), a) < (incidence.count(b), b) }!
        guard incidence.count(variable) > 2 else {
            eliminate(variable)
            return
        }
        eliminations += 1
        let pivot = entry.coefficient(variable)
        for user in users(of: variable) where user != source {
            add(source, times: -entries[user].coefficient(variable) / pivot, to: user, eliminating: variable, sign: 1)
        }
        drop(source)
    }

    /// `entries[target] = sign × (target + factor × source)` without `variable` (which cancels),
    /// as a new node.
    private mutating func add(
        _ source: Int, times factor: Double, to target: Int, eliminating variable: Int, sign: Double
    ) {
        let scale = factor * entries[source].sign * entries[target].sign
        for (other, coefficient) in entries[source].terms where other != variable {
            let sum = (entries[target].terms[other] ?? 0) + scale * coefficient
            if Tolerance.isNearZero(sum) {
                if entries[target].terms.removeValue(forKey: other) != nil { detach(target, from: other) }
            } else {
                if entries[target].terms.updateValue(sum, forKey: other) == nil { attach(target, to: other) }
            }
        }
        entries[target].constant += scale * entries[source].constant
        entries[target].first = min(entries[target].first, entries[source].first)
        entries[target].terms[variable] = nil
        detach(target, from: variable)
        let node = parents.count
        parents.append([(entries[target].node, sign), (entries[source].node, factor * sign)])
        entries[target].node = node
        entries[target].sign *= sign
        if !entries[target].isInequality, entries[target].terms.count <= 2 { equalityQueue.push(target) }
    }

    /// Takes a member out: its multiplier is zero.
    private mutating func drop(_ entry: Int) {
        entries[entry].isAlive = false
        for variable in entries[entry].terms.keys { detach(entry, from: variable) }
    }

    // MARK: - Incidence

    /// The live entries that mention `variable`, ascending, each once.
    private mutating func users(of variable: Int) -> [Int] {
        compact(variable)
        return incidence[variable]
    }

    private mutating func compact(_ variable: Int) {
        let entries = self.entries
        incidence.compact(variable) { entries[$0].isAlive && entries[$0].terms[variable] != nil }
    }

    private mutating func attach(_ entry: Int, to variable: Int) {
        if incidence.add(entry, to: variable) { compact(variable) }
    }

    /// Records that `entry` no longer mentions `variable`; a variable left in two members or
    /// fewer is queued (the queue is a heap, so the order of these calls does not matter).
    private mutating func detach(_ entry: Int, from variable: Int) {
        incidence.remove(entry, from: variable)
        if incidence.count(variable) <= 2, !queuedVariables[variable] {
            queuedVariables[variable] = true
            variableQueue.push(variable)
        }
    }
}
