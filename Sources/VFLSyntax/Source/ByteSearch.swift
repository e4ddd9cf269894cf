/// Finding a byte string in a file's bytes: the quick test that lets a pass skip a file that
/// cannot concern it (`vflc lint` skips a source without `VisualFormat`, the warning filter a
/// `.vfl` file without `vflc-ignore:`).
package enum ByteSearch {
    /// Whether `needle` occurs in `bytes` (a first-byte scan, then a comparison where it matches).
    package static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let last = buffer.count - needle.count
            var index = 0
            while index <= last {
                if buffer[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }
}
