/// A wrapping label (`view … text=WxL lines=N`): its intrinsic size at a width w is
/// `min(W, w) × min(lines(w), N) × L`, and the IR constraints that carry that size (hugging and
/// compression resistance, per axis), whose constants the layout updates pass by pass.
public struct TextLabel: Hashable, Sendable {
    public var item: Int
    /// W: the text's length on one line.
    public var length: Double
    /// L: one line's height.
    public var lineHeight: Double
    /// UIKit's `numberOfLines`; 0 is unlimited.
    public var lines: Int
    /// Indices into `ConstraintSystem.constraints` of the width and height pairs.
    public var widthConstraints: [Int]
    public var heightConstraints: [Int]

    public init(
        item: Int, length: Double, lineHeight: Double, lines: Int, widthConstraints: [Int], heightConstraints: [Int]
    ) {
        self.item = item
        self.length = length
        self.lineHeight = lineHeight
        self.lines = lines
        self.widthConstraints = widthConstraints
        self.heightConstraints = heightConstraints
    }

    /// The narrowest preferred width a label wraps at: far below any pixel, far above rounding.
    public static let smallestPreferredWidth = 1e-6

    /// The intrinsic size with `preferredMaxLayoutWidth` = `width`; 0 (or less) means no
    /// preference, UIKit's one-line size.
    public func intrinsicSize(preferredWidth width: Double) -> (width: Double, height: Double) {
        // A width within rounding of 0 (a label squeezed to nothing: 7e-15) is no preference, as
        // 0 is; dividing by it gave 1e18 lines, whose constants broke required constraints.
        guard width > Self.smallestPreferredWidth, length > width else { return (length, lineHeight) }
        let ratio = length / width
        let nearest = ratio.rounded()
        var count = abs(ratio - nearest) <= 0.001 ? nearest : ratio.rounded(.up)
        if lines > 0 { count = min(count, Double(lines)) }
        return (width, count * lineHeight)
    }
}
