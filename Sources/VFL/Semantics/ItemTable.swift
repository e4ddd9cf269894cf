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

    private(set) var items: [LayoutItem] = [LayoutItem(name: rootName, kind: .root, parent: nil, firstMention: nil)]
    private var indexByName: [String: Int] = [rootName: 0]
    /// How often each item's name occurs in the file, to warn about views named only once.
    private(set) var mentionCounts: [Int] = [0]

    func index(of name: String) -> Int? { indexByName[name] }

    var names: [String] { items.map(\.name) }

    /// Builds the table, reporting conflicting or reserved declarations, unknown parents and cycles.
    init(syntax: FileSyntax, diagnostics: inout DiagnosticBag) {
        var parents: [Int: Identifier] = [:]
        for statement in syntax.statements {
            switch statement.kind {
            case .view(let view):
                if let index = declare(view.name, kind: .view, parent: view.parent, conditions: statement.conditions,
                                       diagnostics: &diagnostics), let parent = view.parent {
                    parents[index] = parent
                }
            case .guide(let guide):
                if let index = declare(guide.name, kind: .guide, parent: guide.parent, conditions: statement.conditions,
                                       diagnostics: &diagnostics), let parent = guide.parent {
                    parents[index] = parent
                }
            case .format(let format):
                for element in format.views {
                    mention(element.name, defaultKind: .view)
                }
            case .equation, .metrics, .spacing, .layoutGuides:
                break
            }
        }
        resolveParents(parents, diagnostics: &diagnostics)
    }

    /// What one declaration said, to compare with later declarations of the same name.
    private struct DeclarationRecord {
        var kind: LayoutItem.Kind
        var parent: String?
        var conditions: Set<String>
        var range: SourceRange
    }

    private var declarations: [String: [DeclarationRecord]] = [:]

    /// A declaration (`view a`, `guide g`): the item is created, or, if a format string named it
    /// first, given its kind. A name may be declared again under other size-class conditions
    /// (`@wC view t intrinsic=100x21`, `@wR view t intrinsic=200x21`), but not twice under the same
    /// ones, not as both a view and a guide, and not with different parents: a condition
    /// switches statements, not the view hierarchy. Predefined names cannot be declared.
    private mutating func declare(_ name: Identifier, kind: LayoutItem.Kind, parent: Identifier?,
                                  conditions: [SizeClassCondition], diagnostics: inout DiagnosticBag) -> Int? {
        if name.name == Self.rootName || name.name == Self.topGuideName || name.name == Self.bottomGuideName {
            diagnostics.append(.error(.reservedName(name.name), at: name.range))
            return nil
        }
        let conditionKey = Set(conditions.map { "\($0.axis)\($0.sizeClass)" })
        let record = DeclarationRecord(kind: kind, parent: parent?.name, conditions: conditionKey, range: name.range)
        for previous in declarations[name.name] ?? [] {
            let note = Diagnostic.Note("previous declaration is here", at: previous.range, showsSource: true)
            if previous.kind != kind {
                diagnostics.append(.error(.duplicateDeclaration(name.name), at: name.range, notes: [note]))
                return nil
            }
            if previous.parent != record.parent {
                diagnostics.append(.error(.conflictingParents(name.name), at: parent?.range ?? name.range, notes: [note]))
                return nil
            }
            if previous.conditions == conditionKey {
                diagnostics.append(.error(.duplicateDeclaration(name.name), at: name.range, notes: [note]))
                return nil
            }
        }
        let isFirst = declarations[name.name] == nil
        declarations[name.name, default: []].append(record)
        if let existing = indexByName[name.name] {
            items[existing].kind = kind
            mentionCounts[existing] += 1
            return isFirst ? existing : nil
        }
        return add(name, kind: kind)
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
        default: add(name, kind: defaultKind)
        }
    }

    @discardableResult
    private mutating func add(_ name: Identifier, kind: LayoutItem.Kind) -> Int {
        let index = items.count
        items.append(LayoutItem(name: name.name, kind: kind, parent: 0, firstMention: name.range))
        indexByName[name.name] = index
        mentionCounts.append(1)
        return index
    }

    /// Baselines come from the view declarations in force, so they are set during lowering.
    mutating func setBaselines(of index: Int, last: Double, first: Double?) {
        items[index].lastBaselineOffset = last
        items[index].firstBaselineOffset = first
    }

    /// Counts a reference to an existing item (a predicate's `==b`, an equation's `b.width`).
    mutating func noteReference(to index: Int) {
        mentionCounts[index] += 1
    }

    /// Sets each declared item's parent, then rejects cycles (`view a in=b`, `view b in=a`).
    private mutating func resolveParents(_ parents: [Int: Identifier], diagnostics: inout DiagnosticBag) {
        for index in parents.keys.sorted() {
            let parentName = parents[index]!
            guard let parent = indexByName[parentName.name] else {
                let suggestion = NameSuggestion.closest(to: parentName.name, in: items.filter { $0.kind == .view || $0.kind == .root }.map(\.name))
                diagnostics.append(.error(.unknownParent(parentName.name), at: parentName.range,
                                          notes: suggestion.map { [.init("did you mean '\($0)'?")] } ?? []))
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
        // Walk up from every item; a walk longer than the item count has met a cycle.
        for start in items.indices {
            var current = items[start].parent
            var steps = 0
            while let node = current, node != 0, steps <= items.count {
                if node == start { break }
                current = items[node].parent
                steps += 1
            }
            if current == start {
                diagnostics.append(.error(.ancestorCycle(items[start].name), at: parentRanges[start] ?? items[start].firstMention))
                items[start].parent = 0
            }
        }
    }

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
