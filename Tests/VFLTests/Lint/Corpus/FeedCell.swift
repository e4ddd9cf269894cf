// swift-format-ignore-file
// vflc lint: --format-call addConstraintsWithFormat:_
import UIKit

// The wrapper from a popular tutorial: views are passed as a list, named v0, v1, … at run time,
// so only the grammar of its formats can be checked.
extension UIView {
    func addConstraintsWithFormat(_ format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            viewsDictionary["v\(index)"] = view
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: format, options: NSLayoutConstraint.FormatOptions(), metrics: nil,
                views: viewsDictionary))
    }
}

final class FeedCell: UICollectionViewCell {
    let thumbnail = UIImageView()
    let title = UILabel()
    let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addConstraintsWithFormat("H:|-16-[v0]-16-|", views: thumbnail)
        addConstraintsWithFormat("H:|[v0]|", views: separator)
        addConstraintsWithFormat("V:|-16-[v0]-8-[v1(44)]-16-[v2(1)]|", views: thumbnail, title, separator)
        addConstraintsWithFormat("H:|-16-[v0]-8-[v1(>=20]-16-|", views: thumbnail, title)
        addConstraintsWithFormat("V:|[v0(==1)]-(-8)-|", views: separator)
        let dynamic = "H:|[v\(0)]|"
        addConstraintsWithFormat(dynamic, views: title)
    }

    required init?(coder: NSCoder) { fatalError() }
}
