import VFLSyntax

extension Relation {
    /// `==`, `<=` or `>=`.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension ConstraintSystem {
    /// A constraint as the user would write it as an equation:
    /// `findNext.leading == find.trailing + 8`, `title.width <= 120 @250`.
    /// The priority is shown only when it is not required, unless `alwaysShowPriority`.
    public func describe(_ constraint: LayoutConstraint, alwaysShowPriority: Bool = false) -> String {
        var text =
            "\(items[constraint.first.item].name).\(constraint.first.attribute.rawValue) \(constraint.relation.symbol) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(NumberText.format(constraint.multiplier)) * " }
            text += "\(items[second.item].name).\(second.attribute.rawValue)"
            if constraint.constant != 0, NumberText.format(abs(constraint.constant)) != "0" {
                text += constraint.constant < 0 ? " - " : " + "
                text += NumberText.format(abs(constraint.constant))
            }
        } else {
            text += NumberText.format(constraint.constant)
        }
        if alwaysShowPriority || !constraint.isRequired {
            text += " @\(NumberText.format(constraint.priority))"
        }
        return text
    }
}
