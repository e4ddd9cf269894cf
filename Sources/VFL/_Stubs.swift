// TEMPORARY type-check stubs; deleted when the helper branches merge.
public struct ASCIIRenderer { public enum Charset { case ascii, unicode }
    public init(columns: Int = 80, charset: Charset = .ascii) {}; public func render(_ layout: LayoutResult) -> String { "" } }
public struct SVGRenderer { public init() {}; public func render(_ layout: LayoutResult) -> String { "" } }
public struct IRRenderer { public init() {}; public func render(_ system: ConstraintSystem, file: SourceFile) -> String { "" } }
public struct SwiftCodeRenderer { public init() {}; public func render(_ system: ConstraintSystem, file: SourceFile) -> String { "" } }
