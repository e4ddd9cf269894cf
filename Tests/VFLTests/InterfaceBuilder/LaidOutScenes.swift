import Foundation

/// vflc's JSON for an Interface Builder document, read with `JSONSerialization`: one document per
/// scene, one after another, each with `"scene"` (the root's IB id), the root's size and its views
/// keyed by IB id.
struct LaidOutScenes {
    /// One laid-out view: its frame (parent-relative) and what the JSON says about it.
    struct View {
        var frame: StoredScenes.Frame
        var parent: String?
        var className: String?
        var label: String?
        var isHidden: Bool
    }

    /// One scene's layout.
    struct Scene {
        var sceneID: String?
        var name: String?
        var width: Double
        var height: Double
        var views: [String: View]
    }

    /// Why the output could not be read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var scenes: [Scene]

    /// Reads every top-level JSON value of `output` (objects follow each other; an array, as a
    /// sweep prints, contributes each of its objects).
    init(_ output: String) throws {
        scenes = []
        for text in Self.topLevelValues(of: output) {
            let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
            let objects = (value as? [[String: Any]]) ?? [value as? [String: Any]].compactMap { $0 }
            guard !objects.isEmpty else { throw Failure(description: "not a JSON object: \(text.prefix(80))") }
            scenes += try objects.map(Self.scene)
        }
    }

    private static func scene(_ object: [String: Any]) throws -> Scene {
        guard let width = number(object["width"]), let height = number(object["height"]),
            let views = object["views"] as? [String: Any]
        else { throw Failure(description: "no width, height or views in \(object.keys.sorted())") }
        var laidOut: [String: View] = [:]
        for (id, value) in views {
            guard let view = value as? [String: Any] else { throw Failure(description: "view \(id) is not an object") }
            // The frame is either its own object or the view's x, y, width and height.
            let frameObject = (view["frame"] as? [String: Any]) ?? view
            guard let x = number(frameObject["x"]), let y = number(frameObject["y"]),
                let w = number(frameObject["width"]), let h = number(frameObject["height"])
            else { throw Failure(description: "view \(id) has no frame") }
            laidOut[id] = View(
                frame: .init(x: x, y: y, width: w, height: h), parent: view["parent"] as? String,
                className: view["class"] as? String, label: view["label"] as? String,
                isHidden: (view["hidden"] as? Bool) ?? false)
        }
        return Scene(
            sceneID: object["scene"] as? String, name: object["name"] as? String, width: width, height: height,
            views: laidOut)
    }

    private static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// The texts of the top-level JSON values in `output`, split where the nesting returns to 0
    /// outside a string.
    static func topLevelValues(of output: String) -> [String] {
        var values: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in output {
            if depth == 0 && character.isWhitespace { continue }
            current.append(character)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "[": depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 {
                    values.append(current)
                    current = ""
                }
            default: break
            }
        }
        if !current.isEmpty { values.append(current) }
        return values
    }
}
