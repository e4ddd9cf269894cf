import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Every example runs with the arguments in its `# vflc:` line and must print exactly its
/// golden `.json` (`assertGolden`; re-record deliberately with `VFLC_RECORD=1 swift test`).
@Suite struct ExampleGoldenTests {
    static let examples = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 10)
    }

    @Test(arguments: examples)
    func exampleMatchesGolden(_ example: URL) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let arguments = [example.path] + TestSupport.headerArguments(of: source)
        let outcome = Driver.run(arguments: arguments)
        #expect(outcome.status == 0, "\(example.lastPathComponent): \(outcome.standardError)")
        let golden = example.deletingPathExtension().appendingPathExtension("json")
        assertGolden(outcome.standardOutput, matches: golden.path)
    }

    /// Round trip: the solution satisfies every required constraint of the IR to 1e-6, checked
    /// by evaluating each constraint from the frames independently of the solver.
    @Test(arguments: examples)
    func solutionSatisfiesRequiredConstraints(_ example: URL) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let options = try CommandLineOptions.parse([example.path] + TestSupport.headerArguments(of: source)).get()
        let environments = options.layoutEnvironments
        let file = SourceFile(name: example.lastPathComponent, text: source)
        let result = Compiler.compile(file, environments: environments)
        #expect(!result.hasErrors)
        for (system, layout) in zip(result.systems, result.layouts) {
            let absolute = AbsoluteFrames(system: system, layout: layout)
            for constraint in system.constraints where constraint.isRequired {
                // Under --rtl, a constraint on leading/trailing measures horizontal positions
                // towards the left: every horizontal location in it is negated.
                let mirrored =
                    system.isRightToLeft
                    && (constraint.first.attribute.isDirectional || constraint.second?.attribute.isDirectional == true)
                let lhs = absolute.value(constraint.first, mirrored: mirrored)
                let rhs = constraint.second.map { constraint.multiplier * absolute.value($0, mirrored: mirrored) } ?? 0
                let difference = lhs - (rhs + constraint.constant)
                switch constraint.relation {
                case .equal:
                    #expect(abs(difference) < 1e-6, "\(system.describe(constraint)) in \(example.lastPathComponent)")
                case .lessThanOrEqual: #expect(difference < 1e-6, "\(system.describe(constraint))")
                case .greaterThanOrEqual: #expect(difference > -1e-6, "\(system.describe(constraint))")
                }
            }
        }
    }
}

/// Attribute values computed from printed frames (relative to parents) alone: an evaluation
/// independent of the solver and of `LayoutEngine`'s expressions.
struct AbsoluteFrames {
    let system: ConstraintSystem
    var rects: [String: Rect] = [:]

    init(system: ConstraintSystem, layout: LayoutResult) {
        self.system = system
        rects["root"] = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        for view in layout.views + layout.guides + layout.spacers { rects[view.name] = view.absoluteFrame }
    }

    func value(_ attribute: ItemAttribute, mirrored: Bool = false) -> Double {
        let value = unmirroredValue(attribute, rightToLeft: mirrored)
        return mirrored && attribute.attribute.axis == .horizontal && !attribute.attribute.isSize ? -value : value
    }

    private func unmirroredValue(_ attribute: ItemAttribute, rightToLeft: Bool) -> Double {
        let item = system.items[attribute.item]
        let root = rects["root"]!
        func inset(_ insets: EdgeInsets) -> Rect {
            Rect(
                x: insets.left, y: insets.top, width: root.width - insets.left - insets.right,
                height: root.height - insets.top - insets.bottom)
        }
        switch item.kind {
        case .safeArea:
            return Self.value(attribute.attribute, inset(system.safeArea ?? .zero), item, rightToLeft: rightToLeft)
        case .margins:
            return Self.value(attribute.attribute, inset(system.items[0].margins), item, rightToLeft: rightToLeft)
        case .readableContent:
            let margins = inset(system.items[0].margins)
            let width = min(672, margins.width)
            let readable = Rect(
                x: margins.x + (margins.width - width) / 2, y: margins.y, width: width, height: margins.height)
            return Self.value(attribute.attribute, readable, item, rightToLeft: rightToLeft)
        default: break
        }
        guard let rect = rects[item.name] else {
            // Predefined layout guides are not printed; they span their length at the root's edge.
            let length =
                system.constraints.first {
                    $0.first.item == attribute.item && $0.first.attribute == .height && $0.second == nil
                }?.constant ?? 0
            let top = item.kind == .topLayoutGuide ? 0 : root.height - length
            return Self.value(
                attribute.attribute, Rect(x: 0, y: top, width: root.width, height: length), item,
                rightToLeft: rightToLeft)
        }
        return Self.value(attribute.attribute, rect, item, rightToLeft: rightToLeft)
    }

    /// An attribute's value from a frame; under right-to-left, leading is the right edge.
    static func value(_ attribute: LayoutAttribute, _ r: Rect, _ item: LayoutItem, rightToLeft: Bool = false) -> Double
    {
        let m = item.margins
        switch attribute {
        case .left: return r.x
        case .right: return r.x + r.width
        case .leading: return rightToLeft ? r.x + r.width : r.x
        case .trailing: return rightToLeft ? r.x : r.x + r.width
        case .width: return r.width
        case .centerX: return r.x + r.width / 2
        case .top: return r.y
        case .bottom: return r.y + r.height
        case .height: return r.height
        case .centerY: return r.y + r.height / 2
        case .lastBaseline: return r.y + r.height - item.lastBaselineOffset
        case .firstBaseline:
            return item.firstBaselineOffset.map { r.y + $0 } ?? r.y + r.height - item.lastBaselineOffset
        case .leftMargin: return r.x + m.left
        case .rightMargin: return r.x + r.width - m.right
        case .leadingMargin: return rightToLeft ? r.x + r.width - m.right : r.x + m.left
        case .trailingMargin: return rightToLeft ? r.x + m.left : r.x + r.width - m.right
        case .topMargin: return r.y + m.top
        case .bottomMargin: return r.y + r.height - m.bottom
        case .centerXWithinMargins: return r.x + m.left + (r.width - m.left - m.right) / 2
        case .centerYWithinMargins: return r.y + m.top + (r.height - m.top - m.bottom) / 2
        }
    }
}
