/// One attribute of an `XMLElement`: `name="value"`.
public struct XMLAttribute: Sendable {
    public var name: String
    /// The value with entity and character references decoded and white space normalized as
    /// XML requires (a literal tab, line feed or carriage return becomes a space; `&#10;` stays a
    /// line feed).
    public var value: String
    public var nameRange: SourceRange
    /// The value as written, inside the quotes.
    public var valueRange: SourceRange

    public init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange) {
        self.name = name
        self.value = value
        self.nameRange = nameRange
        self.valueRange = valueRange
    }
}
