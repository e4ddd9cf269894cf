// swift-format-ignore-file
import UIKit

// Swift 2 and Swift 3-era spellings; a call sent to another class is not checked.
class LegacyController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        let button = UIButton()
        var views = [String: AnyObject]()
        views["label"] = label
        let fixedViews: [String: AnyObject] = ["label": label, "button": button]
        view.addConstraints(
            NSLayoutConstraint.constraintsWithVisualFormat(
                "H:|-[label]-[buton]-|", options: .AlignAllBaseline, metrics: nil, views: fixedViews))
        view.addConstraints(
            NSLayoutConstraint.constraintsWithVisualFormat(
                "H:|-[label]-[nothere]-|", options: [], metrics: nil, views: views))
        view.addConstraints(
            NSLayoutConstraint.constraintsWithVisualFormat(
                "V:|-[label]-[button]-|", options: .AlignAllBaseline, metrics: nil, views: fixedViews))
        view.addConstraints(
            MyConstraint.constraints(withVisualFormat: "H:|[[[", options: [], metrics: nil, views: fixedViews))
        var mutable = ["label": label]
        mutable["button"] = button
        view.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[button]|", metrics: nil, views: mutable))
        let metrics = ["side": 20]
        view.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-side-[label(>=width@priority)]", metrics: metrics, views: fixedViews))
    }
}
