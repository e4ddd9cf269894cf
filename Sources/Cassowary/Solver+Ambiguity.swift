/// The ambiguity query.
///
/// A solution leaves a variable undetermined when some *free direction* moves it: a parametric
/// symbol whose objective coefficient is zero at every level (moving it changes no priority's
/// error) and that can move a positive amount without pushing a restricted basic row below zero.
/// External symbols may move both ways, slack and error symbols only up. A variable
/// is ambiguous when it is itself such a parametric symbol, or when its definition, expanded into
/// parametric symbols, keeps a nonzero coefficient on one (`definitionHasFreeDirection`).
///
/// This is an approximation at degenerate vertices: a direction is treated as blocked when a
/// restricted row it would decrease is already at zero, although another basis of the same vertex
/// (or a combined move of several symbols) might reveal a free move. It never calls a determined
/// variable ambiguous, and it is exact for the non-degenerate solutions layouts usually produce.
///
/// After a layout every view's variables are asked, so the answers come from one bottom-up pass
/// over the definition graph per solution (`generation`), not one expansion per query: each basic
/// symbol's *free part* (its expansion's coefficients on the free directions) is built from the
/// free parts of the basic symbols its row mentions, exactly while it holds at most
/// `exactProjectionLimit` terms (an ambiguous layout usually has few free directions per view), and
/// always as a `FreeSketch`, which answers the long ones. The pass costs the size of the rows it
/// reaches, so N queries on a chain of N definitions cost O(N), where expanding each cost O(N²).
///
/// A sketch answers as an exact expansion does except in corners no layout is near: coefficients
/// that cancel against the random weights (a chance of about 2⁻⁴⁸, read as determined), a remainder
/// smaller than the rounding of heavily cancelling non-dyadic sums (read as determined, the way
/// this test already errs), coefficients within a factor 2 of `Tolerance.epsilon` (the weights'
/// magnitudes lie in [1, 2)), and a sketch that overflowed, which is answered by expansion.
extension Solver {
    /// Whether the external `symbol` can move along a free direction.
    func isUndetermined(_ symbol: Int) -> Bool {
        freeParts.prepare(generation: generation, symbolCount: kinds.count)
        if !isBasic[symbol] { return isFreeDirectionPrepared(symbol) }
        return definitionHasFreeDirection(symbol)
    }

    /// Whether the parametric `symbol` is a free direction (cached until the next change).
    func isFreeDirection(_ symbol: Int) -> Bool {
        freeParts.prepare(generation: generation, symbolCount: kinds.count)
        return isFreeDirectionPrepared(symbol)
    }

    /// `isFreeDirection`, the cache already prepared for this generation.
    private func isFreeDirectionPrepared(_ symbol: Int) -> Bool {
        if let known = freeParts.knownFreeDirection(symbol) { return known }
        let result = computeFreeDirection(symbol)
        freeParts.setFreeDirection(symbol, result)
        return result
    }

    private func computeFreeDirection(_ symbol: Int) -> Bool {
        guard objective.sign(of: symbol) == 0 else { return false }
        ambiguityWork += columns.count(symbol)
        // Which ways a row at zero blocks: a negative coefficient blocks moving up, a positive one
        // moving down (only external symbols may move down).
        var blocksUp = false
        var blocksDown = false
        for basic in columns[symbol] where isBasic[basic] && kinds[basic].isRestricted {
            guard Tolerance.isNearZero(rows[basic].constant) else { continue }
            let coefficient = rows[basic].coefficient(for: symbol)
            if coefficient < 0 { blocksUp = true } else if coefficient > 0 { blocksDown = true }
        }
        return !blocksUp || (kinds[symbol] == .external && !blocksDown)
    }

    /// Whether the expansion of the basic external `symbol` keeps a free direction: its exact free
    /// part when short, else its sketch (see `FreeSketch` and `Tolerance.isBeyondRounding`). Free
    /// directions reached along two paths may cancel (`z = x − a` with `x = a + 5`); both answer
    /// that `z` is determined. A sketch that overflowed (a chain of huge multipliers) falls back to
    /// expanding the definition.
    private func definitionHasFreeDirection(_ symbol: Int) -> Bool {
        if !freeParts.hasFreePart(symbol) {
            // Each basic symbol the row reaches gets its free part after those its row mentions.
            Solver.visitInPostOrder(
                from: symbol, rows: rows,
                descendsInto: { other in
                    isBasic[other] && !freeParts.hasFreePart(other)
                }, visit: computeFreePart)
        }
        let slot = freeParts.slot(of: symbol)
        guard slot >= 0 else { return false }
        if let projection = freeParts.projections[slot] { return !projection.isConstant }
        let sketch = freeParts.sketches[slot]
        if sketch.isFinite { return sketch.isNonzero }
        return expand(rows[symbol]).symbols.contains { isFreeDirectionPrepared($0) }
    }

    /// The free part of the basic `symbol` from its row, every basic symbol the row mentions done.
    private func computeFreePart(_ symbol: Int) {
        let row = rows[symbol]
        ambiguityWork += row.count
        let limit = exactProjectionLimit
        var reaches = false
        var projection: Row? = Row()
        var sketch = FreeSketch()
        for (other, coefficient) in zip(row.symbols, row.coefficients) {
            if isBasic[other] {
                let slot = freeParts.slot(of: other)
                guard slot >= 0 else { continue }
                reaches = true
                sketch.add(freeParts.sketches[slot], times: coefficient)
                guard projection != nil else { continue }
                if let part = freeParts.projections[slot] {
                    if !part.isConstant { projection!.add(part, times: coefficient, scratch: &scratch) }
                } else {
                    projection = nil
                }
            } else if isFreeDirectionPrepared(other) {
                reaches = true
                sketch.addDirection(other, times: coefficient)
                projection?.insert(other, coefficient)
            }
            if let part = projection, part.count > limit { projection = nil }
        }
        if reaches {
            freeParts.store(symbol, projection: projection, sketch: sketch)
        } else {
            freeParts.storeNone(symbol)
        }
    }
}

/// The ambiguity query's memory, owned by `Solver+Ambiguity` (nothing else reads or writes it):
/// per symbol, whether it is a free direction and, for a basic symbol, its free part.
///
/// Every entry is stamped with the solver's `generation` it was computed in and counts only while
/// that is the current one (`prepare`), so a change to the tableau forgets them all at once. Free
/// parts that reach a free direction are stored densely (`projections`, `sketches`) and found
/// through a slot; most rows of a determined layout reach none and cost only their stamp and slot.
struct FreePartCache {
    /// The generation of the current entries; `projections` and `sketches` hold only its parts.
    private var generation = -1
    private var directionStamps: [Int] = []
    private var directionValues: [Bool] = []
    private var partStamps: [Int] = []
    /// Indexes `projections` and `sketches`, or -1: the row reaches no free direction.
    private var partSlots: [Int32] = []
    /// A free part exactly, while it holds at most `exactProjectionLimit` terms (nil: longer).
    private(set) var projections: [Row?] = []
    /// Every stored free part as a `FreeSketch`, which answers the long ones.
    private(set) var sketches: [FreeSketch] = []

    /// Makes room for `symbolCount` symbols and forgets every entry older than `generation`.
    mutating func prepare(generation: Int, symbolCount: Int) {
        directionStamps.grow(to: symbolCount, with: -1)
        directionValues.grow(to: symbolCount, with: false)
        partStamps.grow(to: symbolCount, with: -1)
        partSlots.grow(to: symbolCount, with: -1)
        if self.generation != generation {
            self.generation = generation
            projections.removeAll(keepingCapacity: true)
            sketches.removeAll(keepingCapacity: true)
        }
    }

    /// Whether `symbol` is a free direction, when known this generation.
    @inline(__always)
    func knownFreeDirection(_ symbol: Int) -> Bool? {
        directionStamps[symbol] == generation ? directionValues[symbol] : nil
    }

    @inline(__always)
    mutating func setFreeDirection(_ symbol: Int, _ isFree: Bool) {
        directionStamps[symbol] = generation
        directionValues[symbol] = isFree
    }

    /// Whether the basic `symbol`'s free part is known this generation.
    @inline(__always)
    func hasFreePart(_ symbol: Int) -> Bool { partStamps[symbol] == generation }

    /// The slot of `symbol`'s free part (known this generation), or -1 when it reaches no free direction.
    @inline(__always)
    func slot(of symbol: Int) -> Int { Int(partSlots[symbol]) }

    mutating func store(_ symbol: Int, projection: Row?, sketch: FreeSketch) {
        partStamps[symbol] = generation
        partSlots[symbol] = Int32(sketches.count)
        projections.append(projection)
        sketches.append(sketch)
    }

    /// Records that `symbol`'s row reaches no free direction.
    mutating func storeNone(_ symbol: Int) {
        partStamps[symbol] = generation
        partSlots[symbol] = -1
    }
}
