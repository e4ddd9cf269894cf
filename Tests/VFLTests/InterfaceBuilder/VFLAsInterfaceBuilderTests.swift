import Foundation
import Testing

@testable import VFLDriver

/// A property: a layout written as a `.vfl` program and as an Interface Builder storyboard
/// (`TwinLayoutProgram`, seeded) gives the same frame for every view, within 0.001 point, when
/// both are laid out at the same root size and scale under `--ios 17` with no safe-area insets. The two
/// front ends share nothing before the constraints, so any difference is a reading of IB's
/// `<constraint>` elements (implicit first items, holders, reversed items, relations,
/// multipliers and ratios, priorities) or of a label's intrinsic size that disagrees with the
/// `.vfl` meaning.
@Suite struct VFLAsInterfaceBuilderTests {
    static let seeds: [UInt64] = Array(1...80)

    /// A fresh directory for one case's two files.
    private static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "vflc-twin-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func programsAreDeterministic() {
        for seed: UInt64 in [1, 2, 3] {
            let (first, second) = (TwinLayoutProgram.make(seed: seed), TwinLayoutProgram.make(seed: seed))
            #expect(first.vfl == second.vfl)
            #expect(first.storyboard == second.storyboard)
        }
    }

    @Test func theStoryboardsAreXMLTheTestsCanRead() throws {
        for seed in Self.seeds.prefix(20) {
            let program = TwinLayoutProgram.make(seed: seed)
            let document = try FixtureXML(program.storyboard)
            let stored = StoredScenes(document)
            #expect(stored.scenes.count == 1)
            #expect(
                stored.scenes.values.first.map { Set($0.views.keys) } == Set(program.identifiers.values),
                "\(program)")
        }
    }

    @Test(arguments: seeds)
    func storyboardAndProgramGiveTheSameFrames(_ seed: UInt64) throws {
        let program = TwinLayoutProgram.make(seed: seed)
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let vflPath = folder + "/twin.vfl"
        let storyboardPath = folder + "/Twin.storyboard"
        try program.vfl.write(toFile: vflPath, atomically: true, encoding: .utf8)
        try program.storyboard.write(toFile: storyboardPath, atomically: true, encoding: .utf8)
        // The storyboard's device (retina6_12) draws at scale 3, and so its layout snaps to the
        // 1/3-point grid: the program is laid out at the same scale.
        let size = ["--width", "\(program.width)", "--height", "\(program.height)", "--ios", "17", "--scale", "3"]
        let fromVFL = Driver.run(arguments: [vflPath, "--format", "json"] + size)
        let fromStoryboard = Driver.run(
            arguments: [storyboardPath, "--format", "json", "--safe-area", "0,0,0,0"] + size)
        try #require(fromVFL.status == 0, "\(program)\n\(fromVFL.standardError)")
        try #require(fromStoryboard.status == 0, "\(program)\n\(fromStoryboard.standardError)")
        let expected = try #require(try LaidOutScenes(fromVFL.standardOutput).scenes.first)
        let scenes = try LaidOutScenes(fromStoryboard.standardOutput).scenes
        try #require(scenes.count == 1, "\(program)\n\(fromStoryboard.standardOutput)")
        let actual = scenes[0]
        #expect(actual.width == Double(program.width) && actual.height == Double(program.height))
        #expect(actual.views.count == expected.views.count, "\(program)\n\(fromStoryboard.standardOutput)")
        for (name, view) in expected.views.sorted(by: { $0.key < $1.key }) {
            let id = try #require(program.identifiers[name])
            guard let twin = actual.views[id] else {
                Issue.record("\(id) (\(name)) missing\n\(program)\n\(fromStoryboard.standardOutput)")
                continue
            }
            #expect(
                twin.frame.isClose(to: view.frame, tolerance: 0.001),
                "\(name): .vfl \(view.frame), storyboard \(twin.frame)\n\(program)")
            #expect(twin.parent == view.parent.flatMap { program.identifiers[$0] }, "\(name): parent")
        }
    }
}
