/// The bytes `XMLParser` looks for, by name.
enum XMLByte {
    static let tab = UInt8(ascii: "\t"), lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), exclamation = UInt8(ascii: "!"), doubleQuote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#"), ampersand = UInt8(ascii: "&"), singleQuote = UInt8(ascii: "'")
    static let hyphen = UInt8(ascii: "-"), period = UInt8(ascii: "."), slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9"), colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";"), lessThan = UInt8(ascii: "<"), equals = UInt8(ascii: "=")
    static let greaterThan = UInt8(ascii: ">"), question = UInt8(ascii: "?"), leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]"), underscore = UInt8(ascii: "_"), lowercaseA = UInt8(ascii: "a")
    static let lowercaseF = UInt8(ascii: "f"), lowercaseX = UInt8(ascii: "x"), lowercaseZ = UInt8(ascii: "z")
}
