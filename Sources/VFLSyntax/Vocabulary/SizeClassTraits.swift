/// A horizontal and a vertical size class, as `UITraitCollection` has them.
public struct SizeClassTraits: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `wC hR` and so on, as printed in JSON and headers; `wAny hAny` for an Interface Builder
    /// document's base configuration.
    public var description: String { "w\(horizontal.letter) h\(vertical.letter)" }

    /// Whether a statement's `@wC @hR`-style conditions all hold.
    public func satisfies(_ conditions: [SizeClassCondition]) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.axis {
            case .horizontal: condition.sizeClass == horizontal
            case .vertical: condition.sizeClass == vertical
            }
        }
    }

    /// The rule for a size given without a device (documented in docs/devices.md): regular width
    /// from 678 points (the narrowest regular-width window in the device table, an iPad Pro
    /// half split; every iPhone in portrait, and the 667-point iPhone 6 in landscape, are
    /// compact), regular height from 480 points (every iPhone in portrait; landscape iPhones are
    /// at most 414 tall). An unknown (fitting) height counts as regular.
    public static func inferred(width: Double?, height: Double?) -> SizeClassTraits {
        let horizontal: SizeClass = (width ?? 0) >= 678 ? .regular : .compact
        let vertical: SizeClass = height.map { $0 >= 480 ? .regular : .compact } ?? .regular
        return SizeClassTraits(horizontal: horizontal, vertical: vertical)
    }
}
