import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct TerminalTests {
    @Test func colourNeedsATerminalAndNoNOCOLOR() {
        #expect(Terminal.wantsColor(environment: [:], isTerminal: true))
        #expect(Terminal.wantsColor(environment: ["TERM": "xterm"], isTerminal: true))
        #expect(!Terminal.wantsColor(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!Terminal.wantsColor(environment: [:], isTerminal: false))
    }

    /// no-color.org: an empty `NO_COLOR` does not disable colour; a dumb terminal gets none.
    @Test func emptyNOCOLORAndDumbTerminal() {
        #expect(Terminal.wantsColor(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!Terminal.wantsColor(environment: ["TERM": "dumb"], isTerminal: true))
        #expect(!Terminal.wantsColor(environment: ["TERM": "dumb", "NO_COLOR": ""], isTerminal: true))
    }

    @Test func colorOptionOverridesTheTerminal() {
        #expect(Terminal.colors(.always, automatic: false))
        #expect(!Terminal.colors(.never, automatic: true))
        #expect(Terminal.colors(.auto, automatic: true))
        #expect(!Terminal.colors(.auto, automatic: false))
        let always = Driver.run(arguments: ["/nonexistent.vfl", "--color", "always"])
        #expect(always.standardError.contains("\u{1B}["))
        let never = Driver.run(arguments: ["/nonexistent.vfl", "--color", "never"], coloredDiagnostics: true)
        #expect(!never.standardError.contains("\u{1B}["))
        let auto = Driver.run(arguments: ["/nonexistent.vfl"], coloredDiagnostics: true)
        #expect(auto.standardError.contains("\u{1B}["))
    }

    @Test func realEnvironmentIsConsulted() {
        // Whatever the test runner's stderr is, with no terminal there is never colour.
        #expect(!Terminal.wantsColor(isTerminal: false))
        #expect(Terminal.stderrIsTerminal() == (isatty(STDERR_FILENO) != 0))
    }
}
