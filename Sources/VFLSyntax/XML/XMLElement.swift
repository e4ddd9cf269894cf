/// One element of an `XMLDocument`: its name, its attributes and its place in the tree. Text,
/// comments and processing instructions are not kept.
public struct XMLElement: Sendable {
    public var name: String
    /// The attributes in document order (no two with the same name).
    public var attributes: [XMLAttribute]
    /// The index of the parent element in `XMLDocument.elements`; nil for the root.
    public var parent: Int?
    /// The indices of the child elements, in order.
    public var children: [Int]
    /// From the `<` to the end of the start tag (`>` or `/>`): where diagnostics point.
    public var range: SourceRange
    /// The element's name in its start tag.
    public var nameRange: SourceRange

    public init(
        name: String, attributes: [XMLAttribute], parent: Int?, children: [Int], range: SourceRange,
        nameRange: SourceRange
    ) {
        self.name = name
        self.attributes = attributes
        self.parent = parent
        self.children = children
        self.range = range
        self.nameRange = nameRange
    }

    /// The attribute with this name, if the element has it.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The decoded value of the attribute with this name, if the element has it.
    public subscript(_ name: String) -> String? {
        attribute(name)?.value
    }
}
