import VFL
import VFLSyntax

/// `--stored`: Xcode's "Misplaced Views" from a terminal. Every view whose solved frame is more
/// than `tolerance` from the frame Xcode stored is a `misplaced` warning with both frames, at its
/// element, with what may explain it: Xcode marks it misplaced or ambiguous too, vflc found it
/// ambiguous, its size comes from text vflc cannot measure, its frame is its alignment rect
/// widened by the insets vflc assumes for its class, it is a hidden arranged view, a stack
/// that does not fill across gives it no size there, or it is off by a point at most. Only a
/// layout at the document's own root size is compared (another size is a note).
public enum StoredFrameCheck {
    /// Half a point: a frame within it is where Xcode stored it.
    public static let tolerance = 0.5

    /// The classes whose intrinsic size is their text's.
    static let textClasses: Set<String> = ["label", "button", "textField", "textView", "segmentedControl"]

    /// The warnings and notes for the first layout of `compiled` (the document's own geometry).
    public static func diagnostics(for compiled: SceneCompilation, in document: InterfaceBuilderDocument)
        -> [Diagnostic]
    {
        guard let layout = compiled.result.layouts.first,
            let root = document.xml.storedFrame(of: compiled.scene.element)
        else { return [] }
        guard abs(layout.width - root.width) <= tolerance, abs(layout.height - root.height) <= tolerance else {
            let size = "\(NumberText.format(root.width)) × \(NumberText.format(root.height))"
            return [
                Diagnostic(.note, .storedAtAnotherSize(size), at: document.xml.elements[compiled.scene.element].range)
            ]
        }
        let ambiguous = Set(
            compiled.result.diagnostics.filter { $0.message.id == DiagnosticID.ambiguousLayout.rawValue }
                .compactMap { $0.range?.start })
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
            if textClasses.contains(stored.className) { notes.append(.sizedByText) }
            if let stack = stored.arrangement {
                let (solvedAcross, storedAcross) =
                    stack.vertical ? (solved.width, frame.width) : (solved.height, frame.height)
                if stored.hidden {
                    notes.append(.hiddenArrangedView)
                } else if stack.alignment != "fill", solvedAcross < 0.01, storedAcross > tolerance {
                    notes.append(.zeroAcrossStack(stack.alignment, vertical: stack.vertical))
                }
            }
            if stored.widened { notes.append(.alignmentRectWidened(stored.className)) }
            if notes.isEmpty, off <= 1 { notes.append(.offByAPoint) }
            let label = compiled.labels.views[view.name]?.label
            found.append(
                .warning(
                    .misplaced(view.name, label: label, stored: describe(frame), solved: describe(solved)),
                    at: stored.range, notes: notes))
        }
        return found
    }

    /// `(x, y, width, height)`.
    static func describe(_ rect: Rect) -> String {
        let numbers = [rect.x, rect.y, rect.width, rect.height].map { NumberText.format($0) }
        return "(" + numbers.joined(separator: ", ") + ")"
    }
}
