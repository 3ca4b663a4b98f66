// Search scopes: a segmented picker under a `searchable` field that narrows what is
// searched. The picker is built where `searchScopes` is applied and drawn by the field's
// container (Input/SearchSuggestions.swift) while the scopes are active.

/// When a `searchable` field shows its scopes.
public struct SearchScopeActivation: Sendable, Equatable {
    let onlyAfterTyping: Bool
    /// SwiftUI's default for the platform; on an iPhone (Trellis's look) it is `.onTextEntry`.
    public static var automatic: SearchScopeActivation { .onTextEntry }
    /// Scopes show once the user starts typing in the field, and hide when the search ends.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(onlyAfterTyping: true) }
    /// Scopes show as soon as the search starts (the field takes focus), and hide when it ends.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(onlyAfterTyping: false) }
}

/// The scope picker a `searchable` container shows, and when.
struct SearchScopesBar {
    let picker: AnyView
    let activation: SearchScopeActivation
}

struct _SearchScopesKey: EnvironmentKey { static var defaultValue: SearchScopesBar? { nil } }

extension EnvironmentValues {
    var _searchScopes: SearchScopesBar? {
        get { self[_SearchScopesKey.self] }
        set { self[_SearchScopesKey.self] = newValue }
    }
}

extension View {
    /// Lets the user narrow a search: the views of `scopes` (each with a `.tag` of `V`)
    /// become a segmented picker under this view's `searchable` field, bound to `scope`.
    /// Shown while searching, from the first character typed (`.onTextEntry`, the
    /// iPhone's default). Apply it outside `searchable`, as with `searchSuggestions`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// As `searchScopes(_:scopes:)`, with `activation` choosing whether the scopes show
    /// when the search starts or when the user starts typing.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let picker = Picker("Scope", selection: scope) { scopes() }
            .pickerStyle(.segmented)
            .labelsHidden()
        return environment(\._searchScopes, SearchScopesBar(picker: AnyView(picker), activation: activation))
    }
}

// MARK: searchFocused

struct _SearchFocusKey: EnvironmentKey { static var defaultValue: FocusBinding? { nil } }

extension EnvironmentValues {
    /// `searchFocused`: the app's focus state for the search field below.
    var _searchFocus: FocusBinding? {
        get { self[_SearchFocusKey.self] }
        set { self[_SearchFocusKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of this view's `searchable` field to `isFocused`: true while the
    /// field has focus (and searching starts with it); setting it true focuses the field,
    /// false leaves it. Apply it outside `searchable`.
    public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\._searchFocus, FocusBinding(isFocused))
    }

    /// As `searchFocused(_:)`, with the state holding `value` while the search field has
    /// focus and nil when it loses it.
    public func searchFocused<V: Hashable>(_ focused: FocusState<V?>.Binding, equals value: V) -> some View {
        environment(\._searchFocus, FocusBinding(focused, equals: value))
    }
}
