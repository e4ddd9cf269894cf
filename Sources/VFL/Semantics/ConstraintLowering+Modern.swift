import VFLSyntax

/// Today's UIKit (`--ios 11` and later, docs/language.md): the release in force, the safe area,
/// layout margins and the predefined guides `safeArea`, `margins` and `readableContent`.
extension ConstraintLowering {
    /// The releases vflc models: iOS 7, and iOS 11 and later (which all give the same result).
    /// `N.M` is release N (`platform ios 17.4` is iOS 17; `7.1` is iOS 7; `10.3` is not modelled).
    static func isModelledRelease(_ value: Double) -> Bool {
        let major = value.rounded(.down)
        return value.isFinite && (major == 7 || (major >= 11 && major < 1000))
    }

    /// The release a file's first `platform` statement names, when it is one vflc models.
    public static func platformRelease(of syntax: FileSyntax) -> Int? {
        for statement in syntax.statements {
            guard case .platform(let platform) = statement.kind else { continue }
            return isModelledRelease(platform.version.value) ? Int(platform.version.value) : nil
        }
        return nil
    }

    /// `platform` appears at most once, without a condition, and names a modelled release.
    mutating func checkPlatformStatements() {
        var first: PlatformDeclaration?
        for statement in syntax.statements {
            guard case .platform(let platform) = statement.kind else { continue }
            if let first {
                diagnostics.append(
                    .error(
                        .duplicatePlatform(), at: platform.range,
                        notes: [.platformFirstGiven(at: first.range)]))
                continue
            }
            first = platform
            if let condition = statement.conditions.first {
                diagnostics.append(.error(.conditionalPlatform(), at: condition.range))
            }
            if !Self.isModelledRelease(platform.version.value) {
                diagnostics.append(
                    .error(
                        .unsupportedRelease(syntaxText(platform.version)), at: platform.version.range,
                        notes: [.writeModelledPlatform]))
            }
        }
    }

    private func syntaxText(_ number: NumberLiteral) -> String { Self.exactText(number.value) }

    /// Under `--ios 11` and later: the layout guides are the safe area's top and bottom, and the
    /// root's margins are the system minimum (16 in compact width, 20 in regular) on the sides,
    /// or its own `margins=` where larger, plus the safe area (`insetsLayoutMarginsFromSafeArea`).
    mutating func applyModernSettings() {
        topGuideLength = safeArea.top
        bottomGuideLength = safeArea.bottom
        let statements = syntax.statements
        for position in statements.indices where environment.traits.satisfies(statements[position].conditions) {
            guard case .view(let view) = statements[position].kind, view.name.name == ItemTable.rootName,
                let margins = view.margins, let insets = marginInsets(margins)
            else { continue }
            rootOwnMargins = insets
        }
        let own = rootOwnMargins ?? .zero
        let minimum = Self.systemMinimumMargin(environment.traits.horizontal)
        items.setMargins(
            of: ConstraintSystem.root,
            EdgeInsets(
                top: max(own.top, 0) + safeArea.top, left: max(own.left, minimum) + safeArea.left,
                bottom: max(own.bottom, 0) + safeArea.bottom, right: max(own.right, minimum) + safeArea.right))
    }

    /// UIKit's `systemMinimumLayoutMargins` on a view controller's root view, leading and trailing.
    static func systemMinimumMargin(_ horizontal: SizeClass) -> Double {
        horizontal == .compact ? 16 : 20
    }

    /// The readable content guide's widest width at the default Dynamic Type size.
    static let readableWidth = 672.0

    /// `margins=` as insets; under `--ios 7` an error (margins came with iOS 8).
    mutating func marginInsets(_ margins: MarginsSyntax) -> EdgeInsets? {
        guard environment.isModern else {
            diagnostics.append(
                .error(.needsModernRelease("'margins='"), at: margins.range, notes: [.modernRelease]))
            return nil
        }
        guard let top = checkedNumber(margins.top, "a margin"), let left = checkedNumber(margins.left, "a margin"),
            let bottom = checkedNumber(margins.bottom, "a margin"), let right = checkedNumber(margins.right, "a margin")
        else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// Places `safeArea`, `margins` and `readableContent` in the root: each edge a constant
    /// inset from the root's, as UIKit updates them from the bounds.
    mutating func lowerModernGuides() {
        let root = ConstraintSystem.root
        let margins = items.items[root].margins
        for (index, item) in items.items.enumerated() {
            let insets: EdgeInsets
            switch item.kind {
            case .safeArea: insets = safeArea
            case .margins, .readableContent: insets = margins
            default: continue
            }
            let origin = ConstraintOrigin(kind: .layoutGuide, range: item.firstMention ?? .at(0))
            func pin(_ attribute: LayoutAttribute, _ rootAttribute: LayoutAttribute, _ constant: Double) {
                add(
                    ItemAttribute(item: index, attribute: attribute), .equal,
                    ItemAttribute(item: root, attribute: rootAttribute), constant: constant, priority: 1000,
                    origin: origin)
            }
            pin(.top, .top, insets.top)
            pin(.height, .height, -(insets.top + insets.bottom))
            let width = ItemAttribute(item: index, attribute: .width)
            guard item.kind == .readableContent else {
                pin(.left, .left, insets.left)
                pin(.width, .width, -(insets.left + insets.right))
                continue
            }
            // Centred in the margins, at most 672 wide.
            pin(.centerX, .centerX, (insets.left - insets.right) / 2)
            if let containerWidth = environment.width {
                let inner = containerWidth - insets.left - insets.right
                add(
                    width, .equal, nil, constant: max(0, min(Self.readableWidth, inner)), priority: 1000,
                    origin: origin)
            } else {
                // A fitting width is not known in advance: at most 672 and the margins' width,
                // and as wide as the margins just below required.
                let rootWidth = ItemAttribute(item: root, attribute: .width)
                add(width, .lessThanOrEqual, nil, constant: Self.readableWidth, priority: 1000, origin: origin)
                add(
                    width, .lessThanOrEqual, rootWidth, constant: -(insets.left + insets.right), priority: 1000,
                    origin: origin)
                add(
                    width, .equal, rootWidth, constant: -(insets.left + insets.right), priority: 999, origin: origin)
            }
        }
    }
}
