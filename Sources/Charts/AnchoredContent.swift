import Foundation
import TrellisUI

/// Content placed against a point: `alignment` says which of its edges (or its centre)
/// touches the point, at its ideal size.
struct AnchoredContent<Content: View>: View {
    let point: CGPoint
    let alignment: Alignment
    @ViewBuilder let content: () -> Content

    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .overlay(alignment: alignment) { content().fixedSize() }
            .position(x: point.x, y: point.y)
    }
}
