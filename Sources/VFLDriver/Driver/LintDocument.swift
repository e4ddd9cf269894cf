import VFL
import VFLInterfaceBuilder
import VFLSyntax

/// `vflc lint` on a storyboard or xib (docs/lint.md, "Storyboards and xibs"): every scene laid out
/// as `vflc DOC` lays it out — at the document's own device and stored size, then on each device
/// of `--devices` — and its diagnostics reported at the XML line:col. A diagnostic found on some of
/// these layouts only is labelled with them, as a sweep's are (`(iphonese3)`, `(iphone15 as
/// stored)`); `--stored` compares the first layout with the frames Xcode stored. A scene with
/// baselines, which need font metrics, is skipped and counted.
extension DriverRun {
    /// The label of the layout at the document's own geometry, in a sweep with `--devices`.
    static func storedGeometryLabel(_ document: InterfaceBuilderDocument) -> String {
        guard let id = document.deviceID else { return "as stored" }
        return (InterfaceBuilderDevice.vflcName(for: id) ?? id) + " as stored"
    }

    /// Whether a diagnostic says the scene cannot be laid out without font metrics (baselines).
    static func needsFontMetrics(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.message.id == DiagnosticID.needsFontMetrics.rawValue
    }

    /// Lints one document that has been read: its diagnostics rendered, its status and its scenes
    /// counted. A malformed document is its error; one for another platform is passed over and
    /// counted; one without scenes is fine.
    static func lintDocument(_ file: SourceFile, options: LintOptions, colored: Bool) -> LintOutcome {
        var outcome = LintOutcome()
        outcome.documents = 1
        let format = options.diagnosticsFormat
        let document: InterfaceBuilderDocument
        switch InterfaceBuilderDocument.read(file) {
        case .success(let read): document = read
        case .failure(let failure):
            // A macOS, tvOS or watchOS document (a multi-platform repository's) is not an iOS
            // app's problem: passed over, counted, named under `--verbose`.
            if failure.diagnostic.message.id == DiagnosticID.notIOSDocument.rawValue {
                outcome.documents = 0
                outcome.otherPlatforms = 1
                if options.verbose {
                    let note = Diagnostic(
                        .note, .lintDocumentSkipped(failure.diagnostic.message.text), at: failure.diagnostic.range)
                    outcome.messages = render(note, in: file, format: format, colored: colored, showingSource: false)
                }
                return outcome
            }
            outcome.messages = render(failure.diagnostic, in: file, format: format, colored: colored)
            outcome.status = Driver.ExitStatus.dataError
            return outcome
        }
        var ownRequest = LayoutRequest()
        ownRequest.deviceScaleByDefault = true
        var geometries = [SceneGeometry(request: ownRequest)]
        var labels = [storedGeometryLabel(document)]
        for device in options.devices.compactMap(Device.named) {
            var request = LayoutRequest(devices: [device])
            request.deviceScaleByDefault = true
            geometries.append(SceneGeometry(request: request))
            labels.append(device.name)
        }
        var found: [Diagnostic] = []
        var systems: [ConstraintSystem] = []
        for scene in document.scenes {
            var perGeometry: [[Diagnostic]] = []
            var sceneSystems: [ConstraintSystem] = []
            for (index, geometry) in geometries.enumerated() {
                let compiled = compileScene(
                    scene, of: document, geometry: geometry, stored: options.stored && index == 0)
                perGeometry.append(compiled.result.diagnostics)
                sceneSystems += compiled.result.systems
            }
            // Baselines need fonts Linux cannot measure: such a scene is not checked (counted, and
            // named under `--verbose`), not an error in an app that is fine.
            if let baseline = perGeometry.joined().first(where: Self.needsFontMetrics) {
                outcome.scenesSkipped += 1
                if options.verbose {
                    let note = Diagnostic(.note, .lintSceneSkipped(scene.rootID, name: scene.name), at: baseline.range)
                    outcome.messages += render(note, in: file, format: format, colored: colored, showingSource: false)
                }
                continue
            }
            outcome.scenes += 1
            systems += sceneSystems
            found += perGeometry.count == 1 ? perGeometry[0] : SweepDiagnostics.merge(perGeometry, labels: labels)
        }
        var reported = Set<Diagnostic>()
        found = firstReports(found, seen: &reported)
        // An XML comment is no `vflc-ignore` comment: no line comments.
        reportLintFindings(
            found, in: file, systems: systems, lineComments: [], options: options, colored: colored, into: &outcome)
        return outcome
    }
}
