import VFL
import VFLInterfaceBuilder
import VFLSyntax

/// Everything `vflc`'s command line says (docs/cli.md), parsed by hand with swift-argument-parser's
/// conventions: `--opt value` and `--opt=value`, options and files in any order, `--` ends
/// options, `-` is standard input. `parse` validates every value and every combination, so the
/// driver only sees options that make sense; a `UsageError` exits with status 64.
public struct CommandLineOptions: Equatable, Sendable {
    /// `--format`: what the output is.
    public enum OutputFormat: String, Equatable, Sendable, CaseIterable {
        case json, ascii, svg, ir, swift, vfl

        /// The extension of a golden file for this format under `--check-dir`.
        public var fileExtension: String {
            switch self {
            case .json: "json"
            case .ascii: "txt"
            case .svg: "svg"
            case .ir: "ir"
            case .swift: "swift"
            case .vfl: "vfl"
            }
        }
    }

    /// `--charset`: the characters the ASCII diagram draws boxes with.
    public enum Charset: String, Equatable, Sendable, CaseIterable { case ascii, unicode }

    /// `--diagnostics-format`: diagnostics as swiftc-style text or as JSON lines.
    public enum DiagnosticsFormat: String, Equatable, Sendable, CaseIterable { case text, json }

    /// `--color`: whether diagnostics are coloured; `auto` asks the terminal (`Terminal.wantsColor`).
    public enum ColorMode: String, Equatable, Sendable, CaseIterable { case auto, always, never }

    /// The long names of the options that were written (`--width`, `--strict`), so a file's own
    /// arguments can be overridden option by option. Which options were typed is not part of the
    /// options' value: two option sets that mean the same compare equal.
    public struct GivenOptions: Equatable, Sendable {
        public var names: Set<String> = []
        /// The names among `names` that came from a file's own arguments (`overriding`).
        public var fromFile: Set<String> = []
        public static func == (lhs: GivenOptions, rhs: GivenOptions) -> Bool { true }
    }

    /// Input paths in command-line order; `-` is standard input. At least one unless
    /// `--help`/`--version`.
    public var inputs: [String] = []
    /// `--width`, possibly a sweep; empty when not given (the fitting width, or the device's).
    public var widths: [Double] = []
    public var height: Double?
    /// `--device`, canonical (lower-case) names, possibly a sweep; empty when not given.
    public var devices: [String] = []
    public var landscape = false
    /// `--split`, possibly a sweep (one layout per fraction, in order); empty when not given.
    public var splits: [SplitFraction] = []
    public var traits: TraitOverride?
    /// `--scale`: 1, 2 or 3, the display scales of iOS devices.
    public var scale: Double?
    /// `--safe-area T,L,B,R`: the safe area's insets, over the device's (or an Interface Builder
    /// document's simulated ones).
    public var safeArea: EdgeInsets?
    /// `--scene ID|NAME`: the one scene of an Interface Builder document to lay out.
    public var scene: String?
    /// `--stored`: compare an Interface Builder document's solved frames with the stored ones.
    public var stored = false
    public var format: OutputFormat = .json
    /// `-o`/`--output`: write here instead of standard output.
    public var output: String?
    /// `--check FILE`: compare the (whole, combined) output with FILE.
    public var check: String?
    /// `--check-dir DIR`: compare each input `X.vfl`'s output with `DIR/X.<format extension>`.
    public var checkDirectory: String?
    public var update = false
    public var strict = false
    /// `--columns`: the ASCII diagram's width in characters, 20…1000.
    public var columns = 80
    public var charset: Charset = .ascii
    public var diagnosticsFormat: DiagnosticsFormat = .text
    /// `--ios N` or `N.M` (the major release N): 7, or 11 and later; `nil` when not given (the
    /// file's `platform`, else 7).
    public var release: Int?
    /// `--rtl`: a right-to-left user interface language.
    public var rightToLeft = false
    public var color: ColorMode = .auto
    /// `--suppress`: diagnostic ids (`DiagnosticID` raw values) whose warnings are dropped.
    public var suppressed: Set<String> = []
    /// `--max-warnings`: the most warnings printed per file, then a summary line.
    public var maxWarnings: Int?
    public var given = GivenOptions()
    public var showHelp = false
    public var showVersion = false

    public init() {}

    /// The layouts these options ask for, as the compiler takes them (`parse` has checked every
    /// combination, so every device name is known; a split list is the only list when there is
    /// one, `validateLayout`).
    public var layoutRequest: LayoutRequest {
        LayoutRequest(
            widths: widths, height: height, devices: devices.compactMap(Device.named),
            landscape: landscape, splits: splits, traits: traits, release: release, rightToLeft: rightToLeft,
            safeArea: safeArea)
    }

    /// The environments of every layout these options ask for, in sweep order, before the file's
    /// own `platform` and `design` are known (`Compiler.resolve` takes those into account).
    public var layoutEnvironments: [LayoutEnvironment] {
        LayoutEnvironment.environments(for: layoutRequest)
    }

    /// The request `vflc` compiles with: `layoutRequest`, with `--scale`, and a device's own scale
    /// snapping the frames by default where the release does (`UIKitRelease.snapsToDeviceScale`).
    public var compileRequest: LayoutRequest {
        var request = layoutRequest
        request.scale = scale
        request.deviceScaleByDefault = true
        return request
    }

    /// The golden file `--check-dir` compares `input`'s output with: the directory, then the
    /// input's file name without its `.vfl` extension, then the format's extension
    /// (`views/login.vfl` with `--format ascii` → `DIR/login.txt`). `nil` without `--check-dir`.
    public func goldenPath(forInput input: String) -> String? {
        guard let directory = checkDirectory else { return nil }
        var base = input.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? input
        if base.hasSuffix(".vfl") && base.count > 4 { base.removeLast(4) }
        let separator = directory.hasSuffix("/") ? "" : "/"
        return directory + separator + base + "." + format.fileExtension
    }
}

/// A problem with the command line itself: printed by `CommandLineOptions.renderUsageError`,
/// exit status 64.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension CommandLineOptions {
    /// The options that take a value, by long name, with the value's placeholder for messages.
    static let valueOptions: [String: String] = [
        "--width": "<w[,w...]>", "--height": "<h>", "--device": "<name[,name...]>",
        "--split": "<f[,f...]>", "--traits": "<traits>", "--scale": "<s>", "--format": "<format>",
        "--output": "<file>", "--check": "<file>", "--check-dir": "<dir>", "--columns": "<n>",
        "--charset": "<charset>", "--diagnostics-format": "<format>", "--color": "<when>", "--ios": "<n>",
        "--suppress": "<id[,id...]>", "--max-warnings": "<n>", "--safe-area": "<t,l,b,r>", "--scene": "<id|name>",
    ]

    /// Options that concern the whole run, not one file: they cannot appear in a file's
    /// `# vflc:` line.
    static let runOptions: Set<String> = [
        "--output", "--check", "--check-dir", "--update", "--diagnostics-format", "--color", "--help", "--version",
    ]

    /// The value options that may be given more than once: the lists, whose entries add up (a
    /// repeated `--width` sweeps, as its list does). Every other value option may be given once;
    /// a flag given twice means what it means once.
    static let repeatableOptions: Set<String> = ["--width", "--device", "--split", "--suppress"]

    /// The options that take no value.
    static let flagOptions: Set<String> = [
        "--landscape", "--update", "--strict", "--rtl", "--stored", "--help", "--version",
    ]

    /// Single-dash spellings and the long option each stands for.
    static let shortOptions: [String: String] = ["-o": "--output", "-h": "--help"]

    /// Parses `arguments` (without the program name). `--help` or `--version` anywhere before
    /// `--` wins over everything else, as in swift-argument-parser.
    public static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        parseCommandLine(arguments).flatMap { options -> Result<CommandLineOptions, UsageError> in
            if options.showHelp || options.showVersion { return .success(options) }
            do throws(UsageError) {
                try options.validateLayout()
                return .success(options)
            } catch {
                return .failure(error)
            }
        }
    }

    /// Parses the command line as the driver does before reading any file: every value, and the
    /// combinations that concern the whole run. The combinations of layout options are checked
    /// per file, after the file's own arguments are merged in (`validateLayout`).
    public static func parseCommandLine(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var options = CommandLineOptions()
        for argument in arguments {
            if argument == "--" { break }
            if argument == "--help" || argument == "-h" { options.showHelp = true }
            if argument == "--version" { options.showVersion = true }
        }
        if options.showHelp || options.showVersion { return .success(options) }
        do {
            try options.read(arguments)
            try options.validateRun()
            return .success(options)
        } catch {
            return .failure(error)
        }
    }

    /// Parses a file's own arguments (its `# vflc: ARGS` first line): options only, no files, and
    /// none of the `runOptions`.
    public static func parseFileArguments(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var options = CommandLineOptions()
        do {
            try options.read(arguments, fileArguments: true)
            return .success(options)
        } catch {
            return .failure(error)
        }
    }

    /// The options a command-line `--device` replaces as a whole: a file's size setup.
    static let deviceSetup: Set<String> = ["--width", "--height", "--device", "--landscape", "--split"]

    /// These options (the command line's) over `defaults` (a file's own arguments), option by
    /// option: every option the command line does not give comes from `defaults`. A `--device`
    /// on the command line replaces the file's whole size setup (`deviceSetup`), so a file written
    /// for `--width 375` or `--device ipad --split 1/3` runs on exactly the device asked for.
    public func overriding(_ defaults: CommandLineOptions) -> CommandLineOptions {
        var merged = self
        let replaced = given.names.contains("--device") ? Self.deviceSetup : given.names
        for name in defaults.given.names where !replaced.contains(name) && !given.names.contains(name) {
            merged.take(name, from: defaults)
            merged.given.names.insert(name)
            merged.given.fromFile.insert(name)
        }
        return merged
    }

    private mutating func take(_ name: String, from other: CommandLineOptions) {
        switch name {
        case "--width": widths = other.widths
        case "--height": height = other.height
        case "--device": devices = other.devices
        case "--landscape": landscape = other.landscape
        case "--split": splits = other.splits
        case "--traits": traits = other.traits
        case "--scale": scale = other.scale
        case "--safe-area": safeArea = other.safeArea
        case "--format": format = other.format
        case "--strict": strict = other.strict
        case "--columns": columns = other.columns
        case "--charset": charset = other.charset
        case "--suppress": suppressed = other.suppressed
        case "--max-warnings": maxWarnings = other.maxWarnings
        case "--ios": release = other.release
        case "--rtl": rightToLeft = other.rightToLeft
        default: break // `runOptions` never come from a file.
        }
    }

    /// Reads every argument into the options, checking each value on its own.
    private mutating func read(_ arguments: [String], fileArguments: Bool = false) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        var valuesGiven: Set<String> = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                if fileArguments { throw UsageError("a file's '# vflc:' line takes options only, not '\(argument)'") }
                inputs.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            // Split `--opt=value`; a short option's `=` is accepted too (`-o=out.json`).
            var name = argument
            var attached: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            if let long = Self.shortOptions[name] { name = long }
            if fileArguments && Self.runOptions.contains(name) {
                throw UsageError("'\(name)' concerns the whole run and cannot be given in a file's '# vflc:' line")
            }
            if Self.flagOptions.contains(name) || Self.valueOptions[name] != nil { given.names.insert(name) }
            if Self.flagOptions.contains(name) {
                if attached != nil { throw UsageError("option '\(name)' does not take a value") }
                try setFlag(name)
                continue
            }
            guard let placeholder = Self.valueOptions[name] else {
                throw UsageError(Self.unknownOptionMessage(argument))
            }
            if !Self.repeatableOptions.contains(name), !valuesGiven.insert(name).inserted {
                throw UsageError("'\(name) \(placeholder)' is given more than once; it takes one value")
            }
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for '\(name) \(placeholder)'")
            }
            try set(name, to: value, placeholder: placeholder)
        }
    }

    /// Whether a word after a value option is another option rather than its value: `-` (stdin)
    /// and negative numbers are values, so they get a proper "invalid value" message.
    private static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        return Double(word) == nil
    }

    private mutating func setFlag(_ name: String) throws(UsageError) {
        switch name {
        case "--landscape": landscape = true
        case "--update": update = true
        case "--strict": strict = true
        case "--rtl": rightToLeft = true
        case "--stored": stored = true
        default: break // --help and --version were handled before reading.
        }
    }

    private mutating func set(_ name: String, to value: String, placeholder: String) throws(UsageError) {
        let option = "'\(name) \(placeholder)'"
        func invalid(_ why: String) -> UsageError {
            UsageError("invalid value '\(value)' for \(option): \(why)")
        }
        func positive(_ text: Substring) throws(UsageError) -> Double {
            // Decimal only (`Double` also reads `0x10` and `nan`), and below 1e9, the magnitude
            // the solver works with (as for numbers in the file).
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                let number = Double(text), number.isFinite, number > 0
            else {
                throw invalid("expected a number greater than 0")
            }
            guard number < 1e9 else { throw invalid("expected a number below 1e9") }
            return number
        }
        switch name {
        case "--width":
            // Repeated --width options add to the sweep.
            for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
                widths.append(try positive(entry))
            }
        case "--height":
            height = try positive(Substring(value))
        case "--safe-area":
            let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            let insets = parts.compactMap { part -> Double? in
                guard part.allSatisfy({ $0.isASCII && ($0.isNumber || ".".contains($0)) }), let number = Double(part),
                    number < 1e9
                else { return nil }
                return number
            }
            guard parts.count == 4, insets.count == 4 else {
                throw invalid("expected four insets of 0 or more, top,left,bottom,right (59,0,34,0)")
            }
            safeArea = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
        case "--scene":
            guard !value.isEmpty else { throw invalid("expected a scene's id or name") }
            scene = value
        case "--device":
            for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
                // Interface Builder's device ids (`retina6_12`) name vflc's devices too.
                let entry = InterfaceBuilderDevice.vflcName(for: String(entry)) ?? String(entry)
                guard let device = Device.named(String(entry)) else {
                    throw UsageError(Self.unknownDeviceMessage(String(entry)))
                }
                devices.append(device.name)
            }
        case "--split":
            // Repeated --split options add to the sweep.
            for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let fraction = SplitFraction(rawValue: String(entry)) else {
                    throw invalid("expected 1/3, 1/2 or 2/3, or a list of them")
                }
                splits.append(fraction)
            }
        case "--traits":
            guard let override = TraitOverride(parsing: value) else {
                throw invalid("expected wC or wR and/or hC or hR, as in 'wC,hR'")
            }
            traits = override
        case "--scale":
            // The display scales of iOS devices: any other grid describes no screen (0.001 collapsed
            // every frame to 0).
            let number = try positive(Substring(value))
            guard [1, 2, 3].contains(number) else {
                throw invalid("expected 1, 2 or 3 (the display scales of iOS devices)")
            }
            scale = number
        case "--format":
            guard let parsed = OutputFormat(rawValue: value) else {
                throw invalid("expected \(Self.choices(OutputFormat.allCases.map(\.rawValue)))")
            }
            format = parsed
        case "--output":
            guard !value.isEmpty else { throw invalid("expected a file name") }
            output = value
        case "--check":
            guard !value.isEmpty else { throw invalid("expected a file name") }
            check = value
        case "--check-dir":
            guard !value.isEmpty else { throw invalid("expected a directory") }
            checkDirectory = value
        case "--columns":
            guard let number = Int(value), (20...1000).contains(number) else {
                throw invalid("expected a whole number from 20 to 1000")
            }
            columns = number
        case "--ios":
            // N or N.M, which means N (`17.2` is iOS 17): 7, or 11 and later (8 to 10 are not
            // modelled).
            let parts = value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let number = Int(parts[0]), number < 1000, number == 7 || number >= 11
            else {
                throw invalid("expected 7, or 11 or later, as N or N.M (vflc models iOS 7 and today's UIKit)")
            }
            release = number
        case "--charset":
            guard let parsed = Charset(rawValue: value) else {
                throw invalid("expected \(Self.choices(Charset.allCases.map(\.rawValue)))")
            }
            charset = parsed
        case "--diagnostics-format": diagnosticsFormat = try Self.reportingValue(value, invalid: invalid)
        case "--color": color = try Self.reportingValue(value, invalid: invalid)
        case "--suppress": suppressed.formUnion(try Self.suppressedIDs(value, invalid: invalid))
        case "--max-warnings": maxWarnings = try Self.warningLimit(value, invalid: invalid)
        default:
            throw UsageError(Self.unknownOptionMessage(name))
        }
    }

    /// The value of `--diagnostics-format` or `--color`, which `vflc lint` takes too;
    /// `invalid(why)` makes the usage error.
    static func reportingValue<Choice: RawRepresentable & CaseIterable>(
        _ value: String, invalid: (String) -> UsageError
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let parsed = Choice(rawValue: value) else {
            throw invalid("expected \(choices(Choice.allCases.map(\.rawValue)))")
        }
        return parsed
    }

    /// The value of `--suppress` (also `vflc lint`'s): diagnostic ids, comma-separated.
    static func suppressedIDs(_ value: String, invalid: (String) -> UsageError) throws(UsageError) -> Set<String> {
        let known = DiagnosticID.allCases.map(\.rawValue)
        var ids: Set<String> = []
        for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
            let id = String(entry)
            // Only a warning can be dropped: an error's or a note's id is a usage error.
            if let catalogued = DiagnosticID(rawValue: id), catalogued.severity != .warning {
                throw invalid(
                    "'\(id)' is \(catalogued.severity == .error ? "an error" : "a note"); only warnings can be suppressed"
                )
            }
            guard known.contains(id) else {
                var why = "unknown diagnostic id '\(id)'"
                let warnings = DiagnosticID.allCases.filter { $0.severity == .warning }.map(\.rawValue)
                if let suggestion = NameSuggestion.closest(to: id, in: warnings) {
                    why += "; " + Diagnostic.Note.didYouMeanText(suggestion)
                } else {
                    why += " (the ids are listed in docs/diagnostics.md)"
                }
                throw invalid(why)
            }
            ids.insert(id)
        }
        return ids
    }

    /// The value of `--max-warnings` (also `vflc lint`'s).
    static func warningLimit(_ value: String, invalid: (String) -> UsageError) throws(UsageError) -> Int {
        guard let number = Int(value), number >= 0 else { throw invalid("expected a whole number, 0 or more") }
        return number
    }

    /// Checks the combinations of options that concern the whole run.
    private func validateRun() throws(UsageError) {
        if inputs.isEmpty { throw UsageError("missing expected argument '<file> ...'") }
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw UsageError("standard input ('-') can be read only once")
        }
        if check != nil && checkDirectory != nil {
            throw UsageError("'--check' and '--check-dir' cannot be used together")
        }
        if output != nil && (check != nil || checkDirectory != nil) {
            let other = check != nil ? "--check" : "--check-dir"
            throw UsageError("'--output' has no effect with '\(other)', which writes nothing but the files it updates")
        }
        if update && check == nil && checkDirectory == nil {
            throw UsageError("'--update' needs '--check' or '--check-dir'")
        }
        if checkDirectory != nil && inputs.contains("-") {
            throw UsageError("'--check-dir' needs named input files, not standard input ('-')")
        }
        if format == .svg && inputs.count > 1 && checkDirectory == nil { throw Self.severalSVGs }
    }

    /// Several files' SVG documents one after another are not one SVG document: with several
    /// inputs, an SVG is written only by `--check-dir` (one golden file each).
    static let severalSVGs = UsageError(
        "'--format svg' draws one file as one document; with several input files, use '--check-dir' (one .svg each) or run vflc once per file"
    )

    /// Checks the combinations of the options that shape one file's layouts and output: for the
    /// driver, after the file's own arguments are merged in.
    public func validateLayout() throws(UsageError) {
        if widths.count > 1 && devices.count > 1 {
            throw UsageError("'--width' and '--device' cannot both be lists; sweep one of them")
        }
        if splits.count > 1 && (widths.count > 1 || devices.count > 1) {
            let other = widths.count > 1 ? "--width" : "--device"
            throw UsageError("'--split' and '\(other)' cannot both be lists; sweep one of them")
        }
        if landscape && devices.isEmpty { throw UsageError("'--landscape' needs a device ('--device')") }
        if !splits.isEmpty {
            if devices.isEmpty { throw UsageError("'--split' needs an iPad device ('--device ipad')") }
            for name in devices where Device.named(name)?.isPad != true {
                throw UsageError("'--split' needs an iPad, but '\(name)' is not one")
            }
            if splits.contains(.half) && !landscape {
                throw UsageError("an iPad in portrait has no 1/2 split; add '--landscape' or use 1/3 or 2/3")
            }
        }
        if isSweep, format == .svg {
            throw UsageError("'--format svg' draws one layout; give one width, one device or one split")
        }
        if format != .ascii {
            for name in Self.asciiOptions where given.names.contains(name) {
                throw UsageError(
                    "'\(name)' shapes the ASCII diagram and has no effect with '--format \(format.rawValue)'")
            }
        }
    }

    /// Whether these options ask for several layouts (a list of widths, devices or splits).
    public var isSweep: Bool { widths.count > 1 || devices.count > 1 || splits.count > 1 }

    /// The options of the ASCII diagram.
    static let asciiOptions = ["--columns", "--charset"]

    /// Drops the options a file's own arguments give for another format than the one printed
    /// (`--columns` in a file printed as JSON): a file's `# vflc:` line never locks the output
    /// format. Returns the names dropped, for a note each; the command line's own are left for
    /// `validateLayout` to refuse.
    public mutating func droppingOtherFormatsFileOptions() -> [String] {
        guard format != .ascii else { return [] }
        var dropped: [String] = []
        for name in Self.asciiOptions where given.fromFile.contains(name) {
            given.names.remove(name)
            given.fromFile.remove(name)
            if name == "--columns" { columns = CommandLineOptions().columns }
            if name == "--charset" { charset = CommandLineOptions().charset }
            dropped.append(name)
        }
        return dropped
    }

    /// `unknown device 'iphonese'; did you mean 'iphonese1', 'iphonese3' or 'iphonese2'?`: the
    /// closest three names of the whole table (aliases included), or every name when none is close.
    static func unknownDeviceMessage(_ name: String) -> String {
        let close = NameSuggestion.closest(3, to: name.lowercased(), in: Device.allNames)
        guard !close.isEmpty else {
            return "unknown device '\(name)' (known devices: \(Device.allNames.joined(separator: ", ")))"
        }
        let quoted = close.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "unknown device '\(name)'; did you mean \(list)?"
    }

    private static func choices(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    private static func unknownOptionMessage(_ argument: String) -> String {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        // Only long options are suggested: one-letter typos are too short to guess from.
        let known = (Array(valueOptions.keys) + Array(flagOptions)).sorted()
        if name.hasPrefix("--"), let suggestion = NameSuggestion.closest(to: name, in: known) {
            return "unknown option '\(name)'; " + Diagnostic.Note.didYouMeanText(suggestion)
        }
        return "unknown option '\(name)'"
    }
}
