import Foundation
import TrellisUI

/// An `annotation(position:alignment:spacing:content:)` on a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: () -> AnyView
}
