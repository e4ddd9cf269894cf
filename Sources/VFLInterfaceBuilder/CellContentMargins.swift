import VFL

/// The layout margins of a table view cell's content view as the Xcode that saved the document
/// stored them, read from the frames Xcode stored in public documents (Benchmarks/README.md):
///
/// | toolsVersion | sides | top, bottom |
/// |---|---|---|
/// | before 12000 (Xcode 8 and earlier) | 8 | 8 |
/// | 12000–13999 (Xcode 9) | 16 in a grouped table, else 15 | 11; the bottom less the separator (10.5) |
/// | 14000–21999 | 16; 20 on a device 414 points wide or more (a xib's cell: wider than 375) | 11 (before 17000, the bottom less the separator) |
/// | 22000 on | as before, and 20 in any plain table | 11 |
///
/// A cell with an accessory (a disclosure indicator, a checkmark) has 8 on its trailing side.
struct CellContentMargins {
    var toolsVersion: Int
    /// The table's `style` (`plain`, `grouped`, `insetGrouped`); `nil` for a xib's own cell.
    var tableStyle: String?
    var cellWidth: Double
    /// How much taller the cell is than its content view (the separator: 0.5, or 0).
    var separator: Double
    var hasAccessory: Bool
    /// The table's stored width; `nil` for a xib's own cell.
    var tableWidth: Double?
    /// The cell's own `layoutMargins` when it sets them and its content view preserves its
    /// superview's margins (`preservesSuperviewLayoutMargins`): each side is then at least the cell's.
    var cellMargins: EdgeInsets? = nil

    var insets: EdgeInsets {
        if toolsVersion < 12000 {
            return EdgeInsets(top: 8, left: 8, bottom: tableStyle == nil ? max(0, 9 - separator) : 8, right: 8)
        }
        var side: Double
        var bottom = 11.0
        let wide = (tableWidth ?? cellWidth) > 375
        switch toolsVersion {
        case ..<14000:
            side = tableStyle == "grouped" ? 16 : 15
        default:
            side = wide ? 20 : 16
        }
        if toolsVersion < 17000 { bottom = max(0, 11 - separator) }
        let own = EdgeInsets(top: 11, left: side, bottom: bottom, right: hasAccessory ? 8 : side)
        guard let cell = cellMargins else { return own }
        return EdgeInsets(
            top: max(own.top, cell.top), left: max(own.left, cell.left), bottom: max(own.bottom, cell.bottom),
            right: max(own.right, cell.right))
    }
}
