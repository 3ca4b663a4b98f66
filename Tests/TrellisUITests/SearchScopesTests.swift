// searchScopes: a segmented picker under the search field, shown while searching (from the
// first character typed by default, from focus with .onSearchPresentation), bound to the scope.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private enum ProductScope: Hashable { case fruit, vegetable }

private struct ScopedSearch: View {
    let activation: SearchScopeActivation
    @State var query = ""
    @State private var scope = ProductScope.fruit
    var body: some View {
        VStack {
            Text("scope \(scope == .fruit ? "fruit" : "vegetable")")
        }
        .searchable(text: $query)
        .searchScopes($scope, activation: activation) {
            Text("Fruit").tag(ProductScope.fruit)
            Text("Vegetable").tag(ProductScope.vegetable)
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SearchScopesAPI {
        @Test("scopes appear when typing starts (.automatic = .onTextEntry); picking one sets the binding; dismissing hides them")
        func onTextEntry() throws {
            let h = Harness(ScopedSearch(activation: .automatic))
            let c = h.connection
            #expect(!h.texts.contains("Vegetable"))
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))
            h.settle()
            #expect(!h.texts.contains("Vegetable"), "focus alone does not show .onTextEntry scopes")
            c.inject(.inputText(id: field, text: "to"))
            h.settle()
            #expect(h.texts.contains("Fruit") && h.texts.contains("Vegetable"))
            h.tap("Vegetable")
            #expect(h.texts.contains("scope vegetable"))
        }

        @Test(".onSearchPresentation shows the scopes as soon as the field takes focus")
        func onSearchPresentation() throws {
            let h = Harness(ScopedSearch(activation: .onSearchPresentation))
            let c = h.connection
            #expect(!h.texts.contains("Vegetable"))
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))
            h.settle()
            #expect(h.texts.contains("Vegetable"))
        }
    }
}

private struct FocusableSearch: View {
    @State var query = ""
    @FocusState private var searchFocus: Bool
    var body: some View {
        VStack {
            Text("search focused \(searchFocus)")
            Button("Find") { searchFocus = true }
            SearchResultsProbe()
        }
        .searchable(text: $query)
        .searchFocused($searchFocus)
    }
}

private struct SearchResultsProbe: View {
    @Environment(\.isSearching) var searching
    @Environment(\.dismissSearch) var dismissSearch
    var body: some View {
        VStack {
            Text(searching ? "searching" : "idle")
            Button("Stop") { dismissSearch() }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SearchFocusedAPI {
        @Test("searchFocused: setting the state focuses the search field (setFocus); the daemon's focus changes set it back")
        func searchFocused() throws {
            let h = Harness(FocusableSearch())
            let c = h.connection
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            #expect(h.texts.contains("search focused false"))
            h.tap("Find")
            #expect(h.transactions.joined().contains { if case .setFocus(let id) = $0 { return id == field } else { return false } },
                    "setting the state asks the daemon to focus the field")
            c.inject(.focusChanged(id: field))
            h.settle()
            #expect(h.texts.contains("search focused true") && h.texts.contains("searching"))
            h.tap("Stop")
            #expect(h.texts.contains("search focused false") && h.texts.contains("idle"))
        }
    }
}
