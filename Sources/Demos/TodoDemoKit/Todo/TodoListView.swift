import TrellisUI

/// The list of seed 000. Each row pushes the item's detail screen (a `NavigationLink`),
/// its info button presents the detail as a sheet through a binding (seed 000's callback
/// example: the row's callback sets `itemDetailSelection`, `sheet(item:)` presents it and
/// clears it on close), its trash button removes it, and in edit mode the list's delete
/// control does too (`onDelete`). Items come in as a `@Binding` so rows can remove
/// themselves from the parent's state.
struct TodoListView: View {
    @Binding var items: [TodoItem]
    let order: TodoSettings.Order
    @State var itemDetailSelection: TodoItem?

    private var shown: [TodoItem] {
        order == .title ? items.sorted { $0.title < $1.title } : items
    }

    var body: some View {
        List {
            ForEach(shown) { item in
                NavigationLink {
                    TodoItemDetail(item: item, onDelete: { remove(item) })
                } label: {
                    TodoItemView(item: item, onDetail: {
                        self.itemDetailSelection = item
                    }, onDelete: { remove(item) })
                }
            }
            .onDelete { offsets in
                let gone = offsets.map { shown[$0].id }
                items.removeAll { gone.contains($0.id) }
            }
        }
        .background(Palette.card)
        .sheet(item: $itemDetailSelection) { item in
            TodoItemDetail(item: item, onDelete: { remove(item) })
        }
    }

    private func remove(_ item: TodoItem) {
        withAnimation { items.removeAll { $0.id == item.id } }
    }
}

/// One row: the title, then an info button (seed 000's callback example) and a remove
/// button.
struct TodoItemView: View {
    let item: TodoItem
    let onDetail: () -> Void
    let onDelete: () -> Void

    var body: some View {
        HStack(spacing: 20) {
            Text(item.title)
                .lineLimit(1)
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
    }
}

/// The detail of one item: pushed by the row's link, or presented by `sheet(item:)`.
/// `dismiss` pops the pushed screen or clears the presenting binding, as in SwiftUI.
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
                Button("Delete", role: .destructive) {
                    onDelete()
                    dismiss()
                }
                Button("Close") { dismiss() }
            }
        }
        .frame(width: 300)
        .padding(10)
        .background(Palette.panel)
        .navigationTitle(item.title)
    }
}
