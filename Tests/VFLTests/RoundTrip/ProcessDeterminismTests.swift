import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Output is byte-for-byte identical across runs (docs/json.md). Swift seeds hashing per process,
/// so this runs the built `vflc` twice as separate processes on every example and on random
/// programs, in every format, and compares standard output, standard error and the exit status;
/// and checks the process prints exactly what `Driver.run` returns in-process.
@Suite struct ProcessDeterminismTests {
    static let examples = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "vfl")
    static let formats = CommandLineOptions.OutputFormat.allCases.map(\.rawValue)

    @Test func theExecutableIsFound() throws {
        let executable = try VFLCProcess.locate()
        let directory = try IRRoundTripTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let version = try VFLCProcess.run(executable, ["--version"], in: directory)
        #expect(version.status == 0)
        #expect(
            String(decoding: version.standardOutput, as: UTF8.self) == CommandLineOptions.version + "\n",
            "\(executable.path) is not this package's vflc, or is stale")
    }

    @Test(arguments: examples)
    func exampleIsByteIdenticalAcrossProcesses(_ example: URL) throws {
        let executable = try VFLCProcess.locate()
        let directory = try IRRoundTripTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try String(contentsOf: example, encoding: .utf8)
        let sweep = ["--device", "iphone4s,iphone6plus,ipad", "--landscape", "--scale", "3"]
        for arguments in [TestSupport.headerArguments(of: source), sweep] {
            for format in Self.formats {
                try Self.expectIdentical(executable, [example.path] + arguments + ["--format", format], in: directory)
            }
        }
    }

    /// Random programs, many of them ambiguous (the solver picks among many solutions: the case
    /// where iterating a hash map would show) or unsatisfiable (diagnostics naming conflict sets).
    @Test func randomProgramsAreByteIdenticalAcrossProcesses() throws {
        let executable = try VFLCProcess.locate()
        let directory = try IRRoundTripTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var statuses: [Int32: Int] = [:]
        for seed in UInt64(1000)..<1030 {
            let program = RandomVFLProgram.make(seed: seed)
            let path = directory.appendingPathComponent("random\(seed).vfl").path
            try program.text.write(toFile: path, atomically: false, encoding: .utf8)
            for format in Self.formats {
                let status = try Self.expectIdentical(
                    executable, [path] + program.arguments + ["--format", format], in: directory)
                statuses[status, default: 0] += 1
            }
        }
        // Both outcomes are exercised: layouts and rejected programs.
        #expect(statuses[0, default: 0] > 0 && statuses[65, default: 0] > 0, "\(statuses)")
    }

    /// Many views the constraints leave free, and a conflict among many: the solver's choices
    /// and the conflict explanation are where hash order would leak.
    @Test func underdeterminedAndConflictingLayoutsAreByteIdentical() throws {
        let executable = try VFLCProcess.locate()
        let directory = try IRRoundTripTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = (0..<40).map { "view\($0)" }
        var loose = "H:|-(>=0)-[" + names.joined(separator: "(>=10)]-(>=0)-[") + "(>=10)]-(>=0)-|\n"
        loose += names.map { "V:|-(>=0)-[\($0)(<=50)]-(>=0)-|\n" }.joined()
        loose += "view0.width == view1.width @500\nview7.centerY == 0.5 * view3.centerY @250\n"
        var conflicting = "H:|-[" + names.joined(separator: "(10)]-[") + "(10)]-|\n"
        conflicting += names.map { "V:|[\($0)]|\n" }.joined()
        for (name, text) in [("loose.vfl", loose), ("conflicting.vfl", conflicting)] {
            let path = directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            for format in Self.formats {
                for size in [["--width", "300", "--height", "200"], []] {
                    try Self.expectIdentical(executable, [path] + size + ["--format", format], in: directory)
                }
            }
        }
    }

    /// Runs vflc twice as processes; both runs and the in-process driver must agree byte for byte.
    @discardableResult
    static func expectIdentical(
        _ executable: URL, _ arguments: [String], in directory: URL,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Int32 {
        let first = try VFLCProcess.run(executable, arguments, in: directory)
        let second = try VFLCProcess.run(executable, arguments, in: directory)
        let command = "vflc " + arguments.joined(separator: " ")
        #expect(!first.crashed && !second.crashed, "\(command) crashed", sourceLocation: sourceLocation)
        #expect(
            first.status == second.status, "\(command): exit \(first.status) then \(second.status)",
            sourceLocation: sourceLocation)
        #expect(
            first.standardOutput == second.standardOutput, "\(command): standard output differs between runs",
            sourceLocation: sourceLocation)
        #expect(
            first.standardError == second.standardError, "\(command): standard error differs between runs",
            sourceLocation: sourceLocation)
        let inProcess = Driver.run(arguments: arguments)
        #expect(inProcess.status == first.status, "\(command)", sourceLocation: sourceLocation)
        #expect(
            Data(inProcess.standardOutput.utf8) == first.standardOutput, "\(command): the process printed other output",
            sourceLocation: sourceLocation)
        #expect(
            Data(inProcess.standardError.utf8) == first.standardError,
            "\(command): the process printed other diagnostics",
            sourceLocation: sourceLocation)
        if first.status != 0 { #expect(first.standardOutput.isEmpty, "\(command)", sourceLocation: sourceLocation) }
        return first.status
    }
}
