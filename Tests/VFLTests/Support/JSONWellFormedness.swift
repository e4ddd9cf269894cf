/// A strict JSON well-formedness check (RFC 8259): one value, objects with string keys and no
/// repeated key, arrays, strings with valid escapes and no raw control characters, numbers in
/// JSON's own form (no leading zeros, `+`, `.5`, `NaN` or `inf`), `true`, `false`, `null`.
/// Returns a description of the first problem, or nil.
///
/// No Foundation: `Tests/Fuzz/run.sh` also compiles this file into the fuzz target.
struct JSONWellFormedness {
    private let bytes: [UInt8]
    private var index = 0

    static func check(_ text: String) -> String? {
        var parser = JSONWellFormedness(bytes: Array(text.utf8))
        do throws(Problem) {
            parser.skipBlanks()
            try parser.value(depth: 0)
            parser.skipBlanks()
            guard parser.index == parser.bytes.count else { throw Problem("text after the value", parser.index) }
            return nil
        } catch {
            return "\(error.message) at byte \(error.offset)"
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    struct Problem: Error {
        var message: String
        var offset: Int
        init(_ message: String, _ offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipBlanks() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(Problem) {
        for byte in literal.utf8 {
            guard current == byte else { throw Problem("expected '\(literal)'", index) }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth < 512 else { throw Problem("nested too deep", index) }
        switch current {
        case UInt8(ascii: "{"):
            index += 1
            skipBlanks()
            var keys: Set<String> = []
            if current == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                skipBlanks()
                let start = index
                let key = try string()
                guard keys.insert(key).inserted else { throw Problem("repeated key '\(key)'", start) }
                skipBlanks()
                try expect(":")
                skipBlanks()
                try value(depth: depth + 1)
                skipBlanks()
                if current == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect("}")
                return
            }
        case UInt8(ascii: "["):
            index += 1
            skipBlanks()
            if current == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                skipBlanks()
                try value(depth: depth + 1)
                skipBlanks()
                if current == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect("]")
                return
            }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        default: try number()
        }
    }

    private mutating func string() throws(Problem) -> String {
        try expect("\"")
        let start = index
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current, "\"\\/bfnrtu".utf8.contains(escaped) else {
                    throw Problem("bad escape", index)
                }
                index += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let hex = current,
                            (hex | 0x20) >= 0x61 && (hex | 0x20) <= 0x66 || (0x30...0x39).contains(hex)
                        else { throw Problem("bad \\u escape", index) }
                        index += 1
                    }
                }
            case 0..<0x20: throw Problem("raw control character in a string", index)
            default: index += 1
            }
        }
        throw Problem("unterminated string", start)
    }

    private mutating func number() throws(Problem) {
        let start = index
        func digits() -> Int {
            var count = 0
            while let byte = current, (0x30...0x39).contains(byte) {
                index += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw Problem("expected a value", start)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw Problem("no digits after '.'", index) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw Problem("no digits in the exponent", index) }
        }
    }
}
