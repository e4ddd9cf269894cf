import VFLSyntax

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

    /// Views, layout guides, and the spacers stack views make (`spacers`, for checks; never printed).
    public func frames(from rects: [Rect]) -> (views: [ViewFrame], guides: [ViewFrame], spacers: [ViewFrame]) {
        let snapped = rects.map(snap)
        let depths = Self.depths(of: system.items)
        var views: [ViewFrame] = []
        views.reserveCapacity(system.items.lazy.filter { $0.kind == .view }.count)
        var guides: [ViewFrame] = []
        var spacers: [ViewFrame] = []
        for (index, item) in system.items.enumerated() {
            guard item.kind == .view || item.kind == .guide || item.kind == .spacer else { continue }
            let parent = item.parent ?? ConstraintSystem.root
            let depth = depths[index]
            let absolute = snapped[index]
            let origin = snapped[parent]
            let frame = ViewFrame(
                name: item.name,
                parent: parent == ConstraintSystem.root ? nil : system.items[parent].name,
                frame: Rect(
                    x: absolute.x - origin.x, y: absolute.y - origin.y, width: absolute.width, height: absolute.height),
                absoluteFrame: absolute, depth: depth, isHidden: item.isHidden)
            switch item.kind {
            case .view: views.append(frame)
            case .spacer: spacers.append(frame)
            default: guides.append(frame)
            }
        }
        return (views, guides, spacers)
    }

    /// Each item's depth below the root's children (0 for them), in time linear in the items: a
    /// parent may come after its child, so each walk up stops at the first item whose depth an
    /// earlier walk found (walking all the way up from every view of a 10,000-deep nesting would
    /// be quadratic). A cycle, which lowering never leaves, ends a walk instead of hanging it.
    static func depths(of items: [LayoutItem]) -> [Int] {
        let unknown = -1
        let walking = -2
        var depths = [Int](repeating: unknown, count: items.count)
        var path: [Int] = []
        for start in items.indices where depths[start] == unknown {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            var depthAbove = -1 // the depth of the first item above the path, -1 for the root
            while let node = current {
                if node == ConstraintSystem.root { break }
                if depths[node] >= 0 {
                    depthAbove = depths[node]
                    break
                }
                if depths[node] == walking { break }
                depths[node] = walking
                path.append(node)
                current = items[node].parent
            }
            // `path` runs from `start` up; the last item is just below `depthAbove`.
            for (offset, node) in path.reversed().enumerated() { depths[node] = depthAbove + 1 + offset }
        }
        if depths.indices.contains(ConstraintSystem.root) { depths[ConstraintSystem.root] = 0 }
        return depths
    }

    private func snap(_ rect: Rect) -> Rect {
        guard let scale, scale > 0 else { return rect }
        func round(_ edge: Double) -> Double { (edge * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let left = round(rect.x)
        let right = round(rect.x + rect.width)
        let top = round(rect.y)
        let bottom = round(rect.y + rect.height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
