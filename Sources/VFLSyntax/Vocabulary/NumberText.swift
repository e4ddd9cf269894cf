/// Numbers as every vflc output prints them (docs/json.md): integral values without a fraction
/// (`20`, never `20.0`, never `-0`); others rounded to at most 3 decimals, shortest form
/// (`20.5`, `33.333`). Independent of locale and platform, so outputs are byte-stable.
public enum NumberText {
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `format(value)`'s text appended to `bytes` as ASCII, without making a string (what the
    /// JSON renderer does for every number).
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes += Array((value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")).utf8)
            return
        }
        // Round to thousandths, half away from zero, working in integers to avoid binary noise.
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        if abs(scaled) >= 9.0e15 {
            // Too large for exact integer arithmetic: print the integral part.
            let integral = value.rounded(.toNearestOrAwayFromZero)
            let text = integral == 0 ? "0" : Int64(exactly: integral).map { String($0) } ?? "\(integral)"
            bytes += Array(text.utf8)
            return
        }
        var thousandths = Int64(scaled)
        if thousandths == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if thousandths < 0 {
            bytes.append(UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        appendDigits(of: thousandths / 1000, to: &bytes)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction (`.05`), then its digits.
        var divisor: Int64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 1, fraction < divisor {
            bytes.append(UInt8(ascii: "0"))
            divisor /= 10
        }
        appendDigits(of: fraction, to: &bytes)
    }

    /// The decimal digits of a non-negative integer.
    private static func appendDigits(of value: Int64, to bytes: inout [UInt8]) {
        var value = value
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0) // 24 digits: more than Int64 has
        withUnsafeMutableBytes(of: &buffer) { digits in
            var index = digits.count
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            // Rebased, the slice is copied in one move rather than byte by byte.
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[index...]))
        }
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
