// Issue 38 item 23: a drag's edge cases — a second `began` ends the first drag, a dragged
// node leaving layout ends its drag, and injectDrag alone is never a tap.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct SessionDragTests {
    /// A zstack (1) holding two draggable shapes: 2 at (0,0,100,100), 3 at (100,0,100,100).
    func twoHandles() -> SessionHarness {
        let h = SessionHarness()
        _ = h.send(txn(1, [
            .create(id: 1, kind: .hstack, props: [.spacing(0)]), .setRoot(id: 1),
            .create(id: 10, kind: .frame, props: [.width(100), .height(100)]),
            .create(id: 2, kind: .shape, props: [.draggable(true), .tappable(true)]),
            .create(id: 11, kind: .frame, props: [.width(100), .height(100)]),
            .create(id: 3, kind: .shape, props: [.draggable(true)]),
            .insert(parent: 10, child: 2, index: 0), .insert(parent: 11, child: 3, index: 0),
            .insert(parent: 1, child: 10, index: 0), .insert(parent: 1, child: 11, index: 1),
        ]))
        return h
    }

    func drags(_ events: [DaemonEvent]) -> [(NodeID, DragPhase, Double, Double)] {
        events.compactMap { e in
            if case let .inputDrag(id, phase, x, y, _, _, _) = e { (id, phase, x, y) } else { nil }
        }
    }

    @Test("a began during a drag first ends that drag with ended where its pointer last was")
    func secondBeganEndsTheFirst() {
        let h = twoHandles()
        guard let f2 = h.tree.frame(of: 2), let f3 = h.tree.frame(of: 3) else { Issue.record("no frames"); return }
        let a = (f2.x + 10, f2.y + 10), b = (f3.x + 10, f3.y + 10)
        let events = h.send(.injectDrag(phase: .began, x: a.0, y: a.1), .injectDrag(phase: .changed, x: a.0 + 5, y: a.1),
                            .injectDrag(phase: .began, x: b.0, y: b.1), .injectDrag(phase: .ended, x: b.0 + 1, y: b.1))
        let d = drags(events)
        #expect(d.map(\.0) == [2, 2, 2, 3, 3])
        #expect(d.map(\.1) == [.began, .changed, .ended, .began, .ended])
        #expect(d[2].2 == a.0 + 5 && d[2].3 == a.1, "ended at the last pointer position")
        #expect(!events.contains { caseName($0) == "inputTap" }, "injectDrag alone is never a tap")
    }

    @Test("a dragged node that leaves layout ends its drag after the frame's events; later moves are ignored")
    func nodeLeavingLayoutEndsTheDrag() {
        for destroy in [false, true] {
            let h = twoHandles()
            guard let f2 = h.tree.frame(of: 2) else { Issue.record("no frame"); return }
            _ = h.send(.injectDrag(phase: .began, x: f2.x + 1, y: f2.y + 1), .injectDrag(phase: .changed, x: 40, y: 40))
            let op: ClientMessage = destroy ? .destroy(id: 10) : .remove(parent: 1, child: 10)
            let events = h.send(txn(2, [op]))
            #expect(events.map(caseName) == ["committed", "disappeared", "frameDone", "inputDrag"], "\(events)")
            #expect(drags(events).map(\.1) == [.ended] && drags(events).first?.2 == 40)
            #expect(drags(h.send(.injectDrag(phase: .changed, x: 50, y: 50), .injectDrag(phase: .ended, x: 50, y: 50))).isEmpty)
        }
    }

    @Test("a dragSession drag goes on when its node leaves layout (moves are still reported), and ends when the node is destroyed")
    func dragSessionOutlivesLayout() {
        let h = SessionHarness()
        _ = h.send(txn(1, [
            .create(id: 1, kind: .hstack, props: [.spacing(0)]), .setRoot(id: 1),
            .create(id: 10, kind: .frame, props: [.width(100), .height(100)]),
            .create(id: 2, kind: .shape, props: [.draggable(true), .dragSession(true)]),
            .insert(parent: 10, child: 2, index: 0), .insert(parent: 1, child: 10, index: 0),
        ]))
        guard let f2 = h.tree.frame(of: 2) else { Issue.record("no frame"); return }
        _ = h.send(.injectDrag(phase: .began, x: f2.x + 1, y: f2.y + 1))
        let removed = h.send(txn(2, [.remove(parent: 1, child: 10)]))
        #expect(drags(removed).isEmpty, "leaving layout does not end it: \(removed)")
        #expect(drags(h.send(.injectDrag(phase: .changed, x: 150, y: 60))).map(\.1) == [.changed])
        let destroyed = h.send(txn(3, [.destroy(id: 10)]))
        #expect(drags(destroyed).map(\.1) == [.ended] && drags(destroyed).first?.2 == 150, "\(destroyed)")
        #expect(drags(h.send(.injectDrag(phase: .ended, x: 50, y: 50))).isEmpty)
    }

    @Test("a drag whose node stays in layout goes on (a commit that moves it keeps the frame of the began)")
    func dragSurvivesCommits() {
        let h = twoHandles()
        guard let f3 = h.tree.frame(of: 3) else { Issue.record("no frame"); return }
        _ = h.send(.injectDrag(phase: .began, x: f3.x + 1, y: f3.y + 1))
        let events = h.send(txn(2, [.move(parent: 1, child: 11, index: 0)]))
        #expect(drags(events).isEmpty)
        let moved = h.send(.injectDrag(phase: .changed, x: 5, y: 5))
        guard case let .inputDrag(3, .changed, _, _, _, _, frame)? = moved.first else { Issue.record("\(moved)"); return }
        #expect(frame == f3)
    }
}
