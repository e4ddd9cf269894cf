import VFL

extension InterfaceBuilderDocument {
    /// The size of a scene's root that the document stores no frame for, as Xcode drew it, and
    /// what it was taken from (for the note that says so).
    struct InferredRootSize: Equatable {
        var width: Double
        var height: Double
        /// "its cell's size", "its table's width and row height".
        var source: String
        /// How much was taken off for the accessory beside the content view and the separator
        /// below it (0 when none).
        var accessory: Double
        var separator: Double
    }

    /// How much narrower than its cell Xcode 6 to 8 (toolsVersion below 12000) stored a content
    /// view beside each accessory (a table cell's `accessoryType`), read from the stored frames of
    /// the corpora: 128 of 138 disclosure indicators 33, 19 of 19 checkmarks 39, 7 of 7 detail
    /// buttons 47.
    static let accessoryWidths: [String: Double] = ["disclosureIndicator": 33, "checkmark": 39, "detailButton": 47]

    /// The root's frame as Xcode drew it: the stored one, else the inferred size
    /// (`inferredRootSize(of:)`) at the origin; `nil` where the document says nothing of it.
    func drawnRootFrame(of scene: SceneRoot) -> Rect? {
        if let stored = xml.storedFrame(of: scene.element) { return stored }
        return inferredRootSize(of: scene).map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
    }

    /// The size of a cell's content view stored without a frame. Xcode 6 and 7 left the frame out
    /// of some content views (126 with subviews in the corpora, toolsVersion 6250–7706 but 2) and
    /// out of some cells too. A collection view cell's content view fills its cell (a cell without
    /// a frame: its flow layout's item size). A table view cell's
    /// is its cell's size, or, for a cell without a frame, its table's width and its row height
    /// (the cell's `rowHeight`, else the table's, else UIKit's 44). From that come off the
    /// accessory beside it (`accessoryWidths`) and the separator below it, as Xcode of the
    /// document's era stored them, the most common difference of each era in tables with
    /// separators: 1 point before toolsVersion 12000 (640 of 1,000 cells; 249 of 262 before 8000),
    /// 0.5 before 14000 (330 of 398), none after (2,577 of 3,082); none in a table without
    /// separators. `nil` for a root with a stored frame, for other roots, and where neither the
    /// cell nor its table has a frame or the accessory's width is unknown.
    func inferredRootSize(of scene: SceneRoot) -> InferredRootSize? {
        guard scene.kind == .cell, scene.owner != scene.element, xml.storedFrame(of: scene.element) == nil else {
            return nil
        }
        let cell = xml.elements[scene.owner]
        guard cell.name == "tableViewCell" else {
            if let frame = xml.storedFrame(of: scene.owner) {
                return InferredRootSize(
                    width: frame.width, height: frame.height, source: "its cell's size", accessory: 0, separator: 0)
            }
            // A collection view cell without a frame: its flow layout's item size.
            let collection = sequence(first: scene.owner) { xml.elements[$0].parent }.dropFirst().prefix(3)
                .first { xml.elements[$0].name == "collectionView" }
            guard let collection,
                let layout = xml.child(of: collection, named: "collectionViewFlowLayout", key: "collectionViewLayout"),
                let size = xml.child(of: layout, named: "size", key: "itemSize"),
                let width = xml.elements[size]["width"].flatMap(InterfaceBuilderNumber.parse),
                let height = xml.elements[size]["height"].flatMap(InterfaceBuilderNumber.parse)
            else { return nil }
            return InferredRootSize(
                width: width, height: height, source: "its collection view's item size", accessory: 0, separator: 0)
        }
        // A prototype's table is two levels up (`<prototypes>`), a static cell's four.
        let table = sequence(first: scene.owner) { xml.elements[$0].parent }.dropFirst().prefix(4)
            .first { xml.elements[$0].name == "tableView" }
        var size: (width: Double, height: Double)
        let source: String
        if let frame = xml.storedFrame(of: scene.owner) {
            size = (frame.width, frame.height)
            source = "its cell's size"
        } else if let table, let width = xml.storedFrame(of: table)?.width {
            let rowHeight = [cell["rowHeight"], xml.elements[table]["rowHeight"]].lazy.compactMap { $0 }
                .compactMap(InterfaceBuilderNumber.parse).first
            size = (width, rowHeight ?? 44)
            source = "its table's width and row height"
        } else {
            return nil
        }
        let accessoryType = cell["accessoryType"] ?? "none"
        guard let accessory = accessoryType == "none" ? 0 : Self.accessoryWidths[accessoryType] else { return nil }
        let separators = table.map { xml.elements[$0]["separatorStyle"] != "none" } ?? true
        let separator = !separators ? 0 : toolsVersion < 12000 ? 1 : toolsVersion < 14000 ? 0.5 : 0
        return InferredRootSize(
            width: max(0, size.width - accessory), height: max(0, size.height - separator), source: source,
            accessory: accessory, separator: separator)
    }
}
