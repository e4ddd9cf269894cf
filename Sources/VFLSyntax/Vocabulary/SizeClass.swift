/// A `UIUserInterfaceSizeClass`: compact or regular. `@wC` in a file is a horizontal compact
/// condition, `@hR` a vertical regular one (`SizeClassCondition`).
///
/// `unspecified` is Interface Builder's "Any": the base configuration an Xcode 6–7 document (one
/// that names no device) was drawn in, on its canvas of no device. No `@wC`-style condition and no
/// size-class `<variation>` holds there; only a document's base values do.
public enum SizeClass: Hashable, Sendable {
    case compact, regular, unspecified

    /// The letter it is written with after `w` or `h`: `C`, `R`, and `Any` for `unspecified`
    /// (`wC hR`, `wAny hAny`).
    public var letter: String {
        switch self {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "Any"
        }
    }
}
