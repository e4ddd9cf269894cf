import Testing

@testable import VFL
@testable import VFLSyntax

/// Frames with autoresizing masks lowered to the required constraints UIKit makes
/// (`NSAutoresizingMaskLayoutConstraint`), under UIKit's `h=… v=…` tags, and the frames they give.
@Suite struct AutoresizingLoweringTests {
    /// The autoresizing constraints as `'tag' equation @priority`, and every diagnostic.
    func lowered(_ source: String) -> (constraints: [String], diagnostics: [String]) {
        TestSupport.lowered(source, origin: .autoresizing)
    }

    func compiled(_ source: String, width: Double?, height: Double?) -> CompilationResult {
        Compiler.compile(
            SourceFile(name: "t.vfl", text: source), request: TestSupport.request(width: width, height: height))
    }

    func frames(_ source: String, width: Double?, height: Double?) -> [String: Rect] {
        let result = compiled(source, width: width, height: height)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message.text))")
        return Dictionary(uniqueKeysWithValues: (result.layouts.first?.views ?? []).map { ($0.name, $0.frame) })
    }

    @Test func noneKeepsTheFrameTaggedAsUIKitTagsIt() {
        let result = lowered("design 320x480\nview a frame=10,20,100,40")
        #expect(result.diagnostics == [])
        #expect(
            result.constraints == [
                "'h=--& v=--&' a.left == root.left + 10 @1000",
                "'h=--& v=--&' a.width == 100 @1000",
                "'h=--& v=--&' a.top == root.top + 20 @1000",
                "'h=--& v=--&' a.height == 40 @1000",
            ])
    }

    @Test func flexibleWidthFollowsTheParent() {
        let result = lowered("design 320x480\nview a frame=10,0,300,50 autoresizing=flexibleWidth,flexibleBottomMargin")
        #expect(
            result.constraints == [
                "'h=-&- v=--&' a.left == root.left + 10 @1000",
                "'h=-&- v=--&' a.width == root.width - 20 @1000",
                "'h=-&- v=--&' a.top == root.top @1000",
                "'h=-&- v=--&' a.height == 50 @1000",
            ])
    }

    @Test func sharesAreProportionalToDesignLengths() {
        // Left 40, width 120, right 160: the change is shared 40/320, 120/320 and 160/320.
        let shares = AutoresizingEmitter.shares(
            start: 40, length: 120, parentLength: 320, flexibleStart: true, flexibleSize: true, flexibleEnd: true)
        #expect(shares == .init(position: 0.125, size: 0.375, tag: "&&&"))
        // Flexible parts of length 0 share the change equally.
        let zero = AutoresizingEmitter.shares(
            start: 0, length: 0, parentLength: 0, flexibleStart: true, flexibleSize: true, flexibleEnd: false)
        #expect(zero == .init(position: 0.5, size: 0.5, tag: "&&-"))
        let fixed = AutoresizingEmitter.shares(
            start: 5, length: 10, parentLength: 20, flexibleStart: false, flexibleSize: false, flexibleEnd: false)
        #expect(fixed == .init(position: 0, size: 0, tag: "--&"))
    }

    /// Today's UIKit (`--ios 11` and later): every flexible part shares the change in proportion.
    @Test func theSeedsTableOfCombinations() {
        let source = """
            platform ios 11
            design 320x480
            view none frame=20,20,120,40
            view tb frame=180,110,120,40 autoresizing=flexibleTopMargin,flexibleBottomMargin
            view lr frame=20,170,120,40 autoresizing=flexibleLeftMargin,flexibleRightMargin
            view lw frame=40,230,120,40 autoresizing=flexibleLeftMargin,flexibleWidth
            view lwr frame=40,290,120,40 autoresizing=flexibleLeftMargin,flexibleWidth,flexibleRightMargin
            view wh frame=20,350,280,40 autoresizing=flexibleWidth,flexibleHeight
            """
        let f = frames(source, width: 480, height: 640)
        #expect(f["none"] == Rect(x: 20, y: 20, width: 120, height: 40))
        #expect(f["tb"] == Rect(x: 180, y: 150, width: 120, height: 40))
        #expect(f["lr"] == Rect(x: 36, y: 170, width: 120, height: 40))
        #expect(f["lw"] == Rect(x: 80, y: 230, width: 240, height: 40))
        #expect(f["lwr"] == Rect(x: 60, y: 290, width: 180, height: 40))
        #expect(f["wh"] == Rect(x: 20, y: 350, width: 440, height: 200))
    }

    /// iOS 7: a fixed size with both margins flexible keeps its centre at the design fraction of
    /// the parent, `centerX == k × parent.width` (iOS 7's own dumps show `0.625 * superview.width`).
    @Test func iOS7KeepsTheCentreFractionOfBothFlexibleMargins() {
        let source = """
            design 320x480
            view tb frame=180,110,120,40 autoresizing=flexibleTopMargin,flexibleBottomMargin
            view lr frame=140,170,120,40 autoresizing=flexibleLeftMargin,flexibleRightMargin
            """
        // lr: centre 140 + 60 = 200 of 320 → k = 0.625; at 480 wide the centre is 300, x = 240.
        // tb: centre 110 + 20 = 130 of 480 → k = 13/48; at 960 high the centre is 260, y = 240.
        let f = frames(source, width: 480, height: 960)
        #expect(f["lr"] == Rect(x: 240, y: 170, width: 120, height: 40))
        #expect(f["tb"] == Rect(x: 180, y: 240, width: 120, height: 40))
        let ir = lowered(source).constraints
        #expect(ir.contains("'h=&-& v=--&' lr.centerX == 0.625 * root.width @1000"))
        #expect(ir.contains("'h=&-& v=--&' lr.width == 120 @1000"))
        // Under today's UIKit the margins 140 and 60 share the change instead: at 480,
        // x = 140 + 160 · 140/200 = 252.
        let today = frames("platform ios 11\n" + source, width: 480, height: 960)
        #expect(today["lr"] == Rect(x: 252, y: 170, width: 120, height: 40))
    }

    @Test func withoutASizeTheDesignSizeIsUsed() {
        let result = compiled(
            "design 320x480\nview a frame=0,0,320,50 autoresizing=flexibleWidth", width: nil, height: nil)
        #expect(result.layouts.first?.width == 320)
        #expect(result.layouts.first?.height == 480)
    }

    @Test func nestedFramesAndAutoLayoutChildren() {
        let source = """
            design 320x480
            view card frame=20,100,280,200 autoresizing=flexibleLeftMargin,flexibleRightMargin,flexibleWidth
            view inner in=card frame=10,10,260,20 autoresizing=flexibleWidth
            view label in=card
            H:|-[label]-|
            V:[label(20)]-|
            V:[card]-8-[below]-|
            H:|[below]|
            """
        let f = frames(source, width: 400, height: 600)
        // d = 80 over 20 + 280 + 20: card x = 20 + 80·20/320 = 25, width = 280 + 70 = 350.
        #expect(f["card"] == Rect(x: 25, y: 100, width: 350, height: 200))
        // The card grew by 70: inner's width 260 + 70.
        #expect(f["inner"] == Rect(x: 10, y: 10, width: 330, height: 20))
        #expect(f["label"] == Rect(x: 20, y: 160, width: 310, height: 20))
        // `-|` is 20 from the bottom: 600 − 20 − 308.
        #expect(f["below"] == Rect(x: 0, y: 308, width: 400, height: 272))
    }

    @Test func designOnAnAutoLayoutParent() {
        let source = """
            design 320x480
            view panel design=200x100
            H:|-[panel]-|
            V:|-[panel(100)]
            view badge in=panel frame=150,10,40,20 autoresizing=flexibleLeftMargin
            """
        // panel is 280 wide, 80 more than designed: badge's left margin takes it all.
        let f = frames(source, width: 320, height: 480)
        #expect(f["badge"] == Rect(x: 230, y: 10, width: 40, height: 20))
    }

    /// A parent drawn collapsed (`design=200x0`, as Interface Builder stores a container 0 high):
    /// its children's masks still apply, the change shared equally where the flexible parts sum
    /// to 0 — here the bottom margin alone takes it, so the strip stays 0 high at the top.
    @Test func aParentDesignedZeroHighStillPlacesItsChildren() {
        let source = """
            design 320x480
            view panel design=200x0
            H:|-[panel]-|
            V:|-[panel(60)]
            view strip in=panel frame=0,0,200,0 autoresizing=flexibleWidth,flexibleBottomMargin
            view fill in=panel frame=0,0,200,0 autoresizing=flexibleWidth,flexibleHeight
            """
        let f = frames(source, width: 320, height: 480)
        #expect(f["strip"] == Rect(x: 0, y: 0, width: 280, height: 0))
        #expect(f["fill"] == Rect(x: 0, y: 0, width: 280, height: 60))
        #expect(
            lowered("design 320x480\nview p design=10x-1\nview a in=p frame=0,0,10,0").diagnostics == [
                "2:18: a design size cannot be negative",
                "3:19: 'a' has a frame, but its parent 'p' has no design size to measure it against",
            ])
    }

    @Test func aContradictingConstraintIsTheClassicConflict() {
        let result = compiled(
            "design 320x480\nview a frame=0,0,320,50 autoresizing=flexibleWidth\nH:[a(300)]", width: 375, height: 667)
        #expect(result.hasErrors)
        let error = result.diagnostics.first { $0.severity == .error }
        let notes = error?.notes.map(\.message) ?? []
        #expect(notes.contains { $0.contains("'a.width == root.width' ('h=-&- v=--&', the autoresizing mask's)") })
        #expect(notes.contains { $0.contains("'a.width == 300'") })
        #expect(notes.contains { $0.contains("translatesAutoresizingMaskIntoConstraints = false") })
        #expect(!notes.contains { $0.contains("make 'a.width == root.width' optional") })
    }

    @Test func anAgreeingConstraintIsRedundantNotAConflict() {
        let source = "design 320x480\nview a frame=0,0,320,50 autoresizing=flexibleWidth\nH:[a(375)]"
        #expect(frames(source, width: 375, height: 667)["a"] == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test func errors() {
        #expect(
            lowered("view a frame=0,0,10,10").diagnostics == [
                "1:14: 'a' has a frame, but its parent 'root' has no design size to measure it against"
            ])
        #expect(
            lowered("design 320x480\nview p\nview a in=p frame=0,0,10,10").diagnostics == [
                "3:19: 'a' has a frame, but its parent 'p' has no design size to measure it against"
            ])
        #expect(
            lowered("view a autoresizing=flexibleWidth\nH:|[a]|").diagnostics == [
                "1:21: 'autoresizing=' on 'a' needs 'frame=': a view without a frame is laid out by its constraints"
            ])
        #expect(
            lowered("design 320x480\nview a frame=0,0,10,10 autoresizing=flexibleWidht").diagnostics == [
                "2:37: unknown autoresizing mask member 'flexibleWidht'"
            ])
        #expect(lowered("design 320by480").diagnostics == ["1:8: invalid size '320by480'"])
        #expect(
            lowered("design 320x480\ndesign 320x568").diagnostics == [
                "2:1: the design size is given twice; a file has one 'design' statement"
            ])
        #expect(
            lowered("@wC design 320x480").diagnostics == [
                "1:1: a 'design' statement cannot have size-class conditions: frames have one design size"
            ])
    }
}
