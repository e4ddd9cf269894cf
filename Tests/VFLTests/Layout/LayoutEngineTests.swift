import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// The frames UIKit would give for small layouts, solved end to end.
@Suite struct LayoutEngineTests {
    func frames(_ source: String, width: Double? = 375, height: Double? = nil, scale: Double? = nil) -> [String: Rect] {
        let result = TestSupport.compile(source, width: width, height: height, scale: scale)
        #expect(!result.hasErrors, "\(TestSupport.renderedDiagnostics(result))")
        var frames: [String: Rect] = [:]
        for view in result.layouts.first?.views ?? [] { frames[view.name] = view.frame }
        return frames
    }

    @Test func findBarGivesTheRestToTheField() {
        let f = frames(
            """
            view find intrinsic=40x30
            view findNext intrinsic=72x30
            H:|-[find]-[findNext]-[findField(>=20)]-|
            V:|-[find]-|
            V:|-[findNext]-|
            V:|-[findField]-|
            """)
        #expect(f["find"] == Rect(x: 20, y: 20, width: 40, height: 30))
        #expect(f["findNext"] == Rect(x: 68, y: 20, width: 72, height: 30))
        #expect(f["findField"] == Rect(x: 148, y: 20, width: 207, height: 30))
    }

    @Test func higherHuggingKeepsIntrinsicWidth() {
        let f = frames(
            """
            view first intrinsic=100x21 hug=251
            view second intrinsic=100x21
            H:|[first][second]|
            V:|[first]|
            V:|[second]|
            """, width: 300, height: 21)
        #expect(f["first"]?.width == 100)
        #expect(f["second"]?.width == 200)
    }

    @Test func lowerResistanceIsSqueezedFirst() {
        let f = frames(
            """
            view first intrinsic=200x21 resist=749
            view second intrinsic=200x21
            H:|[first][second]|
            V:|[first]|
            V:|[second]|
            """, width: 300, height: 21)
        #expect(f["second"]?.width == 200)
        #expect(f["first"]?.width == 100)
    }

    @Test func fittingSizeWrapsContent() {
        let result = TestSupport.compile(
            """
            view icon intrinsic=20x20
            view city intrinsic=80x21
            H:|[icon]-4-[city]| options: alignAllCenterY
            V:|[city]|
            V:|-(>=0)-[icon]-(>=0)-|
            """, width: nil, height: nil)
        #expect(result.layouts.first?.width == 104)
        #expect(result.layouts.first?.height == 21)
    }

    @Test func multiplierOnLocationIsRelativeToTheCommonContainer() {
        let f = frames(
            """
            view card
            view dot in=card
            H:|-100-[card(200)]
            V:|[card(50)]
            dot.centerX == 0.5 * card.centerX
            dot.width == 10
            V:|[dot(10)]
            """, height: 100)
        // In the card's own coordinates its centerX is 100; half of that is 50.
        #expect(f["dot"] == Rect(x: 45, y: 0, width: 10, height: 10))
    }

    @Test func scaleSnapsEdgesNotSizes() {
        let source = "H:|[a][b(==a)][c(==a)]|\nV:|[a]|\nV:|[b]|\nV:|[c]|"
        // Edges at 33.333 and 66.667 round to 33.5 and 66.5 on the half-point grid.
        let f = frames(source, width: 100, height: 10, scale: 2)
        #expect([f["a"]!.width, f["b"]!.width, f["c"]!.width] == [33.5, 33, 33.5])
        #expect(f["b"]!.x == 33.5)
        // On the third-point grid, thirds of 100 are already on the grid.
        let g = frames(source, width: 100, height: 10, scale: 3)
        #expect(NumberText.format(g["b"]!.x) == "33.333")
        // A third of 101 points is 33.667: edges at 33.667 and 67.333.
        let h = frames(source, width: 101, height: 10, scale: 3)
        #expect(NumberText.format(h["b"]!.width) == "33.667")
    }

    @Test func ambiguousViewIsWarnedPerAxis() {
        let result = TestSupport.compile("H:|-[box]-|", width: 375, height: 200)
        let messages = result.diagnostics.filter { $0.message.id == "ambiguous-layout" }.map(\.message.text)
        #expect(messages == ["ambiguous layout: the vertical position and height of 'box' are not determined"])
    }

    @Test func unsatisfiableNamesTheConflictingSetAndTheBrokenConstraint() {
        let result = TestSupport.compile("H:|-[box(100)]\nH:[box(200)]\nV:|[box(10)]", width: 375, height: 100)
        let error = try! #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.id == "unsatisfiable")
        #expect(
            error.notes.map(\.message) == [
                "conflicting constraint 'box.width == 100'",
                "conflicting constraint 'box.width == 200'",
                "UIKit would recover by breaking 'box.width == 200'; then 'box' x = 20, width = 100",
                "make 'box.width == 200' optional (a priority below 1000, such as @999) and the rest can all hold",
            ])
        #expect(result.layouts.isEmpty)
    }

    @Test func sweepReusesOneSolver() {
        let file = SourceFile(name: "s.vfl", text: "H:|-[a]-|\nV:|-[a]-|")
        let traits = SizeClassTraits(horizontal: .compact, vertical: .regular)
        let environments = [320.0, 375, 414].map { LayoutEnvironment(width: $0, height: 100, traits: traits) }
        let result = Compiler.compile(file, environments: environments)
        #expect(result.layouts.map { $0.views[0].frame.width } == [280, 335, 374])
    }
}

/// The one-line reason given for each ambiguous view.
@Suite struct AmbiguityExplanationTests {
    func reasons(_ source: String) -> [String] {
        let result = TestSupport.compile(source, width: 300, height: 10)
        return result.diagnostics.filter { $0.message.id == "ambiguous-layout" }.map { $0.notes[0].message }
    }

    @Test func leadingEdgeOnly() {
        #expect(reasons("H:|-[a]\nV:|[a]|") == ["'a' has a leading edge but no width and no trailing edge"])
    }

    @Test func widthOnly() {
        #expect(reasons("H:[a(50)]\nV:|[a]|") == ["'a' has a width but no leading edge and no trailing edge"])
    }

    @Test func nothingAtAll() {
        #expect(reasons("H:|[a]|\nview b\nH:[a]\n").contains("nothing constrains 'b' horizontally"))
    }

    @Test func inequalityLeavesRoom() {
        #expect(
            reasons("H:|-[a]-(>=8)-|\nV:|[a]|") == [
                "'a' has a leading edge and a trailing edge, but its trailing edge is only bounded by inequalities or optional constraints"
            ])
    }
}
