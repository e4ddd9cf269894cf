import VFLSyntax

/// Intrinsic content sizes (`intrinsic=`) and wrapping labels (`text=WxL lines=N`): UIKit's pair
/// per axis, `size <= intrinsic @hugging` and `size >= intrinsic @compressionResistance`. A label's
/// pair starts at its one-line size W × L, and the label is recorded so the layout can set its
/// preferred width and re-solve (`TextLayout`).
struct IntrinsicSizeEmitter {
    func emit(_ content: ContentSize, context: inout LoweringContext) {
        var widthConstraints: [Int] = []
        var heightConstraints: [Int] = []
        if let width = content.width {
            emit(width, of: content, into: &widthConstraints, context: &context)
        }
        if let height = content.height {
            emit(height, of: content, into: &heightConstraints, context: &context)
        }
        guard let text = content.text else { return }
        context.sink.textLabels.append(
            TextLabel(
                item: content.item, length: text.length, lineHeight: text.lineHeight, lines: text.lines,
                widthConstraints: widthConstraints, heightConstraints: heightConstraints))
    }

    /// One axis's pair (a priority that was refused leaves its constraint out), each constraint's
    /// index added to `indices`.
    private func emit(
        _ axis: ContentSize.Axis, of content: ContentSize, into indices: inout [Int], context: inout LoweringContext
    ) {
        let target = ItemAttribute(item: content.item, attribute: axis.attribute)
        if let priority = axis.hugging {
            add(target, .lessThanOrEqual, axis.length, priority, .contentHugging, content, &indices, &context)
        }
        if let priority = axis.compressionResistance {
            add(target, .greaterThanOrEqual, axis.length, priority, .compressionResistance, content, &indices, &context)
        }
    }

    private func add(
        _ target: ItemAttribute, _ relation: Relation, _ length: Double, _ priority: Double,
        _ kind: ConstraintOrigin.Kind, _ content: ContentSize, _ indices: inout [Int], _ context: inout LoweringContext
    ) {
        let index = context.sink.count
        context.add(
            target, relation, nil, constant: length, priority: priority,
            origin: ConstraintOrigin(kind: kind, range: content.range))
        if context.sink.count > index, content.text != nil { indices.append(index) }
    }
}
