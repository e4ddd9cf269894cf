import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// A device implies its release: a notched, Dynamic Island or rounded-corner device is laid out
/// with today's UIKit unless `--ios` or `platform` says otherwise, and the output says which.
@Suite struct DeviceReleaseTests {
    /// `source` written to a temporary file and run with `arguments`.
    static func run(_ source: String, _ arguments: [String]) throws -> Driver.Outcome {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString).vfl")
        try source.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return Driver.run(arguments: [url.path] + arguments)
    }

    static let title = "H:|-[title]-|\nV:|-[title(44)]\n"

    @Test func aModernDeviceImpliesTodaysUIKit() throws {
        // iPhone 16 Pro in landscape: 62-point side insets. With today's UIKit the title sits on the
        // root's margins, 62 + 16 (compact width) from each edge; with iOS 7's rules it was at x 20,
        // under the Dynamic Island, while the JSON printed a 62-point safe area.
        let outcome = try Self.run(Self.title, ["--device", "iphone16pro", "--landscape"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("\"ios\":18"))
        #expect(outcome.standardOutput.contains("\"title\":{\"x\":78,"), "\(outcome.standardOutput)")
        #expect(outcome.standardError.isEmpty)
    }

    @Test func aClassicDeviceKeepsIOS7() throws {
        for device in ["iphone6", "iphone8", "iphone8plus", "ipad102", "ipadpro105", "ipad", "iphonese3"] {
            #expect(Device.named(device)?.impliesTodaysUIKit == false, "\(device)")
            let outcome = try Self.run(Self.title, ["--device", device])
            #expect(outcome.standardOutput.contains("\"ios\":7"), "\(device)")
        }
        for device in ["iphonex", "iphone15", "iphone16pro", "ipadpro11", "ipadmini6", "ipadpro129", "iphoneair"] {
            #expect(Device.named(device)?.impliesTodaysUIKit == true, "\(device)")
        }
    }

    @Test func theCommandLineAndTheFileStillDecide() throws {
        let explicit = try Self.run(Self.title, ["--device", "iphone16pro", "--ios", "17"])
        #expect(explicit.standardOutput.contains("\"ios\":17"))
        // iOS 7's rules on a device of today: laid out as asked, with a note saying so.
        let classic = try Self.run(Self.title, ["--device", "iphone16pro", "--ios", "7"])
        #expect(classic.status == 0)
        #expect(classic.standardOutput.contains("\"ios\":7"))
        #expect(classic.standardError.contains("note: 'iphone16pro' first shipped with iOS 11 or later"))
        let platform = try Self.run("platform ios 7\n" + Self.title, ["--device", "iphone16pro"])
        #expect(platform.standardError.contains("note: 'iphone16pro' first shipped with iOS 11 or later"))
    }

    @Test func aMixedSweepLaysEachDeviceOutWithItsOwnRelease() throws {
        let outcome = try Self.run(Self.title, ["--device", "iphone6,iphone16pro", "--format", "ir"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("# ios: 7 (iphone6), 18 (iphone16pro)\n"))
        #expect(outcome.standardOutput.contains("leadingMargin"))
        let json = try Self.run(Self.title, ["--device", "iphone6,iphone16pro"])
        #expect(json.standardOutput.contains("\"ios\":7") && json.standardOutput.contains("\"ios\":18"))
    }

    @Test func withoutADeviceTheJSONIsUnchanged() throws {
        let outcome = try Self.run(Self.title, ["--width", "375"])
        #expect(!outcome.standardOutput.contains("\"ios\""))
    }

    // MARK: - Geometry UIKit could not show (errors at their token)

    @Test(arguments: [
        ("view a intrinsic=-10x-10\nH:|[a]|\n", "t.vfl:1:18: error: an intrinsic size must be greater than 0"),
        ("view a intrinsic=0x10\nH:|[a]|\n", "t.vfl:1:18: error: an intrinsic size must be greater than 0"),
        ("design 320x480\nview a frame=0,0,-10,10\n", "t.vfl:2:18: error: a frame's width cannot be negative"),
        ("design 0x0\nview a frame=0,0,10,10\n", "t.vfl:1:8: error: a design size must be greater than 0"),
        ("platform ios 17\nsafeArea top=-10\nH:|[a]|\n", "t.vfl:2:14: error: a safe-area inset cannot be negative"),
        ("view a text=0x20\nH:|[a]|\n", "t.vfl:1:13: error: a text length must be greater than 0"),
    ])
    func nonsenseGeometryIsAnErrorAtItsToken(_ case: (String, String)) {
        let result = TestSupport.compile(`case`.0)
        let rendered = result.diagnostics.filter { $0.severity == .error }.map {
            DiagnosticRenderer().render($0, in: SourceFile(name: "t.vfl", text: `case`.0))
        }
        #expect(!rendered.isEmpty)
        #expect(rendered.first?.hasPrefix(`case`.1) == true, "\(rendered)")
    }

    // MARK: - Stacks

    @Test func aStacksOwnMarginsApplyWithMarginsRelativeArrangement() throws {
        // 12 top, 16 left: the first view sits at (16, 12); the stack is 12 + 20 + 20 + 12 tall.
        let source = """
            platform ios 17
            view s margins=12,16,12,16
            stack s arranged=a,b margins=true axis=vertical
            view a intrinsic=20x20
            view b intrinsic=20x20
            H:|[s]|
            V:|[s]
            """
        let result = TestSupport.compile(source, width: 100)
        let frames = Dictionary(uniqueKeysWithValues: (result.layouts.first?.views ?? []).map { ($0.name, $0.frame) })
        #expect(frames["a"] == Rect(x: 16, y: 12, width: 68, height: 20))
        #expect(frames["s"]?.height == 64)
    }

    @Test func anArrangedViewsFrameIsNotUsed() throws {
        // UIKit turns translatesAutoresizingMaskIntoConstraints off for arranged views: no
        // autoresizing constraints, no design size asked for, and a note at the frame.
        let source =
            "stack s arranged=a,b\nview a frame=0,0,5,5 intrinsic=20x20\nview b intrinsic=30x20\nH:|[s]\nV:|[s]\n"
        let result = TestSupport.compile(source, width: 100)
        #expect(!result.hasErrors, "\(TestSupport.renderedDiagnostics(result))")
        #expect(result.diagnostics.contains { $0.message.id == DiagnosticID.arrangedFrameIgnored.rawValue })
        #expect(result.systems.first?.constraints.contains { $0.origin.kind == .autoresizing } == false)
        #expect(result.layouts.first?.views.first { $0.name == "a" }?.frame.width == 20)
    }
}
