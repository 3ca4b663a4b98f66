// The js-framework-benchmark "keyed" app, written as a SwiftUI developer would: one
// `@Observable` store, a toolbar of buttons, and a non-lazy list of rows (id, label that
// selects, a remove button). `trellis bench jsfb` drives it through a real trellisd.
import TrellisUI

struct JSFBRow: Identifiable, Equatable {
    let id: Int
    var label: String
}

@Observable
final class JSFBStore {
    var rows: [JSFBRow] = []
    var selected: Int = -1
    private var nextID = 1
    private var seed: UInt64 = 0x5EED

    static let adjectives = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain",
                             "quaint", "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd"]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "white", "black", "orange"]
    static let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
                        "pizza", "mouse", "keyboard"]

    /// Deterministic labels (an LCG), so every run builds the same strings.
    private func pick(_ n: Int) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int((seed >> 33) % UInt64(n))
    }

    func build(_ count: Int) -> [JSFBRow] {
        var out: [JSFBRow] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            let adjective = Self.adjectives[pick(Self.adjectives.count)]
            let colour = Self.colours[pick(Self.colours.count)]
            let label = adjective + " " + colour + " " + Self.nouns[pick(Self.nouns.count)]
            out.append(JSFBRow(id: nextID, label: label))
            nextID += 1
        }
        return out
    }

    func run(_ count: Int) { rows = build(count); selected = -1 }
    func add() { rows.append(contentsOf: build(1000)) }
    func update() {
        for i in stride(from: 0, to: rows.count, by: 10) { rows[i].label += " !!!" }
    }
    func clear() { rows = []; selected = -1 }
    func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }
    func remove(_ id: Int) { rows.removeAll { $0.id == id } }
    func select(_ id: Int) { selected = id }
}

/// The toolbar's titles, in order; the driver taps them by position.
enum JSFBAction: String, CaseIterable {
    case create = "Create", createMany = "Create 10k", append = "Append", update = "Update",
         clear = "Clear", swap = "Swap", noop = "Noop"
}

struct JSFBApp: View {
    let store: JSFBStore

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button(JSFBAction.create.rawValue) { store.run(1000) }
                Button(JSFBAction.createMany.rawValue) { store.run(10_000) }
                Button(JSFBAction.append.rawValue) { store.add() }
                Button(JSFBAction.update.rawValue) { store.update() }
                Button(JSFBAction.clear.rawValue) { store.clear() }
                Button(JSFBAction.swap.rawValue) { store.swapRows() }
                Button(JSFBAction.noop.rawValue) {}
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(store.rows) { row in
                        JSFBRowView(row: row, isSelected: row.id == store.selected,
                                    select: { store.select(row.id) }, remove: { store.remove(row.id) })
                    }
                }
            }
        }
    }
}

struct JSFBRowView: View {
    let row: JSFBRow
    let isSelected: Bool
    let select: () -> Void
    let remove: () -> Void

    var body: some View {
        HStack {
            Text("\(row.id)").frame(width: 60, alignment: .leading)
            Text(row.label)
                .foregroundColor(isSelected ? .red : .primary)
                .onTapGesture(perform: select)
            Spacer()
            Button("x", action: remove)
        }
    }
}
