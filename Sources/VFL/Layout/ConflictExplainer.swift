import Cassowary

/// Finds a minimal set of required constraints that cannot hold together: dropping any one
/// member makes the rest satisfiable. Used when the solver refuses a required constraint, or
/// when the required constraints cannot hold at the requested container size.
///
/// Method: keep only the constraints connected to the failing one through shared variables,
/// then a deletion filter: try dropping each candidate in turn and keep it dropped when the rest
/// still conflict. Each test solves a fresh system of required constraints only.
struct ConflictExplainer {
    let engine: LayoutEngine

    struct Result {
        var constraints: [Int]
        var usesWidth: Bool
        var usesHeight: Bool
    }

    /// A candidate member: an IR constraint, or the container's width or height.
    private enum Member: Hashable {
        case constraint(Int)
        case containerWidth(Double)
        case containerHeight(Double)
    }

    func minimalConflict(among added: [Int], failing: Int?, containerWidth: Double?, containerHeight: Double?) -> Result {
        var seeds: [Member] = []
        if let failing { seeds.append(.constraint(failing)) }
        if let containerWidth { seeds.append(.containerWidth(containerWidth)) }
        if let containerHeight { seeds.append(.containerHeight(containerHeight)) }
        var candidates = connected(to: seeds, among: added.map { .constraint($0) } + seeds)

        // Deletion filter, last added first (so the earliest constraints, which usually state the
        // intent, stay in the explanation).
        var index = candidates.count - 1
        while index >= 0 {
            let member = candidates[index]
            if case .constraint(let id) = member, id == failing {
                index -= 1
                continue
            }
            var without = candidates
            without.remove(at: index)
            if !isSatisfiable(without) { candidates = without }
            index -= 1
        }
        var result = Result(constraints: [], usesWidth: false, usesHeight: false)
        for member in candidates {
            switch member {
            case .constraint(let id): result.constraints.append(id)
            case .containerWidth: result.usesWidth = true
            case .containerHeight: result.usesHeight = true
            }
        }
        result.constraints.sort()
        return result
    }

    private func expression(_ member: Member) -> (LinearExpression, ConstraintRelation) {
        let root = ConstraintSystem.root
        switch member {
        case .constraint(let id): return engine.linear(engine.system.constraints[id])
        case .containerWidth(let value): return (LinearExpression([Term(engine.width(root))], constant: -value), .equal)
        case .containerHeight(let value): return (LinearExpression([Term(engine.height(root))], constant: -value), .equal)
        }
    }

    /// The members that share variables, directly or through other members, with the seeds.
    private func connected(to seeds: [Member], among members: [Member]) -> [Member] {
        var parent = Array(0..<engine.variables.count)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        let root = ConstraintSystem.root
        // The root's origin is pinned: it connects nothing.
        let pinned: Set<Int> = [engine.left(root).id, engine.top(root).id]
        let variableLists = members.map { expression($0).0.terms.map(\.variable.id).filter { !pinned.contains($0) } }
        for list in variableLists {
            for variable in list.dropFirst() {
                let a = find(list[0]), b = find(variable)
                if a != b { parent[a] = b }
            }
        }
        let seedRoots = Set(seeds.compactMap { seed -> Int? in
            let list = expression(seed).0.terms.map(\.variable.id).filter { !pinned.contains($0) }
            return list.first.map(find)
        })
        var result: [Member] = []
        var included: Set<Member> = []
        for (member, list) in zip(members, variableLists) {
            if seeds.contains(member) || list.contains(where: { seedRoots.contains(find($0)) }) {
                if included.insert(member).inserted { result.append(member) }
            }
        }
        return result
    }

    private func isSatisfiable(_ members: [Member]) -> Bool {
        let solver = Solver()
        for _ in engine.variables { _ = solver.makeVariable() }
        let root = ConstraintSystem.root
        do {
            try solver.addConstraint(LinearExpression([Term(engine.left(root))]), .equal)
            try solver.addConstraint(LinearExpression([Term(engine.top(root))]), .equal)
            for member in members {
                let (expression, relation) = expression(member)
                try solver.addConstraint(expression, relation)
            }
            return true
        } catch {
            return false
        }
    }
}
