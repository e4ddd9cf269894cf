/// A source file as the compiler sees it: its name for diagnostics (`<stdin>` for standard
/// input) and its text as UTF-8 bytes. Offsets everywhere in the compiler are byte offsets into
/// `bytes`; lines and columns are computed only when a diagnostic is rendered.
public struct SourceFile: Sendable {
    /// The name printed in diagnostics: the path as given, or `<stdin>`.
    public let name: String
    /// The file's contents, exactly as read (not necessarily valid UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the start of every line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars (characters
    /// of the line as written), so a caret lines up under the offending token.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= clamped.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        var column = 1
        for index in lineStart..<clamped where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return SourceLocation(line: low + 1, column: column, offset: clamped)
    }

    /// The bytes of the given 1-based line, without its line terminator.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// The text of the given 1-based line, invalid UTF-8 replaced by U+FFFD.
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// The text covered by a range, invalid UTF-8 replaced by U+FFFD.
    public func text(in range: SourceRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A resolved position: 1-based line and column, and the byte offset it came from.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets `[start, end)` into a `SourceFile`.
public struct SourceRange: Hashable, Sendable, Comparable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at one offset (for "expected X here" diagnostics).
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var length: Int { end - start }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
