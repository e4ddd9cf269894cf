import Foundation

/// Evaluates constraints read back from `--format ir` text (`IRText`) against frames, with its
/// own arithmetic: it shares no code with `LayoutEngine` (whose `terms`, `linear`, `residual` and
/// `isSatisfied` the solver uses), so a mistake there cannot hide itself here.
///
/// Frames are given as `UIView.frame` is (relative to the parent named by the IR's `# items:`
/// line) and turned into root coordinates here. Attributes follow docs/language.md and docs/language.md:
/// leading is left (vflc lays out left to right); the last baseline is `baseline=` above the
/// bottom, the first is `firstBaseline=` below the top (or the last one); with a multiplier other
/// than 1 on locations, both sides are measured from the nearest common container's origin.
struct IndependentChecker {
    struct Frame: Equatable {
        var x: Double, y: Double, width: Double, height: Double
    }

    struct Baselines: Equatable {
        /// Above the bottom edge.
        var last: Double = 0
        /// Below the top edge; `nil`: the last baseline.
        var first: Double?
    }

    let ir: IRText
    /// Root coordinates, by item name; items without a frame are missing.
    private(set) var absolute: [String: Frame] = [:]
    let baselines: [String: Baselines]
    /// Why items are missing (e.g. a guide the JSON does not print).
    private(set) var unknownItems: Set<String> = []
    /// Layout margins (top, left, bottom, right) by item name, under `--ios 11` and later
    /// (docs/language.md): a view's or a stack's default unless declared, the root's from the
    /// system minimum and the safe area — every number from docs/fidelity.md's table.
    var margins: [String: Frame] = [:]
    /// `--rtl`: a constraint on leading/trailing measures horizontal positions towards the left.
    var rightToLeft = false

    /// Places the guides of today's UIKit from the safe area, the root's margins (the system
    /// minimum of `numbers` by `traits` and the screen's width, the root's own `margins=` where
    /// larger, plus the safe area) and the readable width, and records every view's margins
    /// (`stacks` take `stack.margin`, other views `view.margin`); `margins` here is
    /// (top, left, bottom, right) as a `Frame`'s x, y, width, height.
    mutating func applyModern(
        safeArea: Frame, traits: String, declaredMargins: [String: Frame], rightToLeft: Bool,
        screenWidth: Double? = nil, stacks: Set<String> = [], numbers: FidelityNumbers = .current
    ) {
        self.rightToLeft = rightToLeft
        guard let root = absolute["root"] else { return }
        let side = numbers.rootSideMargin(regularWidth: traits.hasPrefix("wR"), screenWidth: screenWidth)
        let vertical = numbers.rootVerticalMargin
        let own = declaredMargins["root"] ?? Frame(x: 0, y: 0, width: 0, height: 0)
        let rootMargins = Frame(
            x: max(own.x, vertical) + safeArea.x, y: max(own.y, side) + safeArea.y,
            width: max(own.width, vertical) + safeArea.width, height: max(own.height, side) + safeArea.height)
        for item in ir.items {
            let standard = stacks.contains(item.name) ? numbers.stackMargin : numbers.viewMargin
            margins[item.name] =
                declaredMargins[item.name] ?? Frame(x: standard, y: standard, width: standard, height: standard)
        }
        margins["root"] = rootMargins
        func inset(_ m: Frame) -> Frame {
            Frame(x: m.y, y: m.x, width: root.width - m.y - m.height, height: root.height - m.x - m.width)
        }
        let marginsFrame = inset(rootMargins)
        let readableWidth = min(numbers.readableWidth, marginsFrame.width)
        for item in ir.items where item.kind == "layout guide" {
            switch item.name {
            case "safeArea": absolute[item.name] = inset(safeArea)
            case "margins": absolute[item.name] = marginsFrame
            case "readableContent":
                absolute[item.name] = Frame(
                    x: marginsFrame.x + (marginsFrame.width - readableWidth) / 2, y: marginsFrame.y,
                    width: readableWidth, height: marginsFrame.height)
            default: continue
            }
            unknownItems.remove(item.name)
        }
    }

    /// - Parameters:
    ///   - relativeFrames: every view's and guide's frame relative to its parent.
    ///   - rootSize: the container's size; the root is at the origin.
    ///   - layoutGuideLengths: the lengths of `topLayoutGuide` and `bottomLayoutGuide` (docs/language.md:
    ///     the first spans from the root's top down, the second from the root's bottom up, both
    ///     the root's width); a predefined guide without a length is unknown.
    init(
        ir: IRText, relativeFrames: [String: Frame], rootSize: (width: Double, height: Double),
        baselines: [String: Baselines], layoutGuideLengths: [String: Double]
    ) {
        self.ir = ir
        self.baselines = baselines
        absolute["root"] = Frame(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
        for item in ir.items where item.kind == "layout guide" {
            guard let length = layoutGuideLengths[item.name] else { continue }
            let top = item.name == "bottomLayoutGuide" ? rootSize.height - length : 0
            absolute[item.name] = Frame(x: 0, y: top, width: rootSize.width, height: length)
        }
        // Parents before children, whatever order the items are listed in.
        var pending = ir.items.filter { $0.kind == "view" || $0.kind == "guide" || $0.kind == "stack spacer" }
        while !pending.isEmpty {
            let before = pending.count
            pending.removeAll { item in
                guard let frame = relativeFrames[item.name], let parentName = item.parent else {
                    unknownItems.insert(item.name)
                    return true
                }
                // A parent not placed yet: try again in the next round.
                guard let origin = absolute[parentName] else { return false }
                absolute[item.name] = Frame(
                    x: frame.x + origin.x, y: frame.y + origin.y, width: frame.width, height: frame.height)
                return true
            }
            if pending.count == before {
                for item in pending { unknownItems.insert(item.name) }
                break
            }
        }
        for item in ir.items where absolute[item.name] == nil { unknownItems.insert(item.name) }
    }

    /// An attribute's value in root coordinates; `nil` when the item has no known frame.
    func value(_ operand: IRText.Operand, mirrored: Bool = false) -> Double? {
        guard let value = physicalValue(operand, rightToLeft: mirrored) else { return nil }
        return mirrored && Self.horizontal.contains(operand.attribute) && operand.attribute != "width" ? -value : value
    }

    private func physicalValue(_ operand: IRText.Operand, rightToLeft: Bool) -> Double? {
        guard let f = absolute[operand.item] else { return nil }
        let lines = baselines[operand.item] ?? Baselines()
        let m = margins[operand.item] ?? Frame(x: 0, y: 0, width: 0, height: 0)
        switch operand.attribute {
        case "leading": return rightToLeft ? f.x + f.width : f.x
        case "trailing": return rightToLeft ? f.x : f.x + f.width
        case "leadingMargin": return rightToLeft ? f.x + f.width - m.height : f.x + m.y
        case "trailingMargin": return rightToLeft ? f.x + m.y : f.x + f.width - m.height
        case "leftMargin": return f.x + m.y
        case "rightMargin": return f.x + f.width - m.height
        case "topMargin": return f.y + m.x
        case "bottomMargin": return f.y + f.height - m.width
        case "centerXWithinMargins": return f.x + m.y + (f.width - m.y - m.height) / 2
        case "centerYWithinMargins": return f.y + m.x + (f.height - m.x - m.width) / 2
        case "left": return f.x
        case "right": return f.x + f.width
        case "centerX": return f.x + f.width / 2
        case "width": return f.width
        case "top": return f.y
        case "bottom": return f.y + f.height
        case "centerY": return f.y + f.height / 2
        case "height": return f.height
        case "lastBaseline": return f.y + f.height - lines.last
        case "firstBaseline": return lines.first.map { f.y + $0 } ?? f.y + f.height - lines.last
        default: return nil
        }
    }

    /// The nearest item that is an ancestor of both (an item counts as its own ancestor).
    func nearestCommonContainer(_ a: String, _ b: String) -> String {
        func chain(_ name: String) -> [String] {
            var result = [name]
            var current = ir.item(named: name)?.parent
            while let node = current, !result.contains(node) {
                result.append(node)
                current = ir.item(named: node)?.parent
            }
            return result
        }
        let others = Set(chain(b))
        return chain(a).first { others.contains($0) } ?? "root"
    }

    static let horizontal: Set<String> = [
        "left", "right", "leading", "trailing", "centerX", "width", "leftMargin", "rightMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins",
    ]
    static let directional: Set<String> = ["leading", "trailing", "leadingMargin", "trailingMargin"]

    enum Verdict: Equatable {
        case holds
        case violated(lhs: Double, rhs: Double)
        /// An item without a known frame.
        case unknown
    }

    /// Whether `first REL m × second + c` holds to 1e-6, relative to the magnitudes involved.
    func check(_ constraint: IRText.Constraint) -> Verdict {
        let mirrored =
            rightToLeft
            && (Self.directional.contains(constraint.first.attribute)
                || constraint.second.map { Self.directional.contains($0.attribute) } == true)
        guard var lhs = value(constraint.first, mirrored: mirrored) else { return .unknown }
        var rhs = constraint.constant
        if let second = constraint.second {
            guard var other = value(second, mirrored: mirrored) else { return .unknown }
            let isSize = constraint.first.attribute == "width" || constraint.first.attribute == "height"
            if constraint.multiplier != 1, !isSize {
                let container = nearestCommonContainer(constraint.first.item, second.item)
                guard let origin = absolute[container] else { return .unknown }
                let shift = Self.horizontal.contains(constraint.first.attribute) ? origin.x : origin.y
                lhs -= shift
                other -= shift
            }
            rhs += constraint.multiplier * other
        }
        let tolerance = 1e-6 * max(1, abs(lhs), abs(rhs), abs(constraint.constant))
        let holds: Bool
        switch constraint.relation {
        case "==": holds = abs(lhs - rhs) <= tolerance
        case "<=": holds = lhs <= rhs + tolerance
        default: holds = lhs >= rhs - tolerance
        }
        return holds ? .holds : .violated(lhs: lhs, rhs: rhs)
    }
}

extension IndependentChecker {
    /// The statement lines of a `.vfl` source as docs/language.md splits them, each as its leading
    /// `@wC`-style size-class conditions (without the `@`) and its words: a line ends at `\n` (or
    /// `\r\n`), `#` and `//` start a comment, and words are separated by spaces, tabs, vertical
    /// tabs, form feeds and lone carriage returns, which the lexer skips as it skips spaces.
    static func statementLines(in source: String) -> [(conditions: [String], words: [String])] {
        let separators: Set<Character> = [" ", "\t", "\r", "\u{0B}", "\u{0C}"]
        var lines: [(conditions: [String], words: [String])] = []
        for rawLine in source.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            if let slashes = line.range(of: "//") { line = line[..<slashes.lowerBound] }
            var words = line.split(whereSeparator: separators.contains).map(String.init)
            var conditions: [String] = []
            while let first = words.first, first.hasPrefix("@") {
                conditions.append(String(first.dropFirst()))
                words.removeFirst()
            }
            lines.append((conditions, words))
        }
        return lines
    }

    /// A file's `view NAME …` declarations in force under `traits` (`"wC hR"`: every `@` condition
    /// of the line among them), in file order, each as its name and the words after it.
    static func viewDeclarations(in source: String, traits: String) -> [(name: String, keys: ArraySlice<String>)] {
        let classes = Set(traits.split(separator: " ").map(String.init))
        return statementLines(in: source).compactMap { conditions, words in
            guard conditions.allSatisfy(classes.contains), words.count >= 2, words[0] == "view" else { return nil }
            return (words[1], words.dropFirst(2))
        }
    }

    /// Baselines from a file's `view` declarations in force under `traits` (`"wC hR"`): a later
    /// declaration's `baseline=`/`firstBaseline=` overrides an earlier one's. Read from the
    /// source text, not from the compiler.
    static func declaredBaselines(in source: String, traits: String) -> [String: Baselines] {
        var result: [String: Baselines] = [:]
        for (name, keys) in viewDeclarations(in: source, traits: traits) {
            for word in keys {
                if word.hasPrefix("baseline="), let value = Double(word.dropFirst("baseline=".count)) {
                    result[name, default: Baselines()].last = value
                } else if word.hasPrefix("firstBaseline="), let value = Double(word.dropFirst("firstBaseline=".count)) {
                    result[name, default: Baselines()].first = value
                }
            }
        }
        return result
    }

    /// Layout margins from a file's `view NAME margins=N` or `margins=T,L,B,R` declarations in
    /// force under `traits`, as (top, left, bottom, right) in a `Frame`'s x, y, width, height.
    static func declaredMargins(in source: String, traits: String) -> [String: Frame] {
        var result: [String: Frame] = [:]
        for (name, keys) in viewDeclarations(in: source, traits: traits) {
            for word in keys where word.hasPrefix("margins=") {
                let values = word.dropFirst("margins=".count).split(separator: ",").compactMap { Double($0) }
                if values.count == 1 {
                    result[name] = Frame(x: values[0], y: values[0], width: values[0], height: values[0])
                } else if values.count == 4 {
                    result[name] = Frame(x: values[0], y: values[1], width: values[2], height: values[3])
                }
            }
        }
        return result
    }

    /// The names of a file's `stack NAME …` declarations (a stack's default margins differ from a
    /// view's only if docs/fidelity.md says so).
    static func declaredStacks(in source: String) -> Set<String> {
        Set(declaredStackMargins(in: source).keys)
    }

    /// A file's stacks with whether each is `margins=true` (`isLayoutMarginsRelativeArrangement`).
    static func declaredStackMargins(in source: String) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for (conditions, words) in statementLines(in: source) {
            guard conditions.isEmpty, words.count >= 2, words[0] == "stack" else { continue }
            result[words[1]] = words.contains("margins=true")
        }
        return result
    }

    /// The `UISV-canvas-connection` edges of each stack, checked against the margins UIKit gives
    /// the canvas (docs/language.md: the stack, or its layout margins with `margins=true`): an edge
    /// constraint between a stack and an item inside it must have the stack's margin on that side
    /// as its constant (0 without `margins=true`), with the margins recorded by `applyModern`
    /// (`stack.margin` of docs/fidelity.md unless declared). Returns the constraints checked and
    /// a description of each that differs.
    func canvasConnectionMismatches(stacks: [String: Bool]) -> (checked: Int, mismatches: [String]) {
        var checked = 0
        var mismatches: [String] = []
        let edges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]
        for constraint in ir.constraints where constraint.text.hasPrefix("'UISV-canvas-connection'") {
            guard let second = constraint.second, constraint.multiplier == 1, constraint.relation == "==",
                constraint.first.attribute == second.attribute, edges.contains(second.attribute)
            else { continue }
            let stackFirst = stacks[constraint.first.item] != nil && second.item != constraint.first.item
            let stack = stackFirst ? constraint.first.item : second.item
            guard let relative = stacks[stack], stackFirst || stacks[second.item] != nil else { continue }
            var inset = 0.0
            if relative {
                guard let m = margins[stack] else { continue }
                // (top, left, bottom, right) as x, y, width, height.
                switch second.attribute {
                case "top": inset = -m.x
                case "bottom": inset = m.width
                case "left": inset = -m.y
                case "right": inset = m.height
                case "leading": inset = -(rightToLeft ? m.height : m.y)
                default: inset = rightToLeft ? m.y : m.height
                }
            }
            let expected = stackFirst ? inset : -inset
            checked += 1
            if abs(constraint.constant - expected) > 1e-9 {
                mismatches.append("\(constraint.location)  \(constraint.text): the constant should be \(expected)")
            }
        }
        return (checked, mismatches)
    }
}
