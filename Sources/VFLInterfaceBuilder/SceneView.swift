import VFL
import VFLSyntax

/// One view of a scene as the document stores it: its element, IB id, class, parent and the
/// frame Xcode stored (parent-relative, as `UIView.frame`).
struct SceneView {
    var element: Int
    var id: String
    /// IB's element name (`label`, `button`, `stackView`, …).
    var className: String
    /// The parent view's index among the scene's views; `nil` for the root.
    var parent: Int?
    var storedFrame: Rect?
    /// Whether the view keeps `translatesAutoresizingMaskIntoConstraints` (IB writes `NO` for
    /// views placed by constraints; absent means an autoresizing view).
    var translatesMask: Bool
    /// Whether a stack view arranges it.
    var isArranged = false
    /// Whether it is a visual effect view's content view, which fills it.
    var fillsParent = false
}

extension XMLDocument {
    /// The child elements of `index` named `name`.
    func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child of `index` named `name` with `key="key"` (any key when `key` is nil).
    func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        elements[index].children.first { child in
            elements[child].name == name && (key == nil || elements[child]["key"] == key)
        }
    }

    /// `<rect key="frame" x= y= width= height=/>` of a view element, or the
    /// `<frame key="frameInset">` Xcode 8.0 (toolsVersion 11201) wrote instead: `minX`, `minY`,
    /// `width` and `height`, any of them left out when 0, or `maxX`/`maxY`, the distance from the
    /// superview's trailing or bottom edge, in place of the size or the origin.
    func storedFrame(of index: Int) -> Rect? {
        if let rect = child(of: index, named: "rect", key: "frame") {
            let element = elements[rect]
            func number(_ name: String) -> Double { element[name].flatMap(InterfaceBuilderNumber.parse) ?? 0 }
            return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
        }
        guard let inset = child(of: index, named: "frame", key: "frameInset") else { return nil }
        let element = elements[inset]
        func number(_ name: String) -> Double? { element[name].flatMap(InterfaceBuilderNumber.parse) }
        let (minX, minY, width, height) = (number("minX"), number("minY"), number("width"), number("height"))
        let (maxX, maxY) = (number("maxX"), number("maxY"))
        var superviewSize = (width: 0.0, height: 0.0)
        if maxX != nil || maxY != nil, var superview = elements[index].parent {
            if elements[superview].name == "subviews", let view = elements[superview].parent { superview = view }
            if let frame = storedFrame(of: superview) { superviewSize = (frame.width, frame.height) }
        }
        /// One axis: the origin and the length, from what the element gives of `min`, `length`
        /// and `max` in a superview `extent` long.
        func axis(_ min: Double?, _ length: Double?, _ max: Double?, _ extent: Double) -> (Double, Double) {
            switch (min, length, max) {
            case (let min, nil, let max?): return (min ?? 0, extent - (min ?? 0) - max)
            case (nil, let length?, let max?): return (extent - max - length, length)
            default: return (min ?? 0, length ?? 0)
            }
        }
        let (x, w) = axis(minX, width, maxX, superviewSize.width)
        let (y, h) = axis(minY, height, maxY, superviewSize.height)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`
    /// of a view element (leading and trailing as left and right), `nil` when it writes none.
    func writtenLayoutMargins(of index: Int) -> EdgeInsets? {
        let written =
            child(of: index, named: "edgeInsets", key: "layoutMargins").map { ($0, "left", "right") }
            ?? child(of: index, named: "directionalEdgeInsets", key: "directionalLayoutMargins").map {
                ($0, "leading", "trailing")
            }
        guard let (element, left, right) = written else { return nil }
        let node = elements[element]
        func value(_ name: String) -> Double { node[name].flatMap(InterfaceBuilderNumber.parse) ?? 0 }
        return EdgeInsets(top: value("top"), left: value(left), bottom: value("bottom"), right: value(right))
    }
}
