import VFL

/// The layout margins of a table view cell's content view as the Xcode that saved the document
/// stored them, read from the frames Xcode stored in public documents (Benchmarks/README.md).
/// "Wide" is a table more than 375 points wide, or any table on a device that is (a narrower
/// table on a wider phone still has 20); a xib's own cell, the cell more than 375 points wide, or
/// more than the library's 320 on a phone wider than 375. A static cell's table is the one its
/// section is in.
///
/// | toolsVersion | sides | top | bottom |
/// |---|---|---|---|
/// | before 13500 (Xcode 9.0 and earlier) | 8; before 13000 (Xcode 8 and earlier) on a phone, 15 for a content view that preserves its cell's margins in a cell that preserves its table's | 8 | 8; a xib's own cell before 12000: 9 less the separator |
/// | 13500–13999 (Xcode 9.1 to 9.4) | 15 on the iPhone 8 class in a table that is a subview (not a table view controller's view), else 16 | 11 | 11 less the separator (10.5) |
/// | 14000–16999 | 16; 20 when wide, but not on an iPad; 15 on the iPhone 8 class in a table that is a subview (not a table view controller's view), at any width from 14800, and from 14800 for a xib's own cell, but for a content view preserving the cell's margins | 11 | 11 less the separator |
/// | 17000 on | 16; 20 when wide, but not on an iPad | 11 | 11 |
/// | 23700–32699 (Xcode 16.3 up to 26), a phone with a home indicator | 16; 20 when wide | 15 | 15 |
///
/// A cell with an accessory (a disclosure indicator, a checkmark) has 8 on its trailing side
/// (Xcode 9 on). A cell that sets its own `layoutMargins` raises its content view's to them where
/// the content view preserves its superview's margins.
struct CellContentMargins {
    var toolsVersion: Int
    /// The table's `style` (`plain`, `grouped`, `insetGrouped`); `nil` for a xib's own cell. Only
    /// whether there is a table changes the margins: Xcode 9.1 to 11's 15 or 16 follow whether
    /// the table is a table view controller's (`isControllerView`), not its style.
    var tableStyle: String?
    var cellWidth: Double
    /// How much taller the cell is than its content view (the separator: 0.5, or 0).
    var separator: Double
    var hasAccessory: Bool
    /// The table's stored width; `nil` for a xib's own cell.
    var tableWidth: Double?
    /// The width of the document's device in its orientation, where it names one vflc models.
    var deviceWidth: Double? = nil
    /// The kind of the document's device.
    var device = DeviceKind.unknown
    /// Whether its table is a table view controller's view (`<tableView key="view">`), not a
    /// subview of a view controller's view. Static cells (`dataMode="static"`) are only ever in one.
    var isControllerView = false
    /// Whether the content view preserves its cell's margins (`preservesSuperviewLayoutMargins`).
    var preservesCellMargins = false
    /// Whether the cell preserves its table's margins (its own `preservesSuperviewLayoutMargins`).
    var cellPreservesTableMargins = false
    /// The cell's own `layoutMargins` when it sets them and its content view preserves its
    /// superview's margins (`preservesSuperviewLayoutMargins`): each side is then at least the cell's.
    var cellMargins: EdgeInsets? = nil

    /// What the margins depend on of the document's device.
    enum DeviceKind {
        /// A phone of the iPhone 8 class at most 375 points wide (`retina4_7`, `retina4_0`,
        /// `retina3_5`).
        case classicPhone
        /// A phone without a home indicator wider than 375 points (`retina5_5`).
        case widePhone
        /// A phone with a home indicator (an iPhone X or later).
        case homeIndicatorPhone
        case pad
        /// No device (the "Any" canvas), or one vflc does not model.
        case unknown

        init(_ device: Device?) {
            guard let device else {
                self = .unknown
                return
            }
            if device.isPad {
                self = .pad
            } else if device.safeArea(landscape: false).bottom > 0 {
                self = .homeIndicatorPhone
            } else {
                self = device.portraitWidth <= 375 ? .classicPhone : .widePhone
            }
        }

        var isPhone: Bool { self != .pad && self != .unknown }
    }

    /// The first toolsVersion whose cells have Xcode 9's 11-point top and 15- or 16-point sides:
    /// Xcode 9.0 (13122, 13196) still drew Xcode 8's 8 on every side, Xcode 9.1 (13528) on did not.
    static let firstElevenPointTools = 13500

    var insets: EdgeInsets {
        let own = defaultInsets
        guard let cell = cellMargins else { return own }
        return own.atLeast(cell)
    }

    /// The margins of a content view that takes nothing from its cell.
    private var defaultInsets: EdgeInsets {
        if toolsVersion < Self.firstElevenPointTools {
            // Before 12000 a xib's cell was laid out a point shorter than it is stored.
            let xib = tableStyle == nil && toolsVersion < 12000
            // Xcode 8 and earlier (iOS 8 to 10) drew a phone's table with 15-point side margins,
            // which a cell in it that preserves them passes on to a content view that preserves
            // the cell's.
            let fromTable = preservesCellMargins && cellPreservesTableMargins && tableStyle != nil
            let side: Double = toolsVersion < 13000 && device.isPhone && fromTable ? 15 : 8
            return EdgeInsets(
                top: 8, left: side, bottom: xib ? max(0, 9 - separator) : 8, right: hasAccessory ? 8 : side)
        }
        // Xcode 9.1 to Xcode 11 drew the cells of a table that is a subview of a view
        // controller's view with 15-point sides on the iPhone 8 class; those of a table view
        // controller's table (static cells among them) with 16, its margins.
        let subviewTable = tableStyle != nil && !isControllerView
        let side: Double
        if toolsVersion < 14000 {
            // A xib's own cell (no table) has 16, as from Xcode 10 on.
            side = device == .classicPhone && subviewTable ? 15 : 16
        } else if toolsVersion < 14800, device == .classicPhone, subviewTable {
            // Xcode 10.0 and 10.1 kept Xcode 9's 15 (a xib's own cell has 16, or 20 when wide).
            side = 15
        } else if (14800..<17000).contains(toolsVersion), device == .classicPhone, subviewTable || tableStyle == nil,
            !preservesCellMargins
        {
            // Xcode 10.2 to Xcode 11 kept it too, at any width, and for a xib's own cell, for a
            // content view of its own margins (one that preserves its cell's takes the cell's 16).
            side = 15
        } else {
            // On an iPad 16 at any width (5 of 5 scenes of two repositories' tables 704 and 834
            // points wide). A table narrower than a wider phone has the phone's 20; so does a
            // xib's own cell resized wider than the library's 320 points.
            let wide: Bool
            if let tableWidth {
                wide = max(tableWidth, deviceWidth ?? 0) > 375
            } else {
                wide = cellWidth > 375 || (deviceWidth ?? 0) > 375 && cellWidth > 320
            }
            side = device != .pad && wide ? 20 : 16
        }
        let vertical: Double =
            InterfaceBuilderDevice.doubledInsetsTools.contains(toolsVersion) && device == .homeIndicatorPhone ? 15 : 11
        let bottom = toolsVersion < 17000 ? max(0, vertical - separator) : vertical
        return EdgeInsets(top: vertical, left: side, bottom: bottom, right: hasAccessory ? 8 : side)
    }
}
