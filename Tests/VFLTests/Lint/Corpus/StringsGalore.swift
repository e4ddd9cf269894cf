// swift-format-ignore-file
import UIKit

// Raw strings, multi-line strings, escapes and interpolation around and inside calls.
final class StringsGalore: UIView {
    func install(badge: UIView, label: UILabel) {
        let views = ["badge": badge, "label": label]
        let note = #"a raw string with "quotes" and NSLayoutConstraint.constraints(withVisualFormat: "[[""#
        let text = """
            A multi-line string that mentions
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[", metrics: nil, views: views)
            and has "quotes" and \(note.count) interpolations.
            """
        print(text, "\("nested \("strings")") NSLayoutConstraint.constraints(withVisualFormat: \"[\", views: x)")
        addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: #"H:|-[badge]-[labl]-|"#, metrics: nil, views: views))
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: """
                    V:|-[badge]\
                    -[label]-\t|
                    """,
                metrics: nil, views: views))
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[\u{62}adge]-[label(\u{3E}=badge)]-[label2]|", metrics: nil, views: views))
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: """
                    H:|
                      -[badge]
                      -[label
                    """, metrics: nil, views: views))
    }
}
