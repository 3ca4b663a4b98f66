// HierarchicalShapeStyle: the levels below primary draw the iPhone's label colours, or
// the enclosing foreground colour at less opacity where the style is resolved in place.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct HierarchicalStyleAPI {
        func fill(_ view: some View) -> WireColor? {
            let h = Harness(view)
            let c = h.connection
            for n in c.visibleNodes() { if case .fill(let color)? = c.property(.fill, of: n), c.property(.shape, of: n) != nil { return color } }
            return nil
        }

        func textColor(_ view: some View) -> Property? {
            let h = Harness(view)
            let c = h.connection
            return c.property(.foreground, of: c.node(withText: "x")!)
        }

        @Test("tertiary, quaternary, quinary: the label colours; in a shape under a foreground colour, that colour fainter")
        func levels() {
            #expect(fill(Rectangle().fill(.tertiary).frame(width: 10, height: 10)) == WireColor(r: 60, g: 60, b: 67, a: 77))
            #expect(fill(Rectangle().fill(.quaternary).frame(width: 10, height: 10)) == WireColor(r: 60, g: 60, b: 67, a: 46))
            #expect(fill(Rectangle().fill(HierarchicalShapeStyle.quinary).frame(width: 10, height: 10))?.a == 26)
            #expect(fill(Rectangle().fill(HierarchicalShapeStyle.primary).frame(width: 10, height: 10)) == Color.primary.wire)
            #expect(fill(Rectangle().fill(HierarchicalShapeStyle.secondary).frame(width: 10, height: 10).foregroundColor(.red))
                    == Color.red.opacity(0.6).wire)
            #expect(textColor(Text("x").foregroundStyle(.tertiary)) == .foreground(WireColor(r: 60, g: 60, b: 67, a: 77)))
        }
    }
}
