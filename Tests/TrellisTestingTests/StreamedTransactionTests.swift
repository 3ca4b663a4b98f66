// A large transaction goes out in parts while the host builds it (ViewGraph.ops,
// Connection.sendPart): the daemon validates the first rows of a list while the app
// still builds the rest. The parts must add up to exactly the transaction a one-call
// send carries, and the daemon must show the same thing.
import Observation
import Testing
import TrellisEmbedded
import TrellisProtocol
import TrellisUI

@Observable @MainActor
final class RowCount {
    var count = 10
}

private struct CountedRows: View {
    let model: RowCount
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<model.count, id: \.self) { i in Text("Row \(i)") }
            }
        }
    }
}

@MainActor @Suite("Large transactions sent in parts while built")
struct StreamedTransactions {
    @Test("a list of thousands of rows goes out in parts; the daemon gets the ops a one-call send carries")
    func partsAddUpToTheTransaction() async throws {
        let streamedModel = RowCount(), wholeModel = RowCount()
        let streamed = EmbeddedConnection(width: 300, height: 400, streamsTransactions: true)
        let whole = EmbeddedConnection(width: 300, height: 400)
        let a = ViewHost(connection: streamed, flushesAutomatically: false)
        let b = ViewHost(connection: whole, flushesAutomatically: false)
        a.mount(CountedRows(model: streamedModel))
        b.mount(CountedRows(model: wholeModel))
        await a.settle()
        await b.settle()
        // The first build waits for the daemon's welcome: it goes out whole. Then 3,000
        // rows (6,000+ ops: a part before the commit), fewer rows (destroys), and 6,000
        // new rows (12,000+ ops: two parts).
        #expect(streamed.partsSent == 0)
        var parts: [Int] = []
        for n in [3_000, 1_000, 7_000] {
            streamedModel.count = n
            wholeModel.count = n
            await a.settle()
            await b.settle()
            parts.append(streamed.partsSent)
        }
        #expect(parts == [1, 1, 3], "parts sent after each change: \(parts)")
        #expect(whole.partsSent == 0)
        #expect(streamed.transactions.count == whole.transactions.count)
        #expect(streamed.transactions == whole.transactions, "the parts carry the same ops, in order")
        #expect(streamed.sent == whole.sent, "one begin and one commit per transaction, same numbers")
        #expect(streamed.violations.isEmpty && whole.violations.isEmpty, "\(streamed.violations)")
        #expect(streamed.snapshot() == whole.snapshot())
        #expect(streamed.visibleTexts.first == "Row 0")

        // The mirror a resync re-sends is brought up to date with the parts after the
        // transaction's last batch went out: a new daemon must get the tree the old one had.
        let again = EmbeddedConnection(width: 300, height: 400, streamsTransactions: true)
        a.reconnect(to: again)
        await a.settle()
        #expect(a.resyncCount == 1)
        #expect(again.violations.isEmpty, "\(again.violations)")
        #expect(again.snapshot() == whole.snapshot(), "the resync re-sends what the parts built")
    }
}
