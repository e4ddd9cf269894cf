import VFL
import VFLSyntax

/// Which warnings a run prints (docs/diagnostics.md, "Controlling warnings"): the policy for
/// broken pulls, `--suppress`, `# vflc-ignore:` comments, `--strict` and `--max-warnings`, applied
/// in that order to one file's diagnostics. Errors are never dropped. `vflc lint` applies the same
/// policy to a Swift or Objective-C file, whose `// vflc-ignore:` comments its lexer finds.
struct WarningControl {
    /// The highest priority of a pull that is meant to lose: a written optional constraint at
    /// this priority or below (UIKit's `defaultLow`, the default content hugging) that the
    /// solution does not satisfy gives no `optional-constraint-broken` warning.
    static let pullPriority: Double = 250

    var suppressed: Set<String>
    var strict: Bool
    var maxWarnings: Int?

    /// The diagnostics to print, and how many warnings `--max-warnings` left out. `lineComments`
    /// says where each comment's text begins in a source file that is not `.vfl` (`nil`: a `.vfl`
    /// file, whose comments start at a line's first `#` or `//`).
    func apply(
        to diagnostics: [Diagnostic], file: SourceFile, systems: [ConstraintSystem], lineComments: [Int]? = nil
    ) -> (diagnostics: [Diagnostic], hidden: Int) {
        let comments =
            lineComments.map { Self.ignoreComments(in: file, commentTexts: $0) } ?? Self.ignoreComments(in: file)
        let pulls = Self.pullRanges(in: systems)
        var kept = comments.problems
        for diagnostic in diagnostics {
            if diagnostic.severity == .warning {
                let id = diagnostic.message.id
                if suppressed.contains(id) { continue }
                if id == DiagnosticID.optionalConstraintBroken.rawValue, let range = diagnostic.range,
                    pulls.contains(range)
                {
                    continue
                }
                if let range = diagnostic.range,
                    comments.ignored[file.location(of: range.start).line]?.contains(id) == true
                {
                    continue
                }
            }
            kept.append(diagnostic)
        }
        if strict {
            for index in kept.indices where kept[index].severity == .warning { kept[index].severity = .error }
        }
        guard let maxWarnings else { return (kept, 0) }
        var shown = 0
        var hidden = 0
        kept.removeAll { diagnostic in
            guard diagnostic.severity == .warning else { return false }
            if shown < maxWarnings {
                shown += 1
                return false
            }
            hidden += 1
            return true
        }
        return (kept, hidden)
    }

    /// The ranges of written optional constraints at `pullPriority` or below, and of no other
    /// optional constraint (a range that made constraints of both kinds still warns).
    static func pullRanges(in systems: [ConstraintSystem]) -> Set<SourceRange> {
        var low: Set<SourceRange> = []
        var high: Set<SourceRange> = []
        for system in systems {
            for constraint in system.constraints where constraint.origin.isWritten && !constraint.isRequired {
                if constraint.priority <= pullPriority {
                    low.insert(constraint.origin.range)
                } else {
                    high.insert(constraint.origin.range)
                }
            }
        }
        return low.subtracting(high)
    }

    /// The `vflc-ignore` comments of a `.vfl` file: by line, the ids a trailing
    /// `# vflc-ignore: ID[,ID]` (or `// vflc-ignore:`) silences there; and a warning for each id
    /// that names no diagnostic.
    static func ignoreComments(in file: SourceFile) -> (ignored: [Int: Set<String>], problems: [Diagnostic]) {
        // Most files have no such comment: one scan of the bytes says so.
        guard ByteSearch.contains(marker, in: file.bytes) else { return ([:], []) }
        var texts: [Int] = []
        for index in file.lineStarts.indices {
            let line = file.lineBytes(index + 1)
            // A comment starts at the first `#` or `//`: nothing else in a .vfl line contains them.
            var scan = line.startIndex
            while scan < line.endIndex {
                if line[scan] == UInt8(ascii: "#") {
                    texts.append(scan + 1)
                    break
                }
                if line[scan] == UInt8(ascii: "/"), scan + 1 < line.endIndex, line[scan + 1] == UInt8(ascii: "/") {
                    texts.append(scan + 2)
                    break
                }
                scan += 1
            }
        }
        return ignoreComments(in: file, commentTexts: texts)
    }

    private static let marker = Array("vflc-ignore:".utf8)

    /// The `vflc-ignore` comments among the comments whose text begins at `commentTexts` (each
    /// runs to the end of its line), as `ignoreComments(in:)` reads them.
    static func ignoreComments(
        in file: SourceFile, commentTexts: [Int]
    ) -> (ignored: [Int: Set<String>], problems: [Diagnostic]) {
        var ignored: [Int: Set<String>] = [:]
        var problems: [Diagnostic] = []
        guard !commentTexts.isEmpty, ByteSearch.contains(marker, in: file.bytes) else { return (ignored, problems) }
        let known = DiagnosticID.allCases.map(\.rawValue)
        for text in commentTexts {
            let lineNumber = file.location(of: text).line
            let line = file.lineBytes(lineNumber)
            guard text <= line.endIndex else { continue }
            var position = text
            while position < line.endIndex, line[position] == UInt8(ascii: " ") || line[position] == UInt8(ascii: "\t")
            {
                position += 1
            }
            guard line[position...].starts(with: marker) else { continue }
            position += marker.count
            var ids: Set<String> = []
            var wordStart = position
            func finishWord(at end: Int) {
                var start = wordStart
                var stop = end
                while start < stop, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
                while stop > start,
                    [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(line[stop - 1])
                {
                    stop -= 1
                }
                guard start < stop else { return }
                let id = String(decoding: line[start..<stop], as: UTF8.self)
                if known.contains(id) {
                    ids.insert(id)
                } else {
                    let notes = NameSuggestion.closest(to: id, in: known).map { [Diagnostic.Note.didYouMean($0)] } ?? []
                    problems.append(
                        .warning(.unknownDiagnosticID(id), at: SourceRange(start: start, end: stop), notes: notes))
                }
            }
            for offset in position..<line.endIndex where line[offset] == UInt8(ascii: ",") {
                finishWord(at: offset)
                wordStart = offset + 1
            }
            finishWord(at: line.endIndex)
            if !ids.isEmpty { ignored[lineNumber, default: []].formUnion(ids) }
        }
        return (ignored, problems)
    }
}
