import VFLSyntax

/// The numbers the solver can work with, checked where they are written: finite and of sane
/// magnitude (a 1e308 constant would make every pivot meaningless).
enum NumberCheck {
    /// Whether a value is finite and below 1e9 in magnitude.
    static func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e9 }

    /// The number's value, or `nil` with an error saying what it was for (`"a metric"`).
    static func checked(_ number: NumberLiteral, _ what: String, _ diagnostics: inout DiagnosticCollector) -> Double? {
        guard isUsable(number.value) else {
            diagnostics.append(.error(.unusableNumber(what), at: number.range))
            return nil
        }
        return number.value
    }

    /// A usable number that must be greater than 0: a size UIKit could show.
    static func checkedPositive(_ number: NumberLiteral, _ what: String, _ diagnostics: inout DiagnosticCollector)
        -> Double?
    {
        guard let value = checked(number, what, &diagnostics) else { return nil }
        guard value > 0 else {
            diagnostics.append(.error(.nonPositiveSize(what), at: number.range))
            return nil
        }
        return value
    }

    /// A usable number that must not be negative: a frame's width or height, an inset.
    static func checkedNonNegative(_ number: NumberLiteral, _ what: String, _ diagnostics: inout DiagnosticCollector)
        -> Double?
    {
        guard let value = checked(number, what, &diagnostics) else { return nil }
        guard value >= 0 else {
            diagnostics.append(.error(.negativeLength(what), at: number.range))
            return nil
        }
        return value
    }

    /// A priority written as a bare number (`hug=`, `resist=`), in 1...1000.
    static func checkedPriority(_ number: NumberLiteral, _ diagnostics: inout DiagnosticCollector) -> Double? {
        guard number.value.isFinite, number.value >= 1, number.value <= 1000 else {
            diagnostics.append(.error(.priorityOutOfRange(exactText(number.value)), at: number.range))
            return nil
        }
        return number.value
    }

    /// A number as short as `NumberText` prints it, unless that rounds it to another value:
    /// "priority 1000.0001 is out of range", never "priority 1000 is out of range".
    static func exactText(_ value: Double) -> String {
        let short = NumberText.format(value)
        return Double(short) == value ? short : "\(value)"
    }
}
