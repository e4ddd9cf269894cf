import Testing

@testable import VFL

/// `NameIndex` against `Dictionary`: the same answers for every name set, looked up, replaced and
/// missing, across the table's growth.
@Suite struct NameIndexTests {
    @Test func agreesWithADictionary() {
        var generator = SeededGenerator(seed: 18)
        for round in 0..<20 {
            var index = NameIndex()
            var reference: [String: Int] = [:]
            let alphabet = Array("abcxyzAB_019é")
            for step in 0..<(50 * (round + 1)) {
                let length = Int.random(in: 1...(round % 3 == 0 ? 3 : 24), using: &generator)
                let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
                index.set(step, for: name)
                reference[name] = step
            }
            #expect(index.count == reference.count)
            for (name, value) in reference { #expect(index[name] == value, "round \(round): \(name)") }
            for missing in ["", "root", "a-b", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"] where reference[missing] == nil {
                #expect(index[missing] == nil)
            }
        }
    }

    @Test func namesThatDifferOnlyLateAreDistinct() {
        var index = NameIndex()
        let names = (0..<1000).map { "averyLongCommonPrefixForEveryView\($0)" }
        for (value, name) in names.enumerated() { index.set(value, for: name) }
        for (value, name) in names.enumerated() { #expect(index[name] == value) }
        #expect(index["averyLongCommonPrefixForEveryView"] == nil)
    }
}
