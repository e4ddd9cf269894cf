import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// The declarations pass and the keys of `view`: one `ViewKey` list drives the parser, the
/// seen-keys bookkeeping, the attributes and the `view root` check.
@Suite struct DeclarationsTests {
    /// A sample of each key as written. The switch is exhaustive: a new key must add a sample here,
    /// so the checks below cover it.
    static func sample(_ key: ViewKey) -> String {
        switch key {
        case .parent: "in=card"
        case .intrinsic: "intrinsic=10x10"
        case .hugging: "hug=251"
        case .compressionResistance: "resist=751"
        case .baseline: "baseline=2"
        case .firstBaseline: "firstBaseline=3"
        case .margins: "margins=8"
        case .frame: "frame=0,0,10,10"
        case .autoresizing: "autoresizing=flexibleWidth"
        case .design: "design=10x10"
        case .text: "text=100x20"
        case .lines: "lines=2"
        case .drawn: "drawn=0,0,10,10"
        case .hidden: "hidden"
        }
    }

    @Test(arguments: ViewKey.allCases)
    func everyKeyIsParsedAndReportedByTheDeclaration(_ key: ViewKey) throws {
        let file = SourceFile(name: "t.vfl", text: "view a \(Self.sample(key))\n")
        let (syntax, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        guard case .view(let view) = try #require(syntax.statements.first).kind else {
            Issue.record("not a view declaration")
            return
        }
        #expect(view.keys == [key])
    }

    @Test(arguments: ViewKey.allCases.filter { !$0.isAllowedOnRoot })
    func viewRootWithAnyKeyButMarginsIsAnError(_ key: ViewKey) {
        // Before, `text=`, `lines=`, `frame=`, `autoresizing=`, `design=` and `hidden` next to
        // `margins=` were silently ignored on the root.
        let result = TestSupport.compile("platform ios 17\nview root margins=8 \(Self.sample(key))\nH:|-[a]-|\n")
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.message.id) == [
                DiagnosticID.rootDeclaration.rawValue
            ], "\(key)")
    }

    @Test func viewRootWithMarginsAloneIsTheRootsMargins() {
        let result = TestSupport.compile("platform ios 17\nview root margins=30\nH:|-[a]-|\nV:|[a(10)]\n", width: 375)
        #expect(!result.hasErrors)
        #expect(result.layouts.first?.views.first?.frame.x == 30)
    }

    @Test func rootMarginsBeforeIOS11AreAnError() {
        // Margins came with iOS 8: on the root as on any view, `margins=` needs `--ios 11`.
        let result = TestSupport.compile("view root margins=30\nH:|-[a]-|\n")
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.message.id) == [DiagnosticID.needsIos11.rawValue])
    }

    @Test func manyKeysOnOneLineStillFindTheRepeatedOne() throws {
        // The seen-keys bookkeeping has no ceiling: the sixth key repeats the second.
        let source = "view a intrinsic=1x1 hug=250 resist=750 baseline=1 firstBaseline=2 lines=1 hug=251\n"
        let file = SourceFile(name: "t.vfl", text: source)
        let (_, diagnostics) = Parser.parse(file)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.text == "duplicate key 'hug'")
        #expect(diagnostic.range?.start == source.utf8.count - "hug=251\n".utf8.count)
        #expect(diagnostic.notes.first?.range?.start == "view a intrinsic=1x1 ".utf8.count)
    }

    @Test func forcedTraitsWinOverADesignSize() throws {
        // A file with `design 1024x768` is laid out at that size, whose inferred traits are `wR hR`;
        // `--traits` must still win (before, it was lost when it matched the fitting size's traits).
        let source = "design 1024x768\nH:|-[a]-|\nV:|-[a]-|\n"
        let file = SourceFile(name: "t.vfl", text: source)
        for (forced, expected) in [("wC,hR", "wC hR"), ("wR,hC", "wR hC"), ("wC", "wC hR")] {
            let request = LayoutRequest(traits: TraitOverride(parsing: forced))
            let result = Compiler.compile(file, request: request)
            #expect(result.layouts.first?.traits.description == expected, "\(forced)")
            #expect(result.layouts.first?.width == 1024)
        }
    }

    @Test func aViewHasOneIntrinsicSizeWhateverTheDeclarationsInForce() {
        // Both declarations apply in compact width: the later gives the width (200) and keeps the
        // earlier's height (21); one pair per axis, as setting the size twice in UIKit leaves one.
        let source = "view t intrinsic=100x21\n@wC view t intrinsic=200x\nH:|[t]\nV:|[t]\n"
        let result = TestSupport.compile(source, width: 375)
        let system = result.systems[0]
        let sizes = system.constraints.filter { $0.origin.kind == .contentHugging }.map {
            system.describe($0, alwaysShowPriority: true)
        }
        #expect(sizes == ["t.width <= 200 @250", "t.height <= 21 @250"])
        #expect(result.layouts.first?.views.first?.frame.width == 200)
        // In regular width only the first applies.
        #expect(TestSupport.compile(source, width: 800).layouts.first?.views.first?.frame.width == 100)
    }

    @Test func theReleaseIsOnePolicy() {
        let classic = UIKitRelease.classic
        #expect(!classic.hasTodaysGuides && !classic.pinsBareDashToMargins && !classic.reportsSafeArea)
        #expect(!classic.snapsToDeviceScale && !classic.layoutGuidesAreSafeArea && !classic.hasRootMargins)
        for number in [11, 17, 26] {
            let today = UIKitRelease(number)
            #expect(today.hasTodaysGuides && today.pinsBareDashToMargins && today.reportsSafeArea)
            #expect(today.snapsToDeviceScale && today.layoutGuidesAreSafeArea && today.hasRootMargins)
        }
        #expect(UIKitRelease(modelling: 9) == nil && UIKitRelease(modelling: 10.3) == nil)
        #expect(UIKitRelease(modelling: 17.5) == UIKitRelease(17))
        #expect(UIKitRelease(modelling: 7) == .classic)
    }

    /// The phases as API: a width sweep lowers once and shares one engine under every release;
    /// with `readableContent`, only widths that give the guide another width get another system.
    @Test func aWidthSweepSharesOneSystem() {
        let source = "H:|-[a]-[b(==a)]-|\nV:|-[a(20)]\nV:|-[b(20)]\n"
        let file = SourceFile(name: "t.vfl", text: source)
        let widths = stride(from: 320.0, to: 720, by: 20).map { $0 }
        for release in [7, 17] {
            let parsed = Compiler.parse(file)
            let request = LayoutRequest(widths: widths, height: 100, release: release)
            let lowered = Compiler.lower(parsed, environments: Compiler.resolve(parsed, request: request))
            #expect(lowered.entries.count == 20)
            // 320…660 are compact width and 680…700 regular: two trait sets. Under today's UIKit
            // the root's minimum margin splits the compact widths once more: 16 below 414
            // (320…400), 20 from 414 (420…660) — three systems; iOS 7 has no root margins: two.
            #expect(Set(lowered.entries.map(\.engineKey)).count == (release == 7 ? 2 : 3), "--ios \(release)")
        }
        let readable =
            "platform ios 17\nH:[a]\na.leading == readableContent.leading\na.width == readableContent.width\n"
        let readableFile = SourceFile(name: "r.vfl", text: readable + "V:|[a(10)]\n")
        let parsed = Compiler.parse(readableFile)
        // In regular width (margins 20 each side) the guide is 672 wide from 712 points on.
        let request = LayoutRequest(widths: [700, 712, 800, 1000], height: 100)
        var lowered = Compiler.lower(parsed, environments: Compiler.resolve(parsed, request: request))
        #expect(Set(lowered.entries.map(\.engineKey)).count == 2)
        let layouts = Compiler.frames(Compiler.layout(&lowered))
        #expect(layouts.map { $0.views[0].frame.width } == [660, 672, 672, 672])
    }
}
