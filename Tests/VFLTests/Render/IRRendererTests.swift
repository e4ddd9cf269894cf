import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct IRRendererTests {
    @Test func everyConstraintWithItsLocationAligned() {
        let expected = """
            # items: root, find (view), findNext (view), findField (view), title (view), box (view), g1 (guide in box), topLayoutGuide (layout guide)
            login.vfl:3:4   find.leading == root.leading + 20 @1000
            login.vfl:3:12  findNext.leading == find.trailing + 8 @1000
            login.vfl:3:34  findField.width >= 20 @1000
            login.vfl:3:40  root.trailing == findField.trailing + 20 @1000
            login.vfl:4:1   box.width == 0.5 * root.width - 10 @750
            login.vfl:2:12  title.width <= 120 @250
            login.vfl:2:12  title.width >= 120 @750
            login.vfl:5:4   topLayoutGuide.height == 20 @1000
            login.vfl:5:19  find.top == topLayoutGuide.bottom + 8 @1000
            login.vfl:4:1   g1.centerX == 1.5 * box.centerX + 0.0001 @1000

            """
        #expect(IRRenderer().render(RenderFixtures.system, file: RenderFixtures.file) == expected)
    }

    @Test func emptySystemPrintsOnlyTheItems() {
        let system = ConstraintSystem(
            items: [LayoutItem(name: "root", kind: .root, parent: nil, firstMention: nil)],
            constraints: [])
        #expect(IRRenderer().render(system, file: SourceFile(name: "<stdin>", text: "")) == "# items: root\n")
    }

    @Test(arguments: [
        (2.0, -8.5, 250.0, "a.width <= 2 * root.width - 8.5 @250"),
        (1.0, 0.0, 1000.0, "a.width <= root.width @1000"),
        // Exact: the IR is the system that was solved, not a rounded copy of it.
        (-1.0, 1.0 / 3, 999.5, "a.width <= -1 * root.width + 0.3333333333333333 @999.5"),
        (1.0, -0.0001, 1.0, "a.width <= root.width - 0.0001 @1"),
        (1e-6, 0.0004, 999.9999, "a.width <= 1e-06 * root.width + 0.0004 @999.9999"),
    ])
    func equationForms(multiplier: Double, constant: Double, priority: Double, expected: String) {
        let system = ConstraintSystem(
            items: [
                LayoutItem(name: "container", kind: .root, parent: nil, firstMention: nil),
                LayoutItem(name: "a", kind: .view, parent: 0, firstMention: nil),
            ], constraints: [])
        let constraint = LayoutConstraint(
            first: ItemAttribute(item: 1, attribute: .width), relation: .lessThanOrEqual,
            second: ItemAttribute(item: 0, attribute: .width), multiplier: multiplier, constant: constant,
            priority: priority, origin: ConstraintOrigin(kind: .equation, range: .at(0)))
        #expect(IRRenderer.equation(constraint, in: system) == expected)
    }

    @Test func deterministic() {
        let renderer = IRRenderer()
        #expect(
            renderer.render(RenderFixtures.system, file: RenderFixtures.file)
                == renderer.render(RenderFixtures.system, file: RenderFixtures.file))
    }

    /// 20,000 views on one line, the line made non-ASCII by a comment: every constraint's column
    /// is where its view or connection starts, counted in characters.
    @Test func columnsOnALongLineOfViews() {
        let count = 20_000
        var line = "H:|"
        var viewColumns: [Int] = []
        for index in 0..<count {
            viewColumns.append(line.unicodeScalars.count + 1)
            line += "[v\(index)(>=1)]"
        }
        line += "|  # é…\n"
        let vertical = (0..<count).map { "V:|[v\($0)]|\n" }.joined()
        let file = SourceFile(name: "long.vfl", text: "# ünïcödé\n" + line + vertical)
        let (syntax, parseDiagnostics) = Parser.parse(file)
        #expect(parseDiagnostics.isEmpty)
        let (system, _) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        let lines = IRRenderer().render(system, file: file).split(separator: "\n").dropFirst().map(String.init)
        // A view's size predicate points at its `[`; the space after view i at its `]`.
        let sizes = lines.filter { $0.contains(".width >= 1 @1000") }
        #expect(sizes.count == count)
        for index in [0, 1, 777, 12_345, count - 1] {
            #expect(sizes[index].hasPrefix("long.vfl:2:\(viewColumns[index]) "), "\(sizes[index])")
            #expect(sizes[index].contains(" v\(index).width >= 1"))
        }
        let spaces = lines.filter { $0.contains(".leading == v") }
        #expect(spaces.count == count - 1)
        let closing = viewColumns[12_345] + "[v12345(>=1)".unicodeScalars.count
        #expect(spaces[12_345].hasPrefix("long.vfl:2:\(closing) "), "\(spaces[12_345])")
        // The vertical lines after the long one are ASCII: columns count bytes again.
        #expect(lines.contains { $0.hasPrefix("long.vfl:\(3 + 19_999):3 ") && $0.contains("v19999.top == root.top") })
    }
}
