import VFLSyntax

/// What a file says about its own environment, read once after parsing and before anything is
/// resolved: its `platform ios N` (the release, when the command line gives none) and its root's
/// `design WxH` (the size it is laid out at when no size is asked for). Both statements are checked
/// here, once per file: `platform` and `design` appear at most once, without a size-class
/// condition, with numbers vflc can use.
public struct FileFacts: Sendable {
    /// The release the file's first `platform` names, when vflc models it.
    public var release: UIKitRelease?
    /// The file's `design WxH`, when its numbers are usable.
    public var designSize: (width: Double, height: Double)?
    /// Whether the file writes an unconditional `design` (usable or not): a frame measured against
    /// a design size already reported is not reported again for the lack of one.
    public var hasDesignStatement = false
    /// The problems with those statements.
    public var diagnostics: [Diagnostic] = []

    public init(release: UIKitRelease? = nil, designSize: (width: Double, height: Double)? = nil) {
        self.release = release
        self.designSize = designSize
    }

    /// Reads and checks the file's `platform` and `design` statements.
    public static func read(_ syntax: FileSyntax) -> FileFacts {
        var facts = FileFacts()
        var collector = DiagnosticCollector()
        var platform: PlatformDeclaration?
        var design: SourceRange?
        let statements = syntax.statements
        // By index: a `for statement in` loop would copy each whole statement.
        for position in statements.indices {
            switch statements[position].kind {
            case .platform(let declaration):
                facts.checkPlatform(
                    declaration, conditions: statements[position].conditions, first: &platform,
                    diagnostics: &collector)
            case .design(let declaration):
                if let condition = statements[position].conditions.first {
                    collector.append(.error(.conditionalDesign, at: condition.range))
                    continue
                }
                if let design {
                    collector.append(.error(.duplicateDesign, at: declaration.range, notes: [.firstGiven(at: design)]))
                    continue
                }
                design = declaration.range
                facts.hasDesignStatement = true
                if let width = NumberCheck.checkedPositive(declaration.size.width, "a design size", &collector),
                    let height = NumberCheck.checkedPositive(declaration.size.height, "a design size", &collector)
                {
                    facts.designSize = (width, height)
                }
            default:
                continue
            }
        }
        facts.diagnostics = collector.diagnostics
        return facts
    }

    /// `platform` appears at most once, without a condition, and names a modelled release.
    private mutating func checkPlatform(
        _ declaration: PlatformDeclaration, conditions: [SizeClassCondition], first: inout PlatformDeclaration?,
        diagnostics: inout DiagnosticCollector
    ) {
        if let first {
            diagnostics.append(
                .error(.duplicatePlatform(), at: declaration.range, notes: [.platformFirstGiven(at: first.range)]))
            return
        }
        first = declaration
        if let condition = conditions.first {
            diagnostics.append(.error(.conditionalPlatform(), at: condition.range))
        }
        release = UIKitRelease(modelling: declaration.version.value)
        if release == nil {
            diagnostics.append(
                .error(
                    .unsupportedRelease(NumberCheck.exactText(declaration.version.value)),
                    at: declaration.version.range, notes: [.writeModelledPlatform]))
        }
    }
}
