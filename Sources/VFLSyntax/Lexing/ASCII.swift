/// The bytes the lexer looks for, by name.
enum ASCII {
    static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C, carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
    static let hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
    static let equal = UInt8(ascii: "="), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
    static let pipe = UInt8(ascii: "|"), minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")
    static let star = UInt8(ascii: "*"), comma = UInt8(ascii: ","), colon = UInt8(ascii: ":")
    static let at = UInt8(ascii: "@"), underscore = UInt8(ascii: "_"), zero = UInt8(ascii: "0")
    static let leftBracket = UInt8(ascii: "["), rightBracket = UInt8(ascii: "]")
    static let leftParen = UInt8(ascii: "("), rightParen = UInt8(ascii: ")")
    static let lowerA = UInt8(ascii: "a"), lowerX = UInt8(ascii: "x"), lowerE = UInt8(ascii: "e")
    static let lowerP = UInt8(ascii: "p")
}

/// Dashes that stand for `-` in text pasted from a word processor or a web page.
package enum TypographicDash {
    /// Whether the character at `offset` is a dash other than ASCII `-` (U+2010 to U+2015, the
    /// minus sign U+2212, and the small and full-width hyphen-minus): what a word processor or a
    /// web page puts for `-`. UIKit's parser rejects each of them, and so does vflc's.
    package static func at(_ offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset + 2 < bytes.count else { return false }
        let (first, second, third) = (bytes[offset], bytes[offset + 1], bytes[offset + 2])
        switch (first, second) {
        case (0xE2, 0x80): return (0x90...0x95).contains(third) // U+2010 … U+2015
        case (0xE2, 0x88): return third == 0x92 // U+2212 minus sign
        case (0xEF, 0xB9): return third == 0xA3 // U+FE63 small hyphen-minus
        case (0xEF, 0xBC): return third == 0x8D // U+FF0D full-width hyphen-minus
        default: return false
        }
    }
}
