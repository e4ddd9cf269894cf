import Testing
@testable import Cassowary

@Suite struct RowTests {
    @Test func insertKeepsSymbolsSortedAndSumsRepeats() {
        var row = Row(constant: 2)
        row.insert(5, 1)
        row.insert(1, 2)
        row.insert(3, -1)
        row.insert(5, 2)
        #expect(row.symbols == [1, 3, 5])
        #expect(row.coefficients == [2, -1, 3])
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
        #expect(row.symbols == [1, 2])
        #expect(row.coefficients == [1, 8])
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
        #expect(row.symbols == [1])
        #expect(abs(row.coefficients[0] - 2.0 / 3) < 1e-15)
    }

    @Test func pivotExchangesBasicAndParametric() {
        // l = 4 + 2e  ⇒  e = −2 + 0.5l
        var row = Row(constant: 4)
        row.insert(3, 2)
        row.solve(for: 3, leaving: 9)
        #expect(row.constant == -2)
        #expect(row.symbols == [9])
        #expect(row.coefficients == [0.5])
    }
}
