import VFLSyntax

/// What the `view` declarations in force say about one view, merged (the last declaration in force
/// winning, key by key): whether it is hidden, its intrinsic lengths (what a `fillProportionally`
/// stack divides by), its baselines and layout margins, its autoresizing frame and mask, and the
/// design size its children's frames were written at.
struct ViewFacts {
    var isHidden = false
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var lastBaseline: Double?
    var firstBaseline: Double?
    var margins: EdgeInsets?
    var frame: AutoresizingFrame?
    var designSize: (width: Double, height: Double)?
    /// `drawn=`: where the view was drawn, relative to its parent.
    var drawn: Rect?
}

/// A view's frame and mask (`frame=`, `autoresizing=`), checked: the view keeps
/// `translatesAutoresizingMaskIntoConstraints` and UIKit makes its constraints.
struct AutoresizingFrame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var mask: Set<AutoresizingSyntax.Member>
    var range: SourceRange
}

/// One `view` declaration in force with an intrinsic content size (`intrinsic=`) or wrapping
/// text (`text=`), its numbers checked: what `IntrinsicSizeEmitter` turns into UIKit's hugging and
/// compression-resistance pairs, at the declaration's place in the file.
struct ContentSize {
    /// One axis's length and priorities; a `nil` priority was written and is unusable (reported).
    struct Axis {
        var attribute: LayoutAttribute
        var length: Double
        var hugging: Double?
        var compressionResistance: Double?
    }

    var item: Int
    /// The axes written (kept inline: a declaration allocates nothing for them).
    var width: Axis?
    var height: Axis?
    /// `intrinsic=` or `text=`, for the constraints' origins.
    var range: SourceRange
    /// `text=WxL lines=N`: the label's one-line length, line height and line count (0 = unlimited).
    var text: (length: Double, lineHeight: Double, lines: Int)?

    /// What a later declaration in force gives replaces this one's, axis by axis.
    mutating func merge(_ later: ContentSize) {
        width = later.width ?? width
        height = later.height ?? height
        if later.text != nil { text = later.text }
        range = later.range
    }
}
