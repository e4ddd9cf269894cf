import VFLSyntax

/// `--traits`: size classes forced on every layout; a `nil` axis keeps the device's or the
/// inferred class.
public struct TraitOverride: Hashable, Sendable {
    public var horizontal: SizeClass?
    public var vertical: SizeClass?

    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Parses `wC,hR`, `hC`, `wR` (at most one class per axis; `wC hR` with a space works too).
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " })
        guard !parts.isEmpty else { return nil }
        for part in parts {
            switch part {
            case "wC", "wR":
                guard horizontal == nil else { return nil }
                horizontal = part == "wC" ? .compact : .regular
            case "hC", "hR":
                guard vertical == nil else { return nil }
                vertical = part == "hC" ? .compact : .regular
            default:
                return nil
            }
        }
    }

    /// `traits` with the forced axes replaced.
    public func applied(to traits: SizeClassTraits) -> SizeClassTraits {
        SizeClassTraits(horizontal: horizontal ?? traits.horizontal, vertical: vertical ?? traits.vertical)
    }
}
