import VFLSyntax

/// One layout root of a document: a view controller's root view, a xib's top-level view, a
/// table or collection view cell's content view, or a table's header or footer view.
public struct SceneRoot: Sendable {
    public enum Kind: Sendable {
        case viewController, topLevelView, cell, tableHeaderOrFooter
    }

    public var kind: Kind
    /// The root view element's index in the document.
    public var element: Int
    /// The root view's IB id.
    public var rootID: String
    /// The view controller's or cell's id (the root's own id for a top-level view).
    public var ownerID: String
    /// The element that owns the root (the view controller, the cell), or the root itself.
    public var owner: Int
    /// The `userLabel`, `storyboardIdentifier`, `customClass` or class, in that order.
    public var name: String
}

/// Finds a document's scenes (`SceneRoot`), in document order.
enum SceneFinder {
    /// Elements that hold a view controller's root view as `<view key="view">`.
    static func scenes(in xml: XMLDocument) -> [SceneRoot] {
        var scenes: [SceneRoot] = []
        let isXib = xml.root["type"].map { !$0.contains("Storyboard") } ?? false
        let ownersViews = isXib ? filesOwnersViews(in: xml) : []
        for index in xml.elements.indices {
            let element = xml.elements[index]
            switch element.name {
            case "tableViewCellContentView", "collectionViewCellContentView":
                guard let parent = element.parent else { continue }
                scenes.append(scene(.cell, root: index, owner: parent, in: xml))
            case "tableViewCell", "collectionViewCell", "collectionReusableView":
                // A collection view cell's content view is a plain `<view key="contentView">`; a
                // reusable view (header/footer) is its own root.
                if element.name == "collectionReusableView" {
                    // A xib's own header or footer is laid out as any top-level view of a xib.
                    let topLevel = isXib && element.parent.map { xml.elements[$0].name == "objects" } == true
                    scenes.append(scene(topLevel ? .topLevelView : .cell, root: index, owner: index, in: xml))
                } else if element.name == "collectionViewCell",
                    let content = element.children.first(where: {
                        xml.elements[$0].name == "view" && xml.elements[$0]["key"] == "contentView"
                    })
                {
                    scenes.append(scene(.cell, root: content, owner: index, in: xml))
                }
            default:
                guard InterfaceBuilderClass.isView(element.name) else { continue }
                let key = element["key"]
                if key == "view", let parent = element.parent, isViewController(xml.elements[parent]) {
                    scenes.append(scene(.viewController, root: index, owner: parent, in: xml))
                } else if key == "tableHeaderView" || key == "tableFooterView" {
                    scenes.append(scene(.tableHeaderOrFooter, root: index, owner: index, in: xml))
                } else if isXib, key == nil, let parent = element.parent, xml.elements[parent].name == "objects",
                    element.name != "tableViewCell", element.name != "collectionViewCell"
                {
                    // The view File's Owner's `view` outlet names is a view controller's view.
                    let isControllersView = element["id"].map(ownersViews.contains) ?? false
                    scenes.append(
                        scene(isControllersView ? .viewController : .topLevelView, root: index, owner: index, in: xml))
                }
            }
        }
        return scenes
    }

    /// The ids File's Owner's `view` outlets name (a view controller's xib).
    static func filesOwnersViews(in xml: XMLDocument) -> Set<String> {
        var ids: Set<String> = []
        for element in xml.elements
        where element.name == "placeholder" && element["placeholderIdentifier"] == "IBFilesOwner" {
            guard let connections = element.children.first(where: { xml.elements[$0].name == "connections" }) else {
                continue
            }
            for outlet in xml.elements[connections].children where xml.elements[outlet]["property"] == "view" {
                if let destination = xml.elements[outlet]["destination"] { ids.insert(destination) }
            }
        }
        return ids
    }

    /// A view controller element: `viewController`, `tableViewController`, … (not placeholders).
    static func isViewController(_ element: XMLElement) -> Bool {
        element.name.hasSuffix("Controller") || element["sceneMemberID"] == "viewController"
    }

    private static func scene(_ kind: SceneRoot.Kind, root: Int, owner: Int, in xml: XMLDocument) -> SceneRoot {
        let rootElement = xml.elements[root]
        let ownerElement = xml.elements[owner]
        let rootID = rootElement["id"] ?? "root\(root)"
        let name =
            ownerElement["userLabel"] ?? ownerElement["storyboardIdentifier"] ?? ownerElement["customClass"]
            ?? (owner == root ? nil : rootElement["userLabel"]) ?? ownerElement["reuseIdentifier"] ?? ownerElement.name
        return SceneRoot(
            kind: kind, element: root, rootID: rootID, ownerID: ownerElement["id"] ?? rootID, owner: owner, name: name)
    }
}
