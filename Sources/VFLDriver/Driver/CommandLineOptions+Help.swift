import VFL
import VFLSyntax

/// `--help`, `--version` and usage errors, laid out as swift-argument-parser lays them out.
extension CommandLineOptions {
    public static let version = "0.1.0"

    /// One line of `OPTIONS:`: the spelling with its placeholder, and what it does.
    private struct HelpEntry {
        var label: String
        var text: String
    }

    private static let argumentEntries = [
        HelpEntry(
            label: "<file>",
            text:
                "The .vfl files (or .storyboard and .xib documents) to compile; '-' reads standard input. A first line '# vflc: ARGS' gives the file's default options; the command line overrides them option by option."
        )
    ]

    private static let optionEntries = [
        HelpEntry(
            label: "--width <w[,w...]>",
            text:
                "Container width in points. A comma-separated list (or the option repeated) gives one layout per width, printed as a JSON array. Without a width (or a device), the fitting width."
        ),
        HelpEntry(
            label: "--height <h>",
            text: "Container height in points. Without a height (or a device), the fitting height."),
        HelpEntry(
            label: "--device <name[,name...]>",
            text:
                "Size and size classes from the device table: \(Device.all.map(\.name).joined(separator: ", ")), and today's iPhones and iPads (iphone16pro, ipadpro11, ...; see docs/devices.md). A list (or the option repeated) gives one layout per device. --width and --height still override the size."
        ),
        HelpEntry(label: "--landscape", text: "With --device: the landscape size and traits."),
        HelpEntry(
            label: "--safe-area <t,l,b,r>",
            text: "The safe area's insets in points (top, left, bottom, right), over the device's."),
        HelpEntry(
            label: "--stored",
            text:
                "Of a .storyboard or .xib: warn about every view more than 0.5 points from the frame Xcode stored (misplaced)."
        ),
        HelpEntry(
            label: "--scene <id|name>",
            text:
                "Of a .storyboard or .xib: lay out only this scene (its root view's or view controller's id, or its name)."
        ),
        HelpEntry(
            label: "--split <f[,f...]>",
            text:
                "With an iPad device: the app's share of the width in Slide Over or Split View (1/3, 2/3; 1/2 in landscape only). A list (or the option repeated) gives one layout per split."
        ),
        HelpEntry(
            label: "--traits <traits>",
            text: "Force size classes: wC or wR, hC or hR, either or both (wC,hR)."),
        HelpEntry(
            label: "--scale <s>",
            text: "Display scale (1, 2, 3; any number > 0): snap every edge to the 1/s point grid."),
        HelpEntry(
            label: "--ios <n>",
            text:
                "The UIKit release whose semantics apply: 7, or 11 and later, as N or N.M (safe area, layout margins, the device's scale). Overrides the file's 'platform ios N'. (default: 7)"
        ),
        HelpEntry(
            label: "--rtl",
            text: "A right-to-left language: leading and trailing (and VFL's default direction) flip."),
        HelpEntry(
            label: "--format <format>",
            text: "Output: json, ascii, svg, ir, swift or vfl. (default: json)"),
        HelpEntry(
            label: "-o, --output <file>", text: "Write the output to <file>, atomically; '-' is standard output."),
        HelpEntry(
            label: "--check <file>",
            text: "Compare the output with <file>; print a unified diff and exit 1 on a difference."),
        HelpEntry(
            label: "--check-dir <dir>",
            text: "Compare each input X.vfl's output with <dir>/X.json (.txt for ascii, .svg, .ir, .swift, .vfl)."),
        HelpEntry(label: "--update", text: "With --check or --check-dir: rewrite the files that differ."),
        HelpEntry(label: "--strict", text: "Treat warnings as errors."),
        HelpEntry(
            label: "--suppress <id[,id...]>",
            text: "Drop warnings with these diagnostic ids (listed in docs/diagnostics.md)."),
        HelpEntry(
            label: "--max-warnings <n>",
            text: "Print at most <n> warnings per file, then a summary line."),
        HelpEntry(
            label: "--columns <n>",
            text: "Width of the ASCII diagram in characters, 20 to 1000. (default: 80)"),
        HelpEntry(
            label: "--charset <charset>",
            text: "Characters of the ASCII diagram: ascii or unicode (box drawing). (default: ascii)"),
        HelpEntry(
            label: "--diagnostics-format <format>",
            text: "Diagnostics as text or json. (default: text)"),
        HelpEntry(
            label: "--color <when>",
            text:
                "Colour diagnostics: auto (on a terminal whose TERM is not dumb, when NO_COLOR is unset or empty), always or never. (default: auto)"
        ),
        HelpEntry(label: "--version", text: "Show the version."),
        HelpEntry(label: "-h, --help", text: "Show help information."),
    ]

    /// The `--help` text, ending with a newline.
    public static let helpText: String = {
        var text = """
            OVERVIEW: Compile Auto Layout Visual Format Language files to frames.

            USAGE: vflc [<options>] <file> ...

            ARGUMENTS:

            """
        for entry in argumentEntries { text += helpLines(entry) }
        text += "\nOPTIONS:\n"
        for entry in optionEntries { text += helpLines(entry) }
        return text
    }()

    /// Labels are indented 2, descriptions start at column 27 and wrap at 80, as in
    /// swift-argument-parser; a label too long for its column puts its text on the next line.
    private static func helpLines(_ entry: HelpEntry) -> String {
        let indent = 26
        let width = 80 - indent
        var lines: [String] = []
        var line = ""
        for word in entry.text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        let padding = String(repeating: " ", count: indent)
        var text = "  " + entry.label
        if text.count < indent {
            text += String(repeating: " ", count: indent - text.count)
        } else {
            text += "\n" + padding
        }
        text += lines.joined(separator: "\n" + padding) + "\n"
        return text
    }

    /// A usage error as printed to standard error, ending with a newline (`error:` in lower case,
    /// as every other diagnostic); `file` names the input whose `# vflc:` line took part:
    ///
    ///     error: unknown option '--widht'; did you mean '--width'?
    ///     Usage: vflc [<options>] <file> ...
    ///       See 'vflc --help' for more information.
    ///
    /// `command` is `vflc lint` for the lint command's usage errors.
    /// `configuration` names the `.vflc-lint` file whose options took part.
    public static func renderUsageError(
        _ error: UsageError, file: String? = nil, command: String = "vflc", configuration: String? = nil
    ) -> String {
        var text = "error: \(error.message)\n"
        if let file { text += "note: \(Diagnostic.Note.fileArguments(file).message)\n" }
        if let configuration { text += "note: \(Diagnostic.Note.lintConfiguration(configuration).message)\n" }
        return text + "Usage: \(command) [<options>] <file> ...\n  See '\(command) --help' for more information.\n"
    }
}
