/// `stack toolbar in=root axis=horizontal distribution=fillEqually alignment=center spacing=8
/// spacingAfter=back:20 margins=true baselineRelative=false arranged=back,title,done`: a
/// UIStackView and its arranged views, in order.
public struct StackDeclaration: Sendable {
    /// UIStackView.Distribution, named as in Swift.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIStackView.Alignment, named as in Swift. `top` is `leading` and `bottom` is `trailing`
    /// (one raw value each in UIKit); the names are kept as written for the Swift output.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

        /// `top` as `leading`, `bottom` as `trailing`: what the layout depends on.
        public var canonical: Alignment {
            switch self {
            case .top: .leading
            case .bottom: .trailing
            default: self
            }
        }
    }

    /// `spacingAfter=title:20`: UIKit's `setCustomSpacing(_:after:)`.
    public struct CustomSpacing: Sendable {
        public var view: Identifier
        public var spacing: ConstantSyntax

        public init(view: Identifier, spacing: ConstantSyntax) {
            self.view = view
            self.spacing = spacing
        }
    }

    public var name: Identifier
    public var parent: Identifier?
    public var axis: Axis = .horizontal
    public var axisRange: SourceRange?
    public var distribution: Distribution = .fill
    public var distributionRange: SourceRange?
    public var alignment: Alignment = .fill
    public var alignmentRange: SourceRange?
    /// A number or a metric; `nil` is UIKit's default, 0.
    public var spacing: ConstantSyntax?
    public var customSpacings: [CustomSpacing] = []
    /// `isLayoutMarginsRelativeArrangement`.
    public var marginsRelative = false
    public var baselineRelative = false
    public var baselineRelativeRange: SourceRange?
    public var arranged: [Identifier] = []
    public var range: SourceRange

    public init(name: Identifier, range: SourceRange) {
        self.name = name
        self.range = range
    }
}
