/// Putting each view's name on the diagram. A label goes only on cells the view *owns* (inside
/// its box and not inside a box drawn over it), so it can never be read as a neighbour's or a
/// child's. In order of preference: the whole name inside the box; the whole name on its top
/// edge (for boxes with no room inside, and zero-height lines); the name truncated (`findFi~`);
/// a number key (inside, on an edge, or for a box of a cell or two, in place of the box); and
/// as a last resort the legend alone.
extension ASCIIRenderer {
    /// A horizontal stretch of free cells.
    struct Run: Hashable {
        var row: Int
        var start: Int
        var length: Int
    }

    /// Writes every view's label onto the canvas and returns the legend entries, in file order.
    func placeLabels(views: [ViewFrame], boxes: [CharacterCanvas.Box], drawingOrder: [Int],
                     on canvas: inout CharacterCanvas) -> [String] {
        let owners = ownership(boxes: boxes, drawingOrder: drawingOrder, canvas: canvas)
        let parents = Set(views.compactMap(\.parent))
        let marker: Character = charset == .unicode ? "…" : "~"
        var legend: [String] = []
        var usedTruncations: Set<String> = []
        var nextKey = 1

        // Interior labels first: they only use cells their own view owns, so they cannot
        // collide. Edge labels then take turns on shared lines in file order.
        var pending: [Int] = []
        var interiors: [[Run]] = []
        for (index, view) in views.enumerated() {
            let box = boxes[index]
            let runs = interiorRuns(of: index, box: box, owners: owners, canvas: canvas)
            interiors.append(runs)
            let name = Array(view.name)
            let isParent = parents.contains(view.name)
            // A parent's name belongs at its top: on the first row inside, or else (below) on its
            // top edge like a frame's title, rather than somewhere between its children.
            let candidates = isParent ? runs.filter { $0.row == box.top + 1 } : runs
            if let run = bestRun(candidates, fitting: name.count, box: box, isParent: isParent) {
                write(name, in: run, box: box, isParent: isParent, on: &canvas)
            } else {
                pending.append(index)
            }
        }
        var labels: [Int: String] = [:]
        for index in pending {
            let view = views[index], box = boxes[index]
            let isParent = parents.contains(view.name)
            let name = Array(view.name)
            let edge = edgeRuns(box: box, canvas: canvas)
            if let run = bestRun(edge, fitting: name.count, box: box, isParent: isParent)
                ?? bestRun(interiors[index], fitting: name.count, box: box, isParent: isParent) {
                write(name, in: run, box: box, isParent: isParent, on: &canvas)
                continue
            }
            // Truncate to the longest run (inside preferred), keeping at least three letters.
            let candidates = interiors[index] + edge
            if let longest = candidates.map(\.length).max(), longest >= 4 {
                let truncated = Array(name.prefix(longest - 1)) + [marker]
                let text = String(truncated)
                if !usedTruncations.contains(text),
                   let run = bestRun(interiors[index], fitting: truncated.count, box: box, isParent: isParent)
                    ?? bestRun(edge, fitting: truncated.count, box: box, isParent: isParent) {
                    usedTruncations.insert(text)
                    write(truncated, in: run, box: box, isParent: isParent, on: &canvas)
                    labels[index] = text
                    continue
                }
            }
            let key = Array(String(nextKey))
            if let run = bestRun(interiors[index], fitting: key.count, box: box, isParent: false)
                ?? bestRun(edge, fitting: key.count, box: box, isParent: false)
                ?? verticalEdgeRun(box: box, canvas: canvas, length: key.count)
                ?? outlineRun(box: box, canvas: canvas, length: key.count) {
                write(key, in: run, box: box, isParent: false, on: &canvas)
                labels[index] = String(key)
                nextKey += 1
            } else {
                labels[index] = ""
            }
        }
        for (index, view) in views.enumerated() {
            guard let label = labels[index] else { continue }
            legend.append(label.isEmpty ? "\(view.name) (too small to label)" : "\(label) = \(view.name)")
        }
        return legend
    }

    /// For every cell, the index of the innermost view whose interior covers it (-1 for none).
    private func ownership(boxes: [CharacterCanvas.Box], drawingOrder: [Int], canvas: CharacterCanvas) -> [Int] {
        var owners = Array(repeating: -1, count: canvas.rows * canvas.columns)
        for index in drawingOrder {
            let box = boxes[index]
            guard box.right - box.left >= 2, box.bottom - box.top >= 2 else { continue }
            for row in (box.top + 1)..<box.bottom {
                for column in (box.left + 1)..<box.right { owners[row * canvas.columns + column] = index }
            }
        }
        return owners
    }

    /// The free runs of cells inside a view's box that the view owns.
    private func interiorRuns(of index: Int, box: CharacterCanvas.Box, owners: [Int],
                              canvas: CharacterCanvas) -> [Run] {
        guard box.right - box.left >= 2, box.bottom - box.top >= 2 else { return [] }
        var runs: [Run] = []
        for row in (box.top + 1)..<box.bottom {
            runs += Self.runs(row: row, columns: (box.left + 1)..<box.right) { column in
                owners[row * canvas.columns + column] == index && canvas.isBlank(row: row, column: column)
            }
        }
        return runs
    }

    /// The stretches of the box's top edge that are plain line (no corner or join, no text).
    private func edgeRuns(box: CharacterCanvas.Box, canvas: CharacterCanvas) -> [Run] {
        guard box.right - box.left >= 2 else { return [] }
        return Self.runs(row: box.top, columns: (box.left + 1)..<box.right) { column in
            canvas.isStraightLine(row: box.top, column: column, .horizontal)
        }
    }

    /// One cell of a zero-width box's line, for a one-character key.
    private func verticalEdgeRun(box: CharacterCanvas.Box, canvas: CharacterCanvas, length: Int) -> Run? {
        guard length == 1, box.bottom - box.top >= 2 else { return nil }
        let rows = Array((box.top + 1)..<box.bottom)
        let middle = (box.top + box.bottom) / 2
        let row = rows.sorted { (abs($0 - middle), $0) < (abs($1 - middle), $1) }.first {
            canvas.isStraightLine(row: $0, column: box.left, .vertical)
        }
        return row.map { Run(row: $0, start: box.left, length: 1) }
    }

    /// For a box too small for anything else (a dot, or one or two cells): the key stands in for
    /// the box at its top-left cell.
    private func outlineRun(box: CharacterCanvas.Box, canvas: CharacterCanvas, length: Int) -> Run? {
        let cells = box.left..<(box.left + length)
        guard cells.allSatisfy({ canvas.contains(row: box.top, column: $0) && !canvas.hasText(row: box.top, column: $0) })
        else { return nil }
        return Run(row: box.top, start: box.left, length: length)
    }

    private static func runs(row: Int, columns: Range<Int>, isFree: (Int) -> Bool) -> [Run] {
        var runs: [Run] = []
        var start: Int?
        for column in columns {
            if isFree(column) {
                if start == nil { start = column }
            } else if let first = start {
                runs.append(Run(row: row, start: first, length: column - first))
                start = nil
            }
        }
        if let first = start { runs.append(Run(row: row, start: first, length: columns.upperBound - first)) }
        return runs
    }

    /// The run a label of `length` characters reads best in: a parent's name near its top, a
    /// leaf's near its middle row; the longest run on the chosen row.
    private func bestRun(_ runs: [Run], fitting length: Int, box: CharacterCanvas.Box, isParent: Bool) -> Run? {
        let preferredRow = isParent ? box.top + 1 : (box.top + box.bottom) / 2
        return runs.filter { $0.length >= length }.min { a, b in
            (abs(a.row - preferredRow), a.row, -a.length, a.start) < (abs(b.row - preferredRow), b.row, -b.length, b.start)
        }
    }

    /// Writes a label in a run: centred on the box for a leaf, one cell in from the left for a
    /// parent (clear of the children below it), in both cases kept inside the run.
    private func write(_ label: [Character], in run: Run, box: CharacterCanvas.Box, isParent: Bool,
                       on canvas: inout CharacterCanvas) {
        let latest = run.start + run.length - label.count
        var start: Int
        if isParent {
            start = run.start + (run.length > label.count ? 1 : 0)
        } else {
            start = box.left + 1 + (box.right - box.left - 1 - label.count) / 2
        }
        start = max(run.start, min(latest, start))
        canvas.write(label, row: run.row, column: start)
    }
}
