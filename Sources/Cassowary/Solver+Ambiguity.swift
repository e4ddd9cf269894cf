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
        if !isBasic[symbol] { return isFreeDirection(symbol) }
        return definitionHasFreeDirection(symbol)
    }

    /// Whether the parametric `symbol` is a free direction (cached until the next change).
    func isFreeDirection(_ symbol: Int) -> Bool {
        if freeDirectionStamp.count < kinds.count {
            freeDirectionStamp.append(contentsOf: repeatElement(-1, count: kinds.count - freeDirectionStamp.count))
            freeDirectionValue.append(contentsOf: repeatElement(false, count: kinds.count - freeDirectionValue.count))
        }
        if freeDirectionStamp[symbol] == generation { return freeDirectionValue[symbol] }
        let result = computeFreeDirection(symbol)
        freeDirectionStamp[symbol] = generation
        freeDirectionValue[symbol] = result
        return result
    }

    private func computeFreeDirection(_ symbol: Int) -> Bool {
        guard objective.sign(of: symbol) == 0 else { return false }
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
    func definitionHasFreeDirection(_ symbol: Int) -> Bool {
        computeFreeParts(from: symbol)
        let slot = Int(freePartSlot[symbol])
        guard slot >= 0 else { return false }
        if let projection = freePartProjections[slot] { return !projection.isConstant }
        let sketch = freePartSketches[slot]
        if sketch.isFinite { return sketch.isNonzero }
        return expand(rows[symbol]).symbols.contains { isFreeDirection($0) }
    }

    /// Computes the free part of the basic `symbol` and of every basic symbol its row reaches that
    /// has none yet this generation, each after the basic symbols its row mentions
    /// (`visitInPostOrder`).
    private func computeFreeParts(from symbol: Int) {
        if freePartStamp.count < kinds.count {
            let extra = kinds.count - freePartStamp.count
            freePartStamp.append(contentsOf: repeatElement(-1, count: extra))
            freePartSlot.append(contentsOf: repeatElement(-1, count: extra))
        }
        if freePartStamp[symbol] == generation { return }
        if freePartGeneration != generation {
            freePartGeneration = generation
            freePartProjections.removeAll(keepingCapacity: true)
            freePartSketches.removeAll(keepingCapacity: true)
        }
        Solver.visitInPostOrder(
            from: symbol, rows: rows,
            descendsInto: { other in
                isBasic[other] && freePartStamp[other] != generation
            }, visit: computeFreePart)
    }

    /// The free part of the basic `symbol` from its row, every basic symbol the row mentions done.
    private func computeFreePart(_ symbol: Int) {
        let row = rows[symbol]
        let limit = exactProjectionLimit
        var reaches = false
        var projection: Row? = Row()
        var sketch = FreeSketch()
        for (other, coefficient) in zip(row.symbols, row.coefficients) {
            if isBasic[other] {
                let slot = Int(freePartSlot[other])
                guard slot >= 0 else { continue }
                reaches = true
                sketch.add(freePartSketches[slot], times: coefficient)
                guard projection != nil else { continue }
                if let part = freePartProjections[slot] {
                    if !part.isConstant { projection!.add(part, times: coefficient, scratch: &scratch) }
                } else {
                    projection = nil
                }
            } else if isFreeDirection(other) {
                reaches = true
                sketch.addDirection(other, times: coefficient)
                projection?.insert(other, coefficient)
            }
            if let part = projection, part.count > limit { projection = nil }
        }
        freePartStamp[symbol] = generation
        guard reaches else {
            freePartSlot[symbol] = -1
            return
        }
        freePartSlot[symbol] = Int32(freePartSketches.count)
        freePartProjections.append(projection)
        freePartSketches.append(sketch)
    }
}
