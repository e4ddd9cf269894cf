import ExactOracle
import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Drawn frames (`view … drawn=x,y,w,h`; a storyboard's stored frames at its own size): a view
/// the constraints leave open goes where it was drawn; nothing the constraints determine moves,
/// and the ambiguity is still reported.
@Suite struct DrawnFrameTests {
    /// `a` has a top, a width and a height but no horizontal position; `b` is placed outright.
    static let source = """
        view a
        view b
        V:|-10-[a(20)]
        H:[a(50)]
        H:|-10-[b(30)]
        V:|-10-[b(20)]
        """

    static let environment = LayoutEnvironment(width: 375, height: 100, traits: .inferred(width: 375, height: 100))

    static func frames(_ result: CompilationResult) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for view in result.layouts.first?.views ?? [] { frames[view.name] = view.frame }
        return frames
    }

    /// The open views are the layout's own record, not names read back out of the warnings' text,
    /// which shortens a name too long to quote whole (`aaaa…aaaa`).
    @Test func openViewsKeepNamesTooLongToQuoteWhole() {
        let long = String(repeating: "a", count: 120)
        let source = "view \(long)\nV:|-10-[\(long)(20)]\nH:[\(long)(50)]\nH:[b(30)]-(>=0)-|\nV:|[b(10)]"
        let result = Compiler.compile(SourceFile(name: "long.vfl", text: source), environments: [Self.environment])
        let warning = result.diagnostics.first { $0.message.id == "ambiguous-layout" }
        #expect(warning?.message.text.contains(long) == false)
        #expect(result.ambiguousViews == [long, "b"])
    }

    @Test func anOpenViewGoesWhereItWasDrawnAndADeterminedOneStays() throws {
        let plain = Compiler.compile(SourceFile(name: "open.vfl", text: Self.source), environments: [Self.environment])
        let text = Self.source.replacingOccurrences(of: "view a\n", with: "view a drawn=140,99,99,99\n")
            .replacingOccurrences(of: "view b\n", with: "view b drawn=200,50,5,5\n")
        let drawn = Compiler.compile(SourceFile(name: "drawn.vfl", text: text), environments: [Self.environment])
        let before = Self.frames(plain)
        let after = Self.frames(drawn)
        // Only a's horizontal position was open: it alone moves, to the drawn x.
        #expect(before["a"]?.x != 140)
        #expect(after["a"] == Rect(x: 140, y: 10, width: 50, height: 20))
        #expect(after["b"] == Rect(x: 10, y: 10, width: 30, height: 20))
        #expect(before["b"] == after["b"])
        // Still reported, and the note says where the frame came from.
        let warnings = drawn.diagnostics.filter { $0.message.id == DiagnosticID.ambiguousLayout.rawValue }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.text.contains("horizontal position of 'a'") == true)
        let notes = warnings.first?.notes.map(\.message) ?? []
        #expect(
            notes.contains {
                $0.contains("vflc chose x = 140, width = 50, as near as it can to where the document drew it")
            })
    }

    @Test func drawnIsAViewKeyThatPrintsAsWrittenAndIsChecked() throws {
        let file = SourceFile(name: "k.vfl", text: "view a in=b drawn=1,-2.5,30,40 hidden\n")
        let (syntax, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty)
        #expect(VFLSyntax.SyntaxPrinter.print(syntax) == "view a in=b drawn=1,-2.5,30,40 hidden\n")
        let short = TestSupport.compile("view a drawn=1,2\nH:|[a]|\nV:|[a]|")
        #expect(TestSupport.renderedDiagnostics(short).contains("write 'drawn=x,y,width,height'"))
        let negative = TestSupport.compile("view a drawn=1,2,-3,4\nH:|[a]|\nV:|[a]|")
        #expect(negative.hasErrors)
        // Not a constraint: the IR is the same with or without it. Only the open width moves.
        let plain = TestSupport.compile("view a\nH:|-[a]\nV:|-[a(20)]", width: 375, height: 100)
        let drawn = TestSupport.compile("view a drawn=100,8,50,20\nH:|-[a]\nV:|-[a(20)]", width: 375, height: 100)
        let texts = [plain, drawn].map { result in
            result.systems.first.map { system in system.constraints.map { system.describe($0) } } ?? []
        }
        #expect(texts[0] == texts[1] && !texts[0].isEmpty)
        #expect(Self.frames(drawn)["a"] == Rect(x: 20, y: 20, width: 50, height: 20))
        #expect(Self.frames(plain)["a"]?.width == 0)
    }

    @Test func theEngineAnswersAmbiguityAsBeforeAndLetsGoAfterwards() throws {
        let file = SourceFile(name: "open.vfl", text: Self.source)
        let system = try #require(Compiler.compile(file, environments: [Self.environment]).systems.first)
        let engine = LayoutEngine(system: system, mode: .init(fixedWidth: true, fixedHeight: true))
        let first = engine.solve(width: 375, height: 100)
        let a = try #require(system.items.firstIndex { $0.name == "a" })
        let b = try #require(system.items.firstIndex { $0.name == "b" })
        // Nothing open among the drawn views: nothing to do.
        #expect(engine.settle(toward: [b: Rect(x: 1, y: 2, width: 3, height: 4)], width: 375, height: 100) == nil)
        let settled = try #require(
            engine.settle(toward: [a: Rect(x: 140, y: 0, width: 0, height: 0)], width: 375, height: 100))
        #expect(settled.rects[a].x == 140)
        #expect(settled.rects[a].width == 50)
        #expect(engine.ambiguity(of: a, axis: .horizontal) == (position: true, size: false))
        #expect(engine.ambiguity(of: a, axis: .vertical) == (position: false, size: false))
        engine.unsettle()
        #expect(engine.ambiguity(of: a, axis: .horizontal).position)
        #expect(engine.solve(width: 375, height: 100).rects == first.rects)
    }

    /// A view laid out at another size than the document's has no drawn frame: the stored
    /// frames say where Xcode put it at the stored size only.
    @Test func aStoryboardDrawsItsOpenViewAtItsStoredFrameOnlyAtItsOwnSize() throws {
        let path = TestSupport.fixturesDirectory.appendingPathComponent("InterfaceBuilder/ambiguous.storyboard").path
        let own = Driver.run(arguments: [path, "--format", "json"])
        #expect(own.status == 0)
        let ownBox = try #require(try LaidOutScenes(own.standardOutput).scenes.first?.views["Amb-Bx-001"])
        #expect(ownBox.frame == StoredScenes.Frame(x: 40, y: 79, width: 100, height: 50))
        #expect(own.standardError.contains("ambiguous layout: the horizontal position of 'Amb-Bx-001'"))
        #expect(own.standardError.contains("where the document drew it"))
        // `--stored` finds it where Xcode stored it: no misplaced view, the ambiguity still told.
        let stored = Driver.run(arguments: [path, "--format", "json", "--stored"])
        #expect(!stored.standardError.contains("misplaced view"), "\(stored.standardError)")
        #expect(stored.standardError.contains("ambiguous layout"))
        let other = Driver.run(arguments: [path, "--format", "json", "--device", "ipadpro11"])
        let otherBox = try #require(try LaidOutScenes(other.standardOutput).scenes.first?.views["Amb-Bx-001"])
        #expect(otherBox.frame.x != 40)
        #expect(other.standardError.contains("ambiguous layout: the horizontal position of 'Amb-Bx-001'"))
        #expect(!other.standardError.contains("where the document drew it"))
    }

    struct Tally: CustomStringConvertible {
        var layouts = 0
        var moved = 0
        var optimal = 0
        var description: String {
            "\(layouts) layouts, \(moved) with views moved to their drawn frames, \(optimal) optimal"
        }
    }

    /// Random programs given random drawn frames for every view: the layout stays
    /// lexicographically optimal at every priority level of the file (the exact oracle, which
    /// shares no code with the solver), the same ambiguity warnings are given, and a view
    /// moves only along an axis a warning names it on.
    @Test func randomDrawnFramesMoveOnlyWhatIsOpen() throws {
        let directory = try IRRoundTripTests.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var tally = Tally()
        var rng = SeededGenerator(seed: 0xD12A)
        try ExactLayoutOracleTests.cases(count: 80, in: directory, from: 3_000_000) { item in
            guard item.outcome.status == 0, let plain = item.compiled.layouts.first else { return }
            tally.layouts += 1
            let environment = item.environment
            var lowered = Compiler.lower(Compiler.parse(item.compiled.file), environments: [environment])
            for index in lowered.entries.indices {
                let items = lowered.entries[index].system.items
                for (item, layoutItem) in items.enumerated() where layoutItem.kind == .view {
                    lowered.entries[index].system.drawnFrames[item] = Rect(
                        x: Double(Int.random(in: -50...400, using: &rng)),
                        y: Double(Int.random(in: -50...400, using: &rng)),
                        width: Double(Int.random(in: 0...300, using: &rng)),
                        height: Double(Int.random(in: 0...300, using: &rng)))
                }
            }
            let laidOut = Compiler.layout(&lowered)
            var settled = item.compiled
            settled.layouts = Compiler.frames(laidOut)
            settled.diagnostics = lowered.diagnostics + laidOut.flatMap(\.diagnostics)
            settled.ambiguousViews = laidOut.reduce(into: []) { $0.formUnion($1.ambiguousViews) }
            let label = "\(item.program) \(item.arguments)"
            let layout = try #require(settled.layouts.first, "\(label)")
            let open = item.compiled.ambiguousViews
            #expect(settled.ambiguousViews == open, "\(label)")
            var moved = false
            for (before, after) in zip(plain.views, layout.views) {
                #expect(before.name == after.name)
                let horizontal =
                    before.absoluteFrame.x != after.absoluteFrame.x
                    || before.absoluteFrame.width != after.absoluteFrame.width
                let vertical =
                    before.absoluteFrame.y != after.absoluteFrame.y
                    || before.absoluteFrame.height != after.absoluteFrame.height
                if horizontal || vertical { moved = true }
                #expect(!horizontal || open.contains(before.name), "\(before.name) moved across: \(label)")
                #expect(!vertical || open.contains(before.name), "\(before.name) moved down: \(label)")
            }
            if moved { tally.moved += 1 }
            var drawnItem = item
            drawnItem.compiled = settled
            let program = try ExactLayoutOracleTests.linearProgram(drawnItem)
            if try ExactLayoutOracleTests.expectOptimal(
                program, layout: layout, source: item.source, traits: ExactLayoutOracleTests.traitsText(environment),
                label: label)
            {
                tally.optimal += 1
            }
        }
        print("DrawnFrameTests: \(tally)")
        #expect(tally.layouts >= 40, "\(tally)")
        #expect(tally.moved >= 3, "\(tally)")
        #expect(tally.optimal == tally.layouts, "\(tally)")
    }
}
