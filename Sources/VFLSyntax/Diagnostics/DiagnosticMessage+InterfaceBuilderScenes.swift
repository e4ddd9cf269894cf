/// Messages about Interface Builder documents' scenes: what a document says that vflc reads
/// differently or does not model (docs/interface-builder.md).
extension DiagnosticMessage {
    /// Malformed XML, with what the reader found (`expected '>' to end the start tag of 'view'`).
    package static func malformedXML(_ message: String) -> DiagnosticMessage {
        DiagnosticMessage(.malformedXML, "malformed XML: \(message)")
    }

    /// An XML file whose root element is not IB's `<document>`.
    package static func notInterfaceBuilderDocument(_ element: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .notInterfaceBuilderDocument,
            "the root element is '<\(element)>', not an Interface Builder '<document>'")
    }

    /// A document for another platform than iOS (`targetRuntime="MacOSX.Cocoa"`).
    package static func notIOSDocument(_ runtime: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .notIOSDocument,
            "not an iOS document (target runtime '\(runtime)'); vflc lays out iOS storyboards and xibs")
    }

    /// A baseline attribute or a baseline-aligned stack: Linux cannot measure fonts.
    package static func needsFontMetrics(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .needsFontMetrics,
            "\(what) needs font metrics, which vflc cannot measure without the fonts; use a top, bottom or center constraint"
        )
    }

    /// An attribute value vflc does not know (`relation="almostEqual"`).
    package static func interfaceBuilderValue(_ attribute: String, _ value: String) -> DiagnosticMessage {
        DiagnosticMessage(.interfaceBuilderValue, "unknown value '\(value)' for '\(attribute)'")
    }

    /// Something IB says that vflc does not model (a custom layout guide, …): left out.
    package static func interfaceBuilderNotModelled(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage(.interfaceBuilderNotModelled, "\(what) is not modelled by vflc and is left out")
    }

    /// `placeholder="YES"`: removed at build time, so not laid out.
    package static func interfaceBuilderPlaceholder(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderPlaceholder,
            "constraint '\(id)' is a placeholder, removed at build time: it is not laid out")
    }

    /// A constraint naming an item that is not in its scene.
    package static func interfaceBuilderUnknownItem(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderUnknownItem,
            "'\(id)' is not a view or layout guide of this scene; the constraint is left out")
    }

    /// A document without a single scene to lay out.
    package static let interfaceBuilderNoScenes = DiagnosticMessage(
        .interfaceBuilderNoScenes,
        "the document has no scene to lay out (no view controller's view, top-level view or cell)")
}

extension DiagnosticMessage {
    /// `--stored`: a view whose solved frame is more than half a point from the one Xcode stored.
    package static func misplaced(_ view: String, label: String?, stored: String, solved: String) -> DiagnosticMessage {
        let name = label.map { "'\(view)' ('\($0)')" } ?? "'\(view)'"
        return DiagnosticMessage(
            .misplaced, "misplaced view \(name): Xcode stored \(stored), the constraints give \(solved)")
    }

    /// `--stored` at another size than the document's own.
    package static func storedAtAnotherSize(_ size: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .storedAtAnotherSize,
            "'--stored' compares frames only at the document's own size (\(size)); this layout is at another")
    }
}

extension Diagnostic.Note {
    /// The view Xcode itself marks misplaced or ambiguous (`misplaced="YES"`).
    package static func markedInXcode(_ mark: String) -> Diagnostic.Note {
        Diagnostic.Note("Xcode marks it \(mark) too")
    }

    /// A view sized by its text, which vflc reads from the stored frame.
    package static let sizedByText = Diagnostic.Note(
        "its size comes from its text: vflc takes it from the stored frame, as it cannot measure fonts")

    /// A hidden arranged view: only low-priority constraints place it.
    package static let hiddenArrangedView = Diagnostic.Note(
        "it is a hidden arranged view: its length along the stack is 0, and only low-priority constraints"
            + " place it, so Xcode may park it elsewhere than vflc does")

    /// A hidden activity indicator that hides when stopped, which Xcode draws in its stack.
    package static let stoppedActivityIndicator = Diagnostic.Note(
        "it is an activity indicator that hides when stopped: Interface Builder draws it in the stack at its own"
            + " length, hidden or not; at run time UIKit hides it while it is stopped and the stack closes up"
            + " ('UISV-hiding'), as vflc lays it out")

    /// An arranged view smaller across a stack that does not fill than Xcode drew it.
    package static func shrunkAcrossStack(_ alignment: String, vertical: Bool) -> Diagnostic.Note {
        let size = vertical ? "width" : "height"
        return Diagnostic.Note(
            "it is narrower across a stack aligned '\(alignment)' than Xcode drew it: where nothing requires a \(size),"
                + " UIKit's stack shrinks it to what its content needs, down to 0, at run time"
                + " ('UISV-ambiguity-suppression'); Interface Builder keeps drawing it at its stored \(size)")
    }

    /// A stack distributed `equalSpacing` or `equalCentering` shorter along its axis than Xcode
    /// drew it.
    package static func fittedEqualStack(_ distribution: String, vertical: Bool) -> Diagnostic.Note {
        let size = vertical ? "height" : "width"
        return Diagnostic.Note(
            "it is a stack distributed '\(distribution)', shorter along its axis than Xcode drew it: where nothing"
                + " requires a \(size), UIKit fits such a stack to its views and spacing at run time ('UISV-canvas-fit'"
                + " @49); Interface Builder keeps drawing it at its stored \(size)")
    }

    /// An arranged view that the solved layout leaves no length along its stack.
    package static func collapsedAlongStack(vertical: Bool) -> Diagnostic.Note {
        let size = vertical ? "height" : "width"
        return Diagnostic.Note(
            "it has no \(size) along its stack here (0): nothing gives it one (no intrinsic \(size), nothing"
                + " inside it that requires one), so the stack's other views take the room; Xcode drew it at"
                + " the \(size) it stored, an earlier layout's or the size it was dropped in at")
    }

    /// A control placed by its alignment rect, its frame widened by the class's insets.
    package static func alignmentRectWidened(_ className: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "constraints place its alignment rect; its frame is that rect widened by the insets vflc assumes for"
                + " a \(className) (docs/interface-builder.md), which the Xcode that saved it may have drawn otherwise")
    }

    /// An image view showing an SF Symbol, whose alignment rect is not its frame.
    package static let symbolImageInsets = Diagnostic.Note(
        "its image is an SF Symbol (catalog=\"system\"): constraints place its alignment rect, which differs from"
            + " its frame by the symbol's own insets, from font metrics vflc does not have")

    /// A visual effect view's content view, which UIKit keeps filling it.
    package static let fillsVisualEffectView = Diagnostic.Note(
        "it is a visual effect view's content view, which fills it (UIKit keeps it so): the frame Xcode stored for"
            + " it is another size, most likely one from before the visual effect view was resized")

    /// A view whose placeholder intrinsic size its stored frame does not show.
    package static func placeholderNotDrawn(_ size: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "vflc takes its placeholder intrinsic size (\(size), placeholderIntrinsicWidth/Height), which its stored"
                + " frame does not show: Xcode drew it another size")
    }

    /// A table or collection view whose length only optional constraints give.
    package static func keptAtStoredLength(_ className: String, vertical: Bool) -> Diagnostic.Note {
        let length = vertical ? "height" : "width"
        return Diagnostic.Note(
            "it is a \(className) view: UIKit gives it no intrinsic size, so where only optional constraints give its"
                + " \(length) it takes what they leave; Interface Builder kept drawing it at its stored \(length),"
                + " as if that were its intrinsic \(length)")
    }

    /// A view at most a point from its stored frame.
    package static let offByAPoint = Diagnostic.Note(
        "it is off by a point at most: Xcode may have kept a frame from an earlier layout, or rounded it otherwise")

    /// A view whose stored frame breaks one of the document's own required constraints.
    package static func storedFramesBreak(_ id: String, constraint: String, by points: String) -> Diagnostic.Note {
        let unit = points == "1" ? "point" : "points"
        return Diagnostic.Note(
            "the frames Xcode stored break its constraint '\(id)' (\(constraint)) by \(points) \(unit): Xcode kept"
                + " them from before the constraints changed, or rounded them (its Update Frames would move the view)")
    }

    /// A view whose stored frame breaks a required constraint to the safe area (or a layout
    /// guide) with the insets of the layout being checked.
    package static func storedFramesBreakAtSafeArea(_ id: String, constraint: String, by points: String, insets: String)
        -> Diagnostic.Note
    {
        let unit = points == "1" ? "point" : "points"
        return Diagnostic.Note(
            "the frames Xcode stored break its constraint '\(id)' (\(constraint)) by \(points) \(unit) with this"
                + " layout's safe-area insets \(insets) (top, left, bottom, right): Xcode laid the scene out with"
                + " other insets (--safe-area gives them), or kept the frames from before the constraints changed")
    }

    /// An arranged subview stored another distance after the view before it than its stack's
    /// spacing, which UIKit requires.
    package static func storedFramesBreakStackSpacing(
        _ stack: String, after previous: String, gap: String, spacing: String
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "the frames Xcode stored put it \(gap) points after '\(previous)' in stack view '\(stack)', whose spacing is"
                + " \(spacing) (a required constraint of UIKit's): Xcode kept them from before the stack or its views"
                + " changed")
    }

    /// An arranged subview stored not spanning its stack, aligned `fill`, across.
    package static func storedFramesBreakStackAlignment(_ stack: String, vertical: Bool) -> Diagnostic.Note {
        let across = vertical ? "width" : "height"
        return Diagnostic.Note(
            "the frames Xcode stored do not give it the \(across) of stack view '\(stack)', which aligns its views"
                + " 'fill' (a required constraint of UIKit's): Xcode kept them from before the stack or its views"
                + " changed")
    }

    /// An arranged view the stored frames put partly outside its stack, across the axis.
    package static func storedFramesOutsideStack(_ stack: String, vertical: Bool) -> Diagnostic.Note {
        let across = vertical ? "width" : "height"
        return Diagnostic.Note(
            "the frames Xcode stored put it partly outside stack view '\(stack)' across its \(across), where UIKit's"
                + " stack keeps every arranged view (a required constraint): Xcode kept them from before the stack or"
                + " its views changed")
    }

    /// An optional constraint the stored frames leave unmet and the layout meets.
    package static func storedFramesLeaveUnmet(_ id: String, constraint: String, by points: String)
        -> Diagnostic.Note
    {
        let unit = points == "1" ? "point" : "points"
        return Diagnostic.Note(
            "the frames Xcode stored leave its optional constraint '\(id)' (\(constraint)) unmet by \(points) \(unit),"
                + " which the layout meets: UIKit meets an optional constraint wherever no constraint of a higher"
                + " priority stops it")
    }

    /// A view off vertically by a bar's height or a safe-area inset.
    package static func offByABar(_ points: String, what: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "its top or bottom edge is off by \(points) points, \(what): the Xcode that saved it may have drawn"
                + " other bars or insets over the scene ('--safe-area T,L,B,R' lays it out with others)")
    }

    /// A view tied to another's layout margins.
    package static func tiedToMargins(_ owner: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "it is tied to the layout margins of '\(owner)': vflc gives them as the Xcode of the document's"
                + " toolsVersion drew them (docs/interface-builder.md), and the frames stored may be from another")
    }

    /// A view whose layout vflc found ambiguous.
    package static let ambiguousHere = Diagnostic.Note(
        "its position or size is ambiguous (see the warning above): Xcode's choice and vflc's may differ")

    /// What the stored frame's view has that vflc does not model.
    package static func notModelledHere(_ what: String) -> Diagnostic.Note {
        Diagnostic.Note("vflc does not model \(what)")
    }
}

extension DiagnosticMessage {
    /// A constraint of a custom class (an NSLayoutConstraint subclass), laid out as written.
    package static func interfaceBuilderCustomConstraintClass(_ constraint: String, className: String)
        -> DiagnosticMessage
    {
        DiagnosticMessage(
            .interfaceBuilderCustomConstraintClass,
            "constraint '\(constraint)' is a \(className), a subclass of NSLayoutConstraint whose code may change its"
                + " constant or priority at run time: vflc takes the values the document writes, as Interface Builder"
                + " draws them")
    }

    /// A cell's content view stored without a frame, drawn at the size its cell gives it.
    package static func interfaceBuilderRootSize(_ root: String, size: String, source: String, less: String)
        -> DiagnosticMessage
    {
        DiagnosticMessage(
            .interfaceBuilderRootSize,
            "the document stores no frame for the scene's root '\(root)': vflc draws it at \(size), \(source)"
                + less + ", as Xcode of the document's era stored such cells")
    }

    /// A scene root with no stored frame and nothing to take its size from, laid out at the size
    /// its content needs on an axis no option gives.
    package static func interfaceBuilderRootSizeToFit(_ root: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderRootSize,
            "the document stores no frame for the scene's root '\(root)', nor for its cell or table: vflc sizes it"
                + " to fit its content ('--width' and '--height' give it a size)")
    }

    /// A scene root with no stored frame, and nothing to take its size from, whose subviews are
    /// placed by their frames.
    package static func interfaceBuilderNoRootSize(_ root: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderNoRootSize,
            "the document stores no frame for the scene's root '\(root)', nor for its cell or table: the frames of the"
                + " subviews Xcode places by their frames have no size to be measured against")
    }

    /// A view whose size comes from its text or image, stored without a frame to read it from.
    package static func interfaceBuilderNoStoredSize(_ view: String, className: String, toolsVersion: Int)
        -> DiagnosticMessage
    {
        let xcode = toolsVersion == 11201 ? " (Xcode 8.0 stored none where constraints place a view)" : ""
        return DiagnosticMessage(
            .interfaceBuilderNoStoredSize,
            "'\(view)' (\(className)) has no stored frame\(xcode), so vflc does not know the size its content gives it"
                + " (it cannot measure text or read images): it lays it out without one")
    }

    /// A custom class's view that draws itself, sized by its stored frame.
    package static func interfaceBuilderCustomViewSize(_ view: String, className: String, size: String)
        -> DiagnosticMessage
    {
        DiagnosticMessage(
            .interfaceBuilderCustomViewSize,
            "'\(view)' (\(className)) has no subviews and no size constraint: it takes its stored size, \(size), as its"
                + " intrinsic size, as Xcode renders the class live (vflc cannot run its code)")
    }

    /// A stack view of no custom class with no arranged subviews (the app's code gives it its
    /// views): its stored size, which Interface Builder keeps drawing, is its intrinsic size.
    package static func interfaceBuilderEmptyStackSize(_ view: String, size: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderCustomViewSize,
            "'\(view)' is a stack view with no arranged subviews and no size constraint: it takes its stored size,"
                + " \(size), as its intrinsic size, as Interface Builder draws it (its views come from code vflc cannot"
                + " run)")
    }

    /// A multi-line label laid out at another width than Xcode stored: its text wraps.
    package static func interfaceBuilderTextWraps(_ label: String, stored: String, now: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .interfaceBuilderTextWraps,
            "the multi-line label '\(label)' is \(now) wide here, not its stored \(stored): its text is wrapped by vflc's model, from its stored lines (vflc cannot measure fonts)"
        )
    }
}

extension Diagnostic.Note {
    /// Which view an IB id in the message is: its `userLabel` and class.
    package static func interfaceBuilderView(_ id: String, label: String, className: String) -> Diagnostic.Note {
        Diagnostic.Note("'\(id)' is '\(label)' (\(className))")
    }
}
