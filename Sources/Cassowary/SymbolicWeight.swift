/// A symbolic weight, as in the original Cassowary paper: a symbol's objective coefficient at every
/// non-required priority level, compared lexicographically from the highest priority down.
///
/// Sparse: only levels whose coefficient is not within `Tolerance.epsilon` of zero are stored,
/// sorted by priority descending, so a weight costs what it holds, never the number of levels.
/// Levels are named by their priority (a `Double`), which stays valid when other levels come and go.
struct SymbolicWeight {
    /// One level's coefficient.
    struct Entry {
        var priority: Double
        var coefficient: Double
    }

    /// Priorities strictly decreasing; coefficients never near zero.
    private(set) var entries: [Entry] = []

    var isZero: Bool { entries.isEmpty }

    /// The lexicographic sign (-1, 0, 1): the sign of the highest level's coefficient.
    var sign: Int {
        guard let first = entries.first else { return 0 }
        return first.coefficient < 0 ? -1 : 1
    }

    /// The coefficient at `priority` (0 when absent).
    func coefficient(at priority: Double) -> Double {
        for entry in entries where entry.priority <= priority {
            return entry.priority == priority ? entry.coefficient : 0
        }
        return 0
    }

    /// Adds `coefficient` at `priority`, dropping the level if the sum is near zero.
    mutating func add(_ coefficient: Double, at priority: Double) {
        var index = 0
        while index < entries.count && entries[index].priority > priority { index += 1 }
        if index < entries.count && entries[index].priority == priority {
            let sum = entries[index].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                entries.remove(at: index)
            } else {
                entries[index].coefficient = sum
            }
        } else if !Tolerance.isNearZero(coefficient) {
            entries.insert(Entry(priority: priority, coefficient: coefficient), at: index)
        }
    }

    /// `self += factor × other`, level by level.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        // The common case — one level, or levels `self` already has — updates in place.
        if other.entries.count == 1 {
            add(factor * other.entries[0].coefficient, at: other.entries[0].priority)
            return
        }
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        var i = 0
        var j = 0
        while i < entries.count || j < other.entries.count {
            if j == other.entries.count || (i < entries.count && entries[i].priority > other.entries[j].priority) {
                merged.append(entries[i])
                i += 1
            } else if i == entries.count || other.entries[j].priority > entries[i].priority {
                let value = factor * other.entries[j].coefficient
                if !Tolerance.isNearZero(value) {
                    merged.append(Entry(priority: other.entries[j].priority, coefficient: value))
                }
                j += 1
            } else {
                let value = entries[i].coefficient + factor * other.entries[j].coefficient
                if !Tolerance.isNearZero(value) {
                    merged.append(Entry(priority: entries[i].priority, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
        entries = merged
    }

    /// Removes the level `priority` (used when a level's last constraint goes).
    mutating func removeLevel(_ priority: Double) {
        entries.removeAll { $0.priority == priority }
    }

    /// Compares `lhsFactor × lhs` with `rhsFactor × rhs` lexicographically: -1, 0 or 1. The first
    /// level where the two differ by at least `Tolerance.epsilon` decides; no such level is a tie.
    static func compare(
        _ lhs: SymbolicWeight, times lhsFactor: Double,
        _ rhs: SymbolicWeight, times rhsFactor: Double
    ) -> Int {
        let a = lhs.entries
        let b = rhs.entries
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let difference: Double
            if j == b.count || (i < a.count && a[i].priority > b[j].priority) {
                difference = lhsFactor * a[i].coefficient
                i += 1
            } else if i == a.count || b[j].priority > a[i].priority {
                difference = -rhsFactor * b[j].coefficient
                j += 1
            } else {
                difference = lhsFactor * a[i].coefficient - rhsFactor * b[j].coefficient
                i += 1
                j += 1
            }
            if difference <= -Tolerance.epsilon { return -1 }
            if difference >= Tolerance.epsilon { return 1 }
        }
        return 0
    }
}
