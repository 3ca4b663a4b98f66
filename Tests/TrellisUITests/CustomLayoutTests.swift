// SwiftUI's Layout protocol: a custom layout runs in the app with its subviews' sizes as
// the daemon measures them (customLayout + layoutMeasured), and converges within settle.
import Testing
import TrellisProtocol
@testable import TrellisUI

/// The flow layout of Apple's and every tutorial's examples: subviews left to right at
/// their ideal sizes, wrapping to a new row when the proposed width is used up.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews)
        return CGSize(width: rows.maxX, height: rows.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(width: bounds.width, subviews)
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + rows.points[i].x, y: bounds.minY + rows.points[i].y), proposal: .unspecified)
        }
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> (points: [CGPoint], maxX: CGFloat, height: CGFloat) {
        var points: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, maxX: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            points.append(CGPoint(x: x, y: y))
            maxX = max(maxX, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (points, maxX, y + rowHeight)
    }
}

private struct Tags: View {
    var body: some View {
        FlowLayout {
            ForEach(["alpha", "beta", "gamma", "delta"], id: \.self) { Text($0) }
        }
        .frame(width: 130)
    }
}

private struct Switcher: View {
    @State private var vertical = false
    var body: some View {
        VStack {
            Button("switch") { vertical.toggle() }
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            layout {
                Text("one")
                Text("two")
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct CustomLayout {
        private func frame(_ h: Harness, _ text: String) -> WireRect {
            h.connection.frame(of: h.connection.node(withText: text)!)!
        }

        @Test("S22 a flow Layout places its subviews by their measured sizes and wraps at the proposed width")
        func flowLayout() {
            let h = Harness(Tags())
            let alpha = frame(h, "alpha"), beta = frame(h, "beta"), gamma = frame(h, "gamma"), delta = frame(h, "delta")
            // Headless text is 10 points a character: alpha 50, beta 40 (at 58); gamma at
            // 106 would end at 156 > 130, so it starts the second row, 20 + 8 lower.
            #expect(beta.x - alpha.x == 58 && beta.y == alpha.y)
            #expect(gamma.x == alpha.x && gamma.y - alpha.y == 28)
            #expect(delta.x - alpha.x == 58 && delta.y == gamma.y)
            #expect(h.connection.firstNode(ofKind: .customLayout) != nil)
        }

        @Test("HStackLayout used directly is a native stack; AnyLayout switches layouts and keeps its subviews")
        func anyLayoutSwitch() {
            let direct = Harness(HStackLayout(spacing: 4) { Text("a"); Text("b") })
            #expect(direct.connection.firstNode(ofKind: .hstack) != nil)
            #expect(direct.connection.firstNode(ofKind: .customLayout) == nil)

            let h = Harness(Switcher())
            var one = frame(h, "one"), two = frame(h, "two")
            #expect(two.x - one.x == 34 && two.y == one.y, "side by side, 4 apart: \(one) \(two)")
            let oneNode = h.connection.node(withText: "one")
            h.tap("switch")
            one = frame(h, "one"); two = frame(h, "two")
            #expect(two.y - one.y == 24 && two.x == one.x, "stacked, 4 apart: \(one) \(two)")
            #expect(h.connection.node(withText: "one") == oneNode, "the subview kept its render node")
        }

        @Test("ProposedViewSize replaces unspecified dimensions with 10 by default")
        func proposedViewSize() {
            #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
            #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                    == CGSize(width: 30, height: 2))
        }
    }
}

/// Reports each subview's layout priority as its width, to check what a Layout reads.
private struct PriorityProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 20 * CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + 10 * s.priority, y: bounds.minY + 20 * CGFloat(i)), proposal: .unspecified)
        }
    }
}

extension TrellisUITests.CustomLayout {
    @Test("LayoutSubview.priority is the subview's layoutPriority")
    func priority() {
        let h = Harness(PriorityProbe { Text("p0"); Text("p3").layoutPriority(3) })
        let p0 = h.connection.frame(of: h.connection.node(withText: "p0")!)!
        let p3 = h.connection.frame(of: h.connection.node(withText: "p3")!)!
        #expect(p3.x - p0.x == 30)
    }
}

extension TrellisUITests.CustomLayout {
    @Test("a layoutMeasured report split over consecutive events (protocol README §8) is joined before the layout runs")
    func splitReportIsJoined() throws {
        let h = Harness(Tags())
        let id = try #require(h.connection.firstNode(ofKind: .customLayout))
        let state = try #require(h.host.graph.renderOwner[id]?.extra?.customLayout)
        let placed = CustomLayoutState.wire(try #require(state.placedProposal))
        // Every tag 100 wide: in 130 points each takes a row of its own — if all four sizes arrive.
        let wide = WireLayoutSize(unspecified: 3, proposalWidth: 0, proposalHeight: 0, width: 100, height: 20)
        let before = h.transactions.count
        h.host.handle([.layoutMeasured(id: id, proposal: placed, sizes: [wide, wide]),
                       .layoutMeasured(id: id, proposal: placed, sizes: [wide, wide]),
                       .syncDone(token: 99)])
        let sent = h.transactions.dropFirst(before).flatMap { $0 }
        let placements = sent.compactMap { m -> [WirePlacement]? in
            guard case let .update(node, props) = m, node == id else { return nil }
            return props.compactMap { if case .placements(let p) = $0 { p } else { nil } }.first
        }.last
        let ys = Set(try #require(placements, "no new placements in \(sent)").map(\.y))
        #expect(ys.count == 4, "four rows: \(String(describing: placements))")
    }
}
