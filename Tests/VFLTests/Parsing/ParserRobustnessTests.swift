import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Huge and hostile inputs: no deep recursion, no traps, no endless loops, linear time.
@Suite struct ParserRobustnessTests {
    @Test func megabyteLineOfViews() throws {
        let count = 1 << 18 // "[a]-" is 4 bytes: 1 MiB
        let source = String(repeating: "[a]-", count: count) + "[a]"
        let clock = ContinuousClock()
        var result: (syntax: FileSyntax, diagnostics: [Diagnostic])?
        let elapsed = clock.measure { result = Parser.parse(SourceFile(name: "big.vfl", text: source)) }
        let (syntax, diagnostics) = try #require(result)
        #expect(diagnostics.isEmpty)
        guard case .format(let format) = try #require(syntax.statements.first).kind else {
            Issue.record("not a format")
            return
        }
        #expect(format.views.count == count + 1)
        #expect(format.connections.count == count)
        // Generous, for unoptimised builds on a shared machine; release is far faster.
        #expect(elapsed < .seconds(20))
    }

    @Test func megabyteLinesOfJunkReportOneErrorEach() {
        let lines = [
            String(repeating: "(", count: 1 << 20), String(repeating: "-", count: 1 << 20),
            String(repeating: "[", count: 1 << 20), String(repeating: "|", count: 1 << 20),
        ]
        let (_, diagnostics) = Parser.parse(SourceFile(name: "junk.vfl", text: lines.joined(separator: "\n")))
        #expect(diagnostics.count == 4)
    }

    @Test func manyLinesManyErrors() {
        let source = String(repeating: "[a]--[b]\n", count: 10_000)
        let (_, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: source))
        #expect(diagnostics.count == 10_000)
    }

    /// Pseudo-random bytes (a fixed LCG, so failures reproduce): every diagnostic lies inside
    /// the file, and every line yields at most one error.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomBytes(seed: UInt64) {
        var state = seed
        var bytes: [UInt8] = []
        let alphabet = Array("[]()|-=<>@.,:*+#/ \t\r\nHVax0123456789e_".utf8)
        for _ in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pick = Int(state >> 33)
            bytes.append(pick % 4 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : alphabet[(pick >> 8) % alphabet.count])
        }
        let file = SourceFile(name: "fuzz.vfl", bytes: bytes)
        let (_, diagnostics) = Parser.parse(file)
        #expect(diagnostics.allSatisfy { ($0.range?.end ?? 0) <= bytes.count })
        #expect(diagnostics.count <= file.lineStarts.count)
    }
}
