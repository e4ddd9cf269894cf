import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// `vflc` hands standard error to the process in chunks as diagnostics are rendered, so a file
/// with hundreds of thousands of warnings never holds them all as one string; the chunks put
/// together are exactly what `Driver.run` collects.
@Suite struct StandardErrorStreamingTests {
    @Test func chunksAddUpToTheCollectedText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vflc-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("many.vfl")
        // 3,000 unsized views named once: three warnings each, well over one 64 KB chunk.
        try Data(("H:|" + (0..<3_000).map { "[v\($0)]" }.joined() + "|\n").utf8).write(to: url)
        let arguments = [url.path, "--width", "375"]

        final class Chunks: @unchecked Sendable { var list: [String] = [] }
        let chunks = Chunks()
        let streamed = Driver.run(
            arguments: arguments, coloredDiagnostics: false, errorSink: { chunks.list.append($0) })
        let collected = Driver.run(arguments: arguments)

        #expect(streamed.status == collected.status)
        #expect(streamed.standardOutput == collected.standardOutput)
        #expect(chunks.list.count > 1, "expected several chunks, got \(chunks.list.count)")
        #expect(chunks.list.allSatisfy { $0.utf8.count >= 1 << 16 })
        #expect(streamed.standardError.utf8.count < 1 << 16, "the rest, not yet handed over")
        #expect(chunks.list.joined() + streamed.standardError == collected.standardError)
        #expect(collected.standardError.contains("warning: ambiguous layout"))
    }
}
