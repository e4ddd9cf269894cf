import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Size classes, conditions on every kind of statement, fitting sizes, devices end to end.
@Suite struct AdaptiveLayoutTests {
    static let compact = SizeClassTraits(horizontal: .compact, vertical: .regular)
    static let regular = SizeClassTraits(horizontal: .regular, vertical: .regular)

    func frame(_ source: String, _ name: String, traits: SizeClassTraits, width: Double? = 400, height: Double? = 300)
        -> Rect?
    {
        let result = TestSupport.compile(source, width: width, height: height, traits: traits)
        #expect(result.hasErrors == false, "\(TestSupport.renderedDiagnostics(result))")
        return result.layouts.first?.views.first { $0.name == name }?.frame
    }

    @Test func conditionOnFormatString() {
        let source = "@wC H:|-10-[box]-10-|\n@wR H:|-100-[box]-100-|\nV:|[box]|"
        #expect(frame(source, "box", traits: Self.compact)?.x == 10)
        #expect(frame(source, "box", traits: Self.regular)?.x == 100)
    }

    @Test func conditionOnMetrics() {
        let source = "@wR metrics side=100\n@wC metrics side=10\nH:|-side-[box]-side-|\nV:|[box]|"
        #expect(frame(source, "box", traits: Self.compact)?.width == 380)
        #expect(frame(source, "box", traits: Self.regular)?.width == 200)
    }

    @Test func conditionOnViewDeclaration() {
        let source = "@wC view label intrinsic=50x20\n@wR view label intrinsic=150x20\nH:|[label]\nV:|[label]"
        #expect(frame(source, "label", traits: Self.compact)?.width == 50)
        #expect(frame(source, "label", traits: Self.regular)?.width == 150)
    }

    @Test func sameDeclarationTwiceUnderTheSameConditionsIsAnError() {
        let result = TestSupport.compile("@wC view a intrinsic=1x1\n@wC view a intrinsic=2x2\nH:|[a]|\nV:|[a]|")
        #expect(result.diagnostics.map(\.message.id) == ["duplicate-declaration"])
    }

    @Test func conditionsCannotMoveAViewToAnotherParent() {
        let result = TestSupport.compile("view p\n@wC view a in=p\n@wR view a\nH:|[p]|\nV:|[p]|\nH:|[a]|\nV:|[a]|")
        #expect(result.diagnostics.map(\.message.id) == ["conflicting-parents"])
    }

    @Test func conditionOnEquation() {
        let source = "H:[box(100)]\nV:|[box(10)]\n@wC box.left == root.left\n@wR box.centerX == root.centerX"
        #expect(frame(source, "box", traits: Self.compact)?.x == 0)
        #expect(frame(source, "box", traits: Self.regular)?.x == 150)
    }

    @Test func conditionOnSpacing() {
        let source = "@wR spacing sibling=30 superview=40\nH:|-[a(10)]-[b(10)]\nV:|[a(10)]\nV:|[b(10)]"
        #expect(frame(source, "b", traits: Self.compact)?.x == 38)
        #expect(frame(source, "b", traits: Self.regular)?.x == 80)
    }

    @Test func conditionOnLayoutGuides() {
        let source = "@hR layoutGuides top=64\n@hC layoutGuides top=32\nV:[topLayoutGuide][bar(44)]\nH:|[bar]|"
        #expect(frame(source, "bar", traits: Self.compact)?.y == 64)
        #expect(frame(source, "bar", traits: SizeClassTraits(horizontal: .regular, vertical: .compact))?.y == 32)
    }

    @Test func conditionOnGuideStillDeclaresIt() {
        let source = "@wR guide g\nH:|[g(50)][box(20)]\nV:|[box(20)]"
        #expect(frame(source, "box", traits: Self.compact)?.x == 50)
    }

    @Test func allConditionsMustHold() {
        let source = "H:[box(10)]\nV:|[box(10)]\n@hR box.left == root.left\n@wR @hC box.left == root.left + 5"
        #expect(frame(source, "box", traits: SizeClassTraits(horizontal: .regular, vertical: .regular))?.x == 0)
        #expect(frame(source, "box", traits: SizeClassTraits(horizontal: .regular, vertical: .compact))?.x == 5)
    }

    @Test func fittingHeightOnly() {
        let result = TestSupport.compile("view t intrinsic=x21\nH:|-[t]-|\nV:|-[t]-|", width: 375, height: nil)
        #expect(result.layouts.first?.height == 61)
        #expect(result.layouts.first?.width == 375)
    }

    @Test func fittingWidthOnly() {
        let result = TestSupport.compile("view t intrinsic=120x\nH:|-[t]-|\nV:|[t]|", width: nil, height: 44)
        #expect(result.layouts.first?.width == 160)
        #expect(result.layouts.first?.height == 44)
    }

    @Test func viewOffTheChainIsNamedForFitting() {
        let result = TestSupport.compile(
            "view a intrinsic=x21\nview b intrinsic=x34\nH:|[a]|\nH:|[b]|\nV:|-[a]-4-[b]", width: 375, height: nil)
        let warnings = result.diagnostics.filter { $0.message.id == "outside-fitting-size" }
        #expect(warnings.count == 2)
        #expect(warnings.last?.message.text.contains("'b'") == true)
    }

    @Test func splitViewRedBoxMarginsFollowTheSizeClass() throws {
        let url = TestSupport.examplesDirectory.appendingPathComponent("splitview.vfl")
        var margins: [String: Double] = [:]
        for split in ["2/3", "1/2", "1/3"] {
            let outcome = Driver.run(arguments: [url.path, "--device", "ipad", "--landscape", "--split", split])
            #expect(outcome.status == 0)
            margins[split] =
                outcome.standardOutput.contains("\"x\":100,")
                ? 100 : outcome.standardOutput.contains("\"x\":10,") ? 10 : -1
        }
        #expect(margins == ["2/3": 100, "1/2": 10, "1/3": 10])
        let full = Driver.run(arguments: [url.path, "--device", "ipad", "--landscape"])
        #expect(full.standardOutput.contains("\"redBox\":{\"x\":100,\"y\":100,\"width\":824,\"height\":568}"))
    }

    @Test func deviceSweepIsAnArrayInOrder() {
        let url = TestSupport.examplesDirectory.appendingPathComponent("superview.vfl")
        let outcome = Driver.run(arguments: [url.path, "--device", "iphone5,iphone6,ipad"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix("[{\"width\":320,\"height\":568,\"traits\":\"wC hR\",\"device\":\"iphone5\"") == true
        )
        #expect(outcome.standardOutput.contains("},\n{\"width\":375,\"height\":667"))
        #expect(outcome.standardOutput.hasSuffix("}}]\n"))
    }

    @Test func landscapeIphoneHidesTheStatusBar() {
        let source = "V:[topLayoutGuide][bar(44)]\nH:|[bar]|"
        let file = SourceFile(name: "t.vfl", text: source)
        let environments = [
            LayoutEnvironment(width: 375, height: 667, traits: Self.compact, topLayoutGuide: 20),
            LayoutEnvironment(
                width: 667, height: 375, traits: .init(horizontal: .compact, vertical: .compact), topLayoutGuide: 0),
        ]
        let result = Compiler.compile(file, environments: environments)
        #expect(result.layouts.map { $0.views[0].frame.y } == [20, 0])
    }
}
