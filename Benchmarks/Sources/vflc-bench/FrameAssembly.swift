import VFL

/// Parent-relative frames from a solution, as vflc's `FrameBuilder` makes them.
///
/// `FrameBuilder` is internal to VFL, so this is a copy of its public behaviour (pixel snapping
/// of edges in root coordinates, then frames relative to the parent). Once `FrameBuilder`,
/// its `init(system:scale:)` and `frames(from:)` are public, call it instead.
struct FrameAssembly {
    let system: ConstraintSystem
    let scale: Double?

    func frames(from rects: [Rect]) -> (views: [ViewFrame], guides: [ViewFrame]) {
        let snapped = rects.map(snap)
        var views: [ViewFrame] = []
        var guides: [ViewFrame] = []
        for (index, item) in system.items.enumerated() {
            guard item.kind == .view || item.kind == .guide else { continue }
            let parent = item.parent ?? ConstraintSystem.root
            var depth = 0
            var current = item.parent
            while let node = current, node != ConstraintSystem.root {
                depth += 1
                current = system.items[node].parent
            }
            let absolute = snapped[index]
            let origin = snapped[parent]
            let frame = ViewFrame(
                name: item.name,
                parent: parent == ConstraintSystem.root ? nil : system.items[parent].name,
                frame: Rect(x: absolute.x - origin.x, y: absolute.y - origin.y, width: absolute.width, height: absolute.height),
                absoluteFrame: absolute, depth: depth)
            if item.kind == .view { views.append(frame) } else { guides.append(frame) }
        }
        return (views, guides)
    }

    private func snap(_ rect: Rect) -> Rect {
        guard let scale, scale > 0 else { return rect }
        func round(_ edge: Double) -> Double { (edge * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let left = round(rect.x), right = round(rect.x + rect.width)
        let top = round(rect.y), bottom = round(rect.y + rect.height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
