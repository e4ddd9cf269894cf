import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// `--format swift` compiles against UIKit and builds the system `--format ir` lists.
///
/// `UIKitStandIn/UIKit.swift` declares the part of UIKit's layout API the output uses, with
/// UIKit's Swift signatures, as a module named `UIKit`, with an implementation that records what
/// is done. The test writes the Swift output of every example (with its `# vflc:` arguments) and
/// of the layouts in `UIKitStandIn/layouts/` to a temporary folder, each wrapped in a struct of
/// its own (the generated functions share names across files), and builds them with
/// `UIKitStandIn/Recorder.swift` and a generated `main.swift` into one program, in one `swiftc`
/// invocation, in the Swift 6 language mode with warnings as errors. The program calls every
/// generated function (and each size-class picker with each trait set) on fresh views and prints
/// what it built; the test compares that with the lowered system:
///
/// - every constraint the file states, in order, as the IR has it (item, attribute, relation,
///   item, attribute, multiplier, constant, priority), activated. A margin attribute is built on
///   the owner's `layoutMarginsGuide` (`root.leadingMargin` is
///   `root.layoutMarginsGuide.leadingAnchor`, as is the `margins` guide's `leading`), `safeArea`
///   is `safeAreaLayoutGuide`, `readableContent` is `readableContentGuide`;
/// - UIKit's own constraints, which the code must not make, as what makes them: a stack's
///   `UISV-` constraints as the stack's properties and arranged views, an autoresizing view's
///   `h=… v=…` as its frame and mask (with `translatesAutoresizingMaskIntoConstraints` left true;
///   a second test checks UIKit's autoresizing rule makes exactly those constraints of them),
///   an intrinsic size's hugging and compression resistance pairs as content priorities; the
///   layout guides' own placement is UIKit's (the view controller's);
/// - every view's parent, hidden state and layout margins, and labels' line counts.
///
/// The view controller docs/cli.md shows is built with the output of the command shown there
/// (`UIKitStandIn/ViewController.swift` declares the few view-controller APIs it uses) and run.
@Suite struct UIKitCompileTests {
    static let standIn = TestSupport.packageRoot.appendingPathComponent("Tests/VFLTests/Render/UIKitStandIn")

    /// `swiftc` of the toolchain running the tests: beside the Swift runtime this process loaded
    /// (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` → `<toolchain>/usr/bin/swiftc`), else
    /// `SWIFTC`, else on the `PATH`.
    static let swiftc: URL? = {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["SWIFTC"] { candidates.append(path) }
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
            let start = line.firstIndex(of: "/")
        {
            let library = URL(fileURLWithPath: String(line[start...]))
            // …/usr/lib/swift/linux/libswiftCore.so
            let usr = library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            candidates.append(usr.appendingPathComponent("bin/swiftc").path)
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }()

    /// One input: its Swift output and the systems it was rendered from, in output order.
    struct Case {
        var name: String
        var swift: String
        /// Each with every set of size classes among the entries it serves.
        var systems: [(system: ConstraintSystem, traits: [SizeClassTraits])]
        /// Whether iOS 7's rules apply (its autoresizing keeps a flexible-margins view's centre at a
        /// fixed fraction of the parent).
        var isIOS7 = false
    }

    static func inputs() -> [URL] {
        TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")
            + TestSupport.files(in: standIn.appendingPathComponent("layouts"), withExtension: "vfl")
            + [TestSupport.fixturesDirectory.appendingPathComponent("swift_sweep.vfl")]
    }

    /// Compiles an input as `vflc FILE --format swift` does, with the file's own arguments.
    static func compile(_ url: URL, arguments: [String] = []) throws -> Case {
        let bytes = Array(try Data(contentsOf: url))
        var options = try CommandLineOptions.parse([url.path] + arguments).get()
        if let own = FileArguments.of(bytes) {
            options = options.overriding(try CommandLineOptions.parseFileArguments(own).get())
        }
        let name = String(url.path.dropFirst(TestSupport.packageRoot.path.count + 1))
        let result = Compiler.compile(SourceFile(name: name, bytes: bytes), request: options.compileRequest)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map(\.message.text))")
        let groups = DistinctSystems(result, asCode: true)
        let file = SourceFile(name: name, bytes: bytes)
        let release = Compiler.resolve(Compiler.parse(file), request: options.compileRequest).first?.release
        return Case(
            name: name, swift: SwiftCodeRenderer().render(result),
            systems: zip(groups.systems, groups.traitSets).map { ($0.system, $1) },
            isIOS7: release.map { !$0.hasTodaysGuides } ?? true)
    }

    @Test(.enabled(if: swiftc != nil, "needs swiftc"))
    func generatedCodeBuildsTheSystemInUIKit() throws {
        let swiftc = try #require(Self.swiftc)
        let cases = try Self.inputs().map { try Self.compile($0) }
        #expect(cases.count > 25)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-uikit-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The stand-in module, then every generated file with the recorder and a main, at once.
        try run(
            swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "UIKit",
                "-emit-module", "-emit-library", "-static", "-o", folder.appendingPathComponent("libUIKit.a").path,
                "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
                Self.standIn.appendingPathComponent("UIKit.swift").path,
                Self.standIn.appendingPathComponent("ViewController.swift").path,
            ], in: folder)
        var sources = [Self.standIn.appendingPathComponent("Recorder.swift").path]
        var main = "import UIKit\n\n"
        var expected: [String: [String]] = [:]
        for (number, input) in cases.enumerated() {
            let path = folder.appendingPathComponent("Case\(number).swift").path
            try Self.wrapped(input.swift, in: "Case\(number)").write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
            let names = Self.functionNames(input.swift)
            #expect(names.count == input.systems.count, "\(input.name): one function per system")
            let hasPicker = input.swift.contains("func makeConstraints(\n    for traitCollection: UITraitCollection,")
            var pickedTraits: Set<SizeClassTraits> = []
            for ((system, traits), name) in zip(input.systems, names) {
                let key = "\(input.name) \(name)"
                main += Self.call("Case\(number)().\(name)(", key: key, system, all: input.systems.map(\.system))
                expected[key] = Self.expectedReport(system)
                // The picker, with every set of size classes the function serves.
                for traits in traits where hasPicker && pickedTraits.insert(traits).inserted {
                    let picked = "\(input.name) makeConstraints(for: \(traits))"
                    let arguments = "for: traits(.\(traits.horizontal), .\(traits.vertical)), "
                    main += Self.call(
                        "Case\(number)().makeConstraints(\(arguments)", key: picked, system,
                        all: input.systems.map(\.system))
                    expected[picked] = Self.expectedReport(system)
                }
            }
        }
        // docs/cli.md's view controller with the output of the command shown there, as an app has
        // them: the generated function at the top level.
        let documented = try Self.compile(
            TestSupport.packageRoot.appendingPathComponent("docs/examples/profile.vfl"),
            arguments: ["--width", "375", "--ios", "17"])
        let controller = try #require(Self.documentedViewController(), "docs/cli.md shows a view controller")
        for (name, text) in [("Profile.swift", documented.swift), ("ProfileViewController.swift", controller)] {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        main += """
            do {
                let controller = ProfileViewController()
                controller.viewDidLoad()
                print("== docs/cli.md ProfileViewController")
                print("view.subviews.count \\(controller.view.subviews.count)")
            }

            """
        expected["docs/cli.md ProfileViewController"] = ["view.subviews.count 1"]
        let mainPath = folder.appendingPathComponent("main.swift").path
        try main.write(toFile: mainPath, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("runner").path
        try run(
            swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-L", folder.path, "-lUIKit", "-o",
                program,
            ]
                + sources + [mainPath], in: folder)
        let output = try run(URL(fileURLWithPath: program), [], in: folder)

        var recorded: [String: [String]] = [:]
        var key = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            if line.hasPrefix("== ") {
                key = String(line.dropFirst(3))
                recorded[key] = []
            } else {
                recorded[key, default: []].append(Self.canonical(String(line)))
            }
        }
        // Every kind of fact is compared somewhere, so a change that drops one cannot pass unseen.
        let facts = expected.values.flatMap { $0 }
        for kind in [
            "constraint ", ".arrangedSubviews ", ".customSpacing ", ".frame ", ".numberOfLines ", ".isHidden true",
            ".contentHuggingPriority.", "root.layoutMargins 10.0", "safeArea ",
            "readableContent ", "topLayoutGuide ", "leadingMargin ", "makeConstraints(for:",
        ] {
            #expect(
                facts.contains { $0.contains(kind) } || expected.keys.contains { $0.contains(kind) }, "no \(kind)")
        }
        #expect(facts.filter { $0.hasPrefix("constraint ") }.count > 300)
        #expect(Set(recorded.keys) == Set(expected.keys))
        for (key, lines) in expected.sorted(by: { $0.key < $1.key }) {
            let got = recorded[key] ?? []
            #expect(got == lines, "\(key):\n\(Self.difference(lines, got))")
        }
    }

    /// The code leaves an autoresizing view's constraints to UIKit, giving it a frame and a mask
    /// instead: the `h=… v=…` constraints in the IR must be what UIKit's autoresizing rule makes of
    /// them. For two sizes of the parent, the frame the rule gives (each flexible part of an axis
    /// takes a share of the change in proportion to its design length, equal shares when they sum
    /// to 0) must satisfy every one of the view's `h=… v=…` constraints, read in the parent's own
    /// coordinates as UIKit's are, and there are four.
    @Test func autoresizingConstraintsAreUIKitsRuleForTheFrameAndMask() throws {
        var checked = 0
        for input in try Self.inputs().map({ try Self.compile($0) }) {
            for (system, _) in input.systems {
                for frame in system.configuration.frames {
                    let view = system.items[frame.item]
                    let parent = try #require(view.parent)
                    let mine = system.constraints.filter {
                        $0.origin.kind == .autoresizing && $0.first.item == frame.item
                    }
                    #expect(mine.count == 4, "\(input.name): \(view.name)")
                    for change in [(37.0, 53.0), (-5.0, -7.0)] {
                        let size = (frame.parentDesignWidth + change.0, frame.parentDesignHeight + change.1)
                        let mask = Set(frame.mask)
                        let x = Self.autoresized(
                            frame.x, frame.width, in: frame.parentDesignWidth, to: size.0,
                            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                            mask.contains(.flexibleRightMargin), iOS7: input.isIOS7)
                        let y = Self.autoresized(
                            frame.y, frame.height, in: frame.parentDesignHeight, to: size.1,
                            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                            mask.contains(.flexibleBottomMargin), iOS7: input.isIOS7)
                        // In the parent's own coordinates, as UIKit's (and the IR's) `h=… v=…`
                        // constraints are: the parent's edges are 0 and its length.
                        let parentRect = (x: 0.0, y: 0.0, width: size.0, height: size.1)
                        let viewRect = (x: x.start, y: y.start, width: x.length, height: y.length)
                        func value(_ attribute: ItemAttribute) -> Double? {
                            let rect =
                                attribute.item == frame.item ? viewRect : attribute.item == parent ? parentRect : nil
                            guard let rect else { return nil }
                            switch attribute.attribute {
                            case .left: return rect.x
                            case .right: return rect.x + rect.width
                            case .width: return rect.width
                            case .centerX: return rect.x + rect.width / 2
                            case .top: return rect.y
                            case .bottom: return rect.y + rect.height
                            case .height: return rect.height
                            case .centerY: return rect.y + rect.height / 2
                            default: return nil
                            }
                        }
                        for constraint in mine {
                            let first = try #require(value(constraint.first))
                            let second = try constraint.second.map { try #require(value($0)) } ?? 0
                            let error = first - (constraint.multiplier * second + constraint.constant)
                            #expect(
                                constraint.relation == .equal && abs(error) < 1e-9,
                                "\(input.name): \(system.describe(constraint)) at \(size): off by \(error)")
                        }
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 9)
    }

    /// UIKit's autoresizing of one axis: the start and length of a frame written in a parent
    /// `design` long, once the parent is `length` long.
    static func autoresized(
        _ start: Double, _ size: Double, in design: Double, to length: Double, _ flexibleStart: Bool,
        _ flexibleSize: Bool, _ flexibleEnd: Bool, iOS7: Bool = false
    ) -> (start: Double, length: Double) {
        // iOS 7: both margins flexible and a fixed size keep the centre at a fixed fraction of the
        // parent (its own constraint dumps: `centerX == 0.625 * superview.width`).
        if iOS7, flexibleStart, !flexibleSize, flexibleEnd, design > 0 {
            return ((start + size / 2) / design * length - size / 2, size)
        }
        let change = length - design
        let end = design - start - size
        let parts = [(flexibleStart, start), (flexibleSize, size), (flexibleEnd, end)].filter(\.0)
        guard !parts.isEmpty else { return (start, size) }
        let sum = parts.map(\.1).reduce(0, +)
        func share(_ flexible: Bool, _ part: Double) -> Double {
            guard flexible else { return 0 }
            return abs(sum) < 1e-12 ? change / Double(parts.count) : change * part / sum
        }
        return (start + share(flexibleStart, start), size + share(flexibleSize, size))
    }

    /// The Swift code block of docs/cli.md that declares a view controller.
    static func documentedViewController() -> String? {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/cli.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        return blocks.first { $0.contains(": UIViewController {") }.map { $0 + "\n" }
    }

    /// The generated file inside `struct NAME { … }`, its `import UIKit` kept at the top.
    static func wrapped(_ swift: String, in name: String) -> String {
        let marker = "import UIKit\n"
        guard let range = swift.range(of: marker) else { return swift }
        return String(swift[..<range.upperBound]) + "struct \(name) {\n" + swift[range.upperBound...] + "}\n"
    }

    /// The generated functions, in order, without the picker.
    static func functionNames(_ swift: String) -> [String] {
        swift.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("func makeConstraints"), let open = line.firstIndex(of: "("),
                line[open...].hasPrefix("(root:")
            else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: "func ".count)..<open])
        }
    }

    /// One call in `main.swift`: fresh views, the call, its report under `== key`.
    static func call(_ callee: String, key: String, _ system: ConstraintSystem, all: [ConstraintSystem]) -> String {
        func list(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let views = system.items.filter { $0.kind == .view }.map(\.name)
        let guides = system.items.filter { $0.kind == .guide }.map(\.name)
        let stacks = Set(all.flatMap { system in system.configuration.stacks.map { system.items[$0.item].name } })
        let labels = Set(all.flatMap { system in system.textLabels.map { system.items[$0.item].name } })
        return """
            do {
                let scene = Scene(views: \(list(views)), stacks: \(list(stacks.sorted())), labels: \(list(labels.sorted())), guides: \(list(guides)))
                let made = \(callee)root: scene.root, views: scene.views, guides: scene.guides, topLayoutGuide: scene.topLayoutGuide, bottomLayoutGuide: scene.bottomLayoutGuide)
                print("== \(key)")
                for line in scene.report(made) { print(line) }
            }

            """
    }

    /// What the generated code must build for `system`, in the recorder's words.
    static func expectedReport(_ system: ConstraintSystem) -> [String] {
        func name(_ index: Int) -> String { system.items[index].name }
        let relations: [Relation: String] = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="]
        var lines: [String] = []
        var properties: [String] = []
        for constraint in system.constraints where !SwiftCodeRenderer.isMadeByUIKit(constraint) {
            let first = constraint.first
            switch constraint.origin.kind {
            case .contentHugging, .compressionResistance:
                let property =
                    constraint.origin.kind == .contentHugging
                    ? "contentHuggingPriority" : "contentCompressionResistancePriority"
                let axis = first.attribute == .width ? "horizontal" : "vertical"
                properties.append("\(name(first.item)).\(property).\(axis) \(Double(Float(constraint.priority)))")
                continue
            default: break
            }
            let second = constraint.second
            lines.append(
                canonical(
                    [
                        "constraint", name(first.item), first.attribute.rawValue, relations[constraint.relation]!,
                        second.map { name($0.item) } ?? "-", second?.attribute.rawValue ?? "notAnAttribute",
                        "\(second == nil ? 1 : constraint.multiplier)", "\(constraint.constant)",
                        "\(Double(Float(constraint.priority)))", "active",
                    ].joined(separator: " ")))
        }
        let configuration = system.configuration
        var margins: [Int: EdgeInsets] = [:]
        for stack in configuration.stacks where stack.isLayoutMarginsRelative {
            margins[stack.item] = EdgeInsets(all: 8)
        }
        for own in configuration.margins { margins[own.item] = own.insets }
        func insets(_ insets: EdgeInsets) -> String { "\(insets.top),\(insets.left),\(insets.bottom),\(insets.right)" }
        properties.append("root.layoutMargins " + insets(margins[ConstraintSystem.root] ?? EdgeInsets(all: 8)))
        var frames: [Int: ViewConfiguration.Frame] = [:]
        for frame in configuration.frames { frames[frame.item] = frame }
        for (index, item) in system.items.enumerated() where item.kind == .view {
            func add(_ property: String, _ value: String) { properties.append("\(item.name).\(property) \(value)") }
            add("superview", item.parent.map(name) ?? "-")
            add("translatesAutoresizingMaskIntoConstraints", "\(frames[index] != nil)")
            if let frame = frames[index] {
                add("frame", "\(frame.x),\(frame.y),\(frame.width),\(frame.height)")
                let bits = AutoresizingSyntax.Member.allCases.enumerated().filter { frame.mask.contains($0.element) }
                add("autoresizingMask", "\(bits.reduce(0) { $0 | (1 << ($1.offset - 1)) })")
            }
            add("isHidden", "\(item.isHidden)")
            add("layoutMargins", insets(margins[index] ?? EdgeInsets(all: 8)))
        }
        for label in system.textLabels { properties.append("\(name(label.item)).numberOfLines \(label.lines)") }
        for stack in configuration.stacks {
            func add(_ property: String, _ value: String) {
                properties.append("\(name(stack.item)).\(property) \(value)")
            }
            add("axis", stack.axis == .horizontal ? "horizontal" : "vertical")
            add("distribution", stack.distribution.rawValue)
            add("alignment", stack.alignment.canonical.rawValue)
            add("spacing", "\(stack.spacing)")
            add("isLayoutMarginsRelativeArrangement", "\(stack.isLayoutMarginsRelative)")
            add("isBaselineRelativeArrangement", "\(stack.isBaselineRelative)")
            add("arrangedSubviews", stack.arranged.map(name).joined(separator: ","))
            add("customSpacing", stack.customSpacings.map { "\(name($0.after)):\($0.spacing)" }.joined(separator: ","))
        }
        return lines + properties.sorted()
    }

    /// A constraint line with UIKit's guides named as vflc names them: `X.layoutMarginsGuide`'s
    /// `leading` is `X.leadingMargin` (and the `margins` guide's is `root.leadingMargin`),
    /// `root.safeAreaLayoutGuide` is `safeArea`, `root.readableContentGuide` is `readableContent`.
    static func canonical(_ line: String) -> String {
        guard line.hasPrefix("constraint ") else { return line }
        var fields = line.split(separator: " ").map(String.init)
        for (item, attribute) in [(1, 2), (4, 5)] {
            let name = fields[item]
            if name == "margins" || name.hasSuffix(".layoutMarginsGuide") {
                fields[item] = name == "margins" ? "root" : String(name.dropLast(".layoutMarginsGuide".count))
                let base = fields[attribute]
                fields[attribute] = base.hasPrefix("center") ? base + "WithinMargins" : base + "Margin"
            } else if name == "root.safeAreaLayoutGuide" {
                fields[item] = "safeArea"
            } else if name == "root.readableContentGuide" {
                fields[item] = "readableContent"
            }
        }
        return fields.joined(separator: " ")
    }

    static func difference(_ expected: [String], _ got: [String]) -> String {
        let missing = expected.filter { !got.contains($0) }.map { "- " + $0 }
        let extra = got.filter { !expected.contains($0) }.map { "+ " + $0 }
        return (missing + extra).joined(separator: "\n") + (missing.isEmpty && extra.isEmpty ? "(order differs)" : "")
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a program to its end; its standard output, or an error with its standard error.
    @discardableResult
    func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes read before waiting, so neither fills up and blocks the child.
        let errorData = ThreadedRead(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = String(decoding: errorData.wait(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failed(
                description: "\(executable.lastPathComponent) failed (\(process.terminationStatus)):\n\(errorText)")
        }
        return String(decoding: outputData, as: UTF8.self)
    }
}

/// Reads a pipe to its end on another thread.
private final class ThreadedRead: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
