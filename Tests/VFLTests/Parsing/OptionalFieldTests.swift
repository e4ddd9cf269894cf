import Testing

@testable import VFLSyntax

/// The optional properties kept in an `OptionalField` read and write like stored ones.
@Suite struct OptionalFieldTests {
    private let range = SourceRange(start: 0, end: 1)

    @Test func predicatePriority() {
        var predicate = Predicate(
            relation: .equal, relationRange: nil, object: .number(NumberLiteral(8, range: range)),
            priority: .name(Identifier("low", range: range)), range: range)
        #expect(predicate.priority == .name(Identifier("low", range: range)))
        predicate.priority = nil
        #expect(predicate.priority == nil)
        predicate.priority = .number(NumberLiteral(750, range: range))
        #expect(predicate.priority == .number(NumberLiteral(750, range: range)))
    }

    @Test func formatConnections() {
        let view = ViewElement(name: Identifier("a", range: range), predicates: [], range: range)
        var format = VisualFormat(
            orientation: .horizontal, orientationRange: nil, leadingSuperview: range,
            leadingConnection: .standard(range), views: [view], connections: [], trailingConnection: nil,
            trailingSuperview: nil, options: [], range: range)
        #expect(format.leadingConnection?.range == range)
        #expect(format.trailingConnection == nil)
        format.trailingConnection = .flush(.at(1))
        format.leadingConnection = nil
        #expect(format.trailingConnection?.range == .at(1))
        #expect(format.leadingConnection == nil)
    }

    @Test func equationConstantAndPriority() {
        let reference = AttributeReference(
            item: Identifier("a", range: range), attribute: .width, attributeRange: range, range: range)
        var equation = Equation(
            first: reference, relation: .equal, relationRange: range, multiplier: nil, second: nil,
            constant: .number(NumberLiteral(20, range: range)), constantNegated: false, priority: nil, range: range)
        #expect(equation.constant == .number(NumberLiteral(20, range: range)))
        #expect(equation.priority == nil)
        equation.priority = .number(NumberLiteral(250, range: range))
        equation.constant = nil
        #expect(equation.priority == .number(NumberLiteral(250, range: range)))
        #expect(equation.constant == nil)
    }

    @Test func viewParent() {
        var view = ViewDeclaration(name: Identifier("a", range: range), range: range)
        #expect(view.parent == nil)
        view.parent = Identifier("root", range: range)
        #expect(view.parent?.name == "root")
    }
}
