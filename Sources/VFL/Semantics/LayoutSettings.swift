import VFLSyntax

/// The file's settings in force for one set of size classes: the standard spaces, the layout
/// guides' lengths, the safe area's insets and the root's own layout margins.
struct LayoutSettings {
    /// `spacing sibling=`: the standard space between siblings.
    var siblingSpacing = 8.0
    /// `spacing superview=`: the standard space to the superview's edge.
    var superviewSpacing = 20.0
    /// Whether the file's `spacing superview=` applies: then a bare `-` next to `|` is that far
    /// from the edge under today's UIKit, instead of on the margin.
    var superviewSpacingIsSet = false
    var topGuideLength: Double
    var bottomGuideLength: Double
    /// The safe area's insets in force (the device's, then the file's `safeArea` and, under
    /// today's UIKit, `layoutGuides`).
    var safeArea: EdgeInsets
    /// The root's own `margins=` (`view root margins=…`), before the system minimum and safe area.
    var rootOwnMargins: EdgeInsets?
    /// The file's `design WxH`: the root's size when its children's frames were written.
    var rootDesignSize: (width: Double, height: Double)?
    /// Whether the file writes a `design` statement, usable or not.
    var rootDesignIsWritten = false

    init(environment: LoweringEnvironment, rootDesignSize: (width: Double, height: Double)?) {
        topGuideLength = environment.topLayoutGuide ?? 0
        bottomGuideLength = environment.bottomLayoutGuide ?? 0
        safeArea = environment.safeArea ?? .zero
        self.rootDesignSize = rootDesignSize
    }

    /// The root's layout margins under today's UIKit: the system minimum `minimum` (16 on
    /// phones narrower than 414 points, 20 on wider screens and in regular width:
    /// `LoweringEnvironment.systemMinimumMargin`) on the sides, or its own `margins=` where larger,
    /// plus the safe area (`insetsLayoutMarginsFromSafeArea`, unless `insetBySafeArea` is false).
    func rootMargins(minimum: Double, insetBySafeArea: Bool = true) -> EdgeInsets {
        let own = rootOwnMargins ?? .zero
        let inset = insetBySafeArea ? safeArea : .zero
        return EdgeInsets(
            top: max(own.top, 0) + inset.top, left: max(own.left, minimum) + inset.left,
            bottom: max(own.bottom, 0) + inset.bottom, right: max(own.right, minimum) + inset.right)
    }
}
