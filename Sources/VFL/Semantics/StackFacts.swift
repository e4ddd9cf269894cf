import VFLSyntax

/// One `stack` declaration in force, resolved: its item, its arranged views that the item table
/// accepted (in order), its spacing and custom spacings as numbers, and which arranged views are
/// visible. What `StackEmitter` lowers to UIKit's `UISV-` constraints.
struct StackFacts {
    /// The stack's layout margins with `margins=true` (UIView's default, under every iOS).
    static let margin = 8.0

    var stack: Int
    var declaration: StackDeclaration
    var arranged: [(item: Int, name: Identifier)]
    var spacing: Double
    /// `spacingAfter=` by arranged view.
    var custom: [Int: Double]
    var visible: [(item: Int, name: Identifier)]
    /// The stack's layout margins (physical): its own `margins=`, else 8 on every side.
    var margins: EdgeInsets
    /// `--rtl`: the leading edge is the right one.
    var rightToLeft: Bool

    /// The inset of the stack's canvas edge (or centre) from the stack's own (its layout margins),
    /// with `margins=true`.
    func inset(_ attribute: LayoutAttribute) -> Double {
        guard declaration.marginsRelative else { return 0 }
        switch attribute {
        case .leading: return rightToLeft ? margins.right : margins.left
        case .trailing: return -(rightToLeft ? margins.left : margins.right)
        case .left: return margins.left
        case .right: return -margins.right
        case .top, .firstBaseline: return margins.top
        case .bottom, .lastBaseline: return -margins.bottom
        // The margins guide's centre: off the stack's own by half the difference of its insets.
        case .centerX: return (margins.left - margins.right) / 2
        case .centerY: return (margins.top - margins.bottom) / 2
        default: return 0
        }
    }
}
