// After a send, the walk over removed subtrees and the mirror's copy of the batch are done
// while the daemon applies it: a large amount in slices on later main-queue turns
// (ViewHost.housekeep), so the daemon's answer is handled between two slices. The
// result must be what doing it at once gives.
import Dispatch
import Observation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@Observable @MainActor
final class SliceListModel {
    var ids = Array(0..<1_000)
}

struct SliceRow: View {
    let id: Int
    var body: some View { Text("row \(id)").padding(2) }
}

private struct SliceList: View {
    let model: SliceListModel
    var body: some View {
        VStack(spacing: 0) { ForEach(model.ids, id: \.self) { SliceRow(id: $0) } }
    }
}

/// An in-process daemon behind a connection that says it does not deliver synchronously,
/// as a socket does: the host then slices its housekeeping. Events wait for `pump()`.
@MainActor
private final class AsyncLikeConnection: Connection {
    let inner: EmbeddedConnection
    init(_ inner: EmbeddedConnection) { self.inner = inner }
    func send(_ messages: [ClientMessage]) { inner.send(messages) }
    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        inner.setEventHandler(handler)
    }
    func pump() -> Bool { inner.pump() }
    var deliversSynchronously: Bool { false }
}

/// Lets blocks already queued on the main queue run.
@MainActor
private func mainQueueTurn() async {
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { c.resume() } }
}

@MainActor @Suite("Housekeeping after a send, in slices (in process)")
struct HousekeepingSliceTests {
    fileprivate func mounted(_ model: SliceListModel) async -> (ViewHost, AsyncLikeConnection) {
        let conn = AsyncLikeConnection(EmbeddedConnection(width: 300, height: 400))
        let host = ViewHost(connection: conn, flushesAutomatically: true)
        host.mount(SliceList(model: model))
        await host.settle()
        return (host, conn)
    }

    @Test("a cleared 1,000-row list: sent at once, walked and mirrored on later main-queue turns, ending as the walk at once does")
    func clearedListInSlices() async {
        let model = SliceListModel()
        let (host, conn) = await mounted(model)
        let nodes = host.renderNodeCount
        // The padding in row 500: its row (the removed root) is marked dead at once, its
        // descendants by the walk.
        let row = host.graph.root?.firstDescendant { ($0.view as? SliceRow)?.id == 500 }?.children.first
        #expect(row?.aliveFlag == true)
        model.ids = []
        host.flush()
        #expect(host.hasPendingHousekeeping, "a large removal is walked after the send, not in it")
        #expect(row?.isAlive == false, "a removed row counts as dead before its walk")
        #expect(row?.aliveFlag == true)
        var turns = 0
        while host.hasPendingHousekeeping && turns < 100_000 {
            await mainQueueTurn()
            turns += 1
        }
        #expect(!host.hasPendingHousekeeping)
        #expect(row?.aliveFlag == false)
        await host.settle()
        #expect(conn.inner.visibleTexts.isEmpty)
        #expect(host.renderNodeCount < nodes - 1_000)
        #expect(host.renderNodeCount == conn.inner.tree.nodeCount)
    }

    @Test("S29 a reconnection while the mirror is still being brought up to date re-sends the tree the daemon holds")
    func resyncDuringSlices() async {
        let model = SliceListModel()
        let (host, conn) = await mounted(model)
        model.ids = Array(600..<1_000) + Array(0..<5)
        host.flush()   // the old daemon applied it at once (in process)
        #expect(host.hasPendingHousekeeping)
        let fresh = EmbeddedConnection(width: 300, height: 400)
        host.reconnect(to: fresh)
        await host.settle()
        #expect(host.resyncCount == 1)
        #expect(fresh.visibleTexts == conn.inner.visibleTexts)
        #expect(fresh.tree.nodeCount == conn.inner.tree.nodeCount)
    }

    @Test("a small removal is walked and mirrored in the flush that sent it")
    func smallRemovalAtOnce() async {
        let model = SliceListModel()
        model.ids = Array(0..<20)
        let (host, _) = await mounted(model)
        model.ids.removeFirst(3)
        host.flush()
        #expect(!host.hasPendingHousekeeping)
    }
}
