/// The stable identifier of every catalogued message: kebab-case, unique per kind of message,
/// and part of vflc's public interface (`--diagnostics-format json`). A message can only be made
/// with one of these, and `docs/diagnostics.md` lists each with an example (a test checks it).
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    // Syntax (`DiagnosticMessage+Syntax.swift`).
    case expected
    case unexpected
    case unexpectedCharacter = "unexpected-character"
    case invalidUTF8 = "invalid-utf8"
    case invalidNumber = "invalid-number"
    case numberTooLarge = "number-too-large"
    case unexpectedAtEnd = "unexpected-at-end"
    case emptyView = "empty-view"
    case emptyPredicateList = "empty-predicate-list"
    case duplicateSuperview = "duplicate-superview"
    case superviewInMiddle = "superview-in-middle"
    case doubleDash = "double-dash"
    case spaceAfterDash = "space-after-dash"
    case danglingConnection = "dangling-connection"
    case unbalancedParenthesis = "unbalanced-parenthesis"
    case priorityOutOfRange = "priority-out-of-range"
    case invalidRelation = "invalid-relation"
    case unknownOrientation = "unknown-orientation"
    case unknownOption = "unknown-option"
    case unknownAttribute = "unknown-attribute"
    case unknownStatement = "unknown-statement"
    case unknownCondition = "unknown-condition"
    case unknownKey = "unknown-key"
    case duplicateKey = "duplicate-key"
    case invalidIntrinsicSize = "invalid-intrinsic-size"
    case duplicateMultiplier = "duplicate-multiplier"

    // Names and lowering (`DiagnosticMessage+Semantics.swift`).
    case unknownMetric = "unknown-metric"
    case unknownViewOrMetric = "unknown-view-or-metric"
    case unknownItem = "unknown-item"
    case viewUsedAsSpace = "view-used-as-space"
    case metricCycle = "metric-cycle"
    case unusableNumber = "unusable-number"
    case nonPositiveSize = "non-positive-size"
    case negativeLength = "negative-length"
    case tooManyViews = "too-many-views"
    case tooManyConstraints = "too-many-constraints"
    case duplicateDeclaration = "duplicate-declaration"
    case conflictingParents = "conflicting-parents"
    case reservedName = "reserved-name"
    case rootInFormat = "root-in-format"
    case unknownParent = "unknown-parent"
    case guideAsParent = "guide-as-parent"
    case ancestorCycle = "ancestor-cycle"
    case superviewMismatch = "superview-mismatch"
    case layoutGuideOrientation = "layout-guide-orientation"
    case alignmentAxis = "alignment-axis"
    case conflictingOptions = "conflicting-options"
    case baselineSpacingAxis = "baseline-spacing-axis"
    case locationNeedsItem = "location-needs-item"
    case incompatibleAttributes = "incompatible-attributes"
    case zeroMultiplier = "zero-multiplier"
    case multiplierOutOfRange = "multiplier-out-of-range"
    case viewNamedOnce = "view-named-once"

    // Solving (`DiagnosticMessage+Layout.swift`).
    case unsatisfiable
    case ambiguousLayout = "ambiguous-layout"
    case contentPriorityAmbiguity = "content-priority-ambiguity"
    case outsideFittingSize = "outside-fitting-size"
    case optionalConstraintBroken = "optional-constraint-broken"
    case negativeSize = "negative-size"
    case outsideSuperview = "outside-superview"
    case containerTooSmall = "container-too-small"

    // Today's UIKit (`DiagnosticMessage+Modern.swift`).
    case unknownPriorityName = "unknown-priority-name"
    case unsupportedIosRelease = "unsupported-ios-release"
    case duplicatePlatform = "duplicate-platform"
    case conditionalPlatform = "conditional-platform"
    case needsIos11 = "needs-ios-11"
    case uikitGuideName = "uikit-guide-name"
    case marginsOnGuide = "margins-on-guide"
    case rootDeclaration = "root-declaration"
    case deviceUnderIos7 = "device-under-ios-7"

    // `vflc lint` (`DiagnosticMessage+Lint.swift`).
    case lintUnknownView = "lint-unknown-view"
    case lintUnknownMetric = "lint-unknown-metric"
    case lintUnknownViewOrMetric = "lint-unknown-view-or-metric"
    case optionsInFormatString = "options-in-format-string"
    case lintCallChecked = "lint-call-checked"
    case lintCallSkipped = "lint-call-skipped"
    case lintSummary = "lint-summary"
    case lintDocumentSkipped = "lint-document-skipped"
    case lintSceneSkipped = "lint-scene-skipped"

    // The command line and files (`DiagnosticMessage+Driver.swift`).
    case usageError = "usage-error"
    case unreadableInput = "unreadable-input"
    case unwritableOutput = "unwritable-output"
    case warningsNotShown = "warnings-not-shown"
    case unknownDiagnosticID = "unknown-diagnostic-id"
    case goldenDiffers = "golden-differs"
    case goldenUpdated = "golden-updated"
    case fileOptionIgnored = "file-option-ignored"

    // Stack views (`DiagnosticMessage+Stack.swift`).
    case unknownStackValue = "unknown-stack-value"
    case baselineRelativeOnHorizontalStack = "baseline-relative-on-horizontal-stack"
    case conditionalStack = "conditional-stack"
    case arrangedViewParent = "arranged-view-parent"
    case arrangedTwice = "arranged-twice"
    case arrangedNotView = "arranged-not-view"
    case customSpacingNotArranged = "custom-spacing-not-arranged"
    case arrangedFrameIgnored = "arranged-frame-ignored"

    // Autoresizing frames and wrapping text (`DiagnosticMessage+Autoresizing.swift`).
    case invalidSize = "invalid-size"
    case unknownAutoresizingMember = "unknown-autoresizing-member"
    case conditionalDesign = "conditional-design"
    case duplicateDesign = "duplicate-design"
    case missingDesignSize = "missing-design-size"
    case autoresizingWithoutFrame = "autoresizing-without-frame"
    case linesWithoutText = "lines-without-text"
    case invalidLineCount = "invalid-line-count"
    case textLayoutUnsettled = "text-layout-unsettled"

    // Interface Builder scenes (`DiagnosticMessage+InterfaceBuilderScenes.swift`).
    case malformedXML = "malformed-xml"
    case notInterfaceBuilderDocument = "not-interface-builder-document"
    case notIOSDocument = "not-ios-document"
    case needsFontMetrics = "needs-font-metrics"
    case interfaceBuilderValue = "ib-unknown-value"
    case interfaceBuilderNotModelled = "ib-not-modelled"
    case interfaceBuilderPlaceholder = "ib-placeholder-constraint"
    case interfaceBuilderUnknownItem = "ib-unknown-item"
    case interfaceBuilderNoScenes = "ib-no-scenes"
    case misplaced
    case storedAtAnotherSize = "stored-at-another-size"
    case interfaceBuilderTextWraps = "ib-text-wraps"
    case interfaceBuilderCustomViewSize = "ib-custom-view-size"
    case interfaceBuilderCustomConstraintClass = "ib-custom-constraint-class"
    case interfaceBuilderRootSize = "ib-root-size"
    case interfaceBuilderNoRootSize = "ib-no-root-size"
    case interfaceBuilderNoStoredSize = "ib-no-stored-size"

    /// The severity every diagnostic with this id has when it is made (`--strict` later turns
    /// warnings into errors): so `--suppress` can refuse an error's id, and `Diagnostic`'s
    /// initializer checks (in debug builds) that no site makes a warning of an error's id. Every
    /// id not listed here is an error.
    public var severity: Diagnostic.Severity {
        if Self.warnings.contains(self) { return .warning }
        if Self.notes.contains(self) { return .note }
        return .error
    }

    /// The ids of warnings (the `warning` rows of docs/diagnostics.md).
    static let warnings: Set<DiagnosticID> = [
        .viewNamedOnce, .ambiguousLayout, .contentPriorityAmbiguity, .outsideFittingSize, .optionalConstraintBroken,
        .negativeSize, .outsideSuperview, .containerTooSmall, .unknownDiagnosticID, .textLayoutUnsettled,
        .interfaceBuilderNotModelled, .interfaceBuilderUnknownItem, .misplaced, .interfaceBuilderNoStoredSize,
    ]

    /// The ids of messages printed as notes on their own (`note` rows of docs/diagnostics.md).
    static let notes: Set<DiagnosticID> = [
        .warningsNotShown, .goldenUpdated, .fileOptionIgnored, .deviceUnderIos7, .arrangedFrameIgnored,
        .lintCallChecked, .lintCallSkipped, .lintSummary, .lintDocumentSkipped, .lintSceneSkipped,
        .interfaceBuilderPlaceholder,
        .storedAtAnotherSize, .interfaceBuilderTextWraps, .interfaceBuilderCustomViewSize,
        .interfaceBuilderCustomConstraintClass, .interfaceBuilderRootSize,
    ]
}
