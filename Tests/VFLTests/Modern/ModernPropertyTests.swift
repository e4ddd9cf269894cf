import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// The oracle-style property under today's UIKit: random programs (`RandomVFLProgram`) run with
/// `--ios 17` — where `|-` lowers to margin constraints and devices bring a safe area — and
/// with `--rtl` on every other seed, hold every required constraint, including those placing
/// the safe area and margins, in the printed frames to 1e-6. The frames are evaluated by
/// `AbsoluteFrames`, independently of the solver and of `LayoutEngine`'s expressions.
@Suite struct ModernPropertyTests {
    @Test func randomProgramsUnderIOS17HoldEveryRequiredConstraint() throws {
        var laidOut = 0
        var checked = 0
        var marginConstraints = 0
        let count: UInt64 = 200
        for seed in 0..<count {
            let program = RandomVFLProgram.make(seed: seed)
            // The safe area in equations too: every program gets one view on it.
            let text =
                program.text + "\nview safeBox\nsafeBox.top == safeArea.top\nsafeBox.leading == margins.leading\n"
                + "safeBox.width == 10\nsafeBox.height == 10\n"
            var arguments = ["random.vfl"] + program.arguments + ["--ios", "17"]
            if seed % 2 == 1 { arguments.append("--rtl") }
            let options = try CommandLineOptions.parse(arguments).get()
            let file = SourceFile(name: "random.vfl", text: text)
            let result = Compiler.compile(
                file, environments: options.layoutEnvironments, scale: nil)
            guard !result.hasErrors else { continue }
            laidOut += 1
            for (system, layout) in zip(result.systems, result.layouts) {
                let absolute = AbsoluteFrames(system: system, layout: layout)
                for constraint in system.constraints where constraint.isRequired {
                    let mirrored =
                        system.isRightToLeft
                        && (constraint.first.attribute.isDirectional
                            || constraint.second?.attribute.isDirectional == true)
                    if constraint.first.attribute.isMargin || constraint.second?.attribute.isMargin == true {
                        marginConstraints += 1
                    }
                    // With a multiplier other than 1 on locations, both sides are measured from
                    // the nearest common container's origin (then mirrored under --rtl).
                    var shift = 0.0
                    if let second = constraint.second, constraint.multiplier != 1, !constraint.first.attribute.isSize {
                        let container = Self.nearestCommonContainer(constraint.first.item, second.item, in: system)
                        let origin = absolute.value(
                            ItemAttribute(
                                item: container,
                                attribute: constraint.first.attribute.axis == .horizontal ? .left : .top))
                        shift = origin
                    }
                    func measured(_ attribute: ItemAttribute) -> Double {
                        let physical = absolute.value(attribute) - shift
                        let flips = mirrored && attribute.attribute.axis == .horizontal && !attribute.attribute.isSize
                        guard flips else { return physical }
                        // `value(mirrored:)` gives -position with leading as the right edge.
                        return absolute.value(attribute, mirrored: true) + shift
                    }
                    let lhs = measured(constraint.first)
                    let rhs = constraint.second.map { constraint.multiplier * measured($0) } ?? 0
                    let difference = lhs - (rhs + constraint.constant)
                    let tolerance = 1e-6 * max(1, abs(constraint.constant))
                    checked += 1
                    switch constraint.relation {
                    case .equal: #expect(abs(difference) <= tolerance, "\(system.describe(constraint)) \(program)")
                    case .lessThanOrEqual: #expect(difference <= tolerance, "\(system.describe(constraint)) \(program)")
                    case .greaterThanOrEqual:
                        #expect(difference >= -tolerance, "\(system.describe(constraint)) \(program)")
                    }
                }
            }
        }
        print("ModernPropertyTests: \(laidOut) of \(count) laid out; \(checked) required constraints checked")
        #expect(laidOut >= Int(count) / 2)
        #expect(marginConstraints > 0)
    }

    /// The nearest item that contains both (an item counts as its own container), by parents.
    static func nearestCommonContainer(_ a: Int, _ b: Int, in system: ConstraintSystem) -> Int {
        func chain(_ item: Int) -> [Int] {
            var result = [item]
            while let parent = system.items[result.last!].parent { result.append(parent) }
            return result
        }
        let others = Set(chain(b))
        return chain(a).first { others.contains($0) } ?? ConstraintSystem.root
    }
}
