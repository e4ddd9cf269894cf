/// Frames as JSON, exactly as CONTRACT §4 specifies, byte for byte:
///
///     {"width":375,"height":120,"traits":"wC hR","views":{
///       "find":{"x":20,"y":20,"width":40,"height":30},
///       "title":{"parent":"header","x":8,"y":8,"width":120,"height":21}}}
///
/// One view per line; keys in this order; numbers through `NumberText`. A sweep is `[`, the
/// layouts separated by `,` and a newline, then `]`.
public struct JSONRenderer: Sendable {
    public init() {}

    /// One layout, ending with a newline.
    public func render(_ layout: LayoutResult) -> String {
        object(layout) + "\n"
    }

    /// Several layouts (a sweep) as one JSON array, ending with a newline.
    public func render(sweep layouts: [LayoutResult]) -> String {
        "[" + layouts.map(object).joined(separator: ",\n") + "]\n"
    }

    private func object(_ layout: LayoutResult) -> String {
        var text = "{\"width\":\(NumberText.format(layout.width)),\"height\":\(NumberText.format(layout.height))"
        text += ",\"traits\":\(Self.quoted(layout.traits.description))"
        if let device = layout.device { text += ",\"device\":\(Self.quoted(device))" }
        if let orientation = layout.orientation { text += ",\"orientation\":\(Self.quoted(orientation))" }
        if let split = layout.split { text += ",\"split\":\(Self.quoted(split))" }
        text += ",\"views\":{"
        for (index, view) in layout.views.enumerated() {
            text += index == 0 ? "\n  " : ",\n  "
            text += Self.quoted(view.name) + ":{"
            if let parent = view.parent { text += "\"parent\":\(Self.quoted(parent))," }
            text += "\"x\":\(NumberText.format(view.frame.x)),\"y\":\(NumberText.format(view.frame.y))"
            text += ",\"width\":\(NumberText.format(view.frame.width)),\"height\":\(NumberText.format(view.frame.height))}"
        }
        return text + "}}"
    }

    /// A JSON string literal (names are C identifiers, but escape properly anyway).
    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
