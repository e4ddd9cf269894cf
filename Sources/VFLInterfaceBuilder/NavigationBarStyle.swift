/// How tall a navigation bar is drawn over a view controller: `ContainerBars` records the bar
/// UIKit's phones drew before iOS 26 (44 points, 96 with large titles); where and when Xcode drew
/// another, the style says so.
enum NavigationBarStyle: Equatable {
    /// A phone's, or an iPad's before Xcode 10: the bar as recorded.
    case phone
    /// An iPad's since iOS 12 (Xcode 10 on, and `--device` on an iPad): 50 points; large
    /// titles as recorded.
    case pad
    /// iOS 26's, as Xcode 26 draws it (`InterfaceBuilderDevice.tallNavigationBarTools`) on
    /// phones and iPads alike: 10 points taller, 54 (106 with large titles).
    case tall

    /// The style of the Xcode of `toolsVersion` drawing on the document's own device.
    init(toolsVersion: Int, isPad: Bool) {
        if InterfaceBuilderDevice.tallNavigationBarTools.contains(toolsVersion) {
            self = .tall
        } else if isPad && toolsVersion >= Self.firstPadTools {
            self = .pad
        } else {
            self = .phone
        }
    }

    /// The first toolsVersion whose Xcode (10) draws an iPad's navigation bar 50 high; Xcode 9.3
    /// (14109) drew 44.
    static let firstPadTools = 14300
    static let padHeight = 50.0
    static let tallExtra = 10.0

    /// The drawn height of a bar `ContainerBars` recorded as `recorded` points high.
    func height(_ recorded: Double) -> Double {
        switch self {
        case .phone: recorded
        case .pad: recorded == ContainerBars.barHeight ? Self.padHeight : recorded
        case .tall: recorded > 0 ? recorded + Self.tallExtra : 0
        }
    }
}
