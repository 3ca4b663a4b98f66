import TrellisUI

/// The todo app of seed 000: a list (data passed down by initializer and `@Binding`),
/// a row callback that selects the detail, a `PreferenceKey`-raised alert, and a Toggle
/// and Button sharing one `@State`.
///
/// Layout budget: the terminal backend gives 1 cell = 10 × 20 points, so an 80 × 24
/// terminal is 800 × 480 points (444 above the tab bar); this screen uses 1 row for the
/// header, 1 for the text field, 4 for the bottom panels, 4 for margins and gives the
/// rest (12 rows at 80 × 24) to the list. Vertical sizes are multiples of 20 points so
/// edges fall on cell rows.
public struct TodoScreen: View {
    @State private var items = TodoItem.samples
    @State private var newTitle = ""
    @State private var alert: PresentableAlert?

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Todo").font(.headline)
                Spacer()
                Text(items.count == 1 ? "1 item" : "\(items.count) items")
                    .foregroundColor(.secondary)
            }
            .padding(.horizontal, 10)
            HStack(spacing: 10) {
                TextField("New item", text: $newTitle)
                    .frame(maxWidth: .infinity)
                    .background(Palette.card)
                Button("Add", action: add)
                    .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            .padding(.horizontal, 10)
            TodoListView(items: $items)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .padding(.vertical, 20)
                .padding(.horizontal, 10)
            HStack(alignment: .top, spacing: 20) {
                HelloWorldView()
                    .frame(maxWidth: .infinity)
                    .frame(height: 80)
                SharedToggleView()
                    .frame(width: 160, height: 80)
                    .background(Palette.card)
            }
            .padding(.horizontal, 10)
        }
        .padding(.vertical, 20)
        .background(Palette.groupedBackground)
        .onPreferenceChange(AlertPreferenceKey.self) { alert = $0 }
        .alert(item: $alert) { alert in
            Alert(
                title: Text(alert.title),
                message: alert.message.map(Text.init)
            )
        }
    }

    private func add() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(TodoItem(title: title))
        newTitle = ""
    }
}
