/// Messages of solving: unsatisfiable and ambiguous layouts, broken optional constraints.
extension DiagnosticMessage {
    package static func unsatisfiable(container: String) -> DiagnosticMessage {
        DiagnosticMessage(.unsatisfiable, "unable to simultaneously satisfy constraints (container \(container))")
    }

    /// `what` names what is open: "horizontal position", "height", "vertical position and height".
    package static func ambiguous(_ name: String, what: String) -> DiagnosticMessage {
        let verb = what.contains(" and ") ? "are" : "is"
        return DiagnosticMessage(.ambiguousLayout, "ambiguous layout: the \(what) of '\(name)' \(verb) not determined")
    }

    /// Xcode's name for views that share the slack with equal priorities: `names` in file order,
    /// `axis` `horizontal`/`vertical`, `priority` `content hugging`/`compression resistance`;
    /// `grows`: hugging (who takes the extra space) rather than resistance (who shrinks).
    package static func contentPriorityAmbiguity(
        _ names: [String], axis: String, priority: String, value: String, grows: Bool
    ) -> DiagnosticMessage {
        let quoted = names.map { "'\($0)'" }
        let list =
            quoted.count <= 2
            ? quoted.joined(separator: " and ") : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        let what = grows ? "grows to fill the extra space" : "shrinks to fit"
        return DiagnosticMessage(
            .contentPriorityAmbiguity,
            "content priority ambiguity: \(list) have equal \(axis) \(priority) priority (\(value)), so which one \(what) is not determined"
        )
    }

    package static func outsideFittingSize(_ name: String, dimension: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .outsideFittingSize,
            "the fitting \(dimension) leaves out '\(name)': no chain of constraints ties it to both edges of the container"
        )
    }

    /// `'redBox' has a negative width (-20)`.
    package static func negativeSize(_ name: String, dimension: String, value: String) -> DiagnosticMessage {
        DiagnosticMessage(.negativeSize, "'\(name)' has a negative \(dimension) (\(value))")
    }

    /// `'b' lies partly outside the container`, `… outside its superview 'card'`.
    package static func outsideSuperview(_ name: String, outside: String, fully: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.outsideSuperview, "'\(name)' lies \(fully ? "entirely" : "partly") outside \(outside)")
    }

    /// `the container's width (150) is narrower than its content requires: 'a' gets width -50`.
    package static func containerTooSmall(dimension: String, size: String, consequence: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .containerTooSmall,
            "the container's \(dimension) (\(size)) is narrower than its content requires: \(consequence)")
    }

    package static func optionalConstraintBroken(_ constraint: String) -> DiagnosticMessage {
        DiagnosticMessage(.optionalConstraintBroken, "optional constraint '\(constraint)' is not satisfied")
    }
}

/// The notes attached to layout diagnostics: conflict members, recovery and fix; why a view is
/// ambiguous; what an unmet optional constraint got. Constraints and frames come already written
/// out (`'box.width == 400'`, `x = 20, width = 100`).
extension Diagnostic.Note {
    /// A member of a conflicting set; `origin` says where an implicit one comes from
    /// (`content hugging`).
    package static func conflictingConstraint(_ constraint: String, origin: String?, at range: SourceRange)
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "conflicting constraint '\(constraint)'" + (origin.map { " (\($0))" } ?? ""), at: range, showsSource: true)
    }

    /// The container's `dimension` (`width`, `height`) as a member of a conflicting set.
    package static func containerConflict(_ dimension: String, _ value: String) -> Diagnostic.Note {
        Diagnostic.Note("conflicting constraint 'root.\(dimension) == \(value)' (the container \(dimension))")
    }

    /// `frames` are the first views' frames after recovery (`'find' x = 20, width = 100`); `more`
    /// counts the views left out.
    package static func recoveryBreaks(_ constraint: String, frames: [String], more: Int, at range: SourceRange)
        -> Diagnostic.Note
    {
        var text = "UIKit would recover by breaking '\(constraint)'"
        if !frames.isEmpty {
            text += "; then " + frames.joined(separator: "; ")
            if more > 0 { text += "; and \(more) more views" }
        }
        return Diagnostic.Note(text, at: range)
    }

    package static func makeOptional(_ constraint: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(
            "make '\(constraint)' optional (a priority below 1000, such as @999) and the rest can all hold", at: range)
    }

    package static let anotherConflictRemains = Diagnostic.Note(
        "making one of these optional resolves this set, but another conflict remains among the constraints connected to it"
    )

    /// `it spans y = 45…79, the fitting height is 0`.
    package static func spans(_ axis: String, _ low: String, _ high: String, dimension: String, size: String)
        -> Diagnostic.Note
    {
        Diagnostic.Note("it spans \(axis) = \(low)…\(high), the fitting \(dimension) is \(size)")
    }

    /// `so do 7 more views: 'b', 'c', …`: `shown` are the first of the `count`.
    package static func soDoMoreViews(_ count: Int, shown: [String]) -> Diagnostic.Note {
        Diagnostic.Note(
            "so do \(count) more views: " + shown.map { "'\($0)'" }.joined(separator: ", ")
                + (count > shown.count ? ", …" : ""))
    }

    /// A member of the chain of constraints that puts a frame where it is (`because of
    /// 'a.leading == root.leading + 100'`); `origin` as for a conflicting constraint.
    package static func forcedBy(_ constraint: String, origin: String?, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note("because of '\(constraint)'" + (origin.map { " (\($0))" } ?? ""), at: range)
    }

    /// `because of the container width 150` / `because of the fitting height 0`.
    package static func forcedByContainer(_ dimension: String, _ value: String, fitting: Bool) -> Diagnostic.Note {
        Diagnostic.Note("because of the \(fitting ? "fitting" : "container") \(dimension) \(value)")
    }

    /// `its top edge is 22 points above the top edge of the container`.
    package static func edgeOverhang(_ edge: String, _ amount: String, _ direction: String, superview: String)
        -> Diagnostic.Note
    {
        Diagnostic.Note("its \(edge) edge is \(amount) points \(direction) the \(edge) edge of \(superview)")
    }

    /// `vflc chose x = 0, width = 0; add constraints that fix it`.
    package static func vflcChose(
        _ position: String, _ positionValue: String, _ size: String, _ sizeValue: String, asDrawn: Bool = false
    ) -> Diagnostic.Note {
        let chosen = "vflc chose \(position) = \(positionValue), \(size) = \(sizeValue)"
        return Diagnostic.Note(
            chosen + (asDrawn ? ", as near as it can to where the document drew it" : "")
                + "; add constraints that fix it")
    }

    /// `raise one of them to 251, e.g. 'hug=251,250' on the declaration of 'b'`.
    package static func raisePriority(
        _ name: String, key: String, value: String, to raised: String, at range: SourceRange?
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "raise one of them to \(raised), e.g. '\(key)=\(value)' on the declaration of '\(name)'", at: range)
    }

    /// `vflc chose 'a' width = 325, 'b' width = 50`.
    package static func vflcChoseSizes(_ sizes: [String]) -> Diagnostic.Note {
        Diagnostic.Note("vflc chose " + sizes.joined(separator: ", "))
    }

    /// `in the fill stack 'row' vflc stretched 'a'; UIKit breaks the tie by arrangement order, …`.
    package static func fillStackTie(stack: String, view: String, grows: Bool) -> Diagnostic.Note {
        Diagnostic.Note(
            "in the fill stack '\(stack)' vflc \(grows ? "stretched" : "compressed") '\(view)'; UIKit breaks the tie "
                + "by arrangement order (its header says so), which view it picks is not confirmed")
    }

    /// `button.width is 80`: what an unmet optional constraint on a constant got.
    package static func actualValue(_ attribute: String, _ value: String) -> Diagnostic.Note {
        Diagnostic.Note("\(attribute) is \(value)")
    }

    package static func missesBy(_ amount: String) -> Diagnostic.Note {
        Diagnostic.Note("it misses by \(amount)")
    }

    // Why a view is ambiguous along an axis; `has` lists what it has (`a leading edge and a width`).

    /// `direction` is `horizontally` or `vertically`.
    package static func nothingConstrains(_ name: String, _ direction: String) -> Diagnostic.Note {
        Diagnostic.Note("nothing constrains '\(name)' \(direction)")
    }

    /// `lacks` lists what is missing, joined by `and no`.
    package static func hasButLacks(_ name: String, has: String, lacks: String) -> Diagnostic.Note {
        Diagnostic.Note("'\(name)' has \(has) but no \(lacks)")
    }

    /// `loose` lists the facts bounded only by inequalities (`its width`); `count` of them.
    package static func onlyBounded(_ name: String, has: String, loose: String, count: Int) -> Diagnostic.Note {
        Diagnostic.Note(
            "'\(name)' has \(has), but \(loose) \(count == 1 ? "is" : "are") only bounded by inequalities or optional constraints"
        )
    }

    /// `size` is `width` or `height`.
    package static func sharesSpaceWithoutSizes(_ name: String, has: String, size: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "'\(name)' has \(has) but no \(size), and the views it is tied to share the space without sizes either")
    }

    package static func dependsOnUndetermined(_ name: String, has: String) -> Diagnostic.Note {
        Diagnostic.Note("'\(name)' has \(has), but they depend on other views that are themselves not determined")
    }
}
