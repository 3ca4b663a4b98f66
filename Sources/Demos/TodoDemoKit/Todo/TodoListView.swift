import TrellisUI

/// The list of seed 000, with the detail shown through a binding: the row's callback
/// sets `itemDetailSelection`, `sheet(item:)` presents it and clears it on close.
/// Items come in as a `@Binding` so a row can remove itself from the parent's state.
struct TodoListView: View {
    @Binding var items: [TodoItem]
    @State var itemDetailSelection: TodoItem?

    var body: some View {
        List(items) { item in
            TodoItemView(item: item, onDetail: {
                self.itemDetailSelection = item
            }, onDelete: {
                items.removeAll { $0.id == item.id }
            })
        }
        .background(Palette.card)
        .sheet(item: $itemDetailSelection) { item in
            TodoItemDetail(item: item, onDelete: {
                items.removeAll { $0.id == item.id }
            })
        }
    }
}

/// One row: the title (tapping it also opens the detail), then an info button
/// (seed 000's callback example) and a remove button.
struct TodoItemView: View {
    let item: TodoItem
    let onDetail: () -> Void
    let onDelete: () -> Void

    var body: some View {
        HStack(spacing: 20) {
            Text(item.title)
                .lineLimit(1)
                .onTapGesture(perform: onDetail)
            Spacer()
            Button(action: onDetail) {
                Image(systemName: "info.circle")
                    .foregroundColor(.blue)
            }
            Button(action: onDelete) {
                Image(systemName: "trash")
                    .foregroundColor(.red)
            }
        }
        .padding(.horizontal, 10)
    }
}

/// The detail of one item, presented by `sheet(item:)`; `dismiss` clears the
/// presenting binding, as in SwiftUI.
struct TodoItemDetail: View {
    let item: TodoItem
    let onDelete: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "info.circle").foregroundColor(.blue)
                Text(item.title).font(.headline)
            }
            Text("Added \(item.created.formatted(date: .omitted, time: .shortened))")
                .foregroundColor(.secondary)
            Text("id \(item.id.uuidString.prefix(8))")
                .foregroundColor(.secondary)
            HStack(spacing: 20) {
                Spacer()
                Button("Delete") {
                    onDelete()
                    dismiss()
                }
                .foregroundColor(.red)
                Button("Close") { dismiss() }
            }
        }
        .frame(width: 300)
        .padding(10)
        .background(Palette.panel)
    }
}
