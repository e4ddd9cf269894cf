/// A whole XML document as `XMLReader` reads it: every element in document order (index 0 is
/// the root element), each pointing at its parent and children by index, so a tree of any depth
/// is one flat array (no recursion to build, walk or free it).
public struct XMLDocument: Sendable {
    public var elements: [XMLElement]

    public init(elements: [XMLElement]) {
        self.elements = elements
    }

    /// The root element. A document `XMLReader` returns always has one.
    public var root: XMLElement { elements[0] }

    /// The element's children, in order: indices into `elements`.
    public func children(of index: Int) -> [Int] {
        elements[index].children
    }
}
