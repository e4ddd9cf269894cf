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
        #expect(!Terminal.wantsColor(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!Terminal.wantsColor(environment: [:], isTerminal: false))
    }

    @Test func realEnvironmentIsConsulted() {
        // Whatever the test runner's stderr is, with no terminal there is never colour.
        #expect(!Terminal.wantsColor(isTerminal: false))
        #expect(Terminal.stderrIsTerminal() == (isatty(STDERR_FILENO) != 0))
    }
}
