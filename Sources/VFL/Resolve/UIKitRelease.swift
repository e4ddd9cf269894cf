/// The UIKit release whose rules apply (`--ios N`, `platform ios N`), as one policy value: what
/// the release changes is read from its properties, never by comparing release numbers downstream.
///
/// vflc models two sets of rules: iOS 7's (the default) and today's UIKit (11 and later, which all
/// give the same result). docs/language.md, "Today's UIKit", says what each property changes.
public struct UIKitRelease: Hashable, Sendable {
    /// The release number as asked for (7, or 11 and later).
    public let number: Int
    /// Today's UIKit: the predefined guides `safeArea`, `margins` and `readableContent`, the margin
    /// attributes, `margins=`, the `safeArea` statement and the metric `systemSpacing`.
    public let hasTodaysGuides: Bool
    /// A bare `-` next to `|` pins to the superview's layout margin (UIKit since iOS 8), unless the
    /// file sets `spacing superview=`.
    public let pinsBareDashToMargins: Bool
    /// The JSON reports the safe area's insets (with any device; a modern device reports them
    /// under every release).
    public let reportsSafeArea: Bool
    /// `topLayoutGuide` and `bottomLayoutGuide` are the safe area's top and bottom, and
    /// `layoutGuides top= bottom=` sets those.
    public let layoutGuidesAreSafeArea: Bool
    /// A device's display scale snaps the frames when no `--scale` is given.
    public let snapsToDeviceScale: Bool
    /// The root's layout margins are the system minimum plus the safe area
    /// (`insetsLayoutMarginsFromSafeArea`).
    public let hasRootMargins: Bool
    /// UIStackView as since iOS 11 (docs/fidelity.md): `UISV-hiding` at 999.999, a hidden view
    /// half a spacing after the view before it (`UISV-spacing-hidden` @50), custom spacing after
    /// a hidden view not passed on, equal-centering gaps at max(150 − i, 50), proportional shares
    /// measured inside the margins with `length == 0` for a view without an intrinsic length,
    /// the spanning boundary on the aligned edge an equality @999.5.
    public let hasModernStacks: Bool
    /// An autoresizing view with both margins flexible and a fixed size keeps its centre at a
    /// fixed fraction of the superview (`centerX == k × superview.width`), as iOS 7 does; later
    /// releases share the change between the margins in proportion.
    public let keepsFlexibleCentreFraction: Bool

    /// The release `number`, which must be modelled (`isModelled`).
    public init(_ number: Int) {
        self.number = number
        let today = number >= 11
        hasTodaysGuides = today
        pinsBareDashToMargins = today
        reportsSafeArea = today
        layoutGuidesAreSafeArea = today
        snapsToDeviceScale = today
        hasRootMargins = today
        hasModernStacks = today
        keepsFlexibleCentreFraction = !today
    }

    /// iOS 7's rules: the default.
    public static let classic = UIKitRelease(7)

    /// The release a device that first shipped with iOS 11 or later implies when none is given
    /// (`Device.impliesTodaysUIKit`): today's UIKit, as iOS 18 lays it out.
    public static let implied = UIKitRelease(18)

    /// The release a written number names, when vflc models it: 7, or 11 and later; `N.M` is
    /// release N (`17.2` is 17).
    public init?(modelling value: Double) {
        guard Self.isModelled(value) else { return nil }
        self.init(Int(value.rounded(.down)))
    }

    /// The releases vflc models: iOS 7, and iOS 11 and later (a minor version counts as its major).
    public static func isModelled(_ value: Double) -> Bool {
        let major = value.rounded(.down)
        return value.isFinite && (major == 7 || (major >= 11 && major < 1000))
    }
}
