import Testing
@testable import Cassowary

@Test func variableOrdering() {
    #expect(Variable(id: 1) < Variable(id: 2))
}
