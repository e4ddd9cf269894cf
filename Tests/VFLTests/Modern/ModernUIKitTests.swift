import Foundation
import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

/// Runs vflc on `source` (as `m.vfl`) with `arguments`.
private func run(_ source: String, _ arguments: [String]) -> Driver.Outcome {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-modern-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("m.vfl").path
    try? source.write(toFile: path, atomically: true, encoding: .utf8)
    return Driver.run(arguments: [path] + arguments)
}

/// The frame of one view in a one-layout JSON output, as `x,y,w,h`.
private func frame(_ output: String, _ name: String) -> String? {
    guard let line = output.split(separator: "\n").first(where: { $0.contains("\"\(name)\":{") }) else { return nil }
    var values: [String] = []
    for key in ["x", "y", "width", "height"] {
        guard let range = line.range(of: "\"\(key)\":") else { return nil }
        values.append(String(line[range.upperBound...].prefix { $0 != "," && $0 != "}" }))
    }
    return values.joined(separator: ",")
}

@Suite struct ModernUIKitTests {
    // MARK: - --ios and platform

    @Test func iosOptionTakesSevenOrElevenOn() {
        #expect((try? CommandLineOptions.parse(["--ios", "17", "a.vfl"]).get())?.release == 17)
        #expect((try? CommandLineOptions.parse(["--ios", "7", "a.vfl"]).get())?.release == 7)
        // N.M is release N (`17.2` is iOS 17); 8-10 stay errors however written.
        #expect((try? CommandLineOptions.parse(["--ios", "11.5", "a.vfl"]).get())?.release == 11)
        for bad in ["8", "9", "10", "6", "10.3", "8.0", "x", "17.", ".5", "17.2.1"] {
            let outcome = Driver.run(arguments: ["--ios", bad, "a.vfl"])
            #expect(outcome.status == 64, "--ios \(bad)")
        }
    }

    @Test func platformStatementSetsTheReleaseAndTheCommandLineWins() {
        let source = "platform ios 17\nview a intrinsic=10x10\nH:|-[a]\nV:|-[a]\n"
        let modern = run(source, ["--width", "375", "--height", "100"])
        #expect(modern.status == 0)
        #expect(frame(modern.standardOutput, "a") == "16,0,10,10")
        let classic = run(source, ["--width", "375", "--height", "100", "--ios", "7"])
        #expect(frame(classic.standardOutput, "a") == "20,20,10,10")
        #expect(!classic.standardOutput.contains("safeArea"))
    }

    /// `platform ios N.M` is release N, as `--ios N.M` is: the same frames as `platform ios 17`.
    @Test func platformStatementTakesAMinorRelease() {
        let size = ["--width", "375", "--height", "100"]
        let minor = run("platform ios 17.4\nview a intrinsic=10x10\nH:|-[a]\nV:|-[a]\n", size)
        #expect(minor.status == 0, "\(minor.standardError)")
        #expect(frame(minor.standardOutput, "a") == "16,0,10,10")
        let seven = run("platform ios 7.1\nview a intrinsic=10x10\nH:|-[a]\nV:|-[a]\n", size)
        #expect(frame(seven.standardOutput, "a") == "20,20,10,10")
        let ten = run("platform ios 10.3\nH:|[a]|\nV:|[a]|\n", size)
        #expect(ten.status == 65)
        #expect(ten.standardError.contains("error: vflc models iOS 7 and iOS 11 or later, not iOS 10.3"))
    }

    @Test func badPlatformStatementsAreErrors() {
        let nine = run("platform ios 9\nH:|[a]|\nV:|[a]|\n", ["--width", "10", "--height", "10"])
        #expect(nine.status == 65)
        #expect(nine.standardError.contains("error: vflc models iOS 7 and iOS 11 or later, not iOS 9"))
        let twice = run("platform ios 11\nplatform ios 17\nH:|[a]|\nV:|[a]|\n", ["--width", "10", "--height", "10"])
        #expect(twice.status == 65)
        #expect(twice.standardError.contains("'platform' is given more than once"))
        let conditioned = run("@wC platform ios 11\nH:|[a]|\nV:|[a]|\n", ["--width", "10", "--height", "10"])
        #expect(conditioned.status == 65)
    }

    @Test func defaultIsIOS7() {
        let outcome = run("view a intrinsic=10x10\nH:|-[a]\nV:[topLayoutGuide]-[a]\n", ["--device", "iphone6"])
        #expect(outcome.standardOutput.hasPrefix("{\"width\":375,\"height\":667,\"traits\":\"wC hR\",\"device\""))
        #expect(frame(outcome.standardOutput, "a") == "20,28,10,10")
    }

    // MARK: - Priority names

    @Test func priorityNamesEverywhere() {
        let source = """
            view a intrinsic=100x20 hug=defaultLow,required resist=defaultHigh
            H:|[a(>=150@defaultHigh)]
            V:|[a]
            a.width <= 120 @ dragThatCanResizeScene
            """
        let outcome = run(source, ["--width", "300", "--height", "100"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // >=150 at 750 beats <=120 at 510.
        #expect(frame(outcome.standardOutput, "a") == "0,0,150,20")
        let lowered = run(source, ["--width", "300", "--height", "100", "--format", "ir"]).standardOutput
        #expect(lowered.contains("@750"))
        #expect(lowered.contains("@510"))
    }

    @Test func aMetricNamedLikeAPriorityWins() {
        let outcome = run(
            "metrics defaultHigh=300\nview a intrinsic=100x20\nH:|[a(>=150@defaultHigh)]\nV:|[a]\na.width <= 120 @ 500",
            ["--width", "300", "--height", "100"])
        #expect(frame(outcome.standardOutput, "a") == "0,0,120,20")
    }

    @Test func unknownPriorityNameSuggests() {
        let outcome = run("view a intrinsic=10x10 hug=defaultHihg\nH:|[a]|\nV:|[a]|", ["--width", "10"])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("unknown priority name 'defaultHihg'"))
        #expect(outcome.standardError.contains("did you mean 'defaultHigh'?"))
    }

    // MARK: - Devices

    @Test func modernDevicesAndAliases() throws {
        let x = try #require(Device.named("iPhoneX"))
        #expect(x.name == "iphonex" && x.portraitWidth == 375 && x.portraitHeight == 812 && x.scale == 3)
        #expect(Device.named("iphone11pro")?.portraitHeight == 812)
        #expect(Device.named("iphone17")?.portraitWidth == 402)
        #expect(x.safeArea(landscape: false) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.safeArea(landscape: true) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let pad = try #require(Device.named("ipadpro11"))
        #expect(pad.safeArea(landscape: true) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(pad.split(.half, landscape: true) == Device.SplitWidth(592, .compact))
        #expect(Device.named("ipadpro13")?.split(.twoThirds, landscape: true) == Device.SplitWidth(991, .regular))
        // Every derived split row follows the 10-point divider.
        for device in Device.modern where Device.derivedSplitDevices.contains(device.name) {
            let long = device.portraitHeight
            let narrow = try #require(device.split(.oneThird, landscape: true)).width
            #expect(device.split(.twoThirds, landscape: true)?.width == long - narrow - 10)
            #expect(device.split(.half, landscape: true)?.width == long / 2 - 5)
        }
        // The classic six are unchanged.
        #expect(Device.all.map(\.name) == ["iphone4s", "iphone5", "iphone6", "iphone6plus", "ipad", "ipadpro"])
    }

    @Test func unknownDeviceSuggestsModernNames() {
        let outcome = Driver.run(arguments: ["--device", "iphone16prp", "a.vfl"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("did you mean 'iphone16pro'?"))
    }

    @Test func modernDeviceJSONUnderIOS7HasSafeAreaAndGuideLengths() {
        // A device of today implies today's UIKit: iOS 7's rules are asked for explicitly.
        let outcome = run(
            "view a intrinsic=10x10\nH:|-[a]\nV:[topLayoutGuide]-[a]\n", ["--device", "iphoneX", "--ios", "7"])
        #expect(
            outcome.standardOutput.hasPrefix(
                "{\"width\":375,\"height\":812,\"traits\":\"wC hR\",\"safeArea\":{\"top\":44,\"left\":0,\"bottom\":34,\"right\":0},\"device\":\"iphonex\""
            ))
        #expect(frame(outcome.standardOutput, "a") == "20,52,10,10")
    }

    @Test func deviceScaleIsTheDefaultUnderModern() {
        // Thirds of 375 − 32 = 343 snap to the 1/3-point grid at scale 3.
        let source = "H:|-[a][b(==a)][c(==a)]-|\nV:|[a(10)]\nV:|[b(10)]\nV:|[c(10)]\n"
        let modern = run(source, ["--device", "iphonex", "--ios", "17", "--height", "10"])
        #expect(frame(modern.standardOutput, "a") == "16,0,114.333,10")
        let classic = run(source, ["--device", "iphonex", "--ios", "17", "--height", "10", "--scale", "1"])
        #expect(frame(classic.standardOutput, "a") == "16,0,114,10")
    }

    // MARK: - Safe area and margins

    @Test func safeAreaGuideOnIPhone16ProInBothOrientations() {
        let source =
            "view content\ncontent.top == safeArea.top\ncontent.bottom == safeArea.bottom\n"
            + "content.leading == safeArea.leading\ncontent.trailing == safeArea.trailing\n"
        let portrait = run(source, ["--device", "iphone16pro", "--ios", "17"])
        #expect(frame(portrait.standardOutput, "content") == "0,62,402,778")
        let landscape = run(source, ["--device", "iphone16pro", "--ios", "17", "--landscape"])
        #expect(frame(landscape.standardOutput, "content") == "62,0,750,381")
    }

    @Test func safeAreaUnderIOS7IsAnErrorNamingIOS11() {
        let outcome = run("view a\na.top == safeArea.top\nH:|[a]|\nV:[a]|", ["--width", "10"])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("error: the layout guide 'safeArea' does not exist in iOS 7"))
        #expect(outcome.standardError.contains("'--ios 11'"))
        let uikitName = run("H:|[safeAreaLayoutGuide]|\nV:|[safeAreaLayoutGuide]|", ["--width", "10", "--ios", "17"])
        #expect(uikitName.status == 65)
        #expect(uikitName.standardError.contains("'safeArea'"))
    }

    @Test func safeAreaStatementAndLayoutGuides() {
        let source =
            "safeArea top=30 left=5 bottom=10 right=7\nview a\nH:|-[a]-|\nV:[topLayoutGuide][a][bottomLayoutGuide]"
        let outcome = run(source, ["--width", "400", "--height", "300", "--ios", "17"])
        #expect(outcome.standardOutput.contains("\"safeArea\":{\"top\":30,\"left\":5,\"bottom\":10,\"right\":7}"))
        // Margins: 16 + 5 on the left, 16 + 7 on the right; the guides are the safe area's.
        #expect(frame(outcome.standardOutput, "a") == "21,30,356,260")
        let guides = run(
            "layoutGuides top=64 bottom=49\nview a\nH:|[a]|\nV:|-[a]-|",
            ["--width", "400", "--height", "300", "--ios", "17"])
        #expect(frame(guides.standardOutput, "a") == "0,64,400,187")
    }

    @Test func bareDashPinsToMarginsButNumbersMeasureFromTheEdge() {
        let source = "view a intrinsic=x10\nview b intrinsic=x10\nH:|-[a]-|\nH:|-20-[b]-20-|\nV:|-[a]-[b]"
        let compact = run(source, ["--width", "375", "--ios", "17"])
        #expect(frame(compact.standardOutput, "a") == "16,0,343,10")
        #expect(frame(compact.standardOutput, "b") == "20,18,335,10")
        let regular = run(source, ["--width", "768", "--ios", "17", "--traits", "wR"])
        #expect(frame(regular.standardOutput, "a") == "20,0,728,10")
        let spacing = run("spacing superview=30\n" + source, ["--width", "375", "--ios", "17"])
        #expect(frame(spacing.standardOutput, "a") == "30,30,315,10")
    }

    @Test func viewMarginsAndMarginAttributes() {
        let source = """
            view card margins=10,12,14,16
            view inner in=card
            view plain
            H:|[card]|
            V:|[card(100)][plain(50)]
            H:|[plain]|
            inner.leading == card.leadingMargin
            inner.trailing == card.trailingMargin
            inner.top == card.topMargin
            inner.bottom == card.bottomMargin
            H:|-[dot(4)]
            V:[dot(4)]
            dot.centerY == plain.centerYWithinMargins
            """
        let outcome = run(source, ["--width", "300", "--ios", "17"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(frame(outcome.standardOutput, "inner") == "12,10,272,76")
        // plain's margins are 8: its centre within margins is its centre.
        #expect(frame(outcome.standardOutput, "dot") == "16,123,4,4")
        let root = run(
            "view root margins=0,40,0,40\nview a intrinsic=x10\nH:|-[a]-|\nV:|[a]", ["--width", "300", "--ios", "17"])
        #expect(frame(root.standardOutput, "a") == "40,0,220,10")
        let onGuide = run(
            "guide g\nview a\na.leading == g.leadingMargin\nH:|[g]|\nH:|[a]|\nV:|[a]|\nV:|[g]|",
            ["--width", "300", "--ios", "17"])
        #expect(onGuide.status == 65)
        #expect(onGuide.standardError.contains("layout guide 'g' has no layout margins"))
        let classic = run("view a margins=4\nH:|[a]|\nV:|[a]|", ["--width", "300"])
        #expect(classic.status == 65)
        #expect(classic.standardError.contains("does not exist in iOS 7"))
    }

    @Test func readableContentAndSystemSpacing() {
        let source = """
            view text intrinsic=x20
            view b intrinsic=x20
            text.leading == readableContent.leading
            text.trailing == readableContent.trailing
            V:|-[text]-systemSpacing-[b]
            H:|-[b]-|
            """
        let pad = run(source, ["--device", "ipadpro11", "--landscape", "--ios", "17"])
        // 1194 − 2 × 20 = 1154 inside the margins; 672 centred: 20 + (1154 − 672) / 2 = 261.
        #expect(frame(pad.standardOutput, "text") == "261,24,672,20")
        #expect(frame(pad.standardOutput, "b") == "20,52,1154,20")
        let phone = run(source, ["--device", "iphone16pro", "--ios", "17"])
        #expect(frame(phone.standardOutput, "text") == "16,62,370,20")
        let classic = run(source, ["--width", "400"])
        #expect(classic.status == 65)
        #expect(classic.standardError.contains("the metric 'systemSpacing' does not exist in iOS 7"))
    }

    // MARK: - Right to left

    @Test func rightToLeftFlipsLeadingAndTrailingOnly() {
        let source = "view a intrinsic=50x10\nview b intrinsic=60x10\nH:|-[a]-[b]\nV:|[a]\nV:|[b]"
        let ltr = run(source, ["--width", "375", "--height", "10"])
        #expect(frame(ltr.standardOutput, "a") == "20,0,50,10")
        let rtl = run(source, ["--width", "375", "--height", "10", "--rtl"])
        #expect(frame(rtl.standardOutput, "a") == "305,0,50,10")
        #expect(frame(rtl.standardOutput, "b") == "237,0,60,10")
        let physical = run(
            "view a intrinsic=50x10\nH:|-10-[a] options: directionLeftToRight\nV:|[a]\nview c intrinsic=5x5\nc.left == root.left + 3\nV:|[c]",
            ["--width", "375", "--height", "10", "--rtl"])
        #expect(frame(physical.standardOutput, "a") == "10,0,50,10")
        #expect(frame(physical.standardOutput, "c") == "3,0,5,5")
        let inequality = run(
            "view a intrinsic=50x10\na.leading >= root.leading + 30\na.leading == root.leading @ 100\nV:|[a]",
            ["--width", "375", "--height", "10", "--rtl"])
        // Pulled to the leading (right) edge but kept at least 30 from it: right edge 345.
        #expect(frame(inequality.standardOutput, "a") == "295,0,50,10")
    }
}
