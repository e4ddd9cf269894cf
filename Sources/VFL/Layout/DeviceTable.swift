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

    /// The modern table (iOS 18's numbers), checkable line by line against Apple's published
    /// sizes: names first (the first is the device's name, the rest aliases).
    private static let rows: [Row] = [
        // iPhones: points, scale, wR in landscape?, safe P top/bottom, safe L side/bottom.
        Row(names: ["iphonese1", "iphone5"], width: 320, height: 568, scale: 2, top: 20, bottom: 0),
        Row(
            names: ["iphonese3", "iphonese2", "iphone8", "iphone6"], width: 375, height: 667, scale: 2, top: 20,
            bottom: 0),
        Row(
            names: ["iphone8plus", "iphone6plus"], width: 414, height: 736, scale: 3, landscapeRegular: true, top: 20,
            bottom: 0),
        Row(
            names: ["iphonex", "iphonexs", "iphone11pro"], width: 375, height: 812, scale: 3, top: 44, bottom: 34,
            side: 44, landscapeBottom: 21),
        Row(
            names: ["iphonexsmax", "iphone11promax"], width: 414, height: 896, scale: 3, landscapeRegular: true,
            top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        Row(
            names: ["iphonexr", "iphone11"], width: 414, height: 896, scale: 2, landscapeRegular: true, top: 48,
            bottom: 34, side: 48, landscapeBottom: 21),
        Row(
            names: ["iphone12mini", "iphone13mini"], width: 375, height: 812, scale: 3, top: 50, bottom: 34, side: 50,
            landscapeBottom: 21),
        Row(
            names: ["iphone12", "iphone12pro", "iphone13", "iphone13pro", "iphone14", "iphone16e"], width: 390,
            height: 844, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        Row(
            names: ["iphone12promax", "iphone13promax", "iphone14plus"], width: 428, height: 926, scale: 3,
            landscapeRegular: true, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        Row(
            names: ["iphone15", "iphone14pro", "iphone15pro", "iphone16"], width: 393, height: 852, scale: 3, top: 59,
            bottom: 34, side: 59, landscapeBottom: 21),
        Row(
            names: ["iphone15promax", "iphone14promax", "iphone15plus", "iphone16plus"], width: 430, height: 932,
            scale: 3, landscapeRegular: true, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        Row(
            names: ["iphone16pro", "iphone17", "iphone17pro"], width: 402, height: 874, scale: 3, top: 62, bottom: 34,
            side: 62, landscapeBottom: 21),
        Row(
            names: ["iphone16promax", "iphone17promax"], width: 440, height: 956, scale: 3, landscapeRegular: true,
            top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        Row(
            names: ["iphoneair"], width: 420, height: 912, scale: 3, landscapeRegular: true, top: 68, bottom: 34,
            side: 68, landscapeBottom: 21),
        Row(names: ["iphone4s"], width: 320, height: 480, scale: 2, top: 20, bottom: 0),
        // iPads: points, scale, safe top/bottom (the same in landscape), Split View widths.
        Row(
            names: ["ipad"], width: 768, height: 1024, scale: 2, top: 20, bottom: 0, isPad: true,
            splits: [694, 507, 320, 438, 320]),
        Row(
            names: ["ipadpro"], width: 1024, height: 1366, scale: 2, top: 20, bottom: 0, isPad: true,
            splits: [981, 678, 375, 639, 375]),
        Row(
            names: ["ipadpro129", "ipadair13"], width: 1024, height: 1366, scale: 2, top: 24, bottom: 20, isPad: true,
            splits: [981, 678, 375, 639, 375]),
        Row(
            names: ["ipad102"], width: 810, height: 1080, scale: 2, top: 20, bottom: 0, isPad: true,
            splits: [750, 535, 320, 480, 320]),
        Row(
            names: ["ipadpro105", "ipadair3"], width: 834, height: 1112, scale: 2, top: 20, bottom: 0, isPad: true,
            splits: [782, 551, 320, 504, 320]),
        // Derived split rows (divider 10: wide = width − narrow − 10, half = width/2 − 5), not measured.
        Row(
            names: ["ipadmini6"], width: 744, height: 1133, scale: 2, top: 24, bottom: 20, isPad: true,
            splits: [748, 561.5, 375, 414, 320]),
        Row(
            names: ["ipadair11", "ipad10"], width: 820, height: 1180, scale: 2, top: 24, bottom: 20, isPad: true,
            splits: [795, 585, 375, 490, 320]),
        Row(
            names: ["ipadpro11"], width: 834, height: 1194, scale: 2, top: 24, bottom: 20, isPad: true,
            splits: [809, 592, 375, 504, 320]),
        Row(
            names: ["ipadpro13"], width: 1032, height: 1376, scale: 2, top: 24, bottom: 20, isPad: true,
            splits: [991, 683, 375, 647, 375]),
    ]

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
