/// A readable dump of the solver's state, for debugging.
extension Solver: CustomDebugStringConvertible {
    /// The objective levels and the tableau rows in symbol-id order, e.g. `x3 = 8 - d4 + 1*s5`.
    public var debugDescription: String {
        var lines = ["objective:"]
        for (level, terms) in objective.levelTerms() {
            var row = Row(constant: level.constant)
            for (symbol, coefficient) in terms { row.insert(symbol, coefficient) }
            lines.append("  @\(level.priority): \(describe(row))")
        }
        lines.append("rows:")
        for symbol in kinds.indices where isBasic[symbol] {
            lines.append("  \(name(of: symbol)) = \(describe(rows[symbol]))")
        }
        return lines.joined(separator: "\n")
    }

    /// The entries of every tableau row and definition: the tableau's size, which a pivot's cost
    /// follows.
    var tableauEntryCount: Int {
        kinds.indices.reduce(0) { $0 + (isBasic[$1] ? rows[$1].count : 0) }
    }

    private func name(of symbol: Int) -> String {
        let prefix: String
        switch kinds[symbol] {
        case .external: prefix = "v\(symbolVariables[symbol])/x"
        case .slack: prefix = "s"
        case .error: prefix = "e"
        }
        return "\(prefix)\(symbol)"
    }

    private func describe(_ row: Row) -> String {
        var text = "\(row.constant)"
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            text += coefficient < 0 ? " - \(-coefficient)*" : " + \(coefficient)*"
            text += name(of: symbol)
        }
        return text
    }
}
