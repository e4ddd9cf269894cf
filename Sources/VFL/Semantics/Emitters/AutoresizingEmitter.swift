import VFLSyntax

/// Lowers `frame=`/`autoresizing=` to the required constraints UIKit makes for a view whose
/// `translatesAutoresizingMaskIntoConstraints` is true (`NSAutoresizingMaskLayoutConstraint`),
/// two per axis under the view's `h=… v=…` tag: its position and its size, each as its design
/// value plus a share of the parent's change d (length − design length). The flexible parts
/// (left margin, width, right margin) share d in proportion to their design lengths — equally
/// when they sum to 0 — and fixed parts keep theirs; with none flexible the right (bottom)
/// margin takes it, which is what UIKit's tag shows for a mask of `none` (`h=--&`). Under iOS 7's
/// rules (`UIKitRelease.keepsFlexibleCentreFraction`) a fixed size with both margins flexible
/// (`h=&-&`) keeps its centre at a fixed fraction k of the parent instead, as iOS 7's own dumps
/// show: `view.centerX == k × parent.width`, k = design centre ÷ design width.
struct AutoresizingEmitter {
    /// The declarations tables: each view's frame and design size, and the root's.
    let declarations: Declarations

    /// The shares of the parent's change one axis gives the view's position and size.
    struct AxisShares: Equatable {
        var position: Double
        var size: Double
        /// `-&-`: the left margin, size and right margin, `&` flexible.
        var tag: String
    }

    /// One axis: `start` and `length` of the frame in a parent `parentLength` long (at design).
    static func shares(
        start: Double, length: Double, parentLength: Double, flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
    )
        -> AxisShares
    {
        let end = parentLength - start - length
        guard flexibleStart || flexibleSize || flexibleEnd else { return AxisShares(position: 0, size: 0, tag: "--&") }
        let tag = (flexibleStart ? "&" : "-") + (flexibleSize ? "&" : "-") + (flexibleEnd ? "&" : "-")
        let sum = (flexibleStart ? start : 0) + (flexibleSize ? length : 0) + (flexibleEnd ? end : 0)
        if abs(sum) < 1e-12 {
            let count = Double([flexibleStart, flexibleSize, flexibleEnd].filter { $0 }.count)
            return AxisShares(position: flexibleStart ? 1 / count : 0, size: flexibleSize ? 1 / count : 0, tag: tag)
        }
        return AxisShares(position: flexibleStart ? start / sum : 0, size: flexibleSize ? length / sum : 0, tag: tag)
    }

    /// The size `parent` had when its children's frames were written: the file's `design` for the
    /// root, its own frame's size, or its `design=`.
    static func designSize(of parent: Int, _ declarations: Declarations) -> (width: Double, height: Double)? {
        if parent == ConstraintSystem.root { return declarations.settings.rootDesignSize }
        if let frame = declarations.views[parent]?.frame { return (frame.width, frame.height) }
        return declarations.views[parent]?.designSize
    }

    /// The autoresizing constraints of every view with a frame, in item order.
    func emit(context: inout LoweringContext) {
        let views = declarations.views
        for item in declarations.framedViews.sorted() {
            guard let frame = views[item]?.frame, let parent = context.items.items[item].parent else { continue }
            guard let design = Self.designSize(of: parent, declarations) else {
                // A root `design` whose numbers were refused is reported once, at those numbers.
                if parent == ConstraintSystem.root, declarations.settings.rootDesignIsWritten { continue }
                let parentName = context.items.items[parent].name
                context.diagnostics.append(
                    .error(
                        .missingDesignSize(view: context.items.items[item].name, parent: parentName), at: frame.range,
                        notes: [.addDesignSize(root: parent == ConstraintSystem.root, parent: parentName)]))
                continue
            }
            let mask = frame.mask
            let horizontal = Self.shares(
                start: frame.x, length: frame.width, parentLength: design.width,
                flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                flexibleEnd: mask.contains(.flexibleRightMargin))
            let vertical = Self.shares(
                start: frame.y, length: frame.height, parentLength: design.height,
                flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                flexibleEnd: mask.contains(.flexibleBottomMargin))
            let origin = ConstraintOrigin(
                kind: .autoresizing, range: frame.range, identifier: "h=\(horizontal.tag) v=\(vertical.tag)")
            typealias Axis = (
                AxisShares, Double, Double, Double, LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute
            )
            let axes: [Axis] = [
                (horizontal, frame.x, frame.width, design.width, .left, .right, .width, .centerX),
                (vertical, frame.y, frame.height, design.height, .top, .bottom, .height, .centerY),
            ]
            for (share, start, length, parentLength, startEdge, endEdge, size, center) in axes {
                if context.release.keepsFlexibleCentreFraction, share.tag == "&-&", parentLength > 0 {
                    // iOS 7: `centerX == k × parent.width`, k = (x + width / 2) / design width.
                    context.add(
                        ItemAttribute(item: item, attribute: center), .equal,
                        ItemAttribute(item: parent, attribute: size), multiplier: (start + length / 2) / parentLength,
                        constant: 0, priority: 1000, origin: origin)
                    context.add(
                        ItemAttribute(item: item, attribute: size), .equal, nil, constant: length, priority: 1000,
                        origin: origin)
                    continue
                }
                // Position: start + a·d, that is `view.start == a × parent.end + (start − a·D)`, the
                // parent's end measured in its own coordinates (its length); or from its start edge.
                if share.position == 0 {
                    context.add(
                        ItemAttribute(item: item, attribute: startEdge), .equal,
                        ItemAttribute(item: parent, attribute: startEdge), constant: start, priority: 1000,
                        origin: origin)
                } else {
                    context.add(
                        ItemAttribute(item: item, attribute: startEdge), .equal,
                        ItemAttribute(item: parent, attribute: endEdge), multiplier: share.position,
                        constant: start - share.position * parentLength, priority: 1000, origin: origin)
                }
                // Size: length + b·d.
                if share.size == 0 {
                    context.add(
                        ItemAttribute(item: item, attribute: size), .equal, nil, constant: length, priority: 1000,
                        origin: origin)
                } else {
                    context.add(
                        ItemAttribute(item: item, attribute: size), .equal,
                        ItemAttribute(item: parent, attribute: size),
                        multiplier: share.size, constant: length - share.size * parentLength, priority: 1000,
                        origin: origin)
                }
            }
        }
    }
}
