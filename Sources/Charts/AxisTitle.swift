import Foundation
import TrellisUI

/// An axis title (`chartXAxisLabel`).
struct AxisTitle {
    var content: AnyView
    var position: AnnotationPosition
}
