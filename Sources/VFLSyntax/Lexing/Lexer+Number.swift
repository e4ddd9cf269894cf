/// Numbers as C's `strtod` reads them, without the sign (the parser folds a `-` written before a
/// number into it): decimal `8`, `0.5`, `.5`, `5.`, `1e2`, `2.5E-3`, hexadecimal `0x20`, `0x1.8p1`.
extension Lexer {
    /// The end of the longest number starting at `start` and ending by `limit`, or `nil` when
    /// there is none. As `strtod` does, `0x` with no hex digit reads as `0`, and `1e` as `1`.
    static func scanNumber<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to limit: Int) -> Int?
    where Bytes.Index == Int {
        if start + 1 < limit, bytes[start] == ASCII.zero, bytes[start + 1] | 0x20 == ASCII.lowerX,
            let end = scanHexadecimal(bytes, from: start + 2, to: limit)
        {
            return end
        }
        var index = start
        var digits = 0
        while index < limit, isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < limit, bytes[index] == ASCII.dot {
            index += 1
            while index < limit, isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        return scanExponent(bytes, marker: ASCII.lowerE, from: index, to: limit)
    }

    /// The value of a number `scanNumber` accepted, which must cover all of `range`.
    static func numberValue<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, in range: SourceRange) -> Double
    where Bytes.Index == Int {
        // Fast path for small integers, the common case: no String at all.
        if range.length <= 15 {
            var value = 0
            var allDigits = true
            for index in range.start..<range.end {
                let digit = bytes[index] &- ASCII.zero
                guard digit < 10 else {
                    allDigits = false
                    break
                }
                value = value * 10 + Int(digit)
            }
            if allDigits { return Double(value) }
        }
        // Swift's parser is `strtod` in the C locale, so it agrees with the scanner.
        return Double(String(decoding: bytes[range.start..<range.end], as: UTF8.self)) ?? 0
    }

    /// The value of `range` read as one whole number, or `nil` when it is not exactly one or is
    /// too large to be finite (for raw values like the parts of `intrinsic=120x21`). A leading
    /// sign is allowed.
    static func wholeNumber<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, in range: SourceRange) -> Double?
    where Bytes.Index == Int {
        var start = range.start
        var sign = 1.0
        if start < range.end, bytes[start] == ASCII.minus || bytes[start] == ASCII.plus {
            sign = bytes[start] == ASCII.minus ? -1 : 1
            start += 1
        }
        guard start < range.end, scanNumber(bytes, from: start, to: range.end) == range.end else { return nil }
        let value = numberValue(bytes, in: SourceRange(start: start, end: range.end))
        return value.isFinite ? sign * value : nil
    }

    /// Hex digits with an optional fraction and binary exponent; `nil` without any hex digit.
    private static func scanHexadecimal<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, from start: Int, to limit: Int
    ) -> Int?
    where Bytes.Index == Int {
        var index = start
        var digits = 0
        while index < limit, isHexDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < limit, bytes[index] == ASCII.dot {
            index += 1
            while index < limit, isHexDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        return scanExponent(bytes, marker: ASCII.lowerP, from: index, to: limit)
    }

    /// Past an exponent (`e-3`, `p4`) at `index` if a complete one is there, else `index`.
    private static func scanExponent<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, marker: UInt8, from index: Int, to limit: Int
    ) -> Int
    where Bytes.Index == Int {
        guard index < limit, bytes[index] | 0x20 == marker else { return index }
        var end = index + 1
        if end < limit, bytes[end] == ASCII.plus || bytes[end] == ASCII.minus { end += 1 }
        guard end < limit, isDigit(bytes[end]) else { return index }
        while end < limit, isDigit(bytes[end]) { end += 1 }
        return end
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- ASCII.lowerA < 6
    }
}
