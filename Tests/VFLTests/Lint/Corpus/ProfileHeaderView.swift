// swift-format-ignore-file
import UIKit

/// A profile header, written the way apps write it: a views dictionary built once, a metrics
/// dictionary, calls across lines, and a format that is built at run time.
final class ProfileHeaderView: UIView {
    private let nameLabel = UILabel()
    private let ageLabel = UILabel()
    private let avatar = UIImageView()
    private let metrics = ["padding": 16, "avatarSize": 64]  // a property: not checked

    override init(frame: CGRect) {
        super.init(frame: frame)
        let views: [String: Any] = ["nameLabel": nameLabel, "ageLabel": ageLabel, "avatar": avatar]
        let spacing = ["padding": 16, "avatarSize": 64] as [String: Any]
        // NSLayoutConstraint.constraints(withVisualFormat: "H:|[broken", options: [], metrics: nil, views: views)
        /* a block comment /* nested */ with a fake call:
           NSLayoutConstraint.constraints(withVisualFormat: "V:|[[", metrics: nil, views: views) */
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-padding-[avatar(avatarSize)]-[nameLabel]-[ageLable]-|",
                options: .alignAllCenterY, metrics: spacing, views: views))
        addConstraints(NSLayoutConstraint
            .constraints(withVisualFormat: "V:|-pading-[avatar(avatarSize)]-(>=padding)-|",
                         metrics: spacing, views: views))
        let side = "H:|-[" + "nameLabel" + "]"
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: side + "-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-[nameLabel]-[ageLabel]-|", options: [.alignAllLeft, .alignAllTrailing],
                metrics: metrics, views: views))
        let title = "padding \(metrics.count) [x"
        print(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
