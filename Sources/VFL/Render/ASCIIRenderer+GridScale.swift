import VFLSyntax

extension ASCIIRenderer {
    /// Maps points to character cells for one layout.
    ///
    /// Each axis is snapped on its own: every distinct edge position (a view's or the root's
    /// start or end) gets one column (row), chosen as near its scaled position as the following
    /// rules allow. Equal edges share a line, so flush neighbours share a border; distinct edges
    /// get distinct lines; and an end followed by a start (two boxes with a positive gap between
    /// them) gets at least one blank column (row) between them, so a gap never reads as a shared
    /// or touching border. When the picture is too small for all of that, the rules are dropped
    /// in turn (distinct lines first, then the blank between gaps), never the order of edges.
    struct GridScale {
        let columns: Int
        let rows: Int
        private let xAxis: Axis
        private let yAxis: Axis

        init(layout: LayoutResult, columns: Int) {
            let root = SVGRenderer.sanitized(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
            let frames = [root] + layout.views.map { SVGRenderer.sanitized($0.absoluteFrame) }
            var minX = root.x
            var minY = root.y
            var maxX = root.maxX
            var maxY = root.maxY
            for frame in frames {
                minX = min(minX, frame.x)
                minY = min(minY, frame.y)
                maxX = max(maxX, frame.maxX)
                maxY = max(maxY, frame.maxY)
            }
            let spanX = maxX - minX
            let spanY = maxY - minY
            // The last column is the right edge itself, hence `columns - 1` steps across the width.
            var perColumn = spanX > 0 ? Double(columns - 1) / spanX : 1
            let maximumRows = max(2, columns * ASCIIRenderer.maximumRowsPerColumn)
            if spanY * perColumn / 2 > Double(maximumRows - 1) {
                perColumn = Double(maximumRows - 1) * 2 / spanY
            }
            xAxis = Axis(
                edges: frames.map { ($0.x, $0.maxX) }, origin: minX, scale: perColumn,
                naturalSteps: Self.cell(spanX * perColumn), maximumSteps: max(0, columns - 1))
            yAxis = Axis(
                edges: frames.map { ($0.y, $0.maxY) }, origin: minY, scale: perColumn / 2,
                naturalSteps: Self.cell(spanY * perColumn / 2), maximumSteps: maximumRows - 1)
            self.columns = xAxis.steps + 1
            self.rows = yAxis.steps + 1
        }

        /// The cells a frame's edges fall in, each edge snapped on its own.
        func box(_ rect: Rect) -> CharacterCanvas.Box {
            let rect = SVGRenderer.sanitized(rect)
            return CharacterCanvas.Box(
                left: xAxis.cell(rect.x), top: yAxis.cell(rect.y),
                right: xAxis.cell(rect.maxX), bottom: yAxis.cell(rect.maxY))
        }

        static func cell(_ value: Double) -> Int {
            guard value.isFinite else { return 0 }
            return max(0, Int(min(value, 1e6).rounded(.toNearestOrAwayFromZero)))
        }
    }

    /// One axis of a `GridScale`: the distinct edge positions, in order, and the cell of each.
    struct Axis {
        /// The number of cell steps from the first line to the last.
        let steps: Int
        private let positions: [Double]
        private let cells: [Int]
        private let tolerance: Double
        private let origin: Double
        private let scale: Double

        /// `edges` are each frame's (start, end) on this axis. The axis spans `naturalSteps`
        /// cells, or more (up to `maximumSteps`) when keeping gaps visible needs them.
        init(edges: [(Double, Double)], origin: Double, scale: Double, naturalSteps: Int, maximumSteps: Int) {
            self.origin = origin
            var marked: [(position: Double, isEnd: Bool)] = []
            marked.reserveCapacity(edges.count * 2)
            for (start, end) in edges {
                marked.append((start, false))
                marked.append((end, true))
            }
            marked.sort { $0.position < $1.position }
            let span = (marked.last?.position ?? 0) - (marked.first?.position ?? 0)
            // Edges this close are one edge (solver noise), not a gap.
            let tolerance = 1e-9 * max(1, span.magnitude)
            self.tolerance = tolerance
            var positions: [Double] = []
            var starts: [Bool] = []
            var ends: [Bool] = []
            for (position, isEnd) in marked {
                if let last = positions.last, position - last <= tolerance {
                    if isEnd { ends[ends.count - 1] = true } else { starts[starts.count - 1] = true }
                    continue
                }
                positions.append(position)
                starts.append(!isEnd)
                ends.append(isEnd)
            }
            self.positions = positions

            // The least cell distance between each edge and the next, under each set of rules,
            // strictest first: distinct lines and a blank between gaps; a blank between gaps
            // only; gaps on distinct lines; plain rounding.
            let pairs = positions.indices.dropLast()
            let isGap = pairs.map { ends[$0] && starts[$0 + 1] }
            let rules: [[Int]] = [
                isGap.map { $0 ? 2 : 1 }, isGap.map { $0 ? 2 : 0 }, isGap.map { $0 ? 1 : 0 },
                isGap.map { _ in 0 },
            ]
            // Only gaps may stretch the axis beyond its natural size (distinct lines alone must
            // fit as it is), and then by the cells they need, so boxes keep their size.
            var steps = naturalSteps
            var chosen = rules[rules.count - 1]
            for (index, distances) in rules.enumerated() {
                let needed = distances.reduce(0, +)
                if needed <= naturalSteps {
                    chosen = distances
                    break
                }
                if index > 0, needed <= maximumSteps {
                    steps = min(maximumSteps, naturalSteps + needed)
                    chosen = distances
                    break
                }
            }
            self.steps = steps
            // A stretched axis spreads the edges over all its cells.
            let scale = steps > naturalSteps && span > 0 ? Double(steps) / span : scale
            self.scale = scale
            let ideal = positions.map { GridScale.cell(($0 - origin) * scale) }
            cells = Self.snap(ideal, distances: chosen, last: steps)
        }

        /// Cells as near `ideal` as the distances allow, keeping the first and the last: every
        /// stretch between neighbouring edges that is too short is widened, and the cells that
        /// takes are taken back one at a time from the longest stretch with cells to spare (the
        /// last of equals), so sizes change by the fewest cells in proportion.
        static func snap(_ ideal: [Int], distances: [Int], last: Int) -> [Int] {
            guard let first = ideal.first else { return [] }
            var lengths = distances.indices.map { max(ideal[$0 + 1] - ideal[$0], distances[$0]) }
            var excess = first + lengths.reduce(0, +) - last
            if excess > 0 {
                // Stretches by length; a stretch at its least is no candidate.
                let longest = lengths.max() ?? 0
                var byLength = [[Int]](repeating: [], count: longest + 1)
                for index in lengths.indices where lengths[index] > distances[index] {
                    byLength[lengths[index]].append(index)
                }
                var length = longest
                while excess > 0, length > 0 {
                    guard let index = byLength[length].popLast() else {
                        length -= 1
                        continue
                    }
                    lengths[index] -= 1
                    excess -= 1
                    if lengths[index] > distances[index] {
                        // Shorter now: it waits behind the rest of its old length. Kept sorted so
                        // the last stretch of a length gives first.
                        let position = byLength[length - 1].firstIndex { $0 > index } ?? byLength[length - 1].count
                        byLength[length - 1].insert(index, at: position)
                    }
                }
            }
            var cells = [first]
            cells.reserveCapacity(ideal.count)
            for length in lengths { cells.append(cells[cells.count - 1] + length) }
            return cells
        }

        /// The cell of a position: its edge's, or for a position that is no edge, the scaled
        /// position kept between its neighbours' cells.
        func cell(_ value: Double) -> Int {
            guard !positions.isEmpty else { return 0 }
            var low = 0
            var high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < value - tolerance { low = middle + 1 } else { high = middle }
            }
            if low < positions.count, positions[low] - value <= tolerance { return cells[low] }
            let scaled = GridScale.cell((value - origin) * scale)
            let floor = low > 0 ? cells[low - 1] : 0
            let ceiling = low < cells.count ? cells[low] : steps
            return max(floor, min(ceiling, min(steps, scaled)))
        }
    }
}
