import VFLSyntax

/// What one layout is computed for: the container's size (or fitting), its size classes, the
/// device facts printed in JSON, and the layout guides' lengths the device implies. A sweep
/// (`--width 320,375` or `--device iphone5,ipad`) gives one environment per entry.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container width; `nil` means the fitting width.
    public var width: Double?
    /// The container height; `nil` means the fitting height.
    public var height: Double?
    public var traits: SizeClassTraits
    /// The canonical device name, when a device was given.
    public var device: String?
    /// `portrait` or `landscape` when a device was given.
    public var orientation: String?
    /// `1/3`, `1/2` or `2/3` when `--split` was given.
    public var split: String?
    /// `topLayoutGuide`'s length implied by the device: its safe-area top (the status bar: 20 on
    /// the classic devices, or 0 for an iPhone in landscape, where iOS hides it). `nil` without a device: the file's `layoutGuides` or 0.
    public var topLayoutGuide: Double?
    /// `bottomLayoutGuide`'s length implied by the device (its safe-area bottom, for a device
    /// with a home indicator); `nil` when that is 0 or without a device (the file's
    /// `layoutGuides` or 0).
    public var bottomLayoutGuide: Double?
    /// `--ios N`; `nil` when not given (the file's `platform`, else 7).
    public var release: Int?
    /// `--rtl`: a right-to-left user interface language.
    public var rightToLeft: Bool

    public init(
        width: Double?, height: Double?, traits: SizeClassTraits, device: String? = nil,
        orientation: String? = nil, split: String? = nil, topLayoutGuide: Double? = nil,
        bottomLayoutGuide: Double? = nil, release: Int? = nil, rightToLeft: Bool = false
    ) {
        self.release = release
        self.rightToLeft = rightToLeft
        self.width = width
        self.height = height
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.split = split
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
    }
}

extension LayoutEnvironment {
    /// The device of this environment, when one was given.
    public var deviceEntry: Device? { device.flatMap(Device.named) }

    /// The device's safe-area insets in this orientation (a split keeps the full screen's top and
    /// bottom); `nil` without a device.
    public var deviceSafeArea: EdgeInsets? {
        deviceEntry?.safeArea(landscape: orientation == "landscape")
    }

    /// The layouts `request` asks for, in sweep order. The request is taken as valid (the driver
    /// checks every combination once, when it reads the command line): a split on a device
    /// without that split keeps the device's full width.
    ///
    /// With a device: its size (swapped in landscape) and traits, then the split (iPad only: the
    /// split's width and horizontal class, the full height, `hR`), then `--width`/`--height`,
    /// then `--traits`. Without one: the given size (`nil` = fitting), traits from
    /// `SizeClassTraits.inferred(width:height:)`, then `--traits`. A width list with one device
    /// sweeps the width and keeps the device's traits.
    public static func environments(for request: LayoutRequest) -> [LayoutEnvironment] {
        let widths: [Double?] = request.widths.isEmpty ? [nil] : request.widths.map { $0 }
        guard !request.devices.isEmpty else {
            return widths.map { width in
                let traits = SizeClassTraits.inferred(width: width, height: request.height)
                return LayoutEnvironment(
                    width: width, height: request.height,
                    traits: request.traits?.applied(to: traits) ?? traits, release: request.release,
                    rightToLeft: request.rightToLeft)
            }
        }
        var environments: [LayoutEnvironment] = []
        for device in request.devices {
            let base = deviceEnvironment(device, request: request)
            for width in widths {
                var environment = base
                if let width { environment.width = width }
                environments.append(environment)
            }
        }
        return environments
    }

    /// One device's environment with orientation, split, `--height` and `--traits` applied (the
    /// width override is the caller's, since it may be a sweep).
    private static func deviceEnvironment(_ device: Device, request: LayoutRequest) -> LayoutEnvironment {
        let landscape = request.landscape
        var width = landscape ? device.portraitHeight : device.portraitWidth
        let height = landscape ? device.portraitWidth : device.portraitHeight
        var traits = landscape ? device.landscapeTraits : device.portraitTraits
        if let fraction = request.split, let cell = device.split(fraction, landscape: landscape) {
            width = cell.width
            traits = SizeClassTraits(horizontal: cell.horizontal, vertical: .regular)
        }
        if let override = request.traits { traits = override.applied(to: traits) }
        // The safe area's top and bottom (iOS hides the status bar of an iPhone in landscape;
        // iPads always show it).
        let insets = device.safeArea(landscape: landscape)
        return LayoutEnvironment(
            width: width, height: request.height ?? height, traits: traits, device: device.name,
            orientation: landscape ? "landscape" : "portrait", split: request.split?.rawValue,
            topLayoutGuide: insets.top, bottomLayoutGuide: insets.bottom == 0 ? nil : insets.bottom,
            release: request.release, rightToLeft: request.rightToLeft)
    }
}
