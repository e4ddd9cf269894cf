import VFLSyntax

extension ASCIIRenderer {
    /// Maps points to character cells for one layout.
    struct GridScale {
        let columns: Int
        let rows: Int
        private let originX: Double
        private let originY: Double
        private let pointsToColumns: Double
        private let pointsToRows: Double

        init(layout: LayoutResult, columns: Int) {
            let root = SVGRenderer.sanitized(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
            var minX = root.x
            var minY = root.y
            var maxX = root.maxX
            var maxY = root.maxY
            for frame in layout.views.map({ SVGRenderer.sanitized($0.absoluteFrame) }) {
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
            originX = minX
            originY = minY
            pointsToColumns = perColumn
            pointsToRows = perColumn / 2
            self.columns = Self.cell(spanX * perColumn) + 1
            self.rows = Self.cell(spanY * perColumn / 2) + 1
        }

        /// The cells a frame's edges fall in, each edge rounded on its own.
        func box(_ rect: Rect) -> CharacterCanvas.Box {
            let rect = SVGRenderer.sanitized(rect)
            return CharacterCanvas.Box(
                left: min(columns - 1, Self.cell((rect.x - originX) * pointsToColumns)),
                top: min(rows - 1, Self.cell((rect.y - originY) * pointsToRows)),
                right: min(columns - 1, Self.cell((rect.maxX - originX) * pointsToColumns)),
                bottom: min(rows - 1, Self.cell((rect.maxY - originY) * pointsToRows)))
        }

        private static func cell(_ value: Double) -> Int {
            guard value.isFinite else { return 0 }
            return max(0, Int(min(value, 1e6).rounded(.toNearestOrAwayFromZero)))
        }
    }
}
