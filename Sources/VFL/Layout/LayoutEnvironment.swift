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
    /// `topLayoutGuide`'s length implied by the device (the status bar: 20, or 0 for an iPhone in
    /// landscape, where iOS hides it). `nil` without a device: the file's `layoutGuides` or 0.
    public var topLayoutGuide: Double?
    /// `bottomLayoutGuide`'s length implied by the device; no built-in device has a bar there,
    /// so always `nil` (the file's `layoutGuides` or 0).
    public var bottomLayoutGuide: Double?

    public init(width: Double?, height: Double?, traits: SizeClassTraits, device: String? = nil,
                orientation: String? = nil, split: String? = nil, topLayoutGuide: Double? = nil,
                bottomLayoutGuide: Double? = nil) {
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
    /// The layouts `options` ask for, in sweep order. Re-checks the device combinations
    /// `CommandLineOptions.parse` checks, so options built by hand are safe too.
    ///
    /// With a device: its size (swapped in landscape) and traits, then the split (iPad only: the
    /// split's width and horizontal class, the full height, `hR`), then `--width`/`--height`,
    /// then `--traits`. Without one: the given size (`nil` = fitting), traits from
    /// `SizeClassTraits.inferred(width:height:)`, then `--traits`. A width list with one device
    /// sweeps the width and keeps the device's traits.
    public static func environments(for options: CommandLineOptions) -> Result<[LayoutEnvironment], UsageError> {
        if options.widths.count > 1 && options.devices.count > 1 {
            return .failure(UsageError("'--width' and '--device' cannot both be lists; sweep one of them"))
        }
        if options.landscape && options.devices.isEmpty {
            return .failure(UsageError("'--landscape' needs a device ('--device')"))
        }
        if options.split != nil && options.devices.isEmpty {
            return .failure(UsageError("'--split' needs an iPad device ('--device ipad')"))
        }
        let widths: [Double?] = options.widths.isEmpty ? [nil] : options.widths.map { $0 }
        guard !options.devices.isEmpty else {
            return .success(widths.map { width in
                let traits = SizeClassTraits.inferred(width: width, height: options.height)
                return LayoutEnvironment(width: width, height: options.height,
                                         traits: options.traits?.applied(to: traits) ?? traits)
            })
        }
        var environments: [LayoutEnvironment] = []
        for name in options.devices {
            guard let device = Device.named(name) else {
                return .failure(UsageError("unknown device '\(name)'"))
            }
            switch deviceEnvironment(device, options: options) {
            case .success(let base):
                for width in widths {
                    var environment = base
                    if let width { environment.width = width }
                    environments.append(environment)
                }
            case .failure(let error):
                return .failure(error)
            }
        }
        return .success(environments)
    }

    /// One device's environment with orientation, split, `--height` and `--traits` applied (the
    /// width override is the caller's, since it may be a sweep).
    private static func deviceEnvironment(_ device: Device, options: CommandLineOptions) -> Result<LayoutEnvironment, UsageError> {
        let landscape = options.landscape
        var width = landscape ? device.portraitHeight : device.portraitWidth
        let height = landscape ? device.portraitWidth : device.portraitHeight
        var traits = landscape ? device.landscapeTraits : device.portraitTraits
        if let fraction = options.split {
            guard device.isPad else {
                return .failure(UsageError("'--split' needs an iPad, but '\(device.name)' is not one"))
            }
            guard let cell = device.split(fraction, landscape: landscape) else {
                return .failure(UsageError("an iPad in portrait has no 1/2 split; add '--landscape' or use 1/3 or 2/3"))
            }
            width = cell.width
            traits = SizeClassTraits(horizontal: cell.horizontal, vertical: .regular)
        }
        if let override = options.traits { traits = override.applied(to: traits) }
        // iOS hides the status bar of an iPhone in landscape; iPads always show it.
        let statusBar: Double = landscape && !device.isPad ? 0 : 20
        return .success(LayoutEnvironment(
            width: width, height: options.height ?? height, traits: traits, device: device.name,
            orientation: landscape ? "landscape" : "portrait", split: options.split?.rawValue,
            topLayoutGuide: statusBar, bottomLayoutGuide: nil))
    }
}
