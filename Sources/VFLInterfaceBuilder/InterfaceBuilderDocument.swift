import VFL
import VFLSyntax

/// An Interface Builder document (`.storyboard` or `.xib`) as vflc reads it: the XML tree, what
/// the `<document>` element says of itself (the runtime, the Xcode that saved it, the simulated
/// device), and its scenes. Only iOS documents are read; anything else is an error at the
/// `<document>` element.
public struct InterfaceBuilderDocument: Sendable {
    public var file: SourceFile
    public var xml: XMLDocument
    /// Whether the document is a storyboard (else a xib).
    public var isStoryboard: Bool
    /// `toolsVersion`: the Xcode build that saved the document (2541 for Xcode 5 … 25094 for
    /// Xcode 26; Xcode 15 writes 32700.99.1234, read as 32700).
    public var toolsVersion: Int
    /// `<device id="retina6_12" orientation="portrait">`: the device the stored frames are for.
    public var deviceID: String?
    public var isLandscape: Bool
    /// `useSafeAreas="YES"`.
    public var usesSafeAreas: Bool
    /// `useTraitCollections="YES"`: size-class variations.
    public var usesTraitCollections: Bool
    /// The `<designables>` cache: custom views' intrinsic sizes as Xcode last rendered them.
    public var designableSizes: [String: (width: Double, height: Double)]
    /// Every scene, in document order.
    public var scenes: [SceneRoot]
    /// The navigation and tab bars over the storyboard's view controllers.
    var bars = ContainerBars()

    /// Reads `file`: the XML, then the `<document>` element. Errors (malformed XML, another
    /// runtime) are diagnostics at their place.
    public static func read(_ file: SourceFile) -> Result<InterfaceBuilderDocument, DocumentFailure> {
        let xml: XMLDocument
        switch XMLReader.read(file) {
        case .success(let document): xml = document
        case .failure(let error):
            return .failure(DocumentFailure(diagnostic: .error(.malformedXML(error.message), at: error.range)))
        }
        let root = xml.root
        if root.name == "archive" {
            return .failure(
                DocumentFailure(
                    diagnostic: .error(
                        .notIOSDocument("an Interface Builder 3 archive, saved before Xcode 5"), at: root.nameRange)))
        }
        guard root.name == "document" else {
            return .failure(
                DocumentFailure(diagnostic: .error(.notInterfaceBuilderDocument(root.name), at: root.nameRange)))
        }
        let runtime = root["targetRuntime"] ?? ""
        // `iOS.CocoaTouch.iPad`: an iPad-only document of Xcode 5–8, iOS all the same.
        guard runtime == "iOS.CocoaTouch" || runtime == "iOS.CocoaTouch.iPad" else {
            let range = root.range
            return .failure(
                DocumentFailure(diagnostic: .error(.notIOSDocument(runtime.isEmpty ? "none" : runtime), at: range)))
        }
        let type = root["type"] ?? ""
        guard type.contains("CocoaTouch") else {
            let range = root.range
            return .failure(
                DocumentFailure(diagnostic: .error(.notIOSDocument(type.isEmpty ? "no type" : type), at: range)))
        }
        let tools = Int((root["toolsVersion"] ?? "").prefix { $0.isNumber }) ?? 0
        var document = InterfaceBuilderDocument(
            file: file, xml: xml, isStoryboard: type.contains("Storyboard"), toolsVersion: tools, deviceID: nil,
            isLandscape: false, usesSafeAreas: root["useSafeAreas"] == "YES",
            usesTraitCollections: root["useTraitCollections"] == "YES", designableSizes: [:], scenes: [])
        for child in root.children {
            let element = xml.elements[child]
            switch element.name {
            case "device":
                document.deviceID = element["id"]
                document.isLandscape = element["orientation"] == "landscape"
            case "designables":
                // `<designable name="ID"><size key="intrinsicContentSize" width= height=/>`.
                for designable in element.children {
                    let entry = xml.elements[designable]
                    guard let id = entry["name"],
                        let size = xml.child(of: designable, named: "size", key: "intrinsicContentSize"),
                        let width = xml.elements[size]["width"].flatMap(InterfaceBuilderNumber.parse),
                        let height = xml.elements[size]["height"].flatMap(InterfaceBuilderNumber.parse)
                    else { continue }
                    document.designableSizes[id] = (width, height)
                }
            default: break
            }
        }
        document.scenes = SceneFinder.scenes(in: xml)
        document.bars = ContainerBars(xml, toolsVersion: document.toolsVersion)
        return .success(document)
    }

    /// The scene `selector` names: a root view's id, a view controller's id, or a scene's name.
    public func scene(named selector: String) -> SceneRoot? {
        scenes.first { $0.rootID == selector }
            ?? scenes.first { $0.ownerID == selector }
            ?? scenes.first { $0.name == selector }
    }
}

/// Why a document cannot be read: malformed XML, or not an iOS Interface Builder document.
public struct DocumentFailure: Error, Sendable {
    public var diagnostic: Diagnostic
}
