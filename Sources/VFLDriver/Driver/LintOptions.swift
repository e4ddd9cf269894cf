import VFL
import VFLInterfaceBuilder
import VFLLint

/// `vflc lint`'s command line (docs/lint.md): `vflc lint [--format-call NAME:LABEL]... [--verbose]
/// [--extract] [--devices LIST] [--stored] [--strict] [--suppress IDS] [--max-warnings N]
/// [--color WHEN] [--diagnostics-format text|json] FILE...`. The reporting options read their values as `vflc`
/// does (`CommandLineOptions.reportingValue`, `suppressedIDs`, `warningLimit`).
struct LintOptions: Equatable {
    var inputs: [String] = []
    var formatCalls: [FormatCallName] = []
    var verbose = false
    var extract = false
    var strict = false
    var diagnosticsFormat: CommandLineOptions.DiagnosticsFormat = .text
    var color: CommandLineOptions.ColorMode = .auto
    /// `--suppress`: diagnostic ids whose warnings are dropped.
    var suppressed: Set<String> = []
    /// `--max-warnings`: the most warnings printed per file, then a summary line.
    var maxWarnings: Int?
    var showHelp = false
    /// `--devices`: the devices (vflc's names) every scene of a storyboard or xib is also laid
    /// out on, besides the document's own.
    var devices: [String] = []
    /// `--stored`: a storyboard's or xib's views away from their stored frames are warnings.
    var stored = false

    /// The warning policy these options ask for, as `vflc` applies it to `.vfl` files.
    var warningControl: WarningControl {
        WarningControl(suppressed: suppressed, strict: strict, maxWarnings: maxWarnings)
    }

    /// `--no-config`: do not read a `.vflc-lint` file.
    var readsConfiguration = true

    /// Whether the arguments ask for no configuration file (`--no-config` before any `--`).
    static func skipsConfiguration(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--no-config")
    }

    /// Parses the arguments after `lint`, over `defaults` (a configuration file's options).
    /// With `configuration`, the arguments are a configuration file's: options only.
    static func parse(
        _ arguments: [String], over defaults: LintOptions = LintOptions(), configuration: Bool = false
    ) -> Result<LintOptions, UsageError> {
        var options = defaults
        var index = 0
        var optionsEnded = false
        func value(_ name: String, _ inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError("missing value for '\(name)'") }
            return arguments[index]
        }
        do throws(UsageError) {
            while index < arguments.count {
                let argument = arguments[index]
                defer { index += 1 }
                if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                    if configuration {
                        throw UsageError("a configuration file takes options only, not '\(argument)'")
                    }
                    options.inputs.append(argument)
                    continue
                }
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let name = parts[0]
                let inline = parts.count == 2 ? parts[1] : nil
                switch name {
                case "--": optionsEnded = true
                case "--help", "-h": options.showHelp = true
                case "--verbose": options.verbose = true
                case "--extract": options.extract = true
                case "--strict": options.strict = true
                case "--no-config": options.readsConfiguration = false
                case "--stored": options.stored = true
                case "--devices":
                    for entry in try value(name, inline).split(separator: ",", omittingEmptySubsequences: false) {
                        // Interface Builder's device ids (`retina6_12`) name vflc's devices too.
                        let entry = InterfaceBuilderDevice.vflcName(for: String(entry)) ?? String(entry)
                        guard let device = Device.named(entry) else {
                            throw UsageError(CommandLineOptions.unknownDeviceMessage(entry))
                        }
                        if !options.devices.contains(device.name) { options.devices.append(device.name) }
                    }
                case "--format-call":
                    let text = try value(name, inline)
                    guard let call = FormatCallName(parsing: text) else {
                        throw UsageError(
                            "invalid value '\(text)' for '--format-call': expected NAME:LABEL or NAME:POSITION")
                    }
                    options.formatCalls.append(call)
                case "--diagnostics-format", "--color", "--suppress", "--max-warnings":
                    let text = try value(name, inline)
                    let placeholder = CommandLineOptions.valueOptions[name] ?? ""
                    let invalid = { (why: String) in
                        UsageError("invalid value '\(text)' for '\(name) \(placeholder)': \(why)")
                    }
                    switch name {
                    case "--diagnostics-format":
                        options.diagnosticsFormat = try CommandLineOptions.reportingValue(text, invalid: invalid)
                    case "--color": options.color = try CommandLineOptions.reportingValue(text, invalid: invalid)
                    case "--suppress":
                        options.suppressed.formUnion(try CommandLineOptions.suppressedIDs(text, invalid: invalid))
                    default: options.maxWarnings = try CommandLineOptions.warningLimit(text, invalid: invalid)
                    }
                default:
                    throw UsageError("unknown option '\(argument)' for 'vflc lint'")
                }
            }
            if options.showHelp || configuration { return .success(options) }
            if options.inputs.isEmpty { throw UsageError("'vflc lint' needs a file or directory") }
            if options.inputs.contains("-") { throw UsageError("'vflc lint' reads files, not standard input") }
            return .success(options)
        } catch {
            return .failure(error)
        }
    }

    static let helpText = """
        OVERVIEW: Check the visual format strings in Swift and Objective-C sources, and the
        layouts of storyboards and xibs.

        Finds NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:) in Swift and
        [NSLayoutConstraint constraintsWithVisualFormat:options:metrics:views:] in Objective-C,
        and checks each literal format as UIKit does at run time: its grammar, its options against
        its axis, and its names against the views: and metrics: dictionaries. Lays out every scene
        of a .storyboard or .xib on the document's own device (and on each of --devices) and
        reports unsatisfiable (error) and ambiguous (warning) layouts at the XML line:col; a
        scene with baselines, which need font metrics, is skipped.

        USAGE: vflc lint [<options>] <file> ...

        ARGUMENTS:
          <file>                  .swift, .m, .mm, .storyboard and .xib files; directories
                                  are searched recursively; other files are skipped.

        OPTIONS:
          --format-call <name:label>
                                  Also check calls of the wrapper NAME whose LABEL argument
                                  is a format (Swift: '_' for an unlabelled first argument;
                                  a number N: the Nth argument, or selector part).
          --verbose               List every call found and every call skipped, with why,
                                  and every scene skipped for its baselines.
          --extract               Print each literal format as a .vfl statement with a
                                  '# from FILE:LINE' comment and its metrics, instead of
                                  checking.
          --devices <name[,name...]>
                                  Also lay out every scene of a storyboard or xib on these
                                  devices (vflc's names or Interface Builder's ids, such as
                                  retina6_12); a diagnostic found on some layouts only names
                                  them, as in '(iphonese3)'.
          --stored                Warn about a storyboard's or xib's views more than 0.5
                                  point away from the frames Xcode stored ('misplaced').
          --strict                Treat warnings as errors.
          --suppress <id[,id...]> Drop the warnings with these diagnostic ids; a trailing
                                  '// vflc-ignore: ID[,ID]' comment drops them on its line.
          --max-warnings <n>      Print at most n warnings per file, then how many more.
          --color <when>          Colour diagnostics: auto (default), always or never.
          --diagnostics-format <format>
                                  text (default) or json (one JSON object per line).
          --no-config             Do not read the options of a '.vflc-lint' file in the
                                  working directory or a directory above it.
          -h, --help              Show help information.

        After the files, a note on standard error says how many format strings were checked,
        how many scenes of how many documents, and how many calls were skipped, by reason. Options in a '.vflc-lint' file come before
        the command line's.

        Exit status: 0 when no error was found, 65 when one was, 64 for a usage error,
        66 for a file that cannot be read. See docs/lint.md.

        """
}
