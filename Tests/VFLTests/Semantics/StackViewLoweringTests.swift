import Testing

@testable import VFL
@testable import VFLSyntax

/// Stack views lowered to UIKit's own constraints: identifiers and priorities as UIKit's
/// constraint dumps show them (`'UISV-spacing' H:[a]-(8)-[b]`), and the frames they give.
@Suite struct StackViewLoweringTests {
    /// The stack's constraints as `'identifier' equation @priority`.
    func lowered(_ source: String) -> (constraints: [String], diagnostics: [String]) {
        TestSupport.lowered(source, origin: .stackView)
    }

    /// Frames of a whole run (parent-relative), by view name.
    func frames(_ source: String, width: Double, height: Double? = nil) -> [String: Rect] {
        let file = SourceFile(name: "t.vfl", text: source)
        let result = Compiler.compile(
            file,
            environments: [
                LayoutEnvironment(width: width, height: height, traits: .init(horizontal: .compact, vertical: .regular))
            ])
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message.text))")
        return Dictionary(uniqueKeysWithValues: (result.layouts.first?.views ?? []).map { ($0.name, $0.frame) })
    }

    @Test func fillFillIsCanvasConnectionsSpacingAndAlignment() {
        let result = lowered("stack s spacing=8 arranged=a,b,c")
        #expect(result.diagnostics == [])
        #expect(
            result.constraints == [
                "'UISV-canvas-connection' s.leading == a.leading @1000",
                "'UISV-canvas-connection' s.trailing == c.trailing @1000",
                "'UISV-spacing' b.leading == a.trailing + 8 @1000",
                "'UISV-spacing' c.leading == b.trailing + 8 @1000",
                "'UISV-alignment' b.top == a.top @1000",
                "'UISV-alignment' b.bottom == a.bottom @1000",
                "'UISV-alignment' c.top == a.top @1000",
                "'UISV-alignment' c.bottom == a.bottom @1000",
                "'UISV-canvas-connection' s.top == a.top @1000",
                "'UISV-canvas-connection' s.bottom == a.bottom @1000",
            ])
    }

    @Test func fillEquallyCenterUsesTheSpannerAtUIKitPriorities() {
        let result = lowered("stack s distribution=fillEqually alignment=center arranged=a,b")
        #expect(
            result.constraints == [
                "'UISV-canvas-connection' s.leading == a.leading @1000",
                "'UISV-canvas-connection' s.trailing == b.trailing @1000",
                "'UISV-spacing' b.leading == a.trailing @1000",
                "'UISV-fill-equally' b.width == a.width @1000",
                "'UISV-alignment' b.centerY == a.centerY @1000",
                "'UISV-canvas-connection' s.centerY == a.centerY @1000",
                "'UISV-canvas-connection' s.top == s.UISV-alignment-spanner.top @1000",
                "'UISV-canvas-connection' s.bottom == s.UISV-alignment-spanner.bottom @1000",
                "'UISV-spanning-boundary' s.UISV-alignment-spanner.top <= a.top @1000",
                "'UISV-spanning-boundary' s.UISV-alignment-spanner.bottom >= a.bottom @1000",
                "'UISV-spanning-boundary' s.UISV-alignment-spanner.top <= b.top @1000",
                "'UISV-spanning-boundary' s.UISV-alignment-spanner.bottom >= b.bottom @1000",
                "'UISV-spanning-fit' s.UISV-alignment-spanner.height == 0 @51",
                "'UISV-ambiguity-suppression' a.height == 0 @25",
                "'UISV-ambiguity-suppression' b.height == 0 @25",
            ])
    }

    @Test func fillProportionallyPrioritiesCountDownFrom999() {
        let result = lowered(
            "stack s axis=vertical distribution=fillProportionally arranged=a,b\nview a intrinsic=x30\nview b intrinsic=x10"
        )
        #expect(
            result.constraints.filter { $0.contains("proportionally") } == [
                "'UISV-fill-proportionally' a.height == 0.75 * s.height @999",
                "'UISV-fill-proportionally' b.height == 0.25 * s.height @998",
            ])
    }

    @Test func equalSpacingMakesDistributingSpacers() {
        let result = lowered("stack s distribution=equalSpacing spacing=4 arranged=a,b,c")
        #expect(
            result.constraints.filter { $0.contains("distributing") || $0.contains("spacing'") || $0.contains("fit") }
                == [
                    "'UISV-spacing' b.leading >= a.trailing + 4 @1000",
                    "'UISV-spacing' c.leading >= b.trailing + 4 @1000",
                    "'UISV-distributing-edge' s.UISV-distributing.1.leading == a.trailing @1000",
                    "'UISV-distributing-edge' s.UISV-distributing.1.trailing == b.leading @1000",
                    "'UISV-distributing-edge' s.UISV-distributing.2.leading == b.trailing @1000",
                    "'UISV-distributing-edge' s.UISV-distributing.2.trailing == c.leading @1000",
                    "'UISV-fill-equally' s.UISV-distributing.2.width == s.UISV-distributing.1.width @1000",
                    "'UISV-canvas-fit' s.width == 0 @49",
                ])
    }

    @Test func equalSpacingAndCenteringFrames() {
        let views = "\nview a intrinsic=40x20\nview b intrinsic=60x20\nview c intrinsic=20x20\nH:|[s]|\nV:|[s]|"
        let spacing = frames("stack s distribution=equalSpacing arranged=a,b,c" + views, width: 300)
        #expect(spacing["b"]?.x == 130) // gaps (300 - 120) / 2 = 90
        #expect(spacing["c"]?.x == 280)
        let centering = frames("stack s distribution=equalCentering arranged=a,b,c" + views, width: 300)
        // Centres 20, 155, 290: equal distances of 135.
        #expect(centering["b"].map { $0.x + $0.width / 2 } == 155)
        #expect(centering["c"]?.x == 280)
    }

    @Test func hiddenViewCollapsesAndItsSpacingJoins() {
        let source = """
            stack s axis=vertical spacing=10 spacingAfter=b:30 arranged=a,b,c
            view a intrinsic=x20
            view b intrinsic=x20 hidden
            view c intrinsic=x20
            """
        let result = lowered(source)
        #expect(result.constraints.contains("'UISV-hiding' b.height == 0 @1000"))
        #expect(result.constraints.contains("'UISV-spacing' c.top == a.bottom + 30 @1000"))
        let frames = frames(source + "\nH:|[s]|\nV:|[s]", width: 100)
        #expect(frames["b"] == Rect(x: 0, y: 20, width: 100, height: 0))
        #expect(frames["c"] == Rect(x: 0, y: 50, width: 100, height: 20))
        #expect(frames["s"]?.height == 70)
    }

    @Test func hiddenViewIsMarkedInJSON() {
        let file = SourceFile(
            name: "t.vfl", text: "stack s arranged=a,b\nview b hidden intrinsic=10x10\nview a intrinsic=10x10")
        let result = Compiler.compile(
            file,
            environments: [
                LayoutEnvironment(width: nil, height: nil, traits: .init(horizontal: .compact, vertical: .regular))
            ])
        let json = JSONRenderer().render(result.layouts[0])
        #expect(json.contains("\"b\":{\"parent\":\"s\",\"x\":10,\"y\":0,\"width\":0,\"height\":10,\"hidden\":true}"))
    }

    @Test func marginsInsetTheCanvasByEight() {
        let frames = frames("stack s margins=true arranged=a\nview a intrinsic=40x20\nH:|[s]\nV:|[s]", width: 100)
        #expect(frames["s"] == Rect(x: 0, y: 0, width: 56, height: 36))
        #expect(frames["a"] == Rect(x: 8, y: 8, width: 40, height: 20))
    }

    @Test func firstBaselineAlignmentLinesUpBaselines() {
        let frames = frames(
            "stack s alignment=firstBaseline arranged=a,b\nview a intrinsic=40x21 firstBaseline=16\nview b intrinsic=40x40 firstBaseline=30",
            width: 80)
        #expect(frames["a"].map { $0.y + 16 } == frames["b"].map { $0.y + 30 })
        #expect(frames["s"]?.height == 40)
    }

    @Test func nestedStacksAndConstrainedStacks() {
        let frames = frames(
            "stack outer axis=vertical spacing=8 arranged=row,footer\nstack row spacing=4 arranged=x,y\n"
                + "view x intrinsic=10x10\nview y intrinsic=10x10\nview footer intrinsic=x5\nH:|-[outer]\nV:|-[outer]",
            width: 200)
        #expect(frames["outer"] == Rect(x: 20, y: 20, width: 24, height: 23))
        #expect(frames["y"] == Rect(x: 14, y: 0, width: 10, height: 10))
        #expect(frames["footer"] == Rect(x: 0, y: 18, width: 24, height: 5))
    }

    @Test func errorsAreReportedWhereWritten() {
        #expect(
            lowered("stack s distribution=fillEqualy arranged=a").diagnostics == [
                "1:22: unknown distribution 'fillEqualy'"
            ])
        // Baseline alignment on a vertical stack is accepted, as UIKit accepts it.
        #expect(lowered("stack s axis=vertical alignment=firstBaseline arranged=a").diagnostics == [])
        #expect(
            lowered("stack s arranged=a\nview a in=root").diagnostics == [
                "1:18: 'a' is arranged in stack 's' but declared in 'root'; an arranged view is a child of its stack",
                "1:7: view 's' is named only once in this file",
            ])
        #expect(
            lowered("stack s arranged=a,a").diagnostics == [
                "1:20: 'a' is arranged more than once; a view has one stack and one place in it"
            ])
        #expect(
            lowered("@wC stack s arranged=a").diagnostics.first?.hasPrefix("1:1: a 'stack' declaration") == true)
        #expect(
            lowered("stack s spacingAfter=b:4 arranged=a").diagnostics == [
                "1:22: 'b' in 'spacingAfter=' is not arranged in stack 's'"
            ])
        #expect(lowered("stack s arranged=a\nview s hidden").diagnostics == [])
    }
}

/// The stack statement and the `hidden` flag as parsed.
@Suite struct StackParsingTests {
    func printed(_ source: String) -> [String] {
        let (syntax, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: source))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        return syntax.statements.map(SyntaxPrinter.print)
    }

    @Test func everyKeyParses() {
        #expect(
            printed(
                "metrics gap=6\nstack bar in=card axis=vertical distribution=equalCentering alignment=trailing "
                    + "spacing=gap spacingAfter=a:12,b:gap margins=true baselineRelative=true arranged=a,b,c\n"
                    + "view a hidden intrinsic=10x10")
                == [
                    "metrics gap=gap",
                    "stack bar in=card axis=vertical distribution=equalCentering alignment=trailing "
                        + "spacing=gap spacingAfter=a:12,b:gap margins=true baselineRelative=true arranged=a,b,c",
                    "view a intrinsic=10x10 hidden",
                ].enumerated().map { $0.offset == 0 ? printed("metrics gap=6")[0] : $0.element })
    }

    @Test func badValuesSayWhatIsExpected() {
        let (_, diagnostics) = Parser.parse(
            SourceFile(
                name: "t.vfl", text: "stack s margins=yes\nstack t spacingAfter=a arranged=a\nview v hidden hidden"))
        #expect(
            diagnostics.map(\.message.text) == [
                "unknown margins 'yes'", "expected ':' after 'a'", "duplicate key 'hidden'",
            ])
    }
}
