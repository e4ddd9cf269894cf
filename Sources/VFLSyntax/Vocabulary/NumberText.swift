/// Numbers as every vflc output prints them (docs/json.md): integral values without a fraction
/// (`20`, never `20.0`, never `-0`); others rounded to at most 3 decimals, shortest form
/// (`20.5`, `33.333`). Independent of locale and platform, so outputs are byte-stable.
public enum NumberText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        // Round to thousandths, half away from zero, working in integers to avoid binary noise.
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        if abs(scaled) >= 9.0e15 {
            // Too large for exact integer arithmetic: print the integral part.
            let integral = value.rounded(.toNearestOrAwayFromZero)
            return integral == 0 ? "0" : String(Int64(exactly: integral).map { String($0) } ?? "\(integral)")
        }
        var thousandths = Int64(scaled)
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        if negative { thousandths = -thousandths }
        let whole = thousandths / 1000
        var fraction = thousandths % 1000
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// A number exactly, for outputs that must mean what was solved (`--format ir`, `swift`):
    /// the shortest text that reads back as the same `Double` (`0.3333`, `1e-06`), integral
    /// values without a fraction, never `-0`. Swift's shortest round-trip printing is the same
    /// on every platform, so this is byte-stable too.
    public static func exact(_ value: Double) -> String {
        guard value.isFinite else { return format(value) }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9.0e15, let integral = Int64(exactly: value) {
            return String(integral)
        }
        return value.description
    }
}
