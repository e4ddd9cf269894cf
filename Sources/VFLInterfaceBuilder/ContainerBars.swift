import VFLSyntax

/// The bars Interface Builder draws over a storyboard's view controllers, found from the
/// storyboard's segues as Xcode finds them: a view controller a navigation controller shows
/// (its root, and what a `show`/`push` segue from one of its view controllers leads to) sits
/// under its navigation bar unless the bar is hidden, 96 points high with large titles; a tab bar
/// controller's children (and the view controllers of a navigation controller that is one)
/// sit over its tab bar unless `hidesBottomBarWhenPushed`. Simulated metrics say the same
/// outright.
struct ContainerBars {
    /// View controller id → the height of the navigation bar over it.
    private(set) var navigationBar: [String: Double] = [:]
    /// View controller ids over a tab bar.
    private(set) var tabBar: Set<String> = []
    /// View controller ids over a toolbar: a navigation controller's shown (`toolbarHidden="NO"`),
    /// or Simulated Metrics' Bottom Bar "Toolbar".
    private(set) var toolbar: Set<String> = []
    /// View controller ids under an opaque navigation bar (`translucent="NO"`): Xcode stores their
    /// root view below it, shortened by it.
    private(set) var opaqueNavigationBar: Set<String> = []
    /// View controller ids whose view does not extend under the top bars, or under the bottom
    /// bars (`edgesForExtendedLayout` without `.top`, without `.bottom`): the view sits below
    /// its navigation bar, above its tab bar or toolbar, and they inset nothing.
    private(set) var unextendedTop: Set<String> = []
    private(set) var unextendedBottom: Set<String> = []
    /// View controller ids Xcode draws without a status bar: Simulated Metrics' Status Bar "None"
    /// (`<nil key="simulatedStatusBarMetrics"/>`) on the view controller, or, where the view
    /// controller leaves it inferred (writes none), on the navigation or tab bar controller
    /// that shows it.
    private(set) var hiddenStatusBar: Set<String> = []
    /// View controller ids shown only by `embed` segues (a container view's child) that leave
    /// their status bar inferred: before Xcode 9 Xcode drew them without one.
    private(set) var embeddedWithoutStatusBar: Set<String> = []

    static let barHeight = 44.0

    /// A toolbar's height as the Xcode of `toolsVersion` drew it: 49 from Xcode 14 (toolsVersion
    /// 21000) on the iPhone 8 class and above a home indicator alike (8 of 8 bottom edges of
    /// 21000 and later); before, 44 on a screen without a home indicator (23 of 25 view
    /// controllers of nine corpora) and 49 above one, as UIKit draws it there (7 of 8, three
    /// repositories).
    static func toolbarHeight(toolsVersion: Int, aboveHomeIndicator: Bool) -> Double {
        toolsVersion >= 21000 || aboveHomeIndicator ? 49 : 44
    }
    static let largeTitleBarHeight = 96.0

    init() {}

    /// The first toolsVersion whose canvas hides a tab bar or toolbar under a view controller
    /// pushed with `hidesBottomBarWhenPushed`: Xcode 8 and earlier drew them anyway (9 scenes of
    /// three repositories of toolsVersion 11000–11999 stored over a tab bar, 2 over a toolbar),
    /// Xcode 9 on did not (5 of 5 scenes of 13000–13999 stored without the tab bar).
    static let firstHidingBottomBarsTools = 13000

    init(_ xml: XMLDocument, toolsVersion: Int) {
        let canvasHidesBottomBars = toolsVersion >= Self.firstHidingBottomBarsTools
        var controllers: [String: Int] = [:]
        for index in xml.elements.indices where SceneFinder.isViewController(xml.elements[index]) {
            if let id = xml.elements[index]["id"] { controllers[id] = index }
        }
        // Each controller's outgoing segues, its own and its views' (a cell's, a button's):
        // (kind, relationship, destination), found once (the passes below read them again).
        typealias Segue = (kind: String, relationship: String?, destination: String)
        var outgoing: [Int: [Segue]] = [:]
        for index in controllers.values {
            var found: [Segue] = []
            var stack = [index]
            while let next = stack.popLast() {
                for child in xml.elements[next].children {
                    let node = xml.elements[child]
                    if node.name == "segue", let destination = node["destination"] {
                        found.append((node["kind"] ?? "", node["relationship"], destination))
                    } else if !SceneFinder.isViewController(node) {
                        stack.append(child)
                    }
                }
            }
            outgoing[index] = found
        }
        func segues(of index: Int) -> [Segue] { outgoing[index] ?? [] }
        /// Where a controller's show and push segues lead.
        func shown(from index: Int) -> [String] {
            segues(of: index).filter { $0.kind == "show" || $0.kind == "push" }.map(\.destination)
        }
        // The element a controller's Simulated Metrics write under `key` (`simulatedTopBarMetrics`,
        // …): its name (`nil` for "None", `simulatedTabBarMetrics`, …), `nil` when left inferred.
        func simulatedMetric(_ index: Int, _ key: String) -> String? {
            xml.elements[index].children.first { xml.elements[$0]["key"] == key }.map { xml.elements[$0].name }
        }
        var tabRoots: [String] = []
        for (_, index) in controllers where xml.elements[index].name == "tabBarController" {
            for segue in segues(of: index) where segue.relationship == "viewControllers" {
                tabRoots.append(segue.destination)
            }
        }
        let tabSet = Set(tabRoots)
        // Status bar "None" (nil), an explicit one (a status bar element), or inferred (nothing).
        func statusBar(of index: Int) -> Bool? {
            simulatedMetric(index, "simulatedStatusBarMetrics").map { $0 != "nil" }
        }
        var incoming: [String: Set<String>] = [:]
        for (_, index) in controllers {
            for segue in segues(of: index) { incoming[segue.destination, default: []].insert(segue.kind) }
        }
        for (id, kinds) in incoming where kinds == ["embed"] {
            if let index = controllers[id], statusBar(of: index) == nil { embeddedWithoutStatusBar.insert(id) }
        }
        var containerShowsNoStatusBar = Set<String>()
        // Its own status bar, else the one of the container that shows it.
        func showsStatusBar(_ id: String, at index: Int) -> Bool {
            statusBar(of: index) ?? !containerShowsNoStatusBar.contains(id)
        }
        for (_, index) in controllers
        where xml.elements[index].name == "tabBarController" && statusBar(of: index) == false {
            for segue in segues(of: index) where segue.relationship == "viewControllers" {
                containerShowsNoStatusBar.insert(segue.destination)
            }
        }
        // In document order, so that a view controller two navigation controllers show gets the
        // same bar on every run: the bar of the one it is the root of, else the first's.
        var barredAsRoot = Set<String>()
        for (id, index) in controllers.sorted(by: { $0.value < $1.value })
        where xml.elements[index].name == "navigationController" {
            let navigation = xml.elements[index]
            let bar = xml.child(of: index, named: "navigationBar", key: "navigationBar")
            let large = bar.map { xml.elements[$0]["largeTitles"] == "YES" } ?? false
            let visible = navigation["navigationBarHidden"] != "YES"
            let opaque = bar.map { xml.elements[$0]["translucent"] == "NO" } ?? false
            // Under a tab bar controller, or simulating a tab bar of its own (its tab bar
            // controller in another storyboard).
            let underTabs = tabSet.contains(id)
            let simulatesTabs = simulatedMetric(index, "simulatedBottomBarMetrics") == "simulatedTabBarMetrics"
            let statusBarShown = showsStatusBar(id, at: index)
            let showsToolbar = navigation["toolbarHidden"] == "NO"
            // The stack: the root, then every view controller a show/push segue leads to. A view
            // controller that simulates no top bar (`<nil key="simulatedTopBarMetrics"/>`) passes
            // none on: Xcode infers a shown view controller's top bar from the one that shows it.
            // One pushed with `hidesBottomBarWhenPushed` hides the tab bar and the toolbar; a tab
            // bar the navigation controller only simulates is inferred along the segues, so it
            // stays hidden for every view controller pushed after that one, or after one that
            // simulates Bottom Bar "None".
            var queue = segues(of: index).filter { $0.relationship == "rootViewController" }.map {
                (id: $0.destination, barred: visible, bottomBars: true, isRoot: true)
            }
            var seen: [String: (barred: Bool, bottomBars: Bool)] = [:]
            while let (next, barredHere, bottomBarsHere, isRoot) = queue.popLast() {
                guard let element = controllers[next] else { continue }
                let before = seen[next]
                let barred = barredHere || before?.barred == true
                let bottomBars = bottomBarsHere || before?.bottomBars == true
                if let before, before.barred == barred, before.bottomBars == bottomBars { continue }
                seen[next] = (barred, bottomBars)
                guard xml.elements[element].name != "navigationController" else { continue }
                if barred {
                    let item = xml.child(of: element, named: "navigationItem", key: "navigationItem")
                    let never = item.map { xml.elements[$0]["largeTitleDisplayMode"] == "never" } ?? false
                    let height = large && !never ? Self.largeTitleBarHeight : Self.barHeight
                    if isRoot ? barredAsRoot.insert(next).inserted : navigationBar[next] == nil {
                        navigationBar[next] = height
                    }
                    if opaque { opaqueNavigationBar.insert(next) }
                }
                let showsBottomBars =
                    !canvasHidesBottomBars || xml.elements[element]["hidesBottomBarWhenPushed"] != "YES"
                if showsBottomBars, underTabs || (simulatesTabs && bottomBars) { tabBar.insert(next) }
                if showsToolbar, showsBottomBars { toolbar.insert(next) }
                if !statusBarShown { containerShowsNoStatusBar.insert(next) }
                let passesBar = barred && simulatedMetric(element, "simulatedTopBarMetrics") != "nil"
                let passesBottomBars =
                    bottomBars && showsBottomBars && simulatedMetric(element, "simulatedBottomBarMetrics") != "nil"
                for destination in shown(from: element) {
                    queue.append((destination, passesBar, passesBottomBars, false))
                }
            }
        }
        for root in tabRoots where controllers[root].map({ xml.elements[$0].name != "navigationController" }) == true {
            tabBar.insert(root)
        }
        // Xcode 8 and earlier also drew it under a view controller that a show or push segue from
        // a tab bar controller, or from a child of one outside a navigation controller, leads to,
        // and on along such segues (7 of 7 scenes of two repositories of toolsVersion
        // 11000–12999 stored over it; 8 of 8 of Xcode 12 to 26 without). At run time such a segue
        // presents the view controller over the tab bar.
        if !canvasHidesBottomBars {
            var queue: [String] = []
            for (_, index) in controllers where xml.elements[index].name == "tabBarController" {
                queue += shown(from: index)
            }
            for root in tabRoots {
                guard let index = controllers[root], xml.elements[index].name != "navigationController" else {
                    continue
                }
                queue += shown(from: index)
            }
            var reached = Set<String>()
            while let next = queue.popLast() {
                guard reached.insert(next).inserted, let index = controllers[next],
                    !["navigationController", "tabBarController"].contains(xml.elements[index].name),
                    simulatedMetric(index, "simulatedBottomBarMetrics") != "nil"
                else { continue }
                tabBar.insert(next)
                queue += shown(from: index)
            }
        }
        // Simulated metrics, written on the view controller (in a xib, on a top-level view): a
        // bar, or "None" (`<nil>`), which overrides the bar its container would give it; a status
        // bar left inferred is its container's.
        var simulating = controllers
        for index in xml.elements.indices where xml.elements[index].name == "objects" {
            for child in xml.elements[index].children where InterfaceBuilderClass.isView(xml.elements[child].name) {
                if let id = xml.elements[child]["id"] { simulating[id] = child }
            }
        }
        for (id, index) in simulating {
            if !showsStatusBar(id, at: index) { hiddenStatusBar.insert(id) }
            for child in xml.elements[index].children {
                let node = xml.elements[child]
                switch (node["key"], node.name) {
                case ("simulatedTopBarMetrics", "simulatedNavigationBarMetrics"):
                    if navigationBar[id] == nil { navigationBar[id] = Self.barHeight }
                    if node["translucent"] == "NO" { opaqueNavigationBar.insert(id) }
                case ("simulatedTopBarMetrics", "nil"):
                    navigationBar[id] = nil
                    opaqueNavigationBar.remove(id)
                case ("simulatedBottomBarMetrics", "simulatedTabBarMetrics"):
                    tabBar.insert(id)
                    toolbar.remove(id)
                case ("simulatedBottomBarMetrics", "simulatedToolbarMetrics"):
                    toolbar.insert(id)
                    tabBar.remove(id)
                case ("simulatedBottomBarMetrics", "nil"):
                    tabBar.remove(id)
                    toolbar.remove(id)
                case ("edgesForExtendedLayout", "extendedEdge"):
                    if node["top"] != "YES" { unextendedTop.insert(id) }
                    if node["bottom"] != "YES" { unextendedBottom.insert(id) }
                default: break
                }
            }
        }
        // Inferred top bars follow show and push segues out of any view controller that has one
        // (its navigation controller may be in another storyboard), unless the destination
        // simulates its own top bar.
        // From the first in document order (the stack pops from its end), so that a view
        // controller two of them show gets the first's bar on every run.
        var queue = navigationBar.keys.sorted { (controllers[$0] ?? .max, $0) > (controllers[$1] ?? .max, $1) }
        while let next = queue.popLast() {
            guard let index = controllers[next], let height = navigationBar[next] else { continue }
            for destination in shown(from: index) {
                guard let element = controllers[destination], navigationBar[destination] == nil,
                    xml.elements[element].name != "navigationController",
                    simulatedMetric(element, "simulatedTopBarMetrics") == nil
                else { continue }
                navigationBar[destination] = height
                if opaqueNavigationBar.contains(next) { opaqueNavigationBar.insert(destination) }
                queue.append(destination)
            }
        }
        // A view controller whose layout extends under opaque bars
        // (`extendedLayoutIncludesOpaqueBars`) sits under its navigation bar, opaque or not.
        for (id, index) in controllers where xml.elements[index]["extendedLayoutIncludesOpaqueBars"] == "YES" {
            opaqueNavigationBar.remove(id)
        }
    }
}
