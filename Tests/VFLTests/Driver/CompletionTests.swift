import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// The shell completions in docs/completions stay in step with the tool: every device name of
/// the whole table (aliases included), every option, the `lint` subcommand, and for `--suppress`
/// exactly the ids of warnings (the only ones it takes).
@Suite struct CompletionTests {
    static let files = ["vflc.bash", "vflc.zsh", "vflc.fish"]

    private static func text(_ name: String) -> String {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/completions/" + name)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// The words of `text`: runs of the characters names, ids and options are made of.
    private static func words(_ text: String) -> Set<String> {
        Set(
            text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map { String($0.drop { $0 == "-" }) }
        )
    }

    @Test(arguments: files)
    func offersEveryDevice(_ file: String) {
        let words = Self.words(Self.text(file))
        #expect(!words.isEmpty)
        for name in Device.allNames {
            #expect(words.contains(name), "\(file) does not offer the device '\(name)'")
        }
    }

    @Test(arguments: files)
    func offersEveryOptionAndLint(_ file: String) {
        let words = Self.words(Self.text(file))
        #expect(words.contains("lint"), "\(file) does not offer 'vflc lint'")
        let options = Array(CommandLineOptions.valueOptions.keys) + Array(CommandLineOptions.flagOptions)
        for option in options {
            #expect(words.contains(String(option.dropFirst(2))), "\(file) does not offer '\(option)'")
        }
    }

    /// `--suppress` takes only the ids of warnings: the completions offer each of them and no other id.
    @Test(arguments: files)
    func suppressOffersTheWarnings(_ file: String) {
        let words = Self.words(Self.text(file))
        for id in DiagnosticID.allCases {
            if id.severity == .warning {
                #expect(words.contains(id.rawValue), "\(file) does not offer '--suppress \(id.rawValue)'")
            } else if id.rawValue.contains("-") {
                #expect(!words.contains(id.rawValue), "\(file) offers '--suppress \(id.rawValue)', an \(id.severity)")
            }
        }
    }
}
