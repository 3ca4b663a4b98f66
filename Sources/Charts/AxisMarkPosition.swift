import Foundation
import TrellisUI

/// Which side of the plot an axis's marks sit on.
public struct AxisMarkPosition: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// The default side: the bottom for x, the trailing side for y.
    public static var automatic: AxisMarkPosition { .init(kind: .automatic) }
    /// The leading side of the plot (a y axis).
    public static var leading: AxisMarkPosition { .init(kind: .leading) }
    /// The trailing side of the plot (a y axis).
    public static var trailing: AxisMarkPosition { .init(kind: .trailing) }
    /// Above the plot (an x axis).
    public static var top: AxisMarkPosition { .init(kind: .top) }
    /// Below the plot (an x axis).
    public static var bottom: AxisMarkPosition { .init(kind: .bottom) }
    /// The position's name.
    public var description: String { "\(kind)" }
}
