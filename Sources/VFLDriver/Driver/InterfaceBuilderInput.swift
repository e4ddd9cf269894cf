import VFL
import VFLInterfaceBuilder
import VFLSyntax

/// Interface Builder documents on the command line: each scene laid out (or the one `--scene`
/// names), each a document of the output with its `"file"`, `"scene"` and `"name"`.
extension DriverRun {
    /// Whether an input is an Interface Builder document: by its extension, or standard input
    /// (or any file) whose first element is `<document` after an XML declaration.
    static func isInterfaceBuilderDocument(name: String, bytes: [UInt8]) -> Bool {
        if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { return true }
        guard !name.hasSuffix(".vfl") else { return false }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        skipSpace()
        if bytes[index...].starts(with: Array("<?xml".utf8)) {
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">"))
            {
                index += 1
            }
            index += 2
            skipSpace()
        }
        return index < bytes.count && bytes[index...].starts(with: Array("<document".utf8))
    }

    /// Reads, lays out and renders every scene (or the `--scene`) of one document.
    mutating func compileInterfaceBuilder(_ file: SourceFile, options: CommandLineOptions) -> InputOutcome {
        let document: InterfaceBuilderDocument
        switch InterfaceBuilderDocument.read(file) {
        case .success(let read): document = read
        case .failure(let failure):
            report(render(failure.diagnostic, in: file))
            return InputOutcome(result: .failed(Driver.ExitStatus.dataError))
        }
        var scenes = document.scenes
        if let selector = options.scene {
            guard let scene = document.scene(named: selector) else {
                let list = document.scenes.map { "\($0.rootID) (\($0.name))" }.joined(separator: ", ")
                _ = usageFailure(
                    UsageError(
                        "no scene '\(selector)' in '\(file.name)'; its scenes: \(list.isEmpty ? "none" : list)"))
                return InputOutcome(result: .usage)
            }
            scenes = [scene]
        }
        guard !scenes.isEmpty else {
            report(render(.error(.interfaceBuilderNoScenes, at: document.xml.root.range), in: file))
            return InputOutcome(result: .failed(Driver.ExitStatus.dataError))
        }
        if options.format == .svg, scenes.count > 1 {
            let list = scenes.map { "\($0.rootID) (\($0.name))" }.joined(separator: ", ")
            _ = usageFailure(
                UsageError(
                    "'--format svg' draws one scene, and '\(file.name)' has \(scenes.count): choose one with '--scene' (\(list))"
                ))
            return InputOutcome(result: .usage)
        }
        let geometry = SceneGeometry(request: options.compileRequest)
        let control = WarningControl(
            suppressed: options.suppressed, strict: options.strict, maxWarnings: options.maxWarnings)
        var failed = false
        var texts: [String] = []
        var reported = Set<Diagnostic>()
        for scene in scenes {
            let compiled = Self.compileScene(scene, of: document, geometry: geometry, stored: options.stored)
            let (diagnostics, hidden) = control.apply(
                to: Self.firstReports(compiled.result.diagnostics, seen: &reported), file: file,
                systems: compiled.result.systems)
            for diagnostic in diagnostics { report(render(diagnostic, in: file)) }
            if hidden > 0 { report(render(Diagnostic(.note, .warningsNotShown(hidden), at: nil), in: file)) }
            if diagnostics.contains(where: { $0.severity == .error }) {
                failed = true
                continue
            }
            if options.format == .vfl {
                texts.append(VFLProgramWriter.write(document, compiled: compiled, geometry: geometry))
            } else {
                texts.append(output(for: compiled, options: options, fileName: file.name))
            }
        }
        if failed { return InputOutcome(result: .failed(Driver.ExitStatus.dataError)) }
        return InputOutcome(result: .compiled(CompiledInput(name: file.name, options: options, text: texts.joined())))
    }

    /// One scene laid out for `geometry`; with `stored` (`--stored`), and when it has no error,
    /// its diagnostics end with the views away from their stored frames. `vflc DOC` and
    /// `vflc lint` check a scene with this.
    static func compileScene(
        _ scene: SceneRoot, of document: InterfaceBuilderDocument, geometry: SceneGeometry, stored: Bool
    ) -> SceneCompilation {
        var compiled = InterfaceBuilderCompiler.compile(document, scene: scene, geometry: geometry)
        if stored, !compiled.result.hasErrors {
            compiled.result.diagnostics += StoredFrameCheck.diagnostics(for: compiled, in: document)
        }
        return compiled
    }

    /// One scene's output in the chosen format.
    private func output(for compiled: SceneCompilation, options: CommandLineOptions, fileName: String) -> String {
        let result = compiled.result
        let labels = compiled.labels
        switch options.format {
        case .json:
            return Self.json(result.layouts, options: options, file: fileName, scene: labels)
        case .ascii:
            let renderer = Self.asciiRenderer(options)
            let diagrams = result.layouts.map { renderer.render(Self.displayNamed($0, labels)) }
            return "==> \(fileName): \(labels.name) (\(labels.scene)) <==\n" + diagrams.joined(separator: "\n")
        case .svg:
            return SVGRenderer().render(Self.displayNamed(result.layouts[0], labels))
        case .ir:
            return "# scene: \(labels.scene) (\(labels.name))\n" + IRRenderer().render(result)
        case .swift:
            return SwiftCodeRenderer().render(result)
        case .vfl:
            return "" // written from the document (`VFLProgramWriter`), not from the layout
        }
    }

    /// The layout with every view named as diagrams name it: its `userLabel`, else its class and
    /// a short id.
    static func displayNamed(_ layout: LayoutResult, _ labels: SceneLabels) -> LayoutResult {
        var renamed = layout
        for index in renamed.views.indices {
            renamed.views[index].name = labels.displayName(of: layout.views[index].name)
            renamed.views[index].parent = layout.views[index].parent.map(labels.displayName)
        }
        return renamed
    }

    /// The findings of `diagnostics` not in `seen` yet, which records them: a finding several
    /// scenes of a document share (one about the document, such as its device) is reported once.
    static func firstReports(_ diagnostics: [Diagnostic], seen: inout Set<Diagnostic>) -> [Diagnostic] {
        diagnostics.filter { seen.insert($0).inserted }
    }
}
