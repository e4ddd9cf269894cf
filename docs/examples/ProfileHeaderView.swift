import UIKit

/// A profile header laid out in code, as many apps do: `vflc lint` checks its formats
/// (docs/lint.md).
final class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let ageLabel = UILabel()

    func installConstraints() {
        let metrics = ["padding": 16, "avatarSize": 48]
        let views = ["avatar": avatar, "nameLabel": nameLabel, "ageLabel": ageLabel]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-padding-[avatar(avatarSize)]-[nameLabel]-[ageLable]-|",
                options: .alignAllCenterY, metrics: metrics, views: views))
    }
}
