import VFLSyntax

/// The predefined layout guides, placed in the root: iOS 7's `topLayoutGuide` (from the root's top
/// down by its length) and `bottomLayoutGuide` (from the root's bottom up by its length), both the
/// root's width; and today's UIKit's `safeArea`, `margins` and `readableContent`, each edge a
/// constant inset from the root's, as UIKit updates them from the bounds. Only the guides a file
/// names exist.
struct GuideEmitter {
    /// The readable content guide's widest width at the default Dynamic Type size.
    static let readableWidth = 672.0

    let settings: LayoutSettings
    /// The root's layout margins (today's UIKit), which `margins` and `readableContent` follow.
    let rootMargins: EdgeInsets

    func emit(context: inout LoweringContext) {
        let root = ConstraintSystem.root
        for index in context.items.items.indices {
            let kind = context.items.items[index].kind
            let origin = ConstraintOrigin(kind: .layoutGuide, range: context.items.items[index].firstMention ?? .at(0))
            switch kind {
            case .topLayoutGuide, .bottomLayoutGuide:
                let (length, edge) =
                    kind == .topLayoutGuide
                    ? (settings.topGuideLength, LayoutAttribute.top) : (settings.bottomGuideLength, .bottom)
                context.add(
                    ItemAttribute(item: index, attribute: edge), .equal, ItemAttribute(item: root, attribute: edge),
                    constant: 0, priority: 1000, origin: origin)
                context.add(
                    ItemAttribute(item: index, attribute: .height), .equal, nil, constant: length, priority: 1000,
                    origin: origin)
                context.add(
                    ItemAttribute(item: index, attribute: .left), .equal, ItemAttribute(item: root, attribute: .left),
                    constant: 0, priority: 1000, origin: origin)
                context.add(
                    ItemAttribute(item: index, attribute: .width), .equal,
                    ItemAttribute(item: root, attribute: .width), constant: 0, priority: 1000, origin: origin)
            default:
                continue
            }
        }
        guard context.release.hasTodaysGuides else { return }
        for index in context.items.items.indices {
            let kind = context.items.items[index].kind
            let insets: EdgeInsets
            switch kind {
            case .safeArea: insets = settings.safeArea
            case .margins, .readableContent: insets = rootMargins
            default: continue
            }
            let origin = ConstraintOrigin(kind: .layoutGuide, range: context.items.items[index].firstMention ?? .at(0))
            func pin(_ attribute: LayoutAttribute, _ rootAttribute: LayoutAttribute, _ constant: Double) {
                context.add(
                    ItemAttribute(item: index, attribute: attribute), .equal,
                    ItemAttribute(item: root, attribute: rootAttribute), constant: constant, priority: 1000,
                    origin: origin)
            }
            pin(.top, .top, insets.top)
            pin(.height, .height, -(insets.top + insets.bottom))
            let width = ItemAttribute(item: index, attribute: .width)
            guard kind == .readableContent else {
                pin(.left, .left, insets.left)
                pin(.width, .width, -(insets.left + insets.right))
                continue
            }
            // Centred in the margins, at most 672 wide.
            pin(.centerX, .centerX, (insets.left - insets.right) / 2)
            if let containerWidth = context.environment.width {
                // One constraint, whose constant a sweep changes for each width (`Compiler.lower`).
                let constraint = context.sink.count
                context.add(
                    width, .equal, nil, constant: Self.readableWidth(containerWidth: containerWidth, margins: insets),
                    priority: 1000, origin: origin)
                if context.sink.count > constraint { context.sink.readableWidthConstraint = constraint }
            } else {
                // A fitting width is not known in advance: at most 672 and the margins' width,
                // and as wide as the margins just below required.
                let rootWidth = ItemAttribute(item: root, attribute: .width)
                context.add(width, .lessThanOrEqual, nil, constant: Self.readableWidth, priority: 1000, origin: origin)
                context.add(
                    width, .lessThanOrEqual, rootWidth, constant: -(insets.left + insets.right), priority: 1000,
                    origin: origin)
                context.add(
                    width, .equal, rootWidth, constant: -(insets.left + insets.right), priority: 999, origin: origin)
            }
        }
    }

    /// The readable content guide's width in a container `width` wide: inside the root's margins,
    /// at most 672.
    static func readableWidth(containerWidth width: Double, margins: EdgeInsets) -> Double {
        max(0, min(readableWidth, width - margins.left - margins.right))
    }
}
