/// A size proposal a container makes to a view: on each axis a length, `nil` for "your
/// ideal length", 0 for "your smallest" or infinity for "your largest".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both axes zero: the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both axes unspecified: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both axes infinite: the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal as a size, an unspecified axis replaced by `size`'s (10 × 10 by
    /// default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
