// ToolbarTitleMenu: actions under the navigation title. On an iPhone the title gets a
// chevron and opens a menu of the actions when tapped; Trellis draws the same: the title
// (from `navigationTitle`) with a "chevron.down" symbol as a `Menu`'s label in the middle
// of the bar, listing the actions over the window when tapped.

/// Actions shown in a menu under the navigation title.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, _ToolbarEntriesProviding {
    let content: Content

    /// A title menu of `content`'s actions.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var _entries: [ToolbarEntry] {
        [ToolbarEntry(placement: .principal, view: _ToolbarTitleMenuButton(content: content))]
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu with the actions the system would add (none in Trellis): the title is
    /// drawn as usual.
    public init() { self.content = EmptyView() }
}

/// The title with a chevron, opening the menu.
struct _ToolbarTitleMenuButton<Content: View>: View {
    let content: Content
    @Environment(\._barTitle) private var title
    var body: some View {
        if Content.self == EmptyView.self {
            (title ?? Text("")).font(.headline).lineLimit(1)
        } else {
            Menu {
                content
            } label: {
                _TitleMenuLabel(title: title ?? Text(""))
            }
        }
    }
}

/// The label of every title menu (toolbarTitleMenu, a renamable title, navigationDocument):
/// a title, not a tinted button — primary text and a secondary chevron, as on iOS.
struct _TitleMenuLabel: View {
    let title: Text
    var body: some View {
        HStack(spacing: 4) {
            title.font(.headline).lineLimit(1).foregroundStyle(.primary)
            Image(systemName: "chevron.down").font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct _BarTitleKey: EnvironmentKey { static var defaultValue: Text? { nil } }

extension EnvironmentValues {
    /// The navigation title, for a principal item that draws it (a title menu).
    var _barTitle: Text? {
        get { self[_BarTitleKey.self] }
        set { self[_BarTitleKey.self] = newValue }
    }
}

extension View {
    /// Puts `content`'s actions in a menu under the navigation title.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}

/// The title of `navigationTitle(_: Binding<String>)`: a menu with "Rename", then a field.
struct _RenamableBarTitle: View {
    @Binding var title: String
    @State private var editing = false
    @FocusState private var focused: Bool

    var body: some View {
        if editing {
            TextField("Title", text: $title)
                .font(.headline)
                .multilineTextAlignment(.center)
                .focused($focused)
                .onSubmit { editing = false }
                .onAppear { focused = true }
                .onChange(of: focused) { _, now in if !now { editing = false } }
        } else {
            Menu {
                Button("Rename", systemImage: "pencil") { editing = true }
            } label: {
                _TitleMenuLabel(title: Text(title))
            }
        }
    }
}
