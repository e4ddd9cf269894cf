import VFLSyntax

/// Lowering equations — one NSLayoutConstraint written out — with UIKit's rules: a location
/// attribute needs a second item; size cannot be related to location, X to Y, nor
/// leading/trailing to left/right.
struct EquationEmitter {
    func emit(_ equation: Equation, applies: Bool, context: inout LoweringContext) {
        guard let firstItem = context.item(named: equation.first.item) else { return }
        context.items.noteReference(to: firstItem)
        let firstAttribute = equation.first.attribute
        guard checkMarginAttribute(equation.first, item: firstItem, context: &context) else { return }
        let origin = ConstraintOrigin(kind: .equation, range: equation.range, identifier: equation.identifier)
        guard let priority = context.priorityValue(equation.priority, applies: applies) else { return }
        var constant = 0.0
        if let syntax = equation.constant {
            guard let value = context.constantValue(syntax, applies: applies) else { return }
            constant = equation.constantNegated ? -value : value
        }
        var multiplier = 1.0
        if let syntax = equation.multiplier {
            guard let value = context.checkedNumber(syntax, "a multiplier") else { return }
            guard value != 0 else {
                context.diagnostics.append(.error(.zeroMultiplier(), at: syntax.range))
                return
            }
            guard abs(value) >= Self.smallestMultiplier, abs(value) <= Self.largestMultiplier else {
                context.diagnostics.append(.error(.multiplierOutOfRange(), at: syntax.range))
                return
            }
            multiplier = value
        }

        guard let second = equation.second else {
            guard firstAttribute.isSize else {
                let name = "\(equation.first.item.name).\(firstAttribute.rawValue)"
                let fix =
                    "\(name) \(relationText(equation.relation)) root.\(firstAttribute.rawValue) + \(NumberText.format(constant))"
                context.diagnostics.append(
                    .error(
                        .locationNeedsSecondItem(firstAttribute.rawValue), at: equation.first.attributeRange,
                        notes: [.write(fix)]))
                return
            }
            context.add(
                ItemAttribute(item: firstItem, attribute: firstAttribute), equation.relation, nil,
                constant: constant, priority: priority, origin: origin)
            return
        }
        guard let secondItem = context.item(named: second.item) else { return }
        context.items.noteReference(to: secondItem)
        let secondAttribute = second.attribute
        guard checkMarginAttribute(second, item: secondItem, context: &context) else { return }
        if let reason = incompatibility(firstAttribute, secondAttribute) {
            context.diagnostics.append(
                .error(
                    .incompatibleAttributes(firstAttribute.rawValue, secondAttribute.rawValue, reason),
                    at: equation.relationRange.union(second.range).union(equation.first.range)))
            return
        }
        context.add(
            ItemAttribute(item: firstItem, attribute: firstAttribute), equation.relation,
            ItemAttribute(item: secondItem, attribute: secondAttribute), multiplier: multiplier,
            constant: constant, priority: priority, origin: origin)
    }

    /// The smallest multiplier magnitude accepted: the solver drops coefficients below 1e-8, so
    /// `b.width == 5e-9 * a.width` would silently become `b.width == 0`; 1e-6 leaves room for the
    /// halves of centre attributes and for pivoting.
    static let smallestMultiplier = 1e-6

    /// The largest multiplier magnitude accepted. Frames are stored as edge and size, so a
    /// location's absolute precision is about 1e-16 of the edges around it; a multiplier `m`
    /// scales that error by `m`. At 1e9 (`b.centerX == 9.99e8 * a.centerX`) a solution can no
    /// longer satisfy its own constraint to 1e-6; at 1e6 it does by far.
    static let largestMultiplier = 1e6

    private func relationText(_ relation: Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    /// Why UIKit refuses to relate two attributes, or `nil` when it allows it.
    private func incompatibility(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String? {
        if a.isSize != b.isSize {
            return "a size cannot be related to a location"
        }
        if !a.isSize, a.axis != b.axis {
            return "a horizontal location cannot be related to a vertical one"
        }
        if a.isDirectional && b.isAbsoluteHorizontalEdge || a.isAbsoluteHorizontalEdge && b.isDirectional {
            return "leading and trailing cannot be related to left and right"
        }
        return nil
    }

    /// A margin attribute needs `--ios 11` or later and a view (or the root): guides have no margins.
    private func checkMarginAttribute(
        _ reference: AttributeReference, item: Int, context: inout LoweringContext
    ) -> Bool {
        guard reference.attribute.isMargin else { return true }
        guard context.release.hasTodaysGuides else {
            context.diagnostics.append(
                .error(
                    .needsModernRelease("the attribute '\(reference.attribute.rawValue)'"),
                    at: reference.attributeRange,
                    notes: [.modernRelease]))
            return false
        }
        let kind = context.items.items[item].kind
        guard kind == .view || kind == .root else {
            context.diagnostics.append(
                .error(.marginsOnGuide(reference.attribute.rawValue, reference.item.name), at: reference.attributeRange)
            )
            return false
        }
        return true
    }
}
