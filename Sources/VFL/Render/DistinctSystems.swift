import VFLSyntax

/// The distinct constraint systems of one compilation, in order: a sweep's entries that lowered
/// to the same constraints share one. Each comes with the size classes it was lowered for and
/// the entries it serves (`width 320, 375`, `iphone6, iphone6plus`), for `--format ir` and
/// `--format swift`, which print a system rather than a layout.
struct DistinctSystems {
    var systems: [(system: ConstraintSystem, traits: SizeClassTraits?, label: String)] = []

    init(_ result: CompilationResult) {
        var entries: [[Int]] = []
        for (index, system) in result.systems.enumerated() {
            if let position = systems.firstIndex(where: { $0.system.constraints == system.constraints }) {
                entries[position].append(index)
            } else {
                let traits = result.layouts.indices.contains(index) ? result.layouts[index].traits : nil
                systems.append((system, traits, ""))
                entries.append([index])
            }
        }
        guard result.entryLabels.count == result.systems.count else { return }
        for position in systems.indices {
            systems[position].label = SweepDiagnostics.label(entries[position], labels: result.entryLabels)
        }
    }
}
