/// `design 320x480`: the root's size when the file's frames were written (autoresizing masks).
public struct DesignDeclaration: Sendable {
    public var size: SizeSyntax
    public var range: SourceRange

    public init(size: SizeSyntax, range: SourceRange) {
        self.size = size
        self.range = range
    }
}

/// `WxH` after `design`, `design=` or `text=` (width then height, both required).
public struct SizeSyntax: Sendable {
    public var width: NumberLiteral
    public var height: NumberLiteral
    public var range: SourceRange

    public init(width: NumberLiteral, height: NumberLiteral, range: SourceRange) {
        self.width = width
        self.height = height
        self.range = range
    }
}

/// `frame=x,y,w,h`: a view's frame in its parent's coordinates at the parent's design size.
public struct FrameSyntax: Sendable {
    public var x: NumberLiteral
    public var y: NumberLiteral
    public var width: NumberLiteral
    public var height: NumberLiteral
    public var range: SourceRange

    public init(x: NumberLiteral, y: NumberLiteral, width: NumberLiteral, height: NumberLiteral, range: SourceRange) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.range = range
    }
}

/// `autoresizing=flexibleWidth,flexibleBottomMargin`: `UIView.AutoresizingMask`, by UIKit's
/// member names.
public struct AutoresizingSyntax: Sendable {
    /// One member of `UIView.AutoresizingMask`, named as in Swift.
    public enum Member: String, Sendable, CaseIterable {
        case none, flexibleLeftMargin, flexibleWidth, flexibleRightMargin
        case flexibleTopMargin, flexibleHeight, flexibleBottomMargin
    }

    public var members: [Member]
    public var range: SourceRange

    public init(members: [Member], range: SourceRange) {
        self.members = members
        self.range = range
    }

    public func contains(_ member: Member) -> Bool { members.contains(member) }
}
