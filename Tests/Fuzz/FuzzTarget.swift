// libFuzzer target for the whole vflc pipeline: parse → lower → solve → render every output,
// checking the answers, not only that nothing crashes:
// - a second compile of the same input renders byte-identical diagnostics, IR, JSON, SVG, ASCII;
// - every JSON output is well formed (JSONWellFormedness) and every SVG well-formed XML
//   (XMLWellFormedness);
// - every required constraint of the printed IR holds for the frames at full precision, checked
//   by the tests' own evaluator (IRText, IndependentChecker), which shares no code with the solver;
// - every number printed is finite.
// Not a SwiftPM target: Tests/Fuzz/run.sh compiles it with the library targets and those test
// files using `swiftc -sanitize=fuzzer,address -parse-as-library`.
import VFL
import VFLDriver
import VFLSyntax

/// Inputs above this size are skipped: the work per input must stay bounded, and size limits
/// are the hostile-input tests' business, not the fuzzer's.
private let maximumInputSize = 64 * 1024

/// The environments an input is laid out in when its first line carries no `# vflc:` arguments:
/// a fixed width, fitting in both directions, and a device with a status bar.
/// The release is the file's own (`platform`), as on the command line.
private func defaultEnvironments(release: UIKitRelease, scale: Double?) -> [LayoutEnvironment] {
    [
        LayoutEnvironment(
            width: 375, height: nil, traits: SizeClassTraits.inferred(width: 375, height: nil), release: release,
            scale: scale),
        LayoutEnvironment(
            width: nil, height: nil, traits: SizeClassTraits.inferred(width: nil, height: nil), release: release,
            scale: scale),
        LayoutEnvironment(
            width: 1024, height: 768, traits: SizeClassTraits(horizontal: .regular, vertical: .regular),
            device: Device.named("ipad"), orientation: .landscape, topLayoutGuide: 20, release: release, scale: scale),
    ]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size <= maximumInputSize else { return -1 } // -1: do not add to the corpus
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(name: "fuzz.vfl", bytes: bytes)

    // A first line `# vflc: ARGS` (as in Examples/) drives the real option parser too.
    var request: LayoutRequest?
    var options = CommandLineOptions()
    if let arguments = headerArguments(bytes) {
        if case .success(let parsed) = CommandLineOptions.parse(arguments + ["fuzz.vfl"]),
            case let list = parsed.layoutEnvironments, !list.isEmpty, list.count <= 8
        {
            request = parsed.layoutRequest
            options = parsed
        }
    }

    let release = Compiler.parse(file).facts.release ?? .classic
    /// The input compiled as the header asks (or in the default environments) at a scale.
    func compile(scale: Double?) -> (result: CompilationResult, environments: [LayoutEnvironment]) {
        if var request {
            request.scale = scale
            return (Compiler.compile(file, request: request), Compiler.resolve(Compiler.parse(file), request: request))
        }
        let environments = defaultEnvironments(release: release, scale: scale)
        return (Compiler.compile(file, environments: environments), environments)
    }
    let scale = options.scale ?? (size % 2 == 0 ? nil : 2)
    let (result, environments) = compile(scale: scale)
    let outputs = render(result, file: file, options: options, size: size)
    // The same input compiles to the same bytes, every time.
    let again = render(compile(scale: scale).result, file: file, options: options, size: size)
    check(outputs == again, "a second compile is byte-identical")
    if !result.hasErrors {
        // Every environment gets a layout, and every number printed is a real number.
        check(result.layouts.count == environments.count, "one layout per environment")
        for layout in result.layouts {
            let numbers =
                [layout.width, layout.height]
                + layout.views.flatMap { view in
                    [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
                }
            check(numbers.allSatisfy(\.isFinite), "finite frames")
            let json = JSONRenderer().render(layout)
            if let problem = JSONWellFormedness.check(json) { fail("JSON is not well formed: \(problem)\n\(json)") }
            let svg = SVGRenderer().render(layout)
            if let problem = XMLWellFormedness.check(svg) { fail("SVG is not well formed: \(problem)\n\(svg)") }
        }
        let sweep = JSONRenderer().render(sweep: result.layouts)
        if let problem = JSONWellFormedness.check(sweep) { fail("the sweep's JSON is not well formed: \(problem)") }
        // Required constraints, at full precision (pixel snapping moves edges by up to half a pixel).
        let unscaled = scale == nil ? result : compile(scale: nil).result
        if !unscaled.hasErrors {
            checkRequiredConstraints(
                unscaled, file: file, rightToLeft: options.rightToLeft, environments: environments)
        }
    }
    blackHole(outputs.reduce(0) { $0 &+ $1.utf8.count })
    return 0
}

/// Everything vflc prints for a compiled input: diagnostics, IR, Swift, and for a layout JSON,
/// SVG and ASCII.
private func render(_ result: CompilationResult, file: SourceFile, options: CommandLineOptions, size: Int) -> [String] {
    var outputs = result.diagnostics.map { DiagnosticRenderer(colored: size % 3 == 0).render($0, in: file) }
    for system in result.systems {
        outputs.append(IRRenderer().render(system, file: file))
        outputs.append(SwiftCodeRenderer().render(system, file: file))
    }
    if !result.hasErrors {
        for layout in result.layouts {
            outputs += [
                JSONRenderer().render(layout), SVGRenderer().render(layout),
                ASCIIRenderer(columns: options.columns, charset: size % 2 == 0 ? .ascii : .unicode).render(layout),
                ASCIIRenderer(columns: 20).render(layout),
            ]
        }
        outputs.append(JSONRenderer().render(sweep: result.layouts))
    }
    return outputs
}

/// Every required constraint of each layout's printed IR holds for its frames, as the tests'
/// IRRoundTrip checks the examples and random programs (the same evaluator, the same setup).
private func checkRequiredConstraints(
    _ result: CompilationResult, file: SourceFile, rightToLeft: Bool, environments: [LayoutEnvironment]
) {
    guard result.systems.count == result.layouts.count else { return }
    let source = String(decoding: file.bytes, as: UTF8.self)
    for (index, (system, layout)) in zip(result.systems, result.layouts).enumerated() {
        let text = IRRenderer().render(system, file: file)
        guard let blocks = try? IRText.parseBlocks(text), blocks.count == 1 else {
            fail("the printed IR does not read back:\n\(text)")
        }
        let ir = blocks[0]
        var frames: [String: IndependentChecker.Frame] = [:]
        for view in layout.views + layout.guides + layout.spacers {
            frames[view.name] = IndependentChecker.Frame(
                x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
        }
        var lengths: [String: Double] = [:]
        for constraint in ir.constraints
        where constraint.second == nil && constraint.first.attribute == "height" && constraint.relation == "=="
            && constraint.isRequired
            && (constraint.first.item == "topLayoutGuide" || constraint.first.item == "bottomLayoutGuide")
        {
            lengths[constraint.first.item] = constraint.constant
        }
        let traits = layout.traits.description
        var checker = IndependentChecker(
            ir: ir, relativeFrames: frames, rootSize: (layout.width, layout.height),
            baselines: IndependentChecker.declaredBaselines(in: source, traits: traits), layoutGuideLengths: lengths)
        let insets = layout.safeArea ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        checker.applyModern(
            safeArea: IndependentChecker.Frame(
                x: insets.top, y: insets.left, width: insets.bottom, height: insets.right),
            traits: traits, declaredMargins: IndependentChecker.declaredMargins(in: source, traits: traits),
            rightToLeft: rightToLeft, screenWidth: screenWidth(environments, index))
        for constraint in ir.constraints where constraint.isRequired {
            if case .violated(let lhs, let rhs) = checker.check(constraint) {
                fail("required constraint \(constraint.location) \(constraint.text) fails: \(lhs) vs \(rhs)")
            }
        }
    }
}

/// The words after `# vflc:` on the first line, if it has them.
private func headerArguments(_ bytes: [UInt8]) -> [String]? {
    let prefix = Array("# vflc:".utf8)
    guard bytes.starts(with: prefix) else { return nil }
    let line = bytes[prefix.count...].prefix { $0 != UInt8(ascii: "\n") }
    return String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
}

/// A broken invariant is a crash for libFuzzer to report.
private func check(_ condition: Bool, _ message: String) {
    if !condition { fail(message) }
}

private func fail(_ message: String) -> Never {
    fatalError("fuzz invariant failed: \(message)")
}

@inline(never)
private func blackHole(_ value: Int) {
    if value == -1 { print("") }
}

/// The screen width docs/fidelity.md decides the root's margins by: a device's short side, else
/// the container's width when it is given.
private func screenWidth(_ environments: [LayoutEnvironment], _ index: Int) -> Double? {
    guard index < environments.count else { return nil }
    if let device = environments[index].device { return min(device.portraitWidth, device.portraitHeight) }
    return environments[index].width
}
