/// A random valid .vfl file and a command line to run it with, from a seed.
///
/// The programs use the whole language: format strings with every kind of connection and
/// predicate, priorities, metrics (aliases, size-class variants), options (alignments, directions,
/// baseline spacing), nested views (`view c0 in=box`), intrinsic sizes with hugging and
/// resistance, baselines, guides as spacers, `topLayoutGuide`/`bottomLayoutGuide`, equations
/// (centring, aspect ratios, proportions, multipliers on locations), size-class conditions, and
/// widths, heights, devices, orientations, splits and sweeps. Every program is meant to compile;
/// some are unsatisfiable (required constraints that conflict at the chosen size), which vflc
/// rejects with exit status 65. Numbers have at most 3 decimals, so `--format ir` prints them
/// exactly.
struct RandomVFLProgram: CustomStringConvertible {
    var seed: UInt64
    var text: String
    var arguments: [String]

    var description: String { "seed \(seed): vflc \(arguments.joined(separator: " "))\n\(text)" }

    static func make(seed: UInt64) -> RandomVFLProgram {
        var builder = Builder(seed: seed)
        return builder.build()
    }

    private struct Builder: SeededDraws {
        var rng: SeededGenerator
        /// `drawn=` frames come from a generator of their own, so adding them left every other
        /// draw (and so every program of a seed) as it was.
        var drawnRNG: SeededGenerator
        let seed: UInt64
        var lines: [String] = []
        var metricNames: [String] = []
        var rootViews: [String] = []
        var children: [String] = []

        init(seed: UInt64) {
            self.seed = seed
            rng = SeededGenerator(seed: seed)
            drawnRNG = SeededGenerator(seed: seed ^ 0xD2A3_F4A3_E000_0001)
        }

        /// A length: mostly whole points, sometimes halves and quarters.
        mutating func length(_ range: ClosedRange<Int>) -> String {
            let whole = int(range)
            return pick(["\(whole)", "\(whole)", "\(whole)", "\(whole).5", "\(whole).25"])
        }

        mutating func priority() -> String { pick(["1", "250", "251", "499.5", "500", "749", "750", "999", "1000"]) }

        var allViews: [String] { rootViews + children }

        func parent(of view: String) -> String { children.contains(view) ? "box" : "root" }

        mutating func condition() -> String {
            guard chance(0.15) else { return "" }
            return pick(["@wC ", "@wR ", "@hC ", "@hR ", "@wC @hR ", "@wR @hR ", "@hC @wC "])
        }

        mutating func build() -> RandomVFLProgram {
            rootViews = (0..<int(1...4)).map { "v\($0)" }
            if chance(0.4) {
                rootViews.append("box")
                children = (0..<int(1...3)).map { "c\($0)" }
            }
            if chance(0.2) { lines.append("# generated from seed \(seed)") }
            declareSettings()
            declareViews()
            var horizontallyPlaced: Set<String> = []
            if rootViews.count >= 2, chance(0.25) {
                horizontallyPlaced = spacerGuides()
            }
            for group in [rootViews, children] where !group.isEmpty {
                chains(of: group.filter { !horizontallyPlaced.contains($0) }, horizontal: true)
                chains(of: group, horizontal: false)
            }
            for _ in 0..<int(0...3) { equation() }
            if chance(0.1) { lines.append("") }
            let text = lines.joined(separator: pick(["\n", "\n", "\n", "\r\n"])) + (chance(0.9) ? "\n" : "")
            return RandomVFLProgram(seed: seed, text: text, arguments: arguments())
        }

        mutating func declareSettings() {
            if chance(0.5) {
                // Unconditional: a statement in force must find every metric it names.
                lines.append("metrics m0=\(length(0...30)) m1=m0 m2=\(int(2...60))")
                metricNames += ["m0", "m1", "m2"]
            }
            if chance(0.3) {
                // Defined in every size class, so `side` always resolves.
                if chance(0.5) {
                    lines.append("@wC metrics side=\(int(0...20))")
                    lines.append("@wR metrics side=\(int(20...100))")
                } else {
                    lines.append("@hC metrics side=\(int(0...10))")
                    lines.append("@hR metrics side=\(int(10...40))")
                }
                metricNames.append("side")
            }
            if chance(0.3) {
                lines.append(
                    condition() + "spacing sibling=\(pick([0, 4, 6, 8, 12])) superview=\(pick([0, 10, 16, 20]))")
            }
            if chance(0.25) {
                lines.append(condition() + "layoutGuides top=\(pick([0, 20, 64])) bottom=\(pick([0, 49, 83]))")
            }
        }

        mutating func declareViews() {
            for view in allViews {
                let isChild = children.contains(view)
                guard isChild || chance(0.6) else { continue }
                var words = ["view", view]
                if isChild { words.append("in=box") }
                if chance(0.6) {
                    words.append(
                        "intrinsic="
                            + pick([
                                "\(length(10...120))x\(length(10...60))", "\(length(10...120))x",
                                "x\(length(10...60))",
                            ]))
                }
                if chance(0.3) {
                    words.append("hug=" + pick(["1", "250", "251", "500", "750", "999", "251,249", "1000", "750,250"]))
                }
                if chance(0.3) {
                    words.append("resist=" + pick(["1", "250", "750", "751", "999", "1000,750", "500,500"]))
                }
                if chance(0.25) { words.append("baseline=\(pick(["0", "2", "4.5", "6"]))") }
                if chance(0.15) { words.append("firstBaseline=\(pick(["0", "12", "16.5"]))") }
                if Int.random(in: 0..<5, using: &drawnRNG) == 0 {
                    let values = (0..<4).map { index in
                        Int.random(in: index < 2 ? -20...300 : 0...200, using: &drawnRNG)
                    }
                    words.append("drawn=" + values.map(String.init).joined(separator: ","))
                }
                lines.append(words.joined(separator: " "))
            }
        }

        /// `H:|[g0][a][g1(==g0)][b][g2(==g0)]|`: equal spaces made of guides.
        mutating func spacerGuides() -> Set<String> {
            let shuffled = rootViews.shuffled(using: &rng)
            let placed = Array(shuffled.prefix(int(2...min(3, shuffled.count))))
            var format = "H:|[g0]"
            lines.append("guide g0")
            for (index, view) in placed.enumerated() {
                lines.append("guide g\(index + 1)")
                format += "[\(view)\(viewPredicate(horizontal: true, of: view))][g\(index + 1)(==g0)]"
            }
            lines.append(format + "|")
            return Set(placed)
        }

        /// The views of one parent in one or two format strings along an axis.
        mutating func chains(of group: [String], horizontal: Bool) {
            guard !group.isEmpty else { return }
            let views = group.shuffled(using: &rng)
            var parts: [[String]] = []
            if views.count >= 3, chance(0.3) {
                let cut = int(1...(views.count - 1))
                parts = [Array(views[..<cut]), Array(views[cut...])]
            } else {
                parts = [views]
            }
            for part in parts { formatString(part, horizontal: horizontal) }
        }

        mutating func formatString(_ views: [String], horizontal: Bool) {
            let isRootLevel = parent(of: views[0]) == "root"
            var elements: [String] = []
            let prefix = horizontal ? pick(["H:", "H:", ""]) : "V:"
            elements.append(prefix)
            var usesTopGuide = false
            if !horizontal, isRootLevel, chance(0.2) {
                elements.append("[topLayoutGuide]" + connection(superview: false))
                usesTopGuide = true
            } else if chance(0.75) {
                elements.append("|" + connection(superview: true))
            }
            for (index, view) in views.enumerated() {
                if index > 0 { elements.append(connection(superview: false)) }
                elements.append("[\(view)\(viewPredicate(horizontal: horizontal, of: view))]")
            }
            if !horizontal, isRootLevel, !usesTopGuide, chance(0.15) {
                elements.append(connection(superview: false) + "[bottomLayoutGuide]")
            } else if chance(0.6) {
                elements.append(connection(superview: true) + "|")
            }
            var options: [String] = []
            let count = views.count + (usesTopGuide ? 1 : 0)
            if count >= 2, chance(0.3) {
                options.append(
                    horizontal
                        ? pick([
                            "alignAllTop", "alignAllBottom", "alignAllCenterY", "alignAllLastBaseline",
                            "alignAllFirstBaseline",
                        ])
                        : pick([
                            "alignAllLeading", "alignAllTrailing", "alignAllCenterX", "alignAllLeft", "alignAllRight",
                        ]))
            }
            if horizontal, chance(0.15) {
                options.append(pick(["directionLeftToRight", "directionRightToLeft", "directionLeadingToTrailing"]))
            }
            if !horizontal, chance(0.1) { options.append("spacingBaselineToBaseline") }
            if chance(0.05) { options.append("spacingEdgeToEdge") }
            var text = chance(0.1) ? elements.joined(separator: " ") : elements.joined()
            if !options.isEmpty {
                text += " options: " + options.map { chance(0.2) ? "." + $0 : $0 }.joined(separator: ", ")
            }
            if chance(0.1) { text += pick([" # a comment", " // another"]) }
            lines.append(condition() + text)
        }

        /// The inside of a connection, or nothing for flush.
        mutating func connection(superview: Bool) -> String {
            let metric: String? = metricNames.isEmpty ? nil : pick(metricNames)
            switch int(0...11) {
            case 0, 1: return ""
            case 2, 3: return "-"
            case 4: return "-\(pick([0, 4, 8, 10, 20]))-"
            case 5: return "-(>=\(int(0...20)))-"
            case 6: return "-(>=\(int(0...10)),<=\(int(10...60)))-"
            case 7: return metric.map { "-\($0)-" } ?? "-"
            case 8: return "-(\(int(0...30))@\(priority()))-"
            case 9: return "->=\(int(0...12))-"
            case 10: return "-(-\(int(1...5)))-"
            default: return "-(>=\(int(0...8)),==\(int(8...40))@\(pick(["250", "500", "750"])))-"
            }
        }

        /// `(...)` after a view's name, or nothing.
        mutating func viewPredicate(horizontal: Bool, of view: String) -> String {
            let others = allViews.filter { $0 != view }
            let metric: String? = metricNames.isEmpty ? nil : pick(metricNames)
            switch int(0...13) {
            case 0...4: return ""
            case 5: return "(\(length(10...120)))"
            case 6: return "(>=\(length(10...80)))"
            case 7: return "(<=\(length(40...300)))"
            case 8: return "(>=\(int(10...40)),<=\(int(40...200)))"
            case 9: return others.isEmpty ? "" : "(==\(pick(others)))"
            case 10: return "(\(length(10...150))@\(priority()))"
            case 11: return metric.map { "(>=\($0))" } ?? "(>=1)"
            case 12: return others.isEmpty ? "" : "(==\(pick(others))@\(priority()))"
            default: return "(>=\(int(5...40))@\(priority()),<=\(int(60...300)))"
            }
        }

        mutating func equation() {
            let view = pick(allViews)
            let container = parent(of: view)
            let other = pick(allViews + ["root"])
            let priority = chance(0.5) ? "" : " @" + self.priority()
            let text: String
            switch int(0...11) {
            case 0: text = "\(view).centerX == \(container).centerX"
            case 1: text = "\(view).centerY == \(container).centerY"
            case 2: text = "\(view).height == \(view).width"
            case 3: text = "\(view).height == \(pick(["0.5", "2", "0.75"])) * \(view).width"
            case 4: text = "\(view).width == \(pick(["0.5", "0.25", "1.5"])) * \(other).width + \(int(0...20))"
            case 5: text = "\(view).centerX == \(pick(["0.5", "1.5", "0.25"])) * \(container).centerX"
            case 6: text = "\(view).top >= \(other).bottom + \(int(0...10))"
            case 7: text = "\(view).width <= \(int(100...400))"
            case 8:
                text =
                    "\(view).\(pick(["lastBaseline", "firstBaseline"])) == \(other).\(pick(["lastBaseline", "firstBaseline", "top", "centerY"]))"
            case 9: text = "\(view).left == \(other).right - \(int(0...10))"
            case 10: text = "\(view).centerY == \(pick(["2", "0.5"])) * \(other).centerY - \(int(0...10))"
            default: text = "\(view).trailing <= \(other).trailing"
            }
            lines.append(condition() + text + priority)
        }

        mutating func arguments() -> [String] {
            let devices = ["iphone4s", "iphone5", "iphone6", "iphone6plus", "ipad", "ipadpro"]
            switch int(0...11) {
            case 0, 1:
                return [
                    "--width", pick(["320", "375", "414", "768", "1024"]), "--height",
                    pick(["200", "480", "667", "1024"]),
                ]
            case 2, 3: return ["--width", pick(["320", "375", "414", "768"])]
            case 4: return []
            case 5: return ["--device", pick(devices)]
            case 6: return ["--device", pick(devices), "--landscape"]
            case 7:
                return ["--device", pick(["ipad", "ipadpro"])] + (chance(0.5) ? ["--landscape"] : [])
                    + ["--split", pick(["1/3", "2/3"])]
            case 8: return ["--width", "320,375,768", "--height", "600"]
            case 9: return ["--device", "iphone5,iphone6plus,ipad"] + (chance(0.5) ? ["--landscape"] : [])
            case 10:
                return [
                    "--width", pick(["375", "768"]), "--height", "500", "--traits",
                    pick(["wR", "hC", "wC,hC", "wR,hR"]),
                ]
            default: return ["--height", pick(["300", "700"])]
            }
        }
    }
}
