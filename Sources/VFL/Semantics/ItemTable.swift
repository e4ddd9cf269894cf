import VFLSyntax

/// Every item of a file — the root, views, guides, the predefined layout guides — with its parent,
/// built once per file from all statements whatever their size-class conditions (views exist in
/// every size class; a condition switches statements, not views).
///
/// Items are numbered in order of first appearance (declaration or `[name]` in a format string);
/// index 0 is the root.
struct ItemTable {
    static let rootName = "root"
    static let topGuideName = "topLayoutGuide"
    static let bottomGuideName = "bottomLayoutGuide"
    /// The root's guides of today's UIKit (`--ios 11` and later), by vflc's name.
    static let modernGuides: [String: LayoutItem.Kind] = [
        "safeArea": .safeArea, "margins": .margins, "readableContent": .readableContent,
    ]
    /// UIKit's own property names for them, which vflc does not take.
    static let uikitGuideNames = [
        "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readableContent",
    ]

    /// Why a name that is not an item cannot be used: a guide of today's UIKit under `--ios 7`,
    /// or UIKit's spelling of one; `nil` for an ordinary unknown name.
    static func modernNameProblem(_ name: String, release: UIKitRelease) -> (
        message: DiagnosticMessage, notes: [Diagnostic.Note]
    )? {
        if modernGuides[name] != nil, !release.hasTodaysGuides {
            return (.needsModernRelease("the layout guide '\(name)'"), [.modernRelease])
        }
        if let vflcName = uikitGuideNames[name] {
            return (.uikitGuideName(name, vflcName), release.hasTodaysGuides ? [] : [.modernRelease])
        }
        return nil
    }

    /// The release in force: today's guides exist only under its rules.
    private let release: UIKitRelease
    /// Names used in format strings that, undeclared, cannot be views (see `modernNameProblem`).
    private var unusableMentions: [Identifier] = []

    private(set) var items: [LayoutItem] = [LayoutItem(name: rootName, kind: .root, parent: nil, firstMention: nil)]
    private var indexByName: NameIndex = {
        var index = NameIndex()
        index.set(0, for: rootName)
        return index
    }()
    /// How often each item's name occurs in the file, to warn about views named only once.
    private(set) var mentionCounts: [Int] = [0]

    func index(of name: String) -> Int? { indexByName[name] }

    var names: [String] { items.map(\.name) }

    /// Builds the table, reporting conflicting or reserved declarations, unknown parents and cycles.
    init(syntax: FileSyntax, release: UIKitRelease = .classic, diagnostics: inout DiagnosticCollector) {
        self.release = release
        var parents: [(index: Int, name: Identifier)] = []
        // By index, as in `Declarations.build`: no copy of each whole statement.
        let statements = syntax.statements
        for position in statements.indices {
            switch statements[position].kind {
            case .view(let view) where view.name.name == Self.rootName && view.margins != nil:
                // `view root margins=…`: the root's own margins, read by the declarations pass. Every
                // other key describes a view, which the root (the container) is not.
                if view.keys.contains(where: { !$0.isAllowedOnRoot }) {
                    diagnostics.append(.error(.rootDeclaration(), at: view.name.range))
                }
            case .view(let view):
                if let index = declare(
                    view.name, kind: .view, parent: view.parent,
                    conditions: statements[position].conditions, diagnostics: &diagnostics),
                    let parent = view.parent
                {
                    parents.append((index, parent))
                }
            case .guide(let guide):
                if let index = declare(
                    guide.name, kind: .guide, parent: guide.parent,
                    conditions: statements[position].conditions, diagnostics: &diagnostics),
                    let parent = guide.parent
                {
                    parents.append((index, parent))
                }
            case .format(let format):
                for element in format.views {
                    if element.name.name == Self.rootName {
                        diagnostics.append(.error(.rootInFormat, at: element.name.range))
                    }
                    mention(element.name, defaultKind: .view)
                }
            case .equation(let equation):
                // The predefined guides exist once named, in an equation too.
                for reference in [equation.first.item, equation.second?.item] {
                    guard let reference, indexByName[reference.name] == nil else { continue }
                    if reference.name == Self.topGuideName {
                        add(reference, kind: .topLayoutGuide)
                    } else if reference.name == Self.bottomGuideName {
                        add(reference, kind: .bottomLayoutGuide)
                    } else if release.hasTodaysGuides, let kind = Self.modernGuides[reference.name] {
                        add(reference, kind: kind)
                    }
                }
            case .stack(let stack):
                if let condition = statements[position].conditions.first {
                    diagnostics.append(.error(.conditionalStack, at: condition.range))
                }
                _ = declare(
                    stack.name, kind: .view, parent: stack.parent, conditions: [], isStack: true,
                    diagnostics: &diagnostics)
                // Declared here (not refused as a duplicate), even when a `view` line came first.
                if let index = indexByName[stack.name.name],
                    declarations[index].contains(where: { $0.isStack && $0.range == stack.name.range })
                {
                    if let parent = stack.parent { parents.append((index, parent)) }
                    arrange(stack, at: index)
                }
            case .metrics, .spacing, .layoutGuides, .platform, .safeArea, .design:
                break
            }
        }
        parents += arrangedParents(diagnostics: &diagnostics)
        resolveParents(parents, diagnostics: &diagnostics)
        // A modern name in a format string that no declaration made a view is not silently one.
        for name in unusableMentions {
            guard let index = indexByName[name.name], declarations[index].isEmpty, items[index].kind == .view,
                let problem = Self.modernNameProblem(name.name, release: release)
            else { continue }
            diagnostics.append(.error(problem.message, at: name.range, notes: problem.notes))
        }
    }

    /// The arranged views of each stack, by the stack's item index, in order.
    private var arrangement: [(stack: Int, declaration: StackDeclaration, views: [Int])] = []

    /// The spacer (UIKit's `_UILayoutSpacer`) a stack makes, by name: `toolbar.UISV-alignment-spanner`,
    /// `toolbar.UISV-distributing.1` (the gap after the first visible view). Not a name a file can write.
    static func spacerName(stack: String, _ role: String) -> String { stack + "." + role }

    /// A stack's arranged views become (or already are) views, named where the stack names them;
    /// its spacers are made now, as UIKit makes them with the stack.
    private mutating func arrange(_ stack: StackDeclaration, at index: Int) {
        var views: [Int] = []
        for name in stack.arranged {
            mention(name, defaultKind: .view)
            // An arranged view is placed by its stack: named only there is not a typo.
            if let view = indexByName[name.name] {
                mentionCounts[view] += 1
                views.append(view)
            }
        }
        arrangement.append((index, stack, views))
        // The alignment spanner holds two or more views; since iOS 11 one view is held by the
        // canvas itself.
        if stack.alignment != .fill, stack.arranged.count >= 2 || !release.hasModernStacks {
            let spanner = add(
                Identifier(Self.spacerName(stack: stack.name.name, "UISV-alignment-spanner"), range: stack.name.range),
                kind: .spacer)
            items[spanner].parent = index
        }
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering {
            for gap in 1..<max(1, stack.arranged.count) {
                let spacer = add(
                    Identifier(
                        Self.spacerName(stack: stack.name.name, "UISV-distributing.\(gap)"), range: stack.name.range),
                    kind: .spacer)
                items[spacer].parent = index
            }
        }
    }

    /// Each arranged view's parent is its stack: an arranged view declared in another parent, a
    /// view arranged twice, or a guide arranged is an error.
    private mutating func arrangedParents(diagnostics: inout DiagnosticCollector) -> [(index: Int, name: Identifier)] {
        var result: [(index: Int, name: Identifier)] = []
        var placed: Set<Int> = []
        for (stack, declaration, views) in arrangement {
            for (view, name) in zip(views, declaration.arranged) {
                guard items[view].kind == .view, view != stack else {
                    diagnostics.append(.error(.arrangedNotView(name.name), at: name.range))
                    continue
                }
                guard placed.insert(view).inserted else {
                    diagnostics.append(.error(.arrangedTwice(name.name), at: name.range))
                    continue
                }
                if let other = declarations[view].first(where: {
                    $0.parent != nil && $0.parent != declaration.name.name
                }) {
                    diagnostics.append(
                        .error(
                            .arrangedViewParent(name.name, stack: declaration.name.name, parent: other.parent ?? ""),
                            at: name.range, notes: [.declaredHere(at: other.range)]))
                    continue
                }
                result.append((view, Identifier(declaration.name.name, range: name.range)))
                arrangedViews.insert(view)
            }
        }
        return result
    }

    /// The stack that arranges the view, if one does.
    func arrangingStack(of index: Int) -> Int? {
        guard arrangedViews.contains(index) else { return nil }
        return items[index].parent
    }

    /// Every view a stack arranges.
    private var arrangedViews: Set<Int> = []

    /// Marks a view hidden (`view … hidden` in force).
    mutating func setHidden(_ index: Int) {
        items[index].isHidden = true
    }

    /// What one declaration said, to compare with later declarations of the same name.
    private struct DeclarationRecord {
        var kind: LayoutItem.Kind
        var parent: String?
        /// The set of size-class conditions it was declared under, one bit per condition.
        var conditions: UInt8
        var range: SourceRange
        /// A `stack` declaration: a `view` line may declare the same view too (`view bar hidden`).
        var isStack = false
    }

    /// A set of size-class conditions as bits (`@wC @hR` and `@hR @wC @wC` are the same set).
    private static func conditionBits(_ conditions: [SizeClassCondition]) -> UInt8 {
        var bits: UInt8 = 0
        for condition in conditions {
            let axis: UInt8 = condition.axis == .horizontal ? 0 : 2
            let sizeClass: UInt8 = condition.sizeClass == .compact ? 0 : 1
            bits |= 1 << (axis + sizeClass)
        }
        return bits
    }

    /// Each item's declarations so far, by item index (empty for items only named in brackets).
    private var declarations: [[DeclarationRecord]] = [[]]

    /// A declaration (`view a`, `guide g`): the item is created, or, if a format string named it
    /// first, given its kind. A name may be declared again under other size-class conditions
    /// (`@wC view t intrinsic=100x21`, `@wR view t intrinsic=200x21`), but not twice under the same
    /// ones, not as both a view and a guide, and not with different parents: a condition
    /// switches statements, not the view hierarchy. Predefined names cannot be declared.
    private mutating func declare(
        _ name: Identifier, kind: LayoutItem.Kind, parent: Identifier?,
        conditions: [SizeClassCondition], isStack: Bool = false, diagnostics: inout DiagnosticCollector
    ) -> Int? {
        if name.name == Self.rootName || name.name == Self.topGuideName || name.name == Self.bottomGuideName
            || (release.hasTodaysGuides && Self.modernGuides[name.name] != nil)
        {
            diagnostics.append(.error(.reservedName(name.name), at: name.range))
            return nil
        }
        let record = DeclarationRecord(
            kind: kind, parent: parent?.name, conditions: Self.conditionBits(conditions),
            range: name.range, isStack: isStack)
        // Every recorded declaration has an item, so an unknown name has no earlier declaration.
        guard let existing = indexByName[name.name] else {
            let index = add(name, kind: kind)
            declarations[index] = [record]
            return index
        }
        for previous in declarations[existing] {
            let note = Diagnostic.Note.previousDeclaration(at: previous.range)
            // A stack and a `view` line for it: the view line may leave out the parent.
            if previous.isStack != record.isStack, previous.kind == kind {
                let (stack, view) = previous.isStack ? (previous, record) : (record, previous)
                if view.parent == nil || view.parent == stack.parent { continue }
                diagnostics.append(
                    .error(.conflictingParents(name.name), at: parent?.range ?? name.range, notes: [note]))
                return nil
            }
            if previous.kind != kind {
                diagnostics.append(.error(.duplicateDeclaration(name.name), at: name.range, notes: [note]))
                return nil
            }
            if previous.parent != record.parent {
                diagnostics.append(
                    .error(.conflictingParents(name.name), at: parent?.range ?? name.range, notes: [note]))
                return nil
            }
            if previous.conditions == record.conditions {
                diagnostics.append(.error(.duplicateDeclaration(name.name), at: name.range, notes: [note]))
                return nil
            }
        }
        let isFirst = declarations[existing].isEmpty
        declarations[existing].append(record)
        items[existing].kind = kind
        mentionCounts[existing] += 1
        return isFirst ? existing : nil
    }

    /// A name in `[brackets]`: creates a view (or a predefined layout guide) on first mention.
    private mutating func mention(_ name: Identifier, defaultKind: LayoutItem.Kind) {
        if let existing = indexByName[name.name] {
            mentionCounts[existing] += 1
            return
        }
        switch name.name {
        case Self.topGuideName: add(name, kind: .topLayoutGuide)
        case Self.bottomGuideName: add(name, kind: .bottomLayoutGuide)
        default:
            if release.hasTodaysGuides, let kind = Self.modernGuides[name.name] {
                add(name, kind: kind)
                return
            }
            if Self.modernNameProblem(name.name, release: release) != nil { unusableMentions.append(name) }
            add(name, kind: defaultKind)
        }
    }

    @discardableResult
    private mutating func add(_ name: Identifier, kind: LayoutItem.Kind) -> Int {
        let index = items.count
        items.append(LayoutItem(name: name.name, kind: kind, parent: 0, firstMention: name.range))
        indexByName.set(index, for: name.name)
        mentionCounts.append(1)
        declarations.append([])
        return index
    }

    /// Baselines come from the view declarations in force (`ViewFacts`), set per lowering.
    mutating func setBaselines(of index: Int, last: Double, first: Double?) {
        items[index].lastBaselineOffset = last
        items[index].firstBaselineOffset = first
    }

    /// A view's own layout margins, or the root's in force, set per lowering.
    mutating func setMargins(of index: Int, _ margins: EdgeInsets) {
        items[index].margins = margins
    }

    /// Counts a reference to an existing item (a predicate's `==b`, an equation's `b.width`).
    mutating func noteReference(to index: Int) {
        mentionCounts[index] += 1
    }

    /// Sets each declared item's parent, then rejects cycles (`view a in=b`, `view b in=a`).
    private mutating func resolveParents(
        _ parents: [(index: Int, name: Identifier)], diagnostics: inout DiagnosticCollector
    ) {
        // In item order, so the diagnostics come out in the same order on every run.
        // Each did-you-mean search is linear in the items: a budget keeps many unknown parents
        // linear overall (as in `LoweringContext.suggestion`).
        var comparisonsLeft = LoweringContext.suggestionComparisonBudget
        for (index, parentName) in parents.sorted(by: { $0.index < $1.index }) {
            guard let parent = indexByName[parentName.name] else {
                var suggestion: String?
                if items.count <= comparisonsLeft {
                    comparisonsLeft -= items.count
                    suggestion = NameSuggestion.closest(
                        to: parentName.name, in: items.lazy.filter { $0.kind == .view || $0.kind == .root }.map(\.name))
                } else {
                    comparisonsLeft = 0
                }
                diagnostics.append(
                    .error(
                        .unknownParent(parentName.name), at: parentName.range,
                        notes: suggestion.map { [.didYouMean($0)] } ?? []))
                continue
            }
            mentionCounts[parent] += 1
            guard items[parent].kind == .view || items[parent].kind == .root else {
                diagnostics.append(.error(.guideAsParent(parentName.name), at: parentName.range))
                continue
            }
            if parent == index {
                diagnostics.append(.error(.ancestorCycle(items[index].name), at: parentName.range))
                continue
            }
            items[index].parent = parent
            parentRanges[index] = parentName.range
        }
        breakCycles(diagnostics: &diagnostics)
    }

    /// Reports each cycle of parents once, at its member that comes first in the file, and
    /// breaks it there (that member goes to the root), in time linear in the items: each walk
    /// up the hierarchy stops at an item an earlier walk has already cleared.
    private mutating func breakCycles(diagnostics: inout DiagnosticCollector) {
        enum State: UInt8 { case unvisited, onPath, cleared }
        var state = [State](repeating: .unvisited, count: items.count)
        var broken: [Int] = []
        var path: [Int] = []
        for start in items.indices where state[start] == .unvisited {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let node = current, node != 0, state[node] == .unvisited {
                state[node] = .onPath
                path.append(node)
                current = items[node].parent
            }
            if let node = current, node != 0, state[node] == .onPath {
                // The walk came back to its own path: the cycle is the path from `node` on.
                let first = path.firstIndex(of: node)!
                let member = path[first...].min()!
                broken.append(member)
                items[member].parent = 0
            }
            for node in path { state[node] = .cleared }
        }
        // In item order, as the members would be met one by one.
        for member in broken.sorted() {
            diagnostics.append(
                .error(.ancestorCycle(items[member].name), at: parentRanges[member] ?? items[member].firstMention))
        }
    }

    /// Where each declared parent was named (`in=card`), for the cycle error.
    private var parentRanges: [Int: SourceRange] = [:]

    /// The chain of ancestors of an item, nearest first, ending with the root (empty for the root).
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = items[index].parent
        while let node = current {
            result.append(node)
            current = items[node].parent
        }
        return result
    }

    /// The nearest item whose coordinate space holds both: an item counts as its own ancestor, so
    /// for a view and its superview this is the superview.
    func nearestCommonContainer(_ a: Int, _ b: Int) -> Int {
        let chainA = [a] + ancestors(of: a)
        let chainB = Set([b] + ancestors(of: b))
        return chainA.first { chainB.contains($0) } ?? 0
    }
}
