/// A layout axis: `H:` or `V:` in a format string, the `w`/`h` of a size class, the axis an
/// attribute lies on.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}
