import Foundation
import Testing

@testable import VFL
@testable import VFLSyntax

/// SVG and ASCII draw what JSON says: the strips outside the safe area shaded, hidden views (and
/// the views inside them) dashed, each said in a legend, and nested parents' titles apart.
@Suite struct SafeAreaAndHiddenRenderTests {
    private static func view(
        _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, parent: String? = nil,
        depth: Int = 0, hidden: Bool = false
    ) -> ViewFrame {
        let frame = Rect(x: x, y: y, width: width, height: height)
        return ViewFrame(name: name, parent: parent, frame: frame, absoluteFrame: frame, depth: depth, isHidden: hidden)
    }

    /// A 100 × 200 screen with a 40-point top inset and a 20-point bottom one; `content` fills
    /// the safe area.
    static let notched = LayoutResult(
        width: 100, height: 200, traits: SizeClassTraits(horizontal: .compact, vertical: .regular),
        safeArea: EdgeInsets(top: 40, left: 0, bottom: 20, right: 0), views: [view("content", 0, 40, 100, 140)])

    /// Stacks nested at one corner (as UIKit lays out a vertical stack whose first arranged view
    /// is a stack): `outer` ⊃ `middle` ⊃ `inner` ⊃ `leaf`, and a hidden `gone` with a child.
    static let nested = LayoutResult(
        width: 300, height: 100, traits: SizeClassTraits(horizontal: .compact, vertical: .compact),
        views: [
            view("outer", 10, 10, 280, 80), view("middle", 10, 10, 200, 60, parent: "outer", depth: 1),
            view("inner", 10, 10, 120, 40, parent: "middle", depth: 2),
            view("leaf", 10, 30, 60, 20, parent: "inner", depth: 3),
            view("gone", 220, 10, 60, 40, parent: "outer", depth: 1, hidden: true),
            view("goneChild", 230, 20, 20, 20, parent: "gone", depth: 2),
        ])

    @Test func svgShadesTheUnsafeStripsAndSaysSo() {
        let svg = SVGRenderer().render(Self.notched)
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"40\"><title>outside the safe area</title>"))
        #expect(
            svg.contains("<rect x=\"0\" y=\"180\" width=\"100\" height=\"20\"><title>outside the safe area</title>"))
        #expect(svg.contains(">grey band: outside the safe area</text>"))
        #expect(!svg.contains("hidden"))
        // No safe area (or a zero one): no strips, no legend.
        var plain = Self.notched
        plain.safeArea = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(!SVGRenderer().render(plain).contains("safe area"))
        plain.safeArea = nil
        #expect(!SVGRenderer().render(plain).contains("safe area"))
    }

    @Test func svgSideStripsDoNotOverlapTheTopAndBottom() {
        var landscape = Self.notched
        landscape.safeArea = EdgeInsets(top: 10, left: 30, bottom: 20, right: 30)
        #expect(
            SVGRenderer.unsafeStrips(of: landscape) == [
                Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 180, width: 100, height: 20),
                Rect(x: 0, y: 10, width: 30, height: 170), Rect(x: 70, y: 10, width: 30, height: 170),
            ])
    }

    @Test func svgDrawsHiddenViewsDashedWithoutFill() {
        let svg = SVGRenderer().render(Self.nested)
        let lines = svg.split(separator: "\n")
        for name in ["gone", "goneChild"] {
            let shape = lines.first { $0.contains("<title>\(name) in") }
            #expect(shape?.contains("fill=\"none\" stroke-dasharray=\"3 2\"") == true, "\(name)")
            #expect(shape?.contains("(hidden)</title>") == true, "\(name)")
        }
        let visible = lines.first { $0.contains("<title>leaf in") }
        #expect(visible?.contains("stroke-dasharray") == false)
        #expect(svg.contains(">dashed outline: hidden view</text>"))
    }

    /// Each parent's title is a box of 9 points by 5.4 a character; none of them overlap.
    @Test func svgNestedTitlesDoNotOverlap() {
        let svg = SVGRenderer().render(Self.nested)
        var boxes: [(String, Rect)] = []
        for line in svg.split(separator: "\n") where line.contains("font-size=\"9\">") && line.contains("<text") {
            func number(_ key: String) -> Double {
                let start = line.range(of: key + "=\"")!.upperBound
                return Double(line[start...].prefix { $0 != "\"" })!
            }
            let name = String(line.split(separator: ">")[1].split(separator: "<")[0])
            let width = 5.4 * Double(name.count)
            boxes.append((name, Rect(x: number("x"), y: number("y") - 7, width: width, height: 9)))
        }
        #expect(Set(boxes.map(\.0)) == ["outer", "middle", "inner", "gone"])
        for (index, (name, box)) in boxes.enumerated() {
            for (other, otherBox) in boxes[(index + 1)...] {
                #expect(!SVGRenderer.overlap(box, otherBox), "\(name) and \(other) overlap")
            }
        }
    }

    @Test func asciiShadesTheUnsafeStripsAndSaysSo() {
        let text = ASCIIRenderer(columns: 30).render(Self.notched)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Root border, then shaded rows down to the line of the safe area's top edge.
        #expect(lines[2] == "|" + String(repeating: "/", count: 28) + "|")
        #expect(lines.contains("/ = outside the safe area"))
        let unicode = ASCIIRenderer(columns: 30, charset: .unicode).render(Self.notched)
        #expect(unicode.contains("│" + String(repeating: "░", count: 28) + "│"))
        #expect(unicode.contains("░ = outside the safe area"))
        // The safe area's cells are not shaded.
        let content = lines.firstIndex { $0.contains("content") }!
        #expect(!lines[content].contains("/"))
    }

    @Test func asciiDrawsHiddenViewsDotted() {
        let text = ASCIIRenderer(columns: 60).render(Self.nested)
        #expect(text.contains(".: = hidden view"))
        // `gone`'s sides are dotted, and its corners are dots.
        #expect(text.contains(":"))
        #expect(text.split(separator: "\n").contains { $0.contains("....") })
        let unicode = ASCIIRenderer(columns: 60, charset: .unicode).render(Self.nested)
        #expect(unicode.contains("┆") && unicode.contains("┄"))
        #expect(unicode.contains("┄┆ = hidden view"))
        // A hidden hairline (an arranged view with no length) is keyed, and its entry says hidden.
        var hairline = Self.nested
        hairline.views.append(Self.view("collapsed", 150, 60, 0, 20, parent: "outer", depth: 1, hidden: true))
        #expect(ASCIIRenderer(columns: 60).render(hairline).contains(" = collapsed (hidden)"))
        // Without hidden views, no dotted line and no legend line.
        var visible = Self.nested
        visible.views.removeAll { $0.name.hasPrefix("gone") }
        let plain = ASCIIRenderer(columns: 60).render(visible)
        #expect(!plain.contains(":") && !plain.contains("hidden"))
    }
}
