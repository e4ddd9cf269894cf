/// The ambiguity query.
///
/// A solution leaves a variable undetermined when some *free direction* moves it: a parametric
/// symbol whose objective coefficient is zero at every level (moving it changes no priority's
/// error) and that can move a positive amount without pushing a restricted basic row below zero.
/// External symbols may move both ways, slack and error symbols only up. A variable
/// is ambiguous when it is itself such a parametric symbol, or when its definition, expanded into
/// parametric symbols, mentions one (`definitionHasFreeDirection`).
///
/// This is an approximation at degenerate vertices: a direction is treated as blocked when a
/// restricted row it would decrease is already at zero, although another basis of the same vertex
/// (or a combined move of several symbols) might reveal a free move. It never calls a determined
/// variable ambiguous, and it is exact for the non-degenerate solutions layouts usually produce.
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
        let kind = kinds[symbol]
        guard objective.sign(of: symbol) == 0 else { return false }
        let directions: [Double] = kind == .external ? [1, -1] : [1]
        return directions.contains { direction in
            !columns[symbol].contains { basic in
                isBasic[basic] && kinds[basic].isRestricted
                    && rows[basic].coefficient(for: symbol) * direction < 0
                    && Tolerance.isNearZero(rows[basic].constant)
            }
        }
    }
}
