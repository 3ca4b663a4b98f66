// Contracts checked, not just written: in debug builds a backend that calls back into the
// compositor from measure or draw, or a reader of geometry before layout, stops the
// process with a message naming who broke which rule. Exit tests run each case in a
// child process, so the assertion can fire without taking the suite down.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

/// A backend that breaks the contract on purpose: re-enters the compositor from `draw`
/// (`reentersFromDraw`) or from `measure` (`reentersFromMeasure`).
final class ReentrantBackend: Backend {
    let name = "reentrant"
    let surfaceSize = WireSize(width: 100, height: 100)
    weak var inputSink: (any InputSink)?
    let reentersFromDraw: Bool
    private let metrics = HeadlessBackend()

    init(reentersFromDraw: Bool) { self.reentersFromDraw = reentersFromDraw }

    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        if !reentersFromDraw { inputSink?.deliver(.text("from measure"), on: SurfaceID(1)) }
        return metrics.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }
    func symbolSize(_ name: String, style: TextStyle) -> WireSize { metrics.symbolSize(name, style: style) }
    func draw(_ frame: CommittedFrame, surface: SurfaceID) {
        if reentersFromDraw { inputSink?.deliver(.tap(WirePoint(x: 1, y: 1)), on: surface) }
    }
    func surfaceClosed(_ surface: SurfaceID) {}
}

/// Opens a session on `backend` and commits one text: layout measures it, then draws.
func commitOneText(on backend: any Backend) {
    let c = Compositor(backend: backend)
    let s = c.openSession()
    var enc = FrameEncoder()
    enc.encode(ClientMessage.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [],
                                   clientName: "guard", maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)))
    for m: ClientMessage in [.begin(txn: 1), .create(id: 1, kind: .text, props: [.text("x")]), .setRoot(id: 1), .commit(txn: 1)] {
        enc.encode(m)
    }
    c.receive(enc.bytes, from: s)
}

@Suite("Debug-build phase guards")
struct PhaseGuardTests {
    @Test("the guards stay quiet for a backend that keeps the contract")
    func wellBehaved() {
        commitOneText(on: HeadlessBackend())
    }

    #if DEBUG
    @Test("a backend that calls the compositor from draw() fails with a message naming it and the rule")
    func reentryFromDraw() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            commitOneText(on: ReentrantBackend(reentersFromDraw: true))
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("the \"reentrant\" backend called Compositor.deliver(_:on:) during draw"), "\(text.prefix(600))")
    }

    @Test("a backend that calls the compositor from measure() fails")
    func reentryFromMeasure() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            commitOneText(on: ReentrantBackend(reentersFromDraw: false))
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("called Compositor.deliver(_:on:) during layout"), "\(text.prefix(600))")
    }

    @Test("reading frames after a layout-relevant change and before layout fails")
    func readBeforeLayout() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let tree = RenderTree(measurer: HeadlessBackend())
            tree.create(1, kind: .text, props: [.text("x")])
            tree.setRoot(1)
            tree.layout(surface: WireSize(width: 100, height: 100))
            tree.update(1, props: [.text("longer text")])
            _ = tree.frame(of: 1)
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("RenderTree.frame(of:) read geometry after the tree changed"), "\(text.prefix(600))")
    }
    #endif
}
