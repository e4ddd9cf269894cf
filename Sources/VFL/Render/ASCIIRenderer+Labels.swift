import VFLSyntax

/// Putting each view's name on the diagram. A label goes only on cells the view *owns* (inside
/// its box and not inside a box drawn over it), so it can never be read as a neighbour's or a
/// child's. In order of preference: the whole name inside the box; the whole name on its top
/// edge (a parent's title, or a box whose inside is too narrow); the name truncated (`findFi~`);
/// a number key (inside, on an edge, or for a box of a cell or two, in place of the box); and
/// as a last resort the legend alone. A box with no row inside (a short box, a line) is never
/// named on its border, where the name would read as its neighbour's: it gets a key. The legend
/// holds at most `maximumLegendEntries`; views past that are left unlabelled and counted.
extension ASCIIRenderer {
    /// A horizontal stretch of free cells.
    struct Run: Hashable {
        var row: Int
        var start: Int
        var length: Int
    }

    /// The most entries a legend lists; the rest are summed up in one line.
    static let maximumLegendEntries = 40

    /// Writes every view's label onto the canvas and returns the legend entries, in file order,
    /// and the number of views left out of a full legend. The entry of a view in `hidden` says
    /// so (`1 = phoneRow (hidden)`): a hidden arranged view is a hairline, keyed.
    func placeLabels(
        views: [ViewFrame], boxes: [CharacterCanvas.Box], drawingOrder: [Int], hidden: Set<String> = [],
        on canvas: inout CharacterCanvas
    ) -> (entries: [String], omitted: Int) {
        let owners = ownership(boxes: boxes, drawingOrder: drawingOrder, canvas: canvas)
        let parents = Set(views.compactMap(\.parent))
        let marker: Character = charset == .unicode ? "…" : "~"
        var legend: [String] = []
        var usedTruncations: Set<String> = []
        var nextKey = 1

        // Interior labels first: they only use cells their own view owns, so they cannot
        // collide. Edge labels then take turns on shared lines in file order.
        // Every view's interior runs in one pass over the canvas, before any label is written:
        // a label only covers cells its own view owns, so no view's runs change while earlier
        // views are labelled (finding them box by box would cost views x box area).
        let interiors = Self.interiorRuns(owners: owners, views: views.count, canvas: canvas)
        var pending: [Int] = []
        for (index, view) in views.enumerated() {
            let box = boxes[index]
            let runs = interiors[index]
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
        var omitted = 0
        for index in pending {
            let view = views[index]
            let box = boxes[index]
            let isParent = parents.contains(view.name)
            let name = Array(view.name)
            let hasInteriorRow = box.bottom - box.top >= 2
            let edge = hasInteriorRow ? edgeRuns(box: box, canvas: canvas) : []
            if let run = bestRun(edge, fitting: name.count, box: box, isParent: isParent)
                ?? bestRun(interiors[index], fitting: name.count, box: box, isParent: isParent)
            {
                write(name, in: run, box: box, isParent: isParent, on: &canvas)
                continue
            }
            // Everything below needs a legend entry.
            guard labels.count < Self.maximumLegendEntries else {
                omitted += 1
                continue
            }
            // Truncate to the longest run (inside preferred), keeping at least three letters.
            let candidates = interiors[index] + edge
            if let longest = candidates.map(\.length).max(), longest >= 4 {
                let truncated = Array(name.prefix(longest - 1)) + [marker]
                let text = String(truncated)
                if !usedTruncations.contains(text),
                    let run = bestRun(interiors[index], fitting: truncated.count, box: box, isParent: isParent)
                        ?? bestRun(edge, fitting: truncated.count, box: box, isParent: isParent)
                {
                    usedTruncations.insert(text)
                    write(truncated, in: run, box: box, isParent: isParent, on: &canvas)
                    labels[index] = text
                    continue
                }
            }
            let key = Array(String(nextKey))
            if let run = bestRun(interiors[index], fitting: key.count, box: box, isParent: false)
                ?? bestRun(edgeRuns(box: box, canvas: canvas), fitting: key.count, box: box, isParent: false)
                ?? verticalEdgeRun(box: box, canvas: canvas, length: key.count)
                ?? outlineRun(box: box, canvas: canvas, length: key.count)
            {
                write(key, in: run, box: box, isParent: false, on: &canvas)
                labels[index] = String(key)
                nextKey += 1
            } else {
                labels[index] = ""
            }
        }
        for (index, view) in views.enumerated() {
            guard let label = labels[index] else { continue }
            let entry = label.isEmpty ? "\(view.name) (too small to label)" : "\(label) = \(view.name)"
            legend.append(hidden.contains(view.name) ? entry + " (hidden)" : entry)
        }
        return (legend, omitted)
    }

    /// For every cell, the index of the innermost view whose interior covers it (-1 for none):
    /// the last in drawing order. Boxes are filled from the last drawn back, each cell once:
    /// per row, `nextOpen` skips to the next cell no later box has taken (a union-find with
    /// path halving), so overlapping boxes cost their rows, not their areas, and a hundred
    /// thousand views drawn over one another stay fast.
    private func ownership(boxes: [CharacterCanvas.Box], drawingOrder: [Int], canvas: CharacterCanvas) -> [Int] {
        let columns = canvas.columns
        var owners = Array(repeating: -1, count: canvas.rows * columns)
        // `nextOpen[row * (columns + 1) + column]` leads to the first open cell at or after
        // `column` in `row`; `columns` itself is a sentinel that is always open.
        let stride = columns + 1
        var nextOpen = [Int](repeating: 0, count: canvas.rows * stride)
        for index in nextOpen.indices { nextOpen[index] = index % stride }
        func find(_ row: Int, _ column: Int) -> Int {
            var current = column
            while nextOpen[row * stride + current] != current {
                let parent = nextOpen[row * stride + current]
                nextOpen[row * stride + current] = nextOpen[row * stride + parent]
                current = parent
            }
            return current
        }
        for index in drawingOrder.reversed() {
            let box = boxes[index]
            guard box.right - box.left >= 2, box.bottom - box.top >= 2 else { continue }
            for row in (box.top + 1)..<box.bottom {
                var column = find(row, box.left + 1)
                while column < box.right {
                    owners[row * columns + column] = index
                    nextOpen[row * stride + column] = column + 1
                    column = find(row, column + 1)
                }
            }
        }
        return owners
    }

    /// Each view's free runs of cells inside its box that it owns, row by row from the top and
    /// left to right within a row, all found in one pass over the canvas.
    private static func interiorRuns(owners: [Int], views: Int, canvas: CharacterCanvas) -> [[Run]] {
        var runs = [[Run]](repeating: [], count: views)
        for row in 0..<canvas.rows {
            var column = 0
            while column < canvas.columns {
                let owner = owners[row * canvas.columns + column]
                guard owner >= 0, canvas.isBlank(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < canvas.columns, owners[row * canvas.columns + column] == owner,
                    canvas.isBlank(row: row, column: column)
                {
                    column += 1
                }
                runs[owner].append(Run(row: row, start: start, length: column - start))
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
        // The rows inside the box, nearest the middle first (the upper of two equally near),
        // without sorting them all.
        let middle = (box.top + box.bottom) / 2
        for distance in 0...(box.bottom - box.top) {
            for row in distance == 0 ? [middle] : [middle - distance, middle + distance]
            where row > box.top && row < box.bottom && canvas.isStraightLine(row: row, column: box.left, .vertical) {
                return Run(row: row, start: box.left, length: 1)
            }
        }
        return nil
    }

    /// For a box too small for anything else (a dot, or one or two cells): the key stands in for
    /// the box at its top-left cell.
    private func outlineRun(box: CharacterCanvas.Box, canvas: CharacterCanvas, length: Int) -> Run? {
        let cells = box.left..<(box.left + length)
        guard
            cells.allSatisfy({ canvas.contains(row: box.top, column: $0) && !canvas.hasText(row: box.top, column: $0) })
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
            (abs(a.row - preferredRow), a.row, -a.length, a.start) < (
                abs(b.row - preferredRow), b.row, -b.length, b.start
            )
        }
    }

    /// Writes a label in a run: centred on the box for a leaf, one cell in from the left for a
    /// parent (clear of the children below it), in both cases kept inside the run.
    private func write(
        _ label: [Character], in run: Run, box: CharacterCanvas.Box, isParent: Bool,
        on canvas: inout CharacterCanvas
    ) {
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
