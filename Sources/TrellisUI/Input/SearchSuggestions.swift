// Searching: the state of a `searchable` field and its suggestions.
//
// The field is active ("searching") from the moment the user types into it until Return
// is pressed in it, a suggestion is picked or `dismissSearch` is called. While it is
// active, `isSearching` is true for the views below and the views given with
// `searchSuggestions { }` are listed under the field; a suggestion marked with
// `searchCompletion(_:)` puts its text in the field when tapped and ends the search.
// (The daemon reports focus to the app when the user types, so a field focused without
// typing is not yet searching.)

/// Ends the current search: clears the search text and deactivates the field
/// (`@Environment(\.dismissSearch)`).
public struct DismissSearchAction {
    let action: (() -> Void)?
    /// Ends the search (nothing outside a searchable view).
    public func callAsFunction() { action?() }
}

struct _IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct _DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) } }
struct _SearchSuggestionsKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }
/// What a suggestion marked `searchCompletion(_:)` completes the search with: text for the
/// field, or a token for a token search (Input/SearchTokens.swift).
enum _SearchCompletion {
    case text(String)
    case token(Any)
}

struct _SearchCompletionKey: EnvironmentKey { static var defaultValue: ((_SearchCompletion) -> Void)? { nil } }

extension EnvironmentValues {
    /// Whether the user is searching with the enclosing `searchable` field.
    public internal(set) var isSearching: Bool {
        get { self[_IsSearchingKey.self] }
        set { self[_IsSearchingKey.self] = newValue }
    }
    /// Ends the enclosing search (clears its text, deactivates its field).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[_DismissSearchKey.self] }
        set { self[_DismissSearchKey.self] = newValue }
    }
    var _searchSuggestions: AnyView? {
        get { self[_SearchSuggestionsKey.self] }
        set { self[_SearchSuggestionsKey.self] = newValue }
    }
    var _searchCompletion: ((_SearchCompletion) -> Void)? {
        get { self[_SearchCompletionKey.self] }
        set { self[_SearchCompletionKey.self] = newValue }
    }
}

/// A search field above `content`, with its suggestions while searching.
struct _SearchableContainer<Content: View>: View {
    @Binding var text: String
    let prompt: Text?
    let content: Content
    /// `searchable(text:tokens:…)` (Input/SearchTokens.swift): the tokens' chips, shown
    /// before the field, and what adds a token a suggestion completes with.
    var tokenChips: AnyView? = nil
    var addToken: ((Any) -> Void)? = nil
    @FocusState private var focused: Bool
    @State private var active = false
    /// Text the container itself put in the field (a completion, a dismissal): not typing.
    @State private var setByCompletion: String? = nil
    @Environment(\._searchSuggestions) private var suggestions
    /// `searchSuggestions(.hidden, for: .menu)` (Input/SearchSuggestionsPlacement.swift).
    @Environment(\._searchSuggestionsHidden) private var hiddenSuggestions
    /// `searchScopes` (Input/SearchScopes.swift), and whether the user typed since the
    /// search started (`.onTextEntry` scopes wait for it).
    @Environment(\._searchScopes) private var scopes
    @State private var typed = false
    @Environment(\.submitAction) private var outerSubmit

    /// `searchFocused` (Input/SearchScopes.swift), when set, decides whether the field
    /// wants focus; the container's own state follows the field either way.
    @Environment(\._searchFocus) private var searchFocus

    private var fieldFocus: FocusBinding {
        let own = FocusBinding($focused)
        guard let outer = searchFocus else { return own }
        return FocusBinding(wantsFocus: { outer.wantsFocus() },
                            hasFocus: { has in own.hasFocus(has); outer.hasFocus(has) })
    }

    var body: some View {
        let submit = outerSubmit
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                if let tokenChips { tokenChips }
                TextField(prompt?.string ?? "Search", text: $text)
                    .textFieldStyle(.roundedBorder)
                    .environment(\.focusBinding, fieldFocus)
                    .environment(\.submitAction, { active = false; submit?() })
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            if active, let scopes, typed || !scopes.activation.onlyAfterTyping {
                scopes.picker
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
            }
            if active, let suggestions, !hiddenSuggestions.contains(.menu) {
                VStack(alignment: .leading, spacing: 0) { suggestions }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 16)
                    .environment(\._searchCompletion, { completion in
                        switch completion {
                        case .text(let completed):
                            setByCompletion = completed
                            text = completed
                            active = false
                        case .token(let token):
                            // A token search adds it and clears what was typed to find it.
                            guard let addToken else { return }
                            addToken(token)
                            setByCompletion = ""
                            text = ""
                        }
                    })
            }
            content
                .environment(\.isSearching, active)
                .environment(\._searchText, text)
                .environment(\.searchSuggestionsPlacement, hiddenSuggestions.contains(.menu) ? .content : .menu)
                .environment(\.dismissSearch, DismissSearchAction {
                    setByCompletion = ""
                    text = ""
                    active = false
                    focused = false
                    searchFocus?.hasFocus(false)
                })
        }
        .onChange(of: focused) { _, now in if now { active = true } }
        .onChange(of: active) { _, now in if !now { typed = false } }
        .onChange(of: text) { _, new in
            if let set = setByCompletion, set == new { setByCompletion = nil; return }
            if focused { active = true; typed = true }
        }
    }
}

/// A suggestion that puts `completion` in the search field when tapped.
struct _SearchCompletionModifier: ViewModifier {
    let completion: _SearchCompletion
    @Environment(\._searchCompletion) private var complete
    func body(content: Content) -> some View {
        content
            .contentShape(Rectangle())
            .onTapGesture { complete?(completion) }
    }
}

extension View {
    /// Lists `suggestions` under the search field of this `searchable` view while the
    /// user searches (apply it outside `searchable`, or on the same view).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\._searchSuggestions, AnyView(suggestions()))
    }

    /// Makes this suggestion put `completion` in the search field when tapped.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: .text(completion)))
    }
}
