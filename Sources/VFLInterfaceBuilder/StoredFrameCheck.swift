import VFL
import VFLSyntax

/// `--stored`: Xcode's "Misplaced Views" from a terminal. Every view whose solved frame is more
/// than `tolerance` from the frame Xcode stored is a `misplaced` warning with both frames, at its
/// element, with what may explain it: Xcode marks it misplaced or ambiguous too, vflc found it
/// ambiguous, its size comes from text vflc cannot measure, its frame is its alignment rect
/// widened by the insets vflc assumes for its class (or by an SF Symbol's, which vflc cannot
/// know), it is a visual effect view's content view (which fills it, whatever Xcode stored),
/// its placeholder intrinsic size is not the size Xcode drew, it is a table or collection view
/// Xcode kept at its drawn length (which UIKit, giving it no intrinsic size, does not), it is a
/// hidden arranged view, a stack that does not fill across lets it shrink there, it is a stack
/// distributed equally that UIKit fits to its views, nothing gives it a length along its stack,
/// the stored frames break one of the document's own constraints, it is off by a point at most,
/// or by a bar's height or a safe-area inset (Xcode drew other bars over the scene), or it is
/// tied to layout margins (which Xcode releases drew differently). Only a layout at the
/// document's own root size is compared (another size is a note).
public enum StoredFrameCheck {
    /// Half a point: a frame within it is where Xcode stored it.
    public static let tolerance = 0.5

    /// The classes whose intrinsic size is their text's.
    static let textClasses: Set<String> = ["label", "button", "textField", "textView", "segmentedControl"]

    /// Whether a layout `width` × `height` is at the scene root's stored size (within
    /// `tolerance`): the one size where the stored frames say where Xcode drew each view. A root
    /// stored without a frame is at the size Xcode drew it (`drawnRootFrame(of:)`), which a note
    /// gives.
    static func isStoredSize(
        of scene: SceneRoot, in document: InterfaceBuilderDocument, width: Double?, height: Double?
    ) -> Bool {
        guard let root = document.drawnRootFrame(of: scene), let width, let height else { return false }
        return abs(width - root.width) <= tolerance && abs(height - root.height) <= tolerance
    }

    /// The warnings and notes for the first layout of `compiled` (the document's own geometry).
    public static func diagnostics(for compiled: SceneCompilation, in document: InterfaceBuilderDocument)
        -> [Diagnostic]
    {
        // A layout's size-class variations are read whenever it is built: never missing.
        guard let layout = compiled.result.layouts.first,
            let root = document.drawnRootFrame(of: compiled.scene),
            let variations = compiled.variations[layout.traits]
        else { return [] }
        guard isStoredSize(of: compiled.scene, in: document, width: layout.width, height: layout.height) else {
            let size = "\(NumberText.format(root.width)) × \(NumberText.format(root.height))"
            return [
                Diagnostic(.note, .storedAtAnotherSize(size), at: document.xml.elements[compiled.scene.element].range)
            ]
        }
        let ambiguous = Set(
            compiled.result.diagnostics.filter { $0.message.id == DiagnosticID.ambiguousLayout.rawValue }
                .compactMap { $0.range?.start })
        let ties = marginTies(document.xml, scene: compiled.scene.element)
        // Read from the document only once a view is misplaced (most scenes have none), and once.
        var constraintSet: StoredConstraintSet?
        var brokenConstraints: [String: BrokenConstraint]?
        var unmetOptional: [String: BrokenConstraint]?
        var brokenAtGuides: [String: BrokenConstraint]?
        var stackRules: [String: StackRuleBroken]?
        var found: [Diagnostic] = []
        for view in layout.views {
            guard let stored = compiled.storedViews[view.name], let frame = stored.frame else { continue }
            let solved = view.frame
            let off = max(
                abs(solved.x - frame.x), abs(solved.y - frame.y), abs(solved.width - frame.width),
                abs(solved.height - frame.height))
            guard off > tolerance else { continue }
            var notes: [Diagnostic.Note] = []
            if let mark = stored.mark { notes.append(.markedInXcode(mark)) }
            if ambiguous.contains(stored.range.start) { notes.append(.ambiguousHere) }
            // Only where the size is off: a text view in the right size but the wrong place is
            // misplaced for another reason, which the notes below look for.
            let sizeOff = max(abs(solved.width - frame.width), abs(solved.height - frame.height))
            if textClasses.contains(stored.className), sizeOff > tolerance { notes.append(.sizedByText) }
            if let stack = stored.arrangement(under: variations, in: document.xml) {
                let (solvedAcross, storedAcross) =
                    stack.vertical ? (solved.width, frame.width) : (solved.height, frame.height)
                let (solvedAlong, storedAlong) =
                    stack.vertical ? (solved.height, frame.height) : (solved.width, frame.width)
                if stored.isHidden(under: variations, in: document.xml) {
                    // Xcode sets an activity indicator that hides when stopped hidden, yet draws
                    // it at its length in the stack (6 of 6 such views in five repositories).
                    let hidesWhenStopped =
                        stored.className == "activityIndicatorView"
                        && document.xml.elements[stored.element]["hidesWhenStopped"] == "YES"
                    notes.append(
                        hidesWhenStopped && storedAlong > tolerance ? .stoppedActivityIndicator : .hiddenArrangedView)
                } else if stack.alignment != "fill", solvedAcross < storedAcross - tolerance {
                    notes.append(.shrunkAcrossStack(stack.alignment, vertical: stack.vertical))
                } else if solvedAlong <= tolerance, storedAlong > tolerance {
                    notes.append(.collapsedAlongStack(vertical: stack.vertical))
                }
            }
            if let note = fittedEqualStack(stored, solved: solved, stored: frame, variations, document.xml) {
                notes.append(note)
            }
            // Other insets than vflc's would move its frame by no more than the insets.
            if let inset = stored.alignmentInsets,
                off <= max(abs(inset.top), abs(inset.left), abs(inset.bottom), abs(inset.right)) + tolerance
            {
                notes.append(.alignmentRectWidened(stored.className))
            }
            if stored.symbolImage { notes.append(.symbolImageInsets) }
            if stored.fillsParent { notes.append(.fillsVisualEffectView) }
            if let size = undrawnPlaceholder(stored, frame) { notes.append(.placeholderNotDrawn(size)) }
            if let (name, vertical) = keptAtStoredLength(stored, solved: solved, stored: frame) {
                notes.append(.keptAtStoredLength(name, vertical: vertical))
            }
            let set =
                constraintSet
                ?? StoredConstraintSet(document.xml, scene: compiled.scene.element, toolsVersion: document.toolsVersion)
            constraintSet = set
            let broken = brokenConstraints ?? constraintsBrokenByStoredFrames(in: set)
            brokenConstraints = broken
            if let constraint = broken[view.name] {
                notes.append(
                    .storedFramesBreak(
                        constraint.id, constraint: constraint.text, by: NumberText.format(constraint.off)))
            } else {
                let unmet =
                    unmetOptional
                    ?? optionalConstraintsUnmetByStoredFrames(in: set, solved: solvedFrames(layout, compiled: compiled))
                unmetOptional = unmet
                if let constraint = unmet[view.name] {
                    notes.append(
                        .storedFramesLeaveUnmet(
                            constraint.id, constraint: constraint.text, by: NumberText.format(constraint.off)))
                }
            }
            let rules =
                stackRules
                ?? stackRulesBrokenByStoredFrames(
                    document.xml, scene: compiled.scene.element, stored: compiled.storedViews, variations: variations)
            stackRules = rules
            switch rules[view.name] {
            case .spacing(let stack, let previous, let gap, let spacing, let atLeast):
                notes.append(
                    .storedFramesBreakStackSpacing(
                        stack, after: previous, gap: NumberText.format(gap),
                        spacing: (atLeast ? "at least " : "") + NumberText.format(spacing)))
            case .across(let stack, let vertical):
                notes.append(.storedFramesBreakStackAlignment(stack, vertical: vertical))
            case .outside(let stack, let vertical):
                notes.append(.storedFramesOutsideStack(stack, vertical: vertical))
            case nil:
                break
            }
            if notes.isEmpty, off <= 1 { notes.append(.offByAPoint) }
            if notes.isEmpty, let bar = barBetween(solved, frame, safeArea: layout.safeArea) {
                notes.append(.offByABar(NumberText.format(bar.points), what: bar.what))
            }
            // A constraint to the safe area that these insets break: Xcode's were others.
            if notes.isEmpty, let safeArea = layout.safeArea {
                let atGuides =
                    brokenAtGuides
                    ?? constraintsBrokenAtLayoutGuides(
                        in: set, safeArea: safeArea, width: layout.width, height: layout.height)
                brokenAtGuides = atGuides
                if let constraint = atGuides[view.name] {
                    notes.append(
                        .storedFramesBreakAtSafeArea(
                            constraint.id, constraint: constraint.text, by: NumberText.format(constraint.off),
                            insets: describe(safeArea)))
                }
            }
            if notes.isEmpty, let owner = ties[view.name] { notes.append(.tiedToMargins(owner)) }
            let label = compiled.labels.views[view.name]?.label
            found.append(
                .warning(
                    .misplaced(view.name, label: label, stored: describe(frame), solved: describe(solved)),
                    at: stored.range, notes: notes))
        }
        return found
    }

    /// The note for a stack view distributed `equalSpacing` or `equalCentering` that the layout
    /// makes shorter along its axis than Xcode stored it: UIKit's `UISV-canvas-fit` (@49) fits
    /// such a stack to its views where nothing else sets its length; Interface Builder keeps the
    /// length it drew.
    static func fittedEqualStack(
        _ view: StoredView, solved: Rect, stored: Rect, _ variations: SizeClassVariations, _ xml: XMLDocument
    ) -> Diagnostic.Note? {
        guard view.className == "stackView",
            let distribution = variations.attribute("distribution", of: view.element, in: xml)?.value,
            distribution == "equalSpacing" || distribution == "equalCentering"
        else { return nil }
        let vertical = variations.attribute("axis", of: view.element, in: xml)?.value == "vertical"
        let (solvedLength, storedLength) = vertical ? (solved.height, stored.height) : (solved.width, stored.width)
        return solvedLength < storedLength - tolerance ? .fittedEqualStack(distribution, vertical: vertical) : nil
    }

    /// The solved frames by IB id, in the root's coordinates, as the stored-frame check reads
    /// them: a control placed by its alignment rect by that rect.
    static func solvedFrames(_ layout: LayoutResult, compiled: SceneCompilation) -> [String: Rect] {
        var frames = [compiled.scene.rootID: Rect(x: 0, y: 0, width: layout.width, height: layout.height)]
        for view in layout.views {
            frames[view.name] = view.absoluteFrame.narrowed(
                by: compiled.storedViews[view.name]?.alignmentInsets ?? .zero)
        }
        return frames
    }

    /// Per view id, the id of a view whose layout margins one of the scene's constraints ties it
    /// to (`leadingMargin` and the like, the implicit first item being the view that holds the
    /// `<constraints>` list).
    static func marginTies(_ xml: XMLDocument, scene: Int) -> [String: String] {
        var ties: [String: String] = [:]
        for next in SceneBuilder.sceneElements(xml, from: scene) {
            let node = xml.elements[next]
            guard node.name == "constraint", let list = node.parent, let holder = xml.elements[list].parent,
                let first = node["firstItem"] ?? xml.elements[holder]["id"]
            else { continue }
            let second = node["secondItem"]
            if let second, node["secondAttribute"]?.hasSuffix("Margin") == true, ties[first] == nil {
                ties[first] = second
            }
            if let second, node["firstAttribute"]?.hasSuffix("Margin") == true, ties[second] == nil {
                ties[second] = first
            }
        }
        return ties
    }

    /// The bar or inset a view's top or bottom edge is off by, vertically: the safe area's top or
    /// bottom inset in this layout (or half of one, for a view centred on the safe area), or the
    /// height of a bar Xcode may have drawn over the scene (a status bar, a navigation bar, both,
    /// a tab bar, a home indicator).
    static func barBetween(_ solved: Rect, _ stored: Rect, safeArea: EdgeInsets?) -> (points: Double, what: String)? {
        var candidates: [(Double, String)] = []
        if let safeArea {
            candidates.append((safeArea.top, "the safe area's top inset here"))
            candidates.append((safeArea.bottom, "the safe area's bottom inset here"))
            // A view centred on the safe area moves by half of an inset.
            candidates.append((safeArea.top / 2, "half the safe area's top inset here (a view centred on it)"))
            candidates.append((safeArea.bottom / 2, "half the safe area's bottom inset here (a view centred on it)"))
        }
        let statusBar = 20.0
        let homeIndicator = 34.0
        candidates += [
            (statusBar, "a status bar's height"), (ContainerBars.barHeight, "a navigation bar's height"),
            (statusBar + ContainerBars.barHeight, "a status bar's and a navigation bar's height"),
            (InterfaceBuilderCompiler.tabBarHeight, "a tab bar's height"),
            (homeIndicator, "the home indicator's inset"),
        ]
        let offsets = [abs(solved.y - stored.y), abs(solved.y + solved.height - stored.y - stored.height)]
        for (points, what) in candidates where points > tolerance {
            if offsets.contains(where: { abs($0 - points) <= tolerance }) { return (points, what) }
        }
        return nil
    }

    /// A view's placeholder intrinsic size (`W × H`, `?` for an axis it leaves out) when its
    /// stored frame is another size on an axis the placeholder gives.
    static func undrawnPlaceholder(_ stored: StoredView, _ frame: Rect) -> String? {
        let differs = [(stored.placeholderWidth, frame.width), (stored.placeholderHeight, frame.height)].contains {
            placeholder, drawn in placeholder.map { abs($0 - drawn) > tolerance } ?? false
        }
        guard differs else { return nil }
        let sides = [stored.placeholderWidth, stored.placeholderHeight].map { $0.map(NumberText.format) ?? "?" }
        return sides.joined(separator: " × ")
    }

    /// A table or collection view that the solved layout makes shorter (or narrower) than Xcode
    /// stored it, as (`table`/`collection`, whether along the height). Xcode's stored frames keep
    /// such a view at its drawn length against optional constraints that would shrink it (five
    /// scenes of four repositories: a table in a scroll view's content, whose height equals the
    /// frame's at priority 250; a table in a card whose height is 150 at priority 250), where
    /// UIKit, which gives a table view no intrinsic size, lets them.
    static func keptAtStoredLength(_ view: StoredView, solved: Rect, stored: Rect) -> (String, Bool)? {
        let name: String
        switch view.className {
        case "tableView": name = "table"
        case "collectionView": name = "collection"
        default: return nil
        }
        if solved.height < stored.height - tolerance { return (name, true) }
        if solved.width < stored.width - tolerance { return (name, false) }
        return nil
    }

    /// `(top, left, bottom, right)`.
    static func describe(_ insets: EdgeInsets) -> String {
        let numbers = [insets.top, insets.left, insets.bottom, insets.right].map { NumberText.format($0) }
        return "(" + numbers.joined(separator: ", ") + ")"
    }

    /// `(x, y, width, height)`.
    static func describe(_ rect: Rect) -> String {
        let numbers = [rect.x, rect.y, rect.width, rect.height].map { NumberText.format($0) }
        return "(" + numbers.joined(separator: ", ") + ")"
    }
}
