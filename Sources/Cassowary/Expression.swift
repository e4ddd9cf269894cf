/// A solver variable: a dense integer id handed out by `Solver.makeVariable()`.
public struct Variable: Hashable, Comparable, Sendable {
    public let id: Int

    public init(id: Int) { self.id = id }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`. Terms may repeat a variable; the solver sums them.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// `==`, `<=` or `>=` against zero.
public enum ConstraintRelation: Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A handle to an added constraint: dense ids in order of addition.
public struct ConstraintID: Hashable, Comparable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
}
