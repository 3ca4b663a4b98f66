// The client's incremental updates against a from-scratch mount: after seeded random edits
// of a keyed list (insert, remove, move, relabel, recolour, conditional content, selection,
// rows holding closures), the committed frame of the incrementally updated app must equal
// the frame of a fresh app mounted with the final state. Guards the reconciler's fast
// paths (per-type comparison, property diffing, id tables).
import Observation
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

private struct DiffRow: Identifiable, Equatable {
    let id: Int
    var label: String
    var colour: Int
    var flagged: Bool
}

@Observable
private final class DiffStore {
    var rows: [DiffRow] = []
    var selected = -1
    init(rows: [DiffRow] = [], selected: Int = -1) { self.rows = rows; self.selected = selected }
    func copy() -> DiffStore { DiffStore(rows: rows, selected: selected) }
}

private struct DiffRowView: View {
    let row: DiffRow
    let isSelected: Bool
    let select: () -> Void
    private static let colours: [Color] = [.primary, .red, .blue, .green]
    var body: some View {
        HStack(spacing: 4) {
            Text("\(row.id)").frame(width: 40, alignment: .leading)
            Text(row.label)
                .foregroundColor(Self.colours[row.colour])
                .onTapGesture(perform: select)
            if row.flagged { Text("!").bold() }
            Spacer()
            Button("x", action: select).opacity(isSelected ? 0.5 : 1)
        }
        .padding(isSelected ? 6 : 2)
    }
}

private struct DiffListApp: View {
    let store: DiffStore
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(store.rows.count) rows")
            ForEach(store.rows) { row in
                DiffRowView(row: row, isSelected: row.id == store.selected, select: { store.selected = row.id })
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ReconcileDifferential {
        /// The committed frame without node ids (fresh and updated apps number nodes differently).
        static func picture(_ h: Harness) -> String {
            h.connection.snapshot().split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.split(separator: " ", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix("#") && $0.dropFirst().allSatisfy(\.isNumber) ? "#" : String($0) }
                    .joined(separator: " ")
            }.joined(separator: "\n")
        }

        @Test("incremental updates of a keyed list end in the frame a fresh mount of the same state draws")
        func incrementalEqualsFromScratch() {
            var rng = TestSeed.generator(0xD1FF_11)
            let words = ["alpha", "beta", "gamma", "a much longer label here", "δ", ""]
            let store = DiffStore()
            var nextID = 1
            func newRow() -> DiffRow {
                defer { nextID += 1 }
                return DiffRow(id: nextID, label: words.randomElement(using: &rng)!,
                               colour: Int.random(in: 0..<4, using: &rng), flagged: Bool.random(using: &rng))
            }
            store.rows = (0..<8).map { _ in newRow() }
            let h = Harness(DiffListApp(store: store))
            for step in 0..<120 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let n = store.rows.count
                    switch Int.random(in: 0..<9, using: &rng) {
                    case 0 where n < 24: store.rows.insert(newRow(), at: Int.random(in: 0...n, using: &rng))
                    case 1 where n > 0: store.rows.remove(at: Int.random(in: 0..<n, using: &rng))
                    case 2 where n > 1: store.rows.swapAt(Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng))
                    case 3 where n > 0: store.rows[Int.random(in: 0..<n, using: &rng)].label = words.randomElement(using: &rng)!
                    case 4 where n > 0: store.rows[Int.random(in: 0..<n, using: &rng)].colour = Int.random(in: 0..<4, using: &rng)
                    case 5 where n > 0: store.rows[Int.random(in: 0..<n, using: &rng)].flagged.toggle()
                    case 6 where n > 0: store.selected = store.rows.randomElement(using: &rng)!.id
                    case 7 where n > 2:
                        let r = store.rows.remove(at: Int.random(in: 0..<n, using: &rng))
                        store.rows.insert(r, at: Int.random(in: 0..<(n - 1), using: &rng))
                    case 8 where Int.random(in: 0..<10, using: &rng) == 0: store.rows = (0..<Int.random(in: 0..<10, using: &rng)).map { _ in newRow() }
                    default: store.selected = -1
                    }
                }
                h.settle()
                guard step % 6 == 5 else { continue }
                let fresh = Harness(DiffListApp(store: store.copy()))
                let (a, b) = (Self.picture(h), Self.picture(fresh))
                #expect(a == b, "step \(step): incremental frame differs from a fresh mount")
                if a != b { return }
            }
        }
    }
}
