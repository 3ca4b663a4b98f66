import TrellisProtocol

/// Horizontal position of a view in its container.
public struct HorizontalAlignment: Hashable, Sendable {
    let raw: Int
    public static let leading = HorizontalAlignment(raw: 0)
    public static let center = HorizontalAlignment(raw: 1)
    public static let trailing = HorizontalAlignment(raw: 2)
}

/// Vertical position of a view in its container.
public struct VerticalAlignment: Hashable, Sendable {
    let raw: Int
    public static let top = VerticalAlignment(raw: 0)
    public static let center = VerticalAlignment(raw: 1)
    public static let bottom = VerticalAlignment(raw: 2)
    public static let firstTextBaseline = VerticalAlignment(raw: 0)
    public static let lastTextBaseline = VerticalAlignment(raw: 2)
}

/// A 2D alignment (for `ZStack`, `frame`, `background`, `overlay`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var wire: TrellisProtocol.Alignment {
        switch (horizontal.raw, vertical.raw) {
        case (1, 1): .center
        case (0, 1): .leading
        case (2, 1): .trailing
        case (1, 0): .top
        case (1, 2): .bottom
        case (0, 0): .topLeading
        case (2, 0): .topTrailing
        case (0, 2): .bottomLeading
        default: .bottomTrailing
        }
    }
}
