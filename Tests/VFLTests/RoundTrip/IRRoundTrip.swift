import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// One round trip: run vflc on a file, read back `--format ir` and `--format json` as text, and
/// check every required constraint of the printed IR against the solution with
/// `IndependentChecker`.
///
/// JSON prints at most 3 decimals, too coarse for a 1e-6 check, so the frames checked are the
/// solution's own (`Compiler.compile`'s `LayoutResult`, parent-relative as JSON prints them, at
/// full precision), and the JSON is checked to be those frames rounded (same views, same parents,
/// every number within half a thousandth). Guides, absent from JSON, come from
/// `LayoutResult.guides`; `topLayoutGuide`/`bottomLayoutGuide` are placed as docs/language.md says,
/// with the length their `height == L` constraint in the IR gives. A sweep is checked layout by
/// layout: each environment's IR comes from a run with just that width or device.
enum IRRoundTrip {
    struct Tally: CustomStringConvertible {
        /// Runs that exited 0, and the layouts they produced.
        var laidOut = 0
        var layouts = 0
        /// Runs rejected with exit 65 because the required constraints conflict.
        var unsatisfiable = 0
        var requiredChecked = 0
        /// Optional constraints (not asserted: the solver may leave them unmet).
        var optionalSeen = 0
        /// Required constraints naming an item without a known frame (not evaluated).
        var skipped = 0

        var description: String {
            "\(laidOut) laid out (\(layouts) layouts), \(unsatisfiable) unsatisfiable; \(requiredChecked) required "
                + "constraints checked, \(optionalSeen) optional ones seen, \(skipped) skipped"
        }

        static func + (a: Tally, b: Tally) -> Tally {
            Tally(
                laidOut: a.laidOut + b.laidOut, layouts: a.layouts + b.layouts,
                unsatisfiable: a.unsatisfiable + b.unsatisfiable,
                requiredChecked: a.requiredChecked + b.requiredChecked, optionalSeen: a.optionalSeen + b.optionalSeen,
                skipped: a.skipped + b.skipped)
        }
    }

    /// Runs `vflc path arguments` and checks every layout. `context` names the input in failures.
    static func check(
        path: String, arguments: [String], context: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Tally {
        var tally = Tally()
        let json = Driver.run(arguments: [path] + arguments)
        if json.status == Driver.ExitStatus.dataError,
            json.standardError.contains("error: unable to simultaneously satisfy")
        {
            tally.unsatisfiable = 1
            return tally
        }
        guard json.status == 0 else {
            Issue.record(
                "exit \(json.status), expected 0 or an unsatisfiable layout (65): \(context)\n\(json.standardError)",
                sourceLocation: sourceLocation)
            return tally
        }
        tally.laidOut = 1

        // The solution at full precision, for the same options (without `--scale`: snapping moves
        // edges by up to half a pixel, which no 1e-6 check survives).
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // The file's own `# vflc:` arguments merge in as the driver merges them.
        var options = try CommandLineOptions.parseCommandLine([path] + withoutScale(arguments)).get()
        if let own = FileArguments.of(bytes) {
            options = options.overriding(try CommandLineOptions.parseFileArguments(own).get())
        }
        options.scale = nil
        try options.validateLayout()
        let compiled = Compiler.compile(SourceFile(name: path, bytes: bytes), request: options.layoutRequest)
        let environments = Compiler.resolve(
            Compiler.parse(SourceFile(name: path, bytes: bytes)), request: options.layoutRequest)
        try #require(!compiled.hasErrors, "\(context)", sourceLocation: sourceLocation)
        let printed = try printedLayouts(json.standardOutput, isSweep: options.isSweep)
        try #require(printed.count == compiled.layouts.count, "\(context)", sourceLocation: sourceLocation)
        let source = String(decoding: bytes, as: UTF8.self)

        for (index, single) in singleEnvironmentArguments(arguments).enumerated() {
            let layout = compiled.layouts[index]
            let label = "\(context) [layout \(index + 1): \(single.joined(separator: " "))]"
            let irRun = Driver.run(arguments: [path] + single + ["--format", "ir"])
            try #require(irRun.status == 0, "\(label): \(irRun.standardError)", sourceLocation: sourceLocation)
            let blocks = try IRText.parseBlocks(irRun.standardOutput)
            try #require(blocks.count == 1, "\(label)", sourceLocation: sourceLocation)
            let ir = blocks[0]
            #expect(
                ir.constraints.count == compiled.systems[index].constraints.count, "\(label)",
                sourceLocation: sourceLocation)

            // The JSON is this solution, rounded; parents agree with the IR's `# items:` line.
            let shown = printed[index]
            #expect(
                abs(shown.width - layout.width) <= 5e-4 + 1e-9 && abs(shown.height - layout.height) <= 5e-4 + 1e-9,
                "\(label): container \(shown.width)×\(shown.height) vs \(layout.width)×\(layout.height)",
                sourceLocation: sourceLocation)
            #expect(shown.views.map(\.name) == layout.views.map(\.name), "\(label)", sourceLocation: sourceLocation)
            var frames: [String: IndependentChecker.Frame] = [:]
            for view in layout.views + layout.guides + layout.spacers {
                frames[view.name] = IndependentChecker.Frame(
                    x: view.frame.x, y: view.frame.y, width: view.frame.width,
                    height: view.frame.height)
                #expect(
                    ir.item(named: view.name)?.parent == (view.parent ?? "root"), "\(label): parent of \(view.name)",
                    sourceLocation: sourceLocation)
            }
            for view in shown.views {
                guard let frame = frames[view.name] else { continue }
                let close = [
                    (view.frame.x, frame.x), (view.frame.y, frame.y), (view.frame.width, frame.width),
                    (view.frame.height, frame.height),
                ].allSatisfy { abs($0 - $1) <= 5e-4 + 1e-9 * abs($1) }
                #expect(
                    close, "\(label): JSON \(view.name) \(view.frame) vs solution \(frame)",
                    sourceLocation: sourceLocation)
                #expect(
                    view.parent == (ir.item(named: view.name)?.parent).flatMap { $0 == "root" ? nil : $0 },
                    "\(label): JSON parent of \(view.name)", sourceLocation: sourceLocation)
            }

            // Every required constraint holds.
            var lengths: [String: Double] = [:]
            for constraint in ir.constraints
            where constraint.second == nil && constraint.first.attribute == "height"
                && constraint.relation == "==" && constraint.isRequired
                && (constraint.first.item == "topLayoutGuide" || constraint.first.item == "bottomLayoutGuide")
            {
                lengths[constraint.first.item] = constraint.constant
            }
            var checker = IndependentChecker(
                ir: ir, relativeFrames: frames, rootSize: (layout.width, layout.height),
                baselines: IndependentChecker.declaredBaselines(in: source, traits: shown.traits),
                layoutGuideLengths: lengths)
            // Today's UIKit: the safe area the layout reports, margins, --rtl (docs/language.md).
            let insets = layout.safeArea ?? .zero
            checker.applyModern(
                safeArea: IndependentChecker.Frame(
                    x: insets.top, y: insets.left, width: insets.bottom, height: insets.right),
                traits: shown.traits,
                declaredMargins: IndependentChecker.declaredMargins(in: source, traits: shown.traits),
                rightToLeft: options.rightToLeft,
                screenWidth: index < environments.count ? IndependentChecker.screenWidth(environments[index]) : nil,
                stacks: IndependentChecker.declaredStacks(in: source))
            tally.layouts += 1
            for constraint in ir.constraints {
                guard constraint.isRequired else {
                    tally.optionalSeen += 1
                    continue
                }
                switch checker.check(constraint) {
                case .holds:
                    tally.requiredChecked += 1
                case .unknown:
                    tally.skipped += 1
                case .violated(let lhs, let rhs):
                    tally.requiredChecked += 1
                    Issue.record(
                        "\(label): \(constraint.location)  \(constraint.text) does not hold: \(lhs) vs \(rhs)",
                        sourceLocation: sourceLocation)
                }
            }
        }
        return tally
    }

    // MARK: - Arguments

    static func withoutScale(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
                continue
            }
            if argument == "--scale" {
                skipNext = true
                continue
            }
            if argument.hasPrefix("--scale=") { continue }
            result.append(argument)
        }
        return result
    }

    /// The argument vector of each layout of a sweep (`--width 320,375` → `--width 320` and
    /// `--width 375`); a single layout's arguments unchanged.
    static func singleEnvironmentArguments(_ arguments: [String]) -> [[String]] {
        for (index, argument) in arguments.enumerated() {
            for option in ["--width", "--device"] {
                if argument == option, index + 1 < arguments.count, arguments[index + 1].contains(",") {
                    return arguments[index + 1].split(separator: ",").map { value in
                        var copy = arguments
                        copy[index + 1] = String(value)
                        return copy
                    }
                }
                if argument.hasPrefix(option + "="), argument.contains(",") {
                    return argument.dropFirst(option.count + 1).split(separator: ",").map { value in
                        var copy = arguments
                        copy[index] = option + "=" + value
                        return copy
                    }
                }
            }
        }
        return [arguments]
    }

    // MARK: - JSON

    struct PrintedView {
        var name: String
        var parent: String?
        var frame: IndependentChecker.Frame
    }

    struct PrintedLayout {
        var width: Double
        var height: Double
        var traits: String
        /// In the order printed (JSONSerialization loses key order, so it is recovered from the text).
        var views: [PrintedView]
    }

    /// The layouts of `--format json` output: one object, or an array for a sweep.
    static func printedLayouts(_ text: String, isSweep: Bool) throws -> [PrintedLayout] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let objects: [[String: Any]]
        if isSweep {
            objects = try #require(value as? [[String: Any]])
        } else {
            objects = [try #require(value as? [String: Any])]
        }
        // View names in printed order: each view is on its own line, `  "name":{`.
        var namesPerLayout: [[String]] = [[]]
        for line in text.split(separator: "\n") {
            if line.hasPrefix("{") || line.hasPrefix("[{") { namesPerLayout.append([]) }
            if line.hasPrefix("  \""), let end = line.dropFirst(3).firstIndex(of: "\"") {
                namesPerLayout[namesPerLayout.count - 1].append(
                    String(line[line.index(line.startIndex, offsetBy: 3)..<end]))
            }
        }
        namesPerLayout.removeFirst()
        try #require(namesPerLayout.count == objects.count)
        return try zip(objects, namesPerLayout).map { object, names in
            let views = try #require(object["views"] as? [String: [String: Any]])
            try #require(Set(views.keys) == Set(names) && names.count == views.count)
            return PrintedLayout(
                width: try #require(object["width"] as? Double), height: try #require(object["height"] as? Double),
                traits: try #require(object["traits"] as? String),
                views: try names.map { name in
                    let view = views[name]!
                    return PrintedView(
                        name: name, parent: view["parent"] as? String,
                        frame: IndependentChecker.Frame(
                            x: try #require(view["x"] as? Double), y: try #require(view["y"] as? Double),
                            width: try #require(view["width"] as? Double),
                            height: try #require(view["height"] as? Double)))
                })
        }
    }
}

extension IndependentChecker {
    /// The screen width docs/fidelity.md decides the root's margins by: a device's short side,
    /// else the container's width when it is given.
    static func screenWidth(_ environment: LayoutEnvironment) -> Double? {
        if let device = environment.device { return min(device.portraitWidth, device.portraitHeight) }
        return environment.width
    }
}
