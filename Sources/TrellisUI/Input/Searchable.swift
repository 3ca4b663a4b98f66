extension View {
    /// A search field above the view (SwiftUI puts it in the navigation bar's drawer).
    /// While the user searches (from the first character typed until Return, a picked
    /// suggestion or `dismissSearch`), `isSearching` is true below it and the
    /// `searchSuggestions` set on it are listed under the field (Input/SearchSuggestions.swift).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        _SearchableContainer(text: text, prompt: prompt, content: self)
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// Where a search field goes (accepted: above the content).
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
