import VFLSyntax

/// Frames as JSON, exactly as docs/json.md specifies, byte for byte:
///
///     {"width":375,"height":120,"traits":"wC hR","views":{
///       "find":{"x":20,"y":20,"width":40,"height":30},
///       "title":{"parent":"header","x":8,"y":8,"width":120,"height":21}}}
///
/// One view per line; keys in this order; numbers through `NumberText`. A sweep is `[`, the
/// layouts separated by `,` and a newline, then `]`.
public struct JSONRenderer: Sendable {
    public init() {}

    /// One layout, ending with a newline. With `file` (one of several input files), the object
    /// starts with `"file"`.
    public func render(_ layout: LayoutResult, file: String? = nil) -> String {
        object(layout, file: file) + "\n"
    }

    /// Several layouts (a sweep) as one JSON array, ending with a newline; with `file`, every
    /// object starts with `"file"`.
    public func render(sweep layouts: [LayoutResult], file: String? = nil) -> String {
        "[" + layouts.map { object($0, file: file) }.joined(separator: ",\n") + "]\n"
    }

    private func object(_ layout: LayoutResult, file: String?) -> String {
        var text = file.map { "{\"file\":\(JSONText.quoted($0))," } ?? "{"
        text += "\"width\":\(NumberText.format(layout.width)),\"height\":\(NumberText.format(layout.height))"
        text += ",\"traits\":\(JSONText.quoted(layout.traits.description))"
        if let insets = layout.safeArea {
            text += ",\"safeArea\":{\"top\":\(NumberText.format(insets.top)),\"left\":\(NumberText.format(insets.left))"
            text += ",\"bottom\":\(NumberText.format(insets.bottom)),\"right\":\(NumberText.format(insets.right))}"
        }
        if let device = layout.device { text += ",\"device\":\(JSONText.quoted(device))" }
        if let orientation = layout.orientation { text += ",\"orientation\":\(JSONText.quoted(orientation))" }
        if let split = layout.split { text += ",\"split\":\(JSONText.quoted(split))" }
        text += ",\"views\":{"
        for (index, view) in layout.views.enumerated() {
            text += index == 0 ? "\n  " : ",\n  "
            text += JSONText.quoted(view.name) + ":{"
            if let parent = view.parent { text += "\"parent\":\(JSONText.quoted(parent))," }
            text += "\"x\":\(NumberText.format(view.frame.x)),\"y\":\(NumberText.format(view.frame.y))"
            text +=
                ",\"width\":\(NumberText.format(view.frame.width)),\"height\":\(NumberText.format(view.frame.height))"
            text += view.isHidden ? ",\"hidden\":true}" : "}"
        }
        return text + "}}"
    }
}
