import VFLSyntax

extension Device {
    /// One row of the modern table, as docs/devices.md prints it: points (portrait), scale, the
    /// landscape horizontal class (portrait is always `wC hR` for an iPhone, `wR hR` for an iPad),
    /// safe-area insets (portrait top, bottom; landscape side, bottom), and for iPads the Split
    /// View widths (landscape 2/3, 1/2, 1/3, portrait 2/3, 1/3; ≥ 678 points is regular width).
    private struct Row {
        var names: [String]
        var width: Double
        var height: Double
        var scale: Double
        var landscapeRegular = false
        var top: Double
        var bottom: Double
        var side: Double = 0
        var landscapeBottom: Double = 0
        var isPad = false
        var splits: [Double] = []
    }

    /// An iPhone row: name, aliases (space-separated), points (portrait), scale, landscape width
    /// class, safe area in portrait (top, bottom) and in landscape (each side, bottom).
    private static func phone(
        _ name: String, _ aliases: String, _ width: Double, _ height: Double, _ scale: Double,
        _ landscape: SizeClass, _ top: Double, _ bottom: Double, _ side: Double, _ landscapeBottom: Double
    ) -> Row {
        Row(
            names: [name] + aliases.split(separator: " ").map(String.init), width: width, height: height,
            scale: scale, landscapeRegular: landscape == .regular, top: top, bottom: bottom, side: side,
            landscapeBottom: landscapeBottom)
    }

    /// An iPad row: name, aliases, points (portrait), scale, safe area (top, bottom; the same in
    /// landscape), Split View widths (landscape 2/3, 1/2, 1/3, portrait 2/3, 1/3).
    private static func pad(
        _ name: String, _ aliases: String, _ width: Double, _ height: Double, _ scale: Double, _ top: Double,
        _ bottom: Double, _ splits: [Double]
    ) -> Row {
        Row(
            names: [name] + aliases.split(separator: " ").map(String.init), width: width, height: height,
            scale: scale, top: top, bottom: bottom, isPad: true, splits: splits)
    }

    /// The modern table (iOS 18's numbers), checkable line by line against Apple's published
    /// sizes. `wC`/`wR`: the landscape width class.
    private static let rows: [Row] = [
        // name, aliases, points (portrait), scale, landscape width class, safe P top,bottom, safe L side,bottom
        phone("iphonese1", "iphone5", 320, 568, 2, wC, 20, 0, 0, 0),
        phone("iphonese3", "iphonese2 iphone8 iphone6", 375, 667, 2, wC, 20, 0, 0, 0),
        phone("iphone8plus", "iphone6plus", 414, 736, 3, wR, 20, 0, 0, 0),
        phone("iphonex", "iphonexs iphone11pro", 375, 812, 3, wC, 44, 34, 44, 21),
        phone("iphonexsmax", "iphone11promax", 414, 896, 3, wR, 44, 34, 44, 21),
        phone("iphonexr", "iphone11", 414, 896, 2, wR, 48, 34, 48, 21),
        phone("iphone12mini", "iphone13mini", 375, 812, 3, wC, 50, 34, 50, 21),
        phone("iphone12", "iphone12pro iphone13 iphone13pro iphone14 iphone16e", 390, 844, 3, wC, 47, 34, 47, 21),
        phone("iphone12promax", "iphone13promax iphone14plus", 428, 926, 3, wR, 47, 34, 47, 21),
        phone("iphone15", "iphone14pro iphone15pro iphone16", 393, 852, 3, wC, 59, 34, 59, 21),
        phone("iphone15promax", "iphone14promax iphone15plus iphone16plus", 430, 932, 3, wR, 59, 34, 59, 21),
        phone("iphone16pro", "iphone17 iphone17pro", 402, 874, 3, wC, 62, 34, 62, 21),
        phone("iphone16promax", "iphone17promax", 440, 956, 3, wR, 62, 34, 62, 21),
        phone("iphoneair", "", 420, 912, 3, wR, 68, 34, 68, 21),
        phone("iphone4s", "", 320, 480, 2, wC, 20, 0, 0, 0),
        // name, aliases, points (portrait), scale, safe top,bottom, splits L 2/3,1/2,1/3, P 2/3,1/3
        pad("ipad", "", 768, 1024, 2, 20, 0, [694, 507, 320, 438, 320]),
        pad("ipadpro", "", 1024, 1366, 2, 20, 0, [981, 678, 375, 639, 375]),
        pad("ipadpro129", "ipadair13", 1024, 1366, 2, 24, 20, [981, 678, 375, 639, 375]),
        pad("ipad102", "", 810, 1080, 2, 20, 0, [750, 535, 320, 480, 320]),
        pad("ipadpro105", "ipadair3", 834, 1112, 2, 20, 0, [782, 551, 320, 504, 320]),
        // Derived split widths (a 10-point divider: wide = width − narrow − 10, half = width/2 − 5).
        pad("ipadmini6", "", 744, 1133, 2, 24, 20, [748, 561.5, 375, 414, 320]),
        pad("ipadair11", "ipad10", 820, 1180, 2, 24, 20, [795, 585, 375, 490, 320]),
        pad("ipadpro11", "", 834, 1194, 2, 24, 20, [809, 592, 375, 504, 320]),
        pad("ipadpro13", "", 1032, 1376, 2, 24, 20, [991, 683, 375, 647, 375]),
    ]

    private static let wC = SizeClass.compact
    private static let wR = SizeClass.regular

    /// The iPads whose Split View widths are derived from the 10-point divider, not measured.
    public static let derivedSplitDevices: Set<String> = ["ipadmini6", "ipadair11", "ipadpro13"]

    /// The narrowest regular-width Split View share.
    static let regularSplitWidth = 678.0

    /// Every modern device, in the order of docs/devices.md.
    public static let modern: [Device] = rows.map { row in
        let compact = SizeClassTraits(horizontal: .compact, vertical: .regular)
        let regular = SizeClassTraits(horizontal: .regular, vertical: .regular)
        let keys = [
            SplitKey(.twoThirds, landscape: true), SplitKey(.half, landscape: true),
            SplitKey(.oneThird, landscape: true), SplitKey(.twoThirds, landscape: false),
            SplitKey(.oneThird, landscape: false),
        ]
        let cells = row.splits.map { SplitWidth($0, $0 >= regularSplitWidth ? .regular : .compact) }
        return Device(
            name: row.names[0], portraitWidth: row.width, portraitHeight: row.height,
            portraitTraits: row.isPad ? regular : compact,
            landscapeTraits: row.isPad
                ? regular : SizeClassTraits(horizontal: row.landscapeRegular ? .regular : .compact, vertical: .compact),
            isPad: row.isPad, splits: Dictionary(uniqueKeysWithValues: zip(keys, cells)),
            aliases: Array(row.names.dropFirst()), scale: row.scale, safeTop: row.top, safeBottom: row.bottom,
            landscapeSide: row.side, landscapeBottom: row.landscapeBottom)
    }
}
