import Testing

@testable import VFL
@testable import VFLSyntax

/// UIKit's own numbers where public evidence corrected vflc (docs/fidelity.md): the root's
/// minimum margins by screen width, UIStackView since iOS 11 and iOS 7's autoresizing centre.
/// Each test carries its arithmetic.
@Suite struct FidelityTests {
    /// Frames (parent-relative) of one layout, by view name.
    func frames(_ source: String, _ request: LayoutRequest) -> [String: Rect] {
        let result = Compiler.compile(SourceFile(name: "t.vfl", text: source), request: request)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message.text))")
        return Dictionary(uniqueKeysWithValues: (result.layouts.first?.views ?? []).map { ($0.name, $0.frame) })
    }

    /// The stack's constraints under `release`, as `'identifier' equation @priority`.
    func stackConstraints(_ source: String, release: Int = 11) -> [String] {
        let file = SourceFile(name: "t.vfl", text: source)
        let (syntax, _) = Parser.parse(file)
        let environment = LoweringEnvironment(
            traits: .init(horizontal: .compact, vertical: .regular), release: UIKitRelease(release))
        let (system, diagnostics) = ConstraintLowering.lower(syntax, environment: environment)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message.text))")
        return system.constraints.filter { $0.origin.kind == .stackView }.map {
            "'\($0.origin.identifier ?? "")' " + system.describe($0, alwaysShowPriority: true)
        }
    }

    static let pinned = "H:|-[a]-|\nV:|[a(20)]\n"

    // MARK: - Root margins

    /// 414 points and wider (Plus and Max phones, XR/11) get 20, narrower phones 16; the safe
    /// area adds to it in landscape.
    @Test(arguments: [
        // iphone8plus: 414 ≥ 414 → x = 20, width 414 − 40 = 374.
        ("iphone8plus", false, 20.0, 374.0),
        // iphonexr: 414 → 20, width 374.
        ("iphonexr", false, 20, 374),
        // iphone12promax: 428 → 20, width 428 − 40 = 388.
        ("iphone12promax", false, 20, 388),
        // iphone12: 390 < 414 → 16, width 390 − 32 = 358.
        ("iphone12", false, 16, 358),
        // iphonese3: 375 → 16, width 343.
        ("iphonese3", false, 16, 343),
        // iphone12 in landscape: its short side 390 decides → 16 + 47 (safe side) = 63,
        // width 844 − 2 × 63 = 718.
        ("iphone12", true, 63, 718),
        // iphonexsmax in landscape (wR): 20 + 44 = 64, width 896 − 128 = 768.
        ("iphonexsmax", true, 64, 768),
        // ipad: regular width → 20, width 768 − 40 = 728.
        ("ipad", false, 20, 728),
    ])
    func rootMarginsFollowTheScreenWidth(device: String, landscape: Bool, x: Double, width: Double) throws {
        let phone = try #require(Device.named(device))
        let f = frames(Self.pinned, LayoutRequest(devices: [phone], landscape: landscape, release: 17))
        #expect(f["a"]?.x == x && f["a"]?.width == width, "\(device) \(landscape): \(String(describing: f["a"]))")
    }

    /// Without a device, the container's width decides; without one, the traits.
    @Test func rootMarginsWithoutADeviceFollowTheContainerWidth() {
        // 414 wide (compact traits): 20, width 374.
        #expect(frames(Self.pinned, LayoutRequest(widths: [414], height: 100, release: 17))["a"]?.x == 20)
        // 413 wide: 16.
        #expect(frames(Self.pinned, LayoutRequest(widths: [413], height: 100, release: 17))["a"]?.x == 16)
        // Fitting width, compact traits: 16; forced regular: 20.
        let fitting = "view a intrinsic=100x20\n" + Self.pinned
        #expect(frames(fitting, LayoutRequest(release: 17))["a"]?.x == 16)
        let regular = TraitOverride(horizontal: .regular, vertical: nil)
        #expect(frames(fitting, LayoutRequest(traits: regular, release: 17))["a"]?.x == 20)
    }

    /// The lowering key holds the minimum margin, not the width: 420 and 500 share a system,
    /// 400 has another.
    @Test func theMinimumMarginIsTheCacheKeyNotTheWidth() {
        let parsed = Compiler.parse(SourceFile(name: "t.vfl", text: Self.pinned))
        let request = LayoutRequest(widths: [400, 420, 500], height: 100, release: 17)
        let entries = Compiler.lower(parsed, environments: Compiler.resolve(parsed, request: request)).entries
        #expect(entries.map(\.environment.systemMinimumMargin) == [16, 20, 20])
        #expect(entries[1].engineKey == entries[2].engineKey && entries[0].engineKey != entries[1].engineKey)
    }

    // MARK: - Stacks since iOS 11

    /// A hidden middle view: `UISV-hiding` @999.999 and half a spacing after the view before it
    /// @50; a hidden first view flush before the first view showing (gap 0).
    @Test func hiddenViewsSinceIOS11() {
        let source = "stack s spacing=10 arranged=h1,a,h2,b\nview h1 hidden\nview h2 hidden\n"
        let today = stackConstraints(source)
        #expect(today.contains("'UISV-hiding' h1.width == 0 @999.999"))
        #expect(today.contains("'UISV-spacing-hidden' a.leading == h1.trailing @50"))
        #expect(today.contains("'UISV-hiding' h2.width == 0 @999.999"))
        // 10 / 2 = 5 after a.
        #expect(today.contains("'UISV-spacing-hidden' h2.leading == a.trailing + 5 @50"))
        let classic = stackConstraints(source, release: 7)
        #expect(classic.contains("'UISV-hiding' h2.width == 0 @1000"))
        #expect(classic.contains("'UISV-hiding' h2.leading == a.trailing @1000"))
    }

    /// After the last view showing, a hidden view is flush against it (no half gap: there is no
    /// gap after the last view); with one view showing, every hidden view sits at the canvas's
    /// leading edge, before or after it.
    @Test func hiddenViewsAfterTheLastViewAndBesideTheOnlyOne() {
        let trailing = stackConstraints("stack s spacing=10 arranged=a,b,h\nview h hidden\n")
        #expect(trailing.contains("'UISV-spacing-hidden' h.leading == b.trailing @50"))
        let alone = stackConstraints("stack s spacing=10 arranged=h1,a,h2\nview h1 hidden\nview h2 hidden\n")
        #expect(alone.contains("'UISV-spacing-hidden' h1.leading == s.leading @50"))
        #expect(alone.contains("'UISV-spacing-hidden' h2.leading == s.leading @50"))
        let none = stackConstraints("stack s spacing=10 arranged=h1,h2\nview h1 hidden\nview h2 hidden\n")
        #expect(none.contains("'UISV-spacing-hidden' h1.leading == s.leading @50"))
    }

    /// A hidden view before the first of two views showing that keeps a length of its own (a
    /// required height of 40) ends at the stack's top, where that view starts: y = -40, as Xcode
    /// stores such views (10 of 12 in two new corpora; the other 2 at 0).
    @Test func aHiddenFirstViewWithALengthEndsWhereTheFirstViewShowingStarts() {
        let source = """
            stack s axis=vertical spacing=8 arranged=h,a,b
            view a intrinsic=x20
            view b intrinsic=x30
            view h hidden
            h.height == 40
            H:|[s]|
            V:|[s]
            """
        let laidOut = frames(source, LayoutRequest(widths: [100], height: 200, release: 17))
        #expect(laidOut["h"].map { [$0.y, $0.height] } == [-40, 40])
        #expect(laidOut["a"].map { [$0.y, $0.height] } == [0, 20])
        #expect(laidOut["s"]?.height == 58)
    }

    /// Where the hidden views of a vertical stack land, by frames (in their stack's coordinates):
    /// after the last view showing, at its bottom (20 + 10 + 30 = 60, not 65); beside the only
    /// one showing, at the stack's top (0, not 50 or 55 after it).
    @Test func hiddenViewsLandWhereXcodeStoresThem() {
        let source = """
            stack s axis=vertical spacing=10 arranged=a,b,h
            stack t axis=vertical spacing=10 arranged=c,k
            view a intrinsic=x20
            view b intrinsic=x30
            view c intrinsic=x50
            view h hidden
            view k hidden
            H:|[s]|
            H:|[t]|
            V:|[s]
            V:[t]|
            """
        let frames = frames(source, LayoutRequest(widths: [100], height: 200, release: 17))
        #expect(frames["h"].map { [$0.y, $0.height] } == [60, 0])
        #expect(frames["k"].map { [$0.y, $0.height] } == [0, 0])
        #expect(frames["t"].map { [$0.y, $0.height] } == [150, 50])
    }

    /// A centre-aligned stack that arranges within uneven layout margins centres its views on
    /// the margins' middle, not its own: margins 16 top and 8 bottom around a 60-high view make
    /// the stack 16 + 60 + 8 = 84 high (centring on the stack's own middle would need 92), and a
    /// 20-high neighbour sits at 16 + 30 − 10 = 36.
    @Test func aCentredStackCentresInsideItsMargins() {
        let source = """
            stack s axis=horizontal alignment=center margins=true arranged=a,b
            view s margins=16,16,8,16
            view a intrinsic=60x60
            view b intrinsic=40x20
            H:|[s]
            V:|[s]
            """
        let laidOut = frames(source, LayoutRequest(widths: [], height: nil, release: 17))
        #expect(laidOut["s"]?.height == 84)
        #expect(laidOut["a"]?.y == 16)
        #expect(laidOut["b"]?.y == 36)
    }

    // MARK: - Sizes stop at zero

    /// At the fitting size, `|-10-[box]-10-|` is 20 wide and the box 0, not a container of 0 and
    /// a box of -20: no optional pull (here the fitting size's @50) makes a size negative.
    @Test func theFittingSizeDoesNotMakeASizeNegative() {
        let box = frames("H:|-10-[box]-10-|\nV:|-10-[box]-10-|\n", LayoutRequest(widths: [], height: nil, release: 17))
        #expect(box["box"].map { [$0.x, $0.width, $0.height] } == [10, 0, 0])
    }

    /// An optional constraint gives way before a size goes below zero: 60 + 0 + 60 > 100, so the
    /// trailing pin @999 is broken and 'a' is 0 wide at x = 60, not -20.
    @Test func anOptionalConstraintDoesNotMakeASizeNegative() {
        let source = "H:|-60-[a]\nroot.trailing == a.trailing + 60 @999\nV:|[a(10)]\n"
        let laidOut = frames(source, LayoutRequest(widths: [100], height: 50, release: 17))
        #expect(laidOut["a"].map { [$0.x, $0.width] } == [60, 0])
    }

    /// A hidden arranged view whose content has required insets keeps the content's least
    /// height (12 + 0 + 12 = 24: its content squeezed to 0, not below), as Xcode stores such
    /// views, instead of 0 with content -24 high.
    @Test func aHiddenViewDoesNotSqueezeItsContentBelowZero() {
        let source = """
            stack s axis=vertical arranged=a,h,b
            view a intrinsic=x20
            view b intrinsic=x20
            view h hidden
            view c in=h intrinsic=x30
            H:|[s]|
            V:|[s]
            H:|[c]|
            V:|-12-[c]-12-|
            """
        let laidOut = frames(source, LayoutRequest(widths: [100], height: 200, release: 17))
        #expect(laidOut["h"]?.height == 24)
        #expect(laidOut["c"]?.height == 0)
    }

    /// A hidden view with a required width of its own is no conflict since iOS 11 (the hiding
    /// gives way): a (40) + 10 + b (40) in a stack 90 wide; h keeps its 30.
    @Test func aHiddenViewWithARequiredWidthIsNoConflict() {
        let source = """
            stack s spacing=10 arranged=a,h,b
            view a intrinsic=40x20
            view b intrinsic=40x20
            view h hidden
            H:|[s]
            V:|[s]
            H:[h(30)]
            """
        let f = frames(source, LayoutRequest(widths: [300], height: 100, release: 17))
        #expect(f["a"]?.x == 0 && f["b"]?.x == 50 && f["h"]?.width == 30)
        // h half a spacing after a: 40 + 5 = 45.
        #expect(f["h"]?.x == 45)
    }

    /// Custom spacing after a hidden view is not passed on: a's own (none: `spacing` 8) applies.
    @Test func customSpacingAfterAHiddenViewIsNotUsed() {
        let source = "stack s spacing=8 spacingAfter=h:30 arranged=a,h,b\nview h hidden\n"
        #expect(stackConstraints(source).contains("'UISV-spacing' b.leading == a.trailing + 8 @1000"))
        let own = "stack s spacing=8 spacingAfter=a:12,h:30 arranged=a,h,b\nview h hidden\n"
        #expect(stackConstraints(own).contains("'UISV-spacing' b.leading == a.trailing + 12 @1000"))
    }

    /// equalCentering: the gaps after views 1, 2, 3 equal the first at 150 − i.
    @Test func equalCenteringGapPrioritiesFallWithTheIndex() {
        let source = "stack s distribution=equalCentering arranged=a,b,c,d\n"
        let fills = stackConstraints(source).filter { $0.hasPrefix("'UISV-fill-equally'") }
        #expect(fills.map { $0.split(separator: "@").last.map(String.init) ?? "" } == ["149", "148"])
    }

    /// fillProportionally since iOS 11: intrinsic 100 and 50, spacing 10, a view without an
    /// intrinsic width at 0: c / (100 + 50 + 2 × 10) = c / 170; with margins 8 the shares are
    /// of the stack's width less 16.
    @Test func fillProportionallySinceIOS11() {
        let source = """
            stack s distribution=fillProportionally spacing=10 margins=true arranged=a,z,b
            view a intrinsic=100x20
            view b intrinsic=50x20

            """
        let today = stackConstraints(source)
        // 100/170 = 0.5882…, constant −16 × 100/170 = −9.4117…
        #expect(today.contains("'UISV-fill-proportionally' a.width == 0.588 * s.width - 9.412 @999"))
        #expect(today.contains("'UISV-fill-proportionally' z.width == 0 @1000"))
        // 50/170 = 0.2941…, −16 × 50/170 = −4.7058…
        #expect(today.contains("'UISV-fill-proportionally' b.width == 0.294 * s.width - 4.706 @998"))
        // At 186 wide: 170 inside the margins → a 100, z 0, b 50 at 8, 118, 128.
        let f = frames(source + "H:|[s(186)]\nV:|[s]\n", LayoutRequest(widths: [300], height: 100, release: 17))
        #expect(f["a"]?.x == 8 && f["a"]?.width == 100 && f["z"]?.width == 0 && f["b"]?.x == 128)
        // No view with an intrinsic width: equal lengths.
        let none = stackConstraints("stack s distribution=fillProportionally arranged=a,b\n")
        #expect(none.contains("'UISV-fill-equally' b.width == a.width @1000"))
    }

    /// fillProportionally reads the length a view without an intrinsic one has before the layout
    /// (UIKit reads its bounds: the frame a nib gives it, `drawn=`): two nested stacks drawn 120
    /// and 60 wide, spacing 10 between three views, share c / (120 + 60 + 2 × 10) of the stack;
    /// a view with neither keeps `length == 0`. At 200 wide every share holds.
    @Test func fillProportionallyReadsTheDrawnLengthOfAViewWithoutAnIntrinsicOne() {
        let source = """
            stack s distribution=fillProportionally spacing=10 arranged=a,b,z
            view a drawn=0,0,120,40
            view b drawn=130,0,60,40

            """
        let constraints = stackConstraints(source)
        #expect(constraints.contains("'UISV-fill-proportionally' a.width == 0.6 * s.width @999"), "\(constraints)")
        #expect(constraints.contains("'UISV-fill-proportionally' b.width == 0.3 * s.width @998"))
        #expect(constraints.contains("'UISV-fill-proportionally' z.width == 0 @1000"))
        let f = frames(source + "H:|[s(200)]\nV:|[s(40)]\n", LayoutRequest(widths: [400], height: 100, release: 17))
        #expect(f["a"]?.width == 120 && f["b"]?.x == 130 && f["b"]?.width == 60 && f["z"]?.width == 0, "\(f)")
        // Without the drawn lengths no view has a length to share: equal lengths, as before.
        let bare = stackConstraints("stack s distribution=fillProportionally arranged=a,b\n")
        #expect(bare.contains("'UISV-fill-equally' b.width == a.width @1000"))
    }

    /// The spanning boundary on the aligned edge is an equality @999.5; baseline alignment adds
    /// `UISV-canvas-fit` @49 across the axis.
    @Test func spanningBoundaryAndCanvasFitSinceIOS11() {
        let top = stackConstraints("stack s alignment=top arranged=a,b\n")
        #expect(top.contains("'UISV-spanning-boundary' s.UISV-alignment-spanner.top == a.top @999.5"))
        #expect(top.contains("'UISV-spanning-boundary' s.UISV-alignment-spanner.bottom >= a.bottom @1000"))
        let bottom = stackConstraints("stack s alignment=bottom arranged=a,b\n")
        #expect(bottom.contains("'UISV-spanning-boundary' s.UISV-alignment-spanner.bottom == b.bottom @999.5"))
        let baseline = stackConstraints("stack s alignment=firstBaseline arranged=a,b\n")
        #expect(baseline.contains("'UISV-canvas-fit' s.height == 0 @49"))
        let classic = stackConstraints("stack s alignment=top arranged=a,b\n", release: 7)
        #expect(classic.contains("'UISV-spanning-boundary' s.UISV-alignment-spanner.top <= a.top @1000"))
    }

    /// The alignment spanner exists only for two or more views since iOS 11: one view is held by
    /// the stack itself, with the spanner's frames. A center-aligned stack pinned at the top and
    /// leading edges, with one 40 × 20 view: the stack hugs it (height 20 by the fit @51, width 40
    /// by its canvas connections), and the view sits at its top.
    @Test func oneArrangedViewHasNoSpanner() {
        let single = stackConstraints("stack s alignment=center arranged=a\n", release: 17)
        #expect(!single.contains { $0.contains("UISV-alignment-spanner") }, "\(single)")
        #expect(single.contains("'UISV-spanning-boundary' s.top <= a.top @1000"))
        #expect(single.contains("'UISV-spanning-boundary' s.bottom >= a.bottom @1000"))
        #expect(single.contains("'UISV-spanning-fit' s.height == 0 @51"))
        #expect(single.contains("'UISV-canvas-connection' s.centerY == a.centerY @1000"))
        // Two views keep it; iOS 7's rules keep it for one.
        #expect(
            stackConstraints("stack s alignment=center arranged=a,b\n", release: 17).contains {
                $0.contains("UISV-alignment-spanner")
            })
        #expect(
            stackConstraints("stack s alignment=center arranged=a\n", release: 7).contains {
                $0.contains("UISV-alignment-spanner")
            })
        let source = "view a intrinsic=40x20\nstack s alignment=center arranged=a\nH:|[s]\nV:|[s]\n"
        let f = frames(source, LayoutRequest(widths: [320], height: 200, release: 17))
        #expect(f["s"] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(f["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
        // With margins the canvas is inset: 8 on each side around the 20-high view, 36 in all.
        let margins = "view a intrinsic=40x20\nstack s alignment=center margins=true arranged=a\nH:|[s]\nV:|[s]\n"
        let g = frames(margins, LayoutRequest(widths: [320], height: 200, release: 17))
        #expect(g["s"]?.height == 36)
        #expect(g["a"] == Rect(x: 8, y: 8, width: 40, height: 20))
    }

    // MARK: - A stack's own baselines

    /// A vertical stack's first baseline is its first view's: the title (20 high, baseline 4
    /// above its bottom, so 16 below its top) aligns with a's first baseline, 30 − 6 = 24 below
    /// the inner stack's top: title.y = 24 − 16 = 8 (it was 60 − 16 = 44 with no baseline).
    @Test func nestedStacksAlignByBaseline() {
        let source = """
            stack outer alignment=firstBaseline arranged=title,inner
            stack inner axis=vertical arranged=a,b
            view title intrinsic=50x20 baseline=4
            view a intrinsic=60x30 baseline=6
            view b intrinsic=60x30 baseline=6
            H:|[outer]
            V:|[outer]

            """
        for release in [7, 17] {
            let f = frames(source, LayoutRequest(widths: [300], height: 200, release: release))
            #expect(f["title"]?.y == 8 && f["inner"]?.y == 0, "--ios \(release)")
        }
        // Declared the other way round (the inner stack first) the result is the same.
        let reordered = source.replacingOccurrences(
            of: "stack outer alignment=firstBaseline arranged=title,inner\nstack inner axis=vertical arranged=a,b",
            with: "stack inner axis=vertical arranged=a,b\nstack outer alignment=firstBaseline arranged=title,inner")
        #expect(frames(reordered, LayoutRequest(widths: [300], height: 200))["title"]?.y == 8)
    }

    /// A vertical stack's last baseline is its last view's; a horizontal stack's are its tallest
    /// view's. Outer aligns last baselines: inner's is b's, 6 above inner's bottom (60); row's is
    /// tall's (40 high, baseline 10), 10 above row's bottom. So row.bottom − 10 == 60 − 6 = 54,
    /// row.bottom = 64, row.y = 64 − 40 = 24.
    @Test func lastBaselinesOfVerticalAndHorizontalStacks() {
        let source = """
            stack outer alignment=lastBaseline arranged=inner,row
            stack inner axis=vertical arranged=a,b
            stack row alignment=top arranged=short,tall
            view a intrinsic=60x30 baseline=6
            view b intrinsic=60x30 baseline=6
            view short intrinsic=20x10 baseline=2
            view tall intrinsic=20x40 baseline=10
            H:|[outer]
            V:|[outer]

            """
        let f = frames(source, LayoutRequest(widths: [300], height: 200))
        #expect(f["inner"]?.y == 0 && f["row"]?.y == 24)
    }

    /// Baseline alignment on a vertical stack is accepted and aligns nothing.
    /// Open Radar 32291130: with first or last baseline alignment a horizontal stack "sets its
    /// top/bottom edge to the top/bottom of the first arranged subview and not the text label that
    /// extends furthest above/below the baseline". a (20 high, last baseline 4 up) is first; b (40
    /// high, last baseline 10 up) aligns with it. The stack's bottom is a's: 34 (a at 14…34); b's
    /// baseline meets a's at 30, so b spans 0…40 and reaches 6 points below the stack, which is no
    /// conflict; the stack's top is the topmost view's (the spanner), 0.
    @Test func lastBaselineTiesOnlyTheFirstViewToTheStacksBottom() {
        let source = """
            stack s axis=horizontal alignment=lastBaseline arranged=a,b
            view a intrinsic=40x20 baseline=4
            view b intrinsic=40x40 baseline=10
            H:|[s]
            V:|[s]
            """
        let request = LayoutRequest(widths: [200], height: 200, release: 17)
        let result = frames(source, request)
        #expect(result["s"] == Rect(x: 0, y: 0, width: 80, height: 34))
        #expect(result["a"] == Rect(x: 0, y: 14, width: 40, height: 20))
        #expect(result["b"] == Rect(x: 40, y: 0, width: 40, height: 40))
    }

    @Test func baselineAlignmentOnAVerticalStackIsAccepted() {
        let constraints = stackConstraints("stack s axis=vertical alignment=firstBaseline arranged=a,b\n")
        #expect(!constraints.contains { $0.hasPrefix("'UISV-alignment'") })
        #expect(constraints.contains("'UISV-spacing' b.top == a.bottom @1000"))
    }

    // MARK: - Fill-stack ties

    /// Two views of a fill stack with equal hugging: the stack is 300 wide, the views' intrinsic
    /// widths 40 and 40, so 220 extra points go to one of them; vflc gives them to a (260 and 40)
    /// and says so, with what is known of UIKit's choice. A plain format row gets no such note.
    @Test func aFillStackTieSaysWhichViewItStretched() {
        let source = "stack s arranged=a,b\nview a intrinsic=40x20\nview b intrinsic=40x20\nH:|[s(300)]\nV:|[s]\n"
        let result = Compiler.compile(
            SourceFile(name: "t.vfl", text: source), request: LayoutRequest(widths: [300], height: 100))
        let notes = result.diagnostics.flatMap(\.notes).map(\.message)
        #expect(notes.contains("vflc chose 'a' width = 260, 'b' width = 40"))
        #expect(notes.contains { $0.hasPrefix("in the fill stack 's' vflc stretched 'a'; UIKit breaks the tie") })
        // Squeezed to 60: 20 points short, taken from a (20 and 40).
        let squeezed = source.replacingOccurrences(of: "s(300)", with: "s(60)")
        let short = Compiler.compile(
            SourceFile(name: "t.vfl", text: squeezed), request: LayoutRequest(widths: [300], height: 100))
        #expect(
            short.diagnostics.flatMap(\.notes).contains {
                $0.message.hasPrefix("in the fill stack 's' vflc compressed 'a'")
            })
        let row = "view a intrinsic=40x20\nview b intrinsic=40x20\nH:|[a][b]|\nV:|[a]\nV:|[b]\n"
        let plain = Compiler.compile(
            SourceFile(name: "t.vfl", text: row), request: LayoutRequest(widths: [300], height: 100))
        #expect(!plain.diagnostics.flatMap(\.notes).contains { $0.message.contains("fill stack") })
        #expect(plain.diagnostics.contains { $0.message.id == DiagnosticID.contentPriorityAmbiguity.rawValue })
    }

    // MARK: - Spacing on the pixel grid

    /// Since iOS 11 a stack's spacings round to the screen scale: 10.3 at scale 2 is
    /// round(20.6) / 2 = 10.5, a custom 4.2 is round(8.4) / 2 = 4; at scale 3, 10.3 is
    /// round(30.9) / 3 = 31/3. `--ios 7` keeps 10.3.
    @Test func stackSpacingRoundsToTheScreenScale() {
        let source = """
            stack s spacing=10.3 spacingAfter=b:4.2 arranged=a,b,c
            view a intrinsic=40x20
            view b intrinsic=40x20
            view c intrinsic=40x20
            H:|[s]
            V:|[s]

            """
        let at2 = frames(source, LayoutRequest(widths: [300], height: 100, release: 17, scale: 2))
        // a 0…40, b at 40 + 10.5 = 50.5, c at 50.5 + 40 + 4 = 94.5.
        #expect(at2["b"]?.x == 50.5 && at2["c"]?.x == 94.5)
        let at3 = frames(source, LayoutRequest(widths: [300], height: 100, release: 17, scale: 3))
        // b at 40 + 31/3 = 50.333…, snapped to the 1/3 grid; c at b + 40 + round(12.6)/3 = + 13/3.
        #expect(abs((at3["b"]?.x ?? 0) - (40 + 31.0 / 3)) < 1e-9)
        #expect(abs((at3["c"]?.x ?? 0) - (40 + 31.0 / 3 + 40 + 13.0 / 3)) < 1e-9)
        let classic = frames(source, LayoutRequest(widths: [300], height: 100, release: 7, scale: 2))
        // Unrounded 50.3 and 94.5, each edge then snapped to the half-point grid: 50.5 and 94.5.
        #expect(classic["b"]?.x == 50.5)
        let parsed = Compiler.parse(SourceFile(name: "t.vfl", text: source))
        let classicSystem = Compiler.lower(
            parsed,
            environments: Compiler.resolve(parsed, request: LayoutRequest(widths: [300], release: 7, scale: 2))
        ).entries[0].system
        #expect(classicSystem.constraints.contains { $0.origin.identifier == "UISV-spacing" && $0.constant == 10.3 })
    }
}
