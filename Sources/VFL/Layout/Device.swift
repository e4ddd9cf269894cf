import VFLSyntax

/// A device from the built-in table (docs/devices.md): its portrait size in points, its size classes
/// in each orientation, and, for iPads, the widths of the multitasking splits.
///
/// Only the contract's seed devices are listed: every entry is part of the user-facing contract
/// (golden files depend on its numbers), so a device is added deliberately, never guessed.
public struct Device: Hashable, Sendable {
    /// The name users type after `--device`, lower case (`iphone6plus`).
    public var name: String
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
        landscapeTraits: SizeClassTraits, isPad: Bool, splits: [SplitKey: SplitWidth] = [:]
    ) {
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

    /// The device called `name`, ignoring case (`iPhone6` finds `iphone6`).
    public static func named(_ name: String) -> Device? {
        let lowered = name.lowercased()
        return all.first { $0.name == lowered }
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
                landscapeTraits: landscape, isPad: false)
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
