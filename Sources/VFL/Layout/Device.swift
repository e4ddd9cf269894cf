import VFLSyntax

/// A device from the built-in tables (docs/devices.md): its portrait size in points, its size
/// classes in each orientation, its display scale and safe-area insets, and, for iPads, the widths
/// of the multitasking splits.
///
/// Every entry is part of the user-facing contract (golden files depend on its numbers), so a
/// device is added deliberately, never guessed. `all` is the classic table of the first release;
/// `modern` (DeviceTable.swift) the iPhones and iPads of today, with their aliases.
public struct Device: Hashable, Sendable {
    /// The name users type after `--device`, lower case (`iphone6plus`); for a device found by
    /// `named`, the name (or alias) as typed, lower-cased.
    public var name: String
    /// Other names of the same geometry (`iphonexs` for `iphonex`).
    public var aliases: [String] = []
    /// The display scale (2 or 3): the default `--scale` under `--ios 11` and later.
    public var scale: Double = 2
    /// The safe area's top and bottom insets in portrait, as iOS 18 reports them.
    public var safeTop: Double = 20
    public var safeBottom: Double = 0
    /// An iPhone's left and right inset in landscape (the sensor housing), and its bottom there.
    /// iPads keep their portrait insets in landscape.
    public var landscapeSide: Double = 0
    public var landscapeBottom: Double = 0
    public var portraitWidth: Double
    public var portraitHeight: Double
    public var portraitTraits: SizeClassTraits
    public var landscapeTraits: SizeClassTraits
    public var isPad: Bool
    /// The app's width for each iPad split, per orientation; empty for iPhones.
    public var splits: [SplitKey: SplitWidth]

    /// A split cell of the table: which share, in which orientation.
    public struct SplitKey: Hashable, Sendable {
        public var fraction: SplitFraction
        public var landscape: Bool

        public init(_ fraction: SplitFraction, landscape: Bool) {
            self.fraction = fraction
            self.landscape = landscape
        }
    }

    /// The app's width in a split and the horizontal size class UIKit gives it there.
    public struct SplitWidth: Hashable, Sendable {
        public var width: Double
        public var horizontal: SizeClass

        public init(_ width: Double, _ horizontal: SizeClass) {
            self.width = width
            self.horizontal = horizontal
        }
    }

    public init(
        name: String, portraitWidth: Double, portraitHeight: Double, portraitTraits: SizeClassTraits,
        landscapeTraits: SizeClassTraits, isPad: Bool, splits: [SplitKey: SplitWidth] = [:],
        aliases: [String] = [], scale: Double = 2, safeTop: Double = 20, safeBottom: Double = 0,
        landscapeSide: Double = 0, landscapeBottom: Double = 0
    ) {
        self.aliases = aliases
        self.scale = scale
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.landscapeSide = landscapeSide
        self.landscapeBottom = landscapeBottom
        self.name = name
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.portraitTraits = portraitTraits
        self.landscapeTraits = landscapeTraits
        self.isPad = isPad
        self.splits = splits
    }

    /// The split cell for `fraction` in an orientation; `nil` for an iPhone or a split that does
    /// not exist (an iPad in portrait has no 1/2 split).
    public func split(_ fraction: SplitFraction, landscape: Bool) -> SplitWidth? {
        splits[SplitKey(fraction, landscape: landscape)]
    }

    /// The safe area's insets in an orientation: iPhones hide the status bar in landscape (top 0)
    /// and inset both sides; iPads keep their portrait insets.
    public func safeArea(landscape: Bool) -> EdgeInsets {
        guard landscape, !isPad else { return EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0) }
        return EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide)
    }

    /// Whether the device first shipped with iOS 11 or later: a notched or Dynamic Island iPhone, or
    /// an iPad with rounded corners, which its safe area tells (a top inset beyond the 20-point
    /// status bar, or a bottom inset for the home indicator). Such a device is laid out with
    /// today's UIKit unless the release is given (`LayoutEnvironment.environments`).
    public var impliesTodaysUIKit: Bool { safeTop > 20 || safeBottom > 0 }

    /// Whether `name` is one of the classic table's six (`all`): those print no safe area under
    /// `--ios 7`, as before.
    public static func isClassic(_ name: String) -> Bool {
        all.contains { $0.name == name.lowercased() }
    }

    /// The device called `name` (a name or an alias), ignoring case (`iPhone6` finds `iphone6`),
    /// with `name` set to what was typed, lower-cased. A classic name finds its classic entry.
    public static func named(_ name: String) -> Device? {
        let lowered = name.lowercased()
        if let classic = all.first(where: { $0.name == lowered }) { return classic }
        guard var device = modern.first(where: { $0.name == lowered || $0.aliases.contains(lowered) }) else {
            return nil
        }
        device.name = lowered
        return device
    }

    /// Every name `named` knows, for suggestions: the classic names, then the modern names and aliases.
    public static var allNames: [String] {
        var names = all.map(\.name)
        for device in modern {
            for name in [device.name] + device.aliases where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Every built-in device, in the order of docs/devices.md (also the order of help and completions).
    public static let all: [Device] = {
        let cR = SizeClassTraits(horizontal: .compact, vertical: .regular)
        let cC = SizeClassTraits(horizontal: .compact, vertical: .compact)
        let rC = SizeClassTraits(horizontal: .regular, vertical: .compact)
        let rR = SizeClassTraits(horizontal: .regular, vertical: .regular)
        func iPhone(_ name: String, _ width: Double, _ height: Double, landscape: SizeClassTraits) -> Device {
            Device(
                name: name, portraitWidth: width, portraitHeight: height, portraitTraits: cR,
                landscapeTraits: landscape, isPad: false, scale: name == "iphone6plus" ? 3 : 2)
        }
        // Split cells: landscape 2/3, 1/2, 1/3, then portrait 2/3, 1/3 (portrait has no 1/2).
        func iPad(_ name: String, _ width: Double, _ height: Double, _ cells: [SplitWidth]) -> Device {
            let keys = [
                SplitKey(.twoThirds, landscape: true), SplitKey(.half, landscape: true),
                SplitKey(.oneThird, landscape: true), SplitKey(.twoThirds, landscape: false),
                SplitKey(.oneThird, landscape: false),
            ]
            return Device(
                name: name, portraitWidth: width, portraitHeight: height, portraitTraits: rR,
                landscapeTraits: rR, isPad: true,
                splits: Dictionary(uniqueKeysWithValues: zip(keys, cells)))
        }
        return [
            iPhone("iphone4s", 320, 480, landscape: cC),
            iPhone("iphone5", 320, 568, landscape: cC),
            iPhone("iphone6", 375, 667, landscape: cC),
            iPhone("iphone6plus", 414, 736, landscape: rC),
            iPad(
                "ipad", 768, 1024,
                [
                    SplitWidth(694, .regular), SplitWidth(507, .compact), SplitWidth(320, .compact),
                    SplitWidth(438, .compact), SplitWidth(320, .compact),
                ]),
            iPad(
                "ipadpro", 1024, 1366,
                [
                    SplitWidth(981, .regular), SplitWidth(678, .regular), SplitWidth(375, .compact),
                    SplitWidth(639, .compact), SplitWidth(375, .compact),
                ]),
        ]
    }()
}

/// The app's share of an iPad's width in Slide Over / Split View (`--split`).
public enum SplitFraction: String, Hashable, Sendable, CaseIterable {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"
}
