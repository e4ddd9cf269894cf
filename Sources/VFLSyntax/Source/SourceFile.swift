/// A source file as the compiler sees it: its name for diagnostics (`<stdin>` for standard
/// input) and its text as UTF-8 bytes. Offsets everywhere in the compiler are byte offsets into
/// `bytes`; lines and columns are computed only when a diagnostic or an IR line is printed.
///
/// Finding a location costs O(log lines) to find the line and O(1) for the column on a line of
/// pure ASCII; on a line with other characters the column comes from a table of character counts
/// at every `checkpointStride` bytes of the file, so it costs at most that many byte reads. No
/// lookup depends on the line's length, so printing a location for each of 100,000 views on one
/// 4 MB line stays linear.
public struct SourceFile: Sendable {
    /// The name printed in diagnostics: the path as given, or `<stdin>`.
    public let name: String
    /// The file's contents, exactly as read (not necessarily valid UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the start of every line; `lineStarts[0]` is `textStart`.
    public let lineStarts: [Int]
    /// Where the text begins: 3 when the file opens with a UTF-8 byte order mark (which some
    /// editors write, and which is not part of line 1 for columns or carets), else 0.
    public let textStart: Int
    /// Whether each line (its terminator included) is all ASCII, so a column is a byte distance.
    private let lineIsASCII: [Bool]
    /// `characterCheckpoints[k]` is the number of characters (bytes that do not continue a UTF-8
    /// sequence) in `bytes[0 ..< k * checkpointStride]`. Empty when the whole file is ASCII.
    private let characterCheckpoints: [Int]

    /// Bytes between two entries of the character-count table: a column on a non-ASCII line
    /// costs at most this many byte reads, and the table one `Int` per this many bytes.
    static let checkpointStride = 256

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        let textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.textStart = textStart
        var starts = [textStart]
        var ascii: [Bool] = []
        var anyNonASCII = false
        bytes.withUnsafeBufferPointer { buffer in
            var seen: UInt8 = 0 // the bits of every byte of the current line, or-ed together
            for offset in textStart..<buffer.count {
                let byte = buffer[offset]
                seen |= byte
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                    ascii.append(seen < 0x80)
                    anyNonASCII = anyNonASCII || seen >= 0x80
                    seen = 0
                }
            }
            ascii.append(seen < 0x80)
            anyNonASCII = anyNonASCII || seen >= 0x80
        }
        self.lineStarts = starts
        self.lineIsASCII = ascii
        self.characterCheckpoints = anyNonASCII ? Self.checkpoints(of: bytes) : []
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The running character count at every `checkpointStride` bytes (see `characterCheckpoints`).
    private static func checkpoints(of bytes: [UInt8]) -> [Int] {
        var table = [0]
        table.reserveCapacity(bytes.count / checkpointStride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var blockStart = 0
            while blockStart + checkpointStride <= buffer.count {
                for offset in blockStart..<(blockStart + checkpointStride) where buffer[offset] & 0xC0 != 0x80 {
                    count += 1
                }
                blockStart += checkpointStride
                table.append(count)
            }
        }
        return table
    }

    /// The number of characters (bytes that do not continue a UTF-8 sequence) in `bytes[0..<offset]`;
    /// only for files with a non-ASCII byte.
    private func charactersBefore(_ offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        var count = characterCheckpoints[block]
        bytes.withUnsafeBufferPointer { buffer in
            for index in (block * Self.checkpointStride)..<offset where buffer[index] & 0xC0 != 0x80 {
                count += 1
            }
        }
        return count
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars (characters
    /// of the line as written; in invalid UTF-8, every byte that does not continue a sequence),
    /// so a caret lines up under the offending token.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(textStart, min(offset, bytes.count))
        // Binary search for the last line start <= clamped.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        let column =
            lineIsASCII[low]
            ? clamped - lineStart + 1
            : charactersBefore(clamped) - charactersBefore(lineStart) + 1
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
    ///
    /// Decoded from a buffer pointer rather than an `ArraySlice`: the parser makes every name
    /// here, and the slice's retain, release and generic path were a third of the cost of a
    /// short name.
    public func text(in range: SourceRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[lower..<upper]), as: UTF8.self)
        }
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
