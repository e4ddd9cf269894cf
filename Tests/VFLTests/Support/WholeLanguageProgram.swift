/// A small random valid .vfl file over the parts of the language `RandomVFLProgram` leaves out —
/// stack views (axes, distributions, alignments, spacing, custom spacing, margins, hidden arranged
/// views, nesting), autoresizing views (`design WxH`, `frame=`, `autoresizing=`, Auto Layout
/// children), wrapping text (`text=WxL lines=N`), today's UIKit (`platform ios 17` or `--ios 17`:
/// `margins=`, margin attributes, `safeArea`, `margins`, `readableContent`, `systemSpacing`) — and
/// a command line with `--scale 1|2|3`, `--ios 17` and `--rtl`. Every program is meant to compile;
/// some are unsatisfiable (exit 65), as with `RandomVFLProgram`. Numbers have at most 3 decimals.
struct WholeLanguageProgram: CustomStringConvertible {
    var seed: UInt64
    var text: String
    var arguments: [String]

    var description: String { "seed \(seed): vflc \(arguments.joined(separator: " "))\n\(text)" }

    static func make(seed: UInt64) -> WholeLanguageProgram {
        var builder = Builder(seed: seed)
        return builder.build()
    }

    private struct Builder: SeededDraws {
        var rng: SeededGenerator
        let seed: UInt64
        var lines: [String] = []
        /// Today's UIKit: `platform ios 17` in the file or `--ios 17` on the command line.
        var modern = false
        var platformInFile = false
        /// Views placed by Auto Layout at the root (plain views, labels, stacks).
        var rootViews: [String] = []
        /// Every view that may appear in an equation.
        var constrainable: [String] = []
        var hasDesign = false

        init(seed: UInt64) {
            self.seed = seed
            rng = SeededGenerator(seed: seed)
        }

        mutating func length(_ range: ClosedRange<Int>) -> String {
            let whole = int(range)
            return pick(["\(whole)", "\(whole)", "\(whole).5", "\(whole).25"])
        }

        mutating func build() -> WholeLanguageProgram {
            modern = chance(0.65)
            if modern, chance(0.5) {
                platformInFile = true
                lines.append("platform ios 17")
            }
            if modern, chance(0.3) {
                // The root's own margins: larger than the system minimum on some sides.
                lines.append("view root margins=\(int(0...12)),\(int(0...40)),\(int(0...12)),\(int(0...40))")
            }
            var stacks = 0
            for index in 0..<int(1...3) {
                switch int(0...5) {
                case 0, 1:
                    stack("s\(stacks)", depth: 0)
                    stacks += 1
                case 2: label("t\(index)", parent: nil)
                default: plainView("v\(index)")
                }
            }
            if chance(0.4) { autoresizing() }
            chains()
            for _ in 0..<int(0...2) { equation() }
            let text = lines.joined(separator: "\n") + "\n"
            return WholeLanguageProgram(seed: seed, text: text, arguments: arguments())
        }

        // MARK: Views

        mutating func margins() -> String {
            guard modern, chance(0.35) else { return "" }
            return chance(0.5)
                ? " margins=\(int(0...20))" : " margins=\(int(0...16)),\(int(0...24)),\(int(0...16)),\(int(0...24))"
        }

        mutating func plainView(_ name: String) {
            rootViews.append(name)
            constrainable.append(name)
            var words = "view \(name)"
            if chance(0.6) { words += " intrinsic=\(length(10...120))x\(length(10...50))" }
            words += margins()
            if chance(0.1) { words += " hidden" }
            if words != "view \(name)" { lines.append(words) }
        }

        /// A wrapping label; `parent` nil: a root view placed by format strings, unless `arranged`.
        mutating func label(_ name: String, parent: String?, arranged: Bool = false) {
            if parent == nil, !arranged {
                rootViews.append(name)
                constrainable.append(name)
            }
            var words = "view \(name)"
            if let parent { words += " in=\(parent)" }
            words += " text=\(int(40...900))x\(pick(["17", "20.5", "21", "24"]))"
            if chance(0.7) { words += " lines=\(pick([0, 0, 1, 2, 3]))" }
            if chance(0.3) { words += " hug=\(pick(["250", "251", "750"]))" }
            if chance(0.3) { words += " resist=\(pick(["250", "749", "750", "1000"]))" }
            if chance(0.2) { words += " baseline=\(pick(["4", "6.5"]))" }
            lines.append(words)
        }

        /// A stack and its arranged views (declared after it); `depth` 1 is a nested stack.
        mutating func stack(_ name: String, depth: Int) {
            if depth == 0 {
                rootViews.append(name)
                constrainable.append(name)
            }
            let horizontal = chance(0.5)
            let count = int(1...3)
            let arranged = (0..<count).map { "\(name)a\($0)" }
            var words = "stack \(name)"
            if chance(0.8) || !horizontal { words += " axis=\(horizontal ? "horizontal" : "vertical")" }
            if chance(0.7) {
                words +=
                    " distribution="
                    + pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
            }
            var usesBaselines = false
            if chance(0.7) {
                var alignments = ["fill", "leading", "center", "trailing", "top", "bottom"]
                if horizontal { alignments += ["firstBaseline", "lastBaseline"] }
                let alignment = pick(alignments)
                usesBaselines = alignment.hasSuffix("Baseline")
                words += " alignment=" + alignment
            }
            // Whole points: under today's UIKit a stack's spacing rounds to the screen scale, so a
            // fractional one would move the snapped run's edges by more than half a pixel from
            // the unsnapped run's (that rounding has tests of its own).
            if chance(0.7) { words += " spacing=\(pick(["0", "4", "8", "12", "20"]))" }
            if count >= 2, chance(0.2) { words += " spacingAfter=\(arranged[0]):\(int(0...30))" }
            let relative = modern && chance(0.4)
            if relative { words += " margins=true" } else if chance(0.1) { words += " margins=false" }
            if !horizontal, chance(0.15) {
                words += " baselineRelative=true"
                usesBaselines = true
            }
            words += " arranged=" + arranged.joined(separator: ",")
            lines.append(words)
            var own = relative && chance(0.5) ? "view \(name)" + (margins().isEmpty ? " margins=4" : margins()) : ""
            if chance(0.1) { own += (own.isEmpty ? "view \(name)" : "") + " hidden" }
            if !own.isEmpty { lines.append(own) }
            for (index, view) in arranged.enumerated() {
                if depth == 0, index == count - 1, count >= 2, !usesBaselines, chance(0.15) {
                    // A nested stack: an arranged view that is itself a stack (not where baselines
                    // join the views: a stack's own baselines are not in the checkers' model).
                    stack(view, depth: 1)
                    continue
                }
                if chance(0.3) {
                    label(view, parent: chance(0.5) ? name : nil, arranged: true)
                    if chance(0.15) { lines[lines.count - 1] += " hidden" }
                    continue
                }
                var line = "view \(view)"
                if chance(0.85) {
                    line += " intrinsic=" + pick(["\(length(10...90))x\(length(10...44))", "\(length(10...90))x"])
                }
                if chance(0.25) { line += " hug=\(pick(["250", "251", "750,250"]))" }
                if horizontal, chance(0.3) { line += " baseline=\(pick(["2", "5.5"])) firstBaseline=\(int(8...16))" }
                if chance(0.2) { line += " hidden" }
                if line != "view \(view)" { lines.append(line) }
            }
        }

        /// A `design` size and views with frames and masks, sometimes with Auto Layout children.
        /// Per axis, the flexible parts of a frame sum to a number whose only prime factors are 2
        /// and 5, so that the shares of the autoresizing constraints (f / Σ flexible) are short
        /// decimals the exact oracle can hold.
        mutating func autoresizing() {
            let width = 320
            let height = pick([400, 640])
            lines.append("design \(width)x\(height)")
            hasDesign = true
            for index in 0..<int(1...2) {
                let name = "f\(index)"
                let horizontal = [chance(0.4), chance(0.4), chance(0.4)]
                let vertical = [chance(0.4), chance(0.4), chance(0.4)]
                let (x, w) = axis(length: width, flexible: horizontal)
                let (y, h) = axis(length: height, flexible: vertical)
                var line = "view \(name) frame=\(x),\(y),\(w),\(h)"
                let members =
                    zip(["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"], horizontal).filter(\.1).map(\.0)
                    + zip(["flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"], vertical).filter(\.1).map(
                        \.0)
                if !members.isEmpty || chance(0.5) {
                    line += " autoresizing=" + (members.isEmpty ? "none" : members.joined(separator: ","))
                }
                line += margins()
                lines.append(line)
                constrainable.append(name)
                if chance(0.5) {
                    // An Auto Layout child inside the autoresizing view.
                    let child = "\(name)k"
                    if chance(0.4) { label(child, parent: name) } else { lines.append("view \(child) in=\(name)") }
                    let edge = modern ? pick(["|-", "|", "|-8-"]) : pick(["|", "|-8-", "|-"])
                    lines.append("H:\(edge)[\(child)]\(String(edge.reversed()))")
                    lines.append("V:|-(\(int(0...10)))-[\(child)]" + (chance(0.5) ? "-(>=0)-|" : ""))
                }
            }
        }

        /// A frame's position and size along an axis of `length` points (margin, size, margin),
        /// the flexible parts summing to 2ᵃ5ᵇ points.
        mutating func axis(length: Int, flexible: [Bool]) -> (position: Int, size: Int) {
            var parts = [0, 20, 0]
            let flexibleSum: Int
            if flexible.allSatisfy({ $0 }) || !flexible.contains(true) {
                flexibleSum = length
            } else {
                let fixedMinimum = flexible[1] ? 0 : 20
                let flexibleMinimum = flexible[1] ? 20 : 0
                flexibleSum = pick(
                    [10, 16, 20, 25, 32, 40, 50, 64, 80, 100, 125, 128, 160, 200, 250, 256].filter {
                        $0 >= max(flexibleMinimum, 1) && length - $0 >= fixedMinimum
                    })
            }
            // Share each group's total among its parts, the size first getting its 20.
            for group in [true, false] {
                let members = (0..<3).filter { flexible[$0] == group }
                guard !members.isEmpty else { continue }
                var rest = (group ? flexibleSum : length - flexibleSum) - (members.contains(1) ? 20 : 0)
                if !group, flexible.allSatisfy({ $0 }) { continue }
                if group, !flexible.contains(true) { continue }
                for member in members.dropLast() {
                    let share = int(0...max(0, rest))
                    parts[member] += share
                    rest -= share
                }
                parts[members.last!] += rest
            }
            if !flexible.contains(true) {
                // No flexible part: any frame inside the parent.
                parts[1] = int(20...length / 2)
                parts[0] = int(0...(length - parts[1]))
            }
            return (parts[0], parts[1])
        }

        // MARK: Format strings and equations

        mutating func connection(superview: Bool) -> String {
            switch int(0...7) {
            case 0: return ""
            case 1, 2: return "-"
            case 3: return "-\(pick([0, 8, 20]))-"
            case 4: return "-(>=\(int(0...20)))-"
            case 5: return modern ? "-systemSpacing-" : "-"
            case 6: return "-(\(int(0...30))@\(pick(["250", "750", "999"])))-"
            default: return superview ? "-(>=\(int(0...12)))-" : "-(\(int(0...12)))-"
            }
        }

        mutating func predicate() -> String {
            switch int(0...6) {
            case 0...3: return ""
            case 4: return "(\(length(20...200)))"
            case 5: return "(>=\(int(20...120)))"
            default: return "(<=\(int(100...400))@\(pick(["250", "750", "1000"])))"
            }
        }

        mutating func chains() {
            guard !rootViews.isEmpty else { return }
            for horizontal in [true, false] {
                var views = rootViews.shuffled(using: &rng)
                if !horizontal, views.count >= 2, chance(0.3) { views = Array(views.prefix(1)) }
                var text = horizontal ? pick(["H:", ""]) : "V:"
                if chance(0.85) { text += "|" + connection(superview: true) }
                for (index, view) in views.enumerated() {
                    if index > 0 { text += connection(superview: false) }
                    text += "[\(view)\(predicate())]"
                }
                if chance(horizontal ? 0.8 : 0.5) { text += connection(superview: true) + "|" }
                var options: [String] = []
                if views.count >= 2, chance(0.2) {
                    options.append(horizontal ? pick(["alignAllTop", "alignAllCenterY"]) : "alignAllLeading")
                }
                if horizontal, chance(0.1) { options.append("directionLeftToRight") }
                if !options.isEmpty { text += " options: " + options.joined(separator: ", ") }
                lines.append(text)
            }
        }

        mutating func equation() {
            guard let view = constrainable.isEmpty ? nil : pick(constrainable) else { return }
            let priority = chance(0.6) ? "" : " @\(pick(["250", "500", "750", "999"]))"
            var choices = [
                "\(view).centerX == root.centerX",
                "\(view).width <= \(int(100...360))",
                "\(view).height >= \(int(10...60))",
                "\(view).height == 0.5 * \(view).width",
            ]
            if modern {
                choices += [
                    "\(view).top >= safeArea.top + \(int(0...10))",
                    "\(view).leading >= margins.leading",
                    "\(view).trailing <= readableContent.trailing",
                    "\(view).bottom <= safeArea.bottom",
                    "\(view).leading == root.leadingMargin + \(int(0...8))",
                    "\(view).centerY == root.centerYWithinMargins",
                ]
            }
            lines.append(pick(choices) + priority)
        }

        // MARK: Arguments

        mutating func arguments() -> [String] {
            var result: [String]
            switch int(0...6) {
            case 0: result = hasDesign ? [] : ["--width", pick(["320", "375"])]
            case 1, 2:
                result = ["--width", pick(["320", "375", "414", "768", "1024"]), "--height", pick(["480", "667"])]
            case 3: result = ["--width", pick(["320", "414", "768"])]
            case 4: result = ["--device", pick(["iphone5", "iphone6", "iphone6plus", "ipad"])]
            case 5: result = ["--device", pick(["iphone6", "iphone6plus", "ipadpro"]), "--landscape"]
            default: result = ["--width", "320,768", "--height", "600"]
            }
            if modern, !platformInFile || chance(0.3) { result += ["--ios", "17"] }
            if chance(0.5) { result += ["--scale", pick(["1", "2", "3"])] }
            if chance(0.35) { result.append("--rtl") }
            return result
        }
    }
}
