/// `==`, `<=` or `>=`: an `NSLayoutConstraint.Relation`.
public enum Relation: Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
