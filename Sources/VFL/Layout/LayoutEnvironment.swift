/// PLACEHOLDER (replaced by the cli branch's version): one layout to make.
public struct LayoutEnvironment: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var traits: SizeClassTraits
    public var device: String?
    public var orientation: String?
    public var split: String?
    public var topLayoutGuide: Double?
    public var bottomLayoutGuide: Double?

    public init(width: Double?, height: Double?, traits: SizeClassTraits, device: String? = nil, orientation: String? = nil,
                split: String? = nil, topLayoutGuide: Double? = nil, bottomLayoutGuide: Double? = nil) {
        self.width = width
        self.height = height
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.split = split
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
    }
}
