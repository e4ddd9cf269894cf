import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Lowering, checked as the constraints it produces (in Apple's item order).
@Suite struct ConstraintLoweringTests {
    /// The constraints of a file, each described as an equation with its priority.
    func lowered(
        _ source: String, traits: SizeClassTraits = .init(horizontal: .compact, vertical: .regular),
        top: Double? = nil
    ) -> (constraints: [String], diagnostics: [String]) {
        let file = SourceFile(name: "t.vfl", text: source)
        let (syntax, parseDiagnostics) = Parser.parse(file)
        let (system, diagnostics) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: traits, topLayoutGuide: top))
        return (
            system.constraints.map { system.describe($0, alwaysShowPriority: true) },
            (parseDiagnostics + diagnostics).map {
                "\(file.location(of: $0.range?.start ?? 0)): \($0.severity): \($0.message.text)"
            }
        )
    }

    @Test func connectionsUseAppleItemOrder() {
        let result = lowered("H:|-[a]-12-[b]-(>=8)-|")
        #expect(
            result.constraints == [
                "b.leading == a.trailing + 12 @1000",
                "a.leading == root.leading + 20 @1000",
                "root.trailing >= b.trailing + 8 @1000",
            ])
    }

    @Test func standardSpacingFollowsSpacingStatement() {
        let result = lowered("spacing sibling=4 superview=10\nH:|-[a]-[b]-|")
        #expect(
            result.constraints == [
                "b.leading == a.trailing + 4 @1000",
                "a.leading == root.leading + 10 @1000",
                "root.trailing == b.trailing + 10 @1000",
            ])
    }

    @Test func viewPredicatesConstrainSizeAlongTheAxis() {
        let result = lowered("V:[redBox][yellowBox(==redBox,>=20@700)]")
        #expect(
            result.constraints == [
                "yellowBox.height == redBox.height @1000",
                "yellowBox.height >= 20 @700",
                "yellowBox.top == redBox.bottom @1000",
            ])
    }

    @Test func multiplePredicatesInAConnectionApplyBoth() {
        let result = lowered("H:[a]-(>=8,<=20)-[b]")
        #expect(result.constraints == ["b.leading >= a.trailing + 8 @1000", "b.leading <= a.trailing + 20 @1000"])
    }

    @Test func metricMeansMetricEvenWhenAViewHasItsName() {
        let result = lowered("metrics b=30\nH:[a(==b)]\nH:[b]")
        #expect(result.constraints == ["a.width == 30 @1000"])
    }

    @Test func intrinsicSizeLowersToHuggingAndResistancePairs() {
        let result = lowered("view t intrinsic=120x21 hug=251 resist=740,760\nH:|[t]|")
        #expect(
            result.constraints.prefix(4) == [
                "t.width <= 120 @251", "t.width >= 120 @740", "t.height <= 21 @251", "t.height >= 21 @760",
            ])
    }

    @Test func alignmentOptionsRelateNeighboursOnly() {
        let result = lowered("H:|-[a]-[b]-[c] options: alignAllCenterY")
        #expect(result.constraints.suffix(2) == ["b.centerY == a.centerY @1000", "c.centerY == b.centerY @1000"])
    }

    @Test func rightToLeftMirrorsEdges() {
        let result = lowered("H:|-[a]-[b] options: directionRightToLeft")
        #expect(result.constraints == ["a.left == b.right + 8 @1000", "root.right == a.right + 20 @1000"])
    }

    @Test func conditionsSwitchStatements() {
        let source = "@wR metrics side=100\n@wC metrics side=10\nH:|-side-[box]-side-|"
        #expect(
            lowered(source, traits: .init(horizontal: .regular, vertical: .regular)).constraints.first
                == "box.leading == root.leading + 100 @1000")
        #expect(
            lowered(source, traits: .init(horizontal: .compact, vertical: .regular)).constraints.first
                == "box.leading == root.leading + 10 @1000")
    }

    @Test func conditionedStatementsAreStillChecked() {
        let result = lowered("@wR H:|-pading-[box]|\nmetrics padding=1\nV:|[box]|")
        #expect(result.diagnostics.contains { $0.hasSuffix("unknown metric 'pading'") })
    }

    @Test func topLayoutGuideUsesSiblingSpacingAndItsLength() {
        let result = lowered("V:[topLayoutGuide]-[v]", top: 20)
        #expect(result.constraints.contains("v.top == topLayoutGuide.bottom + 8 @1000"))
        #expect(result.constraints.contains("topLayoutGuide.height == 20 @1000"))
    }

    @Test func viewUsedAsSpaceIsAnError() {
        let result = lowered("H:[a]-b-[b]")
        #expect(
            result.diagnostics.filter { $0.contains("error") } == [
                "1:7: error: view 'b' used as a space; a space must be a number or a metric"
            ])
    }

    @Test func equationRulesFollowUIKit() {
        let result = lowered(
            "H:|[box]|\nbox.left == 20\nbox.width == box.left\nbox.top == root.left\nbox.leading == root.left")
        #expect(result.diagnostics.count == 4)
        #expect(result.diagnostics[0].hasSuffix("a constraint on the location attribute 'left' needs a second item"))
    }

    @Test func metricCyclesAreReported() {
        let result = lowered("metrics a=b b=a\nH:|-a-[v]")
        #expect(result.diagnostics.contains { $0.contains("metric 'a' is defined in terms of itself") })
    }

    @Test func hierarchyCyclesAreReported() {
        let result = lowered("view a in=b\nview b in=a\nH:|[a]|\nH:|[b]|")
        #expect(result.diagnostics.contains { $0.contains("would be its own ancestor") })
    }

    @Test func viewNamedOnceWarnsWithSuggestion() {
        let file = SourceFile(name: "t.vfl", text: "H:|[title]|\nV:|[titel]|\nV:|[title]|")
        let (syntax, _) = Parser.parse(file)
        let (_, diagnostics) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        #expect(diagnostics.map(\.message.id) == ["view-named-once"])
        #expect(diagnostics.first?.notes.first?.message == "did you mean 'title'?")
    }

    @Test func eachHierarchyCycleIsReportedOnceAtItsFirstMember() {
        // Two cycles, each reached first from a view that leads into it without being on it
        // (`t1`, `t2`); a self-cycle; and a long chain that is no cycle at all.
        let source = """
            view t1 in=c3
            view t2 in=d2
            view c1 in=c2
            view d1 in=d2
            view c2 in=c3
            view d2 in=d1
            view c3 in=c1
            view s in=s
            view x0
            \((1..<50).map { "view x\($0) in=x\($0 - 1)" }.joined(separator: "\n"))
            """
        let result = lowered(source)
        let cycles = result.diagnostics.filter { $0.contains("would be its own ancestor") }
        #expect(cycles.count == 3)
        #expect(cycles.contains { $0.hasPrefix("3:12: error: ") && $0.contains("'c1'") })
        #expect(cycles.contains { $0.hasPrefix("4:12: error: ") && $0.contains("'d1'") })
        #expect(cycles.contains { $0.hasPrefix("8:11: error: ") && $0.contains("'s'") })
    }

    @Test func aTenThousandDeepHierarchyLowers() {
        let source =
            "view v0\n" + (1..<10_000).map { "view v\($0) in=v\($0 - 1)" }.joined(separator: "\n")
            + "\nH:|[v9999(10)]|\nV:|[v9999(10)]|"
        let file = SourceFile(name: "t.vfl", text: source)
        let (syntax, _) = Parser.parse(file)
        let (system, diagnostics) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(system.items[10_000].parent == 9_999)
        let frames = FrameBuilder(system: system, scale: nil).frames(
            from: Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: system.items.count))
        #expect(frames.views.map(\.depth) == Array(0..<10_000))
    }

    @Test func parentsMayBeDeclaredAfterTheirChildrenForDepth() {
        let file = SourceFile(name: "t.vfl", text: "view c in=b\nview b in=a\nview a\nview d in=a\nH:|[c]|\nV:|[c]|")
        let (syntax, _) = Parser.parse(file)
        let (system, _) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        let frames = FrameBuilder(system: system, scale: nil).frames(
            from: Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: system.items.count))
        #expect(frames.views.map { "\($0.name):\($0.depth)" } == ["c:2", "b:1", "a:0", "d:1"])
    }

    @Test func everyUnknownNameIsAnErrorAndSuggestionsStopAtTheBudget() {
        // 2,000 views and 2,000 misspelt references: one error each; did-you-mean notes only
        // while the budget of name comparisons lasts (each search compares every item).
        let count = 2_000
        let views = (0..<count).map { "[view\($0)]" }.joined()
        let equations = (0..<count).map { "viev\($0).width == 10" }.joined(separator: "\n")
        let file = SourceFile(name: "t.vfl", text: "H:|\(views)|\n\(equations)")
        let (syntax, _) = Parser.parse(file)
        let (_, diagnostics) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        let unknown = diagnostics.filter { $0.message.id == DiagnosticMessage.unknownItem("x").id }
        #expect(unknown.count == count)
        let searches = LoweringContext.suggestionComparisonBudget / (count + 1)
        #expect(unknown.prefix(searches).allSatisfy { $0.notes.count == 1 })
        #expect(unknown.first?.notes.first?.message == "did you mean 'view0'?")
        #expect(unknown.dropFirst(searches).allSatisfy { $0.notes.isEmpty })
    }
}
