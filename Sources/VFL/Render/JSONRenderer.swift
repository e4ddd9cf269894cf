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
    public func render(_ layout: LayoutResult, file: String? = nil, scene: SceneLabels? = nil) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160 + 64 * layout.views.count)
        append(layout, file: file, scene: scene, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Several layouts (a sweep) as one JSON array, ending with a newline; with `file`, every
    /// object starts with `"file"`.
    public func render(sweep layouts: [LayoutResult], file: String? = nil, scene: SceneLabels? = nil) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (index, layout) in layouts.enumerated() {
            if index > 0 { bytes += Array(",\n".utf8) }
            append(layout, file: file, scene: scene, to: &bytes)
        }
        bytes += Array("]\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The object, built as bytes: a 100,000-view layout is one buffer, not a string per number.
    private func append(_ layout: LayoutResult, file: String?, scene: SceneLabels?, to bytes: inout [UInt8]) {
        func text(_ literal: StaticString) {
            // Byte by byte: the literals are a few bytes long, shorter than a bulk append's setup.
            let start = literal.utf8Start
            for offset in 0..<literal.utf8CodeUnitCount { bytes.append(start[offset]) }
        }
        func number(_ value: Double) { NumberText.append(value, to: &bytes) }
        func quoted(_ string: String) { JSONText.appendQuoted(string, to: &bytes) }

        text("{")
        if let file {
            text("\"file\":")
            quoted(file)
            text(",")
        }
        if let scene {
            text("\"scene\":")
            quoted(scene.scene)
            text(",\"name\":")
            quoted(scene.name)
            text(",")
        }
        text("\"width\":")
        number(layout.width)
        text(",\"height\":")
        number(layout.height)
        text(",\"traits\":")
        quoted(layout.traits.description)
        if let insets = layout.safeArea {
            text(",\"safeArea\":{\"top\":")
            number(insets.top)
            text(",\"left\":")
            number(insets.left)
            text(",\"bottom\":")
            number(insets.bottom)
            text(",\"right\":")
            number(insets.right)
            text("}")
        }
        if let device = layout.device {
            text(",\"device\":")
            quoted(device)
        }
        if let orientation = layout.orientation {
            text(",\"orientation\":")
            quoted(orientation)
        }
        if let split = layout.split {
            text(",\"split\":")
            quoted(split)
        }
        if let release = layout.release {
            text(",\"ios\":")
            number(Double(release))
        }
        text(",\"views\":{")
        for (index, view) in layout.views.enumerated() {
            text(index == 0 ? "\n  " : ",\n  ")
            quoted(view.name)
            text(":{")
            if let parent = view.parent {
                text("\"parent\":")
                quoted(parent)
                text(",")
            }
            text("\"x\":")
            number(view.frame.x)
            text(",\"y\":")
            number(view.frame.y)
            text(",\"width\":")
            number(view.frame.width)
            text(",\"height\":")
            number(view.frame.height)
            if let label = scene?.views[view.name] {
                text(",\"class\":")
                quoted(label.className)
                if let userLabel = label.label {
                    text(",\"label\":")
                    quoted(userLabel)
                }
            }
            text(view.isHidden ? ",\"hidden\":true}" : "}")
        }
        text("}}")
    }
}
