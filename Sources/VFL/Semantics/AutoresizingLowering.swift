import VFLSyntax

/// Lowers `frame=`/`autoresizing=` to the required constraints UIKit makes for a view whose
/// `translatesAutoresizingMaskIntoConstraints` is true (`NSAutoresizingMaskLayoutConstraint`),
/// two per axis under the view's `h=… v=…` tag: its position and its size, each as its design
/// value plus a share of the parent's change d (length − design length). The flexible parts
/// (left margin, width, right margin) share d in proportion to their design lengths — equally
/// when they sum to 0 — and fixed parts keep theirs; with none flexible the right (bottom)
/// margin takes it, which is what UIKit's tag shows for a mask of `none` (`h=--&`).
extension ConstraintLowering {
    /// A view's frame and mask, as declared (the declaration in force).
    struct AutoresizingFrame {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var mask: Set<AutoresizingSyntax.Member>
        var range: SourceRange
    }

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

    /// The root's design size (`design WxH`): checked once per lowering.
    mutating func designStatementSize() -> (width: Double, height: Double)? {
        var result: (width: Double, height: Double)?
        var first: SourceRange?
        let statements = syntax.statements
        for position in statements.indices {
            guard case .design(let design) = statements[position].kind else { continue }
            if let condition = statements[position].conditions.first {
                diagnostics.append(.error(.conditionalDesign, at: condition.range))
                continue
            }
            if let first {
                diagnostics.append(.error(.duplicateDesign, at: design.range, notes: [.firstGiven(at: first)]))
                continue
            }
            first = design.range
            if let width = checkedNumber(design.size.width, "a design size"),
                let height = checkedNumber(design.size.height, "a design size")
            {
                result = (width, height)
            }
        }
        return result
    }

    /// The autoresizing constraints of every view with a frame, in item order.
    mutating func lowerAutoresizing() {
        guard !autoresizingFrames.isEmpty else { return }
        for item in autoresizingFrames.keys.sorted() {
            guard let frame = autoresizingFrames[item], let parent = items.items[item].parent else { continue }
            let design: (width: Double, height: Double)?
            if parent == ConstraintSystem.root {
                design = rootDesignSize
            } else if let parentFrame = autoresizingFrames[parent] {
                design = (parentFrame.width, parentFrame.height)
            } else {
                design = designSizes[parent]
            }
            guard let design else {
                let parentName = items.items[parent].name
                diagnostics.append(
                    .error(
                        .missingDesignSize(view: items.items[item].name, parent: parentName), at: frame.range,
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
            let axes: [(AxisShares, Double, Double, Double, LayoutAttribute, LayoutAttribute, LayoutAttribute)] = [
                (horizontal, frame.x, frame.width, design.width, .left, .right, .width),
                (vertical, frame.y, frame.height, design.height, .top, .bottom, .height),
            ]
            for (share, start, length, parentLength, startEdge, endEdge, size) in axes {
                // Position: start + a·d, that is `view.start == a × parent.end + (start − a·D)`, the
                // parent's end measured in its own coordinates (its length); or from its start edge.
                if share.position == 0 {
                    add(
                        ItemAttribute(item: item, attribute: startEdge), .equal,
                        ItemAttribute(item: parent, attribute: startEdge), constant: start, priority: 1000,
                        origin: origin)
                } else {
                    add(
                        ItemAttribute(item: item, attribute: startEdge), .equal,
                        ItemAttribute(item: parent, attribute: endEdge), multiplier: share.position,
                        constant: start - share.position * parentLength, priority: 1000, origin: origin)
                }
                // Size: length + b·d.
                if share.size == 0 {
                    add(
                        ItemAttribute(item: item, attribute: size), .equal, nil, constant: length, priority: 1000,
                        origin: origin)
                } else {
                    add(
                        ItemAttribute(item: item, attribute: size), .equal,
                        ItemAttribute(item: parent, attribute: size),
                        multiplier: share.size, constant: length - share.size * parentLength, priority: 1000,
                        origin: origin)
                }
            }
        }
    }
}

extension ConstraintLowering {
    /// A declaration's `frame=`, `autoresizing=` and `design=`, checked and recorded.
    mutating func collectAutoresizing(_ view: ViewDeclaration, index: Int) {
        if let design = view.design, let width = checkedNumber(design.width, "a design size"),
            let height = checkedNumber(design.height, "a design size")
        {
            designSizes[index] = (width, height)
        }
        guard let frame = view.frame else {
            if let mask = view.autoresizing {
                diagnostics.append(.error(.autoresizingWithoutFrame(view.name.name), at: mask.range))
            }
            return
        }
        guard let x = checkedNumber(frame.x, "a frame value"), let y = checkedNumber(frame.y, "a frame value"),
            let width = checkedNumber(frame.width, "a frame value"),
            let height = checkedNumber(frame.height, "a frame value")
        else { return }
        autoresizingFrames[index] = AutoresizingFrame(
            x: x, y: y, width: width, height: height, mask: Set(view.autoresizing?.members ?? []), range: frame.range)
        // A view placed by its frame needs no other mention: not a typo when named once.
        items.noteReference(to: index)
    }
}
