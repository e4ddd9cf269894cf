// libFuzzer target for `vflc lint`: each input becomes a format string (LintAgreement.format),
// embedded in a Swift call and an Objective-C message and linted, and parsed as a line of a .vfl
// file; lint (in both languages) and the .vfl checker must agree on its first error, message
// and column. The raw input is also linted as a whole Swift and Objective-C file, which must
// never crash. Not a SwiftPM target: Tests/Fuzz/run.sh compiles it with the library targets and
// Tests/VFLTests/Lint/LintAgreement.swift using `swiftc -sanitize=fuzzer,address -parse-as-library`.
import VFLLint
import VFLSyntax

private let maximumInputSize = 16 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size <= maximumInputSize else { return -1 }
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let format = LintAgreement.format(from: bytes)
    if let disagreement = LintAgreement.disagreement(format) {
        fatalError("fuzz invariant failed: lint and the .vfl checker disagree: \(disagreement)")
    }
    var sink = 0
    for language in [SourceLanguage.swift, .objectiveC] {
        let report = Linter().lint(SourceFile(name: "fuzz", bytes: bytes), language: language)
        sink &+= report.diagnostics.count &+ report.events.count
    }
    if sink == -1 { print("") }
    return 0
}
