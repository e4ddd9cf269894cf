import VFLSyntax

/// What one layout is computed for, resolved: the container's size (or fitting), its size
/// classes, the device and its orientation and split, the UIKit release in force, the layout
/// guides' lengths the device implies, and the grid frames snap to. A sweep (`--width 320,375` or
/// `--device iphone5,ipad`) gives one environment per entry. Made once per run by
/// `LayoutEnvironment.environments(for:file:)`; nothing downstream re-derives any of it.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container width; `nil` means the fitting width.
    public var width: Double?
    /// The container height; `nil` means the fitting height.
    public var height: Double?
    public var traits: SizeClassTraits
    /// The device, when one was given (its `name` as typed).
    public var device: Device?
    /// With a device: portrait or landscape.
    public var orientation: Orientation?
    /// With an iPad device: the app's share of a split.
    public var split: SplitFraction?
    /// The UIKit release whose rules apply.
    public var release: UIKitRelease
    /// `--rtl`: a right-to-left user interface language.
    public var rightToLeft: Bool
    /// `topLayoutGuide`'s length implied by the device: its safe-area top (the status bar: 20 on
    /// the classic devices, or 0 for an iPhone in landscape, where iOS hides it). `nil` without a
    /// device: the file's `layoutGuides` or 0.
    public var topLayoutGuide: Double?
    /// `bottomLayoutGuide`'s length implied by the device (its safe-area bottom, for a device
    /// with a home indicator); `nil` when that is 0 or without a device.
    public var bottomLayoutGuide: Double?
    /// The grid frames snap to (`--scale`, or the device's scale where the release snaps to it);
    /// `nil` keeps full precision.
    public var scale: Double?
    /// The safe area's insets given outright (`LayoutRequest.safeArea`); `nil`: the device's.
    public var safeAreaOverride: EdgeInsets?
    /// The root's minimum side margin given outright (`LayoutRequest.rootMinimumMargin`).
    public var rootMinimumMarginOverride: Double?
    /// `LayoutRequest.rootMarginsFollowSafeArea`.
    public var rootMarginsFollowSafeArea = true

    public init(
        width: Double?, height: Double?, traits: SizeClassTraits, device: Device? = nil,
        orientation: Orientation? = nil, split: SplitFraction? = nil, topLayoutGuide: Double? = nil,
        bottomLayoutGuide: Double? = nil, release: UIKitRelease = .classic, rightToLeft: Bool = false,
        scale: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.split = split
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
        self.release = release
        self.rightToLeft = rightToLeft
        self.scale = scale
    }

    /// The device's safe-area insets in this orientation (a split keeps the full screen's top and
    /// bottom); `nil` without a device.
    public var deviceSafeArea: EdgeInsets? {
        safeAreaOverride ?? device?.safeArea(landscape: orientation == .landscape)
    }

    /// Whether the device is a modern one (not of the classic table): the JSON then reports the
    /// safe area under every release.
    public var isModernDevice: Bool {
        device.map { !Device.isClassic($0.name) } ?? false
    }

    /// The screen width that decides the root's system minimum margin: with a device, its
    /// portrait width (the short side, whatever the orientation, split or `--width`); without
    /// one, the container's width when it is given; otherwise `nil` (the traits decide).
    public var screenWidth: Double? {
        if let device { return min(device.portraitWidth, device.portraitHeight) }
        return width
    }

    /// UIKit's `systemMinimumLayoutMargins` on a view controller's root view, leading and
    /// trailing: 20 points on screens 414 points wide or more and in regular width, 16 on
    /// narrower phones (docs/fidelity.md).
    public var systemMinimumMargin: Double {
        if let rootMinimumMarginOverride { return rootMinimumMarginOverride }
        return LayoutEnvironment.systemMinimumMargin(traits: traits, screenWidth: screenWidth)
    }

    /// The narrowest screen with 20-point root margins in compact width (the Plus phones).
    public static let wideScreenWidth = 414.0

    /// The root's system minimum side margin for `traits` on a screen `screenWidth` points wide
    /// (`nil`: unknown, the traits decide).
    public static func systemMinimumMargin(traits: SizeClassTraits, screenWidth: Double?) -> Double {
        if traits.horizontal == .regular { return 20 }
        if let screenWidth, screenWidth >= wideScreenWidth { return 20 }
        return 16
    }
}

extension LayoutEnvironment {
    /// The layouts `request` asks for, in sweep order, resolved with what the file says of itself.
    /// The request is taken as valid (the driver checks every combination once, when it reads the
    /// command line): a split on a device without that split keeps the device's full width.
    ///
    /// The release: `--ios`, else the file's `platform`, else today's UIKit for a device that first
    /// shipped with iOS 11 or later (`Device.impliesTodaysUIKit`; per device in a sweep), else 7.
    /// With a device: its size (swapped
    /// in landscape) and traits, then each split (iPad only: the split's width and horizontal class,
    /// the full height, `hR`), then `--width`/`--height`. Without one: the given size, or the file's
    /// `design` size when neither is given (`nil` = fitting), with traits from
    /// `SizeClassTraits.inferred(width:height:)`. `--traits` comes last and always wins. A width list
    /// with one device sweeps the width and keeps the device's traits.
    public static func environments(for request: LayoutRequest, file: FileFacts = FileFacts()) -> [LayoutEnvironment] {
        var environments = deviceOrSizeEnvironments(for: request, file: file)
        if request.safeArea != nil || request.rootMinimumMargin != nil || !request.rootMarginsFollowSafeArea {
            for index in environments.indices {
                environments[index].rootMarginsFollowSafeArea = request.rootMarginsFollowSafeArea
                environments[index].safeAreaOverride = request.safeArea
                environments[index].rootMinimumMarginOverride = request.rootMinimumMargin
                if let insets = request.safeArea {
                    environments[index].topLayoutGuide = insets.top
                    environments[index].bottomLayoutGuide = insets.bottom == 0 ? nil : insets.bottom
                }
            }
        }
        return environments
    }

    private static func deviceOrSizeEnvironments(for request: LayoutRequest, file: FileFacts) -> [LayoutEnvironment] {
        let given = request.release.map(UIKitRelease.init) ?? file.release
        let release = given ?? .classic
        let widths: [Double?] = request.widths.isEmpty ? [nil] : request.widths.map { $0 }
        guard !request.devices.isEmpty else {
            return widths.map { width in
                var (width, height) = (width, request.height)
                // Without a size, a file with `design WxH` is laid out at its design size.
                if let design = file.designSize, width == nil, height == nil {
                    (width, height) = (design.width, design.height)
                }
                let traits = SizeClassTraits.inferred(width: width, height: height)
                return LayoutEnvironment(
                    width: width, height: height, traits: request.traits?.applied(to: traits) ?? traits,
                    release: release, rightToLeft: request.rightToLeft, scale: request.scale)
            }
        }
        var environments: [LayoutEnvironment] = []
        let splits: [SplitFraction?] = request.splits.isEmpty ? [nil] : request.splits.map { $0 }
        for device in request.devices {
            let implied: UIKitRelease = device.impliesTodaysUIKit ? .implied : .classic
            for split in splits {
                let base = deviceEnvironment(device, split: split, request: request, release: given ?? implied)
                for width in widths {
                    var environment = base
                    if let width { environment.width = width }
                    environments.append(environment)
                }
            }
        }
        return environments
    }

    /// One device's environment with orientation, split, `--height` and `--traits` applied (the
    /// width override is the caller's, since it may be a sweep).
    private static func deviceEnvironment(
        _ device: Device, split: SplitFraction?, request: LayoutRequest, release: UIKitRelease
    ) -> LayoutEnvironment {
        let landscape = request.landscape
        var width = landscape ? device.portraitHeight : device.portraitWidth
        let height = landscape ? device.portraitWidth : device.portraitHeight
        var traits = landscape ? device.landscapeTraits : device.portraitTraits
        if let fraction = split, let cell = device.split(fraction, landscape: landscape) {
            width = cell.width
            traits = SizeClassTraits(horizontal: cell.horizontal, vertical: .regular)
        }
        if let override = request.traits { traits = override.applied(to: traits) }
        // The safe area's top and bottom (iOS hides the status bar of an iPhone in landscape;
        // iPads always show it).
        let insets = device.safeArea(landscape: landscape)
        let deviceScale = request.deviceScaleByDefault && release.snapsToDeviceScale ? device.scale : nil
        return LayoutEnvironment(
            width: width, height: request.height ?? height, traits: traits, device: device,
            orientation: landscape ? .landscape : .portrait, split: split,
            topLayoutGuide: insets.top, bottomLayoutGuide: insets.bottom == 0 ? nil : insets.bottom,
            release: release, rightToLeft: request.rightToLeft, scale: request.scale ?? deviceScale)
    }
}
