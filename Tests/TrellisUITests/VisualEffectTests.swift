// visualEffect: effects computed from the view's size as the daemon laid it out.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct VisualEffects {
        @Test("visualEffect reads the view's laid-out size and applies offset, scale and opacity without changing layout")
        func sizeDrivenEffects() {
            let h = Harness(VStack(spacing: 0) {
                Text("moved").visualEffect { content, proxy in
                    content.offset(x: proxy.size.width / 2).opacity(proxy.size.width > 0 ? 0.5 : 1)
                }
                Text("below")
            }, width: 300, height: 200)
            h.settle()
            let text = h.connection.node(withText: "moved")!
            var offsets: [WirePoint] = [], opacities: [Double] = []
            var n: NodeID? = h.connection.parent(of: text)
            while let id = n {
                if case .offset(let p)? = h.connection.property(.offset, of: id) { offsets.append(p) }
                if case .opacity(let o)? = h.connection.property(.opacity, of: id) { opacities.append(o) }
                n = h.connection.parent(of: id)
            }
            // "moved" is 50 wide (headless glyphs are 10): offset by half of it.
            #expect(offsets == [WirePoint(x: 25, y: 0)], "\(offsets)")
            #expect(opacities == [0.5], "\(opacities)")
            let moved = h.connection.frame(of: text)!, below = h.connection.frame(of: h.connection.node(withText: "below")!)!
            #expect(below.y == moved.y + moved.height, "layout is unchanged")
            #expect(EmptyVisualEffect().scaleEffect(2).rotationEffect(.degrees(90))._effects.count == 2)
        }

        @Test("visualEffect's rotation3DEffect sends the rotation's projection, as the view modifier does")
        func rotation3D() throws {
            let h = Harness(Text("card").visualEffect { content, _ in
                content.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            }, width: 300, height: 200)
            h.settle()
            var found: [Double]?
            var n: NodeID? = h.connection.node(withText: "card")
            while let id = n, found == nil {
                if case .projection(let m)? = h.connection.property(.projection, of: id) { found = m }
                n = h.connection.parent(of: id)
            }
            let m = try #require(found)
            #expect(abs(m[0] - 0.5) < 1e-9 && abs(m[3] - 1) < 1e-9, "cos 60° squeezes x only: \(m)")
        }
    }
}
