/// A number as Interface Builder writes one (`20`, `-0.5`, `1e-3`): decimal, finite, and below
/// 1e9 in magnitude, as the `.vfl` language takes numbers — `nan`, `inf` and hexadecimal, which
/// Swift's `Double(_:)` would read, are not numbers here.
enum InterfaceBuilderNumber {
    static func parse<Text: StringProtocol>(_ text: Text) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let value = Double(text), value.isFinite, abs(value) < 1e9
        else { return nil }
        return value
    }
}
