/// Undo information for an addition that may still fail (a required constraint solved through an
/// artificial variable), so that `.unsatisfiable` leaves the solver exactly as it was: the same
/// rows, the same basis, the same next symbol id. (The objective keeps its own undo record: see
/// `Objective.beginTransaction`.)
struct Journal {
    /// The number of symbols before the addition; later symbols are discarded on undo.
    var symbolCount: Int
    /// Each touched slot's row and basic flag before its first change.
    var savedRows: [(symbol: Int, row: Row, wasBasic: Bool)] = []
    var touched: Set<Int> = []
}
