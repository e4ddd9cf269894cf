import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct CommandLineOptionsTests {
    /// Builds the expected options from the defaults.
    private static func options(_ change: (inout CommandLineOptions) -> Void) -> CommandLineOptions {
        var options = CommandLineOptions()
        change(&options)
        return options
    }

    static let valid: [(id: String, arguments: [String], expected: CommandLineOptions)] = [
        ("one file", ["a.vfl"], options { $0.inputs = ["a.vfl"] }),
        ("stdin", ["-"], options { $0.inputs = ["-"] }),
        (
            "width list, files around it", ["a.vfl", "--width", "320,375.5", "b.vfl"],
            options {
                $0.inputs = ["a.vfl", "b.vfl"]
                $0.widths = [320, 375.5]
            }
        ),
        (
            "equals form", ["--width=320", "--height=480", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.widths = [320]
                $0.height = 480
            }
        ),
        (
            "repeated width adds", ["--width", "320", "--width", "414", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.widths = [320, 414]
            }
        ),
        (
            "device list, case-insensitive", ["--device", "iPhone5,ipad", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.devices = ["iphone5", "ipad"]
            }
        ),
        (
            "split sweep, listed and repeated",
            ["--device", "ipadpro11", "--split", "1/3,2/3", "--split=1/3", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.devices = ["ipadpro11"]
                $0.splits = [.oneThird, .twoThirds, .oneThird]
            }
        ),
        (
            "iOS N.M means N", ["--ios", "17.2", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.release = 17
            }
        ),
        (
            "iOS 7.1 means 7", ["--ios=7.1", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.release = 7
            }
        ),
        (
            "repeated flags and suppressions add up",
            ["--strict", "--strict", "--suppress", "view-named-once", "--suppress=negative-size", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.strict = true
                $0.suppressed = ["view-named-once", "negative-size"]
            }
        ),
        (
            "landscape split", ["--device", "ipadpro", "--landscape", "--split", "1/2", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.devices = ["ipadpro"]
                $0.landscape = true
                $0.splits = [.half]
            }
        ),
        (
            "portrait split 1/3", ["--device=ipad", "--split=1/3", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.devices = ["ipad"]
                $0.splits = [.oneThird]
            }
        ),
        (
            "traits both", ["--traits", "wC,hR", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.traits = TraitOverride(horizontal: .compact, vertical: .regular)
            }
        ),
        (
            "traits vertical only", ["--traits", "hC", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.traits = TraitOverride(vertical: .compact)
            }
        ),
        (
            "traits horizontal only", ["--traits=wR", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.traits = TraitOverride(horizontal: .regular)
            }
        ),
        (
            "scale, format, output", ["--scale", "3", "--format", "svg", "-o", "out.svg", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.scale = 3
                $0.format = .svg
                $0.output = "out.svg"
            }
        ),
        (
            "long output, scale 1", ["--output=o.json", "--scale=1", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.output = "o.json"
                $0.scale = 1
            }
        ),
        (
            "check and update, several files", ["--check", "g.json", "--update", "a.vfl", "b.vfl"],
            options {
                $0.inputs = ["a.vfl", "b.vfl"]
                $0.check = "g.json"
                $0.update = true
            }
        ),
        (
            "check with a sweep", ["--check", "g.json", "--width", "320,375", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.check = "g.json"
                $0.widths = [320, 375]
            }
        ),
        (
            "check-dir", ["--check-dir", "golden", "--format", "ascii", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.checkDirectory = "golden"
                $0.format = .ascii
            }
        ),
        (
            "strict, columns, charset, diagnostics",
            [
                "--strict", "--format", "ascii", "--columns", "120", "--charset", "unicode", "--diagnostics-format",
                "json", "a.vfl",
            ],
            options {
                $0.inputs = ["a.vfl"]
                $0.format = .ascii
                $0.strict = true
                $0.columns = 120
                $0.charset = .unicode
                $0.diagnosticsFormat = .json
            }
        ),
        (
            "columns bound", ["--columns=1000", "--format=ascii", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.format = .ascii
                $0.columns = 1000
            }
        ),
        (
            "warning control and colour",
            ["--suppress", "view-named-once,ambiguous-layout", "--max-warnings=0", "--color", "never", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.suppressed = ["view-named-once", "ambiguous-layout"]
                $0.maxWarnings = 0
                $0.color = .never
            }
        ),
        (
            "output to standard output", ["-o", "-", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.output = "-"
            }
        ),
        (
            "double dash ends options", ["--strict", "--", "--width", "-"],
            options {
                $0.inputs = ["--width", "-"]
                $0.strict = true
            }
        ),
        (
            "width list with one device", ["--width", "320,375", "--device", "ipad", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.widths = [320, 375]
                $0.devices = ["ipad"]
            }
        ),
        ("help wins over errors", ["--bogus", "--help"], options { $0.showHelp = true }),
        ("short help", ["-h"], options { $0.showHelp = true }),
        ("version", ["--version"], options { $0.showVersion = true }),
        ("help after -- is a file", ["--", "--help"], options { $0.inputs = ["--help"] }),
        (
            "output to stdout dash", ["-o", "-", "a.vfl"],
            options {
                $0.inputs = ["a.vfl"]
                $0.output = "-"
            }
        ),
    ]

    @Test(arguments: valid)
    func parsesValidArguments(_ row: (id: String, arguments: [String], expected: CommandLineOptions)) {
        #expect(CommandLineOptions.parse(row.arguments) == .success(row.expected), "\(row.id)")
    }

    static let invalid: [(arguments: [String], message: String)] = [
        ([], "missing expected argument '<file> ...'"),
        (["--strict"], "missing expected argument '<file> ...'"),
        (["--widht", "320", "a.vfl"], "unknown option '--widht'; did you mean '--width'?"),
        (["--landscpe", "a.vfl"], "unknown option '--landscpe'; did you mean '--landscape'?"),
        (["--colour=1", "a.vfl"], "unknown option '--colour'; did you mean '--color'?"),
        (["-x", "a.vfl"], "unknown option '-x'"),
        (["a.vfl", "--width"], "missing value for '--width <w[,w...]>'"),
        (["--check", "--update", "a.vfl"], "missing value for '--check <file>'"),
        (["-o"], "missing value for '--output <file>'"),
        (["--width", "0", "a.vfl"], "invalid value '0' for '--width <w[,w...]>': expected a number greater than 0"),
        (["--width", "-5", "a.vfl"], "invalid value '-5' for '--width <w[,w...]>': expected a number greater than 0"),
        (
            ["--width", "320,,375", "a.vfl"],
            "invalid value '320,,375' for '--width <w[,w...]>': expected a number greater than 0"
        ),
        (
            ["--width", "inf", "a.vfl"],
            "invalid value 'inf' for '--width <w[,w...]>': expected a number greater than 0"
        ),
        (["--width=nan", "a.vfl"], "invalid value 'nan' for '--width <w[,w...]>': expected a number greater than 0"),
        (["--height", "abc", "a.vfl"], "invalid value 'abc' for '--height <h>': expected a number greater than 0"),
        (["--scale", "0", "a.vfl"], "invalid value '0' for '--scale <s>': expected a number greater than 0"),
        (
            ["--scale", "0.001", "a.vfl"],
            "invalid value '0.001' for '--scale <s>': expected 1, 2 or 3 (the display scales of iOS devices)"
        ),
        (
            ["--scale", "2.5", "a.vfl"],
            "invalid value '2.5' for '--scale <s>': expected 1, 2 or 3 (the display scales of iOS devices)"
        ),
        (
            ["--columns", "19", "a.vfl"],
            "invalid value '19' for '--columns <n>': expected a whole number from 20 to 1000"
        ),
        (
            ["--columns", "1001", "a.vfl"],
            "invalid value '1001' for '--columns <n>': expected a whole number from 20 to 1000"
        ),
        (
            ["--columns", "80.5", "a.vfl"],
            "invalid value '80.5' for '--columns <n>': expected a whole number from 20 to 1000"
        ),
        (
            ["--format", "yaml", "a.vfl"],
            "invalid value 'yaml' for '--format <format>': expected json, ascii, svg, ir, swift or vfl"
        ),
        (["--charset", "utf8", "a.vfl"], "invalid value 'utf8' for '--charset <charset>': expected ascii or unicode"),
        (
            ["--diagnostics-format", "xml", "a.vfl"],
            "invalid value 'xml' for '--diagnostics-format <format>': expected text or json"
        ),
        (
            ["--traits", "wC,wR", "a.vfl"],
            "invalid value 'wC,wR' for '--traits <traits>': expected wC or wR and/or hC or hR, as in 'wC,hR'"
        ),
        (
            ["--traits", "compact", "a.vfl"],
            "invalid value 'compact' for '--traits <traits>': expected wC or wR and/or hC or hR, as in 'wC,hR'"
        ),
        (["--device", "ipda", "a.vfl"], "unknown device 'ipda'; did you mean 'ipad'?"),
        (
            ["--device", "pixel", "a.vfl"],
            "unknown device 'pixel' (known devices: \(Device.allNames.joined(separator: ", ")))"
        ),
        (
            ["--device", "iphonese", "a.vfl"],
            "unknown device 'iphonese'; did you mean 'iphonese1', 'iphonese3' or 'iphonese2'?"
        ),
        (
            ["--device", "ipadpro12", "a.vfl"],
            "unknown device 'ipadpro12'; did you mean 'ipadpro129', 'ipadpro11' or 'ipadpro13'?"
        ),
        (
            ["--split", "1/3,1/2", "--device", "ipad", "a.vfl"],
            "an iPad in portrait has no 1/2 split; add '--landscape' or use 1/3 or 2/3"
        ),
        (
            ["--split", "1/3,2/3", "--device", "ipad,ipadpro", "a.vfl"],
            "'--split' and '--device' cannot both be lists; sweep one of them"
        ),
        (
            ["--split", "1/3", "--split", "2/3", "--device", "ipad", "--width", "300,400", "a.vfl"],
            "'--split' and '--width' cannot both be lists; sweep one of them"
        ),
        (
            ["--split", "1/3,2/3", "--device", "ipad", "--format", "svg", "a.vfl"],
            "'--format svg' draws one layout; give one width, one device or one split"
        ),
        (
            ["--format", "json", "--format=ascii", "a.vfl"],
            "'--format <format>' is given more than once; it takes one value"
        ),
        (["--ios", "17", "--ios", "18", "a.vfl"], "'--ios <n>' is given more than once; it takes one value"),
        (["--scale", "2", "--scale", "3", "a.vfl"], "'--scale <s>' is given more than once; it takes one value"),
        (
            ["-o", "a.json", "--output", "b.json", "a.vfl"],
            "'--output <file>' is given more than once; it takes one value"
        ),
        (["--height", "1", "--height", "1", "a.vfl"], "'--height <h>' is given more than once; it takes one value"),
        (["--columns", "20", "--columns=30", "a.vfl"], "'--columns <n>' is given more than once; it takes one value"),
        (
            ["--ios", "10.3", "a.vfl"],
            "invalid value '10.3' for '--ios <n>': expected 7, or 11 or later, as N or N.M (vflc models iOS 7 and today's UIKit)"
        ),
        (
            ["--ios", "17.", "a.vfl"],
            "invalid value '17.' for '--ios <n>': expected 7, or 11 or later, as N or N.M (vflc models iOS 7 and today's UIKit)"
        ),
        (
            ["--ios", "17.2.1", "a.vfl"],
            "invalid value '17.2.1' for '--ios <n>': expected 7, or 11 or later, as N or N.M (vflc models iOS 7 and today's UIKit)"
        ),
        (
            ["--suppress", "view-named-once,unknown-metric", "a.vfl"],
            "invalid value 'view-named-once,unknown-metric' for '--suppress <id[,id...]>': 'unknown-metric' is an error; only warnings can be suppressed"
        ),
        (
            ["--suppress", "golden-updated", "a.vfl"],
            "invalid value 'golden-updated' for '--suppress <id[,id...]>': 'golden-updated' is a note; only warnings can be suppressed"
        ),
        (
            ["--suppress", "negativ-size", "a.vfl"],
            "invalid value 'negativ-size' for '--suppress <id[,id...]>': unknown diagnostic id 'negativ-size'; did you mean 'negative-size'?"
        ),
        (["--landscape", "a.vfl"], "'--landscape' needs a device ('--device')"),
        (["--split", "1/3", "a.vfl"], "'--split' needs an iPad device ('--device ipad')"),
        (
            ["--split", "1/4", "--device", "ipad", "a.vfl"],
            "invalid value '1/4' for '--split <f[,f...]>': expected 1/3, 1/2 or 2/3, or a list of them"
        ),
        (["--device", "iphone6", "--split", "1/3", "a.vfl"], "'--split' needs an iPad, but 'iphone6' is not one"),
        (
            ["--device", "ipad,iphone6", "--landscape", "--split", "2/3", "a.vfl"],
            "'--split' needs an iPad, but 'iphone6' is not one"
        ),
        (
            ["--device", "ipad", "--split", "1/2", "a.vfl"],
            "an iPad in portrait has no 1/2 split; add '--landscape' or use 1/3 or 2/3"
        ),
        (["--update", "a.vfl"], "'--update' needs '--check' or '--check-dir'"),
        (["--check", "x", "--check-dir", "d", "a.vfl"], "'--check' and '--check-dir' cannot be used together"),
        (["--check-dir", "d", "-"], "'--check-dir' needs named input files, not standard input ('-')"),
        (
            ["--format", "svg", "a.vfl", "b.vfl"],
            "'--format svg' draws one file as one document; with several input files, use '--check-dir' (one .svg each) or run vflc once per file"
        ),
        (
            ["--width", "320,375", "--device", "iphone5,ipad", "a.vfl"],
            "'--width' and '--device' cannot both be lists; sweep one of them"
        ),
        (["--strict=yes", "a.vfl"], "option '--strict' does not take a value"),
        (["-", "-"], "standard input ('-') can be read only once"),
        (
            ["-o", "out.json", "--check", "g.json", "a.vfl"],
            "'--output' has no effect with '--check', which writes nothing but the files it updates"
        ),
        (
            ["--output=o", "--check-dir", "d", "a.vfl"],
            "'--output' has no effect with '--check-dir', which writes nothing but the files it updates"
        ),
        (
            ["--columns", "40", "a.vfl"],
            "'--columns' shapes the ASCII diagram and has no effect with '--format json'"
        ),
        (
            ["--charset", "unicode", "--format", "svg", "a.vfl"],
            "'--charset' shapes the ASCII diagram and has no effect with '--format svg'"
        ),
        (
            ["--suppress", "view-named-once,optional-constraint-brokn", "a.vfl"],
            "invalid value 'view-named-once,optional-constraint-brokn' for '--suppress <id[,id...]>': unknown diagnostic id 'optional-constraint-brokn'; did you mean 'optional-constraint-broken'?"
        ),
        (
            ["--max-warnings", "-1", "a.vfl"],
            "invalid value '-1' for '--max-warnings <n>': expected a whole number, 0 or more"
        ),
        (
            ["--color=sometimes", "a.vfl"],
            "invalid value 'sometimes' for '--color <when>': expected auto, always or never"
        ),
        (["--output=", "a.vfl"], "invalid value '' for '--output <file>': expected a file name"),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidArguments(_ row: (arguments: [String], message: String)) {
        #expect(CommandLineOptions.parse(row.arguments) == .failure(UsageError(row.message)), "\(row.arguments)")
    }

    @Test func defaults() throws {
        let options = try CommandLineOptions.parse(["a.vfl"]).get()
        #expect(options.format == .json)
        #expect(options.columns == 80)
        #expect(options.charset == .ascii)
        #expect(options.diagnosticsFormat == .text)
        #expect(options.widths.isEmpty && options.devices.isEmpty && options.height == nil && options.scale == nil)
        #expect(!options.landscape && !options.update && !options.strict && !options.showHelp && !options.showVersion)
    }

    @Test(arguments: [
        (CommandLineOptions.OutputFormat.json, "views/login.vfl", "golden/login.json"),
        (.ascii, "login.vfl", "golden/login.txt"),
        (.svg, "a/b/card.vfl", "golden/card.svg"),
        (.ir, "card", "golden/card.ir"),
        (.swift, "card.v.vfl", "golden/card.v.swift"),
    ])
    func goldenPaths(format: CommandLineOptions.OutputFormat, input: String, expected: String) {
        var options = CommandLineOptions()
        options.format = format
        #expect(options.goldenPath(forInput: input) == nil)
        options.checkDirectory = "golden/"
        #expect(options.goldenPath(forInput: input) == expected)
        options.checkDirectory = "golden"
        #expect(options.goldenPath(forInput: input) == expected)
    }

    @Test func helpTextLayout() {
        let help = CommandLineOptions.helpText
        #expect(
            help.hasPrefix(
                """
                OVERVIEW: Compile Auto Layout Visual Format Language files to frames.

                USAGE: vflc [<options>] <file> ...

                ARGUMENTS:
                  <file>                  The .vfl files (or .storyboard and .xib documents) to
                                          compile; '-' reads standard input. A first line '#
                                          vflc: ARGS' gives the file's default options; the
                                          command line overrides them option by option.

                OPTIONS:
                  --width <w[,w...]>      Container width in points. A comma-separated list (or

                """))
        #expect(help.hasSuffix("  -h, --help              Show help information.\n"))
        // Every option the parser knows is documented, and no line is wider than 80 columns.
        for option in CommandLineOptions.valueOptions.keys.sorted() + CommandLineOptions.flagOptions.sorted() {
            #expect(help.contains(option + " ") || help.contains(option + "\n"), "\(option) missing from help")
        }
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "too wide: \(line)")
        }
        for device in Device.all {
            #expect(
                help.contains(device.name + ",") || help.contains(device.name + "."), "\(device.name) missing from help"
            )
        }
    }

    @Test func usageErrorRendering() {
        let text = CommandLineOptions.renderUsageError(UsageError("unknown option '--x'"))
        #expect(
            text
                == "error: unknown option '--x'\nUsage: vflc [<options>] <file> ...\n  See 'vflc --help' for more information.\n"
        )
        #expect(CommandLineOptions.version == "0.1.0")
    }

    @Test func traitOverrideApplies() {
        let base = SizeClassTraits(horizontal: .regular, vertical: .regular)
        #expect(
            TraitOverride(parsing: "wC")?.applied(to: base) == SizeClassTraits(horizontal: .compact, vertical: .regular)
        )
        #expect(
            TraitOverride(parsing: "wC hC")?.applied(to: base)
                == SizeClassTraits(horizontal: .compact, vertical: .compact))
        #expect(TraitOverride(parsing: "") == nil)
        #expect(TraitOverride(parsing: "hR,hC") == nil)
    }
}
