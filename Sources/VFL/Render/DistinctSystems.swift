import VFLSyntax

/// The distinct constraint systems of one compilation, in order: a sweep's entries that lowered
/// to the same constraints share one. Each comes with the size classes it was lowered for and
/// the entries it serves (`width 320, 375`, `iphone6, iphone6plus`), for `--format ir` and
/// `--format swift`, which print a system rather than a layout. Two systems are one when their
/// constraints and everything the Swift output sets on the views (stacks, frames, margins,
/// hidden views, labels' line counts) are equal.
struct DistinctSystems {
    var systems: [(system: ConstraintSystem, traits: SizeClassTraits?, label: String)] = []
    /// By system: every set of size classes among the entries it serves, in order (the first is
    /// `traits`).
    var traitSets: [[SizeClassTraits]] = []

    /// `asCode`: systems are one when the Swift code for them is the same (`--format swift`): the
    /// constraints UIKit makes itself and the intrinsic sizes (which the views' content gives)
    /// then do not tell them apart.
    init(_ result: CompilationResult, asCode: Bool = false) {
        var entries: [[Int]] = []
        let same = asCode ? SwiftCodeRenderer.writesAlike : Self.same
        for (index, system) in result.systems.enumerated() {
            let traits = result.layouts.indices.contains(index) ? result.layouts[index].traits : nil
            if let position = systems.firstIndex(where: { same($0.system, system) }) {
                entries[position].append(index)
                if let traits, !traitSets[position].contains(traits) { traitSets[position].append(traits) }
            } else {
                systems.append((system, traits, ""))
                traitSets.append(traits.map { [$0] } ?? [])
                entries.append([index])
            }
        }
        guard result.entryLabels.count == result.systems.count else { return }
        for position in systems.indices {
            systems[position].label = SweepDiagnostics.label(entries[position], labels: result.entryLabels)
        }
    }

    private static func same(_ one: ConstraintSystem, _ other: ConstraintSystem) -> Bool {
        one.constraints == other.constraints && one.configuration == other.configuration
            && one.textLabels.map(\.lines) == other.textLabels.map(\.lines)
            && one.items.map(\.isHidden) == other.items.map(\.isHidden)
    }
}
