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
