/// `--diagnostics-format json`: one JSON object per diagnostic per line, for editors and CI:
///
///     {"severity":"error","id":"unknown-metric","file":"a.vfl","line":3,"column":5,"endLine":3,
///      "endColumn":11,"message":"unknown metric 'pading'","notes":[{"message":"did you mean 'padding'?",
///      "line":1,"column":9}]}
package enum DiagnosticJSON {
    package static func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        render(diagnostic, fileName: file.name, file: file)
    }

    /// A diagnostic with no source position: about a file as a whole (`fileName`, e.g. an input
    /// that cannot be read) or about none (a usage error: no `file` key).
    package static func render(_ diagnostic: Diagnostic, fileName: String?) -> String {
        render(diagnostic, fileName: fileName, file: nil)
    }

    /// A `--check` difference (`golden-differs`): the diagnostic about the golden file, with the
    /// unified diff whole under `"diff"` (a note would be shortened).
    package static func render(_ diagnostic: Diagnostic, fileName: String, diff: String) -> String {
        render(diagnostic, fileName: fileName, file: nil, diff: diff)
    }

    private static func render(
        _ diagnostic: Diagnostic, fileName: String?, file: SourceFile?, diff: String? = nil
    ) -> String {
        var text = "{\"severity\":\(JSONText.quoted(diagnostic.severity.rawValue))"
        text += ",\"id\":\(JSONText.quoted(diagnostic.message.id))"
        if let fileName { text += ",\"file\":\(JSONText.quoted(fileName))" }
        if let file { text += position(diagnostic.range, in: file, withEnd: true) }
        text += ",\"message\":\(JSONText.quoted(diagnostic.message.text))"
        text += ",\"notes\":["
        text += diagnostic.notes.map { note in
            "{\"message\":\(JSONText.quoted(note.message))"
                + (file.map { position(note.range, in: $0, withEnd: false) } ?? "") + "}"
        }.joined(separator: ",")
        text += "]"
        if let diff { text += ",\"diff\":\(JSONText.quoted(diff))" }
        return text + "}\n"
    }

    private static func position(_ range: SourceRange?, in file: SourceFile, withEnd: Bool) -> String {
        guard let range else { return "" }
        let start = file.location(of: range.start)
        var text = ",\"line\":\(start.line),\"column\":\(start.column)"
        if withEnd {
            let end = file.location(of: range.end)
            text += ",\"endLine\":\(end.line),\"endColumn\":\(end.column)"
        }
        return text
    }
}
