import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct SVGRendererTests {
    @Test func findBarSnapshot() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="391" height="86" viewBox="-8 -8 391 86">
              <title>375 × 70  wC hR</title>
              <rect x="-8" y="-8" width="391" height="86" fill="#f4f4f4"/>
              <rect x="0" y="0" width="375" height="70" fill="#ffffff" stroke="#444444" stroke-width="1"/>
              <g stroke-width="1">
                <rect x="20" y="20" width="40" height="30" fill="#f2a6d6" fill-opacity="0.6" stroke="#8f2468"><title>find: x=20 y=20 width=40 height=30</title></rect>
                <rect x="68" y="20" width="72" height="30" fill="#a6f2e2" fill-opacity="0.6" stroke="#248f78"><title>findNext: x=68 y=20 width=72 height=30</title></rect>
                <rect x="148" y="20" width="207" height="30" fill="#a6a8f2" fill-opacity="0.6" stroke="#24278f"><title>findField: x=148 y=20 width=207 height=30</title></rect>
              </g>
              <g font-family="Helvetica, Arial, sans-serif" fill="#1a1a1a">
                <text x="40" y="39.2" font-size="12" text-anchor="middle">find</text>
                <text x="104" y="39.2" font-size="12" text-anchor="middle">findNext</text>
                <text x="251.5" y="39.2" font-size="12" text-anchor="middle">findField</text>
              </g>
            </svg>

            """
        #expect(SVGRenderer().render(RenderFixtures.findBar) == expected)
    }

    @Test func zeroSizeViewsAreLinesAndDotsAndOverhangWidensTheViewBox() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="236" height="76" viewBox="-8 -8 236 76">
              <title>200 × 60  wC hR</title>
              <rect x="-8" y="-8" width="236" height="76" fill="#f4f4f4"/>
              <rect x="0" y="0" width="200" height="60" fill="#ffffff" stroke="#444444" stroke-width="1"/>
              <g stroke-width="1">
                <rect x="0" y="0" width="100" height="60" fill="#d9f2a6" fill-opacity="0.6" stroke="#6b8f24"><title>left: x=0 y=0 width=100 height=60</title></rect>
                <rect x="100" y="0" width="100" height="30" fill="#f2c1a6" fill-opacity="0.6" stroke="#8f4924"><title>right: x=100 y=0 width=100 height=30</title></rect>
                <line x1="150" y1="30" x2="150" y2="60" fill="#a6f2aa" fill-opacity="0.6" stroke="#248f29"><title>rule: x=150 y=30 width=0 height=30</title></line>
                <circle cx="120" cy="45" r="1.5" fill="#a6f2ed" fill-opacity="0.6" stroke="#248f88"><title>dot: x=120 y=45 width=0 height=0</title></circle>
                <rect x="180" y="40" width="40" height="15" fill="#aaa6f2" fill-opacity="0.6" stroke="#29248f"><title>overhang: x=180 y=40 width=40 height=15</title></rect>
              </g>
              <g font-family="Helvetica, Arial, sans-serif" fill="#1a1a1a">
                <text x="50" y="34.2" font-size="12" text-anchor="middle">left</text>
                <text x="150" y="19.2" font-size="12" text-anchor="middle">right</text>
                <text x="150" y="47.1" font-size="6" text-anchor="middle">rule</text>
                <text x="120" y="47.1" font-size="6" text-anchor="middle">dot</text>
                <text x="200" y="50.125" font-size="7.5" text-anchor="middle">overhang</text>
              </g>
            </svg>

            """
        #expect(SVGRenderer().render(RenderFixtures.edges) == expected)
    }

    @Test func guidesAreDashedAndNestedViewsFollowTheirParents() {
        let svg = SVGRenderer().render(RenderFixtures.card)
        #expect(svg.contains("stroke-dasharray=\"4 3\""))
        #expect(svg.contains("<title>guide gap in header: x=128 y=8 width=40 height=26</title>"))
        let header = svg.range(of: "<title>header:")!.lowerBound
        let title = svg.range(of: "<title>title in header:")!.lowerBound
        let badge = svg.range(of: "<title>badge:")!.lowerBound
        #expect(header < title)
        #expect(badge < title, "all depth-0 views before depth-1 views")
        #expect(svg.contains("<title>320 × 200  wC hC  iphone6 landscape</title>"))
    }

    @Test func coloursComeFromFNV1aOfTheName() {
        // Reference values of 32-bit FNV-1a.
        #expect(SVGRenderer.fnv1a("") == 0x811C_9DC5)
        #expect(SVGRenderer.fnv1a("a") == 0xE40C_292C)
        #expect(SVGRenderer.fnv1a("foobar") == 0xBF9C_F968)
        #expect(SVGRenderer.colors(for: "find") == SVGRenderer.colors(for: "find"))
        #expect(SVGRenderer.colors(for: "find").fill != SVGRenderer.colors(for: "findNext").fill)
        #expect(SVGRenderer.hexColor(hue: 0, saturation: 1, lightness: 0.5) == "#ff0000")
        #expect(SVGRenderer.hexColor(hue: 240, saturation: 1, lightness: 0.5) == "#0000ff")
        #expect(SVGRenderer.hexColor(hue: 120, saturation: 0, lightness: 1) == "#ffffff")
    }

    @Test func namesAreEscaped() {
        let layout = LayoutResult(
            width: 100, height: 50, traits: RenderFixtures.compactRegular,
            device: "a&b", views: [RenderFixtures.view("<x & \"y\">", 0, 0, 50, 50)])
        let svg = SVGRenderer().render(layout)
        #expect(svg.contains("&lt;x &amp; &quot;y&quot;&gt;"))
        #expect(!svg.contains("<x "))
        #expect(svg.contains("a&amp;b"))
        #expect(XMLWellFormedness.check(svg) == nil)
    }

    @Test func everyFixtureIsWellFormedAndDeterministic() {
        for layout in RenderFixtures.all {
            let svg = SVGRenderer().render(layout)
            #expect(svg == SVGRenderer().render(layout))
            #expect(svg.hasPrefix("<?xml version=\"1.0\""))
            #expect(svg.hasSuffix("</svg>\n"))
            #expect(XMLWellFormedness.check(svg) == nil, "\(XMLWellFormedness.check(svg) ?? "")")
            for view in layout.views { #expect(svg.contains(">\(view.name)</text>")) }
        }
    }

    @Test func theWellFormednessCheckCatchesMistakes() {
        #expect(XMLWellFormedness.check("<a><b></a></b>") != nil)
        #expect(XMLWellFormedness.check("<a>x & y</a>") != nil)
        #expect(XMLWellFormedness.check("<a x=1/>") != nil)
        #expect(XMLWellFormedness.check("<a>") != nil)
        #expect(XMLWellFormedness.check("<?xml version=\"1.0\"?>\n<a x=\"1\"><b/>&amp;</a>\n") == nil)
    }

    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Validates with xmllint (`apt-get install libxml2-utils`); reported as skipped, not passed,
    /// on a machine without it.
    @Test(.enabled(if: xmllint != nil, "needs xmllint"))
    func xmllintAcceptsTheOutput() throws {
        let xmllint = try #require(Self.xmllint)
        for (index, layout) in RenderFixtures.all.enumerated() {
            let path = NSTemporaryDirectory() + "vflc-svg-\(getpid())-\(index).svg"
            try SVGRenderer().render(layout).write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
    }
}

@Suite struct JSONWellFormednessTests {
    @Test func acceptsJSON() {
        for text in [
            "{}", "[]", "0", "-0.5e+3", "\"a\\u00e9\\n\"", " {\"a\":[1,2,{\"b\":null}],\"c\":true,\"d\":false} \n",
            "[\n{\"x\":20.5,\"y\":-3}\n,\n{}]",
        ] {
            #expect(JSONWellFormedness.check(text) == nil, "\(text)")
        }
    }

    @Test func rejectsWhatIsNotJSON() {
        for text in [
            "", "{", "{\"a\":1,}", "[1,]", "01", "1.", ".5", "+1", "NaN", "inf", "-", "{\"a\":1,\"a\":2}", "{a:1}",
            "\"\u{1}\"", "\"\\x\"", "[1] [2]", "\"abc", "tru", "1e",
        ] {
            #expect(JSONWellFormedness.check(text) != nil, "\(text)")
        }
    }

    /// Every example's golden JSON is well formed (and the check is not vacuous on real output).
    @Test func examplesGoldensAreWellFormed() throws {
        let goldens = TestSupport.files(in: TestSupport.examplesDirectory, withExtension: "json")
        #expect(goldens.count >= 10)
        for golden in goldens {
            let text = try String(contentsOf: golden, encoding: .utf8)
            #expect(JSONWellFormedness.check(text) == nil, "\(golden.lastPathComponent)")
        }
    }
}
