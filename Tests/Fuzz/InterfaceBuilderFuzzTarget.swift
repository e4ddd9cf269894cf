// libFuzzer target for the Interface Builder front end: each input is read as a document and,
// when it is one, its first scenes are laid out at the document's own geometry and at another
// width, checked against their stored frames (`--stored`), then rendered as JSON. Nothing may crash or hang; every JSON document must be well
// formed and every frame finite. Not a SwiftPM target: Tests/Fuzz/run.sh compiles it with the
// library targets and Tests/VFLTests/Support/JSONWellFormedness.swift using
// `swiftc -sanitize=fuzzer,address -parse-as-library`.
import VFL
import VFLInterfaceBuilder
import VFLSyntax

private let maximumInputSize = 64 * 1024
/// The scenes of one input laid out: enough to reach every construct, few enough to stay fast.
private let maximumScenes = 4

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size <= maximumInputSize else { return -1 }
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(name: "fuzz.storyboard", bytes: bytes)
    guard case .success(let document) = InterfaceBuilderDocument.read(file) else { return 0 }
    let requests = [
        LayoutRequest(deviceScaleByDefault: true),
        LayoutRequest(widths: [320], height: 480, deviceScaleByDefault: true),
    ]
    for scene in document.scenes.prefix(maximumScenes) {
        for request in requests {
            let compiled = InterfaceBuilderCompiler.compile(
                document, scene: scene, geometry: SceneGeometry(request: request))
            // `--stored`'s check of the stored frames, which reads the document once more.
            let stored = StoredFrameCheck.diagnostics(for: compiled, in: document)
            for diagnostic in compiled.result.diagnostics + stored {
                if let range = diagnostic.range, range.start < 0 || range.end > bytes.count {
                    fatalError("fuzz invariant failed: a diagnostic at \(range) outside \(bytes.count) bytes")
                }
            }
            for layout in compiled.result.layouts {
                for view in layout.views {
                    let frame = view.frame
                    guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else {
                        fatalError("fuzz invariant failed: '\(view.name)' has a frame that is not finite")
                    }
                }
                let json = JSONRenderer().render(layout, file: "fuzz.storyboard", scene: compiled.labels)
                if let problem = JSONWellFormedness.check(json) {
                    fatalError("fuzz invariant failed: the JSON is not well formed: \(problem)\n\(json)")
                }
            }
        }
    }
    return 0
}
