import VFLSyntax

/// Intrinsic content sizes (`intrinsic=`) and wrapping labels (`text=WxL lines=N`): UIKit's pair
/// per axis, `size <= intrinsic @hugging` and `size >= intrinsic @compressionResistance`. A label's
/// pair starts at its one-line size W × L, and the label is recorded so the layout can set its
/// preferred width and re-solve (`TextLayout`).
struct IntrinsicSizeEmitter {
    func emit(_ content: ContentSize, context: inout LoweringContext) {
        var widthConstraints: [Int] = []
        var heightConstraints: [Int] = []
        for axis in content.axes {
            let target = ItemAttribute(item: content.item, attribute: axis.attribute)
            let pairs: [(Relation, Double?, ConstraintOrigin.Kind)] = [
                (.lessThanOrEqual, axis.hugging, .contentHugging),
                (.greaterThanOrEqual, axis.compressionResistance, .compressionResistance),
            ]
            for (relation, priority, kind) in pairs {
                guard let priority else { continue }
                let index = context.sink.count
                context.add(
                    target, relation, nil, constant: axis.length, priority: priority,
                    origin: ConstraintOrigin(kind: kind, range: content.range))
                guard context.sink.count > index else { continue }
                if axis.attribute == .width { widthConstraints.append(index) } else { heightConstraints.append(index) }
            }
        }
        guard let text = content.text else { return }
        context.sink.textLabels.append(
            TextLabel(
                item: content.item, length: text.length, lineHeight: text.lineHeight, lines: text.lines,
                widthConstraints: widthConstraints, heightConstraints: heightConstraints))
    }
}
