/// An optional stored property of a syntax node, wrapped in a struct: storage for a public
/// optional property whose value is an enum with payloads (`Connection?`, `ConstantSyntax?`).
///
/// A compiler workaround, measured: Swift 6.3 compiles an initializer that stores such an
/// optional directly as a build of the node in one temporary, a copy of the whole node into
/// another (retaining every string and array in it) and the destruction of the first. The
/// parser makes a predicate for nearly every view and a format for every line, so that was a
/// tenth of parsing. Stored inside this struct, the same optional is simply moved into place.
/// The node keeps its public property, computed from this storage.
struct OptionalField<Wrapped> {
    var value: Wrapped?

    init(_ value: Wrapped?) {
        self.value = value
    }
}

extension OptionalField: Sendable where Wrapped: Sendable {}
