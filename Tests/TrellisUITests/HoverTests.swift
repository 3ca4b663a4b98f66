// onHover, onContinuousHover and pointerStyle over the real daemon core: the pointer is
// moved as a mouse would (EmbeddedConnection.hover) and the views hear it.
import Testing
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct HoverTests {
        struct Card: View {
            @State var hovering = false
            var body: some View {
                VStack {
                    Text(hovering ? "Hovering" : "Idle")
                        .padding(20)
                        .background(Color.blue)
                        .onHover { hovering = $0 }
                    Text("Elsewhere").padding(20)
                }
            }
        }

        func centre(_ h: Harness, _ text: String) -> WirePoint {
            let f = h.connection.frame(of: h.connection.node(withText: text)!)!
            return WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2)
        }

        @Test("onHover: true when the pointer comes over the view, false when it moves off or leaves the window")
        func onHoverEntersAndLeaves() {
            let h = Harness(Card())
            #expect(h.texts.contains("Idle"))
            h.connection.hover(at: centre(h, "Idle"))
            h.settle()
            #expect(h.texts.contains("Hovering"))
            h.connection.hover(at: centre(h, "Elsewhere"))
            h.settle()
            #expect(h.texts.contains("Idle"))
            h.connection.hover(at: centre(h, "Idle"))
            h.settle()
            #expect(h.texts.contains("Hovering"))
            h.connection.hover(at: nil)
            h.settle()
            #expect(h.texts.contains("Idle"))
        }

        struct Tracker: View {
            @State var where_ = "none"
            var body: some View {
                VStack(spacing: 0) {
                    Color.green.frame(width: 200, height: 100)
                        .onContinuousHover { phase in
                            switch phase {
                            case .active(let p): where_ = "at \(Int(p.x)),\(Int(p.y))"
                            case .ended: where_ = "ended"
                            }
                        }
                    Text(where_)
                }
            }
        }

        @Test("onContinuousHover reports the location in the view's own space as the pointer moves, then .ended")
        func continuousHoverLocations() {
            let h = Harness(Tracker())
            let rect = h.connection.frame(of: h.connection.firstNode(ofKind: .shape)!)!
            h.connection.hover(at: WirePoint(x: rect.x + 10, y: rect.y + 20))
            h.settle()
            #expect(h.texts.contains("at 10,20"), "\(h.texts)")
            h.connection.hover(at: WirePoint(x: rect.x + 150, y: rect.y + 75))
            h.settle()
            #expect(h.texts.contains("at 150,75"), "\(h.texts)")
            h.connection.hover(at: WirePoint(x: rect.x + 150, y: rect.y + 300))
            h.settle()
            #expect(h.texts.contains("ended"), "\(h.texts)")
        }

        @Test("pointerStyle sets the render property the daemon resolves the look from")
        func pointerStyleProperty() {
            let h = Harness(Text("Open").pointerStyle(.link))
            let text = h.connection.node(withText: "Open")!
            var n: NodeID? = text
            var found: Property?
            while let id = n, found == nil { found = h.connection.property(.pointerStyle, of: id); n = h.connection.parent(of: id) }
            #expect(found == .pointerStyle(.link))
        }
    }
}
