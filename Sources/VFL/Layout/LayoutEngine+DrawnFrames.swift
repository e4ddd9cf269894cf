import Cassowary

/// Where an ambiguous layout's open views go when the document says where its author saw them.
///
/// An ambiguous layout has many solutions; which one UIKit shows is arbitrary. Interface
/// Builder keeps drawing an ambiguous view at the frame it stored, so for a storyboard or xib
/// laid out at its own size the frames Xcode drew are the one choice a reader can check. `settle`
/// adds, below every priority a file can write, a constraint pulling each open position and size
/// toward the drawn frame: the priorities are lexicographic levels, so it moves nothing the
/// constraints determine, only what they leave open. The ambiguity found before it did is kept,
/// so the warnings still name every open view.
extension LayoutEngine {
    /// The priority of the pull toward the drawn frames: below `1`, the lowest a file may write,
    /// and below every priority vflc gives a constraint of its own.
    static let drawnFramePriority = 0.001

    /// Solves again with each view the constraints leave open held as near its drawn frame
    /// (relative to its parent, by item index) as they allow, and returns that solution; `nil` when no view
    /// with a drawn frame is open (nothing changes). Until `unsettle()`, `ambiguity(of:axis:)`
    /// answers as before the pull.
    public func settle(toward drawn: [Int: Rect], width containerWidth: Double?, height containerHeight: Double?)
        -> LayoutSolution?
    {
        guard !drawn.isEmpty, ambiguityBeforeSettling == nil else { return nil }
        var flags: [[Bool]] = []
        flags.reserveCapacity(system.items.count)
        for item in system.items.indices {
            guard system.items[item].kind == .view else {
                flags.append([false, false, false, false])
                continue
            }
            let horizontal = ambiguity(of: item, axis: .horizontal)
            let vertical = ambiguity(of: item, axis: .vertical)
            flags.append([horizontal.position, horizontal.size, vertical.position, vertical.size])
        }
        // Positions are pulled relative to the parent (`view.x - parent.x == x`), as drawn.
        var pulls: [(terms: [Term], value: Double)] = []
        for (item, rect) in drawn.sorted(by: { $0.key < $1.key }) where item < flags.count {
            let open = flags[item]
            let parent = system.items[item].parent ?? ConstraintSystem.root
            if open[0] { pulls.append(([Term(left(item)), Term(left(parent), -1)], rect.x)) }
            if open[1] { pulls.append(([Term(width(item))], rect.width)) }
            if open[2] { pulls.append(([Term(top(item)), Term(top(parent), -1)], rect.y)) }
            if open[3] { pulls.append(([Term(height(item))], rect.height)) }
            if open.contains(true) { settledItems.insert(item) }
        }
        guard !pulls.isEmpty else { return nil }
        ambiguityBeforeSettling = flags
        for (terms, value) in pulls {
            let expression = LinearExpression(terms, constant: -value)
            if let id = try? solver.addConstraint(expression, .equal, priority: Self.drawnFramePriority) {
                settlingConstraints.append(id)
            }
        }
        return solve(width: containerWidth, height: containerHeight)
    }

    /// Removes what `settle` added, so the engine solves the file's constraints alone again (the
    /// next size of a sweep).
    public func unsettle() {
        for id in settlingConstraints { try? solver.removeConstraint(id) }
        settlingConstraints = []
        settledItems = []
        ambiguityBeforeSettling = nil
    }
}
