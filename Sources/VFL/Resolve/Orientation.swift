/// A device's orientation (`--landscape`).
public enum Orientation: String, Hashable, Sendable {
    case portrait
    case landscape
}
