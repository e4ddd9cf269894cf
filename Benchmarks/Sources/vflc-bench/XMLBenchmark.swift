import VFLDriver
import VFLSyntax

#if canImport(Glibc)
    import Glibc
#endif

/// `vflc-bench --xml [MEGABYTES]`: times `XMLReader.read` over a generated storyboard-like
/// document (scenes of views, labels and buttons with their rects, colours, fonts and
/// constraints: many elements of 3–8 short attributes, as Interface Builder writes them) of about
/// MEGABYTES (40 by default), and prints the median throughput. `vflc-bench --xml FILE` times
/// reading FILE instead.
enum XMLBenchmark {
    static func run(_ arguments: [String]) -> Never {
        let bytes: [UInt8]
        let name: String
        if let argument = arguments.first, Int(argument) == nil {
            switch FileIO.read(path: argument) {
            case .success(let read): bytes = read
            case .failure(let error): fail(error.message, status: 66)
            }
            name = argument
        } else {
            bytes = storyboard(bytes: (arguments.first.flatMap { Int($0) } ?? 40) * 1_000_000)
            name = "generated.storyboard"
        }
        let file = SourceFile(name: name, bytes: bytes)
        var seconds: [Double] = []
        var cpuSeconds: [Double] = []
        var elements = 0
        var attributes = 0
        for _ in 0..<7 {
            let cpuStart = threadCPUTime()
            let (result, time) = MonotonicClock.measure { XMLReader.read(file) }
            cpuSeconds.append(threadCPUTime() - cpuStart)
            guard case .success(let document) = result else {
                if case .failure(let error) = result {
                    fail("\(name):\(file.location(of: error.range.start)): \(error.message)", status: 65)
                }
                fail("unreachable", status: 70)
            }
            elements = document.elements.count
            attributes = document.elements.reduce(0) { $0 + $1.attributes.count }
            seconds.append(time)
        }
        seconds.sort()
        cpuSeconds.sort()
        let median = seconds[seconds.count / 2]
        let cpuMedian = cpuSeconds[cpuSeconds.count / 2]
        let size = Double(bytes.count) / 1e6
        let rate = size / median
        let cpuRate = size / cpuMedian
        let report = """
            vflc-bench --xml \(name): \(NumberText.format((size * 10).rounded() / 10)) MB, \(elements) elements, \
            \(attributes) attributes, median of \(seconds.count) runs
              read    \(milliseconds(median)) ms  (\(NumberText.format(rate.rounded())) MB/s)
              cpu     \(milliseconds(cpuMedian)) ms  (\(NumberText.format(cpuRate.rounded())) MB/s of the thread's CPU time: \
            steadier than the wall clock on a busy machine)
              peak RSS \(NumberText.format((PeakMemory.megabytes() * 10).rounded() / 10)) MB
            RESULT xml_ms=\(median * 1000) xml_mb_per_s=\(rate) xml_cpu_mb_per_s=\(cpuRate) bytes=\(bytes.count) elements=\(elements)

            """
        _ = FileIO.writeStandardOutput(report)
        exit(0)
    }

    /// Seconds of CPU time the calling thread has used.
    private static func threadCPUTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// A storyboard of about `size` bytes: a header, then scenes until the size is reached.
    static func storyboard(bytes size: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
            useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
            initialViewController="BYZ-38-t0r">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                </dependencies>
                <scenes>

            """
        var ids = IdentifierSource()
        var scene = 0
        while text.utf8.count < size {
            text += self.scene(scene, ids: &ids)
            scene += 1
        }
        text += "    </scenes>\n</document>\n"
        return Array(text.utf8)
    }

    private static func scene(_ number: Int, ids: inout IdentifierSource) -> String {
        let (controller, view, guide) = (ids.next(), ids.next(), ids.next())
        var text = """
                    <!--Scene \(number)-->
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController storyboardIdentifier="Scene\(number)" id="\(controller)" customClass="SceneViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(view)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>

            """
        var subviews: [String] = []
        var constraints = ""
        for row in 0..<12 {
            let id = ids.next()
            subviews.append(id)
            let y = 59 + row * 44
            if row % 3 == 2 {
                text += """
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="34"/>
                                                <state key="normal" title="Continue &amp; save"/>
                                                <buttonConfiguration key="configuration" style="filled" title="Row \(row)"/>
                                            </button>

                    """
            } else {
                text += """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label \(row)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <nil key="highlightedColor"/>
                                            </label>

                    """
            }
            let previous = row == 0 ? guide : subviews[row - 1]
            let (top, leading, trailing) = (ids.next(), ids.next(), ids.next())
            constraints += """
                                        <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(previous)" secondAttribute="\(row == 0 ? "top" : "bottom")" constant="8" id="\(top)"/>
                                        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(guide)" secondAttribute="leading" constant="16" id="\(leading)"/>
                                        <constraint firstItem="\(guide)" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="16" id="\(trailing)"/>

                """
        }
        text += """
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(guide)"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(number % 20 * 400)" y="\(number / 20 * 900)"/>
                    </scene>

            """
        return text
    }

    /// Interface Builder's object ids (`8bC-Xf-vdC`), from a fixed sequence.
    private struct IdentifierSource {
        private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

        mutating func next() -> String {
            var id = ""
            for (index, length) in [3, 2, 3].enumerated() {
                if index > 0 { id += "-" }
                for _ in 0..<length {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    id.append(Self.alphabet[Int(state >> 33) % Self.alphabet.count])
                }
            }
            return id
        }
    }
}
