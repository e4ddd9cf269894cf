import Testing

@testable import VFLLint
@testable import VFLSyntax

/// Lint and the `.vfl` parser agree on every format (`LintAgreement`): hand-picked ones, and
/// random strings of VFL's own tokens, which reach the grammar's corners more often than bytes.
@Suite struct LintAgreementTests {
    static let tokens = [
        "H:", "V:", "|", "[", "]", "(", ")", "-", "@", "==", ">=", "<=", ",", "a", "b", "view1", "10", "0.5", " ",
        "=", "<", ">", "x", "1e3", ".", ":", "*", "+", "!", "$", "-8-", "[a]", "[b(>=20@750)]", "|-", "-|", "@1000",
        "_", "9", "é", " options:", "alignAllTop",
    ]

    @Test func handPickedFormatsAgree() {
        for format in [
            "H:|-[a]-[b]-|", "V:[a(==b)]", "H:|-[a", "H:|-[a]-", "H:[a]--[b]", "H:|[a(>=10,<=20@750)]|", "H:[a(]",
            "H:|-(-8)-[a]", "H:[a]-(>=8@999)-[b]", "V:|[a]|[b]", "H:", "H:[]", "H:[a(@750)]", "H:|-8-8-[a]",
        ] {
            #expect(LintAgreement.disagreement(format) == nil)
        }
        // Errors are found at all, and where they are.
        #expect(LintAgreement.vflVerdict("H:|-[a").column == 7)
        #expect(LintAgreement.lintVerdict("H:|-[a", language: .swift) == LintAgreement.vflVerdict("H:|-[a"))
        #expect(LintAgreement.vflVerdict("H:|-[a]-|") == LintAgreement.Verdict())
    }

    /// A `.vfl` options clause is not VFL: lint reports it in code, where the `.vfl` parser reads
    /// it as the statement's options (the one difference by design).
    @Test func anOptionsClauseIsAnErrorOnlyInCode() {
        let format = "H:|-[clock] options: directionLeftToRight"
        #expect(LintAgreement.vflVerdict(format) == LintAgreement.Verdict())
        let swift = LintAgreement.lintVerdict(format, language: .swift)
        #expect(swift.message?.contains("cannot hold 'options:'") == true)
        #expect(swift == LintAgreement.lintVerdict(format, language: .objectiveC))
        #expect(LintAgreement.disagreement(format) == nil)
        // Blanks before the colon are the same clause (found by the lint fuzzer).
        let spaced = "H:[cancen(50)]-| options : alignAllBottom)]-| opV:[tci"
        #expect(LintAgreement.hasOptionsClause(spaced) && !LintAgreement.hasOptionsClause("H:[options]"))
        #expect(LintAgreement.disagreement(spaced) == nil)
    }

    @Test func bytesBecomeAFormatLine() {
        #expect(LintAgreement.format(from: Array("[a]".utf8)) == "H:[a]")
        #expect(LintAgreement.format(from: Array("V:[a]\"\\#/\n".utf8)) == "V:[a]     ")
    }

    @Test func randomTokenStringsAgree() {
        var generator = SeededGenerator(seed: 32)
        var disagreements: [String] = []
        var errors = 0
        for _ in 0..<3000 {
            let count = Int.random(in: 1...12, using: &generator)
            let body = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }.joined()
            let format = LintAgreement.format(from: Array(body.utf8))
            if LintAgreement.vflVerdict(format).message != nil { errors += 1 }
            if let disagreement = LintAgreement.disagreement(format) { disagreements.append(disagreement) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20).joined(separator: "\n"))")
        #expect(errors > 300, "the strings reach errors: \(errors)")
    }
}
