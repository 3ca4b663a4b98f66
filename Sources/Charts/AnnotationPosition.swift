import Foundation
import TrellisUI

/// Where an annotation (or a legend, or an axis label) sits relative to its mark or chart.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind

    /// The chart decides: above a vertical bar, to the trailing side of a horizontal one.
    public static var automatic: AnnotationPosition { .init(kind: .automatic) }
    /// Centred on the mark.
    public static var overlay: AnnotationPosition { .init(kind: .overlay) }
    /// Above the mark.
    public static var top: AnnotationPosition { .init(kind: .top) }
    /// Below the mark.
    public static var bottom: AnnotationPosition { .init(kind: .bottom) }
    /// Before the mark.
    public static var leading: AnnotationPosition { .init(kind: .leading) }
    /// After the mark.
    public static var trailing: AnnotationPosition { .init(kind: .trailing) }
    /// Above and before the mark.
    public static var topLeading: AnnotationPosition { .init(kind: .topLeading) }
    /// Above and after the mark.
    public static var topTrailing: AnnotationPosition { .init(kind: .topTrailing) }
    /// Below and before the mark.
    public static var bottomLeading: AnnotationPosition { .init(kind: .bottomLeading) }
    /// Below and after the mark.
    public static var bottomTrailing: AnnotationPosition { .init(kind: .bottomTrailing) }
}
