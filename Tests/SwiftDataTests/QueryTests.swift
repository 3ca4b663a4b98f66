// @Query through a real daemon (TestHost): a list that shows inserted models at once, in
// its sort order, follows property changes and deletions, and a filtered query built in
// the view's initializer, as SwiftData apps write it.
import Foundation
import SwiftData
import Testing
import TrellisTesting
import TrellisUI

private struct Shelf: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Book.title) private var books: [Book]

    var body: some View {
        VStack {
            Text("\(books.count) books")
            ForEach(books) { book in
                Text("\(book.title) \(book.rating)")
            }
            Button("Add") { modelContext.insert(Book(title: "Anathem", author: "Stephenson", rating: 4)) }
            Button("Rate") { books.first?.rating = 1 }
            Button("Remove") { if let last = books.last { modelContext.delete(last) } }
        }
    }
}

private struct HighlyRated: View {
    @Query private var books: [Book]

    init(minimum: Int) {
        _books = Query(filter: #Predicate<Book> { $0.rating >= minimum }, sort: [SortDescriptor(\Book.rating, order: .reverse)])
    }

    var body: some View {
        VStack { ForEach(books) { Text("top \($0.title)") } }
    }
}

/// A view whose only stored property is `@Query private var` with no arguments: Swift gives
/// it `init()` only when Query's own declaration has one (Xcode's SwiftData template).
private struct AllBooks: View {
    @Query private var books: [Book]
    var body: some View { Text("\(books.count) in all") }
}

@MainActor
@Suite("@Query in views")
struct QueryTests {
    @Test("inserting, editing and deleting through the context updates the @Query list at once, sorted")
    func listFollowsTheStore() async throws {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Book(title: "Dune", author: "Herbert", rating: 5))
        container.mainContext.insert(Book(title: "Emma", author: "Austen", rating: 3))
        try await TestHost.run(width: 400, height: 400, content: { Shelf().modelContainer(container) }) { host in
            var texts = try await host.texts()
            #expect(texts.contains("2 books") && texts.firstIndex(of: "Dune 5")! < texts.firstIndex(of: "Emma 3")!, "\(texts)")
            try await host.tap("Add")
            texts = try await host.texts()
            #expect(texts.contains("3 books") && texts.firstIndex(of: "Anathem 4")! < texts.firstIndex(of: "Dune 5")!, "\(texts)")
            try await host.tap("Rate")
            texts = try await host.texts()
            #expect(texts.contains("Anathem 1"), "\(texts)")
            try await host.tap("Remove")
            texts = try await host.texts()
            #expect(texts.contains("2 books") && !texts.contains("Emma 3"), "\(texts)")
        }
    }

    @Test("a view with `@Query private var books: [Book]` and nothing else is made with AllBooks(), as in Xcode's template")
    func plainQueryViewHasInit() async throws {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Book(title: "Dune", author: "Herbert", rating: 5))
        try await TestHost.run(width: 300, height: 200, content: { AllBooks().modelContainer(container) }) { host in
            let texts = try await host.texts()
            #expect(texts == ["1 in all"])
        }
    }

    @Test("a Query built in init with a #Predicate from the view's input shows only the matching models")
    func filteredQuery() async throws {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (t, r) in [("Dune", 5), ("Emma", 3), ("Ubik", 4)] {
            container.mainContext.insert(Book(title: t, author: "", rating: r))
        }
        try await TestHost.run(width: 400, height: 300, content: { HighlyRated(minimum: 4).modelContainer(container) }) { host in
            let texts = try await host.texts()
            #expect(texts == ["top Dune", "top Ubik"], "\(texts)")
        }
    }

    @Test("with no modelContainer set, the environment's context keeps models in memory and queries still update")
    func fallbackContext() async throws {
        try await TestHost.run(width: 400, height: 400, content: { Shelf() }) { host in
            #expect(try await host.texts().contains("0 books"))
            try await host.tap("Add")
            #expect(try await host.texts().contains("1 books"))
        }
    }

    @Test("autosave: a change made in a view is written to the store file without an explicit save")
    func autosave() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-\(UUID().uuidString)/auto.store")
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        try await TestHost.run(width: 400, height: 400, content: { Shelf().modelContainer(container) }) { host in
            try await host.tap("Add")
            try await host.wait(until: "the store file holds the new book") {
                (try? String(contentsOf: url, encoding: .utf8))?.contains("Anathem") == true
            }
        }
        let reopened = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        #expect(try reopened.mainContext.fetch(FetchDescriptor<Book>()).map(\.title) == ["Anathem"])
    }
}
