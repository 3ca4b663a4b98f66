// Pinned section headers and footers (protocol `pinned`): a lazy stack's header stays at
// the top of the scroll view while its section scrolls, is pushed up by the next header,
// is painted and hit above the rows, and leaves layout and reported frames alone.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Pinned section headers and footers")
struct PinnedViewsTests {
    /// A 100-point-high vertical scroll view over a lazy stack of two sections, each a
    /// 20-point header (tappable) and five 30-point rows (tappable), then a 20-point footer.
    private struct Sections {
        let f = LayoutFixture()
        var scroll: NodeID = 0
        var headers: [NodeID] = [], footers: [NodeID] = [], rows: [NodeID] = []
        init(footers pinFooters: Bool = false) {
            var kids: [NodeID] = []
            for _ in 0..<2 {
                let h = f.effect(f.frame(f.node(.shape, [.fill(WireColor(r: 0, g: 0, b: 255)), .tappable(true)]), [.height(20)]),
                                 [.pinned(.header)])
                headers.append(h)
                kids.append(h)
                for _ in 0..<5 {
                    let r = f.frame(f.node(.shape, [.fill(WireColor(r: 200, g: 200, b: 200)), .tappable(true)]), [.height(30)])
                    rows.append(r)
                    kids.append(r)
                }
                let foot = f.effect(f.frame(f.color(WireColor(r: 0, g: 255, b: 0)), [.height(20)]),
                                    pinFooters ? [.pinned(.footer)] : [])
                footers.append(foot)
                kids.append(foot)
            }
            let stack = f.node(.lazyVStack, [.spacing(0)], kids)
            scroll = f.node(.scroll, [], [stack])
            f.layout(scroll, 200, 100)
        }

        /// Where `id` is drawn (window coordinates) and its index in paint order.
        func drawn(_ id: NodeID, serial: UInt64) -> (y: Double, index: Int)? {
            let items = Array(f.tree.committedFrame(serial: serial).items)
            guard let i = items.firstIndex(where: { $0.id == id }) else { return nil }
            return (items[i].frame.y, i)
        }

        func scroll(to y: Double) {
            let now = f.tree.scrollOffset(of: scroll).y
            _ = f.tree.scroll(scroll, dx: 0, dy: y - now)
            f.tree.layout(surface: WireSize(width: 200, height: 100))
        }
    }

    @Test("a header stays at the top while its section scrolls, painted and hit above the rows")
    func headerSticks() throws {
        let s = Sections()
        #expect(s.drawn(s.headers[0], serial: 1)?.y == 0, "at rest: where it is laid out")
        s.scroll(to: 60)
        let h = try #require(s.drawn(s.headers[0], serial: 2))
        #expect(h.y == 0, "scrolled 60: the header is drawn at the top, not at -60")
        let row = try #require(s.drawn(s.rows[1], serial: 3))
        #expect(row.y == -10 && h.index > row.index, "the row under it is painted before it")
        let hit = try #require(s.f.tree.hitTest(WirePoint(x: 100, y: 10)))
        #expect(s.f.tree.frame(of: hit)?.height == 20, "a tap at the top hits the header's shape, not the row under it")
        #expect(s.f.tree.frame(of: s.headers[0])?.y == -60, "the reported frame is the laid-out one")
    }

    @Test("the next header pushes the pinned one up, then takes its place")
    func nextHeaderPushes() throws {
        let s = Sections()
        // Section 0 spans 0…190 (header 20, rows 150, footer 20); header 1 starts at 190.
        s.scroll(to: 180)
        #expect(s.drawn(s.headers[0], serial: 1)?.y == -10, "pushed: it ends where header 1 begins (190 - 180)")
        #expect(s.drawn(s.headers[1], serial: 2)?.y == 10)
        s.scroll(to: 250)
        #expect(s.drawn(s.headers[1], serial: 3)?.y == 0, "header 1 is pinned now")
    }

    @Test("a pinned footer stays at the bottom while its section is in view, and not above its section")
    func footerSticks() throws {
        let s = Sections(footers: true)
        // Footer 0 is laid out at 170…190: at rest it is drawn at the bottom edge (80…100).
        #expect(s.drawn(s.footers[0], serial: 1)?.y == 80)
        s.scroll(to: 100)
        #expect(s.drawn(s.footers[0], serial: 2)?.y == 70, "in view where it lies: not moved")
        // Footer 1 is laid out at 360…380; section 1 starts at 190, below the visible part.
        s.scroll(to: 0)
        #expect(s.drawn(s.footers[1], serial: 3)?.y == 360, "its section is out of view: not moved")
    }

    @Test("pinned on a node outside a lazy stack in a scroll view changes nothing")
    func ignoredElsewhere() {
        let f = LayoutFixture()
        let h = f.effect(f.frame(f.color(), [.height(20)]), [.pinned(.header)])
        let v = f.node(.vstack, [], [h, f.frame(f.color(), [.height(300)])])
        let scroll = f.node(.scroll, [], [v])
        f.layout(scroll, 200, 100)
        _ = f.tree.scroll(scroll, dx: 0, dy: 50)
        f.tree.layout(surface: WireSize(width: 200, height: 100))
        let item = f.tree.committedFrame(serial: 1).items.first { $0.id == h }
        #expect(item?.frame.y == -50)
    }
}
