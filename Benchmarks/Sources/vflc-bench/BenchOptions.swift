import VFL
import VFLDriver
import VFLSyntax

/// `vflc-bench`'s own flags; everything else is passed to vflc's `CommandLineOptions.parse`,
/// so a file is benchmarked with exactly the options it would be compiled with.
struct BenchOptions {
    /// Timed repetitions of the whole pipeline (fewer when one takes long; see `budget`).
    var repeats = 5
    /// Seconds the repetitions may take together: after the first, only as many more as fit.
    var budget = 60.0
    /// Also time this many fresh engines (build + solve), one per environment: the sweep's baseline.
    var fresh = 0
    /// Also time `Compiler.compile`, the whole pipeline with its diagnostics, as `vflc` runs it.
    var compile = false
    /// Write the IR of the first environment here, then stop before solving (for `kiwi_compare.py`).
    var emitIR: String?
    /// Write the last repetition's output here.
    var emitOutput: String?
    /// The arguments left for vflc.
    var vflcArguments: [String] = []

    static let usage = """
        usage: vflc-bench FILE.vfl [vflc options] [--repeat K] [--budget SECONDS] [--fresh M]
                          [--compile] [--emit-ir PATH] [--emit-output PATH]
               vflc-bench --xml [MEGABYTES | FILE]
        """

    static func parse(_ arguments: [String]) -> Result<BenchOptions, UsageError> {
        var options = BenchOptions()
        var index = 0
        func value(_ flag: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else { return .failure(UsageError("missing value for '\(flag)'")) }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--repeat", "--budget", "--fresh":
                guard case .success(let text) = value(argument), let number = Double(text), number >= 0 else {
                    return .failure(UsageError("'\(argument)' needs a non-negative number"))
                }
                switch argument {
                case "--repeat": options.repeats = max(1, Int(number))
                case "--budget": options.budget = number
                default: options.fresh = Int(number)
                }
            case "--compile": options.compile = true
            case "--emit-ir", "--emit-output":
                guard case .success(let path) = value(argument) else {
                    return .failure(UsageError("'\(argument)' needs a path"))
                }
                if argument == "--emit-ir" { options.emitIR = path } else { options.emitOutput = path }
            default: options.vflcArguments.append(argument)
            }
            index += 1
        }
        return .success(options)
    }
}
