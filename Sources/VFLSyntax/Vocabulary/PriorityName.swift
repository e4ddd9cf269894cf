/// `UILayoutPriority`'s named values, usable wherever a priority is written (`@defaultHigh`,
/// `hug=defaultLow`) under every `--ios`. A metric of the same name wins where metrics apply.
public enum PriorityName {
    /// Every name with its value, in UIKit's order (highest first).
    public static let all: [(name: String, value: Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("dragThatCanResizeScene", 510),
        ("sceneSizeStayPut", 500), ("dragThatCannotResizeScene", 490), ("defaultLow", 250),
        ("fittingSizeLevel", 50),
    ]

    /// The value of a priority name, or `nil` when `name` is not one.
    public static func value(of name: String) -> Double? {
        all.first { $0.name == name }?.value
    }
}
