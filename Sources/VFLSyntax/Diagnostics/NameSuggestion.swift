/// "Did you mean …?": the closest candidate to a misspelt name, by edit distance.
public enum NameSuggestion {
    /// The candidate nearest to `name`, if it is close enough to be a plausible typo (at most a
    /// third of the name's length in edits, at least one; case is ignored, so `alignallcentery`
    /// finds `alignAllCenterY`). Ties go to the earliest candidate, so the suggestion is
    /// deterministic. The name itself is never suggested, nor a name with other numbers in it
    /// (`iphone7` is not a typo of `iphone5`, nor `g2` of `g1`, though `iphone5s` may be of
    /// `iphone5`): a wrong suggestion misleads more than none.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.lowercased().utf8)
        let limit = max(1, target.count / 3)
        let numbers = self.numbers(in: target)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let bytes = Array(candidate.lowercased().utf8)
            if self.numbers(in: bytes) != numbers { continue }
            if abs(bytes.count - target.count) > limit { continue }
            let distance = editDistance(target, bytes, limit: limit)
            if distance <= limit, best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Up to `count` candidates nearest to `name`, all at the smallest distance found (ties in
    /// candidate order), within the same distance as `closest` but without its rule on numbers:
    /// for names that differ by number, such as devices (`iphonese` → `iphonese1`, `iphonese3`,
    /// `iphonese2`; `iphone16prp` → `iphone16pro` alone).
    package static func closest(_ count: Int, to name: String, in candidates: [String]) -> [String] {
        let target = Array(name.lowercased().utf8)
        var limit = max(1, target.count / 3)
        var nearest: [String] = []
        for candidate in candidates where candidate != name {
            let bytes = Array(candidate.lowercased().utf8)
            if abs(bytes.count - target.count) > limit { continue }
            let distance = editDistance(target, bytes, limit: limit)
            if distance < limit || (distance == limit && nearest.isEmpty) {
                // A nearer candidate than every one so far: start again at its distance.
                limit = distance
                nearest = [candidate]
            } else if distance == limit {
                nearest.append(candidate)
            }
        }
        return Array(nearest.prefix(count))
    }

    /// The runs of digits in a name, in order (`iphone6plus` → `[6]`, `g12` → `[12]`).
    private static func numbers(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(whereSeparator: { !(0x30...0x39).contains($0) })
    }

    /// Edit distance where swapping two neighbouring characters counts as one edit (the
    /// commonest typo: `titel`), giving up early once every entry of a row exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return rowMinimum }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
