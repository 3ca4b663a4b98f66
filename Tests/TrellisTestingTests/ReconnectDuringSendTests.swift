// S29 when the daemon is lost in the middle of a send: the host sends a transaction first
// and brings its mirror (what a resync re-sends) up to date afterwards. A send that finds
// the daemon gone reconnects from inside `send`, and the reconnection turns pending
// changes into a batch of its own; that batch must reach the mirror after the one being
// sent, or its edits to nodes the first batch created are lost on the new daemon.
import Observation
import Testing
import TrellisEmbedded
import TrellisProtocol
import TrellisUI

@Observable @MainActor
final class SuffixedItems {
    var items = [1]
    var suffix = "-x"
}

private struct SuffixedList: View {
    let model: SuffixedItems
    var body: some View {
        VStack {
            ForEach(model.items, id: \.self) { i in Text("\(i)\(model.suffix)") }
        }
    }
}

/// Forwards to an in-process daemon; the send after `arm` first changes the model (so
/// the graph has pending work again) and then runs `lose` — the reconnection a send
/// that lost its daemon starts — before delivering the batch.
@MainActor
private final class LosingConnection: Connection {
    let inner: EmbeddedConnection
    var arm: (() -> Void)?

    init(_ inner: EmbeddedConnection) { self.inner = inner }

    func send(_ messages: [ClientMessage]) {
        if let lose = arm {
            arm = nil
            lose()
            return   // the old daemon never receives this batch
        }
        inner.send(messages)
    }

    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        inner.setEventHandler(handler)
    }
    func pump() -> Bool { inner.pump() }
    var deliversSynchronously: Bool { inner.deliversSynchronously }
}

@MainActor @Suite("Reconnecting from inside a send (S29, in process)")
struct ReconnectDuringSend {
    @Test("S29 a batch made while reconnecting from inside a send reaches the new daemon after the batch being sent")
    func nestedBatchFollowsTheBatchBeingSent() async throws {
        let model = SuffixedItems()
        let first = LosingConnection(EmbeddedConnection(width: 300, height: 200))
        let host = ViewHost(connection: first, flushesAutomatically: false)
        host.mount(SuffixedList(model: model))
        await host.settle()
        #expect(first.inner.visibleTexts == ["1-x"])

        let fresh = EmbeddedConnection(width: 300, height: 200)
        first.arm = {
            model.suffix = "-y"          // pending work for the reconnection's own update
            host.reconnect(to: fresh)
        }
        model.items.append(2)            // the batch being sent creates the text "2-x"
        await host.settle()
        #expect(host.resyncCount == 1)
        // The new daemon shows both edits: the created row and, after it, the suffix.
        #expect(fresh.visibleTexts == ["1-y", "2-y"], "\(fresh.visibleTexts)")
    }
}
