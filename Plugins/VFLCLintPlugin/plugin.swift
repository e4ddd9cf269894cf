import Foundation
import PackagePlugin

/// `swift package vflc-lint [OPTIONS] [PATH...]`: runs `vflc lint` over the package's source
/// targets (or the paths given), printing diagnostics in swiftc's format (docs/lint.md).
@main
struct VFLCLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "vflc")
        var lintArguments = ["lint"] + arguments
        let namesAPath = arguments.contains { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) }
        if !namesAPath {
            let directories = context.package.targets.compactMap {
                ($0 as? SourceModuleTarget)?.directoryURL.path(percentEncoded: false)
            }
            let packageDirectory = context.package.directoryURL.path(percentEncoded: false)
            lintArguments += directories.isEmpty ? [packageDirectory] : directories
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = lintArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw LintFailed(status: process.terminationStatus)
        }
    }
}

struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "vflc lint exited with status \(status)" }
}
