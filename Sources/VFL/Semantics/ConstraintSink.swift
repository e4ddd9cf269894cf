import VFLSyntax

/// Where every emitter appends its constraints: one list for one lowering, with the limit on its
/// length and the wrapping labels whose constraints the layout updates pass by pass. Each
/// constraint carries its `ConstraintOrigin` (what the user wrote, or UIKit's identifier), so
/// every later diagnostic can point at its source.
struct ConstraintSink {
    /// The most constraints one file may lower to: a run's memory grows with them (about 1 KB a
    /// constraint), and this bound keeps it near 1 GB whatever the input, at ten times the largest
    /// benchmarked layouts.
    static let maximumConstraints = 1_000_000

    private(set) var constraints: [LayoutConstraint] = []
    /// The wrapping labels (`text=`), in the order declared.
    var textLabels: [TextLabel] = []
    /// The readable content guide's width constraint, when the container's width is fixed: its
    /// constant follows the width (`ConstraintSystem.readableWidthConstraint`).
    var readableWidthConstraint: Int?
    /// Set once the file has exceeded `maximumConstraints`: no more are kept.
    private var isOverLimit = false

    /// How many constraints the sink holds: an emitter's next constraint gets this index.
    var count: Int { constraints.count }

    mutating func reserveCapacity(_ count: Int) { constraints.reserveCapacity(count) }

    /// Appends `first REL multiplier × second + constant @priority`; past the limit, reports it
    /// once (at the first constraint refused) and keeps nothing more.
    mutating func add(
        _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?, multiplier: Double = 1,
        constant: Double, priority: Double, origin: ConstraintOrigin, diagnostics: inout DiagnosticCollector
    ) {
        guard constraints.count < Self.maximumConstraints else {
            if !isOverLimit {
                isOverLimit = true
                diagnostics.append(.error(.tooManyConstraints(Self.maximumConstraints), at: origin.range))
            }
            return
        }
        constraints.append(
            LayoutConstraint(
                first: first, relation: relation, second: second, multiplier: multiplier,
                constant: constant, priority: priority, origin: origin))
    }

    /// Drops the constraints from `start` on: a statement whose size-class conditions do not hold
    /// is lowered for its diagnostics only.
    mutating func truncate(to start: Int) {
        constraints.removeSubrange(start...)
    }
}
