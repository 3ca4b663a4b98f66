// Pinches (protocol `pinchable`, `inputPinch`, `injectPinch`): routed like drags — to the
// pinchable node the pinch began over, until it ends; a second began or the node leaving
// layout ends it; a pinch over no pinchable node is not reported.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct SessionPinchTests {
    /// An hstack (1) of a pinchable frame (10) around a shape (2) at (0,0,100,100), and a
    /// plain shape (3) at (100,0,100,100).
    func pinchableAndPlain() -> SessionHarness {
        let h = SessionHarness()
        _ = h.send(txn(1, [
            .create(id: 1, kind: .hstack, props: [.spacing(0)]), .setRoot(id: 1),
            .create(id: 10, kind: .frame, props: [.width(100), .height(100), .pinchable(true)]),
            .create(id: 2, kind: .shape, props: []),
            .create(id: 11, kind: .frame, props: [.width(100), .height(100)]),
            .create(id: 3, kind: .shape, props: []),
            .insert(parent: 10, child: 2, index: 0), .insert(parent: 11, child: 3, index: 0),
            .insert(parent: 1, child: 10, index: 0), .insert(parent: 1, child: 11, index: 1),
        ]))
        return h
    }

    func pinches(_ events: [DaemonEvent]) -> [(NodeID, DragPhase, Double, Double)] {
        events.compactMap { e in
            if case let .inputPinch(id, phase, scale, rotation, _, _, _) = e { (id, phase, scale, rotation) } else { nil }
        }
    }

    /// A point `dx`, `dy` inside node `id`'s frame.
    func point(_ h: SessionHarness, in id: NodeID, _ dx: Double = 10, _ dy: Double = 10) -> (x: Double, y: Double) {
        let f = h.tree.frame(of: id)!
        return (f.x + dx, f.y + dy)
    }

    @Test("a pinch goes to the pinchable ancestor of what is under its start, with its frame, until it ends")
    func routedToThePinchableNode() {
        let h = pinchableAndPlain()
        let a = point(h, in: 2, 50, 40), b = point(h, in: 3)
        let events = h.send(.injectPinch(phase: .began, x: a.x, y: a.y, scale: 1, rotation: 0),
                            .injectPinch(phase: .changed, x: b.x, y: b.y, scale: 1.21, rotation: 0),
                            .injectPinch(phase: .ended, x: b.x, y: b.y, scale: 1.5, rotation: -0.25))
        let p = pinches(events)
        #expect(p.map(\.0) == [10, 10, 10], "it stays with the node it began over: \(events)")
        #expect(p.map(\.1) == [.began, .changed, .ended])
        #expect(p.map(\.2) == [1, 1.21, 1.5] && p.last?.3 == -0.25)
        guard case let .inputPinch(_, _, _, _, x, y, frame)? = events.first else { Issue.record("\(events)"); return }
        #expect(x == a.x && y == a.y && frame == h.tree.frame(of: 10))
        #expect(pinches(h.send(.injectPinch(phase: .changed, x: a.x, y: a.y, scale: 2, rotation: 0))).isEmpty,
                "no pinch under way: ignored")
        #expect(pinches(h.send(.injectPinch(phase: .began, x: b.x, y: b.y, scale: 1, rotation: 0))).isEmpty,
                "nothing pinchable there")
    }

    @Test("a began during a pinch ends it with its last values; a pinched node leaving layout ends it after the frame")
    func endsEarly() {
        let h = pinchableAndPlain()
        let a = point(h, in: 2), b = point(h, in: 2, 80, 80)
        let events = h.send(.injectPinch(phase: .began, x: a.x, y: a.y, scale: 1, rotation: 0),
                            .injectPinch(phase: .changed, x: a.x, y: a.y, scale: 0.8, rotation: 0.1),
                            .injectPinch(phase: .began, x: b.x, y: b.y, scale: 1, rotation: 0))
        let p = pinches(events)
        #expect(p.map(\.1) == [.began, .changed, .ended, .began], "\(events)")
        guard p.count == 4 else { return }
        #expect(p[2].2 == 0.8 && p[2].3 == 0.1 && p[3].0 == 10)
        let removed = h.send(txn(2, [.remove(parent: 1, child: 10)]))
        #expect(removed.map(caseName) == ["committed", "disappeared", "frameDone", "inputPinch"], "\(removed)")
        #expect(pinches(removed).map(\.1) == [.ended])
    }

    @Test("injectPinch needs finite values and a positive scale")
    func invalidValues() {
        let h = pinchableAndPlain()
        let events = h.send(.injectPinch(phase: .began, x: 50, y: 40, scale: 0, rotation: 0))
        #expect(events.contains { if case .error(.invalidValue, _, _, _) = $0 { true } else { false } }, "\(events)")
    }
}

