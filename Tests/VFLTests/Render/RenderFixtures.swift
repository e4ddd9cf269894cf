@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Hand-made inputs for the renderer tests: solved layouts and constraint systems written out as
/// values, so these tests do not depend on the parser or the solver.
enum RenderFixtures {
    static func view(
        _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        in parent: ViewFrame? = nil
    ) -> ViewFrame {
        let origin = parent?.absoluteFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return ViewFrame(
            name: name, parent: parent?.name, frame: Rect(x: x, y: y, width: width, height: height),
            absoluteFrame: Rect(x: origin.x + x, y: origin.y + y, width: width, height: height),
            depth: parent.map { $0.depth + 1 } ?? 0)
    }

    static let compactRegular = SizeClassTraits(horizontal: .compact, vertical: .regular)

    /// `H:|-[find]-[findNext]-[findField(>=20)]-|` and `V:|-[find]-|` at 375 wide.
    static let findBar = LayoutResult(
        width: 375, height: 70, traits: compactRegular,
        views: [
            view("find", 20, 20, 40, 30),
            view("findNext", 68, 20, 72, 30),
            view("findField", 148, 20, 207, 30),
        ])

    /// A header with a nested title, a hairline separator, a long-named button, a tiny badge and
    /// a spacer guide, on an iPhone 6 in landscape with a split.
    static let card: LayoutResult = {
        let header = view("header", 0, 0, 320, 44)
        let body = view("body", 10, 54, 300, 136)
        return LayoutResult(
            width: 320, height: 200, traits: SizeClassTraits(horizontal: .compact, vertical: .compact),
            device: "iphone6", orientation: "landscape", split: nil,
            views: [
                header,
                view("title", 8, 8, 120, 26, in: header),
                view("separator", 0, 49, 320, 0),
                body,
                view("confirmationButton", 8, 8, 60, 30, in: body),
                view("badge", 290, 180, 4, 4),
                view("icon", 200, 20, 20, 20, in: body),
            ],
            guides: [view("gap", 128, 8, 40, 26, in: header)])
    }()

    static let file = SourceFile(
        name: "login.vfl",
        text: """
            metrics padding=20
            view title intrinsic=120x21
            H:|-[find]-[findNext]-[findField(>=20)]-|
            box.width == 0.5 * root.width - 10 @750
            V:[topLayoutGuide]-[find]

            """)

    /// Items: root, find, findNext, findField, title, box, g1 (a guide in box), topLayoutGuide.
    static let system: ConstraintSystem = {
        func range(_ line: Int, _ column: Int) -> SourceRange {
            SourceRange.at(file.lineStarts[line - 1] + column - 1)
        }
        func attribute(_ item: Int, _ attribute: LayoutAttribute) -> ItemAttribute {
            ItemAttribute(item: item, attribute: attribute)
        }
        let items = [
            LayoutItem(name: "root", kind: .root, parent: nil, firstMention: nil),
            LayoutItem(name: "find", kind: .view, parent: 0, firstMention: range(3, 6)),
            LayoutItem(name: "findNext", kind: .view, parent: 0, firstMention: range(3, 13)),
            LayoutItem(name: "findField", kind: .view, parent: 0, firstMention: range(3, 24)),
            LayoutItem(name: "title", kind: .view, parent: 0, firstMention: range(2, 6)),
            LayoutItem(name: "box", kind: .view, parent: 0, firstMention: range(4, 1)),
            LayoutItem(name: "g1", kind: .guide, parent: 5, firstMention: nil),
            LayoutItem(name: "topLayoutGuide", kind: .topLayoutGuide, parent: 0, firstMention: range(5, 4)),
        ]
        let format = { (line: Int, column: Int) in ConstraintOrigin(kind: .format, range: range(line, column)) }
        return ConstraintSystem(
            items: items,
            constraints: [
                LayoutConstraint(
                    first: attribute(1, .leading), relation: .equal, second: attribute(0, .leading),
                    constant: 20, origin: format(3, 4)),
                LayoutConstraint(
                    first: attribute(2, .leading), relation: .equal, second: attribute(1, .trailing),
                    constant: 8, origin: format(3, 12)),
                LayoutConstraint(
                    first: attribute(3, .width), relation: .greaterThanOrEqual, second: nil,
                    constant: 20, origin: format(3, 34)),
                LayoutConstraint(
                    first: attribute(0, .trailing), relation: .equal, second: attribute(3, .trailing),
                    constant: 20, origin: format(3, 40)),
                LayoutConstraint(
                    first: attribute(5, .width), relation: .equal, second: attribute(0, .width),
                    multiplier: 0.5, constant: -10, priority: 750,
                    origin: ConstraintOrigin(kind: .equation, range: range(4, 1))),
                LayoutConstraint(
                    first: attribute(4, .width), relation: .lessThanOrEqual, second: nil,
                    constant: 120, priority: 250,
                    origin: ConstraintOrigin(kind: .contentHugging, range: range(2, 12))),
                LayoutConstraint(
                    first: attribute(4, .width), relation: .greaterThanOrEqual, second: nil,
                    constant: 120, priority: 750,
                    origin: ConstraintOrigin(kind: .compressionResistance, range: range(2, 12))),
                LayoutConstraint(
                    first: attribute(7, .height), relation: .equal, second: nil, constant: 20,
                    origin: ConstraintOrigin(kind: .layoutGuide, range: range(5, 4))),
                LayoutConstraint(
                    first: attribute(1, .top), relation: .equal, second: attribute(7, .bottom),
                    constant: 8, origin: format(5, 19)),
                LayoutConstraint(
                    first: attribute(6, .centerX), relation: .equal, second: attribute(5, .centerX),
                    multiplier: 1.5, constant: 0.0001,
                    origin: ConstraintOrigin(kind: .equation, range: range(4, 1))),
            ])
    }()
}

extension RenderFixtures {
    /// Two views sharing an edge, a zero-width rule, a zero-size dot and a view hanging out of
    /// the root on the right.
    static let edges = LayoutResult(
        width: 200, height: 60, traits: compactRegular,
        views: [
            view("left", 0, 0, 100, 60),
            view("right", 100, 0, 100, 30),
            view("rule", 150, 30, 0, 30),
            view("dot", 120, 45, 0, 0),
            view("overhang", 180, 40, 40, 15),
        ])

    /// A fitting-size result with nothing in it.
    static let empty = LayoutResult(width: 0, height: 0, traits: compactRegular, views: [])

    /// A login screen on an iPhone 6: a navigation bar, a form whose children leave no room
    /// for its name inside (so it goes on its top edge), and a footer.
    static let login: LayoutResult = {
        let navBar = view("navBar", 0, 20, 375, 44)
        let form = view("form", 20, 100, 335, 200)
        return LayoutResult(
            width: 375, height: 667, traits: compactRegular, device: "iphone6", orientation: "portrait",
            views: [
                navBar, view("back", 8, 7, 30, 30, in: navBar), view("titleLabel", 100, 11, 175, 21, in: navBar),
                form, view("user", 16, 16, 303, 36, in: form), view("password", 16, 60, 303, 36, in: form),
                view("login", 16, 120, 303, 44, in: form), view("forgot", 100, 172, 135, 20, in: form),
                view("footer", 0, 617, 375, 50),
            ])
    }()

    static let all: [LayoutResult] = [findBar, card, edges, empty, login]
}
