/// Turns a solution's rectangles (root coordinates) into view frames relative to their parents,
/// snapping to the pixel grid when a display scale is given.
///
/// Snapping works as UIKit's pixel alignment: each *edge*, in root coordinates, is rounded to the
/// nearest 1/scale point (ties away from zero), and a size is the difference of its snapped edges,
/// so neighbours stay flush (thirds of 100 at scale 2 are 33.5, 33 and 33.5 wide).
public struct FrameBuilder {
    let system: ConstraintSystem
    let scale: Double?

    public init(system: ConstraintSystem, scale: Double?) {
        self.system = system
        self.scale = scale
    }

    public func frames(from rects: [Rect]) -> (views: [ViewFrame], guides: [ViewFrame]) {
        let snapped = rects.map(snap)
        var views: [ViewFrame] = []
        var guides: [ViewFrame] = []
        for (index, item) in system.items.enumerated() {
            guard item.kind == .view || item.kind == .guide else { continue }
            let parent = item.parent ?? ConstraintSystem.root
            // A parent may be declared after its child, so walk up for the depth.
            var depth = 0
            var current = system.items[index].parent
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
