// ContentUnavailableView.search: what a search that found nothing shows — "No Results"
// (naming the query: the text given, else the enclosing `searchable` field's text) over
// a hint to check the spelling.

/// The parts of `ContentUnavailableView.search`: its label, description and (no) actions.
public struct SearchUnavailableContent {
    /// "No Results" (for the query, when there is one) with a magnifying glass.
    public struct Label: View {
        let text: String?
        @Environment(\._searchText) private var searched

        public var body: some View {
            let query = text ?? searched ?? ""
            TrellisUI.Label {
                Text(query.isEmpty ? "No Results" : "No Results for \u{201C}\(query)\u{201D}")
            } icon: {
                Image(systemName: "magnifyingglass")
            }
        }
    }

    /// A hint to check the spelling or search for something else.
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

struct _SearchTextKey: EnvironmentKey { static var defaultValue: String? { nil } }

extension EnvironmentValues {
    /// The text of the enclosing `searchable` field (nil outside one).
    var _searchText: String? {
        get { self[_SearchTextKey.self] }
        set { self[_SearchTextKey.self] = newValue }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// "No Results" for the enclosing `searchable` field's text.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// "No Results" for `text`.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
