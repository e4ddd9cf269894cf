import Cassowary
import VFLSyntax

/// Solves one `ConstraintSystem` with the Cassowary solver, and again at other container sizes
/// without rebuilding (the container's width and height are edit variables).
///
/// Every item gets four variables in root coordinates: left, top, width, height. The root is
/// pinned at the origin. A container dimension that is given is an edit variable just below
/// required priority (so a conflict with it shows up as an unmet edit, which `solve` reports);
/// one that is not given is pulled toward 0 at priority 50, UIKit's `fittingSizeLevel`.
public final class LayoutEngine {
    /// How the container's size is set.
    public struct SizeMode: Hashable, Sendable {
        public var fixedWidth: Bool
        public var fixedHeight: Bool

        public init(fixedWidth: Bool, fixedHeight: Bool) {
            self.fixedWidth = fixedWidth
            self.fixedHeight = fixedHeight
        }
    }

    /// A set of required constraints that cannot hold together, found while building.
    public struct Conflict: Hashable, Sendable {
        /// Indices into `system.constraints`, in file order; minimal: dropping any one makes the
        /// rest satisfiable. May include the container size (see `includesContainerWidth`).
        public var constraints: [Int]
        public var includesContainerWidth: Bool
        public var includesContainerHeight: Bool
        /// The constraint UIKit would break to recover: the one being added when the conflict
        /// surfaced, or for a conflict with the container's size the last member in file order.
        public var broken: Int?
        /// A member whose priority, lowered below 1000, lets the required constraints involved
        /// hold (checked by solving without it); `nil` when none of the members tried does.
        public var fix: Int?
    }

    /// UIKit's `fittingSizeLevel`: the pull of an unset container dimension toward zero.
    public static let fittingPriority = 50.0
    /// The container size's edit priority: above every priority a file may write below 1000.
    static let containerPriority = 1000.0.nextDown
    /// A view's width and height do not go below zero for the sake of an optional constraint:
    /// `size >= 0` at a priority above every optional one (UIKit's own 999.999 for a hidden
    /// arranged view included) and below the container's size. Required constraints can still
    /// make a size negative (a `negative-size` warning). Not an IR constraint: UIKit lists none.
    static let nonNegativeSizePriority = 999.9999

    /// The IR; a wrapping label's intrinsic constants change as its layout passes go (`setConstant`).
    public private(set) var system: ConstraintSystem
    public let mode: SizeMode
    let solver = Solver()
    /// The four variables of item `i` are `4i ..< 4i + 4`.
    private(set) var variables: [Variable] = []
    /// The terms of the constraint being added (`add`).
    private var termBuffer: [Term] = []
    /// Solver handle per IR constraint; `nil` for constraints broken to resolve a conflict.
    private(set) var handles: [ConstraintID?] = []
    /// While `settle(toward:width:height:)` holds ambiguous views where they were drawn: each
    /// view's ambiguity before it did (`[horizontal position, width, vertical position, height]`
    /// per item), which `ambiguity(of:axis:)` answers from. See `LayoutEngine+DrawnFrames.swift`.
    var ambiguityBeforeSettling: [[Bool]]?
    /// The constraints `settle` added: removed again by `unsettle()`.
    var settlingConstraints: [ConstraintID] = []
    /// The open views `settle` pulled toward their drawn frames.
    var settledItems: Set<Int> = []
    /// Conflicts among the file's required constraints, found while building.
    public private(set) var conflicts: [Conflict] = []
    /// How many members the conflict explanations have handed to `ConflictSet` (each attempt on a
    /// neighbourhood, each fix checked): their work, counted so tests can check it grows with the
    /// layout, not faster.
    var explanationWork = 0
    /// For each variable id, the IR constraints that mention it: built on the first conflict,
    /// so explaining one walks only the constraints near it.
    private(set) lazy var constraintsByVariable: [[Int]] = {
        var index = Array(repeating: [Int](), count: variables.count)
        for (id, constraint) in system.constraints.enumerated() {
            for term in linear(constraint).0.terms where index[term.variable.id].last != id {
                index[term.variable.id].append(id)
            }
        }
        return index
    }()

    /// Builds the engine. `initialWidth`/`initialHeight` (for a fixed dimension) are the first size
    /// `solve` will be asked for: suggesting it before the file's constraints are added lets the
    /// solver build straight to that solution, instead of solving against a zero-sized container
    /// and undoing it all in the first `solve`. Later `solve` calls re-solve incrementally.
    public init(system: ConstraintSystem, mode: SizeMode, initialWidth: Double? = nil, initialHeight: Double? = nil) {
        self.system = system
        self.mode = mode
        // Most constraints relate two attributes of one or two terms each; each view adds two
        // floors under its size.
        let viewCount = system.items.lazy.filter { $0.kind == .view }.count
        solver.reserveCapacity(
            constraints: system.constraints.count + 4 + 2 * viewCount, termsEach: 2,
            variables: system.items.count * 4)
        variables.reserveCapacity(system.items.count * 4)
        for _ in 0..<(system.items.count * 4) { variables.append(solver.makeVariable()) }
        let root = ConstraintSystem.root
        // The root sits at the origin.
        _ = try? solver.addConstraint(LinearExpression([Term(left(root))]), .equal)
        _ = try? solver.addConstraint(LinearExpression([Term(top(root))]), .equal)
        if mode.fixedWidth {
            _ = try? solver.addEditVariable(width(root), priority: Self.containerPriority)
            if let initialWidth { try? solver.suggestValue(initialWidth, for: width(root)) }
        } else {
            _ = try? solver.addConstraint(LinearExpression([Term(width(root))]), .equal, priority: Self.fittingPriority)
        }
        if mode.fixedHeight {
            _ = try? solver.addEditVariable(height(root), priority: Self.containerPriority)
            if let initialHeight { try? solver.suggestValue(initialHeight, for: height(root)) }
        } else {
            _ = try? solver.addConstraint(
                LinearExpression([Term(height(root))]), .equal, priority: Self.fittingPriority)
        }
        handles = Array(repeating: nil, count: system.constraints.count)
        for index in system.constraints.indices { add(index) }
        for (item, layoutItem) in system.items.enumerated() where layoutItem.kind == .view {
            for size in [width(item), height(item)] {
                _ = try? solver.addConstraint(
                    LinearExpression([Term(size)]), .greaterThanOrEqual, priority: Self.nonNegativeSizePriority)
            }
        }
    }

    /// Adds IR constraint `index` to the solver; when it cannot be added, breaks it as UIKit does
    /// and records the conflict.
    ///
    /// Constraints go in in file order. Adding the required ones first would keep the tableau far
    /// smaller for a column of self-sizing cells (each view's hugging and compression resistance
    /// then meets the view already placed), but it changes which solution an ambiguous layout
    /// (equal content priorities) gets, and so the frames that goldens already record.
    private func add(_ index: Int) {
        let constraint = system.constraints[index]
        // The solver copies the terms, so one buffer serves every constraint: it is uniquely
        // referenced again (and emptied without reallocating) once the expression is gone.
        termBuffer.removeAll(keepingCapacity: true)
        let (constant, relation) = linear(constraint, terms: &termBuffer)
        let expression = LinearExpression(termBuffer, constant: constant)
        do {
            handles[index] = try solver.addConstraint(expression, relation, priority: constraint.priority)
        } catch {
            // UIKit breaks the constraint it could not add, and goes on.
            let inSolver = handles
            let constraints = system.constraints
            let set = ConflictExplainer(engine: self).minimalConflict(
                isCandidate: { $0 < index && inSolver[$0] != nil && constraints[$0].isRequired },
                failing: index, containerWidth: nil, containerHeight: nil, broken: index)
            conflicts.append(
                Conflict(
                    constraints: set.constraints, includesContainerWidth: false,
                    includesContainerHeight: false, broken: index, fix: set.fix))
        }
    }

    // MARK: - Variables and expressions

    func left(_ item: Int) -> Variable { variables[4 * item] }
    func top(_ item: Int) -> Variable { variables[4 * item + 1] }
    func width(_ item: Int) -> Variable { variables[4 * item + 2] }
    func height(_ item: Int) -> Variable { variables[4 * item + 3] }

    /// An attribute as a linear expression of the item's variables, in root coordinates, times
    /// `scale`: its terms are appended to `terms` (one array per constraint, never one per
    /// attribute: building half a million constraints allocates once each), its constant returned
    /// unscaled. Leading and trailing are left and right here; `linear` mirrors them under `--rtl`.
    private func appendTerms(_ attribute: ItemAttribute, scale: Double, to terms: inout [Term]) -> Double {
        let item = attribute.item
        // The margins alone: copying the whole item would retain and release its name.
        let margins = system.items[item].margins
        func add(_ variable: Variable, _ coefficient: Double = 1) { terms.append(Term(variable, scale * coefficient)) }
        switch attribute.attribute {
        case .left, .leading:
            add(left(item))
            return 0
        case .right, .trailing:
            add(left(item))
            add(width(item))
            return 0
        case .leftMargin, .leadingMargin:
            add(left(item))
            return margins.left
        case .rightMargin, .trailingMargin:
            add(left(item))
            add(width(item))
            return -margins.right
        case .topMargin:
            add(top(item))
            return margins.top
        case .bottomMargin:
            add(top(item))
            add(height(item))
            return -margins.bottom
        case .centerXWithinMargins:
            add(left(item))
            add(width(item), 0.5)
            return (margins.left - margins.right) / 2
        case .centerYWithinMargins:
            add(top(item))
            add(height(item), 0.5)
            return (margins.top - margins.bottom) / 2
        case .width:
            add(width(item))
            return 0
        case .centerX:
            add(left(item))
            add(width(item), 0.5)
            return 0
        case .top:
            add(top(item))
            return 0
        case .bottom:
            add(top(item))
            add(height(item))
            return 0
        case .height:
            add(height(item))
            return 0
        case .centerY:
            add(top(item))
            add(height(item), 0.5)
            return 0
        case .lastBaseline:
            add(top(item))
            add(height(item))
            return -system.items[item].lastBaselineOffset
        case .firstBaseline:
            add(top(item))
            if let offset = system.items[item].firstBaselineOffset { return offset }
            add(height(item))
            return -system.items[item].lastBaselineOffset
        }
    }

    /// `first - multiplier × second - constant REL 0`. With a multiplier other than 1 on
    /// locations, both sides are measured from the nearest common container's origin, as UIKit
    /// measures them (so `centerX == 0.5 * superview.centerX` is a quarter of the superview).
    func linear(_ constraint: LayoutConstraint) -> (LinearExpression, ConstraintRelation) {
        var terms: [Term] = []
        terms.reserveCapacity(5)
        let (constant, relation) = linear(constraint, terms: &terms)
        return (LinearExpression(terms, constant: constant), relation)
    }

    /// `linear(constraint)` with its terms appended to `all` (a buffer the caller reuses, so
    /// building an engine does not allocate an array per constraint) and its constant returned.
    func linear(_ constraint: LayoutConstraint, terms all: inout [Term]) -> (Double, ConstraintRelation) {
        let constraint = system.isRightToLeft ? Self.mirrored(constraint) : constraint
        var constant = appendTerms(constraint.first, scale: 1, to: &all) - constraint.constant
        if let second = constraint.second {
            let secondConstant = appendTerms(second, scale: -constraint.multiplier, to: &all)
            constant -= constraint.multiplier * secondConstant
            if constraint.multiplier != 1, !constraint.first.attribute.isSize {
                let container = nearestCommonContainer(constraint.first.item, second.item)
                if container != ConstraintSystem.root {
                    let origin = constraint.first.attribute.axis == .horizontal ? left(container) : top(container)
                    // (a - o) - m (b - o) = a - m b - (1 - m) o
                    all.append(Term(origin, -(1 - constraint.multiplier)))
                }
            }
        }
        let relation: ConstraintRelation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return (constant, relation)
    }

    /// Under `--rtl`, a constraint on leading or trailing positions measures them towards the
    /// left: `-A REL m × -B + c`, that is `A REL' m × B - c` with leading as the right edge and
    /// trailing as the left (and the same for their margins), the relation reversed. Constraints
    /// on `left`/`right`, sizes and centres alone are unchanged.
    static func mirrored(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard constraint.first.attribute.isDirectional || constraint.second?.attribute.isDirectional == true else {
            return constraint
        }
        func flip(_ attribute: LayoutAttribute) -> LayoutAttribute {
            switch attribute {
            case .leading: .right
            case .trailing: .left
            case .leadingMargin: .rightMargin
            case .trailingMargin: .leftMargin
            default: attribute
            }
        }
        var result = constraint
        result.first.attribute = flip(constraint.first.attribute)
        if let second = constraint.second { result.second?.attribute = flip(second.attribute) }
        result.constant = -constraint.constant
        switch constraint.relation {
        case .equal: break
        case .lessThanOrEqual: result.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: result.relation = .lessThanOrEqual
        }
        return result
    }

    private func nearestCommonContainer(_ a: Int, _ b: Int) -> Int {
        var chainA: [Int] = []
        var current: Int? = a
        while let node = current {
            chainA.append(node)
            current = system.items[node].parent
        }
        var chainB: Set<Int> = []
        current = b
        while let node = current {
            chainB.insert(node)
            current = system.items[node].parent
        }
        return chainA.first { chainB.contains($0) } ?? ConstraintSystem.root
    }

    // MARK: - Solving

    /// Conflicts with the container's size explained per solve, at most: each costs a solve of
    /// the views it touches, and past a few dozen the first ones are what the user must fix.
    static let maximumContainerConflicts = 20

    /// Solves at the given container size (`nil` for a dimension the mode leaves to fitting).
    /// When the required constraints cannot hold at that size, recovers as UIKit does, one
    /// conflict at a time: explain a minimal conflicting set, break its member UIKit would
    /// break, solve again. The broken constraints are put back afterwards, so the next size of
    /// a sweep sees the whole system.
    public func solve(width requestedWidth: Double?, height requestedHeight: Double?) -> LayoutSolution {
        let root = ConstraintSystem.root
        if mode.fixedWidth, let requestedWidth { try? solver.suggestValue(requestedWidth, for: width(root)) }
        if mode.fixedHeight, let requestedHeight { try? solver.suggestValue(requestedHeight, for: height(root)) }
        let rects = currentRects()
        func missesContainer(_ rects: [Rect]) -> Bool {
            let widthMissed = mode.fixedWidth && requestedWidth.map { !Self.close(rects[root].width, $0) } == true
            let heightMissed = mode.fixedHeight && requestedHeight.map { !Self.close(rects[root].height, $0) } == true
            return widthMissed || heightMissed
        }
        guard missesContainer(rects) else { return LayoutSolution(rects: rects) }

        var containerConflicts: [Conflict] = []
        var broken: [Int] = []
        var recovered = rects
        while missesContainer(recovered), containerConflicts.count < Self.maximumContainerConflicts {
            let inSolver = handles
            let constraints = system.constraints
            let set = ConflictExplainer(engine: self).minimalConflict(
                isCandidate: { inSolver[$0] != nil && constraints[$0].isRequired }, failing: nil,
                containerWidth: mode.fixedWidth ? requestedWidth : nil,
                containerHeight: mode.fixedHeight ? requestedHeight : nil, broken: nil)
            containerConflicts.append(
                Conflict(
                    constraints: set.constraints, includesContainerWidth: set.usesWidth,
                    includesContainerHeight: set.usesHeight, broken: set.broken, fix: set.fix))
            guard let member = set.broken, let handle = handles[member],
                (try? solver.removeConstraint(handle)) != nil
            else { break }
            handles[member] = nil
            broken.append(member)
            recovered = currentRects()
        }
        for member in broken {
            let (expression, relation) = linear(system.constraints[member])
            handles[member] = try? solver.addConstraint(
                expression, relation, priority: system.constraints[member].priority)
        }
        return LayoutSolution(rects: rects, containerConflicts: containerConflicts, recoveredRects: recovered)
    }

    private func currentRects() -> [Rect] {
        system.items.indices.map { item in
            Rect(
                x: solver.value(of: left(item)), y: solver.value(of: top(item)),
                width: solver.value(of: width(item)), height: solver.value(of: height(item)))
        }
    }

    /// Changes an IR constraint's constant and re-solves incrementally (`Solver.setConstant`: in
    /// place for a non-required constraint, a remove and add for a required one).
    public func setConstant(_ index: Int, to constant: Double) {
        guard system.constraints[index].constant != constant else { return }
        system.constraints[index].constant = constant
        guard let handle = handles[index] else { return }
        // In place for a non-required constraint (a label's hugging and compression resistance):
        // removing and adding it again would rewrite every row its marker reaches, twice.
        let (expression, _) = linear(system.constraints[index])
        handles[index] = try? solver.setConstant(expression.constant, of: handle)
    }

    /// Whether the IR constraint is in the solver (not broken to resolve a conflict).
    public func isAdded(_ index: Int) -> Bool { handles[index] != nil }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

    /// Whether the solution leaves this item's position or size along an axis undetermined.
    public func ambiguity(of item: Int, axis: Axis) -> (position: Bool, size: Bool) {
        if let flags = ambiguityBeforeSettling?[item] {
            return axis == .horizontal ? (flags[0], flags[1]) : (flags[2], flags[3])
        }
        return switch axis {
        case .horizontal: (solver.isAmbiguous(left(item)), solver.isAmbiguous(width(item)))
        case .vertical: (solver.isAmbiguous(top(item)), solver.isAmbiguous(height(item)))
        }
    }

    /// How far a constraint is from holding in a solution: the value of `first - m × second - c`
    /// (0 for an equality that holds; for `<=` any value ≤ 0 holds, for `>=` any value ≥ 0).
    public func residual(of constraint: LayoutConstraint, in rects: [Rect]) -> Double {
        let (expression, _) = linear(constraint)
        return expression.terms.reduce(expression.constant) { sum, term in
            let rect = rects[term.variable.id / 4]
            let value: Double
            switch term.variable.id % 4 {
            case 0: value = rect.x
            case 1: value = rect.y
            case 2: value = rect.width
            default: value = rect.height
            }
            return sum + term.coefficient * value
        }
    }

    /// Whether a constraint holds in a solution, to a tolerance relative to the sizes involved.
    public func isSatisfied(_ constraint: LayoutConstraint, in rects: [Rect]) -> Bool {
        let residual = residual(of: constraint, in: rects)
        let tolerance = 1e-6 * max(1, abs(constraint.constant))
        switch constraint.relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }
}

/// The solver's answer at one container size: every item's rectangle in root coordinates.
public struct LayoutSolution: Sendable {
    /// Indexed like `ConstraintSystem.items`.
    public var rects: [Rect]
    /// The conflicts between the required constraints and the requested container size, in
    /// the order UIKit would meet them; empty when the size is met.
    public var containerConflicts: [LayoutEngine.Conflict] = []
    /// With container conflicts: the rectangles once UIKit has broken each conflict's `broken`
    /// member and kept the container's size.
    public var recoveredRects: [Rect]?

    public init(rects: [Rect], containerConflicts: [LayoutEngine.Conflict] = [], recoveredRects: [Rect]? = nil) {
        self.rects = rects
        self.containerConflicts = containerConflicts
        self.recoveredRects = recoveredRects
    }
}
