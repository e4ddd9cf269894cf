import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Test(arguments: [
    (20.0, "20"), (-0.0, "0"), (20.5, "20.5"), (100.0 / 3, "33.333"), (-2.0 / 3, "-0.667"),
    (0.0004, "0"), (-0.0004, "0"), (1.25, "1.25"), (1e6, "1000000"), (0.1 + 0.2, "0.3"),
])
func numberText(value: Double, expected: String) {
    #expect(NumberText.format(value) == expected)
}

/// The byte-level formatter against a plain reading of the rule (round half away from zero to
/// thousandths, strip trailing zeros), on random values of every magnitude vflc prints.
@Test func numberTextMatchesTheRuleOnRandomValues() {
    func reference(_ value: Double) -> String {
        let thousandths = Int64((value * 1000).rounded(.toNearestOrAwayFromZero))
        if thousandths == 0 { return "0" }
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        var text = sign + String(magnitude / 1000)
        var fraction = String(magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + fraction }
        return text
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
        let scale = [0.01, 1, 100, 10_000, 1e9][Int.random(in: 0..<5, using: &generator)]
        let value = Double.random(in: -scale...scale, using: &generator)
        #expect(NumberText.format(value) == reference(value), "\(value)")
        var bytes: [UInt8] = Array("x".utf8)
        NumberText.append(value, to: &bytes)
        #expect(bytes == Array(("x" + reference(value)).utf8))
    }
    #expect(NumberText.format(.nan) == "nan" && NumberText.format(-.infinity) == "-inf")
    #expect(NumberText.format(1e300) == "\(1e300)")
}

@Test(arguments: [
    ("a", "\"a\""), ("q\"b\\", #""q\"b\\""#), ("\n\r\t\u{1}\u{1f}", #""\n\r\t\u0001\u001f""#), ("é✓", "\"é✓\""),
])
func jsonQuoting(string: String, expected: String) {
    #expect(JSONText.quoted(string) == expected)
}
