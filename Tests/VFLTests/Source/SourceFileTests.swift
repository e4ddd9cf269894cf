import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// `SourceFile.location` finds a column without reading the line up to it (O(1) on ASCII lines,
/// a checkpoint table elsewhere), so these tests compare it with the definition: a column is one
/// more than the bytes before the offset on its line that do not continue a UTF-8 sequence.
@Suite struct SourceFileTests {
    /// The location by definition, counting from the start of the file.
    static func reference(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var line = 1
        var column = 1
        for index in 0..<clamped {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    static func expectAllOffsetsMatch(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SourceFile(name: "t.vfl", bytes: bytes)
        var line = 1
        var column = 1
        for offset in 0...bytes.count {
            let location = file.location(of: offset)
            if location.line != line || location.column != column || location.offset != offset {
                Issue.record("offset \(offset): \(location) != \(line):\(column)", sourceLocation: sourceLocation)
                return
            }
            if offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[offset] & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
    }

    @Test func columnsFarIntoALongNonASCIILine() {
        // 40,000 characters of one, two, three and four bytes, past many checkpoints.
        var text = "# "
        for index in 0..<10_000 {
            text += ["a", "é", "漢", "😀"][index % 4] + "x" + ["b", "ü", "€", "🎉"][(index / 4) % 4] + " "
        }
        text += "[target]\nH:|[a]|\n"
        let bytes = Array(text.utf8)
        let file = SourceFile(name: "t.vfl", bytes: bytes)
        let offset = Array(text.utf8).count - "[target]\nH:|[a]|\n".utf8.count + 1
        #expect(
            file.location(of: offset).description
                == "1:\(text.unicodeScalars.count - "[target]\nH:|[a]|\n".unicodeScalars.count + 2)")
        #expect(file.location(of: offset).column == Self.reference(bytes, offset).column)
        // The ASCII line after it counts bytes again.
        #expect(file.location(of: bytes.count - 3).description == "2:6")
        Self.expectAllOffsetsMatch(bytes)
    }

    @Test func everyOffsetOfMixedLines() {
        // ASCII, non-ASCII, invalid UTF-8, CRLF, an empty line, and no final newline.
        var bytes = Array("H:|-[a]-|\r\n# é\u{1F600} ünïcödé\n\n".utf8)
        bytes += [0xFF, 0xC3, 0x28, UInt8(ascii: " "), 0xE2, 0x82, UInt8(ascii: "\n")]
        bytes += Array(String(repeating: "ab€", count: 300).utf8)
        Self.expectAllOffsetsMatch(bytes)
        Self.expectAllOffsetsMatch([])
        Self.expectAllOffsetsMatch(Array("\n\n\n".utf8))
    }

    @Test func pseudoRandomFilesMatchTheDefinition() {
        // A fixed-seed generator, so a failure reproduces.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces: [[UInt8]] = [
            [0x0A], [0x20], [0x41], Array("é".utf8), Array("漢".utf8), Array("😀".utf8), [0x80], [0xF0], [0x0D, 0x0A],
        ]
        for _ in 0..<20 {
            var bytes: [UInt8] = []
            let length = Int(next() % 3000)
            while bytes.count < length { bytes += pieces[Int(next() % UInt64(pieces.count))] }
            Self.expectAllOffsetsMatch(bytes)
        }
    }

    @Test func offsetsOutsideTheFileAreClamped() {
        let file = SourceFile(name: "t.vfl", text: "é\nab")
        #expect(file.location(of: -5).description == "1:1")
        #expect(file.location(of: 100).description == "2:3")
        #expect(file.location(of: 100).offset == 5)
    }
}
