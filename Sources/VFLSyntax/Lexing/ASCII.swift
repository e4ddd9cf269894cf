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
