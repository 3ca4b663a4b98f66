// Where search suggestions appear. Trellis lists them under the search field (the
// "menu" placement); `searchSuggestions(.hidden, for: .menu)` stops that, and the views
// inside the searchable view then read `.content` from `searchSuggestionsPlacement` and
// may show suggestions among their own content.

/// A place where search suggestions can be shown.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, menu, content }
    let kind: Kind

    /// Wherever the platform shows them: under the field in Trellis.
    public static var automatic: SearchSuggestionsPlacement { .init(kind: .automatic) }
    /// In a list attached to the search field.
    public static var menu: SearchSuggestionsPlacement { .init(kind: .menu) }
    /// Among the searchable view's own content (the app draws them there).
    public static var content: SearchSuggestionsPlacement { .init(kind: .content) }

    /// Several placements, for `searchSuggestions(_:for:)`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The list attached to the search field.
        public static var menu: Set { Set(rawValue: 1) }
        /// The searchable view's content.
        public static var content: Set { Set(rawValue: 2) }
    }
}

struct SearchSuggestionsHiddenKey: EnvironmentKey { static var defaultValue: SearchSuggestionsPlacement.Set { [] } }
struct SearchSuggestionsPlacementKey: EnvironmentKey { static var defaultValue: SearchSuggestionsPlacement { .automatic } }

extension EnvironmentValues {
    /// Where the enclosing searchable view shows its suggestions: `.menu` while they are
    /// listed under the field, `.content` when they are hidden there (draw them in the
    /// content then), `.automatic` outside a searchable view.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }
    /// The placements `searchSuggestions(.hidden, for:)` hid.
    var _searchSuggestionsHidden: SearchSuggestionsPlacement.Set {
        get { self[SearchSuggestionsHiddenKey.self] }
        set { self[SearchSuggestionsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) the search suggestions at
    /// `placements`: hiding `.menu` keeps them from being listed under the search field.
    /// Apply it outside `searchable`, as `searchSuggestions { }`.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformEnvironment(\._searchSuggestionsHidden) { hidden in
            if visibility == .hidden { hidden.formUnion(placements) } else { hidden.subtract(placements) }
        }
    }
}
