import VFLSyntax

/// A grid of character cells for box diagrams. Lines are recorded as the directions they leave
/// each cell in (up, down, left, right), not as characters, so boxes drawn over each other merge:
/// a cell reached from the left and from below becomes `+` (ASCII) or `┐` (Unicode) whatever the
/// drawing order. Text is kept apart from lines and wins where both are set. A line drawn only by
/// dashed boxes (hidden views) is drawn dotted; a blank cell that is shaded (outside the safe
/// area) shows the shading character.
struct CharacterCanvas {
    /// The directions lines leave a cell in.
    struct Strokes: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Strokes(rawValue: 1)
        static let down = Strokes(rawValue: 2)
        static let left = Strokes(rawValue: 4)
        static let right = Strokes(rawValue: 8)
        /// A box with neither width nor height: a dot with no direction.
        static let dot = Strokes(rawValue: 16)

        static let horizontal: Strokes = [.left, .right]
        static let vertical: Strokes = [.up, .down]
    }

    /// Cells inclusive on all four sides: a box from column 2 to 5 spans 4 characters.
    struct Box: Hashable {
        var left: Int, top: Int, right: Int, bottom: Int
    }

    let columns: Int
    let rows: Int
    private var strokes: [Strokes]
    private var text: [Character?]
    /// Whether a solid (not dashed) box drew a line through the cell.
    private var solid: [Bool]
    private var shaded: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        strokes = Array(repeating: [], count: self.columns * self.rows)
        text = Array(repeating: nil, count: self.columns * self.rows)
        solid = Array(repeating: false, count: self.columns * self.rows)
        shaded = Array(repeating: false, count: self.columns * self.rows)
    }

    /// Marks a cell as shaded: drawn with the shading character while it stays blank.
    mutating func shade(row: Int, column: Int) {
        guard contains(row: row, column: column) else { return }
        shaded[row * columns + column] = true
    }

    func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// The line directions at a cell (empty outside the canvas).
    func strokes(row: Int, column: Int) -> Strokes {
        contains(row: row, column: column) ? strokes[row * columns + column] : []
    }

    /// Whether a cell holds neither a line nor text.
    func isBlank(row: Int, column: Int) -> Bool {
        contains(row: row, column: column) && strokes[row * columns + column].isEmpty
            && text[row * columns + column] == nil
    }

    func hasText(row: Int, column: Int) -> Bool {
        contains(row: row, column: column) && text[row * columns + column] != nil
    }

    /// Whether a cell holds only a straight line in the given direction set and no text: where a
    /// label may sit on a box's edge without hiding a join.
    func isStraightLine(row: Int, column: Int, _ direction: Strokes) -> Bool {
        contains(row: row, column: column) && strokes[row * columns + column] == direction
            && text[row * columns + column] == nil
    }

    /// Outlines a box. A box with no height is one horizontal line, one with no width a vertical
    /// line, one with neither a dot, so nothing solved disappears from the picture.
    mutating func drawBox(_ box: Box, dashed: Bool = false) {
        if box.left == box.right && box.top == box.bottom {
            add(.dot, row: box.top, column: box.left, solid: !dashed)
            return
        }
        drawHorizontal(row: box.top, from: box.left, to: box.right, solid: !dashed)
        drawHorizontal(row: box.bottom, from: box.left, to: box.right, solid: !dashed)
        drawVertical(column: box.left, from: box.top, to: box.bottom, solid: !dashed)
        drawVertical(column: box.right, from: box.top, to: box.bottom, solid: !dashed)
    }

    mutating func drawHorizontal(row: Int, from start: Int, to end: Int, solid: Bool = true) {
        guard start < end else { return }
        for column in start...end {
            var directions: Strokes = []
            if column > start { directions.insert(.left) }
            if column < end { directions.insert(.right) }
            add(directions, row: row, column: column, solid: solid)
        }
    }

    mutating func drawVertical(column: Int, from start: Int, to end: Int, solid: Bool = true) {
        guard start < end else { return }
        for row in start...end {
            var directions: Strokes = []
            if row > start { directions.insert(.up) }
            if row < end { directions.insert(.down) }
            add(directions, row: row, column: column, solid: solid)
        }
    }

    private mutating func add(_ directions: Strokes, row: Int, column: Int, solid isSolid: Bool) {
        guard contains(row: row, column: column) else { return }
        strokes[row * columns + column].formUnion(directions)
        if isSolid { solid[row * columns + column] = true }
    }

    /// Writes text from a cell rightwards, clipped at the canvas edge.
    mutating func write(_ characters: [Character], row: Int, column: Int) {
        for (offset, character) in characters.enumerated() where contains(row: row, column: column + offset) {
            text[row * columns + column + offset] = character
        }
    }

    /// The canvas as lines of text, trailing spaces removed.
    func lines(unicode: Bool) -> [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let index = row * columns + column
                if let character = text[index] {
                    line.append(character)
                } else if strokes[index].isEmpty {
                    line.append(shaded[index] ? Self.shading(unicode: unicode) : " ")
                } else if solid[index] {
                    line.append(Self.glyph(strokes[index], unicode: unicode))
                } else {
                    line.append(Self.dashedGlyph(strokes[index], unicode: unicode))
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The character of a shaded blank cell.
    static func shading(unicode: Bool) -> Character { unicode ? "░" : "/" }

    /// The character for a line only dashed boxes drew: dotted straight lines, and corners and
    /// joins as solid ones in Unicode, a dot in ASCII.
    static func dashedGlyph(_ directions: Strokes, unicode: Bool) -> Character {
        let horizontal = !directions.isDisjoint(with: .horizontal)
        let vertical = !directions.isDisjoint(with: .vertical)
        if horizontal && vertical || directions.contains(.dot) {
            return unicode ? glyph(directions, unicode: true) : "."
        }
        if horizontal { return unicode ? "┄" : "." }
        return unicode ? "┆" : ":"
    }

    /// The character for a set of line directions.
    static func glyph(_ directions: Strokes, unicode: Bool) -> Character {
        let horizontal = !directions.isDisjoint(with: .horizontal)
        let vertical = !directions.isDisjoint(with: .vertical)
        guard unicode else {
            if horizontal && vertical || directions.contains(.dot) { return "+" }
            return horizontal ? "-" : vertical ? "|" : " "
        }
        switch directions.subtracting(.dot) {
        case []: return directions.contains(.dot) ? "┼" : " "
        case [.down, .right]: return "┌"
        case [.down, .left]: return "┐"
        case [.up, .right]: return "└"
        case [.up, .left]: return "┘"
        case [.up, .down, .right]: return "├"
        case [.up, .down, .left]: return "┤"
        case [.down, .left, .right]: return "┬"
        case [.up, .left, .right]: return "┴"
        case [.up, .down, .left, .right]: return "┼"
        default:
            // Straight lines, and the loose ends of zero-size boxes, drawn as full lines.
            return horizontal ? "─" : "│"
        }
    }
}
