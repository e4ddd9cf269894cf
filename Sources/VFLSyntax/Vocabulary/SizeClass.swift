/// A `UIUserInterfaceSizeClass`: compact or regular. `@wC` in a file is a horizontal compact
/// condition, `@hR` a vertical regular one (`SizeClassCondition`).
public enum SizeClass: Hashable, Sendable {
    case compact, regular
}
