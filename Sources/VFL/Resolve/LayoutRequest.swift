import VFLSyntax

/// What the layouts of a run are computed for, as plain values: the sizes, devices and traits a
/// command line (or a test, or a benchmark) asks for. `Compiler.resolve` turns it, with what the
/// file says of itself (`FileFacts`), into one resolved `LayoutEnvironment` per sweep entry.
public struct LayoutRequest: Hashable, Sendable {
    /// Container widths, possibly a sweep; empty means the fitting width (or the device's).
    public var widths: [Double]
    /// The container height; `nil` means the fitting height (or the device's).
    public var height: Double?
    /// Devices, possibly a sweep; empty when none was given.
    public var devices: [Device]
    public var landscape: Bool
    /// The app's share of an iPad split, for iPad devices; several sweep, one layout per split.
    public var splits: [SplitFraction]
    /// Size classes forced on every layout: they win over the device's, the inferred ones and a
    /// design size's.
    public var traits: TraitOverride?
    /// `--ios N` (7, or 11 and later); `nil` leaves it to the file's `platform`, else 7.
    public var release: Int?
    /// `--rtl`.
    public var rightToLeft: Bool
    /// `--scale`: snap every edge to the 1/scale point grid; `nil` keeps full precision (or the
    /// device's scale, with `deviceScaleByDefault`).
    public var scale: Double?
    /// Whether a device's own scale snaps the frames when no `scale` is given and the release
    /// snaps to it (`UIKitRelease.snapsToDeviceScale`): what `vflc` does.
    public var deviceScaleByDefault: Bool
    /// The safe area's insets, given outright (`--safe-area T,L,B,R`, or an Interface Builder
    /// document's simulated device): they win over the device's.
    public var safeArea: EdgeInsets?
    /// The root's minimum side margin when the root is not a view controller's view (an
    /// Interface Builder cell's content view or a xib's top-level view): UIKit's system minimum
    /// applies only to a view controller's root. `nil`: 16 or 20 as UIKit gives it.
    public var rootMinimumMargin: Double?
    /// Whether the root's layout margins are inset by the safe area (`insetsLayoutMarginsFromSafeArea`,
    /// UIKit's default since iOS 11); `false` for an Interface Builder root that says `NO`, or a
    /// document of iOS 7–10, whose root margins did not include the layout guides.
    public var rootMarginsFollowSafeArea = true

    public init(
        widths: [Double] = [], height: Double? = nil, devices: [Device] = [], landscape: Bool = false,
        splits: [SplitFraction] = [], traits: TraitOverride? = nil, release: Int? = nil, rightToLeft: Bool = false,
        scale: Double? = nil, deviceScaleByDefault: Bool = false, safeArea: EdgeInsets? = nil
    ) {
        self.safeArea = safeArea
        self.release = release
        self.rightToLeft = rightToLeft
        self.widths = widths
        self.height = height
        self.devices = devices
        self.landscape = landscape
        self.splits = splits
        self.traits = traits
        self.scale = scale
        self.deviceScaleByDefault = deviceScaleByDefault
    }
}
