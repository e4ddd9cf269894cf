import Testing

@testable import Cassowary

@Suite struct RowTests {
    @Test func insertKeepsSymbolsSortedAndSumsRepeats() {
        var row = Row(constant: 2)
        row.insert(5, 1)
        row.insert(1, 2)
        row.insert(3, -1)
        row.insert(5, 2)
        #expect(Array(row.symbols) == [1, 3, 5])
        #expect(Array(row.coefficients) == [2, -1, 3])
        #expect(row.coefficient(for: 4) == 0)
    }

    @Test func insertDropsCancelledSymbols() {
        var row = Row()
        row.insert(2, 1.5)
        #expect(row.insert(2, -1.5) == false)
        #expect(row.isConstant)
        row.insert(7, 1e-12)
        #expect(row.isConstant)
    }

    @Test func addMergesAndReportsChanges() {
        var row = Row(constant: 1)
        row.insert(1, 1)
        row.insert(3, 2)
        var other = Row(constant: 10)
        other.insert(2, 4)
        other.insert(3, -1)
        var scratch = Row.Scratch()
        row.add(other, times: 2, scratch: &scratch)
        #expect(row.constant == 21)
        #expect(Array(row.symbols) == [1, 2])
        #expect(Array(row.coefficients) == [1, 8])
        #expect(scratch.added == [2])
        #expect(scratch.removed == [3])
    }

    @Test func solveForTurnsAnEquationIntoADefinition() {
        // 0 = 6 + 2a − 3b  ⇒  b = 2 + (2/3)a
        var row = Row(constant: 6)
        row.insert(1, 2)
        row.insert(2, -3)
        row.solve(for: 2)
        #expect(row.constant == 2)
        #expect(Array(row.symbols) == [1])
        #expect(abs(row.coefficients[0] - 2.0 / 3) < 1e-15)
    }

    @Test func pivotExchangesBasicAndParametric() {
        // l = 4 + 2e  ⇒  e = −2 + 0.5l
        var row = Row(constant: 4)
        row.insert(3, 2)
        row.solve(for: 3, leaving: 9)
        #expect(row.constant == -2)
        #expect(Array(row.symbols) == [9])
        #expect(Array(row.coefficients) == [0.5])
    }
}

@Suite struct StructureTests {
    /// A short row merged into a long one in place gives what the full merge gives.
    @Test func shortIntoLongMergeMatchesTheFullMerge() {
        var long = Row(constant: 1)
        for symbol in stride(from: 0, to: 400, by: 2) { long.insert(symbol, Double(symbol % 7) + 1) }
        var short = Row(constant: 3)
        short.insert(4, -2.5) // cancels symbol 4: 5 + 2 × -2.5
        short.insert(5, 1) // new
        short.insert(398, 2) // updated
        short.insert(1000, -1) // new, at the end
        var scratch = Row.Scratch()
        var inPlace = long
        inPlace.add(short, times: 2, scratch: &scratch)
        #expect(scratch.added == [5, 1000])
        #expect(scratch.removed == [4])
        var expected = long
        expected.constant += 6
        for (symbol, coefficient) in zip(short.symbols, short.coefficients) { expected.insert(symbol, 2 * coefficient) }
        #expect(Array(inPlace.symbols) == Array(expected.symbols))
        #expect(Array(inPlace.coefficients) == Array(expected.coefficients))
        #expect(inPlace.constant == 7)
    }

    @Test func minHeapPopsInIdOrder() {
        var rng = SplitMix64(seed: 3)
        let ids = (0..<200).map { _ in Int.random(in: 0..<50, using: &rng) }
        var heap = MinHeap()
        for id in ids { heap.push(id) }
        var popped: [Int] = []
        while let id = heap.pop() { popped.append(id) }
        #expect(popped == ids.sorted())
        var built = MinHeap(ids)
        #expect(built.count == ids.count)
        #expect(built.pop() == ids.min())
    }

    /// Removal only lowers the count; compaction drops stale and repeated entries.
    @Test func columnIndexIsLazyButExact() {
        var index = ColumnIndex()
        for _ in 0..<3 { index.appendSymbol() }
        _ = index.add(10, to: 1)
        _ = index.add(11, to: 1)
        _ = index.add(12, to: 1)
        index.remove(11, from: 1)
        _ = index.add(11, to: 1) // back again: listed twice now
        #expect(index.count(1) == 3)
        #expect(index[1] == [10, 11, 12, 11])
        index.compact(1) { $0 != 99 }
        #expect(index[1] == [10, 11, 12])
        index.remove(10, from: 1)
        index.remove(11, from: 1)
        index.remove(12, from: 1)
        #expect(index.count(1) == 0)
        #expect(index[1].isEmpty) // a list whose count reaches zero is emptied
        var due = false
        for user in 0..<20 {
            due = index.add(user, to: 2)
            index.remove(user, from: 2)
            _ = index.add(100 + user, to: 0)
        }
        #expect(!due)
        #expect(index.take(0).count == 20)
        #expect(index.count(0) == 0)
    }
}
