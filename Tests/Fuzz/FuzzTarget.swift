// libFuzzer target for the whole vflc pipeline: parse → lower → solve → render every output.
// Not a SwiftPM target: Tests/Fuzz/run.sh compiles it with the library targets
// using `swiftc -sanitize=fuzzer,address -parse-as-library`.
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
    let scale: Double? = size % 2 == 0 ? nil : 2
    var request: LayoutRequest?
    var options = CommandLineOptions()
    if let arguments = headerArguments(bytes) {
        if case .success(let parsed) = CommandLineOptions.parse(arguments + ["fuzz.vfl"]),
            case let list = parsed.layoutEnvironments, !list.isEmpty, list.count <= 8
        {
            request = parsed.layoutRequest
            request?.scale = parsed.scale ?? scale
            options = parsed
        }
    }

    let result: CompilationResult
    let environments: [LayoutEnvironment]
    if let request {
        result = Compiler.compile(file, request: request)
        environments = Compiler.resolve(Compiler.parse(file), request: request)
    } else {
        environments = defaultEnvironments(release: Compiler.parse(file).facts.release ?? .classic, scale: scale)
        result = Compiler.compile(file, environments: environments)
    }
    var sink = 0
    for diagnostic in result.diagnostics {
        sink &+= DiagnosticRenderer(colored: size % 3 == 0).render(diagnostic, in: file).utf8.count
    }
    for system in result.systems {
        sink &+= IRRenderer().render(system, file: file).utf8.count
        sink &+= SwiftCodeRenderer().render(system, file: file).utf8.count
    }
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
            for text in [
                JSONRenderer().render(layout), SVGRenderer().render(layout),
                ASCIIRenderer(columns: options.columns, charset: size % 2 == 0 ? .ascii : .unicode).render(layout),
                ASCIIRenderer(columns: 20).render(layout),
            ] {
                sink &+= text.utf8.count
            }
        }
        sink &+= JSONRenderer().render(sweep: result.layouts).utf8.count
    }
    blackHole(sink)
    return 0
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
    if !condition { fatalError("fuzz invariant failed: \(message)") }
}

@inline(never)
private func blackHole(_ value: Int) {
    if value == -1 { print("") }
}
