import VFLSyntax

/// Lowers `text=WxL lines=N` (a multi-line label) to UIKit's intrinsic-size pair per axis at
/// the one-line size W × L, and records the label so the layout can set its preferred width
/// and re-solve (`TextLayout`).
extension ConstraintLowering {
    mutating func lowerText(
        _ text: SizeSyntax, lines: NumberLiteral?, index: Int, hugging: AxisPair?, resistance: AxisPair?
    ) {
        guard let length = checkedNumber(text.width, "a text length"),
            let lineHeight = checkedNumber(text.height, "a line height")
        else { return }
        var lineCount = 0
        if let lines {
            guard lines.value >= 0, lines.value.rounded() == lines.value, lines.value < 1e6 else {
                diagnostics.append(.error(.invalidLineCount(NumberText.format(lines.value)), at: lines.range))
                return
            }
            lineCount = Int(lines.value)
        }
        var widthConstraints: [Int] = []
        var heightConstraints: [Int] = []
        let axes: [(Double, LayoutAttribute, NumberLiteral?, NumberLiteral?)] = [
            (length, .width, hugging?.horizontal, resistance?.horizontal),
            (lineHeight, .height, hugging?.vertical, resistance?.vertical),
        ]
        for (value, attribute, hug, resist) in axes {
            let target = ItemAttribute(item: index, attribute: attribute)
            let pairs: [(Relation, Double?, ConstraintOrigin.Kind)] = [
                (.lessThanOrEqual, hug.map { checkedPriority($0) } ?? 250, .contentHugging),
                (.greaterThanOrEqual, resist.map { checkedPriority($0) } ?? 750, .compressionResistance),
            ]
            for (relation, priority, kind) in pairs {
                guard let priority else { continue }
                let before = constraints.count
                add(
                    target, relation, nil, constant: value, priority: priority,
                    origin: ConstraintOrigin(kind: kind, range: text.range))
                guard constraints.count > before else { continue }
                if attribute == .width { widthConstraints.append(before) } else { heightConstraints.append(before) }
            }
        }
        textLabels.append(
            TextLabel(
                item: index, length: length, lineHeight: lineHeight, lines: lineCount,
                widthConstraints: widthConstraints, heightConstraints: heightConstraints))
    }
}
