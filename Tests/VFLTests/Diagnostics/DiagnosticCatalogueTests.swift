import Foundation
import Testing

@testable import VFLSyntax

/// Diagnostic ids are a public interface: each is kebab-case, distinct, and documented with an
/// example in `docs/diagnostics.md`. A message can only be made with a `DiagnosticID`, so a new
/// message cannot skip this check.
@Suite struct DiagnosticCatalogueTests {
    static let documentation: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)) ?? ""
    }()

    /// The ids in the first column of the documentation's tables.
    static var documentedIDs: [String] {
        documentation.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func idsAreKebabCase() {
        for id in DiagnosticID.allCases.map(\.rawValue) {
            let words = id.split(separator: "-", omittingEmptySubsequences: false)
            let isKebab = words.allSatisfy { word in
                !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
            }
            #expect(isKebab, "\(id)")
        }
    }

    @Test func idsAreDistinct() {
        let ids = DiagnosticID.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
    }

    @Test func everyIDIsDocumented() {
        #expect(!Self.documentation.isEmpty)
        let documented = Set(Self.documentedIDs)
        for id in DiagnosticID.allCases.map(\.rawValue) {
            #expect(documented.contains(id), "\(id) is missing from docs/diagnostics.md")
        }
    }

    @Test func documentationListsOnlyRealIDsOnce() {
        let documented = Self.documentedIDs
        #expect(Set(documented).count == documented.count)
        for id in documented {
            #expect(DiagnosticID(rawValue: id) != nil, "docs/diagnostics.md lists unknown id \(id)")
        }
    }

    /// Each id's severity (`DiagnosticID.severity`, which `--suppress` and `Diagnostic`'s
    /// initializer rely on) is the one docs/diagnostics.md gives: its `severity` column, a
    /// `(warning)` beside the id, or an error in the tables of errors without that column.
    @Test func severitiesAreTheDocumentedOnes() {
        var checked = 0
        for line in Self.documentation.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let id = Self.documentedIDs(in: String(line)).first, let catalogued = DiagnosticID(rawValue: id)
            else {
                continue
            }
            let documented: Diagnostic.Severity =
                Diagnostic.Severity(rawValue: cells[2]) ?? (cells[1].contains("(warning)") ? .warning : .error)
            #expect(catalogued.severity == documented, "\(id)")
            checked += 1
        }
        #expect(checked == DiagnosticID.allCases.count)
    }

    private static func documentedIDs(in line: String) -> [String] {
        line.dropFirst(3).split(separator: "`", maxSplits: 1).first.map { [String($0)] } ?? []
    }

    @Test func messagesCarryTheirIDs() {
        #expect(DiagnosticMessage.unknownOrientation("h:").id == "unknown-orientation")
        #expect(DiagnosticMessage.expected("']'", after: "view name").id == "expected")
        #expect(DiagnosticMessage.invalidUTF8.id == "invalid-utf8")
        #expect(DiagnosticMessage.unknownMetric("pading").id == "unknown-metric")
        #expect(DiagnosticMessage.unsatisfiable(container: "375 × fitting").id == "unsatisfiable")
    }

    @Test func didYouMeanIsOnePhrase() {
        #expect(Diagnostic.Note.didYouMean("padding").message == "did you mean 'padding'?")
        #expect(Diagnostic.Note.didYouMeanText("--width") == "did you mean '--width'?")
    }
}
