import VFL
import VFLSyntax

/// One Interface Builder scene as a `.vfl` program (`vflc --format vfl`): compiling the program
/// gives every view of the scene the frame the document gives it.
///
/// The program is the scene's syntax tree (`SceneBuilder`, for the size classes of the scene's
/// first layout) printed by `SyntaxPrinter`, with:
/// - a first line `# vflc: --width W --height H --ios N [--device NAME]` with the scene's
///   geometry, then `platform ios N` and a `safeArea` line with the insets it is laid out with;
/// - every item under a valid, unique VFL name (its `userLabel` camel-cased, else its class and a
///   counter; guides after their view) and a comment block naming each one's IB id;
/// - each equation's IB constraint id in a comment after it;
/// - a switch or slider, whose constraints place its alignment rect, declared twice: the
///   alignment rect as `NAME_alignment` (the intrinsic size and constraints) and the view `NAME`
///   around it by four equations with its alignment insets;
/// - the root's margins, where the program's root would give others — a cell's or a xib view's
///   own minimum (UIKit raises a view controller's to the device's system minimum, as `.vfl` does
///   its root), or margins that leave the safe area out (before Xcode 9) — written into the
///   equations that use them: `root.leadingMargin` becomes `root.leading` and a constant;
/// - the multi-line labels that wrap in the scene's layout (`text=`), wrapping in the program;
/// - at the document's own size, `drawn=` (the stored frame) on each view the layout leaves open,
///   so the program puts it where the document does.
public enum VFLProgramWriter {
    /// The program for the scene `compiled` laid out for `geometry` (its compilation, whose
    /// labels that wrap wrap in the program too).
    public static func write(_ document: InterfaceBuilderDocument, compiled: SceneCompilation, geometry: SceneGeometry)
        -> String
    {
        let scene = compiled.scene
        var request = InterfaceBuilderCompiler.request(for: scene, in: document, geometry: geometry)
        let environments = InterfaceBuilderCompiler.environments(for: scene, in: document, geometry: geometry)
        guard let environment = environments.first else { return "" }
        // A width the device does not give (a cell's content view beside its accessory) is the
        // program's `--width`, as is the device's own where the program is written without the
        // device (a root 0 points high: `arguments(for:traits:)`).
        let withoutDevice = request.height.map { $0 <= 0 } == true
        if request.widths.isEmpty, let width = environment.width,
            withoutDevice || LayoutEnvironment.environments(for: request).first?.width != width
        {
            request.widths = [width]
        }
        let wrapping = compiled.wrapping
        let builder = SceneBuilder.build(
            document, scene: scene, traits: environment.traits, wrapping: wrapping[environment.traits] ?? [],
            drawn: StoredFrameCheck.isStoredSize(
                of: scene, in: document, width: environment.width, height: environment.height))
        // `drawn=` matters only for a view the layout leaves open, and for one a fillProportionally
        // stack arranges (the length it reads): the others keep their lines short.
        let open = compiled.result.ambiguousViews.union(
            builder.views.indices.filter(builder.isProportionallyArranged).map { builder.views[$0].id })
        var names = VFLNameTable(document: document, scene: scene)
        let statements = builder.statements

        // Names, in order of first use.
        for statement in statements {
            for name in itemNames(in: statement) { _ = names.name(for: name) }
        }
        let alignmentInsets = builder.alignmentInsets
        var alignmentNames: [String: String] = [:]
        for id in statements.flatMap(itemNames) where alignmentInsets[id] != nil && alignmentNames[id] == nil {
            alignmentNames[id] = names.reserve(names.name(for: id) + "_alignment")
        }
        // Statement names: an alignment-rect view's IB id names its alignment rect.
        func rename(_ id: String) -> String { alignmentNames[id] ?? names.name(for: id) }

        let safeArea = environment.deviceSafeArea ?? .zero
        let marginOffsets = rootMarginOffsets(builder: builder, request: request, safeArea: safeArea)

        var lines: [String] = []
        lines.append("# vflc: " + arguments(for: request, traits: environment.traits).joined(separator: " "))
        lines.append(
            comment("\(document.file.name), scene \(scene.rootID) (\(scene.name)), laid out \(environment.traits)"))
        for (name, id, className) in names.assigned {
            lines.append(comment("\(name) = \(id)" + (className.map { " (\($0))" } ?? "")))
            if let alignment = alignmentNames[id] { lines.append("# \(alignment): the alignment rect of \(name)") }
        }
        if marginOffsets != nil, let own = builder.rootMargins() {
            lines.append(
                "# root margins \(numbers(own)): the root's own, below the minimum a .vfl root's sides get"
                    + " (a view controller's), so written into the equations")
        }
        let release = request.release ?? 18
        lines.append("platform ios " + SyntaxPrinter.number(Double(release)))
        if UIKitRelease(release).hasTodaysGuides {
            let insets = SafeAreaDeclaration(
                top: literal(safeArea.top), left: literal(safeArea.left), bottom: literal(safeArea.bottom),
                right: literal(safeArea.right), range: .at(0))
            lines.append(SyntaxPrinter.line(for: Statement(conditions: [], kind: .safeArea(insets), range: .at(0))))
        } else {
            // iOS 7's rules have no safe area: the scene's insets are its layout guides' lengths,
            // as the layout took them.
            let guides = LayoutGuidesDeclaration(
                top: literal(environment.topLayoutGuide ?? 0), bottom: literal(environment.bottomLayoutGuide ?? 0),
                range: .at(0))
            lines.append(SyntaxPrinter.line(for: Statement(conditions: [], kind: .layoutGuides(guides), range: .at(0))))
        }

        for statement in statements {
            var renamed = statement
            if case .view(let view) = statement.kind, view.name.name == "root", marginOffsets != nil {
                continue
            }
            if case .view(var view) = renamed.kind, view.drawn != nil, !open.contains(view.name.name) {
                view.drawn = nil
                renamed.kind = .view(view)
            }
            renamed.kind = renamedKind(renamed.kind, rename)
            if case .equation(var equation) = renamed.kind, let offsets = marginOffsets {
                equation = rewriteRootMargins(equation, offsets: offsets)
                renamed.kind = .equation(equation)
            }
            var line = SyntaxPrinter.line(for: renamed)
            if case .equation(let equation) = statement.kind, let identifier = equation.identifier {
                line += "  " + comment(identifier)
            }
            lines.append(line)
            // The view around an alignment rect, right after the rect's declaration.
            if case .view(let view) = statement.kind, let insets = alignmentInsets[view.name.name],
                let alignment = alignmentNames[view.name.name]
            {
                lines += frameAroundAlignmentRect(
                    name: names.name(for: view.name.name), alignment: alignment, insets: insets,
                    parent: parentID(of: view.name.name, in: builder).map(rename), hidden: view.hidden != nil)
            }
        }
        // A root 0 points wide or high, which `--width` and `--height` cannot say: the fitting
        // size would grow it to its content; an equation holds it at 0, as the scene is laid out.
        if request.widths.contains(where: { $0 <= 0 }) {
            lines.append("root.width == 0  " + comment("the root's stored width"))
        }
        if let height = request.height, height <= 0 {
            lines.append("root.height == 0  " + comment("the root's stored height"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Names

    /// Every item name a statement uses.
    static func itemNames(in statement: Statement) -> [String] {
        switch statement.kind {
        case .view(let view): [view.name.name] + (view.parent.map { [$0.name] } ?? [])
        case .guide(let guide): [guide.name.name] + (guide.parent.map { [$0.name] } ?? [])
        case .stack(let stack): [stack.name.name] + (stack.parent.map { [$0.name] } ?? []) + stack.arranged.map(\.name)
        case .equation(let equation): [equation.first.item.name] + (equation.second.map { [$0.item.name] } ?? [])
        case .format(let format): format.views.map(\.name.name)
        default: []
        }
    }

    /// The statement kind with every item name replaced.
    static func renamedKind(_ kind: Statement.Kind, _ rename: (String) -> String) -> Statement.Kind {
        func renamed(_ identifier: Identifier) -> Identifier {
            Identifier(rename(identifier.name), range: identifier.range)
        }
        switch kind {
        case .view(var view):
            view.name = renamed(view.name)
            view.parent = view.parent.map(renamed)
            return .view(view)
        case .guide(var guide):
            guide.name = renamed(guide.name)
            guide.parent = guide.parent.map(renamed)
            return .guide(guide)
        case .stack(var stack):
            stack.name = renamed(stack.name)
            stack.parent = stack.parent.map(renamed)
            stack.arranged = stack.arranged.map(renamed)
            for index in stack.customSpacings.indices {
                stack.customSpacings[index].view = renamed(stack.customSpacings[index].view)
            }
            return .stack(stack)
        case .equation(var equation):
            equation.first.item = renamed(equation.first.item)
            if var second = equation.second {
                second.item = renamed(second.item)
                equation.second = second
            }
            return .equation(equation)
        case .format(var format):
            for index in format.views.indices { format.views[index].name = renamed(format.views[index].name) }
            return .format(format)
        default:
            return kind
        }
    }

    // MARK: - Geometry

    /// The command line that lays the program out as the scene is: its size, release and device.
    /// A root 0 points wide or high (a table's empty footer view), which `--width` and `--height`
    /// cannot say, is left to the fitting size (an equation of the program holds it at 0), with
    /// the size classes it was laid out in, and without its device, whose screen would give the
    /// root its size instead: on the device's pixel grid (`--scale`), the program's own `safeArea`
    /// line standing for the device's.
    static func arguments(for request: LayoutRequest, traits: SizeClassTraits) -> [String] {
        var arguments: [String] = []
        var traitOverride = request.traits
        let widths = request.widths.filter { $0 > 0 }
        if !widths.isEmpty { arguments += ["--width", widths.map(SyntaxPrinter.number).joined(separator: ",")] }
        if let height = request.height, height > 0 { arguments += ["--height", SyntaxPrinter.number(height)] }
        let fitted = widths.count < request.widths.count || request.height.map({ $0 <= 0 }) == true
        if fitted, traitOverride == nil {
            traitOverride = TraitOverride(horizontal: traits.horizontal, vertical: traits.vertical)
        }
        let release = request.release ?? 18
        arguments += ["--ios", String(release)]
        var scale = request.scale
        if fitted, let device = request.devices.first {
            if scale == nil, request.deviceScaleByDefault, UIKitRelease(release).snapsToDeviceScale {
                scale = device.scale
            }
        } else {
            if !request.devices.isEmpty {
                arguments += ["--device", request.devices.map(\.name).joined(separator: ",")]
            }
            if request.landscape { arguments.append("--landscape") }
            if !request.splits.isEmpty {
                arguments += ["--split", request.splits.map(\.rawValue).joined(separator: ",")]
            }
        }
        if let traitOverride {
            // A document's base configuration (Any) has no `--traits`: the program it is written
            // as has no size-class conditions.
            let given = [("w", traitOverride.horizontal), ("h", traitOverride.vertical)]
            let classes = given.compactMap { axis, sizeClass in
                sizeClass.flatMap { $0 == .unspecified ? nil : axis + $0.letter }
            }
            if !classes.isEmpty { arguments += ["--traits", classes.joined(separator: ",")] }
        }
        if request.rightToLeft { arguments.append("--rtl") }
        if let scale { arguments += ["--scale", SyntaxPrinter.number(scale)] }
        return arguments
    }

    /// `# text` on one line: a line break in a name the document gives would end the comment.
    static func comment(_ text: String) -> String {
        "# " + String(text.map { $0.isNewline ? " " : $0 })
    }

    private static func literal(_ value: Double) -> NumberLiteral { NumberLiteral(value, range: .at(0)) }

    private static func numbers(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(SyntaxPrinter.number).joined(separator: ",")
    }

    // MARK: - Alignment rects

    /// The IB id of a view's parent (`root` for the root's children).
    static func parentID(of id: String, in builder: SceneBuilder) -> String? {
        guard let view = builder.views.first(where: { $0.id == id }), let parent = view.parent else { return nil }
        return parent == 0 ? "root" : builder.views[parent].id
    }

    /// `NAME` around its alignment rect `NAME_alignment`: the frame is the rect widened by the
    /// alignment insets, in the same parent.
    static func frameAroundAlignmentRect(
        name: String, alignment: String, insets: EdgeInsets, parent: String?, hidden: Bool
    ) -> [String] {
        var declaration = "view " + name
        if let parent, parent != "root" { declaration += " in=" + parent }
        if hidden { declaration += " hidden" }
        func offset(_ value: Double) -> String {
            value == 0 ? "" : (value < 0 ? " - " : " + ") + SyntaxPrinter.number(abs(value))
        }
        return [
            declaration,
            "\(name).left == \(alignment).left" + offset(-insets.left) + "  # alignment inset",
            "\(name).top == \(alignment).top" + offset(-insets.top) + "  # alignment inset",
            "\(name).width == \(alignment).width" + offset(insets.left + insets.right) + "  # alignment inset",
            "\(name).height == \(alignment).height" + offset(insets.top + insets.bottom) + "  # alignment inset",
        ]
    }

    // MARK: - Root margins

    /// A root margin attribute's edge and its offset from it.
    struct MarginOffsets {
        var margins: EdgeInsets
        var rightToLeft: Bool

        /// `root.leadingMargin` as `(leading, +left)`; `nil` for an attribute that is not a margin.
        /// A constant on `leading` or `trailing` counts in the leading-to-trailing direction, as in
        /// UIKit: right to left, `root.leadingMargin` is `(leading, +right)`.
        func edge(of attribute: LayoutAttribute) -> (LayoutAttribute, Double)? {
            let leading = rightToLeft ? margins.right : margins.left
            let trailing = rightToLeft ? -margins.left : -margins.right
            switch attribute {
            case .topMargin: return (.top, margins.top)
            case .bottomMargin: return (.bottom, -margins.bottom)
            case .leftMargin: return (.left, margins.left)
            case .rightMargin: return (.right, -margins.right)
            case .leadingMargin: return (.leading, leading)
            case .trailingMargin: return (.trailing, trailing)
            case .centerXWithinMargins: return (.centerX, (margins.left - margins.right) / 2)
            case .centerYWithinMargins: return (.centerY, (margins.top - margins.bottom) / 2)
            default: return nil
            }
        }
    }

    /// The root's margins where the program's root would give others: a minimum the scene's
    /// own (a cell's content view, a xib's view sized by its own width) rather than the program's
    /// device's, or margins that leave the safe area out (before Xcode 9, or
    /// `insetsLayoutMarginsFromSafeArea="NO"`). `nil` when the program's root gives the same.
    static func rootMarginOffsets(builder: SceneBuilder, request: LayoutRequest, safeArea: EdgeInsets)
        -> MarginOffsets?
    {
        var programRequest = request
        programRequest.rootMinimumMargin = nil
        programRequest.rootMarginsFollowSafeArea = true
        let programMinimum =
            LayoutEnvironment.environments(for: programRequest).map {
                max($0.systemMinimumMargin, LayoutEnvironment.systemMinimumMargin(traits: $0.traits, screenWidth: nil))
            }.max() ?? 20
        let own = builder.rootMargins() ?? .zero
        func margins(minimum: Double, inset: EdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: max(own.top, 0) + inset.top, left: max(own.left, minimum) + inset.left,
                bottom: max(own.bottom, 0) + inset.bottom, right: max(own.right, minimum) + inset.right)
        }
        let scene = margins(
            minimum: request.rootMinimumMargin ?? programMinimum,
            inset: request.rootMarginsFollowSafeArea ? safeArea : .zero)
        guard scene != margins(minimum: programMinimum, inset: safeArea) else { return nil }
        return MarginOffsets(margins: scene, rightToLeft: request.rightToLeft)
    }

    /// `equation` with the root's margin attributes as its edges, the margins in the constant.
    static func rewriteRootMargins(_ equation: Equation, offsets: MarginOffsets) -> Equation {
        var equation = equation
        var shift = 0.0
        if equation.first.item.name == "root", let (edge, offset) = offsets.edge(of: equation.first.attribute) {
            equation.first.attribute = edge
            shift -= offset
        }
        if var second = equation.second, second.item.name == "root",
            let (edge, offset) = offsets.edge(of: second.attribute)
        {
            second.attribute = edge
            equation.second = second
            shift += (equation.multiplier?.value ?? 1) * offset
        }
        guard shift != 0 else { return equation }
        var value = 0.0
        if case .number(let literal)? = equation.constant {
            value = equation.constantNegated ? -literal.value : literal.value
        }
        equation.constant = .number(literal(value + shift))
        equation.constantNegated = false
        return equation
    }
}
