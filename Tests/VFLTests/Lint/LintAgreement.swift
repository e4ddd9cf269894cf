import VFLLint
import VFLSyntax

/// One format string judged twice: by `vflc lint`, embedded in a Swift call and in an
/// Objective-C message (with `metrics:` and `views:` given as parameters, so lint checks the
/// grammar and leaves the names alone), and by the `.vfl` parser, as a line of a `.vfl` file.
/// They must agree on the first error: none in all three, or the same message at the same column
/// of the format (lint's column in the source, less where the literal starts).
///
/// No Foundation: `Tests/Fuzz/run.sh` also compiles this file into the lint fuzz target.
enum LintAgreement {
    struct Verdict: Equatable, CustomStringConvertible {
        /// The first error's message, or `nil` when there is none.
        var message: String?
        /// Its column in the format, 1-based.
        var column: Int?

        var description: String { message.map { "\($0) at column \(column ?? 0)" } ?? "no error" }
    }

    /// A format from arbitrary bytes: printable ASCII without the characters that would end or
    /// escape the literal in code or start a comment in a `.vfl` file (`"`, `\`, `#`, `/`), each
    /// replaced by a space, and with an orientation (`H:`) unless it has one, so the `.vfl` line is
    /// a format string and not another statement.
    static func format(from bytes: [UInt8]) -> String {
        var text = bytes.prefix(200).map { byte -> Character in
            guard byte >= 0x20, byte < 0x7F, !"\"\\#/".utf8.contains(byte) else { return " " }
            return Character(UnicodeScalar(byte))
        }
        if !(text.starts(with: ["H", ":"]) || text.starts(with: ["V", ":"])) { text = ["H", ":"] + text }
        return String(text)
    }

    /// The `.vfl` parser's first error on the format as a line of a file.
    static func vflVerdict(_ format: String) -> Verdict {
        let file = SourceFile(name: "f.vfl", text: format + "\n")
        let (_, diagnostics) = Parser.parse(file)
        guard let error = diagnostics.first(where: { $0.severity == .error }) else { return Verdict() }
        return Verdict(message: error.message.text, column: error.range.map { file.location(of: $0.start).column })
    }

    static let swiftPrefix = "    let c = NSLayoutConstraint.constraints(withVisualFormat: \""
    static let objectiveCPrefix = "    NSArray *c = [NSLayoutConstraint constraintsWithVisualFormat:@\""

    /// Lint's first error on the format in a call on line 2 of a Swift or Objective-C file.
    static func lintVerdict(_ format: String, language: SourceLanguage) -> Verdict {
        let prefix: String
        let text: String
        switch language {
        case .swift:
            prefix = swiftPrefix
            text =
                "func f(metrics: [String: Any], views: [String: Any]) {\n" + prefix + format
                + "\", options: [], metrics: metrics, views: views)\n}\n"
        case .objectiveC:
            prefix = objectiveCPrefix
            text =
                "- (void)f:(NSDictionary *)views metrics:(NSDictionary *)metrics {\n" + prefix + format
                + "\" options:0 metrics:metrics views:views];\n}\n"
        }
        let file = SourceFile(name: language == .swift ? "f.swift" : "f.m", text: text)
        let report = Linter().lint(file, language: language)
        guard let error = report.diagnostics.first(where: { $0.severity == .error }) else { return Verdict() }
        guard let range = error.range else { return Verdict(message: error.message.text, column: nil) }
        let location = file.location(of: range.start)
        return Verdict(
            message: error.message.text,
            column: location.line == 2 ? location.column - prefix.utf8.count : -location.line)
    }

    /// `nil` when lint (in both languages) and the `.vfl` parser agree on `format`, else what differs.
    ///
    /// One difference is by design: `options:` ends a `.vfl` format statement and starts its
    /// options, but UIKit's format has no such clause, so lint reports it as an error (its options
    /// go in the call's `options:` argument). For those formats the two lint verdicts must agree,
    /// and be an error, and the `.vfl` verdict is not compared.
    /// Whether `format` holds `options:` as the `.vfl` parser reads it: the word, any blanks, a colon
    /// (`options :` too — the lint fuzzer found that a bare `contains("options:")` missed it).
    static func hasOptionsClause(_ format: String) -> Bool {
        let characters = Array(format.utf8)
        let word = Array("options".utf8)
        var index = 0
        while index + word.count <= characters.count {
            if characters[index..<(index + word.count)].elementsEqual(word) {
                var after = index + word.count
                while after < characters.count, characters[after] == UInt8(ascii: " ") || characters[after] == 9 {
                    after += 1
                }
                if after < characters.count, characters[after] == UInt8(ascii: ":") { return true }
            }
            index += 1
        }
        return false
    }

    static func disagreement(_ format: String) -> String? {
        let vfl = vflVerdict(format)
        let swift = lintVerdict(format, language: .swift)
        let objectiveC = lintVerdict(format, language: .objectiveC)
        if Self.hasOptionsClause(format) {
            guard swift != objectiveC || swift.message == nil else { return nil }
        } else {
            guard vfl != swift || vfl != objectiveC else { return nil }
        }
        return "format \(format): .vfl \(vfl); lint Swift \(swift); lint Objective-C \(objectiveC)"
    }
}
