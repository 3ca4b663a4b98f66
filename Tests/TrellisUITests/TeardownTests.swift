// A removed subtree's destroy ops go out with the update that removed it; the walk over
// its identities (marking them dead, cancelling tasks, freeing state) runs after the
// transaction is sent (Teardown.deferWalk). Until then the subtree must already
// behave as dead, and no later part of the same update may touch it.
import Observation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@Observable @MainActor
final class TeardownRowModel {
    let id: Int
    var title: String
    init(_ id: Int) { self.id = id; title = "row \(id)" }
}

@Observable @MainActor
final class TeardownListModel {
    var rows = (1...3).map(TeardownRowModel.init)
    var presented = false
}

/// Reads its row's title: a descendant of the row identity that `ForEach` removes.
private struct TeardownTitle: View {
    let model: TeardownRowModel
    var body: some View {
        Log.print("title body \(model.title)")
        return Text(model.title)
    }
}

private struct TeardownRow: View {
    let model: TeardownRowModel
    var body: some View {
        HStack {
            TeardownTitle(model: model)
            Text("·")
        }
    }
}

private struct TeardownList: View {
    let model: TeardownListModel
    var body: some View {
        VStack {
            ForEach(model.rows, id: \.id) { TeardownRow(model: $0) }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite("Deferred teardown of removed subtrees")
    struct DeferredTeardown {
        @Test("S3 a row removed in the same update as a change its child reads: the child's body does not run, no op names a destroyed node")
        func dirtyDescendantOfRemovedRow() {
            let model = TeardownListModel()
            let h = Harness(TeardownList(model: model))
            #expect(h.texts == ["row 1", "·", "row 2", "·", "row 3", "·"])
            _ = Log.take()
            let gone = model.rows[1]
            // Both in one batch: the title's node is dirty and lies under the removed row.
            gone.title = "changed"
            model.rows.remove(at: 1)
            h.settle()
            #expect(h.texts == ["row 1", "·", "row 3", "·"])
            #expect(!Log.take().contains("title body changed"), "a removed identity was evaluated")
            // A change after the removal reaches nobody.
            gone.title = "later"
            h.settle()
            #expect(!Log.take().contains("title body later"))
            #expect(h.texts == ["row 1", "·", "row 3", "·"])
            // A removal alone (nothing dirty under it): walked at the end of the flush.
            model.rows.remove(at: 0)
            h.host.flush()
            #expect(!h.host.graph.teardown.hasPending, "the flush that sent the removal walked the removed row")
            h.settle()
            #expect(h.texts == ["row 3", "·"])
        }

        @Test("the walk runs in the flush that sent the removal; until then the removed identities count as dead")
        func walkEndsWithTheFlush() {
            let model = TeardownListModel()
            let h = Harness(TeardownList(model: model))
            let graph = h.host.graph
            let row = graph.root!.firstDescendant { ($0.view as? TeardownRow)?.model.id == 2 }
            let title = row?.firstDescendant { $0.view is TeardownTitle }
            #expect(title?.isAlive == true)
            model.rows.remove(at: 1)
            // The update alone: the removed row is dead at once, its walk is pending.
            let msgs = graph.update()
            #expect(msgs?.contains { if case .destroy = $0 { true } else { false } } == true)
            #expect(graph.teardown.pendingCount == 1)
            #expect(title?.isAlive == false, "a descendant of a removed row counts as dead before the walk")
            #expect(title?.aliveFlag == true)
            graph.teardown.finish()
            #expect(!graph.teardown.hasPending)
            #expect(title?.aliveFlag == false)
            #expect(graph.teardown.destroyed.isEmpty, "the set of this transaction's destroyed ids is cleared after the walk")
        }

        @Test("S27 with a presentation shown, a removed subtree is walked at once (its layer goes in the same transaction)")
        func presentationKeepsTheWalkEager() {
            let model = TeardownListModel()
            model.rows = [TeardownRowModel(1)]
            let h = Harness(PresentingRows(model: model))
            model.presented = true
            h.settle()
            #expect(h.texts.contains("sheet of 1"))
            #expect(!h.host.graph.teardown.canDefer)
            let before = h.transactions.count
            model.rows = []
            h.settle()
            #expect(h.transactions.count == before + 1, "the row's and its layer's destroys in one transaction")
            #expect(!h.texts.contains("sheet of 1"), "\(h.texts)")
            #expect(!h.texts.contains("row 1"))
        }
    }
}

/// A row that presents a sheet: removing the row removes the presentation's layer.
private struct PresentingRows: View {
    let model: TeardownListModel
    var body: some View {
        VStack {
            ForEach(model.rows, id: \.id) { row in
                Text(row.title)
                    .sheet(isPresented: Binding(get: { model.presented }, set: { model.presented = $0 })) {
                        Text("sheet of \(row.id)")
                    }
            }
        }
    }
}
