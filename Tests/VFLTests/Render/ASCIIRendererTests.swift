import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct ASCIIRendererTests {
    @Test func findBarReadsAtAGlanceInEightyColumns() {
        let expected = """
            375 x 70  wC hR
            +------------------------------------------------------------------------------+
            |                                                                              |
            |   +--------+ +--------------+ +------------------------------------------+   |
            |   |  find  | |   findNext   | |                findField                 |   |
            |   |        | |              | |                                          |   |
            |   +--------+ +--------------+ +------------------------------------------+   |
            |                                                                              |
            +------------------------------------------------------------------------------+

            """
        #expect(ASCIIRenderer().render(RenderFixtures.findBar) == expected)
    }

    @Test func narrowUnicodeTruncatesAndKeysWithALegend() {
        let expected = """
            375 × 70  wC hR
            ┌──────────────────────────────────────┐
            │ ┌───┐ ┌───────┐ ┌──────────────────┐ │
            │ │ 1 │ │findNe…│ │    findField     │ │
            │ └───┘ └───────┘ └──────────────────┘ │
            └──────────────────────────────────────┘
            1 = find   findNe… = findNext

            """
        #expect(ASCIIRenderer(columns: 40, charset: .unicode).render(RenderFixtures.findBar) == expected)
    }

    @Test func nestedViewsHairlinesAndDeviceHeader() {
        let expected = """
            320 x 200  wC hC  iphone6 landscape
            ++-------1-------+---------------------+
            |+---------------+ header              |
            +--------------------------------------+
            |                                      |
            +------------------2-------------------+
            |                                      |
            | +-----------------------------------+|
            | |+-------+ body                     ||
            | ||confir~|              +4+         ||
            | |+-------+              +-+         ||
            | |                                   ||
            | |                                3- ||
            +-+-----------------------------------++
            1 = title   2 = separator
            confir~ = confirmationButton   3 = badge
            4 = icon

            """
        #expect(ASCIIRenderer(columns: 40).render(RenderFixtures.card) == expected)
    }

    @Test func sharedEdgesZeroSizeViewsAndOverhangInUnicode() {
        let expected = """
            200 × 60  wC hR
            ┌─────────────────┬────────────────┐
            │                 │     right      │
            │      left       ├────────┬───────┤
            │                 │        1       │
            │                 │  2     │    ┌──┼3──┐
            └─────────────────┴────────┴────┴──┴───┘
            1 = rule   2 = dot   3 = overhang

            """
        #expect(ASCIIRenderer(columns: 40, charset: .unicode).render(RenderFixtures.edges) == expected)
    }

    @Test func sharedEdgesZeroSizeViewsAndOverhangInASCII() {
        let expected = """
            200 x 60  wC hR
            +-----------------+----------------+
            |                 |     right      |
            |      left       +--------+-------+
            |                 |        1       |
            |                 |  2     |    +--+3--+
            +-----------------+--------+----+--+---+
            1 = rule   2 = dot   3 = overhang

            """
        #expect(ASCIIRenderer(columns: 40).render(RenderFixtures.edges) == expected)
    }

    /// A parent whose children leave no room inside its top row is titled on its top edge.
    @Test func loginScreenWithAFramedParent() {
        let expected = """
            375 x 667  wC hR  iphone6 portrait
            +----------------------------------------------------------+
            |                                                          |
            +----------------------------------------------------------+
            |+-----+ navBar                                            |
            ||     |         +-------------------------+               |
            ||back |         |       titleLabel        |               |
            ||     |         +-------------------------+               |
            |+-----+                                                   |
            +----------------------------------------------------------+
            |                                                          |
            |                                                          |
            |  +-form-----------------------------------------------+  |
            |  |  +----------------------------------------------+  |  |
            |  |  |                     user                     |  |  |
            |  |  |                                              |  |  |
            |  |  +----------------------------------------------+  |  |
            |  |                                                    |  |
            |  |  +----------------------------------------------+  |  |
            |  |  |                   password                   |  |  |
            |  |  +----------------------------------------------+  |  |
            |  |                                                    |  |
            |  |  +----------------------------------------------+  |  |
            |  |  |                                              |  |  |
            |  |  |                    login                     |  |  |
            |  |  |                                              |  |  |
            |  |  +----------------------------------------------+  |  |
            |  |                                                    |  |
            |  |                +-------------------+               |  |
            |  |                |      forgot       |               |  |
            |  |                +-------------------+               |  |
            |  +----------------------------------------------------+  |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            |                                                          |
            +----------------------------------------------------------+
            |                          footer                          |
            |                                                          |
            +----------------------------------------------------------+

            """
        #expect(ASCIIRenderer(columns: 60).render(RenderFixtures.login) == expected)
    }

    /// No views: a note instead of a lone `+`, and the container's empty box when it has a size.
    @Test func emptyLayoutSaysSo() {
        #expect(ASCIIRenderer(columns: 40).render(RenderFixtures.empty) == "0 x 0  wC hR\n(no views)\n")
        let sized = LayoutResult(width: 375, height: 100, traits: RenderFixtures.compactRegular, views: [])
        let expected = """
            375 x 100  wC hR
            +------------------+
            |                  |
            |                  |
            +------------------+
            (no views)

            """
        #expect(ASCIIRenderer(columns: 20).render(sized) == expected)
        let line = LayoutResult(width: 375, height: 0, traits: RenderFixtures.compactRegular, views: [])
        #expect(ASCIIRenderer(columns: 20).render(line) == "375 x 0  wC hR\n(no views)\n")
    }

    /// A box with no row inside is keyed, never named on its border (where the name reads as
    /// the neighbour's above); a box with a row inside keeps its name.
    @Test func shortBoxesGoToTheLegend() {
        let layout = LayoutResult(
            width: 375, height: 100, traits: RenderFixtures.compactRegular,
            views: [
                RenderFixtures.view("tall", 20, 10, 335, 40),
                RenderFixtures.view("short", 20, 50, 335, 6),
                RenderFixtures.view("hairline", 20, 80, 335, 0),
            ])
        let lines = ASCIIRenderer().render(layout).split(separator: "\n").map(String.init)
        let diagram = lines.dropFirst().prefix { $0.hasPrefix("+") || $0.hasPrefix("|") }
        #expect(diagram.contains { $0.contains("|") && $0.contains("tall") })
        #expect(!diagram.contains { $0.contains("short") || $0.contains("hairline") })
        #expect(lines.last == "1 = short   2 = hairline")
    }

    /// 2,000 views too small to label: the legend lists 40 and counts the rest.
    @Test func legendIsCapped() {
        let views = (0..<2_000).map { RenderFixtures.view("v\($0)", Double($0 % 40) * 9, Double($0 / 40) * 9, 4, 4) }
        let layout = LayoutResult(width: 360, height: 450, traits: RenderFixtures.compactRegular, views: views)
        for charset in [ASCIIRenderer.Charset.ascii, .unicode] {
            let lines = ASCIIRenderer(charset: charset).render(layout).split(separator: "\n").map(String.init)
            let legend = lines.drop { !$0.contains(" = ") && !$0.contains("(too small") }
            let entries = legend.dropLast().joined(separator: "   ").components(separatedBy: "   ")
            #expect(entries.count == ASCIIRenderer.maximumLegendEntries)
            let words = Set(lines.flatMap { $0.split { !$0.isLetter && !$0.isNumber }.map(String.init) })
            let labelled = views.filter { words.contains($0.name) }.count
            let ellipsis = charset == .unicode ? "…" : "..."
            #expect(legend.last == "\(ellipsis) and \(2_000 - labelled) more views")
            #expect(legend.count < 20)
        }
    }

    @Test func tinyCanvasStillNamesEveryView() {
        let expected = """
            320 x 200  w
            +-2-+1-----+
            +---+------+
            |          |
            +----3-----+
            |          |
            +-body-----+
            |+4+   6+  |
            |+-+   ++  |
            |          |
            +---------5+
            1 = header
            2 = title
            3 =
            separator
            4 =
            confirmation
            Button
            5 = badge
            6 = icon

            """
        #expect(ASCIIRenderer(columns: 12).render(RenderFixtures.card) == expected)
    }

    @Test func headerNamesSplitAndUsesTimesInUnicode() {
        var layout = RenderFixtures.findBar
        layout.device = "ipad"
        layout.orientation = "landscape"
        layout.split = "1/3"
        let first = ASCIIRenderer(charset: .unicode).render(layout).split(separator: "\n").first
        #expect(first == "375 × 70  wC hR  ipad landscape 1/3")
    }

    /// Adjacent views must share one column: edges are rounded on their own, not origin + size.
    @Test func adjacentViewsShareAnEdgeColumn() {
        let layout = LayoutResult(
            width: 301, height: 40, traits: RenderFixtures.compactRegular,
            views: [
                RenderFixtures.view("a", 0, 0, 100.4, 40),
                RenderFixtures.view("b", 100.4, 0, 100.4, 40),
                RenderFixtures.view("c", 200.8, 0, 100.2, 40),
            ])
        let lines = ASCIIRenderer(columns: 31).render(layout).split(separator: "\n").map(String.init)
        // 301 points over 30 column steps: the edges at 100.4 and 200.8 land in columns 10 and 20.
        #expect(lines[1] == "+---------+---------+---------+")
        #expect(lines[2].filter { $0 == "|" }.count == 4)
    }

    /// Boxes a positive gap apart never share or touch a column (row); flush boxes share one.
    /// Rows and columns of views with random sizes and gaps (some zero), at random widths with
    /// room for every gap.
    @Test func gapsStayVisibleAtEveryScale() {
        var random = SeededGenerator(seed: 14)
        for _ in 0..<300 {
            let count = Int(random.next() % 6) + 1
            var sizes: [(start: Double, end: Double)] = []
            var position = Double(random.next() % 30)
            for _ in 0..<count {
                let size = Double(random.next() % 200) / 4
                sizes.append((position, position + size))
                position += size + (random.next() % 3 == 0 ? 0 : Double(random.next() % 40 + 1) / 4)
            }
            let length = position + Double(random.next() % 30)
            let columns = 3 * count + 4 + Int(random.next() % 120)
            let across = sizes.enumerated().map { RenderFixtures.view("h\($0)", $1.start, 10, $1.end - $1.start, 20) }
            let down = sizes.enumerated().map { RenderFixtures.view("v\($0)", 10, $1.start, 20, $1.end - $1.start) }
            for (horizontal, views) in [(true, across), (false, down)] {
                let layout = LayoutResult(
                    width: horizontal ? length : 40, height: horizontal ? 40 : length,
                    traits: RenderFixtures.compactRegular, views: views)
                let scale = ASCIIRenderer.GridScale(layout: layout, columns: columns)
                let boxes = views.map { scale.box($0.absoluteFrame) }
                for index in boxes.indices.dropFirst() {
                    let gap = sizes[index].start - sizes[index - 1].end
                    let cells =
                        horizontal
                        ? boxes[index].left - boxes[index - 1].right : boxes[index].top - boxes[index - 1].bottom
                    #expect(gap > 0 ? cells >= 2 : cells == 0, "\(sizes) at \(columns) columns")
                }
            }
        }
    }

    @Test(arguments: [8, 12, 20, 40, 80, 132])
    func linesFitAndEveryNameAppears(columns: Int) {
        for layout in RenderFixtures.all {
            for charset in [ASCIIRenderer.Charset.ascii, .unicode] {
                let renderer = ASCIIRenderer(columns: columns, charset: charset)
                let text = renderer.render(layout)
                #expect(text.hasSuffix("\n"))
                #expect(text == renderer.render(layout), "deterministic")
                let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
                for line in lines {
                    #expect(line.count <= columns, "\(line)")
                    #expect(line.last != " ")
                }
                // The first line is the header; the diagram and the legend follow. A name wider
                // than the picture is broken across legend lines, so look with the lines joined.
                let body = lines.dropFirst().joined(separator: "\n")
                let joined = lines.dropFirst().joined()
                for view in layout.views {
                    #expect(
                        body.contains(view.name) || (view.name.count > columns && joined.contains(view.name)),
                        "\(view.name) missing at \(columns) columns")
                }
                if charset == .ascii {
                    #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "pure ASCII")
                }
            }
        }
    }

    @Test func tallLayoutsAreCappedToFourRowsPerColumn() {
        let layout = LayoutResult(
            width: 10, height: 100_000, traits: RenderFixtures.compactRegular,
            views: [RenderFixtures.view("strip", 0, 0, 10, 100_000)])
        let lines = ASCIIRenderer(columns: 20).render(layout).split(separator: "\n")
        // The header, at most 80 rows of diagram, and a legend line for the strip.
        #expect(lines.count <= 1 + 20 * ASCIIRenderer.maximumRowsPerColumn + 1)
        #expect(lines.last == "1 = strip")
        #expect(lines.allSatisfy { $0.count <= 20 })
    }

    @Test func nonFiniteFramesDoNotCrash() {
        let layout = LayoutResult(
            width: .infinity, height: .nan, traits: RenderFixtures.compactRegular,
            views: [RenderFixtures.view("odd", .nan, 0, -5, .infinity)])
        let text = ASCIIRenderer(columns: 20).render(layout)
        #expect(text.contains("odd"))
    }

    @Test func theLastOfManyBoxesDrawnOverOneAnotherOwnsTheInterior() {
        // 3,000 views with the same frame, then one inside them: the last full-size view owns the
        // interior (it is drawn last among equals), the small one its own box; the rest are
        // keyed or listed in the legend.
        let full = Rect(x: 10, y: 10, width: 355, height: 130)
        var views = (0..<3_000).map {
            ViewFrame(name: "v\($0)", parent: nil, frame: full, absoluteFrame: full, depth: 0)
        }
        let inner = Rect(x: 100, y: 50, width: 150, height: 50)
        views.append(ViewFrame(name: "inner", parent: nil, frame: inner, absoluteFrame: inner, depth: 0))
        let layout = LayoutResult(
            width: 375, height: 150, traits: .init(horizontal: .compact, vertical: .regular), views: views)
        let text = ASCIIRenderer().render(layout)
        let lines = text.split(separator: "\n").map(String.init)
        // The small view is drawn over the others, and the last big one labels the space left.
        #expect(lines.contains { $0.contains("|             inner             |v2999") })
        // The first names sit on the shared top edge, then keys, then the legend alone.
        #expect(lines[2].hasPrefix("| +21v25v23v21v19v17v15v13v11v9v7v5v3v1v0v2v4v6v8v10"))
        #expect(lines.contains("1 = v27   2 = v28   3 = v29   4 = v30   5 = v31   6 = v32   7 = v33   8 = v34"))
        #expect(lines.last == "... and 2932 more views")
        #expect(!lines.dropFirst(18).contains { $0.contains("v2999") || $0.contains("inner") })
    }
}
