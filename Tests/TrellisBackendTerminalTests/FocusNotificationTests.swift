// The compositor tells the backend where keyboard focus is (Backend.focusChanged), which
// the terminal backend needs for its focus mark and for Enter/Space/typing.
import Testing
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendTerminal

/// Terminal metrics, no display; records focus notifications and lets tests inject input.
final class FocusRecordingBackend: Backend {
    let name = "focus-recorder"
    let surfaceSize = WireSize(width: 400, height: 200)
    weak var inputSink: (any InputSink)?
    var focus: [(NodeID?, SurfaceID)] = []
    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        TerminalMetrics.measure(text: text, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }
    func draw(_ frame: CommittedFrame, surface: SurfaceID) {}
    func surfaceClosed(_ surface: SurfaceID) {}
    func snapshot(surface: SurfaceID) -> String? { nil }
    func focusChanged(to node: NodeID?, surface: SurfaceID) { focus.append((node, surface)) }
}

@Suite struct FocusNotificationTests {
    @Test func tabTraversalAndRemovalOfTheFocusedNodeAreReportedToTheBackend() {
        let backend = FocusRecordingBackend()
        let compositor = Compositor(backend: backend)
        let s = compositor.openSession()
        var enc = FrameEncoder()
        for m: ClientMessage in [
            .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [],
                   clientName: "focus", maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)),
            .begin(txn: 1),
            .create(id: 1, kind: .vstack, props: []),
            .create(id: 2, kind: .text, props: [.text("A"), .tappable(true)]),
            .create(id: 3, kind: .textField, props: [.placeholder("B")]),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 3, index: 1),
            .setRoot(id: 1),
            .commit(txn: 1),
        ] { enc.encode(m) }
        compositor.receive(enc.bytes, from: s)
        let surface = SurfaceID(s.rawValue)
        compositor.deliver(.key(KeyCode.tab.rawValue, modifiers: 0), on: surface)
        compositor.deliver(.key(KeyCode.tab.rawValue, modifiers: 0), on: surface)
        compositor.deliver(.key(KeyCode.backTab.rawValue, modifiers: KeyModifiers.shift.rawValue), on: surface)
        #expect(backend.focus.map(\.0) == [2, 3, 2])
        #expect(backend.focus.allSatisfy { $0.1 == surface })

        enc.reset()
        for m: ClientMessage in [.begin(txn: 2), .destroy(id: 2), .commit(txn: 2)] { enc.encode(m) }
        compositor.receive(enc.bytes, from: s)
        #expect(backend.focus.last.map { $0.0 == nil } == true)
    }
}
