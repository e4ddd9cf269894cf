/// An exact fraction `numerator / denominator` over 64-bit integers, always in lowest terms with a
/// positive denominator. Every operation checks for overflow and throws `Rational.Overflow`
/// instead of wrapping or trapping, so an oracle built on it either answers exactly or says it
/// could not (a caller counts those and treats them as a failure to decide, never as a verdict).
///
/// Written for the tests, independently of the product: the solver works in `Double` with a
/// tolerance; this type has none.
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    public struct Overflow: Error, CustomStringConvertible {
        public var description: String { "64-bit overflow in exact arithmetic" }
    }

    public private(set) var numerator: Int64
    public private(set) var denominator: Int64

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public init(_ value: Int) {
        numerator = Int64(value)
        denominator = 1
    }

    /// `numerator / denominator` reduced; the denominator must not be 0.
    public init(_ numerator: Int64, _ denominator: Int64) throws {
        precondition(denominator != 0, "a zero denominator")
        guard numerator != .min, denominator != .min else { throw Overflow() }
        let divisor = Self.gcd(numerator.magnitude, denominator.magnitude)
        var n = numerator / Int64(divisor)
        var d = denominator / Int64(divisor)
        if d < 0 {
            n = -n
            d = -d
        }
        self.numerator = n
        self.denominator = d
    }

    /// The exact value of a decimal number with at most `maximumDecimals` digits after the point
    /// (the IR prints numbers with at most a few decimals): `0.333` is 333/1000, not the binary
    /// fraction nearest to it. A value with more digits than that throws.
    public init(decimal value: Double, maximumDecimals: Int = 9) throws {
        guard value.isFinite else { throw Overflow() }
        var scale: Int64 = 1
        for _ in 0...maximumDecimals {
            let scaled = value * Double(scale)
            let rounded = scaled.rounded()
            if abs(scaled - rounded) <= 1e-7 * max(1, abs(scaled)) * 1e-3, abs(rounded) < 9e15 {
                try self.init(Int64(rounded), scale)
                return
            }
            scale *= 10
        }
        throw Overflow()
    }

    public var isZero: Bool { numerator == 0 }
    public var isNegative: Bool { numerator < 0 }
    public var isPositive: Bool { numerator > 0 }
    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }

    private static func checked(_ result: (partialValue: Int64, overflow: Bool)) throws -> Int64 {
        if result.overflow { throw Overflow() }
        return result.partialValue
    }

    public static prefix func - (value: Rational) -> Rational {
        // The numerator is never Int64.min (checked on construction), so negation cannot overflow.
        var result = value
        result.numerator = -value.numerator
        return result
    }

    public static func + (lhs: Rational, rhs: Rational) throws -> Rational {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        if lhs.denominator == rhs.denominator {
            return try Rational(checked(lhs.numerator.addingReportingOverflow(rhs.numerator)), lhs.denominator)
        }
        // a/b + c/d = (a·(d/g) + c·(b/g)) / (b·(d/g)), g = gcd(b, d).
        let g = Int64(gcd(lhs.denominator.magnitude, rhs.denominator.magnitude))
        let left = try checked(lhs.numerator.multipliedReportingOverflow(by: rhs.denominator / g))
        let right = try checked(rhs.numerator.multipliedReportingOverflow(by: lhs.denominator / g))
        let sum = try checked(left.addingReportingOverflow(right))
        let denominator = try checked(lhs.denominator.multipliedReportingOverflow(by: rhs.denominator / g))
        return try Rational(sum, denominator)
    }

    public static func - (lhs: Rational, rhs: Rational) throws -> Rational { try lhs + (-rhs) }

    public static func * (lhs: Rational, rhs: Rational) throws -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        // Cross-reduce first so the products stay as small as the result allows.
        let g1 = Int64(gcd(lhs.numerator.magnitude, rhs.denominator.magnitude))
        let g2 = Int64(gcd(rhs.numerator.magnitude, lhs.denominator.magnitude))
        let numerator = try checked((lhs.numerator / g1).multipliedReportingOverflow(by: rhs.numerator / g2))
        let denominator = try checked((lhs.denominator / g2).multipliedReportingOverflow(by: rhs.denominator / g1))
        return try Rational(numerator, denominator)
    }

    public static func / (lhs: Rational, rhs: Rational) throws -> Rational {
        precondition(!rhs.isZero, "division by zero")
        return try lhs * Rational(rhs.denominator, rhs.numerator)
    }

    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        // Compare a/b < c/d as a·d < c·b in 128 bits: never overflows.
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return left.high != right.high ? left.high < right.high : left.low < right.low
    }
}
