import VFLSyntax

/// Prints Swift source (`--format swift`) that rebuilds the layout in UIKit: one function a view
/// controller calls with its root view and its views by name,
///
///     @MainActor @discardableResult
///     func makeConstraints(root: UIView, views: [String: UIView], guides: [String: UILayoutGuide] = [:],
///                          topLayoutGuide: UILayoutSupport? = nil, bottomLayoutGuide: UILayoutSupport? = nil)
///         -> [NSLayoutConstraint]
///
/// which puts each view in its parent, configures what is not a constraint (stacks with their
/// arranged views in order, autoresizing frames and masks, layout margins, hidden views, labels'
/// line counts), then makes the file's constraints with the anchor API
/// (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`; the
/// `NSLayoutConstraint(item:…)` initializer only where anchors cannot say it: a multiplier on a
/// location, a baseline of a layout guide), activates them and returns them.
///
/// Each constraint is preceded by a `// file:line:col` comment with its IR form. The constraints
/// UIKit makes itself are not made here: content hugging and compression resistance (from the
/// view's `intrinsicContentSize`: they become `setContentHuggingPriority` /
/// `setContentCompressionResistancePriority` calls), a stack's `UISV-` constraints, an
/// autoresizing view's `h=… v=…` constraints, and the layout guides' own placement.
public struct SwiftCodeRenderer {
    public init() {}

    static let parameters = """
        root: UIView, views: [String: UIView], guides: [String: UILayoutGuide] = [:],
        topLayoutGuide: UILayoutSupport? = nil, bottomLayoutGuide: UILayoutSupport? = nil
        """

    public func render(_ system: ConstraintSystem, file: SourceFile) -> String {
        header(file, [system], call: "makeConstraints(")
            + function(system, file: file, name: "makeConstraints", all: [system])
    }

    /// A whole compilation, one file: one function per distinct system. A sweep over several
    /// size classes (or guide lengths) gets `makeConstraints` + its traits
    /// (`makeConstraintsCompactWidthRegularHeight`), each preceded by the entries it serves, so
    /// the file compiles with no two functions of one name; with more than one set of size
    /// classes, `makeConstraints(for:root:views:…)` picks by a trait collection.
    public func render(_ result: CompilationResult) -> String {
        let groups = DistinctSystems(result)
        guard groups.systems.count > 1 else {
            return groups.systems.first.map { render($0.system, file: result.file) }
                ?? header(result.file, [], call: "makeConstraints(")
        }
        let all = groups.systems.map(\.system)
        var names: Set<String> = []
        var byTraits: [(traits: SizeClassTraits, name: String)] = []
        var functions = ""
        var firstName: String?
        for (system, traits, label) in groups.systems {
            var name = "makeConstraints" + Self.functionSuffix(traits)
            if names.contains(name) {
                var number = 2
                while names.contains(name + "\(number)") { number += 1 }
                name += "\(number)"
            }
            names.insert(name)
            if firstName == nil { firstName = name }
            if let traits, !byTraits.contains(where: { $0.traits == traits }) { byTraits.append((traits, name)) }
            functions += "\n// For \(Self.commentSafe(label))" + (traits.map { " (\($0.description))" } ?? "") + "."
            functions += function(system, file: result.file, name: name, all: all)
        }
        guard byTraits.count > 1 else {
            return header(result.file, all, call: (firstName ?? "makeConstraints") + "(") + functions
        }
        return header(result.file, all, call: "makeConstraints(for: traitCollection, ") + functions + picker(byTraits)
    }

    /// `CompactWidthRegularHeight` for `wC hR`.
    static func functionSuffix(_ traits: SizeClassTraits?) -> String {
        guard let traits else { return "" }
        func word(_ sizeClass: SizeClass) -> String { sizeClass == .compact ? "Compact" : "Regular" }
        return word(traits.horizontal) + "Width" + word(traits.vertical) + "Height"
    }

    /// The file's opening comment, with a call of `call` (`makeConstraints(`) as an example, and
    /// `import UIKit`.
    private func header(_ file: SourceFile, _ systems: [ConstraintSystem], call: String) -> String {
        let views = (systems.first?.items ?? []).filter { $0.kind == .view }.map(\.name)
        let shown = views.prefix(3).map { "\"\($0)\": \($0)" } + (views.count > 3 ? ["..."] : [])
        // The iOS 7 guides, when a function needs them: the view controller's own.
        let guides = [LayoutItem.Kind.topLayoutGuide, .bottomLayoutGuide].filter { kind in
            systems.contains { system in
                system.constraints.contains { constraint in
                    !Self.isMadeByUIKit(constraint)
                        && ([constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])).contains {
                            system.items[$0].kind == kind
                        }
                }
            }
        }.map { $0 == .topLayoutGuide ? ", topLayoutGuide: topLayoutGuide" : ", bottomLayoutGuide: bottomLayoutGuide" }
        var out = """
            // Generated by vflc from \(Self.commentSafe(file.name)). Do not edit; regenerate with `vflc --format swift`.
            //
            // Call it once the views exist, e.g. in a view controller's viewDidLoad:
            //
            //     activeConstraints = \(call)root: view, views: [\(shown.isEmpty ? ":" : shown.joined(separator: ", "))]\(guides.joined()))
            //
            // `views` holds every view the .vfl file names (a `stack` is a UIStackView, a view with
            // `text=` a UILabel); `guides` may hold its `guide`s (the others are made here). It puts each
            // view in its parent (a stack's arranged views with addArrangedSubview, in order), sets what
            // is not a constraint (stacks, frames, margins, hidden views, line counts), and returns the
            // constraints it made, activated. Intrinsic sizes come from the views themselves.

            """
        let designs = Set(
            systems.flatMap { $0.configuration.frames.map { "\($0.parentDesignWidth)x\($0.parentDesignHeight)" } })
        if !designs.isEmpty {
            out += """
                //
                // Frames are in their parent's coordinates at the parent's design size: call it while each
                // parent of a framed view has that size (before the first layout pass), so that UIKit's
                // autoresizing starts from it.

                """
        }
        return out + "import UIKit\n"
    }

    /// `makeConstraints(for:…)`: the function of the trait collection's size classes, else the first.
    private func picker(_ functions: [(traits: SizeClassTraits, name: String)]) -> String {
        func word(_ sizeClass: SizeClass) -> String { sizeClass == .compact ? ".compact" : ".regular" }
        let call = """
            (
                        root: root, views: views, guides: guides, topLayoutGuide: topLayoutGuide,
                        bottomLayoutGuide: bottomLayoutGuide)

            """
        var out = """

            // Picks the function for a trait collection's size classes (the first one when a size class
            // is unspecified). Call it again from traitCollectionDidChange(_:) after deactivating the
            // constraints it returned before.
            @MainActor @discardableResult
            func makeConstraints(
                for traitCollection: UITraitCollection, \(Self.parameters.replacingNewlines(with: "\n    "))
            ) -> [NSLayoutConstraint] {
                switch (traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass) {

            """
        for (traits, name) in functions {
            out += "    case (\(word(traits.horizontal)), \(word(traits.vertical))):\n"
            out += "        return \(name)" + call
        }
        out += "    default:\n"
        out += "        return \(functions[0].name)" + call
        out += "    }\n}\n"
        return out
    }

    private func function(_ system: ConstraintSystem, file: SourceFile, name: String, all: [ConstraintSystem]) -> String
    {
        let indent = String(repeating: " ", count: "func ".count + name.count + 1)
        var out = """

            @MainActor @discardableResult
            func \(name)(\(Self.parameters.replacingNewlines(with: "\n" + indent)))
                -> [NSLayoutConstraint] {

            """
        // Only the layout guides that emitted code refers to, so no unused binding draws a warning.
        let emitted = system.constraints.filter { !Self.isMadeByUIKit($0) }
        let used = Set(emitted.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) })
        for (index, item) in system.items.enumerated() where used.contains(index) {
            guard item.kind == .topLayoutGuide || item.kind == .bottomLayoutGuide else { continue }
            // Checked once up front so a missing guide fails with a message, not a bare `!`.
            let parameter = item.kind == .topLayoutGuide ? "topLayoutGuide" : "bottomLayoutGuide"
            out += "    guard let \(parameter) = \(parameter) else {\n"
            out += "        preconditionFailure(\"\(name): this layout needs \(parameter)\")\n"
            out += "    }\n"
        }
        let viewNames = system.items.filter { $0.kind == .view }.map { "\"\($0.name)\"" }
        if !viewNames.isEmpty {
            // One message naming every view not given, rather than a bare `!` on the first.
            out += "    let missing = [\(viewNames.joined(separator: ", "))].filter { views[$0] == nil }\n"
            out += "    precondition(missing.isEmpty, \"\(name): no view named \\(missing)\")\n"
        }
        out += hierarchy(system)
        out += configuration(system, all: all)
        out += "\n    var constraints: [NSLayoutConstraint] = []\n"
        let fileName = Self.commentSafe(file.name)
        for constraint in system.constraints where !Self.isMadeByUIKit(constraint) {
            let location = file.location(of: constraint.origin.range.start)
            out +=
                "    // \(fileName):\(location.line):\(location.column)  \(IRRenderer.equation(constraint, in: system))\n"
            out += statement(for: constraint, in: system)
        }
        out += madeByUIKit(system)
        out += "    NSLayoutConstraint.activate(constraints)\n"
        out += "    return constraints\n"
        out += "}\n"
        return out
    }

    /// Constraints UIKit makes itself from what the function configures.
    static func isMadeByUIKit(_ constraint: LayoutConstraint) -> Bool {
        switch constraint.origin.kind {
        case .stackView, .autoresizing, .layoutGuide: true
        case .format, .alignmentOption, .equation, .contentHugging, .compressionResistance: false
        }
    }

    /// A comment counting the constraints UIKit makes, by kind.
    private func madeByUIKit(_ system: ConstraintSystem) -> String {
        var counts: [ConstraintOrigin.Kind: Int] = [:]
        for constraint in system.constraints where Self.isMadeByUIKit(constraint) {
            counts[constraint.origin.kind, default: 0] += 1
        }
        let parts: [(ConstraintOrigin.Kind, String, String)] = [
            (.stackView, "'UISV-' constraint", " of the stacks"),
            (.autoresizing, "'h=… v=…' constraint", " from the frames and masks"),
            (.layoutGuide, "constraint", " placing the layout guides"),
        ]
        let said = parts.compactMap { kind, noun, rest in
            counts[kind].map { "\($0) \(noun)\($0 == 1 ? "" : "s")\(rest)" }
        }
        guard !said.isEmpty else { return "" }
        return "    // UIKit makes the rest itself: " + said.joined(separator: ", ") + ".\n"
    }

    /// Each view in its parent and each guide in its owner, unless already there; a stack's
    /// arranged views are left to `addArrangedSubview`.
    private func hierarchy(_ system: ConstraintSystem) -> String {
        let arranged = Set(system.configuration.stacks.flatMap(\.arranged))
        var out = ""
        var guideNames: [String] = []
        for (index, item) in system.items.enumerated() {
            guard let parent = item.parent else { continue }
            let reference = reference(index, in: system)
            let parentReference = self.reference(parent, in: system)
            switch item.kind {
            case .view where !arranged.contains(index):
                out +=
                    "    if \(reference).superview !== \(parentReference) { \(parentReference).addSubview(\(reference)) }\n"
            case .guide:
                guideNames.append("\"\(item.name)\"")
                out +=
                    "    if \(reference).owningView !== \(parentReference) { \(parentReference).addLayoutGuide(\(reference)) }\n"
            default: break
            }
        }
        guard !guideNames.isEmpty else { return out }
        return """
                var guides = guides
                for name in [\(guideNames.joined(separator: ", "))] where guides[name] == nil { guides[name] = UILayoutGuide() }

            """ + out
    }

    /// What is not a constraint: autoresizing, margins, hidden views, labels, stacks.
    private func configuration(_ system: ConstraintSystem, all: [ConstraintSystem]) -> String {
        var out = ""
        let configuration = system.configuration
        var frames: [Int: ViewConfiguration.Frame] = [:]
        for frame in configuration.frames { frames[frame.item] = frame }
        for (index, item) in system.items.enumerated() where item.kind == .view {
            let view = reference(index, in: system)
            guard let frame = frames[index] else {
                out += "    \(view).translatesAutoresizingMaskIntoConstraints = false\n"
                continue
            }
            let parent = item.parent.map { system.items[$0].name } ?? "root"
            let mask = frame.mask.map { "." + $0.rawValue }.joined(separator: ", ")
            out += "    // Designed in \(parent) at \(NumberText.exact(frame.parentDesignWidth))x"
            out += "\(NumberText.exact(frame.parentDesignHeight)); UIKit resizes it by its mask.\n"
            out += "    \(view).translatesAutoresizingMaskIntoConstraints = true\n"
            out += "    \(view).frame = CGRect(x: \(NumberText.exact(frame.x)), y: \(NumberText.exact(frame.y)), "
            out += "width: \(NumberText.exact(frame.width)), height: \(NumberText.exact(frame.height)))\n"
            out += "    \(view).autoresizingMask = [\(mask)]\n"
        }
        var ownMargins = Set<Int>()
        for margins in configuration.margins {
            ownMargins.insert(margins.item)
            out += "    \(reference(margins.item, in: system)).layoutMargins = \(Self.insets(margins.insets))\n"
        }
        // Every view hidden under some set of size classes is set either way.
        for index in system.items.indices where all.contains(where: { $0.items[index].isHidden }) {
            out += "    \(reference(index, in: system)).isHidden = \(system.items[index].isHidden)\n"
        }
        for label in system.textLabels {
            out += "    (\(cast(label.item, to: "UILabel", in: system))).numberOfLines = \(label.lines)\n"
        }
        for stack in configuration.stacks {
            out += self.stack(stack, ownMargins: ownMargins.contains(stack.item), in: system)
        }
        return out
    }

    private func stack(_ stack: ViewConfiguration.Stack, ownMargins: Bool, in system: ConstraintSystem) -> String {
        var out = "    do {\n"
        out += "        let stack = \(cast(stack.item, to: "UIStackView", in: system))\n"
        out += "        stack.axis = .\(stack.axis == .horizontal ? "horizontal" : "vertical")\n"
        out += "        stack.distribution = .\(stack.distribution.rawValue)\n"
        out += "        stack.alignment = .\(stack.alignment.rawValue)\n"
        out += "        stack.spacing = \(NumberText.exact(stack.spacing))\n"
        out += "        stack.isLayoutMarginsRelativeArrangement = \(stack.isLayoutMarginsRelative)\n"
        if stack.isLayoutMarginsRelative, !ownMargins {
            out += "        stack.layoutMargins = \(Self.insets(EdgeInsets(all: StackFacts.margin)))\n"
        }
        out += "        stack.isBaselineRelativeArrangement = \(stack.isBaselineRelative)\n"
        let arranged = stack.arranged.map { reference($0, in: system) }
        out += "        let arranged: [UIView] = [\(arranged.joined(separator: ", "))]\n"
        out += "        if !stack.arrangedSubviews.elementsEqual(arranged, by: ===) {\n"
        out += "            stack.arrangedSubviews.forEach(stack.removeArrangedSubview)\n"
        out += "            arranged.forEach(stack.addArrangedSubview)\n"
        out += "        }\n"
        for custom in stack.customSpacings {
            out += "        stack.setCustomSpacing(\(NumberText.exact(custom.spacing)), after: "
            out += "\(reference(custom.after, in: system)))\n"
        }
        return out + "    }\n"
    }

    /// `UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`.
    private static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(NumberText.exact(insets.top)), left: \(NumberText.exact(insets.left)), "
            + "bottom: \(NumberText.exact(insets.bottom)), right: \(NumberText.exact(insets.right)))"
    }

    /// The Swift statements (indented, newline-terminated) for one constraint.
    private func statement(for constraint: LayoutConstraint, in system: ConstraintSystem) -> String {
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
    private func creation(_ constraint: LayoutConstraint, in system: ConstraintSystem, indent: String) -> String {
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

    private func anchorCreation(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> String? {
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
    private func anchor(_ attribute: ItemAttribute, in system: ConstraintSystem) -> String? {
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
    private func intrinsicSizeCall(for constraint: LayoutConstraint, in system: ConstraintSystem) -> String? {
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
    private func reference(_ index: Int, in system: ConstraintSystem) -> String {
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

    /// `views["form"] as! UIStackView`.
    private func cast(_ index: Int, to type: String, in system: ConstraintSystem) -> String {
        let view = reference(index, in: system)
        return (view.hasSuffix("!") ? String(view.dropLast()) : view) + " as! " + type
    }

    private func relation(_ relation: Relation) -> String {
        switch relation {
        case .equal: ".equal"
        case .lessThanOrEqual: ".lessThanOrEqual"
        case .greaterThanOrEqual: ".greaterThanOrEqual"
        }
    }

    /// A file name that cannot end a `//` comment early: control characters become `?`.
    static func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    }
}

extension String {
    /// The string with each newline replaced (for indenting a multi-line parameter list).
    fileprivate func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
