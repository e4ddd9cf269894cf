// The part of UIKit that docs/cli.md's view controller uses besides the generated code, compiled
// into the stand-in `UIKit` module with UIKit.swift.
@MainActor
open class UIViewController: UIResponder {
    open var view: UIView! = UIView()
    open var traitCollection = UITraitCollection(traitsFrom: [])
    open func viewDidLoad() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
}

public final class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName name: String) { super.init() }
}
