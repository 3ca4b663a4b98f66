// onScrollGeometryChange: the offset the daemon reports as the user scrolls, the content's
// and the scroll view's sizes.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@MainActor
private final class GeometryLog {
    var offsets: [(CGFloat, CGFloat)] = []
    var geometries: [ScrollGeometry] = []
}

private struct ScrolledList: View {
    let log: GeometryLog
    @State private var pastTop = false
    var body: some View {
        VStack(spacing: 0) {
            Text(pastTop ? "scrolled" : "at top")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in Text("row \(i)").frame(height: 40) }
                }
            }
            .frame(height: 200)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
                log.offsets.append((old, new))
            }
            .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 0 }) { _, new in pastTop = new }
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in log.geometries.append(new) }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ScrollGeometryChanges {
        @Test("onScrollGeometryChange runs with the old and new values as the content scrolls; sizes come from layout")
        func offsetsAndSizes() {
            let log = GeometryLog()
            let h = Harness(ScrolledList(log: log), width: 300, height: 400)
            #expect(h.texts.contains("at top"))
            #expect(log.offsets.isEmpty, "nothing changed yet: \(log.offsets)")
            let row = h.connection.frame(of: h.connection.node(withText: "row 1")!)!
            h.connection.wheel(at: WirePoint(x: row.x + 5, y: row.y + 5), dy: 120)
            h.settle()
            #expect(log.offsets.count == 1 && log.offsets.first.map { $0.0 == 0 && $0.1 == 120 } == true, "\(log.offsets)")
            #expect(h.texts.contains("scrolled"), "a state change from the action updates the view")
            let g = log.geometries.last
            #expect(g?.contentSize == CGSize(width: 60, height: 2000), "\(String(describing: g))")
            #expect(g?.containerSize.height == 200)
            #expect(g?.visibleRect == CGRect(x: 0, y: 120, width: g?.containerSize.width ?? 0, height: 200))
            h.connection.wheel(at: WirePoint(x: row.x + 5, y: row.y + 5), dy: -500)
            h.settle()
            #expect(log.offsets.last.map { $0.1 == 0 } == true, "the daemon clamps at the top: \(log.offsets)")
            #expect(h.texts.contains("at top"))
        }

        /// `row` 50 points down a scroll view's content (under a red band, over a tall blue
        /// one), the scroll view 30 points below the window's top.
        static func belowHeader(_ row: some View) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                    row
                    Color.blue.frame(height: 1000)
                }
            }
            .padding(.top, 30)
        }

        @Test("frame(in: .scrollView) is measured from the innermost scroll view's visible bounds: it moves as the content scrolls")
        func scrollViewCoordinateSpace() throws {
            let h = Harness(Self.belowHeader(GeometryReader { proxy in
                Text("minY \(Int(proxy.frame(in: .scrollView).minY)) axis \(Int(proxy.frame(in: .scrollView(axis: .vertical)).minY))")
            }
            .frame(height: 40)), width: 300, height: 400)
            h.settle()
            #expect(h.texts.contains("minY 50 axis 50"), "\(h.texts)")
            let f = try #require(h.connection.frame(of: h.connection.node(withText: "minY 50 axis 50")!))
            h.connection.wheel(at: WirePoint(x: f.x + 5, y: f.y + 5), dy: 20)
            h.settle()
            #expect(h.texts.contains("minY 30 axis 30"), "\(h.texts)")
        }

        @Test("visualEffect's proxy measures .scrollView from the scroll view's visible bounds too")
        func visualEffectScrollViewSpace() throws {
            let h = Harness(Self.belowHeader(Text("row").frame(height: 40)
                .visualEffect { content, proxy in content.opacity(proxy.frame(in: .scrollView).minY == 50 ? 0.5 : 1) }),
                            width: 300, height: 400)
            h.settle()
            let c = h.connection
            let faded = c.visibleNodes().contains { c.property(.opacity, of: $0) == .opacity(0.5) }
            #expect(faded, "minY in the scroll view's space is 50 (80 in the window)")
        }

        @Test("AnyScrollTargetBehavior carries the behaviour it wraps to the daemon: a wrapped .paging snaps by pages, a wrapped .viewAligned to views")
        func anyScrollTargetBehavior() {
            func snap(_ behavior: AnyScrollTargetBehavior) -> Property? {
                let h = Harness(ScrollView(.horizontal) { HStack { Text("a"); Text("b") }.scrollTargetLayout() }
                    .scrollTargetBehavior(behavior))
                guard let scroll = h.connection.firstNode(ofKind: .scroll) else { return nil }
                return h.connection.property(.scrollSnap, of: scroll)
            }
            #expect(snap(AnyScrollTargetBehavior(.paging)) == .scrollSnap(WireScrollSnap(mode: .paging, limit: .never)))
            #expect(snap(AnyScrollTargetBehavior(AnyScrollTargetBehavior(.viewAligned(limitBehavior: .always))))
                == .scrollSnap(WireScrollSnap(mode: .viewAligned, limit: .one)))
            var target = ScrollTarget(rect: CGRect(x: 0, y: 130, width: 100, height: 100))
            let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: .zero,
                                                      contentSize: CGSize(width: 100, height: 1000),
                                                      containerSize: CGSize(width: 100, height: 100), axes: .vertical)
            AnyScrollTargetBehavior(.paging).updateTarget(&target, context: context)
            #expect(target.rect.origin.y == 100, "the wrapped behaviour adjusts the target")
        }
    }
}
