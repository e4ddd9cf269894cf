@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// A compact, one-line form of a syntax tree for table tests: close to the source, but every
/// choice the parser made is visible (connections in parentheses, numbers as values, statements
/// separated by " ; ").
enum SyntaxPrinter {
    static func print(_ file: FileSyntax) -> String {
        file.statements.map(print).joined(separator: " ; ")
    }

    static func print(_ statement: Statement) -> String {
        let conditions = statement.conditions.map { condition in
            "@" + (condition.axis == .horizontal ? "w" : "h") + (condition.sizeClass == .compact ? "C" : "R") + " "
        }.joined()
        return conditions + print(statement.kind)
    }

    static func print(_ kind: Statement.Kind) -> String {
        switch kind {
        case .format(let format): return print(format)
        case .metrics(let definitions):
            return "metrics " + definitions.map { "\($0.name.name)=\(print($0.value))" }.joined(separator: " ")
        case .view(let view):
            var parts = ["view", view.name.name]
            if let parent = view.parent { parts.append("in=\(parent.name)") }
            if let size = view.intrinsicSize {
                parts.append("intrinsic=\(size.width.map(print) ?? "")x\(size.height.map(print) ?? "")")
            }
            if let hug = view.hugging { parts.append("hug=\(print(hug.horizontal)),\(print(hug.vertical))") }
            if let resist = view.compressionResistance {
                parts.append("resist=\(print(resist.horizontal)),\(print(resist.vertical))")
            }
            if let baseline = view.baseline { parts.append("baseline=\(print(baseline))") }
            if let first = view.firstBaseline { parts.append("firstBaseline=\(print(first))") }
            if let m = view.margins {
                parts.append("margins=\(print(m.top)),\(print(m.left)),\(print(m.bottom)),\(print(m.right))")
            }
            if view.hidden != nil { parts.append("hidden") }
            if let f = view.frame {
                parts.append("frame=\(print(f.x)),\(print(f.y)),\(print(f.width)),\(print(f.height))")
            }
            if let mask = view.autoresizing {
                parts.append("autoresizing=" + mask.members.map(\.rawValue).joined(separator: ","))
            }
            if let design = view.design { parts.append("design=\(print(design.width))x\(print(design.height))") }
            if let text = view.text { parts.append("text=\(print(text.width))x\(print(text.height))") }
            if let lines = view.lines { parts.append("lines=\(print(lines))") }
            if let f = view.drawn {
                parts.append("drawn=\(print(f.x)),\(print(f.y)),\(print(f.width)),\(print(f.height))")
            }
            return parts.joined(separator: " ")
        case .design(let design):
            return "design \(print(design.size.width))x\(print(design.size.height))"
        case .stack(let stack):
            var parts = ["stack", stack.name.name]
            if let parent = stack.parent { parts.append("in=\(parent.name)") }
            parts.append("axis=\(stack.axis == .horizontal ? "horizontal" : "vertical")")
            parts.append("distribution=\(stack.distribution.rawValue) alignment=\(stack.alignment.rawValue)")
            if let spacing = stack.spacing { parts.append("spacing=\(print(spacing))") }
            if !stack.customSpacings.isEmpty {
                parts.append(
                    "spacingAfter="
                        + stack.customSpacings.map { "\($0.view.name):\(print($0.spacing))" }.joined(separator: ","))
            }
            parts.append("margins=\(stack.marginsRelative) baselineRelative=\(stack.baselineRelative)")
            parts.append("arranged=" + stack.arranged.map(\.name).joined(separator: ","))
            return parts.joined(separator: " ")
        case .guide(let guide):
            return "guide \(guide.name.name)" + (guide.parent.map { " in=\($0.name)" } ?? "")
        case .spacing(let spacing):
            return
                (["spacing"]
                + [
                    spacing.sibling.map { "sibling=\(print($0))" },
                    spacing.superview.map { "superview=\(print($0))" },
                ].compactMap { $0 })
                .joined(separator: " ")
        case .layoutGuides(let guides):
            return
                (["layoutGuides"]
                + [
                    guides.top.map { "top=\(print($0))" },
                    guides.bottom.map { "bottom=\(print($0))" },
                ].compactMap { $0 })
                .joined(separator: " ")
        case .equation(let equation):
            var text = print(equation.first) + " " + print(equation.relation) + " "
            if let multiplier = equation.multiplier { text += print(multiplier) + "*" }
            if let second = equation.second {
                text += print(second)
                if let constant = equation.constant {
                    text += (equation.constantNegated ? " - " : " + ") + print(constant)
                }
            } else if let constant = equation.constant {
                text += print(constant)
            }
            if let priority = equation.priority { text += " @" + print(priority) }
            return text
        case .platform(let platform):
            return "platform ios \(print(platform.version))"
        case .safeArea(let safeArea):
            return
                (["safeArea"]
                + [
                    safeArea.top.map { "top=\(print($0))" }, safeArea.left.map { "left=\(print($0))" },
                    safeArea.bottom.map { "bottom=\(print($0))" }, safeArea.right.map { "right=\(print($0))" },
                ].compactMap { $0 })
                .joined(separator: " ")
        }
    }

    static func print(_ format: VisualFormat) -> String {
        var text = format.orientationRange == nil ? "" : (format.orientation == .horizontal ? "H:" : "V:")
        if format.leadingSuperview != nil { text += "|" + print(format.leadingConnection!) }
        for (index, view) in format.views.enumerated() {
            if index > 0 { text += print(format.connections[index - 1]) }
            text += "[" + view.name.name
            if !view.predicates.isEmpty { text += "(" + view.predicates.map(print).joined(separator: ",") + ")" }
            text += "]"
        }
        if format.trailingSuperview != nil { text += print(format.trailingConnection!) + "|" }
        if !format.options.isEmpty { text += " options:" + format.options.map(\.kind.rawValue).joined(separator: ",") }
        return text
    }

    static func print(_ connection: Connection) -> String {
        switch connection {
        case .flush: ""
        case .standard: "-"
        case .predicates(let predicates, _): "-(" + predicates.map(print).joined(separator: ",") + ")-"
        }
    }

    static func print(_ predicate: Predicate) -> String {
        (predicate.relationRange == nil ? "" : print(predicate.relation)) + print(predicate.object)
            + (predicate.priority.map { "@" + print($0) } ?? "")
    }

    static func print(_ relation: Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    static func print(_ reference: AttributeReference) -> String {
        reference.item.name + "." + reference.attribute.rawValue
    }

    static func print(_ constant: ConstantSyntax) -> String {
        switch constant {
        case .number(let number): print(number)
        case .name(let name): name.name
        }
    }

    static func print(_ number: NumberLiteral) -> String {
        let value = number.value
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
