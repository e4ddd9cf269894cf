import VFLSyntax

/// Draws a layout as a standalone SVG 1.1 picture (`--format svg`): the root outlined, each view
/// a rectangle at its `absoluteFrame` filled with a light, semi-transparent colour derived from its
/// name (so a view keeps its colour across layouts and runs), parents before children, hidden
/// views as dashed outlines without a fill, layout guides as grey dashed outlines, the strips
/// outside the safe area (when the layout has one) shaded grey over everything, then every label
/// on top so no fill hides one: a parent's title at its top left, moved right or down past the
/// titles already there (nested stacks share a corner). A legend below the picture says what the
/// shading and the dashes mean when either is drawn. Hovering a view shows its `<title>`: name
/// and frame.
public struct SVGRenderer {
    public init() {}

    /// Space around the root so strokes at its edges are not clipped.
    private static let margin = 8.0

    /// The height of one legend line below the picture.
    private static let legendLine = 12.0

    public func render(_ layout: LayoutResult) -> String {
        let strips = Self.unsafeStrips(of: layout)
        var legend: [String] = []
        if !strips.isEmpty { legend.append("grey band: outside the safe area") }
        let hidden = Self.hiddenViews(layout.views)
        if !hidden.isEmpty { legend.append("dashed outline: hidden view") }
        var bounds = Self.bounds(of: layout)
        bounds.height += Double(legend.count) * Self.legendLine
        let f = NumberText.format
        let size =
            "\(f(layout.width)) × \(f(layout.height))  \(layout.traits)"
            + (layout.device.map { "  \($0)" } ?? "") + (layout.orientation.map { " \($0)" } ?? "")
            + (layout.split.map { " \($0)" } ?? "")
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        out += " width=\"\(f(bounds.width))\" height=\"\(f(bounds.height))\""
        out += " viewBox=\"\(f(bounds.x)) \(f(bounds.y)) \(f(bounds.width)) \(f(bounds.height))\">\n"
        out += "  <title>\(Self.escape(size))</title>\n"
        out += "  <rect x=\"\(f(bounds.x))\" y=\"\(f(bounds.y))\" width=\"\(f(bounds.width))\""
        out += " height=\"\(f(bounds.height))\" fill=\"#f4f4f4\"/>\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(f(layout.width))\" height=\"\(f(layout.height))\""
        out += " fill=\"#ffffff\" stroke=\"#444444\" stroke-width=\"1\"/>\n"

        let views = Self.drawingOrder(layout.views)
        let parents = Set(layout.views.compactMap(\.parent))
        out += "  <g stroke-width=\"1\">\n"
        for view in views {
            let colors = Self.colors(for: view.name)
            let isHidden = hidden.contains(view.name)
            let title = "<title>\(Self.escape(Self.caption(view) + (isHidden ? " (hidden)" : "")))</title>"
            let paint =
                isHidden
                ? "fill=\"none\" stroke-dasharray=\"3 2\"" : "fill=\"\(colors.fill)\" fill-opacity=\"0.6\""
            out +=
                "    "
                + Self.shape(view.absoluteFrame, attributes: paint + " stroke=\"\(colors.stroke)\"", title: title)
                + "\n"
        }
        out += "  </g>\n"
        if !layout.guides.isEmpty {
            out += "  <g fill=\"none\" stroke=\"#7a7a7a\" stroke-width=\"1\" stroke-dasharray=\"4 3\">\n"
            for guide in Self.drawingOrder(layout.guides) {
                let title = "<title>\(Self.escape("guide " + Self.caption(guide)))</title>"
                out += "    " + Self.shape(guide.absoluteFrame, attributes: "", title: title) + "\n"
            }
            out += "  </g>\n"
        }
        if !strips.isEmpty {
            out += "  <g fill=\"#808080\" fill-opacity=\"0.3\" stroke=\"none\">\n"
            for strip in strips {
                out += "    <rect \(Self.geometry(strip))><title>outside the safe area</title></rect>\n"
            }
            out += "  </g>\n"
        }
        out += "  <g font-family=\"Helvetica, Arial, sans-serif\" fill=\"#1a1a1a\">\n"
        var titles: [Rect] = []
        for view in views {
            out += "    " + label(for: view, isParent: parents.contains(view.name), titles: &titles) + "\n"
        }
        out += "  </g>\n"
        if !legend.isEmpty {
            let f = NumberText.format
            out += "  <g font-family=\"Helvetica, Arial, sans-serif\" font-size=\"9\" fill=\"#444444\">\n"
            for (index, line) in legend.enumerated() {
                let y = bounds.maxY - Double(legend.count - index - 1) * Self.legendLine - 4
                out += "    <text x=\"\(f(bounds.x + Self.margin))\" y=\"\(f(y))\">\(Self.escape(line))</text>\n"
            }
            out += "  </g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The parts of the root outside its safe area, as rectangles that do not overlap: the top
    /// and bottom strips across the whole width, the side strips between them. None without a
    /// safe area or with zero insets.
    static func unsafeStrips(of layout: LayoutResult) -> [Rect] {
        guard let insets = layout.safeArea else { return [] }
        let root = sanitized(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
        func clamped(_ value: Double, to limit: Double) -> Double { value.isFinite ? max(0, min(value, limit)) : 0 }
        let top = clamped(insets.top, to: root.height)
        let bottom = clamped(insets.bottom, to: root.height - top)
        let left = clamped(insets.left, to: root.width)
        let right = clamped(insets.right, to: root.width - left)
        let middle = root.height - top - bottom
        var strips: [Rect] = []
        if top > 0 { strips.append(Rect(x: 0, y: 0, width: root.width, height: top)) }
        if bottom > 0 { strips.append(Rect(x: 0, y: root.height - bottom, width: root.width, height: bottom)) }
        if left > 0, middle > 0 { strips.append(Rect(x: 0, y: top, width: left, height: middle)) }
        if right > 0, middle > 0 {
            strips.append(Rect(x: root.width - right, y: top, width: right, height: middle))
        }
        return strips
    }

    /// A view's name: centred in a leaf; at the top left of a parent, clear of its children and
    /// of the `titles` already placed (nested stacks share their top left corner): to the right
    /// of a title it would cover, or a line lower when the parent is too narrow for that.
    private func label(for view: ViewFrame, isParent: Bool, titles: inout [Rect]) -> String {
        let f = NumberText.format
        let frame = Self.sanitized(view.absoluteFrame)
        // As large as reads well, shrunk to the box (about 0.6 em a character), never below 6.
        let fitting = (frame.width - 4) / (0.6 * Double(max(1, view.name.count)))
        let fontSize = max(6, min(12, frame.height * 0.7, fitting))
        let name = Self.escape(view.name)
        if isParent {
            // Small, and inside the usual 8-point margin above the first child. The box is the
            // text's: 9 points tall above the baseline's 2, about 0.6 em a character wide.
            let width = 0.6 * 9 * Double(max(1, view.name.count))
            var box = Rect(x: frame.x + 2, y: frame.y + 8 - 7, width: width, height: 9)
            var tries = 0
            while let covered = titles.first(where: { Self.overlap($0, box) }), tries < titles.count + 1 {
                tries += 1
                if covered.maxX + 4 + width <= frame.maxX {
                    box.x = covered.maxX + 4
                } else {
                    box.x = frame.x + 2
                    box.y = covered.maxY + 1
                }
            }
            titles.append(box)
            return "<text x=\"\(f(box.x))\" y=\"\(f(box.y + 7))\" font-size=\"9\">\(name)</text>"
        }
        // `y` is the baseline: put the middle of the capitals (about 0.35 em above it) at the centre.
        let x = frame.x + frame.width / 2
        let y = frame.y + frame.height / 2 + fontSize * 0.35
        return "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(fontSize))\" text-anchor=\"middle\">\(name)</text>"
    }

    /// The views UIKit does not show: the hidden ones and every view inside one.
    static func hiddenViews(_ views: [ViewFrame]) -> Set<String> {
        var parent: [String: String] = [:]
        var hidden: Set<String> = []
        for view in views {
            if let name = view.parent { parent[view.name] = name }
            if view.isHidden { hidden.insert(view.name) }
        }
        guard !hidden.isEmpty else { return [] }
        var result: Set<String> = []
        for view in views {
            // Up the parent chain to a hidden ancestor (the depth bounds the walk: no cycles).
            var current: String? = view.name
            var steps = 0
            while let name = current, steps <= view.depth {
                if hidden.contains(name) {
                    result.insert(view.name)
                    break
                }
                current = parent[name]
                steps += 1
            }
        }
        return result
    }

    /// Whether two rectangles share any area.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    /// `find: x=20 y=20 width=40 height=30` (relative to its parent, as JSON prints it).
    static func caption(_ view: ViewFrame) -> String {
        let f = NumberText.format
        let frame = view.frame
        return "\(view.name)\(view.parent.map { " in \($0)" } ?? ""): x=\(f(frame.x)) y=\(f(frame.y))"
            + " width=\(f(frame.width)) height=\(f(frame.height))"
    }

    /// A `<rect>` for a frame; a `<line>` when it has no width or no height, and a dot when it
    /// has neither, because SVG does not draw an empty rectangle and a solved hairline must show.
    static func shape(_ rect: Rect, attributes: String, title: String) -> String {
        let f = NumberText.format
        let rect = sanitized(rect)
        let extra = attributes.isEmpty ? "" : " " + attributes
        if rect.width == 0 && rect.height == 0 {
            return "<circle cx=\"\(f(rect.x))\" cy=\"\(f(rect.y))\" r=\"1.5\"\(extra)>\(title)</circle>"
        }
        if rect.width == 0 || rect.height == 0 {
            return
                "<line x1=\"\(f(rect.x))\" y1=\"\(f(rect.y))\" x2=\"\(f(rect.maxX))\" y2=\"\(f(rect.maxY))\"\(extra)>"
                + "\(title)</line>"
        }
        return "<rect \(geometry(rect))\(extra)>\(title)</rect>"
    }

    static func geometry(_ rect: Rect) -> String {
        let f = NumberText.format
        let rect = sanitized(rect)
        return "x=\"\(f(rect.x))\" y=\"\(f(rect.y))\" width=\"\(f(rect.width))\" height=\"\(f(rect.height))\""
    }

    /// Non-finite numbers become 0 and negative sizes are flipped, so the file stays valid SVG.
    static func sanitized(_ rect: Rect) -> Rect {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        var x = finite(rect.x)
        var y = finite(rect.y)
        var width = finite(rect.width)
        var height = finite(rect.height)
        if width < 0 {
            x += width
            width = -width
        }
        if height < 0 {
            y += height
            height = -height
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The root and every view and guide, plus the margin: views outside the root still show.
    static func bounds(of layout: LayoutResult) -> Rect {
        let root = sanitized(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
        var minX = root.x
        var minY = root.y
        var maxX = root.maxX
        var maxY = root.maxY
        for frame in (layout.views + layout.guides).map({ sanitized($0.absoluteFrame) }) {
            minX = min(minX, frame.x)
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        return Rect(
            x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// Parents before children: by depth, then in file order (a stable sort).
    static func drawingOrder(_ views: [ViewFrame]) -> [ViewFrame] {
        views.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
    }

    /// A light fill and a darker stroke of one hue, the hue from the FNV-1a hash of the name.
    static func colors(for name: String) -> (fill: String, stroke: String) {
        let hue = Double(fnv1a(name) % 360)
        return (
            hexColor(hue: hue, saturation: 0.75, lightness: 0.8), hexColor(hue: hue, saturation: 0.6, lightness: 0.35)
        )
    }

    /// 32-bit FNV-1a over the UTF-8 bytes: tiny, and the same on every platform and run.
    static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// `#rrggbb` for an HSL colour (hex rather than `hsl()`, which SVG 1.1 does not define).
    static func hexColor(hue: Double, saturation: Double, lightness: Double) -> String {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [r, g, b] {
            let value = Int(((component + m) * 255).rounded(.toNearestOrAwayFromZero))
            let clamped = max(0, min(255, value))
            text.append(digits[clamped / 16])
            text.append(digits[clamped % 16])
        }
        return text
    }

    /// Escapes the five XML special characters (names are identifiers, but device names and
    /// future inputs need not be).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
