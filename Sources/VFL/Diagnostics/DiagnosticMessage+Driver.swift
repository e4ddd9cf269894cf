/// Messages of the driver itself.
extension DiagnosticMessage {
    /// After `DriverRun.maximumDiagnosticsShown` diagnostics of one file, the rest are counted,
    /// not printed (as clang's error limit does), so a generated file with a million problems
    /// gives a readable report in bounded time and memory.
    static func diagnosticsNotShown(_ count: Int) -> DiagnosticMessage {
        DiagnosticMessage(id: "diagnostics-not-shown", "\(count) more diagnostic\(count == 1 ? "" : "s") not shown")
    }
}
