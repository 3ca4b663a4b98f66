// S27 in the daemon: window-level layers (presentations). A layer is laid out against the
// whole surface and painted above the root; its backdrop takes the taps under it; its
// nodes appear and disappear without the root's disappearing; the ops are validated.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Layers (S27)")
struct SessionLayerTests {
    /// Root: a tappable 180×20 button (effect 2 around text 3) centred in a 400×300 window.
    /// Layer 10: a zstack of a full backdrop (shape 11) and a tappable text 13 in effect 12.
    static func presented(_ h: SessionHarness) -> [DaemonEvent] {
        h.send(txn(2,
            .create(id: 10, kind: .zstack, props: []),
            .create(id: 11, kind: .shape, props: [.fill(WireColor(r: 0, g: 0, b: 0, a: 76))]),
            .create(id: 12, kind: .effect, props: [.tappable(true)]),
            .create(id: 13, kind: .text, props: [.text("Close")]),
            .insert(parent: 12, child: 13, index: 0),
            .insert(parent: 10, child: 11, index: 0),
            .insert(parent: 10, child: 12, index: 1),
            .setLayers(ids: [10])))
    }

    static func harness() -> SessionHarness {
        let h = SessionHarness(backend: HeadlessBackend(size: WireSize(width: 400, height: 300)))
        h.send(txn(1,
            .create(id: 1, kind: .vstack, props: []),
            .create(id: 2, kind: .effect, props: [.tappable(true)]),
            .create(id: 3, kind: .text, props: [.text("Open the sheet now")]),
            .insert(parent: 2, child: 3, index: 0),
            .insert(parent: 1, child: 2, index: 0),
            .setRoot(id: 1)))
        return h
    }

    @Test("S27 a layer is laid out against the whole surface and painted above the root")
    func layoutAndPaintOrder() {
        let h = Self.harness()
        _ = Self.presented(h)
        #expect(h.tree.frame(of: 10) == WireRect(x: 0, y: 0, width: 400, height: 300))
        #expect(h.tree.frame(of: 11) == WireRect(x: 0, y: 0, width: 400, height: 300))
        #expect(h.tree.frame(of: 13) == WireRect(x: 175, y: 140, width: 50, height: 20))
        let order = h.tree.committedFrame(serial: 9).items.map(\.id)
        #expect(order == [1, 2, 3, 10, 11, 12, 13])
        #expect(h.tree.layers == [10])
    }

    @Test("S27 the layer's backdrop takes taps meant for the root; its own button gets them")
    func backdropBlocksTaps() {
        let h = Self.harness()
        let open = h.tree.frame(of: 3)!
        #expect(h.send(.injectTap(x: open.x + 1, y: open.y + 1)) == [.focusChanged(id: 2), .inputTap(id: 2, x: open.x + 1, y: open.y + 1)])
        _ = Self.presented(h)
        #expect(h.send(.injectTap(x: open.x + 1, y: open.y + 1)) == [])
        #expect(h.send(.injectTap(x: 200, y: 150)) == [.focusChanged(id: 12), .inputTap(id: 12, x: 200, y: 150)])
    }

    @Test("S27 S17 S18 presenting appears the layer without disappearing the presenter; dismissing disappears it")
    func lifecycle() {
        let h = Self.harness()
        let shown = Self.presented(h)
        #expect(appeared(shown) == [10, 11, 12, 13])
        #expect(disappeared(shown) == [])
        let hidden = h.send(txn(3, .setLayers(ids: []), .destroy(id: 10)))
        #expect(disappeared(hidden) == [10, 11, 12, 13])
        #expect(appeared(hidden) == [])
        #expect(h.tree.layers == [])
    }

    @Test("S27 layers stack bottom to top; destroying a layer's node removes it from the list")
    func stacking() {
        let h = Self.harness()
        _ = Self.presented(h)
        h.send(txn(3, .create(id: 20, kind: .text, props: [.text("Alert")]), .setLayers(ids: [10, 20])))
        #expect(h.tree.committedFrame(serial: 9).items.map(\.id).suffix(1) == [20])
        let events = h.send(txn(4, .destroy(id: 10)))
        #expect(disappeared(events) == [10, 11, 12, 13])
        #expect(h.tree.layers == [20])
    }

    @Test("S27 setLayers is validated: parented, root, duplicate, unknown, id 0, outside a transaction")
    func validation() {
        func failure(_ ops: [ClientMessage], raw: Bool = false) -> ErrorCode? {
            let h = Self.harness()
            return errorEvent(h.send(raw ? ops : txn(5, ops)))?.code
        }
        #expect(failure([.setLayers(ids: [3])]) == .alreadyParented)
        #expect(failure([.setLayers(ids: [1])]) == .alreadyParented)
        #expect(failure([.create(id: 20, kind: .text, props: []), .setLayers(ids: [20, 20])]) == .invalidValue)
        #expect(failure([.setLayers(ids: [99])]) == .unknownNode)
        #expect(failure([.setLayers(ids: [20])], raw: true) == .notInTransaction)
        #expect(failure([.create(id: 20, kind: .text, props: []), .setLayers(ids: [20]),
                         .insert(parent: 1, child: 20, index: 1)]) == .alreadyParented)
        #expect(failure([.create(id: 20, kind: .text, props: []), .setLayers(ids: [20]), .setRoot(id: 20)]) == .alreadyParented)
        #expect(failure([.create(id: 20, kind: .text, props: []), .setLayers(ids: [20])]) == nil)
    }
}
