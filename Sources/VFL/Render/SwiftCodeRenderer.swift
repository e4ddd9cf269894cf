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
        let groups = DistinctSystems(result, asCode: true)
        guard groups.systems.count > 1 else {
            return groups.systems.first.map { render($0.system, file: result.file) }
                ?? header(result.file, [], call: "makeConstraints(")
        }
        let all = groups.systems.map(\.system)
        var names: Set<String> = []
        var byTraits: [(traits: SizeClassTraits, name: String)] = []
        var functions = ""
        var firstName: String?
        for ((system, traits, label), traitSets) in zip(groups.systems, groups.traitSets) {
            var name = "makeConstraints" + Self.functionSuffix(traits)
            if names.contains(name) {
                var number = 2
                while names.contains(name + "\(number)") { number += 1 }
                name += "\(number)"
            }
            names.insert(name)
            if firstName == nil { firstName = name }
            // Every set of size classes it serves picks it, unless an earlier function has that set.
            for served in traitSets where !byTraits.contains(where: { $0.traits == served }) {
                byTraits.append((served, name))
            }
            let classes = traitSets.map(\.description).joined(separator: ", ")
            functions += "\n// For \(Self.commentSafe(label))" + (classes.isEmpty ? "" : " (\(classes))") + "."
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
        func word(_ sizeClass: SizeClass) -> String {
            switch sizeClass {
            case .compact: "Compact"
            case .regular: "Regular"
            case .unspecified: "Any"
            }
        }
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
        func word(_ sizeClass: SizeClass) -> String {
            switch sizeClass {
            case .compact: ".compact"
            case .regular: ".regular"
            case .unspecified: ".unspecified"
            }
        }
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

    /// Whether the code for two systems is the same: the same views configured alike and the same
    /// constraints made, content priorities set for the same views and axes at the same
    /// priorities (their sizes are the views' own).
    static func writesAlike(_ one: ConstraintSystem, _ other: ConstraintSystem) -> Bool {
        guard one.configuration == other.configuration, one.textLabels.map(\.lines) == other.textLabels.map(\.lines),
            one.items.map(\.isHidden) == other.items.map(\.isHidden)
        else { return false }
        func written(_ system: ConstraintSystem) -> [LayoutConstraint] {
            system.constraints.compactMap { constraint in
                if isMadeByUIKit(constraint) { return nil }
                guard constraint.origin.kind == .contentHugging || constraint.origin.kind == .compressionResistance
                else { return constraint }
                var priorityOnly = constraint
                priorityOnly.constant = 0
                return priorityOnly
            }
        }
        return written(one) == written(other)
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
