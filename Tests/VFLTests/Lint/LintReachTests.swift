import Testing
import VFL

@testable import VFLLint
@testable import VFLSyntax

/// The formats teams write that lint used to pass over (docs/lint.md): each fixture below is
/// written for this suite, and each test says what lint now finds there and where.
@Suite struct LintReachTests {
    /// The diagnostics and events of one source, with each diagnostic as `LINE:COL: id`.
    static func lint(
        _ text: String, _ language: SourceLanguage, formatCalls: [FormatCallName] = []
    ) -> (found: [String], events: [LintEvent]) {
        let file = SourceFile(name: "t", text: text)
        let report = Linter(formatCalls: formatCalls).lint(file, language: language)
        let found = report.diagnostics.map { diagnostic -> String in
            let location = file.location(of: diagnostic.range?.start ?? 0)
            return "\(location.line):\(location.column): \(diagnostic.message.id)"
        }
        return (found, report.events)
    }

    // MARK: - Null metrics

    /// UIKit reads `0`, `Nil`, `NULL` and a cast `(id)0` as no metrics dictionary: a metric name
    /// there throws, so lint reports it as it does for `nil`.
    @Test(arguments: ["nil", "0", "Nil", "NULL", "(id)0", "(NSDictionary *)nil", "(id)nil"])
    func nullMetricsHoldNoName(_ null: String) {
        let source = """
            - (void)layout {
                NSDictionary *views = NSDictionaryOfVariableBindings(a, b);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-gap-[a]-[b]|" options:0 metrics:\(null) views:views]];
            }
            """
        let (found, events) = Self.lint(source, .objectiveC)
        #expect(found == ["3:80: lint-unknown-metric"], "\(null)")
        #expect(events.map(\.checked) == [true])
    }

    @Test func aNumberOtherThanZeroIsNotNull() {
        let source = """
            - (void)layout {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-gap-[a]|" options:0 metrics:1 views:@{@"a": a}]];
            }
            """
        #expect(Self.lint(source, .objectiveC).found.isEmpty)
    }

    // MARK: - Typographic dashes

    /// A dash pasted for `-` is an error at the dash, with a note naming ASCII '-', in both
    /// languages and wherever it stands; other non-ASCII characters still skip the call.
    @Test func typographicDashesAreErrors() {
        let swift = """
            func f() {
                let views = ["a": a, "b": b]
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]–[b]-|", metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V:|—[a]", metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[é]", metrics: nil, views: views)
            }
            """
        let (found, events) = Self.lint(swift, .swift)
        #expect(found == ["3:66: unexpected-character", "4:62: unexpected-character"])
        #expect(events.map(\.skip) == [nil, nil, .nonASCIIName])
        let file = SourceFile(name: "t", text: swift)
        let report = Linter().lint(file, language: .swift)
        #expect(report.diagnostics.first?.message.text == "unexpected character '–'")
        #expect(report.diagnostics.first?.notes.map(\.message).first?.contains("ASCII hyphen-minus '-'") == true)
        #expect(report.diagnostics.first?.notes.first?.range == report.diagnostics.first?.range)
        let objectiveC = """
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(−8)-[a]" options:0 metrics:nil views:@{@"a": a}];
            """
        #expect(Self.lint(objectiveC, .objectiveC).found == ["1:56: unexpected-character"])
    }

    // MARK: - Options: one rule with .vfl files

    /// `spacingBaselineToBaseline` on `H:` and two direction options are errors in lint as in a
    /// `.vfl` file (`FormatOption.problems`), reported at the option's token.
    @Test func optionsFollowTheVFLRule() {
        let swift = """
            func f() {
                let views = ["a": a, "b": b]
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: .spacingBaselineToBaseline, metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V:|[a][b]|", options: .spacingBaselineToBaseline, metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: [.directionLeftToRight, .directionRightToLeft], metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: .alignAllLeft, metrics: nil, views: views)
            }
            """
        #expect(Self.lint(swift, .swift).found == ["3:82: baseline-spacing-axis", "5:106: conflicting-options"])
        let objectiveC = """
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a][b]|" options:NSLayoutFormatDirectionLeftToRight | NSLayoutFormatDirectionLeadingToTrailing metrics:nil views:@{@"a": a, @"b": b}];
            """
        let file = SourceFile(name: "t", text: objectiveC)
        let report = Linter().lint(file, language: .objectiveC)
        #expect(
            report.diagnostics.map(\.message.text) == [
                "options 'NSLayoutFormatDirectionLeftToRight' and 'NSLayoutFormatDirectionLeadingToTrailing' cannot be combined"
            ])
        // The same strings in a .vfl file give the same ids.
        for (format, id) in [
            ("H:|[a][b]| options: spacingBaselineToBaseline", "baseline-spacing-axis"),
            ("H:|[a][b]| options: directionLeftToRight, directionRightToLeft", "conflicting-options"),
        ] {
            let result = Compiler.compile(
                SourceFile(name: "t.vfl", text: format + "\n"),
                environments: LayoutEnvironment.environments(for: LayoutRequest()))
            #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message.id) == [id], "\(format)")
        }
    }

    // MARK: - Reassigned dictionaries, split literals

    /// The assignment that reaches each call is used: the declaration's value until the variable
    /// is assigned again in the same block; unknown after an assignment in a branch or a change
    /// in place.
    @Test func theAssignmentThatReachesTheCallIsUsed() {
        let swift = """
            func f() {
                var views: [String: UIView] = ["a": a]
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[b]|", metrics: nil, views: views)
                views = ["b": b]
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", metrics: nil, views: views)
                if flag { views = ["c": c] }
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[z]|", metrics: nil, views: views)
                views = ["d": d]
                views["e"] = e
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[z]|", metrics: nil, views: views)
            }
            """
        let (found, events) = Self.lint(swift, .swift)
        #expect(found == ["3:59: lint-unknown-view", "5:59: lint-unknown-view"])
        #expect(events.map(\.message.text).last?.contains("changed after its declaration") == true)
        #expect(events.map(\.message.text)[2].contains("assigned in a branch before the call"))
        let objectiveC = """
            - (void)f {
                NSDictionary *views = @{@"a": a};
                views = @{@"b": b};
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:views];
            }
            """
        #expect(Self.lint(objectiveC, .objectiveC).found == ["4:59: lint-unknown-view"])
    }

    /// `@` and its string on separate lines (or apart) are one Objective-C literal, as for clang.
    @Test func atSignAndStringApartAreOneLiteral() {
        let objectiveC = """
            - (void)f {
                NSDictionary *views = @{@
                    "a": a, @ "b": b};
                [NSLayoutConstraint constraintsWithVisualFormat:@
                    "H:|[a][c]|" options:0 metrics:nil views:views];
            }
            """
        let (found, events) = Self.lint(objectiveC, .objectiveC)
        #expect(found == ["5:17: lint-unknown-view"])
        #expect(events.map(\.checked) == [true])
    }

    /// A format held in a local constant or variable is checked with the value that reaches the
    /// call, by the rule dictionaries follow; a value built further (`+ name`) stays skipped.
    @Test func formatsInLocals() {
        let swift = """
            func f(name: String) {
                let views = ["a": a]
                let format = "H:|-[a]-" + "[b]|"
                NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
                var other = "V:|[a]|"
                other = "V:|[c]|"
                NSLayoutConstraint.constraints(withVisualFormat: other, metrics: nil, views: views)
                let built = "H:|[" + name + "]|"
                NSLayoutConstraint.constraints(withVisualFormat: built, metrics: nil, views: views)
            }
            """
        let (found, events) = Self.lint(swift, .swift)
        #expect(found == ["3:33: lint-unknown-view", "6:18: lint-unknown-view"])
        #expect(events.map(\.skip) == [nil, nil, .builtAtRunTime])
        let objectiveC = """
            - (void)f {
                NSString *format = [NSString stringWithFormat:@"H:|-%d-[field]-|", 8];
                [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:@{@"a": a}];
            }
            """
        #expect(Self.lint(objectiveC, .objectiveC).found == ["2:61: lint-unknown-view"])
    }

    // MARK: - Literal arrays iterated in place

    /// A loop over a literal array of formats checks the call once per element, each at its
    /// place in the array; an array with a non-literal element stays skipped.
    @Test func literalArraysIteratedInPlace() {
        let swift = """
            func f() {
                let views = ["a": a, "b": b]
                for format in ["H:|[a]|", "V:|[a][c]|"] {
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
                }
                ["H:|[b]|", "V:|[bb]|"].forEach { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: nil, views: views)) }
                ["H:|[x]|"].forEach { f in NSLayoutConstraint.constraints(withVisualFormat: f, metrics: nil, views: views) }
                for format in ["H:|[a]|", other] {
                    NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
                }
            }
            """
        let (found, events) = Self.lint(swift, .swift)
        #expect(found == ["3:39: lint-unknown-view", "6:22: lint-unknown-view", "7:11: lint-unknown-view"])
        #expect(events.map(\.skip) == [nil, nil, nil, nil, nil, .builtAtRunTime])
        let objectiveC = """
            - (void)f {
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
                for (NSString *format in @[@"H:|[a]|", @"V:|[z]|"]) {
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
                }
            }
            """
        #expect(Self.lint(objectiveC, .objectiveC).found == ["3:50: lint-unknown-view"])
    }

    /// A wrapper that takes several formats, passed a literal array (Swift or Objective-C), has
    /// each checked; NSLayoutConstraint itself never takes an array.
    @Test func wrapperPassedALiteralArray() {
        let swift = """
            func f() {
                Utility.quickConstraints(["H:|[v]|", "V:|[v]-(", "H:|-(>=0)-[v]-(>=0)-|"], ["v": view])
            }
            """
        let calls = [FormatCallName(name: "quickConstraints", label: "1")]
        let (found, events) = Self.lint(swift, .swift, formatCalls: calls)
        #expect(found == ["2:51: expected"])
        #expect(events.map(\.checked) == [true, true, true])
        let objectiveC = """
            [self pinFormats:@[@"H:|[v]|", @"V:|[v][w]"] views:@{@"v": v}];
            """
        let objectiveCCalls = [FormatCallName(name: "pinFormats", label: "pinFormats")]
        #expect(Self.lint(objectiveC, .objectiveC, formatCalls: objectiveCCalls).found == ["1:41: lint-unknown-view"])
    }

    /// A wrapper that takes several formats, passed a local holding a literal array, has each
    /// checked; a local changed in place, or not an array of literals, stays skipped.
    @Test func wrapperPassedALocalArray() {
        let swift = """
            func f() {
                let rows: [String] = ["H:|[card]|", "V:|[card][badge]|"]
                let done = { Pins.make(rows: rows, views: ["card": card]) }
                var grown = ["H:|[card]|"]
                grown.append(extra)
                Pins.make(rows: grown, views: ["card": card])
                let mixed = ["H:|[card]|", extra]
                Pins.make(rows: mixed, views: ["card": card])
            }
            """
        let calls = [FormatCallName(name: "make", label: "rows")]
        let (found, events) = Self.lint(swift, .swift, formatCalls: calls)
        #expect(found == ["2:52: lint-unknown-view"])
        #expect(events.map(\.skip) == [nil, nil, .builtAtRunTime, .builtAtRunTime])
        let objectiveC = """
            - (void)f {
                NSArray *rows = @[@"H:|[card]-(", @"V:|[card]|"];
                [self pinRows:rows views:@{@"card": card}];
            }
            """
        let objectiveCCalls = [FormatCallName(name: "pinRows", label: "pinRows")]
        #expect(Self.lint(objectiveC, .objectiveC, formatCalls: objectiveCCalls).found == ["2:36: expected"])
    }

    // MARK: - Conditional formats

    /// A format chosen by a conditional between literals (`c ? "…" : "…"`, nested in the second
    /// arm too) is checked once per arm, each at its place; an arm that is not a literal leaves
    /// the call skipped, and a `??` or an optional chain is no conditional.
    @Test func conditionalBetweenLiterals() {
        let swift = """
            func f(wide: Bool, name: String?) {
                let views = ["icon": icon, "text": text]
                NSLayoutConstraint.constraints(withVisualFormat: wide ? "H:|[icon]-[text]|" : "V:|[icon][txt]|", metrics: nil, views: views)
                NSLayoutConstraint.constraints(withVisualFormat: (a > b) ? "H:|[icon]|" : c ? "H:|[text]|" : "H:|[icn]|", metrics: nil, views: views)
                NSLayoutConstraint.constraints(withVisualFormat: wide ? "H:|[icon]|" : name!, metrics: nil, views: views)
                NSLayoutConstraint.constraints(withVisualFormat: name ?? "H:|[icon]|", metrics: nil, views: views)
            }
            """
        let (found, events) = Self.lint(swift, .swift)
        #expect(found == ["3:94: lint-unknown-view", "4:103: lint-unknown-view"])
        #expect(events.map(\.skip) == [nil, nil, nil, nil, nil, .builtAtRunTime, .builtAtRunTime])
        let objectiveC = """
            - (void)f {
                NSDictionary *views = NSDictionaryOfVariableBindings(icon, text);
                [NSLayoutConstraint constraintsWithVisualFormat:(self.flipped) ? @"H:|[text]-[icon]|" : @"H:|[icon]-[tetx]|"
                                                        options:NSLayoutFormatAlignAllCenterY metrics:nil views:views];
            }
            """
        let result = Self.lint(objectiveC, .objectiveC)
        #expect(result.found == ["3:106: lint-unknown-view"])
        #expect(result.events.map(\.checked) == [true, true])
    }

    // MARK: - Numeric templates

    /// `String(format:)`, `stringWithFormat:` and interpolations are checked with each hole read
    /// as a number; a hole in a name, or where a number cannot go, skips the call.
    @Test func templatesWithNumberHoles() {
        let swift = """
            func f(pad: CGFloat, name: String) {
                let views = ["a": a, "b": b]
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(pad)-[a]-\\(pad * 2)-[c]|", metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: String(format: "V:|-%.0f-[a(%d@%ld)]-%%-[b]", pad, 8, 750), metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[\\(name)]|", metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a\\(name)]|", metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(\\(rel)b)]|", metrics: nil, views: views)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(spaced)[a]|", metrics: nil, views: views)
            }
            """
        let (found, events) = Self.lint(swift, .swift)
        // `%%` is a literal '%': an unexpected character at the template's '%%'.
        #expect(found == ["3:86: lint-unknown-view", "4:95: unexpected-character"])
        #expect(events.map(\.skip) == [nil, nil, .holeNotANumber, .holeNotANumber, .holeNotANumber, .holeNotANumber])
        let objectiveC = """
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-%d-[a]-%@-[d]|", 8, @8] options:0 metrics:nil views:@{@"a": a, @"b": b}];
            }
            """
        #expect(Self.lint(objectiveC, .objectiveC).found == ["2:97: lint-unknown-view"])
    }

    // MARK: - Wrappers named by position, multi-part selectors

    /// `--format-call NAME:N` names the format by position: a macro's third argument, a Swift
    /// function's second; an Objective-C wrapper's other selector parts are its own (a
    /// `withMetrics:` part is the metrics dictionary), and a conditional's `:` is not one.
    @Test func wrappersByPositionAndMultiPartSelectors() {
        let objectiveC = """
            - (void)f {
                CONSTRAIN(self.view, label, @"H:|-[label]-(");
                NSArray *c = [self constraintsForVisualFormat:@"V:|-(gap)-[a]-(pad)-|" withMetrics:@{@"pad": @8} views:@{@"a": a}];
                NSArray *d = [self constraintsForVisualFormat:@"V:|-[a]-(gap)-|" withMetrics:(flag ? m : n) views:@{@"b": b}];
                [self pin:a format:@"H:|[a]|" other:1];
            }
            """
        let calls = [
            FormatCallName(name: "CONSTRAIN", label: "3"),
            FormatCallName(name: "constraintsForVisualFormat", label: "constraintsForVisualFormat"),
            FormatCallName(name: "pin", label: "2"),
        ]
        let (found, events) = Self.lint(objectiveC, .objectiveC, formatCalls: calls)
        #expect(found == ["2:48: expected", "3:58: lint-unknown-metric", "4:58: lint-unknown-view"])
        #expect(events.map(\.checked) == [true, true, true, true])
        let swift = """
            func f() {
                layout(container, "H:|[a]-[b]|", views: ["a": a])
            }
            """
        #expect(
            Self.lint(swift, .swift, formatCalls: [FormatCallName(name: "layout", label: "2")]).found == [
                "2:32: lint-unknown-view"
            ])
        #expect(FormatCallName(parsing: "CONSTRAIN:3")?.position == 3)
        #expect(FormatCallName(parsing: "f:0") == nil)
        #expect(FormatCallName(parsing: "f:_")?.position == nil)
    }

    // MARK: - White space after a dash

    /// UIKit throws on a blank between a connection's `-` and its spacing (a shipped app's crash:
    /// `H:|[circle0]- (padding)-[circle1]|`); lint and the `.vfl` parser report it at the blank.
    /// Blanks elsewhere stay accepted.
    @Test func whiteSpaceAfterADash() {
        let objectiveC = """
            - (void)f {
                NSDictionary *views = NSDictionaryOfVariableBindings(circle0, circle1);
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[circle0]- (padding)-[circle1]|" options:0 metrics:@{@"padding": @8} views:views];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[circle0] -(padding)- [circle1]- |" options:0 metrics:@{@"padding": @8} views:views];
            }
            """
        #expect(Self.lint(objectiveC, .objectiveC).found == ["3:68: space-after-dash"])
        let (_, diagnostics) = Parser.parse(SourceFile(name: "t.vfl", text: "H:|[a]-\t20-[b]|\nV:|-[a]\nV:|-[b]\n"))
        #expect(diagnostics.map(\.message.id) == ["space-after-dash"])
    }
}
