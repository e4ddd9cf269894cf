/// What a layout from an Interface Builder document says besides frames: the scene (its root
/// view's IB id and its name) and, per view keyed by IB id, its class and `userLabel`. The JSON
/// prints them (`"scene"`, `"name"`, and per view `"class"`, `"label"`); ASCII and SVG name views
/// by `displayName`.
public struct SceneLabels: Hashable, Sendable {
    /// The root view's IB id.
    public var scene: String
    /// The view controller's or view's `userLabel`, `storyboardIdentifier`, `customClass` or class.
    public var name: String
    public var views: [String: ViewLabel]

    public init(scene: String, name: String, views: [String: ViewLabel]) {
        self.scene = scene
        self.name = name
        self.views = views
    }

    /// How diagrams name a view: its `userLabel`, else its class and a short id.
    public func displayName(of id: String) -> String {
        guard let view = views[id] else { return id }
        if let label = view.label { return label }
        return "\(view.className) \(id.prefix(3))"
    }
}

/// One Interface Builder view's class (IB's element name: `label`, `button`, `stackView`, …) and
/// `userLabel`.
public struct ViewLabel: Hashable, Sendable {
    public var className: String
    public var label: String?

    public init(className: String, label: String?) {
        self.className = className
        self.label = label
    }
}
