/// Messages of solving: unsatisfiable and ambiguous layouts, broken optional constraints.
extension DiagnosticMessage {
    package static func unsatisfiable(container: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "unsatisfiable", "unable to simultaneously satisfy constraints (container \(container))")
    }

    /// `what` names what is open: "horizontal position", "height", "vertical position and height".
    package static func ambiguous(_ name: String, what: String) -> DiagnosticMessage {
        let verb = what.contains(" and ") ? "are" : "is"
        return DiagnosticMessage(
            id: "ambiguous-layout", "ambiguous layout: the \(what) of '\(name)' \(verb) not determined")
    }

    package static func outsideFittingSize(_ name: String, dimension: String) -> DiagnosticMessage {
        DiagnosticMessage(
            id: "outside-fitting-size",
            "the fitting \(dimension) leaves out '\(name)': no chain of constraints ties it to both edges of the container"
        )
    }

    package static func optionalConstraintBroken(_ constraint: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "optional-constraint-broken", "optional constraint '\(constraint)' is not satisfied")
    }
}
