/// One random layout written twice, from a seed: as a `.vfl` program (views with `intrinsic=`,
/// equations, nested views with `in=`) and as an Interface Builder storyboard with the same views
/// and constraints (`<constraint>` elements, labels whose stored frame size is the intrinsic size).
///
/// Every view is placed and sized on both axes (edges, a start and a size, a centre and a size,
/// a position after a sibling, an optional position or size held by a required inequality), with
/// constant sizes, multipliers of the parent's, a sibling's or the view's own other size (IB
/// writes some as ratios, `1:2`), or a label's intrinsic size. Constraints only say what both
/// languages say the same way: no margins, no VFL strings, no equal-priority optional pairs; so
/// both must give the same frames. The storyboard uses IB's own forms: the holder of a
/// constraint is the items' nearest common ancestor, the first item is sometimes left out when
/// it is the holder, and a constant-only size sits in its view's own list.
struct TwinLayoutProgram: CustomStringConvertible {
    var seed: UInt64
    var width: Int
    var height: Int
    var vfl: String
    var storyboard: String
    /// Each `.vfl` view name's IB id in the storyboard.
    var identifiers: [String: String]

    var description: String {
        "seed \(seed): \(width) x \(height)\n\(vfl)\n\(storyboard)"
    }

    static func make(seed: UInt64) -> TwinLayoutProgram {
        var builder = Builder(seed: seed)
        return builder.build()
    }

    /// `item.attribute`, `item` being `root` or a view's name.
    struct Term {
        var item: String
        var attribute: String
    }

    /// One NSLayoutConstraint: `first relation multiplier × second + constant @priority`.
    struct Equation {
        var first: Term
        var relation: String = "=="
        var second: Term?
        var multiplier: Double = 1
        var constant: Double = 0
        var priority = 1000
    }

    /// A generated view: its parent (`root` or `box`) and a label's intrinsic size.
    struct GeneratedView {
        var name: String
        var parent: String
        var intrinsic: (width: Double, height: Double)?
    }

    private struct Builder: SeededDraws {
        var rng: SeededGenerator
        let seed: UInt64
        var views: [GeneratedView] = []
        var equations: [Equation] = []

        init(seed: UInt64) {
            self.seed = seed
            rng = SeededGenerator(seed: seed)
        }

        /// The attributes of one axis: start, end, centre, size.
        static let horizontal = ["leading", "trailing", "centerX", "width"]
        static let vertical = ["top", "bottom", "centerY", "height"]
        static let multipliers: [Double] = [0.25, 0.5, 0.75, 1, 1.5, 2]

        mutating func build() -> TwinLayoutProgram {
            let width = int(320...440)
            let height = int(480...960)
            let rootCount = int(1...4)
            let boxIndex = chance(0.5) ? int(0...(rootCount - 1)) : nil
            for index in 0..<rootCount {
                if index == boxIndex {
                    views.append(GeneratedView(name: "box", parent: "root"))
                    place(views.count - 1)
                    for child in 0..<int(1...3) {
                        views.append(GeneratedView(name: "c\(child)", parent: "box", intrinsic: labelSize()))
                        place(views.count - 1)
                    }
                } else {
                    views.append(GeneratedView(name: "v\(index)", parent: "root", intrinsic: labelSize()))
                    place(views.count - 1)
                }
            }
            let identifiers = Dictionary(uniqueKeysWithValues: views.map { ($0.name, Self.identifier(of: $0.name)) })
            return TwinLayoutProgram(
                seed: seed, width: width, height: height, vfl: vflText(), storyboard: storyboardText(),
                identifiers: identifiers)
        }

        mutating func labelSize() -> (width: Double, height: Double)? {
            guard chance(0.4) else { return nil }
            return (Double(int(20...150)) + pick([0, 0.5, 1.0 / 3]), pick([17, 18, 20.5, 21, 24]))
        }

        /// Places and sizes view `index` on both axes.
        mutating func place(_ index: Int) {
            let view = views[index]
            let siblings = views[..<index].filter { $0.parent == view.parent }.map(\.name)
            for attributes in [Self.horizontal, Self.vertical] {
                let (start, end, center, length) = (attributes[0], attributes[1], attributes[2], attributes[3])
                let term = { (attribute: String) in Term(item: view.name, attribute: attribute) }
                let parent = { (attribute: String) in Term(item: view.parent, attribute: attribute) }
                switch int(0...4) {
                case 0:
                    // Both edges: the size follows.
                    equations.append(Equation(first: term(start), second: parent(start), constant: constant(0...30)))
                    equations.append(Equation(first: parent(end), second: term(end), constant: constant(0...30)))
                    continue
                case 1:
                    equations.append(Equation(first: term(start), second: parent(start), constant: constant(0...40)))
                case 2:
                    equations.append(
                        Equation(first: term(center), second: parent(center), constant: constant(-20...20)))
                case 3 where !siblings.isEmpty:
                    let sibling = Term(item: pick(siblings), attribute: end)
                    equations.append(Equation(first: term(start), second: sibling, constant: constant(0...20)))
                default:
                    // An optional position that a required inequality may hold off.
                    equations.append(
                        Equation(
                            first: term(start), relation: ">=", second: parent(start), constant: constant(0...30)))
                    equations.append(
                        Equation(first: term(start), second: parent(start), constant: constant(0...30), priority: 750))
                }
                size(of: view, attribute: length, siblings: siblings)
            }
        }

        mutating func size(of view: GeneratedView, attribute: String, siblings: [String]) {
            let term = Term(item: view.name, attribute: attribute)
            let isHeight = attribute == "height"
            switch int(0...4) {
            case 0 where view.intrinsic != nil:
                break // the label's intrinsic size, held by hugging and compression resistance
            case 1:
                let other = pick([view.parent] + siblings)
                equations.append(
                    Equation(
                        first: term, second: Term(item: other, attribute: attribute),
                        multiplier: pick(Self.multipliers),
                        constant: constant(-10...10)))
            case 2 where isHeight && view.intrinsic == nil:
                // Its own aspect ratio.
                equations.append(
                    Equation(
                        first: term, second: Term(item: view.name, attribute: "width"),
                        multiplier: pick(Self.multipliers)))
            case 3:
                // An optional size held by a required minimum, or capped by a required maximum.
                let bound = constant(10...80)
                let relation = pick([">=", "<="])
                equations.append(Equation(first: term, relation: relation, constant: bound))
                // Not 750 or 250/251: a label's compression resistance and hugging have those.
                equations.append(
                    Equation(first: term, constant: constant(10...120), priority: relation == ">=" ? 760 : 500))
            default:
                equations.append(Equation(first: term, constant: constant(10...120)))
            }
        }

        mutating func constant(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }

        // MARK: The .vfl program

        func vflText() -> String {
            var lines = ["platform ios 17", "safeArea top=0 left=0 bottom=0 right=0"]
            for view in views {
                var words = ["view", view.name]
                if view.parent != "root" { words.append("in=\(view.parent)") }
                if let intrinsic = view.intrinsic {
                    words += ["intrinsic=\(Self.number(intrinsic.width))x\(Self.number(intrinsic.height))", "hug=251"]
                }
                lines.append(words.joined(separator: " "))
            }
            lines += equations.map(Self.vflEquation)
            return lines.joined(separator: "\n") + "\n"
        }

        static func vflEquation(_ equation: Equation) -> String {
            var text = "\(equation.first.item).\(equation.first.attribute) \(equation.relation) "
            if let second = equation.second {
                if equation.multiplier != 1 { text += "\(number(equation.multiplier)) * " }
                text += "\(second.item).\(second.attribute)"
                if equation.constant > 0 { text += " + \(number(equation.constant))" }
                if equation.constant < 0 { text += " - \(number(-equation.constant))" }
            } else {
                text += number(equation.constant)
            }
            if equation.priority != 1000 { text += " @\(equation.priority)" }
            return text
        }

        // MARK: The storyboard

        static func identifier(of item: String) -> String { item == "root" ? "twR-oo-t01" : "tw\(item)-Vw-001" }

        func ancestors(of item: String) -> [String] {
            var chain = [item]
            while let view = views.first(where: { $0.name == chain.last }) { chain.append(view.parent) }
            return chain
        }

        /// The view whose `<constraints>` list holds the equation: the items' nearest common ancestor.
        func holder(of equation: Equation) -> String {
            let first = ancestors(of: equation.first.item)
            guard let second = equation.second.map({ ancestors(of: $0.item) }) else { return equation.first.item }
            return first.first { second.contains($0) } ?? "root"
        }

        func storyboardText() -> String {
            var held: [String: [(Int, Equation)]] = [:]
            for (index, equation) in equations.enumerated() {
                held[holder(of: equation), default: []].append((index, equation))
            }
            var rng = SeededGenerator(seed: seed ^ 0x1B)
            var lines = [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="twV-Cc-001">"#,
                #"    <device id="retina6_12" orientation="portrait" appearance="light"/>"#,
                "    <dependencies>",
                #"        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>"#,
                #"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"#,
                #"        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#,
                "    </dependencies>",
                "    <scenes>",
                #"        <scene sceneID="twS-Cn-001">"#,
                "            <objects>",
                #"                <viewController id="twV-Cc-001" sceneMemberID="viewController">"#,
                #"                    <view key="view" contentMode="scaleToFill" id="\#(Self.identifier(of: "root"))">"#,
                #"                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
                #"                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
            ]
            lines += subviewLines(of: "root", indent: 24)
            lines.append(#"                        <viewLayoutGuide key="safeArea" id="twS-Af-001"/>"#)
            lines += constraintLines(held["root"] ?? [], holder: "root", indent: 24, rng: &rng)
            lines += [
                "                    </view>",
                "                </viewController>",
                #"                <placeholder placeholderIdentifier="IBFirstResponder" id="twF-Rr-001" sceneMemberID="firstResponder"/>"#,
                "            </objects>",
                "        </scene>",
                "    </scenes>",
                "</document>",
            ]
            for (name, list) in held.sorted(by: { $0.key < $1.key }) where name != "root" {
                // Placed inside its view's element, after the view's own lines were written.
                let marker = "<!--constraints of \(name)-->"
                guard let index = lines.firstIndex(where: { $0.hasSuffix(marker) }) else { continue }
                let indent = lines[index].prefix { $0 == " " }.count
                lines.replaceSubrange(
                    index...index, with: constraintLines(list, holder: name, indent: indent, rng: &rng))
            }
            return lines.filter { !$0.hasSuffix("-->") }.joined(separator: "\n") + "\n"
        }

        func subviewLines(of parent: String, indent: Int) -> [String] {
            let children = views.filter { $0.parent == parent }
            guard !children.isEmpty else { return [] }
            let pad = String(repeating: " ", count: indent)
            var lines = [pad + "<subviews>"]
            for view in children {
                let id = Self.identifier(of: view.name)
                if let intrinsic = view.intrinsic {
                    lines.append(
                        pad
                            + #"    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\#(view.name)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
                    )
                    lines.append(
                        pad
                            + #"        <rect key="frame" x="0.0" y="0.0" width="\#(Self.number(intrinsic.width, digits: 14))" height="\#(Self.number(intrinsic.height))"/>"#
                    )
                    lines.append(pad + "        <!--constraints of \(view.name)-->")
                    lines.append(
                        pad + #"        <fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
                    lines.append(pad + #"        <nil key="textColor"/>"#)
                    lines.append(pad + #"        <nil key="highlightedColor"/>"#)
                    lines.append(pad + "    </label>")
                } else {
                    lines.append(
                        pad
                            + #"    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
                    )
                    lines.append(pad + #"        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>"#)
                    lines += subviewLines(of: view.name, indent: indent + 8)
                    lines.append(pad + "        <!--constraints of \(view.name)-->")
                    lines.append(pad + "    </view>")
                }
            }
            lines.append(pad + "</subviews>")
            return lines
        }

        func constraintLines(_ list: [(Int, Equation)], holder: String, indent: Int, rng: inout SeededGenerator)
            -> [String]
        {
            guard !list.isEmpty else { return [] }
            let pad = String(repeating: " ", count: indent)
            var lines = [pad + "<constraints>"]
            for (index, equation) in list {
                var attributes: [String] = []
                // IB leaves the first item out when it is the view holding the list.
                if equation.first.item != holder || Bool.random(using: &rng) {
                    attributes.append(#"firstItem="\#(Self.identifier(of: equation.first.item))""#)
                }
                attributes.append(#"firstAttribute="\#(equation.first.attribute)""#)
                switch equation.relation {
                case ">=": attributes.append(#"relation="greaterThanOrEqual""#)
                case "<=": attributes.append(#"relation="lessThanOrEqual""#)
                default: break
                }
                if let second = equation.second {
                    attributes.append(#"secondItem="\#(Self.identifier(of: second.item))""#)
                    attributes.append(#"secondAttribute="\#(second.attribute)""#)
                }
                if equation.multiplier != 1 {
                    let ratio = Self.ratios[equation.multiplier].flatMap { Bool.random(using: &rng) ? $0 : nil }
                    attributes.append(#"multiplier="\#(ratio ?? Self.number(equation.multiplier))""#)
                }
                if equation.constant != 0 { attributes.append(#"constant="\#(Self.number(equation.constant))""#) }
                if equation.priority != 1000 { attributes.append(#"priority="\#(equation.priority)""#) }
                attributes.append(#"id="twC-\#(String(index + 100).suffix(2))-\#(index / 100)00""#)
                lines.append(pad + "    <constraint " + attributes.joined(separator: " ") + "/>")
            }
            lines.append(pad + "</constraints>")
            return lines
        }

        static let ratios: [Double: String] = [0.25: "1:4", 0.5: "1:2", 0.75: "3:4", 1.5: "3:2", 2: "2:1"]

        /// A number as both languages read it: integral without a fraction, else up to `digits`
        /// decimals (a third of a point as Xcode writes it).
        static func number(_ value: Double, digits: Int = 14) -> String {
            if value == value.rounded() { return String(Int(value)) }
            var text = String(value)
            if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > digits + 1 {
                text = String(text[...text.index(dot, offsetBy: digits)])
            }
            return text
        }
    }
}
