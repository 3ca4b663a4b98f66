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
