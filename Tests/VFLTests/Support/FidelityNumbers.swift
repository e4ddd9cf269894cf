import Foundation

/// The UIKit numbers the independent checkers use, read at test time from the table under
/// `## The numbers, as the tests read them` in docs/fidelity.md (`| key | value | where it comes
/// from |`), so that a checker never repeats a number from vflc's sources: a wrong number in the
/// compiler shows up as a disagreement with the sourced table.
struct FidelityNumbers: Equatable {
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    static let heading = "## The numbers, as the tests read them"

    /// Every key of the table with its value.
    let values: [String: Double]

    /// The keys a checker needs; a table without one of them is an error, not a default.
    static let requiredKeys = [
        "root.margin.compact", "root.margin.regular", "view.margin", "stack.margin", "readable.width",
        "system.spacing", "standard.sibling", "standard.superview",
    ]

    /// The table of docs/fidelity.md, read once per test process.
    static let current: FidelityNumbers = {
        // From this file's own path (Tests/VFLTests/Support/…), so the fuzz build, which has no
        // TestSupport, reads the same table.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("docs/fidelity.md")
        do {
            return try parse(try String(contentsOf: url, encoding: .utf8))
        } catch {
            fatalError("docs/fidelity.md: \(error)")
        }
    }()

    /// The rows of the table in the section headed `heading` (up to the next `## ` heading).
    static func parse(_ markdown: String) throws -> FidelityNumbers {
        var inSection = false
        var sawHeader = false
        var values: [String: Double] = [:]
        for rawLine in markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("## ") {
                inSection = line == heading
                continue
            }
            guard inSection, line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { throw ParseError(description: "a row without three cells: \(line)") }
            if !sawHeader {
                guard cells.prefix(3).map({ $0.lowercased() }) == ["key", "value", "where it comes from"] else {
                    throw ParseError(description: "the table's header is not | key | value | where it comes from |")
                }
                sawHeader = true
                continue
            }
            if cells[0].allSatisfy({ $0 == "-" || $0 == ":" }) { continue }
            let key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            guard let value = Double(cells[1]), value.isFinite else {
                throw ParseError(description: "\(key): '\(cells[1])' is not a number")
            }
            guard !cells[2].isEmpty else { throw ParseError(description: "\(key) has no source") }
            guard values.updateValue(value, forKey: key) == nil else {
                throw ParseError(description: "\(key) appears twice")
            }
        }
        guard sawHeader else { throw ParseError(description: "no table under '\(heading)'") }
        for key in requiredKeys where values[key] == nil {
            throw ParseError(description: "the table has no \(key)")
        }
        return FidelityNumbers(values: values)
    }

    private func number(_ key: String) -> Double {
        guard let value = values[key] else { preconditionFailure("parse checked \(key)") }
        return value
    }

    var viewMargin: Double { number("view.margin") }
    var stackMargin: Double { number("stack.margin") }
    var readableWidth: Double { number("readable.width") }
    var systemSpacing: Double { number("system.spacing") }
    var standardSibling: Double { number("standard.sibling") }
    var standardSuperview: Double { number("standard.superview") }
    /// The root's top and bottom system minimum (0 when the table does not say).
    var rootVerticalMargin: Double { values["root.margin.vertical"] ?? 0 }

    /// The root's system minimum side margin: `root.margin.regular` from `root.margin.wide.from`
    /// points wide when the table has that key, else by the horizontal size class.
    func rootSideMargin(regularWidth: Bool, screenWidth: Double?) -> Double {
        if regularWidth { return number("root.margin.regular") }
        if let from = values["root.margin.wide.from"], let screenWidth, screenWidth >= from {
            return number("root.margin.regular")
        }
        return number("root.margin.compact")
    }
}
