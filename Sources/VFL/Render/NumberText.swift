/// Numbers as every vflc output prints them (CONTRACT §4): integral values without a fraction
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
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
