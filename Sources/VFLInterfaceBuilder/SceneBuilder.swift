import VFL
import VFLSyntax

/// The Interface Builder front end: one scene of a document, for one set of size classes, as the
/// syntax tree the `.vfl` front end would make for the same layout — views with their parents,
/// intrinsic sizes, content priorities, margins, frames and masks; stacks; and every installed
/// constraint as an equation under its IB id. Every range points at the XML element it came
/// from, so the compiler's diagnostics land on the document's line and column.
///
/// Items are named by IB id; the root view is `root`, its safe-area guide `safeArea`, the
/// iOS 7–10 layout guides `topLayoutGuide`/`bottomLayoutGuide`.
struct SceneBuilder {
    let document: InterfaceBuilderDocument
    let scene: SceneRoot
    let variations: SizeClassVariations
    var xml: XMLDocument { document.xml }

    private(set) var views: [SceneView] = []
    private var viewIndexByID: [String: Int] = [:]
    /// IB id → the item's name in the syntax tree (views, guides).
    private var names: [String: String] = [:]
    /// Scroll views (by view index) → the name of their content guide.
    private var contentGuides: [Int: String] = [:]
    /// Scroll views (by view index) → the name of their content area's margins guide.
    private var contentMarginGuides: [Int: String] = [:]
    /// Subviews (by view index) → the name of their safe-area guide.
    private var safeAreaGuides: [Int: String] = [:]
    /// Every `<constraints>` holder (its IB id) and its constraint elements, in document order.
    private var constraintLists: [(holder: String, constraints: [Int])] = []
    /// The IB ids of views a constraint sizes (their width or height, on either side).
    private var sizedViews: Set<String> = []
    /// IB id → the lengths its own required constraints fix (`width == 120` with no second item),
    /// width and height: a stored frame is on the pixel grid, so the length Xcode stores for such a
    /// view may be the constraint's rounded (`height == 20.5` stored 20.667 at 3x).
    private var fixedLengths: [String: (width: Double?, height: Double?)] = [:]
    private(set) var statements: [Statement] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var alignmentInsets: [String: EdgeInsets] = [:]
    /// The multi-line labels whose text wraps (`text=`) rather than keeping their stored size.
    let wrapping: Set<String>
    /// Whether views declare their stored frames (`drawn=`).
    let declaresDrawnFrames: Bool

    /// Builds the scene's syntax for `traits`; the labels of `wrapping` get the wrapping-text model.
    /// With `drawn`, each view declares its stored frame as `drawn=` (a layout at the document's own
    /// size, where an ambiguous view goes where Xcode drew it).
    static func build(
        _ document: InterfaceBuilderDocument, scene: SceneRoot, traits: SizeClassTraits, wrapping: Set<String> = [],
        drawn: Bool = false
    ) -> SceneBuilder {
        let elements = sceneElements(document.xml, from: scene.element)
        let variations = SizeClassVariations(xml: document.xml, elements: elements, traits: traits)
        var builder = SceneBuilder(
            document: document, scene: scene, variations: variations, wrapping: wrapping, declaresDrawnFrames: drawn)
        builder.collectViews()
        builder.collectCellConstraints()
        builder.collectSizedViews()
        builder.emitRoot()
        for index in builder.views.indices.dropFirst() { builder.emitView(index) }
        builder.emitGuides()
        builder.emitConstraints()
        return builder
    }

    /// `index` and every element under it that belongs to its scene (not the cells and table
    /// header and footer views, which are scenes of their own), in document order.
    static func sceneElements(_ xml: XMLDocument, from index: Int) -> [Int] {
        var elements: [Int] = []
        var stack = [index]
        while let next = stack.popLast() {
            elements.append(next)
            for child in xml.elements[next].children.reversed() {
                let element = xml.elements[child]
                if element.name == "prototypes" || element.name == "cells" || element["key"] == "tableHeaderView"
                    || element["key"] == "tableFooterView"
                {
                    continue
                }
                stack.append(child)
            }
        }
        return elements
    }

    // MARK: - Views

    /// The scene's views in document order (a view before its subviews), skipping subviews the
    /// size class does not install.
    private mutating func collectViews() {
        // A view is placed by its stack, fills its visual effect view, or neither.
        enum Placement { case own, arranged, fillsEffectView }
        var stack: [(element: Int, parent: Int?, placement: Placement)] = [(scene.element, nil, .own)]
        while let (element, parent, placement) = stack.popLast() {
            let node = xml.elements[element]
            let id = node["id"] ?? "view\(element)"
            if parent != nil, variations.excluded.contains(id) { continue }
            let index = views.count
            views.append(
                SceneView(
                    element: element, id: id, className: node.name, parent: parent,
                    storedFrame: parent == nil ? document.drawnRootFrame(of: scene) : xml.storedFrame(of: element),
                    // `fixedFrame="YES"`: a view without constraints, which Interface Builder pins
                    // at build time by its frame and mask (its prototyping constraints).
                    translatesMask: parent != nil && placement == .own
                        && (node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node["fixedFrame"] == "YES"),
                    isArranged: placement == .arranged, fillsParent: placement == .fillsEffectView))
            viewIndexByID[id] = index
            names[id] = parent == nil ? "root" : id
            if let constraints = xml.child(of: element, named: "constraints") {
                constraintLists.append((id, xml.children(of: constraints, named: "constraint")))
            }
            // A visual effect view shows its subviews in its content view, which fills it.
            if node.name == "visualEffectView", let content = xml.child(of: element, named: "view", key: "contentView")
            {
                stack.append((content, index, .fillsEffectView))
            }
            guard let subviews = xml.child(of: element, named: "subviews") else { continue }
            // A scene's root may be a stack view too (a xib's top-level stack): `emitRootStack`.
            let isStack = node.name == "stackView"
            for child in xml.elements[subviews].children.reversed() {
                let name = xml.elements[child].name
                if InterfaceBuilderClass.isView(name) {
                    stack.append((child, index, isStack ? .arranged : .own))
                } else if !variations.excluded.contains(xml.elements[child]["id"] ?? "") {
                    // A subview of a class vflc does not lay out (a table cell outside a table).
                    diagnostics.append(
                        .warning(
                            .interfaceBuilderNotModelled(
                                "the subview '\(xml.elements[child]["id"] ?? name)' (\(name))"),
                            at: xml.elements[child].range))
                }
            }
        }
    }

    /// A cell's own constraints: IB keeps the constraints of a cell's content on the cell, naming
    /// the cell as the superview. The cell is the content view where their frames agree; a table
    /// view cell's is taller by its separator and wider by its accessory (a disclosure button
    /// beside the content view), so it is a guide that much taller and wider.
    private mutating func collectCellConstraints() {
        guard scene.kind == .cell, scene.owner != scene.element else { return }
        let cell = xml.elements[scene.owner]
        guard let id = cell["id"] else { return }
        let range = cell.range
        let cellFrame = xml.storedFrame(of: scene.owner)
        let extraHeight = (cellFrame?.height ?? 0) - (views[0].storedFrame?.height ?? 0)
        let extraWidth = (cellFrame?.width ?? 0) - (views[0].storedFrame?.width ?? 0)
        if extraHeight > 0 || extraWidth > 0 {
            names[id] = id
            emitGuide(id, in: 0, at: range)
            for attribute in [LayoutAttribute.left, .top] {
                emitEquation(
                    id, attribute, .equal, "root", attribute, identifier: "UITableViewCell-contentView", at: range)
            }
            for (attribute, extra) in [(LayoutAttribute.width, extraWidth), (.height, extraHeight)] {
                emitEquation(
                    id, attribute, .equal, "root", attribute, constant: max(0, extra),
                    identifier: "UITableViewCell-contentView", at: range)
            }
        } else {
            names[id] = "root"
        }
        // The cell's own safe area: its bounds, as a cell away from a screen's edges has no
        // safe-area insets.
        if let guide = xml.child(of: scene.owner, named: "viewLayoutGuide", key: "safeArea"),
            let guideID = xml.elements[guide]["id"]
        {
            names[guideID] = names[id]
        }
        if let constraints = xml.child(of: scene.owner, named: "constraints") {
            constraintLists.append((id, xml.children(of: constraints, named: "constraint")))
        }
    }

    private func identifier(_ name: String, at range: SourceRange) -> Identifier { Identifier(name, range: range) }

    private func number(_ value: Double, at range: SourceRange) -> NumberLiteral { NumberLiteral(value, range: range) }

    /// `x,y,w,h` of `frame=` or `drawn=`.
    private func frameSyntax(_ frame: Rect, at range: SourceRange) -> FrameSyntax {
        FrameSyntax(
            x: number(frame.x, at: range), y: number(frame.y, at: range), width: number(frame.width, at: range),
            height: number(frame.height, at: range), range: range)
    }

    private mutating func append(_ kind: Statement.Kind, at range: SourceRange) {
        statements.append(Statement(conditions: [], kind: kind, range: range))
    }

    /// The root: its own margins when it is not a view controller's view (a cell's content view,
    /// a xib's top-level view), and its design size when a subview is placed by its frame.
    private mutating func emitRoot() {
        let root = views[0]
        let range = xml.elements[root.element].range
        if let margins = rootMargins() {
            var declaration = ViewDeclaration(name: identifier("root", at: range), range: range)
            declaration.margins = marginsSyntax(margins, at: range)
            append(.view(declaration), at: range)
        }
        if let inferred = document.inferredRootSize(of: scene) {
            let size = NumberText.format(inferred.width) + " × " + NumberText.format(inferred.height)
            let less = [(inferred.accessory, "its accessory"), (inferred.separator, "the separator")]
                .filter { $0.0 > 0 }.map { "\(NumberText.format($0.0)) for \($0.1)" }
            let message = DiagnosticMessage.interfaceBuilderRootSize(
                root.id, size: size, source: inferred.source,
                less: less.isEmpty ? "" : " less " + less.joined(separator: " and "))
            diagnostics.append(Diagnostic(.note, message, at: range))
        }
        let framed = views.contains(where: { $0.parent == 0 && $0.translatesMask })
        if framed, root.storedFrame == nil {
            diagnostics.append(Diagnostic(.error, .interfaceBuilderNoRootSize(root.id), at: range))
        }
        if root.className == "stackView" { emitRootStack() }
        if framed, let frame = root.storedFrame {
            let size = SizeSyntax(
                width: number(frame.width, at: range), height: number(frame.height, at: range), range: range)
            append(.design(DesignDeclaration(size: size, range: range)), at: range)
        }
    }

    /// A stack view as the scene's root (a xib's top-level stack): vflc's root is the container,
    /// which cannot be a stack, so a stack view named by the root's IB id fills it and arranges
    /// the root's subviews; the outputs take it back out (`InterfaceBuilderCompiler`), leaving its
    /// arranged views children of the root, where they are in the document.
    private mutating func emitRootStack() {
        let root = views[0]
        let range = xml.elements[root.element].range
        var declaration = ViewDeclaration(name: identifier(root.id, at: range), range: range)
        var margins = effectiveMargins(of: 0)
        // Xcode draws a xib's top-level view as a view controller's, whose margins are at least
        // the system minimum on the sides (`viewRespectsSystemMinimumLayoutMargins`; 16, or 20
        // from 414 points wide, by the view's own width), whatever the view writes.
        if scene.kind == .topLevelView, !isPlainStack(root.element),
            InterfaceBuilderDevice.drawsXibViewAsRoot(toolsVersion: document.toolsVersion)
        {
            let side = InterfaceBuilderDevice.designMinimumMargin(
                toolsVersion: document.toolsVersion, width: root.storedFrame?.width ?? deviceWidth ?? 0)
            margins.left = max(margins.left, side)
            margins.right = max(margins.right, side)
        }
        if margins != EdgeInsets(all: 8), !(isPlainStack(root.element) && margins == .zero) {
            declaration.margins = marginsSyntax(margins, at: range)
        }
        emitStack(0, range: range)
        emitFill(root.id, "root", identifier: "IB-root-stackView", at: range)
        append(.view(declaration), at: range)
    }

    /// The root's own layout margins: a view's `layoutMargins` as written, else for a cell's
    /// content view what the Xcode of the document's `toolsVersion` gave it
    /// (`CellContentMargins`), and UIKit's default 8 for a collection view cell's and a table's
    /// header or footer view (the table's on the sides for one that preserves its superview's).
    /// `nil` for a view controller's view and a xib's top-level view that do not preserve their
    /// superview's margins: UIKit's system minimum applies (Xcode lays a xib's view out as a view
    /// controller's).
    func rootMargins() -> EdgeInsets? {
        let root = views[0]
        let written = writtenMargins(of: root.element)
        let preserves = xml.elements[root.element]["preservesSuperviewLayoutMargins"] == "YES"
        if scene.kind == .topLevelView, preserves {
            // A xib's view that preserves its superview's margins takes those of the canvas it is
            // shown in, whatever it writes: 8 on top and at the bottom, and on the sides the
            // system minimum of the document's device (16, or 20 from 414 points wide, a freeform
            // view narrower than its device among them), under the safe area.
            let side = InterfaceBuilderDevice.designMinimumMargin(
                toolsVersion: document.toolsVersion, width: deviceWidth ?? root.storedFrame?.width ?? 0)
            let shownIn = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
            return written?.atLeast(shownIn) ?? shownIn
        }
        // A table cell's content view keeps at least the margins its Xcode gave content views,
        // and those of its cell where it preserves them, whatever it writes.
        if let written, root.className != "tableViewCellContentView" { return written }
        // Before Xcode 8.3 a xib's view was drawn with a plain view's margins, a view
        // controller's xib's too.
        if InterfaceBuilderCompiler.drawsRootAsPlainView(scene, in: document) { return EdgeInsets(all: 8) }
        switch scene.kind {
        case .viewController where preserves:
            // A view controller's view that preserves its superview's margins (and writes none)
            // takes the 8 points of the view it is shown in (as its own, under the system minimum
            // and the safe area; 8 at the bottom of an iPhone 8, for one).
            return EdgeInsets(all: 8)
        case .viewController, .topLevelView: return nil
        case .cell where root.className == "tableViewCellContentView":
            let cell = xml.elements[scene.owner]
            // A prototype's table is two levels up (`<prototypes>`), a static cell's four
            // (`<cells>`, `<tableViewSection>`, `<sections>`); a xib's own cell has none.
            let table = sequence(first: scene.owner) { xml.elements[$0].parent }.dropFirst().prefix(4)
                .first { xml.elements[$0].name == "tableView" }
            let accessory = cell["accessoryType"] ?? "none"
            let cellFrame = xml.storedFrame(of: scene.owner)
            let cells = contentMargins(
                inTable: table, tableWidth: table.flatMap { xml.storedFrame(of: $0)?.width },
                cellWidth: cellFrame?.width ?? root.storedFrame?.width ?? 0,
                separator: document.inferredRootSize(of: scene)?.separator
                    ?? max(0, (cellFrame?.height ?? 0) - (root.storedFrame?.height ?? 0)),
                hasAccessory: accessory != "none", preservesCellMargins: preserves,
                cellPreservesTableMargins: cell["preservesSuperviewLayoutMargins"] == "YES",
                cellMargins: preserves ? writtenMargins(of: scene.owner) : nil)
            return written?.atLeast(cells) ?? cells
        case .tableHeaderOrFooter where preserves:
            // A table's header or footer view that preserves its superview's margins takes the
            // table's on its sides, as the table's cells do (a content view preserving its
            // cell's, in a cell preserving the table's, as wide as the view); 8 above and below.
            let table = xml.elements[scene.owner].parent.flatMap { xml.elements[$0].name == "tableView" ? $0 : nil }
            let width = root.storedFrame?.width ?? 0
            let sides = contentMargins(
                inTable: table, tableWidth: table.flatMap { xml.storedFrame(of: $0)?.width } ?? width,
                cellWidth: width, separator: 0, hasAccessory: false, preservesCellMargins: true,
                cellPreservesTableMargins: true)
            let shownIn = EdgeInsets(top: 8, left: sides.left, bottom: 8, right: sides.right)
            return written?.atLeast(shownIn) ?? shownIn
        default: return EdgeInsets(all: 8)
        }
    }

    /// The margins Xcode gave a table cell's content view (`CellContentMargins`) in `table` (its
    /// element; `nil` for a xib's own cell), on the document's device.
    private func contentMargins(
        inTable table: Int?, tableWidth: Double?, cellWidth: Double, separator: Double, hasAccessory: Bool,
        preservesCellMargins: Bool, cellPreservesTableMargins: Bool, cellMargins: EdgeInsets? = nil
    ) -> EdgeInsets {
        CellContentMargins(
            toolsVersion: document.toolsVersion, tableStyle: table.map { xml.elements[$0]["style"] ?? "plain" },
            cellWidth: cellWidth, separator: separator, hasAccessory: hasAccessory, tableWidth: tableWidth,
            deviceWidth: deviceWidth, device: CellContentMargins.DeviceKind(documentDevice),
            isControllerView: table.map { xml.elements[$0]["key"] == "view" } ?? false,
            preservesCellMargins: preservesCellMargins, cellPreservesTableMargins: cellPreservesTableMargins,
            cellMargins: cellMargins
        ).insets
    }

    /// The document's device, or nil for a document that names none (or one vflc does not model).
    private var documentDevice: Device? { document.deviceID.flatMap { InterfaceBuilderDevice.device(for: $0) } }

    /// The width of the document's device in its orientation, or nil for a document that names
    /// none (or one vflc does not model).
    private var deviceWidth: Double? {
        documentDevice.map { document.isLandscape ? $0.portraitHeight : $0.portraitWidth }
    }

    /// A subview's layout margins: its own (written, else 8 — a stack view's 0 unless it arranges
    /// its views inside them), and with `preservesSuperviewLayoutMargins` at least its
    /// superview's where it reaches them (the superview's margin less the view's stored distance
    /// from that edge). A view controller's root counts with its system minimum (16, or 20 from
    /// 414 points wide); the safe area is added by the view's own safe-area guide.
    func effectiveMargins(of index: Int) -> EdgeInsets {
        let view = views[index]
        let node = xml.elements[view.element]
        var margins = writtenMargins(of: view.element) ?? EdgeInsets(all: isPlainStack(view.element) ? 0 : 8)
        guard node["preservesSuperviewLayoutMargins"] == "YES", let parent = view.parent,
            let frame = view.storedFrame, let parentFrame = views[parent].storedFrame
        else { return margins }
        let inherited: EdgeInsets
        if parent == 0 {
            // A view controller's view, and a xib's view (drawn as one), have at least the
            // system minimum on their sides.
            var root = rootMargins() ?? .zero
            let hasSystemMinimum =
                (scene.kind == .viewController || scene.kind == .topLevelView)
                && !InterfaceBuilderCompiler.drawsRootAsPlainView(scene, in: document)
            if hasSystemMinimum {
                let side = InterfaceBuilderDevice.designMinimumMargin(
                    toolsVersion: document.toolsVersion, width: parentFrame.width)
                root.left = max(root.left, side)
                root.right = max(root.right, side)
            }
            inherited = root
        } else {
            inherited = effectiveMargins(of: parent)
        }
        margins.left = max(margins.left, inherited.left - frame.x)
        margins.top = max(margins.top, inherited.top - frame.y)
        margins.right = max(margins.right, inherited.right - (parentFrame.width - frame.maxX))
        margins.bottom = max(margins.bottom, inherited.bottom - (parentFrame.height - frame.maxY))
        return margins
    }

    /// Whether the view is arranged by a stack of distribution fillProportionally (`drawn=` then
    /// gives the length the stack reads for it where it has no intrinsic one).
    func isProportionallyArranged(_ index: Int) -> Bool {
        guard let parent = views[index].parent else { return false }
        let node = xml.elements[views[parent].element]
        return node.name == "stackView" && node["distribution"] == "fillProportionally"
    }

    /// The layout margins a view element writes (`XMLDocument.writtenLayoutMargins`).
    private func writtenMargins(of element: Int) -> EdgeInsets? { xml.writtenLayoutMargins(of: element) }

    /// A stack view that does not arrange inside its margins (and sets none): its own margins are
    /// 0 rather than UIView's 8.
    private func isPlainStack(_ element: Int) -> Bool {
        let node = xml.elements[element]
        return node.name == "stackView" && node["layoutMarginsRelativeArrangement"] != "YES"
            && writtenMargins(of: element) == nil
    }

    private func marginsSyntax(_ margins: EdgeInsets, at range: SourceRange) -> MarginsSyntax {
        MarginsSyntax(
            top: number(margins.top, at: range), left: number(margins.left, at: range),
            bottom: number(margins.bottom, at: range), right: number(margins.right, at: range), range: range)
    }

    /// One view: a `stack` statement for a stack view, and a `view` declaration with what IB says
    /// of it.
    private mutating func emitView(_ index: Int) {
        let view = views[index]
        let node = xml.elements[view.element]
        let range = node.range
        let name = identifier(view.id, at: range)
        let parentName = view.parent.map { views[$0].id } ?? "root"
        var declaration = ViewDeclaration(name: name, range: range)
        if !view.isArranged, view.parent != 0 { declaration.parent = identifier(parentName, at: range) }
        if let hidden = variations.attribute("hidden", of: view.element, in: xml), hidden.value == "YES" {
            declaration.hidden = hidden.valueRange
        }
        // The view's margins where they are not vflc's default of 8 (a stack's 0 matters only
        // under its arrangement, which it then does not use).
        let margins = effectiveMargins(of: index)
        if margins != EdgeInsets(all: 8), !(isPlainStack(view.element) && margins == .zero) {
            declaration.margins = marginsSyntax(margins, at: range)
        }
        if view.className == "stackView" { emitStack(index, range: range) }

        if view.fillsParent, let parent = view.parent {
            // UIKit keeps a visual effect view's content view at its bounds, whatever its size
            // (0 high among them, which a frame and mask could not be measured against).
            emitFill(
                view.id, parent == 0 ? "root" : views[parent].id, identifier: "UIVisualEffectView-contentView",
                at: range)
        } else if view.translatesMask, let frame = view.storedFrame {
            declaration.frame = frameSyntax(frame, at: range)
            declaration.autoresizing = autoresizingMask(of: view.element, at: range)
        } else {
            emitIntrinsicSize(index, into: &declaration)
        }
        // Where Xcode drew it (its alignment rect, for a switch or slider): a layout at the stored
        // size that leaves it open puts it there. An arranged view of a fillProportionally stack
        // declares it at any size: the nib gives the view that frame, and the stack reads its
        // length when the view has no intrinsic one.
        if declaresDrawnFrames || isProportionallyArranged(index), !view.translatesMask,
            let frame = view.storedFrame
        {
            declaration.drawn = frameSyntax(frame.narrowed(by: alignmentInsets[view.id] ?? .zero), at: range)
        }
        // A parent placed by constraints gives its frame-placed children its stored size.
        if !view.translatesMask, views.contains(where: { $0.parent == index && $0.translatesMask }),
            let frame = view.storedFrame
        {
            declaration.design = SizeSyntax(
                width: number(frame.width, at: range), height: number(frame.height, at: range), range: range)
        }
        append(.view(declaration), at: range)
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>`.
    private func autoresizingMask(of element: Int, at range: SourceRange) -> AutoresizingSyntax {
        guard let mask = xml.child(of: element, named: "autoresizingMask") else {
            return AutoresizingSyntax(members: [.none], range: range)
        }
        let node = xml.elements[mask]
        let table: [(String, AutoresizingSyntax.Member)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        let members = table.filter { node[$0.0] == "YES" }.map(\.1)
        return AutoresizingSyntax(members: members.isEmpty ? [.none] : members, range: node.range)
    }

    /// The intrinsic content size UIKit gives the view's class, from its stored frame (less the
    /// alignment insets of a switch or slider), `placeholderIntrinsicWidth/Height`, or, for a
    /// class whose size is not its text's or image's, the `<designables>` cache; and its content
    /// priorities.
    private mutating func emitIntrinsicSize(_ index: Int, into declaration: inout ViewDeclaration) {
        let view = views[index]
        let node = xml.elements[view.element]
        let range = node.range
        var width: Double?
        var height: Double?
        let axes = InterfaceBuilderClass.intrinsicAxes(
            of: view.className, hasImage: node["image"] != nil, scrolls: node["scrollEnabled"] != "NO")
        // The `<designables>` cache sizes a custom class's view; a label's or a button's stored
        // frame, which Xcode laid out last, already has its size (the cache may be older).
        let designable = axes == .none ? document.designableSizes[view.id] : nil
        if let designable { (width, height) = (designable.width, designable.height) }
        if let frame = view.storedFrame, designable == nil {
            var insets = EdgeInsets.zero
            if let own = InterfaceBuilderClass.alignmentInsets(
                of: view.className, style: node["progressViewStyle"], toolsVersion: document.toolsVersion)
            {
                insets = own
                alignmentInsets[view.id] = own
            }
            let aligned = frame.narrowed(by: insets)
            let size = (aligned.width, aligned.height)
            // A custom class's view with no subviews draws itself, and a stack view with no
            // arranged subviews is filled by the app's code: Xcode renders the first live and
            // keeps the size its class gives it, and draws the second at its stored size.
            let drawsItself =
                (view.className == "stackView" || (view.className == "view" && node["customClass"] != nil))
                && xml.child(of: view.element, named: "subviews") == nil
            if drawsItself, !sizedViews.contains(view.id) {
                let text = "\(NumberText.format(frame.width)) × \(NumberText.format(frame.height))"
                let message: DiagnosticMessage =
                    if let customClass = node["customClass"] {
                        .interfaceBuilderCustomViewSize(view.id, className: customClass, size: text)
                    } else {
                        .interfaceBuilderEmptyStackSize(view.id, size: text)
                    }
                diagnostics.append(Diagnostic(.note, message, at: range))
            }
            switch drawsItself ? .both : axes {
            case .both: (width, height) = (size.0, size.1)
            case .width: width = size.0
            case .height: height = size.1
            case .none: break
            }
            // A length the view's own required constraint fixes, stored rounded to the pixel
            // grid: the constraint's length, not the rounded one (which a required content
            // priority would otherwise hold against the constraint: a conflict neither Xcode nor
            // UIKit has).
            if let fixed = fixedLengths[view.id] {
                if let length = fixed.width, let value = width, abs(value - length) <= 0.5 { width = length }
                if let length = fixed.height, let value = height, abs(value - length) <= 0.5 { height = length }
            }
        }
        if let placeholder = node["placeholderIntrinsicWidth"] {
            width = InterfaceBuilderNumber.parse(placeholder)
        }
        if let placeholder = node["placeholderIntrinsicHeight"] {
            height = InterfaceBuilderNumber.parse(placeholder)
        }
        // A view sized by its text or image with nothing to read the size from, and no
        // constraint on its width or height: said, not guessed.
        if view.storedFrame == nil, designable == nil, axes != .none, !sizedViews.contains(view.id),
            (axes != .height && width == nil) || (axes != .width && height == nil)
        {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    .interfaceBuilderNoStoredSize(
                        view.id, className: view.className, toolsVersion: document.toolsVersion), at: range))
        }
        func priority(_ name: String, _ fallback: Double) -> NumberLiteral {
            let attribute = node.attribute(name)
            return number(
                attribute.flatMap { InterfaceBuilderNumber.parse($0.value) } ?? fallback,
                at: attribute?.valueRange ?? range)
        }
        let hugging = AxisPair(
            horizontal: priority("horizontalHuggingPriority", 250), vertical: priority("verticalHuggingPriority", 250))
        let resistance = AxisPair(
            horizontal: priority("horizontalCompressionResistancePriority", 750),
            vertical: priority("verticalCompressionResistancePriority", 750))
        // An empty label's intrinsic length is 0, which `intrinsic=` cannot say: the same pair of
        // constraints, written out.
        for (length, attribute, hug, resist) in [
            (width, LayoutAttribute.width, hugging.horizontal, resistance.horizontal),
            (height, .height, hugging.vertical, resistance.vertical),
        ] where length == 0 {
            emitConstant(
                view.id, attribute, .lessThanOrEqual, 0, priority: hug.value, identifier: "UIView-hugging", at: range)
            emitConstant(
                view.id, attribute, .greaterThanOrEqual, 0, priority: resist.value,
                identifier: "UIView-compressionResistance", at: range)
        }
        if let value = width, value <= 0 { width = nil }
        if let value = height, value <= 0 { height = nil }
        guard width != nil || height != nil else { return }
        declaration.hugging = hugging
        declaration.compressionResistance = resistance
        if wrapping.contains(view.id), let text = multiLineText(of: index) {
            declaration.text = SizeSyntax(
                width: number(text.length, at: range), height: number(text.lineHeight, at: range), range: range)
            if text.limit > 0 { declaration.lines = number(Double(text.limit), at: range) }
            return
        }
        declaration.intrinsicSize = IntrinsicSizeSyntax(
            width: width.map { number($0, at: range) }, height: height.map { number($0, at: range) }, range: range)
    }

    /// A multi-line label's text as the wrapping-text model reads it, from its stored frame: the
    /// lines it shows (its height over its font's line height, about 1.2 × the point size), their
    /// height, its text's length on one line (the stored width × the lines) and its
    /// `numberOfLines` (0: unlimited). `nil` for a one-line label.
    func multiLineText(of index: Int) -> (length: Double, lineHeight: Double, limit: Int)? {
        let view = views[index]
        let node = xml.elements[view.element]
        guard view.className == "label", let frame = view.storedFrame, frame.width > 0, frame.height > 0 else {
            return nil
        }
        // `numberOfLines`: 0 is unlimited; a negative count is UIKit's 0 too.
        let limit = min(max(Int(node["numberOfLines"] ?? "1") ?? 1, 0), 1_000_000)
        guard limit != 1 else { return nil }
        let font = xml.child(of: view.element, named: "fontDescription")
        var pointSize = font.flatMap { xml.elements[$0]["pointSize"] }.flatMap(InterfaceBuilderNumber.parse) ?? 17
        if !(pointSize > 0 && pointSize < 10_000) { pointSize = 17 }
        let measured = (frame.height / (1.2 * pointSize)).rounded()
        var lines = measured.isFinite ? max(1, Int(min(measured, 10_000))) : 1
        if limit > 0 { lines = min(lines, limit) }
        return (frame.width * Double(lines), frame.height / Double(lines), limit)
    }

    /// The multi-line labels of the scene (by IB id) with their stored widths and elements.
    var multiLineLabels: [String: (storedWidth: Double, element: Int)] {
        var labels: [String: (storedWidth: Double, element: Int)] = [:]
        for index in views.indices where multiLineText(of: index) != nil {
            labels[views[index].id] = (views[index].storedFrame?.width ?? 0, views[index].element)
        }
        return labels
    }

    /// `<stackView axis= distribution= alignment= spacing=>`: its subviews are its arranged views.
    private mutating func emitStack(_ index: Int, range: SourceRange) {
        let view = views[index]
        let node = xml.elements[view.element]
        var stack = StackDeclaration(name: identifier(view.id, at: range), range: range)
        // An arranged stack's parent is the stack that arranges it; the root is the default.
        if view.parent != 0, let parent = view.parent, !view.isArranged {
            stack.parent = identifier(views[parent].id, at: range)
        }
        // A size class's variation can change a stack's axis, distribution, alignment or spacing.
        let (variations, xml) = (self.variations, self.xml)
        let attribute = { (name: String) in variations.attribute(name, of: view.element, in: xml) }
        let axis = attribute("axis")
        stack.axis = axis?.value == "vertical" ? .vertical : .horizontal
        if let axis, !["vertical", "horizontal"].contains(axis.value) {
            diagnostics.append(.error(.interfaceBuilderValue("axis", axis.value), at: axis.valueRange))
        }
        if let value = attribute("distribution") {
            if let distribution = StackDeclaration.Distribution(rawValue: value.value) {
                stack.distribution = distribution
            } else {
                diagnostics.append(.error(.interfaceBuilderValue("distribution", value.value), at: value.valueRange))
            }
        }
        if let value = attribute("alignment") {
            switch StackDeclaration.Alignment(rawValue: value.value) {
            case .firstBaseline?, .lastBaseline?:
                diagnostics.append(.error(.needsFontMetrics("a stack view aligned by baseline"), at: value.valueRange))
            case let alignment?: stack.alignment = alignment
            case nil:
                diagnostics.append(.error(.interfaceBuilderValue("alignment", value.value), at: value.valueRange))
            }
        }
        if let value = attribute("spacing") {
            if let spacing = InterfaceBuilderNumber.parse(value.value) {
                stack.spacing = .number(number(spacing, at: value.valueRange))
            } else {
                diagnostics.append(.error(.interfaceBuilderValue("spacing", value.value), at: value.valueRange))
            }
        }
        // "Standard" spacing (`UIStackView.spacingUseSystem`): the system spacing, 8 points
        // between views in Xcode's stored frames.
        if let value = node.attribute("spacingType"), value.value == "standard" {
            stack.spacing = .name(identifier("systemSpacing", at: value.valueRange))
        }
        // A stack Interface Builder gives layout margins of its own arranges inside them: its
        // stored frames show it, though the document writes no `layoutMarginsRelativeArrangement`.
        let relative = node["layoutMarginsRelativeArrangement"]
        stack.marginsRelative = relative == "YES" || (relative != "NO" && writtenMargins(of: view.element) != nil)
        if node["baselineRelativeArrangement"] == "YES" {
            let range = node.attribute("baselineRelativeArrangement")?.valueRange ?? range
            diagnostics.append(.error(.needsFontMetrics("baseline-relative arrangement"), at: range))
        }
        stack.arranged = views.indices.filter { views[$0].parent == index }.map {
            identifier(views[$0].id, at: xml.elements[views[$0].element].range)
        }
        append(.stack(stack), at: range)
    }

    // MARK: - Layout guides

    /// The safe-area guides, the iOS 7–10 layout guides and scroll views' content and frame
    /// guides, named for the constraints that use them.
    private mutating func emitGuides() {
        // The view controller's `topLayoutGuide`/`bottomLayoutGuide`.
        if scene.kind == .viewController, let guides = xml.child(of: scene.owner, named: "layoutGuides") {
            for guide in xml.children(of: guides, named: "viewControllerLayoutGuide") {
                let node = xml.elements[guide]
                guard let id = node["id"] else { continue }
                names[id] = node["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
            }
        }
        for index in views.indices {
            let view = views[index]
            let guides = xml.elements[view.element].children.filter {
                ["viewLayoutGuide", "keyboardLayoutGuide"].contains(xml.elements[$0].name)
            }
            for child in guides {
                let node = xml.elements[child]
                guard let id = node["id"] else { continue }
                switch node["key"] {
                case "safeArea":
                    if index == 0 {
                        names[id] = "safeArea"
                    } else {
                        names[id] = safeAreaGuide(of: index, id: id, at: node.range)
                    }
                case "contentLayoutGuide":
                    names[id] = contentGuide(of: index, id: id, at: node.range)
                case "frameLayoutGuide":
                    names[id] = id
                    emitGuide(id, in: index, at: node.range)
                    // The scroll view may be the scene's root (a collection or table view
                    // controller's view, a xib's top-level scroll view).
                    let scrollView = index == 0 ? "root" : view.id
                    emitFill(id, scrollView, identifier: "UIScrollView-frameLayoutGuide", at: node.range)
                case "keyboard" where index == 0:
                    // `keyboardLayoutGuide` with the keyboard hidden: the band below the safe area
                    // (`usesBottomSafeArea`, UIKit's default), as Xcode lays it out.
                    names[id] = id
                    emitGuide(id, in: index, at: node.range)
                    let edges: [(LayoutAttribute, String, LayoutAttribute)] = [
                        (.top, "safeArea", .bottom), (.bottom, "root", .bottom), (.left, "root", .left),
                        (.right, "root", .right),
                    ]
                    for (attribute, item, other) in edges {
                        emitEquation(
                            id, attribute, .equal, item, other, identifier: "UIKeyboardLayoutGuide", at: node.range)
                    }
                default:
                    names[id] = id
                    diagnostics.append(
                        .warning(
                            .interfaceBuilderNotModelled("the layout guide '\(node["key"] ?? id)'"), at: node.range))
                }
            }
        }
    }

    private mutating func emitGuide(_ name: String, in index: Int, at range: SourceRange) {
        let parent = index == 0 ? nil : identifier(views[index].id, at: range)
        append(.guide(GuideDeclaration(name: identifier(name, at: range), parent: parent, range: range)), at: range)
    }

    /// A scroll view's content area: its top left at the scroll view's (the content offset is 0),
    /// its size set by the content's constraints. Constraints between the scroll view's edges and
    /// its subviews refer to it, as UIKit reads them.
    private mutating func contentGuide(of index: Int, id: String? = nil, at range: SourceRange) -> String {
        if let existing = contentGuides[index] { return existing }
        let name = id ?? "\(views[index].id).content"
        contentGuides[index] = name
        emitGuide(name, in: index, at: range)
        // A scroll view can be the scene's root (a xib's top-level scroll view).
        let view = index == 0 ? "root" : views[index].id
        for attribute in [LayoutAttribute.left, .top] {
            emitEquation(
                name, attribute, .equal, view, attribute, identifier: "UIScrollView-contentLayoutGuide", at: range)
        }
        return name
    }

    /// The margins of a scroll view's content area (made once), which constraints between the
    /// scroll view's margins and its own subviews refer to, as UIKit reads them (Apple's Auto
    /// Layout Guide: "constraints between the edges or margins of the scroll view and its content
    /// attach to the scroll view's content area"; centres attach to its frame): the content area
    /// inset by the scroll view's layout margins and, where its margins are inset from its safe
    /// area, by its safe-area insets. Its top left is the scroll view's safe area's (the content's
    /// is the scroll view's) plus the margins; its bottom right the content's, less the safe-area
    /// insets there (`<id>.safeAreaInsets`, a guide from the safe area's bottom right to the
    /// scroll view's, sizes `<id>.contentInsets` at the content's bottom right) and the margins.
    private mutating func contentMarginGuide(of index: Int, at range: SourceRange) -> String {
        if let existing = contentMarginGuides[index] { return existing }
        let id = views[index].id
        let name = "\(id).contentMargins"
        contentMarginGuides[index] = name
        let content = contentGuide(of: index, at: range)
        let margins = effectiveMargins(of: index)
        emitGuide(name, in: index, at: range)
        let tag = "UIScrollView-contentMargins"
        let insetFromSafeArea =
            document.toolsVersion >= 13000
            && xml.elements[views[index].element]["insetsLayoutMarginsFromSafeArea"] != "NO"
        if insetFromSafeArea {
            let safe = safeAreaGuide(of: index, at: range)
            emitEquation(name, .top, .equal, safe, .top, constant: margins.top, identifier: tag, at: range)
            emitEquation(name, .left, .equal, safe, .left, constant: margins.left, identifier: tag, at: range)
            let insets = "\(id).safeAreaInsets"
            let corner = "\(id).contentInsets"
            emitGuide(insets, in: index, at: range)
            emitGuide(corner, in: index, at: range)
            emitEquation(insets, .top, .equal, safe, .bottom, identifier: tag, at: range)
            emitEquation(insets, .left, .equal, safe, .right, identifier: tag, at: range)
            emitEquation(insets, .bottom, .equal, id, .bottom, identifier: tag, at: range)
            emitEquation(insets, .right, .equal, id, .right, identifier: tag, at: range)
            emitEquation(corner, .bottom, .equal, content, .bottom, identifier: tag, at: range)
            emitEquation(corner, .right, .equal, content, .right, identifier: tag, at: range)
            emitEquation(corner, .height, .equal, insets, .height, identifier: tag, at: range)
            emitEquation(corner, .width, .equal, insets, .width, identifier: tag, at: range)
            emitEquation(name, .bottom, .equal, corner, .top, constant: -margins.bottom, identifier: tag, at: range)
            emitEquation(name, .right, .equal, corner, .left, constant: -margins.right, identifier: tag, at: range)
        } else {
            for (attribute, constant) in [
                (LayoutAttribute.top, margins.top), (.left, margins.left), (.bottom, -margins.bottom),
                (.right, -margins.right),
            ] {
                emitEquation(
                    name, attribute, .equal, content, attribute, constant: constant, identifier: tag, at: range)
            }
        }
        return name
    }

    /// `reference`, an attribute of the item `itemID` in a constraint with `otherID`, as UIKit
    /// reads it where the item is a scroll view and the other its own subview: an edge is its
    /// content area's (`contentGuide`), a margin the content area's margins' (`contentMarginGuide`,
    /// not for a scroll view that is the scene's root); anything else, and any other pair, as is.
    private mutating func onScrollContent(
        _ reference: AttributeReference, of itemID: String, with otherID: String, at range: SourceRange
    ) -> AttributeReference {
        guard let index = viewIndexByID[itemID], isScrollView(index), let other = viewIndexByID[otherID],
            views[other].parent == index
        else { return reference }
        var rewritten = reference
        if Self.isContentEdge(reference.attribute) {
            rewritten.item = identifier(contentGuide(of: index, at: range), at: reference.item.range)
        } else if index != 0, let edge = Self.contentMarginEdge(reference.attribute) {
            rewritten.item = identifier(contentMarginGuide(of: index, at: range), at: reference.item.range)
            rewritten.attribute = edge
        }
        return rewritten
    }

    /// The edge of a scroll view's content margins guide a margin attribute names (`nil` for the
    /// centres within the margins, which attach to the frame).
    static func contentMarginEdge(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .leftMargin: .left
        case .rightMargin: .right
        default: nil
        }
    }

    /// A subview's safe-area guide (made once): its overlap with the root's safe area. Each edge
    /// is at least the view's and the root safe area's, and as close to the view's as that allows.
    private mutating func safeAreaGuide(of index: Int, id: String? = nil, at range: SourceRange) -> String {
        if let existing = safeAreaGuides[index] { return existing }
        let name = id ?? "\(views[index].id).safeArea"
        safeAreaGuides[index] = name
        emitGuide(name, in: index, at: range)
        let view = views[index].id
        let edges: [(LayoutAttribute, Relation)] = [
            (.top, .greaterThanOrEqual), (.left, .greaterThanOrEqual), (.bottom, .lessThanOrEqual),
            (.right, .lessThanOrEqual),
        ]
        for (attribute, relation) in edges {
            let tag = "UIViewSafeAreaLayoutGuide-\(attribute.rawValue)"
            emitEquation(name, attribute, relation, view, attribute, identifier: tag, at: range)
            emitEquation(name, attribute, relation, "safeArea", attribute, identifier: tag, at: range)
            emitEquation(name, attribute, .equal, view, attribute, priority: 999.9, identifier: tag, at: range)
        }
        return name
    }

    /// A margin attribute of a subview, under `insetsLayoutMarginsFromSafeArea` (UIKit's default
    /// since iOS 11, documents of Xcode 9 on, toolsVersion 13000): the view's margins are inset
    /// from its safe area, so `X.topMargin` is `X.safeArea.top + X.layoutMargins.top`. The
    /// reference to its edge on that guide and the offset to add.
    private mutating func marginOnSafeArea(_ reference: AttributeReference) -> (AttributeReference, Double)? {
        guard document.toolsVersion >= 13000, reference.attribute.isMargin,
            let index = viewIndexByID[reference.item.name], index != 0
        else { return nil }
        let node = xml.elements[views[index].element]
        guard node["insetsLayoutMarginsFromSafeArea"] != "NO" else { return nil }
        let own = effectiveMargins(of: index)
        let (base, offset): (LayoutAttribute, Double)
        switch reference.attribute {
        case .topMargin: (base, offset) = (.top, own.top)
        case .bottomMargin: (base, offset) = (.bottom, -own.bottom)
        case .leadingMargin: (base, offset) = (.leading, own.left)
        case .trailingMargin: (base, offset) = (.trailing, -own.right)
        case .leftMargin: (base, offset) = (.left, own.left)
        case .rightMargin: (base, offset) = (.right, -own.right)
        case .centerXWithinMargins: (base, offset) = (.centerX, (own.left - own.right) / 2)
        case .centerYWithinMargins: (base, offset) = (.centerY, (own.top - own.bottom) / 2)
        default: return nil
        }
        var rewritten = reference
        rewritten.item = identifier(safeAreaGuide(of: index, at: reference.range), at: reference.item.range)
        rewritten.attribute = base
        return (rewritten, offset)
    }

    /// `item` at `container`'s bounds: its left, top, width and height equal to the container's.
    private mutating func emitFill(
        _ item: String, _ container: String, identifier constraintIdentifier: String, at range: SourceRange
    ) {
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            emitEquation(item, attribute, .equal, container, attribute, identifier: constraintIdentifier, at: range)
        }
    }

    private mutating func emitEquation(
        _ first: String, _ firstAttribute: LayoutAttribute, _ relation: Relation, _ second: String,
        _ secondAttribute: LayoutAttribute, constant: Double? = nil, priority: Double? = nil,
        identifier constraintIdentifier: String, at range: SourceRange
    ) {
        let equation = Equation(
            first: AttributeReference(
                item: identifier(first, at: range), attribute: firstAttribute, attributeRange: range, range: range),
            relation: relation, relationRange: range, multiplier: nil,
            second: AttributeReference(
                item: identifier(second, at: range), attribute: secondAttribute, attributeRange: range, range: range),
            constant: constant.map { .number(number($0, at: range)) }, constantNegated: false,
            priority: priority.map { .number(number($0, at: range)) },
            range: range, identifier: constraintIdentifier)
        append(.equation(equation), at: range)
    }

    /// `item.attribute REL constant @priority` under one of UIKit's identifiers.
    private mutating func emitConstant(
        _ item: String, _ attribute: LayoutAttribute, _ relation: Relation, _ constant: Double, priority: Double,
        identifier constraintIdentifier: String, at range: SourceRange
    ) {
        let equation = Equation(
            first: AttributeReference(
                item: identifier(item, at: range), attribute: attribute, attributeRange: range, range: range),
            relation: relation, relationRange: range, multiplier: nil, second: nil,
            constant: .number(number(constant, at: range)), constantNegated: false,
            priority: .number(number(priority, at: range)), range: range, identifier: constraintIdentifier)
        append(.equation(equation), at: range)
    }

    /// The views a constraint of the scene sizes (`sizedViews`), and the lengths a view's own
    /// required constraints fix (`fixedLengths`).
    private mutating func collectSizedViews() {
        let sizes: Set<String> = ["width", "height"]
        for (holder, constraints) in constraintLists {
            for element in constraints {
                let node = xml.elements[element]
                let first = node["firstItem"] ?? holder
                if sizes.contains(node["firstAttribute"] ?? "") { sizedViews.insert(first) }
                if sizes.contains(node["secondAttribute"] ?? ""), let second = node["secondItem"] {
                    sizedViews.insert(second)
                }
                let id = node["id"] ?? ""
                guard let attribute = node["firstAttribute"], sizes.contains(attribute), node["secondItem"] == nil,
                    node["placeholder"] != "YES", (node["relation"] ?? "equal") == "equal",
                    (node["priority"].flatMap(InterfaceBuilderNumber.parse) ?? 1000) >= 1000,
                    !variations.excluded.contains(id), !variations.excluded.contains(first),
                    let length = variations.constants[id] ?? InterfaceBuilderNumber.parse(node["constant"] ?? "")
                else { continue }
                var lengths = fixedLengths[first] ?? (nil, nil)
                if attribute == "width" { lengths.width = length } else { lengths.height = length }
                fixedLengths[first] = lengths
            }
        }
    }

    // MARK: - Constraints

    private mutating func emitConstraints() {
        for (holder, constraints) in constraintLists {
            for constraint in constraints { emitConstraint(constraint, holder: holder) }
        }
    }

    /// IB's attribute names.
    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// One `<constraint>`: a missing `firstItem` is the view holding the list, a missing
    /// `secondItem` a constant; `multiplier` a number or a ratio (`16:9`); placeholders dropped.
    private mutating func emitConstraint(_ element: Int, holder: String) {
        let node = xml.elements[element]
        let range = node.range
        let id = node["id"] ?? "constraint\(element)"
        if variations.excluded.contains(id) { return }
        if node["placeholder"] == "YES" {
            diagnostics.append(Diagnostic(.note, .interfaceBuilderPlaceholder(id), at: range))
            return
        }
        if let className = node["customClass"] {
            diagnostics.append(
                Diagnostic(.note, .interfaceBuilderCustomConstraintClass(id, className: className), at: range))
        }
        let firstID = node["firstItem"] ?? holder
        let secondID = node["secondItem"]
        // A constraint on a view the size class does not install is not installed either.
        for itemID in [firstID, secondID].compactMap({ $0 }) where variations.excluded.contains(itemID) {
            return
        }
        guard let first = attributeReference(node, "firstAttribute", item: firstID) else { return }
        var second: AttributeReference?
        if let secondID {
            guard let reference = attributeReference(node, "secondAttribute", item: secondID) else { return }
            second = reference
        }
        // Edges and margins between a scroll view and its own subview are its content area's.
        if let reference = second, let secondID {
            second = onScrollContent(reference, of: secondID, with: firstID, at: range)
        }
        var firstReference = secondID.map { onScrollContent(first, of: firstID, with: $0, at: range) } ?? first
        // Subviews' margins are inset from their safe area: constants absorb the margins.
        var shift = 0.0
        let multiplierValue = node["multiplier"].flatMap(Self.multiplier) ?? 1
        if let (rewritten, offset) = marginOnSafeArea(firstReference) {
            firstReference = rewritten
            shift -= offset
        }
        if let reference = second, let (rewritten, offset) = marginOnSafeArea(reference) {
            second = rewritten
            shift += multiplierValue * offset
        }
        var relation = Relation.equal
        if let value = node.attribute("relation") {
            switch value.value {
            case "greaterThanOrEqual": relation = .greaterThanOrEqual
            case "lessThanOrEqual": relation = .lessThanOrEqual
            case "equal": relation = .equal
            default:
                diagnostics.append(.error(.interfaceBuilderValue("relation", value.value), at: value.valueRange))
                return
            }
        }
        var multiplier: NumberLiteral?
        if let value = node.attribute("multiplier") {
            guard let parsed = Self.multiplier(value.value) else {
                diagnostics.append(.error(.interfaceBuilderValue("multiplier", value.value), at: value.valueRange))
                return
            }
            multiplier = number(parsed, at: value.valueRange)
        }
        var constant: ConstantSyntax?
        let constantAttribute = node.attribute("constant")
        if let value = variations.constants[id] {
            constant = .number(number(value, at: constantAttribute?.valueRange ?? range))
        } else if let value = constantAttribute {
            guard let parsed = InterfaceBuilderNumber.parse(value.value) else {
                diagnostics.append(.error(.interfaceBuilderValue("constant", value.value), at: value.valueRange))
                return
            }
            constant = .number(number(parsed, at: value.valueRange))
        }
        // A `symbolic` ("standard") constraint's constant is the one written, as any constraint's:
        // none is 0, as IB omits a constant only when it is 0 (Xcode stores a search bar flush
        // with its root's edge and the table below it flush with the bar, both symbolic).
        // But the standard space to a safe area is 0: Xcode lays a view `symbolic` to the safe area
        // out flush against it on every device (the stored frames of the launch-screen template
        // on 375-, 393- and 414-point screens), whatever constant the document keeps beside it.
        if node["symbolic"] == "YES", firstReference.item.name == "safeArea" || second?.item.name == "safeArea" {
            constant = .number(number(0, at: constantAttribute?.valueRange ?? range))
        }
        var priority: ConstantSyntax?
        if let value = node.attribute("priority") {
            guard let parsed = InterfaceBuilderNumber.parse(value.value) else {
                diagnostics.append(.error(.interfaceBuilderValue("priority", value.value), at: value.valueRange))
                return
            }
            priority = .number(number(parsed, at: value.valueRange))
        }
        if shift != 0 {
            let value: Double
            switch constant {
            case .number(let literal)?: value = literal.value
            default: value = 0
            }
            constant = .number(number(value + shift, at: constantAttribute?.valueRange ?? range))
        }
        let equation = Equation(
            first: firstReference, relation: relation, relationRange: range, multiplier: multiplier, second: second,
            constant: constant, constantNegated: false, priority: priority, range: range, identifier: id)
        append(.equation(equation), at: range)
    }

    /// Whether the view is a scroll view (or a table, collection or text view), whose subviews
    /// scroll.
    func isScrollView(_ index: Int) -> Bool {
        ["scrollView", "tableView", "collectionView", "textView"].contains(views[index].className)
    }

    /// Whether a scroll view's attribute, related to its own subview, is its content area's: its
    /// edges are; its size, centres and margins are its frame's (so `content.centerX ==
    /// scroll.centerX` sizes the content to the scroll view, the usual idiom).
    static func isContentEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .left, .right, .top, .bottom: true
        default: false
        }
    }

    /// `0.5`, a ratio `16:9` (older documents write `1/3`), or a percentage `100%`, which
    /// Xcode 8.3 kept as typed (the frames it stored read `100%` as 1).
    static func multiplier(_ text: String) -> Double? {
        if text.hasSuffix("%") {
            let number = text.dropLast().reversed().drop { $0 == " " }.reversed()
            return InterfaceBuilderNumber.parse(String(number)).map { $0 / 100 }
        }
        if let colon = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            // Xcode keeps a ratio as typed, spaces and all (`3: 2`).
            func trimmed(_ part: Substring) -> Substring {
                let start = part.drop { $0 == " " }
                return start.dropLast(start.reversed().prefix { $0 == " " }.count)
            }
            guard let numerator = InterfaceBuilderNumber.parse(trimmed(text[..<colon])),
                let denominator = InterfaceBuilderNumber.parse(trimmed(text[text.index(after: colon)...])),
                denominator != 0
            else { return nil }
            return numerator / denominator
        }
        return InterfaceBuilderNumber.parse(text)
    }

    /// `firstItem`/`firstAttribute` (or the second pair) as an attribute reference, or a
    /// diagnostic: an item that is not in the scene, a baseline (which needs font metrics).
    private mutating func attributeReference(_ node: XMLElement, _ attributeName: String, item id: String)
        -> AttributeReference?
    {
        let attribute = node.attribute(attributeName)
        let range = attribute?.valueRange ?? node.range
        let itemName = attributeName.hasPrefix("first") ? "firstItem" : "secondItem"
        let itemRange = node.attribute(itemName)?.valueRange ?? node.range
        guard let name = names[id] else {
            diagnostics.append(.warning(.interfaceBuilderUnknownItem(id), at: itemRange))
            return nil
        }
        let text = attribute?.value ?? "notAnAttribute"
        switch text {
        case "baseline", "lastBaseline", "firstBaseline":
            diagnostics.append(.error(.needsFontMetrics("the attribute '\(text)'"), at: range))
            return nil
        default: break
        }
        guard let layoutAttribute = Self.attributes[text] else {
            diagnostics.append(.error(.interfaceBuilderValue(attributeName, text), at: range))
            return nil
        }
        return AttributeReference(
            item: identifier(name, at: itemRange), attribute: layoutAttribute, attributeRange: range, range: range)
    }
}
