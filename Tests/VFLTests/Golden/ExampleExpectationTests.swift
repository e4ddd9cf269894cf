import Foundation
import Testing

@testable import VFLDriver

/// Every example carries its frames, worked out by hand from the layout rules, as comments:
///
///     # expect: VIEW x,y,w,h          (a single layout)
///     # expect N: VIEW x,y,w,h        (layout N of a sweep, from 1)
///
/// This test runs each example with its own arguments and compares the JSON frames (relative to
/// the parent, as printed, to its 3 decimals) with them — independently of the golden `.json`
/// files, so a re-recorded golden cannot carry a wrong frame past it. Every view of every layout
/// must have its line.
@Suite struct ExampleExpectationTests {
    struct Expectation {
        var layout: Int
        var view: String
        var frame: [Double]
        var line: Int
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func expectations(in source: String) throws -> [Expectation] {
        var result: [Expectation] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("# expect") else { continue }
            let words = line.dropFirst("# expect".count).split(separator: " ")
            var layout = 1
            var rest = words[...]
            if let first = rest.first, first.hasSuffix(":") {
                if first != ":" {
                    guard let number = Int(first.dropLast()) else { throw Malformed(description: "line \(index + 1)") }
                    layout = number
                }
                rest = rest.dropFirst()
            }
            guard rest.count == 2, words.first?.hasSuffix(":") == true else {
                throw Malformed(description: "line \(index + 1): \(line)")
            }
            let numbers = rest.last!.split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 4 else { throw Malformed(description: "line \(index + 1): \(line)") }
            result.append(Expectation(layout: layout, view: String(rest.first!), frame: numbers, line: index + 1))
        }
        return result
    }

    static let examples = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")

    @Test func everyExampleCarriesItsFrames() throws {
        let without = try Self.examples.filter {
            try Self.expectations(in: String(contentsOf: $0, encoding: .utf8)).isEmpty
        }
        #expect(without.isEmpty, "examples without '# expect:' lines: \(without.map(\.lastPathComponent))")
    }

    @Test(arguments: examples)
    func framesMatchTheHandArithmetic(_ example: URL) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let expectations = try Self.expectations(in: source)
        guard !expectations.isEmpty else { return } // reported by everyExampleCarriesItsFrames
        let outcome = Driver.run(arguments: [example.path])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let value = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
        let layouts = try (value as? [[String: Any]]) ?? [#require(value as? [String: Any])]
        for (index, layout) in layouts.enumerated() {
            let views = try #require(layout["views"] as? [String: [String: Any]])
            let mine = expectations.filter { $0.layout == index + 1 }
            #expect(
                Set(mine.map(\.view)) == Set(views.keys) && mine.count == views.count,
                "layout \(index + 1): expected \(mine.map(\.view).sorted()), laid out \(views.keys.sorted())")
            for expectation in mine {
                guard let view = views[expectation.view] else { continue }
                let frame = try ["x", "y", "width", "height"].map { try #require(view[$0] as? Double) }
                let close = zip(frame, expectation.frame).allSatisfy { abs($0 - $1) <= 5e-4 + 1e-9 }
                #expect(
                    close,
                    "\(example.lastPathComponent):\(expectation.line): \(expectation.view) is \(frame), by hand \(expectation.frame)"
                )
            }
        }
        #expect(expectations.allSatisfy { $0.layout >= 1 && $0.layout <= layouts.count })
    }

    /// The reader finds wrong lines, or it would let a typo through as "no expectation".
    @Test func malformedLinesAreErrors() throws {
        #expect(throws: (any Error).self) { try Self.expectations(in: "# expect: a 1,2,3\n") }
        #expect(throws: (any Error).self) { try Self.expectations(in: "# expect x: a 1,2,3,4\n") }
        #expect(throws: (any Error).self) { try Self.expectations(in: "# expect a 1,2,3,4\n") }
        #expect(
            try Self.expectations(in: "# expect 2: a 1,2,3,4.5\n").map(\.frame) == [[1, 2, 3, 4.5]])
    }
}
