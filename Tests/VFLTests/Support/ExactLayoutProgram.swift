import ExactOracle
import Foundation

/// The constraints of `--format ir` text (`IRText`) as a linear program over every item's frame in
/// root coordinates, for the exact oracle (`ExactSimplex`), written from docs/language.md and
/// sharing no code with the compiler: item k has variables left = 4k, top = 4k + 1,
/// width = 4k + 2, height = 4k + 3; the root sits at the origin. Attributes: leading is left
/// (vflc lays out left to right), centers are halfway, the last baseline is `baseline=` above the
/// bottom and the first `firstBaseline=` below the top (else the last); with a multiplier other
/// than 1 on a location, both sides are measured from the nearest common container's origin.
///
/// The container's size is not in the IR: a given width or height is an equality the layout must
/// meet (vflc reports a conflict when it cannot), and one not given is pulled toward 0 at
/// priority 50 (`fittingSizeLevel`, docs/cli.md).
///
/// Nor is the floor under a view's size: a view's width and height are `>= 0` at priority
/// 999.9999, above every optional constraint and below the container's size (docs/language.md).
struct ExactLayoutProgram {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// One constraint, linear: `Σ terms + constant REL 0`, with its IR line (nil for the container's).
    struct Row {
        var constraint: ExactConstraint
        var priority: Double
        var source: IRText.Constraint?
        /// `root.width == 375`, as the conflict notes name the container's size.
        var text: String
    }

    let ir: IRText
    let index: [String: Int]
    var rows: [Row] = []

    /// Layout margins by item, (top, left, bottom, right) as a frame's x, y, width, height (today's
    /// UIKit; none under iOS 7).
    let margins: [String: IndependentChecker.Frame]
    let rightToLeft: Bool

    static let sizes: Set<String> = ["width", "height"]
    static let horizontal: Set<String> = [
        "left", "right", "leading", "trailing", "centerX", "width", "leftMargin", "rightMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins",
    ]
    static let directional: Set<String> = ["leading", "trailing", "leadingMargin", "trailingMargin"]

    /// - Parameters:
    ///   - fixedFrames: root-coordinate frames of items whose geometry the IR does not carry
    ///     (today's `safeArea`, `margins`, `readableContent` guides): required equalities.
    ///   - fixedAxes: the axes along which `fixedFrames` are imposed: on an axis whose container
    ///     length is the fitting size, a frame computed in `Double` from the solved length can be
    ///     off by a rounding error the exact oracle would call a conflict (the IR relates today's
    ///     guides to the root, so they are placed without it).
    ///   - rightToLeft: `--rtl`: a constraint on leading/trailing measures horizontal positions
    ///     towards the left (every horizontal attribute in it but width negated).
    init(
        ir: IRText, width: Double?, height: Double?, baselines: [String: IndependentChecker.Baselines],
        margins: [String: IndependentChecker.Frame] = [:], fixedFrames: [String: IndependentChecker.Frame] = [:],
        fixedAxes: (horizontal: Bool, vertical: Bool) = (true, true), rightToLeft: Bool = false
    ) throws {
        self.ir = ir
        self.margins = margins
        self.rightToLeft = rightToLeft
        var index: [String: Int] = [:]
        for (position, item) in ir.items.enumerated() { index[item.name] = position }
        self.index = index
        let root = 0
        for (name, frame) in fixedFrames.sorted(by: { $0.key < $1.key }) {
            guard let position = index[name] else { continue }
            for (offset, value) in [frame.x, frame.y, frame.width, frame.height].enumerated()
            where offset % 2 == 0 ? fixedAxes.horizontal : fixedAxes.vertical {
                rows.append(
                    Row(
                        constraint: .init(
                            [(4 * position + offset, .one)], .equal, constant: -(try Rational(decimal: value))),
                        priority: 1000, text: "\(name) frame"))
            }
        }
        for (axis, size, variable) in [("width", width, 4 * root + 2), ("height", height, 4 * root + 3)] {
            if let size {
                let value = try Rational(decimal: size)
                rows.append(
                    Row(
                        constraint: .init([(variable, .one)], .equal, constant: -value), priority: 1000,
                        text: "root.\(axis) == \(NumberFormat.text(size))"))
            } else {
                rows.append(
                    Row(
                        constraint: .init([(variable, .one)], .equal, constant: .zero), priority: 50,
                        text: "root.\(axis) == 0"))
            }
        }
        for constraint in ir.constraints {
            let mirrored =
                rightToLeft
                && (Self.directional.contains(constraint.first.attribute)
                    || constraint.second.map { Self.directional.contains($0.attribute) } == true)
            let first = try linear(constraint.first, baselines, mirrored: mirrored)
            var terms = first.terms
            var constant = try first.constant - Rational(decimal: constraint.constant)
            if let second = constraint.second {
                let multiplier = try Rational(decimal: constraint.multiplier)
                let other = try linear(second, baselines, mirrored: mirrored)
                for (variable, coefficient) in other.terms { terms.append((variable, try -(multiplier * coefficient))) }
                constant = try constant - multiplier * other.constant
                if constraint.multiplier != 1, !Self.sizes.contains(constraint.first.attribute) {
                    // lhs - o == m (rhs - o) + c  ⇔  lhs - m rhs - c + (m - 1) o == 0
                    let container = nearestCommonContainer(constraint.first.item, second.item)
                    if container != "root", let position = index[container] {
                        let origin =
                            Self.horizontal.contains(constraint.first.attribute) ? 4 * position : 4 * position + 1
                        terms.append((origin, try multiplier - .one))
                    }
                }
            }
            let relation: ExactConstraint.Relation =
                switch constraint.relation {
                case "==": .equal
                case "<=": .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            rows.append(
                Row(
                    constraint: ExactConstraint(terms, relation, constant: constant), priority: constraint.priority,
                    source: constraint, text: constraint.text))
        }
        for (position, item) in ir.items.enumerated() where item.kind == "view" {
            for (offset, axis) in [(2, "width"), (3, "height")] {
                rows.append(
                    Row(
                        constraint: .init([(4 * position + offset, .one)], .greaterThanOrEqual, constant: .zero),
                        priority: 999.9999, text: "\(item.name).\(axis) >= 0"))
            }
        }
    }

    var variableCount: Int { 4 * ir.items.count }

    /// An attribute as a linear expression of its item's variables. The root's left and top are
    /// 0, not variables: a conflict set names constraints, never the root's origin.
    func linear(
        _ operand: IRText.Operand, _ baselines: [String: IndependentChecker.Baselines], mirrored: Bool = false
    ) throws -> (terms: [(variable: Int, coefficient: Rational)], constant: Rational) {
        var (terms, constant) = try attribute(operand, baselines, rightToLeft: mirrored)
        terms = terms.filter { $0.variable >= 2 }
        if mirrored, Self.horizontal.contains(operand.attribute), operand.attribute != "width" {
            terms = terms.map { ($0.variable, -$0.coefficient) }
            constant = -constant
        }
        return (terms, constant)
    }

    private func attribute(
        _ operand: IRText.Operand, _ baselines: [String: IndependentChecker.Baselines], rightToLeft: Bool
    ) throws -> (terms: [(variable: Int, coefficient: Rational)], constant: Rational) {
        guard let position = index[operand.item] else { throw Unsupported(description: "unknown item \(operand.item)") }
        let (left, top, width, height) = (4 * position, 4 * position + 1, 4 * position + 2, 4 * position + 3)
        let half = try Rational(1, 2)
        let lines = baselines[operand.item] ?? IndependentChecker.Baselines()
        // Margins: (top, left, bottom, right) as x, y, width, height.
        let m = margins[operand.item] ?? IndependentChecker.Frame(x: 0, y: 0, width: 0, height: 0)
        let (marginTop, marginLeft) = (try Rational(decimal: m.x), try Rational(decimal: m.y))
        let (marginBottom, marginRight) = (try Rational(decimal: m.width), try Rational(decimal: m.height))
        switch operand.attribute {
        case "leading": return rightToLeft ? ([(left, .one), (width, .one)], .zero) : ([(left, .one)], .zero)
        case "trailing": return rightToLeft ? ([(left, .one)], .zero) : ([(left, .one), (width, .one)], .zero)
        case "left": return ([(left, .one)], .zero)
        case "right": return ([(left, .one), (width, .one)], .zero)
        case "leftMargin": return ([(left, .one)], marginLeft)
        case "rightMargin": return ([(left, .one), (width, .one)], -marginRight)
        case "leadingMargin":
            return rightToLeft ? ([(left, .one), (width, .one)], -marginRight) : ([(left, .one)], marginLeft)
        case "trailingMargin":
            return rightToLeft ? ([(left, .one)], marginLeft) : ([(left, .one), (width, .one)], -marginRight)
        case "topMargin": return ([(top, .one)], marginTop)
        case "bottomMargin": return ([(top, .one), (height, .one)], -marginBottom)
        case "centerXWithinMargins":
            // left + mL + (width - mL - mR) / 2
            return ([(left, .one), (width, half)], try (marginLeft - marginRight) * half)
        case "centerYWithinMargins":
            return ([(top, .one), (height, half)], try (marginTop - marginBottom) * half)
        case "centerX": return ([(left, .one), (width, half)], .zero)
        case "width": return ([(width, .one)], .zero)
        case "top": return ([(top, .one)], .zero)
        case "bottom": return ([(top, .one), (height, .one)], .zero)
        case "centerY": return ([(top, .one), (height, half)], .zero)
        case "height": return ([(height, .one)], .zero)
        case "lastBaseline": return ([(top, .one), (height, .one)], -(try Rational(decimal: lines.last)))
        case "firstBaseline":
            if let first = lines.first { return ([(top, .one)], try Rational(decimal: first)) }
            return ([(top, .one), (height, .one)], -(try Rational(decimal: lines.last)))
        default: throw Unsupported(description: "attribute \(operand.attribute)")
        }
    }

    /// The nearest item that contains both (an item contains itself).
    func nearestCommonContainer(_ a: String, _ b: String) -> String {
        func chain(_ name: String) -> [String] {
            var result = [name]
            var current = ir.item(named: name)?.parent
            while let node = current, !result.contains(node) {
                result.append(node)
                current = ir.item(named: node)?.parent
            }
            return result
        }
        let others = Set(chain(b))
        return chain(a).first { others.contains($0) } ?? "root"
    }

    var requiredRows: [Row] { rows.filter { $0.priority >= 1000 } }

    /// The priorities below required, highest first.
    var levels: [Double] { Array(Set(rows.map(\.priority).filter { $0 < 1000 })).sorted(by: >) }

    /// The least total violation at each level, highest first, each over the points that attain the
    /// levels before it (exact); `nil` when the required rows are infeasible.
    func lexicographicErrors() throws -> [Rational]? {
        var constraints: [ExactConstraint] = []
        var next = variableCount
        var nonnegative = Set<Int>()
        let levels = self.levels
        var errors = [[(variable: Int, coefficient: Rational)]](repeating: [], count: levels.count)
        for row in rows {
            var constraint = row.constraint
            if let level = levels.firstIndex(of: row.priority) {
                switch constraint.relation {
                case .equal:
                    constraint.terms += [(next, .one), (next + 1, -.one)]
                    errors[level] += [(next, .one), (next + 1, .one)]
                    nonnegative.formUnion([next, next + 1])
                    next += 2
                case .lessThanOrEqual:
                    constraint.terms.append((next, -.one))
                    errors[level].append((next, .one))
                    nonnegative.insert(next)
                    next += 1
                case .greaterThanOrEqual:
                    constraint.terms.append((next, .one))
                    errors[level].append((next, .one))
                    nonnegative.insert(next)
                    next += 1
                }
            }
            constraints.append(constraint)
        }
        var simplex = ExactSimplex(variableCount: next, nonnegative: nonnegative, constraints: constraints)
        return try simplex.lexicographicMinimum(errors)
    }

    /// The violation of each row at `values` (by variable), in `Double`.
    func violation(_ row: Row, at values: [Double]) -> Double {
        let residual = row.constraint.terms.reduce(row.constraint.constant.doubleValue) {
            $0 + $1.coefficient.doubleValue * values[$1.variable]
        }
        switch row.constraint.relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }

    /// The total violation per level of a solution given as root-coordinate frames by item name.
    func errors(at values: [Double]) -> [Double] {
        levels.map { level in rows.filter { $0.priority == level }.reduce(0) { $0 + violation($1, at: values) } }
    }

    /// Variable values from root-coordinate frames; items without one are reported.
    func values(absolute: [String: IndependentChecker.Frame]) throws -> [Double] {
        var values = [Double](repeating: 0, count: variableCount)
        for (position, item) in ir.items.enumerated() {
            guard let frame = absolute[item.name] else { throw Unsupported(description: "no frame for \(item.name)") }
            values[4 * position..<4 * position + 4] = [frame.x, frame.y, frame.width, frame.height]
        }
        return values
    }
}

/// Numbers as the conflict notes print them (`375`, `20.5`).
enum NumberFormat {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
