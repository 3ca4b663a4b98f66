// S17/S18: appear and disappear, top-down, after the commit that changed participation.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session lifecycle events (S17, S18)")
struct SessionLifecycleTests {
    /// 1 vstack [2 hstack [4 text, 5 text], 3 text]
    let nested: [ClientMessage] = [
        .create(id: 1, kind: .vstack, props: []),
        .create(id: 2, kind: .hstack, props: []),
        .create(id: 3, kind: .text, props: [.text("c")]),
        .create(id: 4, kind: .text, props: [.text("a")]),
        .create(id: 5, kind: .text, props: [.text("b")]),
        .insert(parent: 2, child: 4, index: 0),
        .insert(parent: 2, child: 5, index: 1),
        .insert(parent: 1, child: 2, index: 0),
        .insert(parent: 1, child: 3, index: 1),
        .setRoot(id: 1),
    ]

    @Test("S17 nodes appear after the first commit, parents before children, siblings in order")
    func appearTopDown() {
        let h = SessionHarness()
        #expect(appeared(h.send(txn(1, nested))) == [1, 2, 4, 5, 3])
    }

    @Test("S17 a node created but not attached to the root does not appear")
    func detachedDoesNotAppear() {
        let h = SessionHarness()
        let events = h.send(txn(1, nested + [.create(id: 9, kind: .text, props: [])]))
        #expect(!appeared(events).contains(9))
    }

    @Test("S18 removing a subtree disappears it top-down after that commit; nothing else changes")
    func disappearTopDown() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        let events = h.send(txn(2, .remove(parent: 1, child: 2)))
        #expect(disappeared(events) == [2, 4, 5])
        #expect(appeared(events).isEmpty)
    }

    @Test("S18 destroying a subtree disappears it")
    func destroyDisappears() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        #expect(disappeared(h.send(txn(2, .destroy(id: 2)))) == [2, 4, 5])
    }

    @Test("S18 within one commit every disappearance is reported before any appearance")
    func disappearBeforeAppear() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        let events = h.send(txn(2, .destroy(id: 3), .create(id: 6, kind: .text, props: []),
                                .insert(parent: 1, child: 6, index: 1)))
        let names = events.map(caseName)
        #expect(names.firstIndex(of: "disappeared")! < names.firstIndex(of: "appeared")!)
        #expect(disappeared(events) == [3])
        #expect(appeared(events) == [6])
    }

    @Test("S18 opacity(0) does not disappear a node")
    func opacityZeroStays() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        let events = h.send(txn(2, .update(id: 2, props: [.opacity(0)])))
        #expect(disappeared(events).isEmpty)
        #expect(appeared(events).isEmpty)
    }

    @Test("S18 every ZStack layer appears, hidden ones too, in sibling order")
    func zstackLayersAppear() {
        let h = SessionHarness()
        let events = h.send(txn(1,
            .create(id: 1, kind: .zstack, props: []),
            .create(id: 2, kind: .shape, props: []),
            .create(id: 3, kind: .shape, props: [.opacity(0)]),
            .create(id: 4, kind: .text, props: [.text("top")]),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 3, index: 1),
            .insert(parent: 1, child: 4, index: 2),
            .setRoot(id: 1)))
        #expect(appeared(events) == [1, 2, 3, 4])
    }

    @Test("S17 a removed node re-inserted later appears again")
    func reinsertAppearsAgain() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        #expect(disappeared(h.send(txn(2, .remove(parent: 1, child: 3)))) == [3])
        #expect(appeared(h.send(txn(3, .insert(parent: 1, child: 3, index: 0)))) == [3])
    }

    @Test("S17 moving a node within its parent neither disappears nor appears it")
    func moveIsQuiet() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        let events = h.send(txn(2, .move(parent: 1, child: 3, index: 0)))
        #expect(appeared(events).isEmpty && disappeared(events).isEmpty)
    }

    @Test("S8 an id destroyed and created again in one transaction disappears and appears (a new node)")
    func recreatedIdIsNew() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        let events = h.send(txn(2, .destroy(id: 3), .create(id: 3, kind: .text, props: [.text("new")]),
                                .insert(parent: 1, child: 3, index: 1)))
        #expect(disappeared(events) == [3])
        #expect(appeared(events) == [3])
    }

    @Test("changing the root disappears the old tree and appears the new one")
    func rootChange() {
        let h = SessionHarness()
        h.send(txn(1, nested))
        let events = h.send(txn(2, .create(id: 8, kind: .text, props: [.text("other")]), .setRoot(id: 8)))
        #expect(disappeared(events) == [1, 2, 4, 5, 3])
        #expect(appeared(events) == [8])
    }

    @Test("S23 a geometry node reports its window frame once, then only when it changes")
    func geometryReportedOnChange() {
        let h = SessionHarness()
        let first = h.send(txn(1, .create(id: 1, kind: .geometry, props: []), .setRoot(id: 1)))
        let size = h.backend.surfaceSize
        #expect(first.contains(.geometry(id: 1, frame: WireRect(x: 0, y: 0, width: size.width, height: size.height))))
        let second = h.send(txn(2, .update(id: 1, props: [.opacity(0.5)])))
        #expect(!second.contains { caseName($0) == "geometry" })
        let resized = h.send(.injectResize(width: 300, height: 200))
        #expect(resized.first == .resized(width: 300, height: 200))
        #expect(resized.contains(.geometry(id: 1, frame: WireRect(x: 0, y: 0, width: 300, height: 200))))
    }

    @Test("geometry events go only to a client that asked for the geometry capability")
    func geometryNeedsTheCapability() {
        let h = SessionHarness(capabilities: [.testing])
        let events = h.send(txn(1, .create(id: 1, kind: .geometry, props: []),
                                .create(id: 2, kind: .shape, props: [.reportsGeometry(true)]),
                                .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
        #expect(!events.contains { caseName($0) == "geometry" }, "\(events)")
        #expect(!h.send(.injectResize(width: 300, height: 200)).contains { caseName($0) == "geometry" })
        #expect(!h.isClosing)
    }

    @Test("reportsGeometry(true) on an ordinary node reports its frame; false stops it")
    func reportsGeometryFlag() {
        let h = SessionHarness()
        let events = h.send(txn(1, .create(id: 1, kind: .shape, props: [.reportsGeometry(true)]), .setRoot(id: 1)))
        #expect(events.contains { caseName($0) == "geometry" })
        h.send(txn(2, .update(id: 1, props: [.reportsGeometry(false)])))
        let resized = h.send(.injectResize(width: 100, height: 100))
        #expect(!resized.contains { caseName($0) == "geometry" })
    }

    @Test("a property update that moves a reporting node reports its new frame (no structural change needed)")
    func geometryAfterUpdateOnly() {
        let h = SessionHarness()
        h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 2, kind: .text, props: [.text("a")]),
            .create(id: 3, kind: .frame, props: [.width(10), .height(10), .reportsGeometry(true)]),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 3, index: 1),
            .setRoot(id: 1)))
        let before = h.tree.frame(of: 3)!
        let events = h.send(txn(2, .update(id: 2, props: [.text("a\nb\nc")])))
        let after = h.tree.frame(of: 3)!
        #expect(before != after)
        #expect(events.map(caseName) == ["committed", "geometry", "frameDone"])
        #expect(events.contains(.geometry(id: 3, frame: after)))
    }

    @Test("long appear lists are split into several events that keep the order")
    func appearChunked() {
        let backend = HeadlessBackend()
        let compositor = Compositor(backend: backend)
        let h = SessionHarness(handshake: false, backend: backend, compositor: compositor)
        h.send(.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [],
                      clientName: "small frames", maxFrameSize: UInt32(TrellisWire.minimumFrameSize)))
        var ops: [ClientMessage] = [.create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)]
        for i in 2...3000 {
            ops.append(.create(id: NodeID(i), kind: .shape, props: []))
            ops.append(.insert(parent: 1, child: NodeID(i), index: UInt32(i - 2)))
        }
        let events = h.send(txn(1, ops))
        #expect(events.filter { caseName($0) == "appeared" }.count > 1)
        #expect(appeared(events) == (1...3000).map { NodeID($0) })
    }
}
