/// Which symbols an open transaction has already saved, so that only a symbol's first change is
/// recorded for undo. One stamp per symbol id: a symbol is marked when its stamp is the current
/// transaction's, so asking costs an array read where a hash set costs hashing, probing and, as it
/// grows, rehashing. Each transaction takes the next stamp, so nothing is cleared between them.
struct TouchMarks {
    private var stamps: [UInt32] = []
    private var current: UInt32 = 0

    /// Starts a transaction: no symbol is marked.
    mutating func beginTransaction() {
        if current == .max {
            // After 2³² − 1 transactions the stamps start over.
            stamps = Array(repeating: 0, count: stamps.count)
            current = 0
        }
        current += 1
    }

    /// Marks `symbol`; whether it was unmarked in this transaction (its first change).
    @inline(__always)
    mutating func mark(_ symbol: Int) -> Bool {
        if symbol >= stamps.count {
            stamps.append(contentsOf: repeatElement(0, count: symbol + 1 - stamps.count))
        }
        guard stamps[symbol] != current else { return false }
        stamps[symbol] = current
        return true
    }
}
