import VFLSyntax

/// Merges the diagnostics of a sweep's entries (`--width 320,375,414`, `--device a,b`): a
/// diagnostic (same severity, message and place) found for every entry is printed once, as is;
/// one found for some entries only says which, e.g. `(width 320)`, `(iphone6 landscape)`. Its
/// notes are merged the same way: a note that differs between entries (a frame, a value) is kept
/// once per distinct text, labelled with the entries it holds for.
package enum SweepDiagnostics {
    /// `width 320`, `iphone6 landscape`, `ipad landscape 1/3`: how an entry is named, or `nil`
    /// for all entries when there is only one.
    static func labels(for environments: [LayoutEnvironment]) -> [String] {
        guard environments.count > 1 else { return environments.map { _ in "" } }
        let heightsDiffer = Set(environments.map(\.height)).count > 1
        return environments.map { environment in
            if let device = environment.device {
                var parts = [device.name]
                if environment.orientation == .landscape { parts.append("landscape") }
                if let split = environment.split { parts.append(split.rawValue) }
                return parts.joined(separator: " ")
            }
            var parts = ["width " + (environment.width.map(NumberText.format) ?? "fitting")]
            if heightsDiffer { parts.append("height " + (environment.height.map(NumberText.format) ?? "fitting")) }
            return parts.joined(separator: " ")
        }
    }

    /// `width 320, 375` when every label is a width; the labels joined otherwise.
    static func label(_ entries: [Int], labels: [String]) -> String {
        let chosen = entries.map { labels[$0] }
        if chosen.allSatisfy({ $0.hasPrefix("width ") && !$0.contains("height") }) {
            return "width " + chosen.map { String($0.dropFirst(6)) }.joined(separator: ", ")
        }
        return chosen.joined(separator: ", ")
    }

    private struct Key: Hashable {
        var severity: Diagnostic.Severity
        var message: DiagnosticMessage
        var range: SourceRange?
    }

    /// One list per entry, in entry order → the merged list, in order of first appearance.
    package static func merge(_ perEntry: [[Diagnostic]], labels: [String]) -> [Diagnostic] {
        var order: [Key] = []
        var entries: [Key: [Int]] = [:]
        var notes: [Key: [(note: Diagnostic.Note, entries: [Int])]] = [:]
        for (entry, diagnostics) in perEntry.enumerated() {
            for diagnostic in diagnostics {
                let key = Key(severity: diagnostic.severity, message: diagnostic.message, range: diagnostic.range)
                if entries[key] == nil { order.append(key) }
                if entries[key]?.last != entry { entries[key, default: []].append(entry) }
                var merged = notes[key] ?? []
                for note in diagnostic.notes {
                    if let position = merged.firstIndex(where: { $0.note == note }) {
                        if merged[position].entries.last != entry { merged[position].entries.append(entry) }
                    } else {
                        merged.append((note, [entry]))
                    }
                }
                notes[key] = merged
            }
        }
        return order.map { key in
            let holds = entries[key]!
            let message =
                holds.count == perEntry.count ? key.message : key.message.labelled(label(holds, labels: labels))
            let merged = notes[key]!.map { note, noteEntries in
                var note = note
                if noteEntries != holds { note.message += " (\(label(noteEntries, labels: labels)))" }
                return note
            }
            return Diagnostic(key.severity, message, at: key.range, notes: merged)
        }
    }
}
