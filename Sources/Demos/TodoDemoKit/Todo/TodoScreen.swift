import TrellisUI

/// The todo app of seed 000 as a SwiftUI app is usually built: a `NavigationStack` with a
/// title and a toolbar (EditButton, the item count, a confirmation dialog that clears the
/// list, a settings screen), a list whose rows push a detail screen and delete in edit
/// mode, plus seed 000's pieces — data passed down by initializer and `@Binding`, a row
/// callback that presents the detail as a sheet, a `PreferenceKey`-raised alert with a
/// message, and a Toggle and a Button sharing one `@State`.
///
/// Layout budget: the terminal backend gives 1 cell = 10 × 20 points, so an 80 × 24
/// terminal is 800 × 480 points; the bar, the text field, the bottom panels and the tab bar
/// leave the list about five rows there.
public struct TodoScreen: View {
    @State private var items = TodoItem.samples
    @State private var newTitle = ""
    @State private var alert: PresentableAlert?
    @State private var confirmingClear = false
    @State private var settings = TodoSettings()

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 10) {
                    TextField("New item", text: $newTitle)
                        .frame(maxWidth: .infinity)
                        .background(Palette.card)
                    Button("Add", action: add)
                        .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                .padding(.horizontal, 10)
                TodoListView(items: $items, order: settings.order)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .padding(.vertical, 10)
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
            .padding(.vertical, 10)
            .background(Palette.groupedBackground)
            .navigationTitle("Todo")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    if settings.showCount {
                        Text(items.count == 1 ? "1 item" : "\(items.count) items").foregroundColor(.secondary)
                    }
                    Button("Clear") { confirmingClear = true }
                        .disabled(items.isEmpty)
                    NavigationLink("Settings") { TodoSettingsView(settings: $settings) }
                }
            }
            .confirmationDialog("Remove all items?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Remove All", role: .destructive) { items.removeAll() }
            } message: {
                Text("This cannot be undone.")
            }
        }
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
        // The new row fades in and the rows below it slide (trellisd animates; the app
        // sends the new list once).
        withAnimation { items.append(TodoItem(title: title)) }
        newTitle = ""
    }
}

/// How the list is shown; edited on the settings screen.
struct TodoSettings: Equatable {
    enum Order: String, CaseIterable, Identifiable {
        case added = "Added", title = "Title"
        var id: Self { self }
    }
    var order = Order.added
    var showCount = true
}

/// A settings `Form`: a `Picker` for the order and a `Toggle`, in sections.
struct TodoSettingsView: View {
    @Binding var settings: TodoSettings

    var body: some View {
        Form {
            Section("List") {
                Picker("Order", selection: $settings.order) {
                    ForEach(TodoSettings.Order.allCases) { Text($0.rawValue) }
                }
                Toggle("Show the count", isOn: $settings.showCount)
            }
            Section {
                LabeledContent("Version", value: "1.0")
            } footer: {
                Text("Settings apply at once.")
            }
        }
        .navigationTitle("Settings")
    }
}
