import VFLSyntax

/// One constraint as Swift: an anchor's `constraint(…)`, `NSLayoutConstraint(item:…)` where no
/// anchor can say it, or a content priority for an intrinsic size; and the expression for an item.
extension SwiftCodeRenderer {
    /// The Swift statements (indented, newline-terminated) for one constraint.
    func statement(for constraint: LayoutConstraint, in system: ConstraintSystem) -> String {
        switch constraint.origin.kind {
        case .contentHugging, .compressionResistance:
            if let call = intrinsicSizeCall(for: constraint, in: system) { return call }
        case .format, .alignmentOption, .equation, .layoutGuide, .stackView, .autoresizing:
            break
        }
        if constraint.isRequired {
            return "    constraints.append(\(creation(constraint, in: system, indent: "        ")))\n"
        }
        return """
                do {
                    let constraint = \(creation(constraint, in: system, indent: "            "))
                    constraint.priority = UILayoutPriority(\(NumberText.exact(constraint.priority)))
                    constraints.append(constraint)
                }

            """
    }

    /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`, or
    /// `NSLayoutConstraint(item: …)` over three lines (the arguments at `indent`) where anchors
    /// cannot express the constraint.
    func creation(_ constraint: LayoutConstraint, in system: ConstraintSystem, indent: String) -> String {
        if let anchored = anchorCreation(constraint, in: system) { return anchored }
        let first = constraint.first
        let second = constraint.second
        return "NSLayoutConstraint(\n"
            + indent + "item: \(reference(first.item, in: system)), attribute: .\(first.attribute.rawValue), "
            + "relatedBy: \(relation(constraint.relation)),\n"
            + indent + "toItem: \(second.map { reference($0.item, in: system) } ?? "nil"), "
            + "attribute: \(second.map { "." + $0.attribute.rawValue } ?? ".notAnAttribute"), "
            + "multiplier: \(NumberText.exact(second == nil ? 1 : constraint.multiplier)), "
            + "constant: \(NumberText.exact(constraint.constant)))"
    }

    func anchorCreation(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> String? {
        guard let first = anchor(constraint.first, in: system) else { return nil }
        let relation: String
        switch constraint.relation {
        case .equal: relation = "equalTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        }
        let constant = NumberText.exact(constraint.constant)
        guard let second = constraint.second else {
            guard constraint.first.attribute.isSize else { return nil }
            return "\(first).constraint(\(relation)Constant: \(constant))"
        }
        guard let other = anchor(second, in: system) else { return nil }
        var arguments = "\(relation): \(other)"
        if constraint.multiplier != 1 {
            // Only dimensions take a multiplier in the anchor API.
            guard constraint.first.attribute.isSize, second.attribute.isSize else { return nil }
            arguments += ", multiplier: \(NumberText.exact(constraint.multiplier))"
        }
        if constraint.constant != 0 { arguments += ", constant: \(constant)" }
        return "\(first).constraint(\(arguments))"
    }

    /// `views["a"]!.leadingAnchor`, `root.layoutMarginsGuide.leadingAnchor` for a margin attribute;
    /// `nil` where the item has no such anchor (a layout guide's baseline or margins,
    /// `topLayoutGuide`'s sides).
    func anchor(_ attribute: ItemAttribute, in system: ConstraintSystem) -> String? {
        guard system.items.indices.contains(attribute.item) else { return nil }
        let kind = system.items[attribute.item].kind
        let name: String
        switch attribute.attribute {
        case .leftMargin: name = "left"
        case .rightMargin: name = "right"
        case .topMargin: name = "top"
        case .bottomMargin: name = "bottom"
        case .leadingMargin: name = "leading"
        case .trailingMargin: name = "trailing"
        case .centerXWithinMargins: name = "centerX"
        case .centerYWithinMargins: name = "centerY"
        default: name = attribute.attribute.rawValue
        }
        switch (kind, attribute.attribute) {
        case (.root, _), (.view, _): break
        case (.topLayoutGuide, .top), (.topLayoutGuide, .bottom), (.topLayoutGuide, .height),
            (.bottomLayoutGuide, .top), (.bottomLayoutGuide, .bottom), (.bottomLayoutGuide, .height):
            break
        case (.topLayoutGuide, _), (.bottomLayoutGuide, _): return nil
        case (_, .firstBaseline), (_, .lastBaseline): return nil
        case (_, let other) where other.isMargin: return nil
        default: break
        }
        let owner = reference(attribute.item, in: system)
        return owner + (attribute.attribute.isMargin ? ".layoutMarginsGuide." : ".") + name + "Anchor"
    }

    /// `setContentHuggingPriority(_:for:)` for a hugging constraint on a view's own width or
    /// height; `nil` when the constraint is not of that shape (then it is emitted as written).
    func intrinsicSizeCall(for constraint: LayoutConstraint, in system: ConstraintSystem) -> String? {
        guard constraint.second == nil, constraint.first.attribute.isSize,
            system.items.indices.contains(constraint.first.item),
            system.items[constraint.first.item].kind == .view
        else { return nil }
        let method =
            constraint.origin.kind == .contentHugging
            ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
        let axis = constraint.first.attribute == .width ? ".horizontal" : ".vertical"
        return """
                // The \(constraint.first.attribute.rawValue) \(NumberText.exact(constraint.constant)) \
            comes from the view's intrinsicContentSize in UIKit.
                \(reference(constraint.first.item, in: system)).\(method)(\
            UILayoutPriority(\(NumberText.exact(constraint.priority))), for: \(axis))

            """
    }

    /// The Swift expression for an item inside the generated function.
    func reference(_ index: Int, in system: ConstraintSystem) -> String {
        guard system.items.indices.contains(index) else { return "root" }
        let item = system.items[index]
        switch item.kind {
        case .root: return "root"
        case .view: return "views[\"\(item.name)\"]!"
        case .guide: return "guides[\"\(item.name)\"]!"
        case .spacer: return "/* \(item.name) */ root"
        case .topLayoutGuide: return "topLayoutGuide"
        case .bottomLayoutGuide: return "bottomLayoutGuide"
        case .safeArea: return "root.safeAreaLayoutGuide"
        case .margins: return "root.layoutMarginsGuide"
        case .readableContent: return "root.readableContentGuide"
        }
    }

    func relation(_ relation: Relation) -> String {
        switch relation {
        case .equal: ".equal"
        case .lessThanOrEqual: ".lessThanOrEqual"
        case .greaterThanOrEqual: ".greaterThanOrEqual"
        }
    }
}
