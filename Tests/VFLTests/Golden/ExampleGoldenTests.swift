import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Every example runs with the arguments in its `# vflc:` line and must print exactly its
/// golden `.json` (re-record deliberately with `VFLC_RECORD=1 swift test`).
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
        if TestSupport.isRecording {
            try outcome.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(outcome.standardOutput == expected, "\(example.lastPathComponent) differs from its golden file")
    }

    /// Round trip: the solution satisfies every required constraint of the IR to 1e-6, checked
    /// by evaluating each constraint from the frames independently of the solver.
    @Test(arguments: examples)
    func solutionSatisfiesRequiredConstraints(_ example: URL) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let options = try CommandLineOptions.parse([example.path] + TestSupport.headerArguments(of: source)).get()
        let environments = LayoutEnvironment.environments(for: options.layoutRequest)
        let file = SourceFile(name: example.lastPathComponent, text: source)
        let result = Compiler.compile(file, environments: environments)
        #expect(!result.hasErrors)
        for (system, layout) in zip(result.systems, result.layouts) {
            let absolute = AbsoluteFrames(system: system, layout: layout)
            for constraint in system.constraints where constraint.isRequired {
                let lhs = absolute.value(constraint.first)
                let rhs = constraint.second.map { constraint.multiplier * absolute.value($0) } ?? 0
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

    func value(_ attribute: ItemAttribute) -> Double {
        let item = system.items[attribute.item]
        guard let rect = rects[item.name] else {
            // Predefined layout guides are not printed; they span their length at the root's edge.
            let length =
                system.constraints.first {
                    $0.first.item == attribute.item && $0.first.attribute == .height && $0.second == nil
                }?.constant ?? 0
            let root = rects["root"]!
            let top = item.kind == .topLayoutGuide ? 0 : root.height - length
            return Self.value(attribute.attribute, Rect(x: 0, y: top, width: root.width, height: length), item)
        }
        return Self.value(attribute.attribute, rect, item)
    }

    static func value(_ attribute: LayoutAttribute, _ r: Rect, _ item: LayoutItem) -> Double {
        switch attribute {
        case .left, .leading: r.x
        case .right, .trailing: r.x + r.width
        case .width: r.width
        case .centerX: r.x + r.width / 2
        case .top: r.y
        case .bottom: r.y + r.height
        case .height: r.height
        case .centerY: r.y + r.height / 2
        case .lastBaseline: r.y + r.height - item.lastBaselineOffset
        case .firstBaseline: item.firstBaselineOffset.map { r.y + $0 } ?? r.y + r.height - item.lastBaselineOffset
        }
    }
}
