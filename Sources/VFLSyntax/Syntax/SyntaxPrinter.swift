/// A syntax tree as `.vfl` text: one statement a line, in the language's own spelling, with
/// every number written so that it reads back as the same `Double` (`NumberText.exact`). The
/// printed text parses to a tree that prints the same again, and that means what the tree
/// meant: what `vflc --format vfl` prints for a `.vfl` file (a formatter) and for an Interface
/// Builder scene. Comments are not part of the tree, so they are not printed.
///
/// The spelling is canonical: `H:`/`V:` always written, a multiplier of 1 left out, `==` left out of predicates, a lone
/// number or name between dashes without parentheses, `hug=`/`resist=`/`margins=` with one value
/// when the axes or sides agree, a stack's axis, distribution and alignment always given.
public enum SyntaxPrinter {
    /// The whole file, one line a statement, each ending in a line break.
    public static func print(_ file: FileSyntax) -> String {
        var text = ""
        for statement in file.statements {
            text += line(for: statement)
            text += "\n"
        }
        return text
    }

    /// One statement with its size-class conditions, without a line break.
    public static func line(for statement: Statement) -> String {
        var text = ""
        for condition in statement.conditions {
            text += condition.axis == .horizontal ? "@w" : "@h"
            text += condition.sizeClass.letter + " "
        }
        switch statement.kind {
        case .format(let format): text += self.format(format)
        case .metrics(let definitions):
            text += "metrics " + definitions.map { $0.name.name + "=" + constant($0.value) }.joined(separator: " ")
        case .view(let view): text += self.view(view)
        case .guide(let guide):
            text += "guide " + guide.name.name + (guide.parent.map { " in=" + $0.name } ?? "")
        case .spacing(let spacing):
            text += "spacing" + keyed([("sibling", spacing.sibling), ("superview", spacing.superview)])
        case .equation(let equation): text += self.equation(equation)
        case .layoutGuides(let guides):
            text += "layoutGuides" + keyed([("top", guides.top), ("bottom", guides.bottom)])
        case .platform(let platform): text += "platform ios " + number(platform.version.value)
        case .safeArea(let safeArea):
            text +=
                "safeArea"
                + keyed([
                    ("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom),
                    ("right", safeArea.right),
                ])
        case .stack(let stack): text += self.stack(stack)
        case .design(let design): text += "design " + size(design.size)
        }
        return text
    }

    /// A number exactly, as the parser reads it back.
    public static func number(_ value: Double) -> String { NumberText.exact(value) }

    // MARK: - Statements

    private static func keyed(_ values: [(String, NumberLiteral?)]) -> String {
        values.compactMap { key, value in value.map { " \(key)=" + number($0.value) } }.joined()
    }

    /// `x,y,w,h` of `frame=` and `drawn=`.
    private static func frame(_ frame: FrameSyntax) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { number($0.value) }.joined(separator: ",")
    }

    private static func view(_ view: ViewDeclaration) -> String {
        var text = "view " + view.name.name
        for key in view.keys {
            switch key {
            case .parent: if let parent = view.parent { text += " in=" + parent.name }
            case .intrinsic:
                if let size = view.intrinsicSize {
                    text += " intrinsic=" + (size.width.map { number($0.value) } ?? "") + "x"
                    text += size.height.map { number($0.value) } ?? ""
                }
            case .hugging: if let pair = view.hugging { text += " hug=" + axisPair(pair) }
            case .compressionResistance:
                if let pair = view.compressionResistance { text += " resist=" + axisPair(pair) }
            case .baseline: if let value = view.baseline { text += " baseline=" + number(value.value) }
            case .firstBaseline:
                if let value = view.firstBaseline { text += " firstBaseline=" + number(value.value) }
            case .margins: if let margins = view.margins { text += " margins=" + self.margins(margins) }
            case .frame: if let frame = view.frame { text += " frame=" + self.frame(frame) }
            case .autoresizing:
                if let mask = view.autoresizing {
                    text += " autoresizing=" + mask.members.map(\.rawValue).joined(separator: ",")
                }
            case .design: if let size = view.design { text += " design=" + self.size(size) }
            case .text: if let size = view.text { text += " text=" + self.size(size) }
            case .lines: if let value = view.lines { text += " lines=" + number(value.value) }
            case .drawn: if let frame = view.drawn { text += " drawn=" + self.frame(frame) }
            case .hidden: text += " hidden"
            }
        }
        return text
    }

    private static func axisPair(_ pair: AxisPair) -> String {
        pair.horizontal.value == pair.vertical.value
            ? number(pair.horizontal.value) : number(pair.horizontal.value) + "," + number(pair.vertical.value)
    }

    private static func margins(_ margins: MarginsSyntax) -> String {
        let sides = [margins.top, margins.left, margins.bottom, margins.right].map(\.value)
        return sides.allSatisfy({ $0 == sides[0] })
            ? number(sides[0]) : sides.map(number).joined(separator: ",")
    }

    private static func size(_ size: SizeSyntax) -> String {
        number(size.width.value) + "x" + number(size.height.value)
    }

    private static func stack(_ stack: StackDeclaration) -> String {
        var text = "stack " + stack.name.name
        if let parent = stack.parent { text += " in=" + parent.name }
        text += " axis=" + (stack.axis == .horizontal ? "horizontal" : "vertical")
        text += " distribution=" + stack.distribution.rawValue
        text += " alignment=" + stack.alignment.rawValue
        if let spacing = stack.spacing { text += " spacing=" + constant(spacing) }
        if !stack.customSpacings.isEmpty {
            text +=
                " spacingAfter="
                + stack.customSpacings.map { $0.view.name + ":" + constant($0.spacing) }.joined(separator: ",")
        }
        if stack.marginsRelative { text += " margins=true" }
        if stack.baselineRelative { text += " baselineRelative=true" }
        if !stack.arranged.isEmpty { text += " arranged=" + stack.arranged.map(\.name).joined(separator: ",") }
        return text
    }

    // MARK: - Equations

    private static func equation(_ equation: Equation) -> String {
        var text = reference(equation.first) + " " + relation(equation.relation) + " "
        if let second = equation.second {
            if let multiplier = equation.multiplier, multiplier.value != 1 { text += number(multiplier.value) + " * " }
            text += reference(second)
            if let constant = equation.constant {
                switch constant {
                case .number(let literal):
                    let value = equation.constantNegated ? -literal.value : literal.value
                    // `+ 0` and `- 0` say nothing; a negative zero is still nothing.
                    if value != 0 { text += (value < 0 ? " - " : " + ") + number(abs(value)) }
                case .name(let name): text += (equation.constantNegated ? " - " : " + ") + name.name
                }
            }
        } else {
            // A constant left out is 0 (an Interface Builder constraint may leave it out).
            text += equation.constant.map(constant) ?? "0"
        }
        if let priority = equation.priority { text += " @" + self.constant(priority) }
        return text
    }

    private static func reference(_ reference: AttributeReference) -> String {
        reference.item.name + "." + reference.attribute.rawValue
    }

    private static func relation(_ relation: Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    private static func constant(_ constant: ConstantSyntax) -> String {
        switch constant {
        case .number(let literal): number(literal.value)
        case .name(let name): name.name
        }
    }

    // MARK: - Visual format strings

    private static func format(_ format: VisualFormat) -> String {
        var text = format.orientation == .horizontal ? "H:" : "V:"
        if let leading = format.leadingConnection {
            text += "|" + connection(leading)
        }
        for (index, view) in format.views.enumerated() {
            if index > 0 { text += connection(format.connections[index - 1]) }
            text += "[" + view.name.name
            if !view.predicates.isEmpty { text += "(" + view.predicates.map(predicate).joined(separator: ",") + ")" }
            text += "]"
        }
        if let trailing = format.trailingConnection {
            text += connection(trailing) + "|"
        }
        if !format.options.isEmpty {
            text += " options: " + format.options.map(\.kind.rawValue).joined(separator: ", ")
        }
        return text
    }

    private static func connection(_ connection: Connection) -> String {
        switch connection {
        case .flush: return ""
        case .standard: return "-"
        case .predicates(let predicates, _):
            // A lone number or name, `==` and required, needs no parentheses (`-8-`, `-gap-`).
            if predicates.count == 1, predicates[0].relation == .equal, predicates[0].priority == nil {
                switch predicates[0].object {
                case .number(let literal)
                where literal.value >= 0 && !(literal.value == 0 && literal.value.sign == .minus):
                    return "-" + number(literal.value) + "-"
                case .name(let name): return "-" + name.name + "-"
                default: break
                }
            }
            return "-(" + predicates.map(predicate).joined(separator: ",") + ")-"
        }
    }

    private static func predicate(_ predicate: Predicate) -> String {
        var text = ""
        switch predicate.relation {
        case .equal: break
        case .lessThanOrEqual: text += "<="
        case .greaterThanOrEqual: text += ">="
        }
        text += constant(predicate.object)
        if let priority = predicate.priority { text += "@" + constant(priority) }
        return text
    }
}
