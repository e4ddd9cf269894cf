// Part of the program `UIKitCompileTests` builds from the generated code and runs on Linux: the
// objects one call of a generated function is given, and a report of what the call built, one
// fact a line (`constraint …`, `name.property value`), which the test compares with vflc's IR.
import UIKit

/// `UIViewController.topLayoutGuide` as the test gives it: its anchors are a layout guide's.
@MainActor
final class StandInLayoutSupport: UILayoutSupport {
    let guide = UILayoutGuide()
    var length: CGFloat { 0 }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

/// A root view, the named views (stacks as `UIStackView`, labels as `UILabel`) and guides.
@MainActor
final class Scene {
    let root = UIView()
    var views: [String: UIView] = [:]
    var guides: [String: UILayoutGuide] = [:]
    let topLayoutGuide = StandInLayoutSupport()
    let bottomLayoutGuide = StandInLayoutSupport()
    private var names: [ObjectIdentifier: String] = [:]

    init(views viewNames: [String], stacks: Set<String>, labels: Set<String>, guides guideNames: [String]) {
        names[ObjectIdentifier(root)] = "root"
        names[ObjectIdentifier(topLayoutGuide.guide)] = "topLayoutGuide"
        names[ObjectIdentifier(bottomLayoutGuide.guide)] = "bottomLayoutGuide"
        for name in viewNames {
            let view = stacks.contains(name) ? UIStackView() : labels.contains(name) ? UILabel() : UIView()
            views[name] = view
            names[ObjectIdentifier(view)] = name
        }
        for name in guideNames {
            let guide = UILayoutGuide()
            guides[name] = guide
            names[ObjectIdentifier(guide)] = name
        }
    }

    /// A view's or guide's name; a view's own guides as `name.layoutMarginsGuide`.
    func name(_ object: AnyObject?) -> String {
        guard let object else { return "-" }
        if let name = names[ObjectIdentifier(object)] { return name }
        if let guide = object as? UILayoutGuide, let owner = guide.owningView {
            if guide === owner.layoutMarginsGuide { return name(owner) + ".layoutMarginsGuide" }
            if guide === owner.safeAreaLayoutGuide { return name(owner) + ".safeAreaLayoutGuide" }
            if guide === owner.readableContentGuide { return name(owner) + ".readableContentGuide" }
        }
        return "?"
    }

    /// Every constraint made, in order, then every view's properties, sorted.
    func report(_ constraints: [NSLayoutConstraint]) -> [String] {
        var lines: [String] = []
        for constraint in constraints {
            let relation = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation]!
            lines.append(
                [
                    "constraint", name(constraint.firstItem), Self.name(constraint.firstAttribute), relation,
                    name(constraint.secondItem), Self.name(constraint.secondAttribute),
                    "\(constraint.multiplier.native)", "\(constraint.constant.native)",
                    "\(Double(constraint.priority.rawValue))", constraint.isActive ? "active" : "inactive",
                ].joined(separator: " "))
        }
        var properties = ["root.layoutMargins " + Self.insets(root.layoutMargins)]
        for (name, view) in views {
            func add(_ property: String, _ value: String) { properties.append("\(name).\(property) \(value)") }
            add("superview", self.name(view.superview))
            add("translatesAutoresizingMaskIntoConstraints", "\(view.translatesAutoresizingMaskIntoConstraints)")
            if view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.frame
                add(
                    "frame",
                    "\(frame.origin.x.native),\(frame.origin.y.native),\(frame.size.width.native),\(frame.size.height.native)"
                )
                add("autoresizingMask", "\(view.autoresizingMask.rawValue)")
            }
            add("isHidden", "\(view.isHidden)")
            add("layoutMargins", Self.insets(view.layoutMargins))
            for (axis, axisName) in [(NSLayoutConstraint.Axis.horizontal, "horizontal"), (.vertical, "vertical")] {
                if let priority = view.huggingPriorities[axis] {
                    add("contentHuggingPriority.\(axisName)", "\(Double(priority.rawValue))")
                }
                if let priority = view.compressionResistancePriorities[axis] {
                    add("contentCompressionResistancePriority.\(axisName)", "\(Double(priority.rawValue))")
                }
            }
            if let label = view as? UILabel { add("numberOfLines", "\(label.numberOfLines)") }
            if let stack = view as? UIStackView {
                add("axis", stack.axis == .horizontal ? "horizontal" : "vertical")
                add("distribution", "\(stack.distribution)")
                add("alignment", "\(stack.alignment)")
                add("spacing", "\(stack.spacing.native)")
                add("isLayoutMarginsRelativeArrangement", "\(stack.isLayoutMarginsRelativeArrangement)")
                add("isBaselineRelativeArrangement", "\(stack.isBaselineRelativeArrangement)")
                add("arrangedSubviews", stack.arrangedSubviews.map { self.name($0) }.joined(separator: ","))
                let custom = stack.customSpacings.map { "\(self.name($0.view)):\($0.spacing.native)" }
                add("customSpacing", custom.joined(separator: ","))
            }
        }
        return lines + properties.sorted()
    }

    private static func insets(_ insets: UIEdgeInsets) -> String {
        "\(insets.top.native),\(insets.left.native),\(insets.bottom.native),\(insets.right.native)"
    }

    private static func name(_ attribute: NSLayoutConstraint.Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// The trait collection of one set of size classes.
func traits(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: horizontal), UITraitCollection(verticalSizeClass: vertical),
    ])
}
