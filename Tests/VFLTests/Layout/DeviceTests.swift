import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// `wC hR`-style text to traits, to keep the tables readable.
private func traits(_ text: String) -> SizeClassTraits {
    SizeClassTraits(
        horizontal: text.hasPrefix("wC") ? .compact : .regular,
        vertical: text.hasSuffix("hC") ? .compact : .regular)
}

private func environments(_ arguments: [String]) throws -> [LayoutEnvironment] {
    let options = try CommandLineOptions.parse(arguments + ["a.vfl"]).get()
    return options.layoutEnvironments
}

@Suite struct DeviceTests {
    // docs/devices.md, row by row: name, portrait size, portrait traits, landscape traits.
    static let table: [(String, Double, Double, String, String, Bool)] = [
        ("iphone4s", 320, 480, "wC hR", "wC hC", false),
        ("iphone5", 320, 568, "wC hR", "wC hC", false),
        ("iphone6", 375, 667, "wC hR", "wC hC", false),
        ("iphone6plus", 414, 736, "wC hR", "wR hC", false),
        ("ipad", 768, 1024, "wR hR", "wR hR", true),
        ("ipadpro", 1024, 1366, "wR hR", "wR hR", true),
    ]

    @Test func tableHasTheContractDevicesInOrder() {
        #expect(Device.all.map(\.name) == Self.table.map(\.0))
        #expect(Device.named("IPhone6Plus")?.name == "iphone6plus")
        #expect(Device.named("iphone") == nil)
    }

    @Test(arguments: table)
    func deviceRow(_ row: (String, Double, Double, String, String, Bool)) throws {
        let device = try #require(Device.named(row.0))
        #expect(device.portraitWidth == row.1 && device.portraitHeight == row.2)
        #expect(device.portraitTraits == traits(row.3))
        #expect(device.landscapeTraits == traits(row.4))
        #expect(device.isPad == row.5)

        let portrait = try environments(["--device", row.0])
        #expect(
            portrait == [
                LayoutEnvironment(
                    width: row.1, height: row.2, traits: traits(row.3), device: Device.named(row.0),
                    orientation: .portrait, topLayoutGuide: 20)
            ])
        // Landscape swaps the size; iOS hides an iPhone's status bar there.
        let landscape = try environments(["--device", row.0, "--landscape"])
        #expect(
            landscape == [
                LayoutEnvironment(
                    width: row.2, height: row.1, traits: traits(row.4), device: Device.named(row.0),
                    orientation: .landscape, topLayoutGuide: row.5 ? 20 : 0)
            ])
    }

    // docs/devices.md's split table: device, landscape?, fraction, width, horizontal class.
    static let splits: [(String, Bool, SplitFraction, Double, String)] = [
        ("ipad", true, .twoThirds, 694, "wR hR"), ("ipad", true, .half, 507, "wC hR"),
        ("ipad", true, .oneThird, 320, "wC hR"), ("ipad", false, .twoThirds, 438, "wC hR"),
        ("ipad", false, .oneThird, 320, "wC hR"),
        ("ipadpro", true, .twoThirds, 981, "wR hR"), ("ipadpro", true, .half, 678, "wR hR"),
        ("ipadpro", true, .oneThird, 375, "wC hR"), ("ipadpro", false, .twoThirds, 639, "wC hR"),
        ("ipadpro", false, .oneThird, 375, "wC hR"),
    ]

    @Test(arguments: splits)
    func splitCell(_ cell: (String, Bool, SplitFraction, Double, String)) throws {
        let device = try #require(Device.named(cell.0))
        let arguments = ["--device", cell.0, "--split", cell.2.rawValue] + (cell.1 ? ["--landscape"] : [])
        let height = cell.1 ? device.portraitWidth : device.portraitHeight
        #expect(
            try environments(arguments) == [
                LayoutEnvironment(
                    width: cell.3, height: height, traits: traits(cell.4), device: Device.named(cell.0),
                    orientation: cell.1 ? .landscape : .portrait, split: cell.2, topLayoutGuide: 20)
            ])
    }

    @Test func portraitHasNoHalfSplit() throws {
        #expect(Device.named("ipad")?.split(.half, landscape: false) == nil)
        #expect(Device.named("iphone6")?.split(.oneThird, landscape: true) == nil)
        // The driver checks the combinations once, when it reads the command line.
        #expect(
            CommandLineOptions.parse(["--device", "ipadpro", "--split", "1/2", "a.vfl"])
                == .failure(
                    UsageError("an iPad in portrait has no 1/2 split; add '--landscape' or use 1/3 or 2/3")))
        #expect(
            CommandLineOptions.parse(["--device", "ipadpro,iphone5", "--landscape", "--split", "1/2", "a.vfl"])
                == .failure(UsageError("'--split' needs an iPad, but 'iphone5' is not one")))
    }

    @Test func sizeOverridesThenTraitsOverride() throws {
        // --width/--height replace the device's size but keep its traits; --traits comes last.
        #expect(
            try environments(["--device", "iphone6", "--width", "400", "--height", "300"]) == [
                LayoutEnvironment(
                    width: 400, height: 300, traits: traits("wC hR"), device: Device.named("iphone6"),
                    orientation: .portrait, topLayoutGuide: 20)
            ])
        #expect(
            try environments(["--device", "ipad", "--landscape", "--split", "1/3", "--traits", "wR"]) == [
                LayoutEnvironment(
                    width: 320, height: 768, traits: traits("wR hR"), device: Device.named("ipad"),
                    orientation: .landscape, split: .oneThird, topLayoutGuide: 20)
            ])
        #expect(
            try environments(["--device", "iphone6plus", "--landscape", "--traits", "hR"]).map(\.traits)
                == [traits("wR hR")])
    }

    @Test func withoutADeviceTraitsAreInferred() throws {
        #expect(try environments([]) == [LayoutEnvironment(width: nil, height: nil, traits: traits("wC hR"))])
        #expect(
            try environments(["--width", "320,678,1024", "--height", "400"]) == [
                LayoutEnvironment(width: 320, height: 400, traits: traits("wC hC")),
                LayoutEnvironment(width: 678, height: 400, traits: traits("wR hC")),
                LayoutEnvironment(width: 1024, height: 400, traits: traits("wR hC")),
            ])
        #expect(
            try environments(["--width", "1024", "--traits", "wC,hC"]) == [
                LayoutEnvironment(width: 1024, height: nil, traits: traits("wC hC"))
            ])
        #expect(
            try environments(["--height", "700"]) == [
                LayoutEnvironment(width: nil, height: 700, traits: traits("wC hR"))
            ])
    }

    @Test func sweeps() throws {
        let devices = try environments(["--device", "iphone5,ipad,iphone6plus", "--landscape"])
        #expect(devices.map { $0.device?.name } == ["iphone5", "ipad", "iphone6plus"])
        #expect(devices.map(\.width) == [568, 1024, 736])
        #expect(devices.map(\.topLayoutGuide) == [0, 20, 0])
        #expect(devices.allSatisfy { $0.orientation == .landscape && $0.bottomLayoutGuide == nil })

        let splitSweep = try environments(["--device", "ipad,ipadpro", "--split", "2/3"])
        #expect(splitSweep.map(\.width) == [438, 639])

        // A width list with one device sweeps the width and keeps the device's traits.
        let widths = try environments(["--device", "ipad", "--width", "320,500"])
        #expect(widths.map(\.width) == [320, 500])
        #expect(widths.allSatisfy { $0.traits == traits("wR hR") && $0.height == 1024 && $0.device?.name == "ipad" })
    }
}
