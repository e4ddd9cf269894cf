import Foundation
import Testing

@testable import VFL
@testable import VFLSyntax

/// docs/fidelity.md stays in step with the numbers vflc uses: its constants table with the
/// spacing, margin and priority constants, and its per-device table with the device table.
@Suite struct FidelityDocumentTests {
    static var document: String {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/fidelity.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// The cells of every table row whose first cell is a `code` key, by that key.
    static func rows() -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in document.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let key = cells.first?.trimmingCharacters(in: CharacterSet(charactersIn: "`")) else { continue }
            rows[key] = Array(cells.dropFirst())
        }
        return rows
    }

    /// The default priorities UIKit gives an intrinsic size, as vflc lowers them.
    static func intrinsicPriorities() -> (hugging: Double?, compression: Double?) {
        let (syntax, _) = Parser.parse(SourceFile(name: "t.vfl", text: "view a intrinsic=10x10\n"))
        let (system, _) = ConstraintLowering.lower(
            syntax, environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)))
        let hugging = system.constraints.first { $0.origin.kind == .contentHugging }?.priority
        let compression = system.constraints.first { $0.origin.kind == .compressionResistance }?.priority
        return (hugging, compression)
    }

    @Test func theConstantsTableHoldsTheNumbersVflcUses() {
        let settings = LayoutSettings(
            environment: LoweringEnvironment(traits: .init(horizontal: .compact, vertical: .regular)),
            rootDesignSize: nil)
        let compact = SizeClassTraits(horizontal: .compact, vertical: .regular)
        let regular = SizeClassTraits(horizontal: .regular, vertical: .regular)
        let priorities = Self.intrinsicPriorities()
        let used: [String: Double?] = [
            "spacing.sibling": settings.siblingSpacing,
            "spacing.superview": settings.superviewSpacing,
            "spacing.system": LoweringContext.systemSpacing,
            "margins.view": StackFacts.margin,
            "margins.root.narrow": LayoutEnvironment.systemMinimumMargin(traits: compact, screenWidth: 413),
            "margins.root.wide": LayoutEnvironment.systemMinimumMargin(traits: regular, screenWidth: nil),
            "margins.root.wideScreen": LayoutEnvironment.wideScreenWidth,
            "readable.width": GuideEmitter.readableWidth,
            "priority.hugging": priorities.hugging,
            "priority.compression": priorities.compression,
            "stack.spanningFit": StackEmitter.spanningFitPriority,
            "stack.canvasFit": StackEmitter.canvasFitPriority,
            "stack.ambiguitySuppression": StackEmitter.ambiguitySuppressionPriority,
            "stack.equalCentering": StackEmitter.equalCenteringPriority,
            "stack.equalCenteringFloor": StackEmitter.minimumEqualCenteringPriority,
            "stack.hiding": StackEmitter.modernHidingPriority,
            "stack.spacingHidden": StackEmitter.hiddenSpacingPriority,
            "stack.alignedBoundary": StackEmitter.alignedBoundaryPriority,
        ]
        let rows = Self.rows()
        for (key, value) in used {
            let documented = rows[key]?.first.flatMap(Double.init)
            #expect(documented != nil && documented == value, "docs/fidelity.md `\(key)`: \(String(describing: value))")
        }
        // The wide screen's margin applies from exactly that width.
        #expect(LayoutEnvironment.systemMinimumMargin(traits: compact, screenWidth: 414) == 20)
    }

    /// One row per modern device: portrait width, safe area (top, left, bottom, right) in
    /// portrait and landscape, and the root's minimum side margin.
    @Test func theDeviceTableMatchesDeviceTableSwift() throws {
        let rows = Self.rows()
        func insets(_ e: EdgeInsets) -> String {
            [e.top, e.left, e.bottom, e.right].map { String(format: "%g", $0) }.joined(separator: ", ")
        }
        for device in Device.modern {
            let row = try #require(rows[device.name], "docs/fidelity.md has no row for \(device.name)")
            let environment = LayoutEnvironment(
                width: device.portraitWidth, height: device.portraitHeight, traits: device.portraitTraits,
                device: device)
            let expected = [
                String(format: "%g", device.portraitWidth), insets(device.safeArea(landscape: false)),
                insets(device.safeArea(landscape: true)),
                String(format: "%g", environment.systemMinimumMargin),
            ]
            #expect(Array(row.prefix(4)) == expected, "\(device.name)")
        }
    }
}
