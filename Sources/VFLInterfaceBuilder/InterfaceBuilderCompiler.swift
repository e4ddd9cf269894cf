import VFL
import VFLSyntax

/// One scene laid out: the compiler's result (frames with the alignment rects of switches and
/// sliders widened back to their frames) and what the outputs print besides frames.
public struct SceneCompilation: Sendable {
    public var scene: SceneRoot
    public var result: CompilationResult
    public var labels: SceneLabels
    /// Every view of the scene (in any size class) as the document stores it, by IB id.
    var storedViews: [String: StoredView] = [:]
    /// The multi-line labels laid out with the wrapping-text model, per set of size classes.
    var wrapping: [SizeClassTraits: Set<String>] = [:]
    /// The size-class variations read for each set of size classes laid out.
    var variations: [SizeClassTraits: SizeClassVariations] = [:]
}

/// A view as the document stores it: its element's range, its frame, its class, whether Xcode
/// marks it misplaced or ambiguous, and the stack that arranges it. What a size class can vary
/// (whether it is hidden, its stack's axis and alignment) is read per layout, from its element.
struct StoredView: Sendable {
    /// The stack view that arranges a view: its axis and alignment under one set of size classes.
    struct Arrangement: Sendable {
        var vertical: Bool
        var alignment: String
    }

    var range: SourceRange
    /// Its element, and that of the stack view that arranges it (`nil`: none).
    var element: Int
    var stack: Int?
    var frame: Rect?
    var className: String
    var mark: String?
    /// Whether it is an image view showing an SF Symbol (`catalog="system"`).
    var symbolImage = false
    /// Its `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight` (`infinite`: none).
    var placeholderWidth: Double?
    var placeholderHeight: Double?
    /// The insets its alignment rect is widened by to make its frame (a switch, a slider, a
    /// segmented control), or `nil`.
    var alignmentInsets: EdgeInsets?
    /// Whether it is a visual effect view's content view, which fills it.
    var fillsParent = false

    /// Whether it is hidden under `variations` (the size classes of one layout).
    func isHidden(under variations: SizeClassVariations, in xml: XMLDocument) -> Bool {
        variations.attribute("hidden", of: element, in: xml)?.value == "YES"
    }

    /// The axis and alignment of the stack that arranges it under `variations`, or `nil`.
    func arrangement(under variations: SizeClassVariations, in xml: XMLDocument) -> Arrangement? {
        stack.map {
            Arrangement(
                vertical: variations.attribute("axis", of: $0, in: xml)?.value == "vertical",
                alignment: variations.attribute("alignment", of: $0, in: xml)?.value ?? "fill")
        }
    }
}

/// What the command line says of a scene's geometry; every `nil` or empty field leaves it to the
/// document (its `<device>`, the root's stored size, the safe area its Xcode simulated).
public struct SceneGeometry: Sendable {
    public var request: LayoutRequest
    /// Whether `--width`/`--height`/`--device` were given.
    public var widthGiven: Bool
    public var heightGiven: Bool

    public init(request: LayoutRequest) {
        self.request = request
        widthGiven = !request.widths.isEmpty
        heightGiven = request.height != nil
    }
}

/// Lays out the scenes of an Interface Builder document: resolves each scene's geometry (the
/// document's device, the root's stored size, the simulated safe area and bars, or what the
/// command line gives), builds the scene's syntax for each layout's size classes
/// (`SceneBuilder`), and runs the compiler.
public enum InterfaceBuilderCompiler {
    /// UIKit's bar heights as Interface Builder simulates them.
    static let tabBarHeight = 49.0
    /// How far below the status bar a page sheet starts, and its navigation bar's height.
    static let sheetOffset = 10.0
    static let sheetNavigationBarHeight = 56.0

    /// The environments `scene` is laid out in for `geometry`: a device sweep lays each device
    /// out with its own safe area and the scene's bars; on another device a table cell's content
    /// view is narrower than the screen by the accessory beside it, as the stored frames show.
    static func environments(for scene: SceneRoot, in document: InterfaceBuilderDocument, geometry: SceneGeometry)
        -> [LayoutEnvironment]
    {
        var environments: [LayoutEnvironment] = []
        let devices = geometry.request.devices
        if devices.count > 1 {
            for device in devices {
                var single = geometry
                single.request.devices = [device]
                environments += LayoutEnvironment.environments(for: request(for: scene, in: document, geometry: single))
            }
        } else {
            environments = LayoutEnvironment.environments(for: request(for: scene, in: document, geometry: geometry))
        }
        if !devices.isEmpty, !geometry.widthGiven, let accessory = accessoryWidth(of: scene, in: document) {
            for index in environments.indices {
                if let width = environments[index].width { environments[index].width = width - accessory }
            }
        }
        return environments
    }

    /// Lays out `scene` of `document` for `geometry`.
    public static func compile(_ document: InterfaceBuilderDocument, scene: SceneRoot, geometry: SceneGeometry)
        -> SceneCompilation
    {
        let environments = environments(for: scene, in: document, geometry: geometry)
        var (built, result) = layOut(document, scene: scene, environments: environments, wrapping: [:])
        // A multi-line label laid out at another width than its stored one wraps its text (the
        // wrapping-text model, with its stored text area): the entries of those size classes are
        // laid out again, with a note per label.
        var wrapping: [SizeClassTraits: Set<String>] = [:]
        var notes: [Diagnostic] = []
        let labelsByTraits = built.mapValues(\.builder.multiLineLabels)
        for (index, layout) in result.layouts.enumerated() where index < environments.count {
            let traits = environments[index].traits
            guard let labels = labelsByTraits[traits], !labels.isEmpty else { continue }
            for view in layout.views {
                guard let label = labels[view.name],
                    abs(view.frame.width - label.storedWidth) > StoredFrameCheck.tolerance,
                    wrapping[traits, default: []].insert(view.name).inserted
                else { continue }
                let range = document.xml.elements[label.element].range
                let widths = (NumberText.format(label.storedWidth), NumberText.format(view.frame.width))
                let note = Diagnostic(
                    .note, .interfaceBuilderTextWraps(view.name, stored: widths.0, now: widths.1), at: range)
                if !notes.contains(note) { notes.append(note) }
            }
        }
        if !wrapping.isEmpty {
            (built, result) = layOut(document, scene: scene, environments: environments, wrapping: wrapping)
            result.diagnostics += notes
        }
        // A root stack view is laid out as a stack filling the container (`emitRootStack`): the
        // outputs show the root as the document has it, the container, with the stack's
        // arranged views its children.
        if document.xml.elements[scene.element].name == "stackView" {
            for index in result.layouts.indices {
                result.layouts[index].views = result.layouts[index].views.compactMap { view in
                    guard view.name != scene.rootID else { return nil }
                    var view = view
                    if view.parent == scene.rootID { view.parent = nil }
                    view.depth = max(0, view.depth - 1)
                    return view
                }
            }
        }
        // A device id vflc does not know leaves the scene at its stored size with the safe area
        // of a document that names no device: a warning at the `<device>` element.
        if geometry.request.devices.isEmpty, let id = document.deviceID, InterfaceBuilderDevice.device(for: id) == nil,
            let element = document.xml.root.children.first(where: { document.xml.elements[$0].name == "device" })
        {
            let what =
                "the device '\(id)' (the scene keeps its stored size, with the safe area of a document that names"
                + " no device; '--device' picks one)"
            result.diagnostics.append(
                Diagnostic(.warning, .interfaceBuilderNotModelled(what), at: document.xml.elements[element].range))
        }
        // A root whose size nothing gives is sized by its content where no option sizes it; one
        // whose subviews are placed by frames is an error (`ib-no-root-size`) instead.
        let rootWithoutSize = result.diagnostics.contains {
            $0.message.id == DiagnosticID.interfaceBuilderNoRootSize.rawValue
        }
        if document.drawnRootFrame(of: scene) == nil,
            environments.contains(where: { $0.width == nil || $0.height == nil }), !rootWithoutSize
        {
            result.diagnostics.append(
                Diagnostic(
                    .note, .interfaceBuilderRootSizeToFit(scene.rootID), at: document.xml.elements[scene.element].range)
            )
        }
        result.diagnostics += readableWidthWarnings(document, scene: scene, layouts: result.layouts)
        // What the outputs print besides frames, and what the checks need, from every size
        // class's views: labels, alignment rects, stored frames, the content of scroll views.
        var insets: [String: EdgeInsets] = [:]
        var views: [String: ViewLabel] = [:]
        var storedViews: [String: StoredView] = [:]
        var scrolledContent = Set<Int>()
        for (_, entry) in built {
            insets.merge(entry.builder.alignmentInsets) { first, _ in first }
            for view in entry.builder.views {
                let node = document.xml.elements[view.element]
                guard let parent = view.parent else { continue }
                if entry.builder.isScrollView(parent) { scrolledContent.insert(node.range.start) }
                views[view.id] = ViewLabel(className: view.className, label: node["userLabel"])
                let mark = node["misplaced"] == "YES" ? "misplaced" : node["ambiguous"] == "YES" ? "ambiguous" : nil
                storedViews[view.id] = StoredView(
                    range: node.range, element: view.element,
                    stack: view.isArranged ? entry.builder.views[parent].element : nil, frame: view.storedFrame,
                    className: view.className, mark: mark,
                    symbolImage: node.name == "imageView" && node["catalog"] == "system",
                    placeholderWidth: node["placeholderIntrinsicWidth"].flatMap(InterfaceBuilderNumber.parse),
                    placeholderHeight: node["placeholderIntrinsicHeight"].flatMap(InterfaceBuilderNumber.parse),
                    fillsParent: view.fillsParent)
            }
        }
        // Every view of a scene is named once, in its own declaration: not a typo. A scroll view's
        // content lies outside it by design. A root without a size (`ib-no-root-size`) already
        // says why its subviews' frames cannot be measured; the `.vfl` advice to write a design
        // size would not apply.
        result.diagnostics.removeAll { diagnostic in
            diagnostic.message.id == DiagnosticID.viewNamedOnce.rawValue
                || (rootWithoutSize && diagnostic.message.id == DiagnosticID.missingDesignSize.rawValue)
                || (diagnostic.message.id == DiagnosticID.outsideSuperview.rawValue
                    && scrolledContent.contains(diagnostic.range?.start ?? -1))
        }
        // Constraints place a switch's or slider's alignment rect; its frame is larger.
        for (id, inset) in insets { storedViews[id]?.alignmentInsets = inset }
        if !insets.isEmpty {
            for index in result.layouts.indices {
                for viewIndex in result.layouts[index].views.indices {
                    let name = result.layouts[index].views[viewIndex].name
                    guard let inset = insets[name] else { continue }
                    result.layouts[index].views[viewIndex].frame.widen(by: inset)
                    result.layouts[index].views[viewIndex].absoluteFrame.widen(by: inset)
                }
            }
        }
        // Views are named by IB id; a note says which is which where the document labels them.
        for index in result.diagnostics.indices where result.diagnostics[index].severity != .note {
            let quoted = result.diagnostics[index].message.text.split(separator: "'", omittingEmptySubsequences: false)
            var named = Set<String>()
            for (position, part) in quoted.enumerated() where position % 2 == 1 {
                let id = String(part)
                guard let view = views[id], let label = view.label, named.insert(id).inserted else { continue }
                result.diagnostics[index].notes.append(
                    .interfaceBuilderView(id, label: label, className: view.className))
            }
        }
        return SceneCompilation(
            scene: scene, result: result, labels: SceneLabels(scene: scene.rootID, name: scene.name, views: views),
            storedViews: storedViews, wrapping: wrapping, variations: built.mapValues(\.builder.variations))
    }

    /// Builds the scene's syntax once per set of size classes (the labels of `wrapping` wrapping
    /// their text; at the root's stored size, with each view's stored frame as `drawn=`) and lays
    /// every environment out.
    private static func layOut(
        _ document: InterfaceBuilderDocument, scene: SceneRoot, environments: [LayoutEnvironment],
        wrapping: [SizeClassTraits: Set<String>]
    ) -> (built: [SizeClassTraits: (parsed: ParsedFile, builder: SceneBuilder)], result: CompilationResult) {
        struct Key: Hashable {
            var traits: SizeClassTraits
            var drawn: Bool
        }
        var built: [Key: (parsed: ParsedFile, builder: SceneBuilder)] = [:]
        // Consecutive environments with the same syntax share one run.
        var entries: [(key: Key, parsed: ParsedFile, environments: [LayoutEnvironment])] = []
        for environment in environments {
            let key = Key(
                traits: environment.traits,
                drawn: StoredFrameCheck.isStoredSize(
                    of: scene, in: document, width: environment.width, height: environment.height))
            if built[key] == nil {
                let builder = SceneBuilder.build(
                    document, scene: scene, traits: key.traits, wrapping: wrapping[key.traits] ?? [], drawn: key.drawn)
                let parsed = ParsedFile(
                    file: document.file, syntax: FileSyntax(statements: builder.statements),
                    diagnostics: builder.diagnostics)
                built[key] = (parsed, builder)
            }
            if let last = entries.indices.last, entries[last].key == key {
                entries[last].environments.append(environment)
            } else if let entry = built[key] {
                entries.append((key, entry.parsed, [environment]))
            }
        }
        // Per set of size classes, the syntax of its first layout (what the outputs and checks read).
        var byTraits: [SizeClassTraits: (parsed: ParsedFile, builder: SceneBuilder)] = [:]
        for entry in entries where byTraits[entry.key.traits] == nil { byTraits[entry.key.traits] = built[entry.key] }
        return (byTraits, Compiler.compile(document.file, entries: entries.map { ($0.parsed, $0.environments) }))
    }

    /// The request a scene is laid out for: the command line's, with what it leaves open taken
    /// from the document.
    static func request(for scene: SceneRoot, in document: InterfaceBuilderDocument, geometry: SceneGeometry)
        -> LayoutRequest
    {
        var request = geometry.request
        if request.release == nil { request.release = 18 }
        // A content view stored without a frame is laid out at the size Xcode drew it.
        let root = document.drawnRootFrame(of: scene)
        let isViewController = scene.kind == .viewController
        if request.devices.isEmpty {
            // The document's own device, at the root's stored size.
            if let id = document.deviceID, let device = InterfaceBuilderDevice.device(for: id, storedWidth: root?.width)
            {
                request.devices = [device]
                request.landscape = document.isLandscape
                // An iPad's navigation bar is 50 high from Xcode 10 (iOS 12); Xcode 26's, 54.
                let navigationBar = NavigationBarStyle(toolsVersion: document.toolsVersion, isPad: device.isPad)
                // A xib's full-screen view has the device's safe area too.
                let screenSized =
                    root.map {
                        ($0.width == device.portraitWidth && $0.height == device.portraitHeight)
                            || ($0.width == device.portraitHeight && $0.height == device.portraitWidth)
                    } ?? false
                if request.safeArea == nil {
                    var simulated = InterfaceBuilderDevice.simulatedSafeArea(
                        device, id: id, toolsVersion: document.toolsVersion, landscape: document.isLandscape)
                    // Status Bar "None", or a phone's root too short for one: no status bar (a
                    // sensor housing stays).
                    if statusBarHidden(scene, in: document) || (!device.isPad && isShortRoot(scene, in: document)),
                        simulated.top <= InterfaceBuilderDevice.tallestStatusBar
                    {
                        simulated.top = 0
                    }
                    let repeated = InterfaceBuilderDevice.repeatedInsets(
                        simulated, device: device, toolsVersion: document.toolsVersion,
                        landscape: document.isLandscape)
                    let screen =
                        document.isLandscape
                        ? (width: device.portraitHeight, height: device.portraitWidth)
                        : (width: device.portraitWidth, height: device.portraitHeight)
                    if isViewController || (scene.kind == .topLevelView && screenSized) {
                        // A view controller's view drawn freeform in a xib is a screen of its own,
                        // as a xib's other views are (below): but Xcode 10.2 to 14.2 drew one no
                        // wider than the screen at the screen's top.
                        let ownScreen =
                            isViewController && !document.isStoryboard && isFreeform(scene, in: document)
                            && !InterfaceBuilderDevice.drawsXibViewAtScreenTop(
                                toolsVersion: document.toolsVersion, width: root?.width ?? 0, screenWidth: screen.width)
                        request.safeArea = bars(
                            simulated, scene: scene, document: document, screenHeight: ownScreen ? nil : screen.height,
                            repeated: repeated, navigationBar: navigationBar)
                    } else if scene.kind == .topLevelView, isFreeform(scene, in: document), let root,
                        document.toolsVersion >= 14800
                            || (document.toolsVersion >= 13000
                                && (root.height >= InterfaceBuilderDevice.smallestScreenHeight
                                    || simulated.top > InterfaceBuilderDevice.tallestStatusBar)),
                        root.height > simulated.top + simulated.bottom + repeated.top + repeated.bottom,
                        root.width > simulated.left + simulated.right
                    {
                        // Xcode 10.2 on draws a freeform xib view as a screen of its own: the
                        // device's insets at its edges, where they leave it a safe area, with
                        // the bars it simulates. Xcode 9 to 10.1 (toolsVersion 13000 on, where
                        // the frames show it) drew so a view at least as tall as the smallest
                        // iPhone's screen (480 points), or any on a phone with a sensor housing.
                        var insets = bars(
                            simulated, scene: scene, document: document, screenHeight: nil, repeated: repeated,
                            navigationBar: navigationBar)
                        if InterfaceBuilderDevice.drawsXibViewAtScreenTop(
                            toolsVersion: document.toolsVersion, width: root.width, screenWidth: screen.width)
                        {
                            // Xcode 10.2 to 14.2 drew one no wider than the screen at the screen's
                            // top: it keeps the bottom inset only as far as it reaches down into it.
                            insets.bottom = max(0, insets.bottom - max(0, screen.height - root.height))
                        }
                        request.safeArea = insets
                    } else {
                        request.safeArea = .zero
                    }
                }
            } else if request.safeArea == nil {
                // Before Xcode 8 documents name no device: the status bar of iOS 7–10. From Xcode
                // 12 (toolsVersion 17000) one that names none was drawn without a status bar.
                let statusBar =
                    statusBarHidden(scene, in: document) || document.toolsVersion >= 17000
                        || isShortRoot(scene, in: document) ? 0.0 : 20.0
                request.safeArea =
                    isViewController
                    ? bars(
                        EdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0), scene: scene, document: document,
                        screenHeight: nil) : .zero
            }
            if !geometry.widthGiven, let root { request.widths = [root.width] }
            if !geometry.heightGiven, let root { request.height = root.height }
            // A document that names no device (Xcode 6–7) was drawn in its base configuration,
            // "Any" on both axes: its size-class variations wait for `--device` or `--traits`.
            if document.deviceID == nil, request.traits == nil {
                request.traits = TraitOverride(horizontal: .unspecified, vertical: .unspecified)
            }
            // Its frames were stored on the 2x (Retina) pixel grid: edges snap to half points,
            // as a device's own scale snaps them (`--scale` still chooses another grid).
            if document.deviceID == nil, request.scale == nil {
                request.scale = InterfaceBuilderDevice.canvasScale
            }
        } else {
            // Another device: today's insets, the scene's bars; a cell or a view keeps its height.
            if request.safeArea == nil, !isViewController { request.safeArea = .zero }
            if !isViewController {
                if !geometry.heightGiven, let root { request.height = root.height }
                if scene.kind == .topLevelView, !geometry.widthGiven, let root { request.widths = [root.width] }
            } else if request.safeArea == nil, let device = request.devices.first {
                request.safeArea = bars(
                    device.safeArea(landscape: request.landscape), scene: scene, document: document, screenHeight: nil,
                    navigationBar: device.isPad ? .pad : .phone)
            }
        }
        // The root's system minimum as the Xcode that saved the document drew it at the width the
        // root is laid out at — the one `--width` gives, else its stored one (Xcode 6: 16 on any
        // canvas): a freeform root, or a landscape one, is as wide as it is, whatever the device.
        let designWidth = geometry.widthGiven ? (request.widths.count == 1 ? request.widths.first : nil) : root?.width
        let drawnMinimum = designWidth.map {
            InterfaceBuilderDevice.designMinimumMargin(toolsVersion: document.toolsVersion, width: $0)
        }
        switch scene.kind {
        case .viewController:
            // On the document's own device; another device decides for itself.
            if geometry.request.devices.isEmpty {
                request.rootMinimumMargin = drawsRootAsPlainView(scene, in: document) ? 0 : drawnMinimum
            }
        case .topLevelView:
            // Xcode 8.3 on lays a xib's view out as a view controller's (its own width deciding
            // 16 or 20), its margins at least the system minimum whatever it writes; earlier
            // Xcodes as a plain view.
            if let drawnMinimum {
                request.rootMinimumMargin = drawsRootAsPlainView(scene, in: document) ? 0 : drawnMinimum
            }
        case .cell, .tableHeaderOrFooter:
            // A cell's content view, and a table's header or footer view: a plain view's 8.
            request.rootMinimumMargin = 0
        }
        // Before Xcode 9 (toolsVersion 13000, iOS 11; Xcode 8.3 writes 12100–12121) the root's
        // margins did not include the layout guides; a root may also say
        // `insetsLayoutMarginsFromSafeArea="NO"`.
        let rootElement = document.xml.elements[scene.element]
        if document.toolsVersion < 13000 || rootElement["insetsLayoutMarginsFromSafeArea"] == "NO" {
            request.rootMarginsFollowSafeArea = false
        }
        return request
    }

    /// A warning at each view whose layout margins follow the readable width
    /// (`layoutMarginsFollowReadableWidth="YES"`) and that a constraint ties to them, when a
    /// layout is in a regular width: there UIKit widens the margins to keep the readable width,
    /// which vflc does not model (in a compact width the readable width is wider than the view,
    /// and the margins are the view's own).
    static func readableWidthWarnings(
        _ document: InterfaceBuilderDocument, scene: SceneRoot, layouts: [LayoutResult]
    ) -> [Diagnostic] {
        guard layouts.contains(where: { $0.traits.horizontal == .regular }) else { return [] }
        let tied = Set(StoredFrameCheck.marginTies(document.xml, scene: scene.element).values)
        var warnings: [Diagnostic] = []
        for element in SceneBuilder.sceneElements(document.xml, from: scene.element) {
            let node = document.xml.elements[element]
            guard node["layoutMarginsFollowReadableWidth"] == "YES", let id = node["id"], tied.contains(id) else {
                continue
            }
            let what = "'\(id)''s layout margins following the readable width (layoutMarginsFollowReadableWidth)"
            warnings.append(Diagnostic(.warning, .interfaceBuilderNotModelled(what), at: node.range))
        }
        return warnings
    }

    /// How much narrower a table cell's content view is than its cell (the accessory's width, a
    /// disclosure indicator's or a button's), from their stored frames (or, for a content view
    /// stored without a frame, the accessory's width it was drawn without); nil for no difference.
    static func accessoryWidth(of scene: SceneRoot, in document: InterfaceBuilderDocument) -> Double? {
        if let inferred = document.inferredRootSize(of: scene) {
            return inferred.accessory > 0 ? inferred.accessory : nil
        }
        guard scene.kind == .cell, document.xml.elements[scene.owner].name == "tableViewCell",
            let cell = document.xml.storedFrame(of: scene.owner),
            let content = document.xml.storedFrame(of: scene.element),
            cell.width - content.width >= 1
        else { return nil }
        return cell.width - content.width
    }

    /// Whether Xcode drew the scene's view controller without a status bar, before Xcode 9
    /// (toolsVersion 13000, the safe area): Simulated Metrics' Status Bar "None"
    /// (`ContainerBars.hiddenStatusBar`), or a container view's child inferring its status bar
    /// (`ContainerBars.embeddedWithoutStatusBar`). From Xcode 9 the status bar follows the device
    /// and the Xcode release alone (`InterfaceBuilderDevice.simulatedSafeArea`), "None" or not.
    static func statusBarHidden(_ scene: SceneRoot, in document: InterfaceBuilderDocument) -> Bool {
        guard document.toolsVersion < 13000 else { return false }
        let bars = document.bars
        if bars.embeddedWithoutStatusBar.contains(scene.ownerID) { return true }
        return document.isStoryboard && bars.hiddenStatusBar.contains(scene.ownerID)
    }

    /// Whether Xcode drew the scene's root as a plain view, with a plain view's margins (8 all
    /// round, no system minimum): a xib's top-level view before Xcode 8.3 (toolsVersion 12000),
    /// the view of a view controller's xib (File's Owner's `view`) among them, though UIKit gives
    /// that one a view controller's margins at run time.
    static func drawsRootAsPlainView(_ scene: SceneRoot, in document: InterfaceBuilderDocument) -> Bool {
        guard !document.isStoryboard, scene.kind == .topLevelView || scene.kind == .viewController else { return false }
        return !InterfaceBuilderDevice.drawsXibViewAsRoot(toolsVersion: document.toolsVersion)
    }

    /// Whether the scene's root is one Xcode 10.1 and earlier (toolsVersion below 14800) drew
    /// without a status bar: shorter than the smallest iPhone's screen (480 points: a today
    /// widget, a popover's content, a freeform alert), under no navigation bar. On a phone; an
    /// iPad's keeps it.
    static func isShortRoot(_ scene: SceneRoot, in document: InterfaceBuilderDocument) -> Bool {
        guard document.toolsVersion < 14800, let root = document.drawnRootFrame(of: scene) else { return false }
        return root.height < InterfaceBuilderDevice.smallestScreenHeight
            && (document.bars.navigationBar[scene.ownerID] ?? 0) == 0
    }

    /// Whether the scene's view controller (or, in a xib, its view) is simulated at a freeform
    /// size (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`).
    static func isFreeform(_ scene: SceneRoot, in document: InterfaceBuilderDocument) -> Bool {
        [scene.owner, scene.element].contains { element in
            document.xml.elements[element].children.contains { child in
                let node = document.xml.elements[child]
                return node.name == "freeformSimulatedSizeMetrics" && node["key"] == "simulatedDestinationMetrics"
            }
        }
    }

    /// The safe area with the bars the view controller sits under (`ContainerBars`), less what a
    /// root Xcode stored below or above them already leaves out: a root that starts below the
    /// top of the screen, or is shorter than the screen (opaque bars: under an opaque navigation
    /// bar from the top, else from the bottom).
    static func bars(
        _ insets: EdgeInsets, scene: SceneRoot, document: InterfaceBuilderDocument, screenHeight: Double?,
        repeated: EdgeInsets = .zero, navigationBar: NavigationBarStyle = .phone
    ) -> EdgeInsets {
        var insets = insets
        insets.bottom += repeated.bottom
        // A root under an opaque navigation bar starts below it, and below the top inset drawn
        // a second time; another has that second inset inside it, wherever it starts.
        let opaque = document.bars.opaqueNavigationBar.contains(scene.ownerID)
        if opaque { insets.top += repeated.top }
        insets = barsBesideRoot(
            insets, scene: scene, document: document, screenHeight: screenHeight, navigationBarStyle: navigationBar)
        if !opaque { insets.top += repeated.top }
        // A view that does not extend under its bars sits between them: they inset nothing.
        let bars = document.bars
        if bars.unextendedTop.contains(scene.ownerID), (bars.navigationBar[scene.ownerID] ?? 0) > 0 {
            insets.top = 0
        }
        if bars.unextendedBottom.contains(scene.ownerID),
            bars.tabBar.contains(scene.ownerID) || bars.toolbar.contains(scene.ownerID)
        {
            insets.bottom = 0
        }
        return insets
    }

    private static func barsBesideRoot(
        _ insets: EdgeInsets, scene: SceneRoot, document: InterfaceBuilderDocument, screenHeight: Double?,
        navigationBarStyle: NavigationBarStyle
    ) -> EdgeInsets {
        var insets = insets
        let navigationBar = navigationBarStyle.height(document.bars.navigationBar[scene.ownerID] ?? 0)
        insets.top += navigationBar
        let aboveHomeIndicator = insets.bottom > 0
        if document.bars.tabBar.contains(scene.ownerID) { insets.bottom += tabBarHeight }
        if document.bars.toolbar.contains(scene.ownerID) {
            insets.bottom += ContainerBars.toolbarHeight(
                toolsVersion: document.toolsVersion, aboveHomeIndicator: aboveHomeIndicator)
        }
        guard let root = document.xml.storedFrame(of: scene.element) else { return insets }
        // A page sheet (presented modally, iOS 13 on, a phone with a home indicator) starts 10
        // points below the status bar and keeps the bottom inset; a navigation bar in it is 56
        // points high.
        if let screenHeight, root.y == 0, insets.bottom > 0,
            screenHeight - root.height == insets.top - navigationBar + sheetOffset
        {
            insets.top = navigationBar > 0 ? sheetNavigationBarHeight : 0
            return insets
        }
        var aboveRoot = max(0, root.y)
        var belowRoot = 0.0
        // With no screen to measure against (a document without a device, a freeform xib view),
        // a root under an opaque navigation bar starts below it and all above it.
        if screenHeight == nil, document.bars.opaqueNavigationBar.contains(scene.ownerID) {
            aboveRoot = max(aboveRoot, insets.top)
        }
        // A storyboard's freeform root is a screen of its own: the insets lie at its own edges.
        // (Xcode's stored frames of freeform view controllers' xibs go both ways.)
        if let screenHeight, !(document.isStoryboard && isFreeform(scene, in: document)) {
            let missing = max(0, screenHeight - root.height - aboveRoot)
            if document.bars.opaqueNavigationBar.contains(scene.ownerID) || missing == insets.top - aboveRoot {
                // Below an opaque navigation bar, or below all that insets it from the top.
                aboveRoot += min(missing, max(0, insets.top - aboveRoot))
                belowRoot = max(0, screenHeight - root.height - aboveRoot)
            } else {
                belowRoot = missing
            }
        }
        insets.top = max(0, insets.top - aboveRoot)
        insets.bottom = max(0, insets.bottom - belowRoot)
        return insets
    }
}

extension Rect {
    /// The frame around an alignment rect with `insets`.
    mutating func widen(by insets: EdgeInsets) {
        x -= insets.left
        y -= insets.top
        width += insets.left + insets.right
        height += insets.top + insets.bottom
    }

    /// The alignment rect inside a frame with `insets`: what `widen(by:)` undoes.
    func narrowed(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
