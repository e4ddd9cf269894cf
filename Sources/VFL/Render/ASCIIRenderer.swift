import VFLSyntax

/// Draws a layout as a box diagram in text (`--format ascii`):
///
///     375 x 70  wC hR
///     +------------------------------------------------------------------------------+
///     |                                                                              |
///     |   +--------+ +--------------+ +------------------------------------------+   |
///     |   |  find  | |   findNext   | |                findField                 |   |
///     |   |        | |              | |                                          |   |
///     |   +--------+ +--------------+ +------------------------------------------+   |
///     |                                                                              |
///     +------------------------------------------------------------------------------+
///
/// The picture is scaled so the root (and anything outside it) fills `columns` characters, each
/// row standing for twice the points of a column because character cells are about twice as tall
/// as wide. Every edge is snapped to the grid on its own (not origin and size separately), so
/// views sharing an edge share a line, and views a gap apart keep a blank column or row between
/// them (`GridScale`). Each view's name goes inside its box, or on its top edge, truncated
/// (`findFi~`) or as a key (`1`) when it does not fit, with a legend below; a box with no row
/// inside is keyed. Hidden views (and the views inside them) are drawn dotted, and the cells of
/// the container outside its safe area (when the layout has one) shaded; the legend then says
/// so. Described in docs/cli.md ("The ASCII diagram").
public struct ASCIIRenderer {
    public enum Charset { case ascii, unicode }

    public var columns: Int
    public var charset: Charset

    public init(columns: Int = 80, charset: Charset = .ascii) {
        self.columns = columns
        self.charset = charset
    }

    /// The most rows a picture may take, as a multiple of its columns, so a very tall layout
    /// stays printable (it is then drawn narrower than `columns`).
    static let maximumRowsPerColumn = 4

    public func render(_ layout: LayoutResult) -> String {
        let width = max(1, columns)
        var lines = [String(header(layout).prefix(width))]
        guard !layout.views.isEmpty else {
            lines += emptyContainer(layout, width: width)
            return lines.joined(separator: "\n") + "\n"
        }
        let scale = GridScale(layout: layout, columns: width)
        var canvas = CharacterCanvas(columns: scale.columns, rows: scale.rows)
        let root = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        canvas.drawBox(scale.box(root))
        let shaded = shadeUnsafeArea(layout, scale: scale, on: &canvas)
        let hidden = SVGRenderer.hiddenViews(layout.views)
        let boxes = layout.views.map { scale.box($0.absoluteFrame) }
        // Parents before children, then file order, so the owner of each cell is the innermost box.
        let order = layout.views.indices.sorted { (layout.views[$0].depth, $0) < (layout.views[$1].depth, $1) }
        for index in order { canvas.drawBox(boxes[index], dashed: hidden.contains(layout.views[index].name)) }
        let legend = placeLabels(
            views: layout.views, boxes: boxes, drawingOrder: order, hidden: hidden, on: &canvas)

        lines += canvas.lines(unicode: charset == .unicode)
        var keys: [String] = []
        let unicode = charset == .unicode
        if shaded { keys.append("\(CharacterCanvas.shading(unicode: unicode)) = outside the safe area") }
        if !hidden.isEmpty { keys.append(unicode ? "┄┆ = hidden view" : ".: = hidden view") }
        lines += Self.pack(legend.entries + keys, width: width)
        if legend.omitted > 0 {
            let ellipsis = charset == .unicode ? "…" : "..."
            let views = legend.omitted == 1 ? "view" : "views"
            lines += Self.pack(["\(ellipsis) and \(legend.omitted) more \(views)"], width: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Shades the container's cells outside its safe area: those beyond the lines where the
    /// safe area's edges fall (the lines themselves stay blank, so a view pinned to the safe area
    /// starts just after the shading). Whether any cell was shaded.
    func shadeUnsafeArea(_ layout: LayoutResult, scale: GridScale, on canvas: inout CharacterCanvas) -> Bool {
        guard !SVGRenderer.unsafeStrips(of: layout).isEmpty, let insets = layout.safeArea else { return false }
        let root = scale.box(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
        let safe = scale.box(
            Rect(
                x: insets.left, y: insets.top, width: layout.width - insets.left - insets.right,
                height: layout.height - insets.top - insets.bottom))
        var any = false
        guard root.top + 1 < root.bottom, root.left + 1 < root.right else { return false }
        for row in (root.top + 1)..<root.bottom {
            for column in (root.left + 1)..<root.right
            where row < safe.top || row > safe.bottom || column < safe.left || column > safe.right {
                canvas.shade(row: row, column: column)
                any = true
            }
        }
        return any
    }

    /// A layout with no views: the container's empty box when it has both a width and a height,
    /// then the note `(no views)`.
    func emptyContainer(_ layout: LayoutResult, width: Int) -> [String] {
        var lines: [String] = []
        let root = SVGRenderer.sanitized(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
        let scale = GridScale(layout: layout, columns: width)
        if root.width > 0, root.height > 0, scale.columns >= 2, scale.rows >= 2 {
            var canvas = CharacterCanvas(columns: scale.columns, rows: scale.rows)
            canvas.drawBox(scale.box(root))
            lines += canvas.lines(unicode: charset == .unicode)
        }
        return lines + Self.pack(["(no views)"], width: width)
    }

    /// `375 x 120  wC hR  iphone6 portrait`: the size, the traits, and the device when given.
    func header(_ layout: LayoutResult) -> String {
        let times = charset == .unicode ? "×" : "x"
        var text = "\(NumberText.format(layout.width)) \(times) \(NumberText.format(layout.height))  \(layout.traits)"
        let device = [layout.device, layout.orientation, layout.split].compactMap { $0 }
        if !device.isEmpty { text += "  " + device.joined(separator: " ") }
        return text
    }

    /// Legend entries on as few lines as fit, three spaces apart; an entry wider than a line is
    /// wrapped at its spaces.
    static func pack(_ entries: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for entry in entries {
            if !current.isEmpty, current.count + 3 + entry.count <= width {
                current += "   " + entry
                continue
            }
            if !current.isEmpty { lines.append(current) }
            guard entry.count > width else {
                current = entry
                continue
            }
            // Break at the last space that fits, so names stay whole; hard-break only a word
            // wider than the line.
            var rest = Substring(entry)
            while rest.count > width {
                let head = rest.prefix(width + 1)
                if let space = head.lastIndex(of: " "), space > rest.startIndex {
                    lines.append(String(rest[..<space].reversed().drop { $0 == " " }.reversed()))
                    rest = rest[rest.index(after: space)...].drop { $0 == " " }
                } else {
                    lines.append(String(rest.prefix(width)))
                    rest = rest.dropFirst(width)
                }
            }
            current = String(rest)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
