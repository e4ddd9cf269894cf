/// The scenes of an Interface Builder document and the frames Xcode stored for their views, read
/// by the tests themselves (`FixtureXML`): the expected answers for vflc's layout of a fixture.
///
/// A scene's root is a view controller's root view (`<view key="view">`), a top-level view of a
/// xib, a table or collection view cell's content view, or a table's header or footer view; its
/// views are the root's descendants through `<subviews>` (a table's prototype cells and their
/// content views are scenes of their own).
struct StoredScenes {
    /// A view's stored frame, parent-relative, as `<rect key="frame">` holds it.
    struct Frame: Equatable, CustomStringConvertible {
        var x, y, width, height: Double

        var description: String { "\(x),\(y),\(width),\(height)" }

        /// Whether every number is within `tolerance` of the other frame's.
        func isClose(to other: Frame, tolerance: Double) -> Bool {
            abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
                && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
        }
    }

    /// One view of a scene: its element's name (IB's class), its superview's id, its frame.
    struct View {
        var id: String
        var elementName: String
        var parent: String
        var frame: Frame
        var isHidden: Bool
        var userLabel: String?
    }

    /// One scene: its root's id and stored size, and its views by IB id.
    struct Scene {
        var rootID: String
        var width: Double
        var height: Double
        var views: [String: View] = [:]
    }

    /// The scenes, by their root's IB id.
    private(set) var scenes: [String: Scene] = [:]

    private static let sceneRootNames: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]
    private static let sceneRootKeys: Set<String> = ["view", "tableHeaderView", "tableFooterView"]
    private static let nonViews: Set<String> = ["placeholder", "customObject", "tableViewCell", "collectionViewCell"]

    init(_ document: FixtureXML) {
        for index in document.elements.indices where isSceneRoot(index, in: document) {
            guard let id = document.elements[index]["id"], let frame = Self.frame(of: index, in: document) else {
                continue
            }
            var scene = Scene(rootID: id, width: frame.width, height: frame.height)
            collectViews(under: index, id: id, in: document, into: &scene)
            scenes[id] = scene
        }
    }

    private func isSceneRoot(_ index: Int, in document: FixtureXML) -> Bool {
        let element = document.elements[index]
        if Self.sceneRootNames.contains(element.name) { return true }
        if let key = element["key"], Self.sceneRootKeys.contains(key), element.name != "rect" { return true }
        // A xib's top-level views are the children of `<objects>` outside a storyboard scene.
        guard let parent = element.parent, document.elements[parent].name == "objects" else { return false }
        let inScene = document.elements[parent].parent.map { document.elements[$0].name == "scene" } ?? false
        return !inScene && !Self.nonViews.contains(element.name)
    }

    private func collectViews(under index: Int, id: String, in document: FixtureXML, into scene: inout Scene) {
        for subviews in document.children(of: index, named: "subviews") {
            for child in document.elements[subviews].children {
                let element = document.elements[child]
                guard let childID = element["id"], let frame = Self.frame(of: child, in: document) else { continue }
                scene.views[childID] = View(
                    id: childID, elementName: element.name, parent: id, frame: frame,
                    isHidden: element["hidden"] == "YES", userLabel: element["userLabel"])
                collectViews(under: child, id: childID, in: document, into: &scene)
            }
        }
    }

    /// The element's `<rect key="frame">`.
    static func frame(of index: Int, in document: FixtureXML) -> Frame? {
        guard let rect = document.children(of: index, named: "rect", key: "frame").first else { return nil }
        let numbers = ["x", "y", "width", "height"].compactMap { document.elements[rect][$0].flatMap(Double.init) }
        guard numbers.count == 4 else { return nil }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
