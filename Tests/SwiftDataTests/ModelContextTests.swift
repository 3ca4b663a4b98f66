// ModelContext and ModelContainer without views: insert, fetch with #Predicate and
// SortDescriptor, delete rules, unique attributes, saving to a file and loading it back.
import Foundation
import SwiftData
import Testing

@MainActor
@Suite("SwiftData contexts and stores")
struct ModelContextTests {
    private func storeURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-\(UUID().uuidString)/test.store")
    }

    @Test("fetch filters with #Predicate, sorts with SortDescriptor, and honours offset and limit")
    func fetch() throws {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        for (t, a, r) in [("Dune", "Herbert", 5), ("Emma", "Austen", 3), ("Ubik", "Dick", 4), ("Persuasion", "Austen", 5)] {
            context.insert(Book(title: t, author: a, rating: r))
        }
        let austen = try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.author == "Austen" }, sortBy: [SortDescriptor(\.title)]))
        #expect(austen.map(\.title) == ["Emma", "Persuasion"])
        var best = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.rating, order: .reverse), SortDescriptor(\.title)])
        best.fetchLimit = 2
        #expect(try context.fetch(best).map(\.title) == ["Dune", "Persuasion"])
        best.fetchOffset = 1
        #expect(try context.fetch(best).map(\.title) == ["Persuasion", "Ubik"])
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 4)
        let search = "ER"
        let found = try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.author.localizedStandardContains(search) }))
        #expect(found.map(\.title) == ["Dune"])
        try context.delete(model: Book.self, where: #Predicate { $0.rating < 4 })
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune", "Ubik", "Persuasion"])
    }

    @Test("a saved store loads back: values, defaults, Codable structs, relationships both ways, identities")
    func saveAndLoad() throws {
        let url = storeURL()
        let schema = Schema([Book.self, Member.self, Job.self])
        do {
            let container = try ModelContainer(for: schema, configurations: ModelConfiguration(url: url))
            let context = container.mainContext
            let book = Book(title: "Dune", author: "Herbert", rating: 5)
            book.genre = "SF"
            book.isSelected = true
            context.insert(book)
            let ann = Member(email: "ann@example.com", name: "Ann")
            ann.address = Address(city: "Oslo", zip: "0150")
            let bob = Member(email: "bob@example.com", name: "Bob")
            bob.mentor = ann
            context.insert(bob)   // inserts ann too, as she is referred to
            ann.jobs.append(Job(name: "Write", priority: 2, owner: ann))
            try context.save()
            #expect(!context.hasChanges)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("\"Dune\"") && text.contains("Oslo") && !text.contains("isSelected"), "\(text)")

        let container = try ModelContainer(for: schema, configurations: ModelConfiguration(url: url))
        let context = container.mainContext
        let book = try #require(try context.fetch(FetchDescriptor<Book>()).first)
        #expect(book.title == "Dune" && book.genre == "SF" && book.rating == 5 && !book.isSelected)
        let members = try context.fetch(FetchDescriptor<Member>(sortBy: [SortDescriptor(\.name)]))
        #expect(members.map(\.name) == ["Ann", "Bob"])
        #expect(members[0].address == Address(city: "Oslo", zip: "0150"))
        #expect(members[1].mentor === members[0], "a to-one relationship points at the loaded model")
        #expect(members[0].jobs.map(\.name) == ["Write"] && members[0].jobs[0].owner === members[0])
        #expect(context.registeredModel(for: book.persistentModelID) as Book? === book)
    }

    @Test("a record saved before a property with a default existed loads with the default")
    func addedProperty() throws {
        let url = storeURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = #"{"entities":{"Book":[{"id":"\#(UUID().uuidString)","values":{"title":"Emma","author":"Austen","rating":3}}]},"version":1}"#
        try old.write(to: url, atomically: true, encoding: .utf8)
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        let book = try #require(try container.mainContext.fetch(FetchDescriptor<Book>()).first)
        #expect(book.title == "Emma" && book.genre == "Fantasy")
        try "not json".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: SwiftDataError.self) { try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url)) }
    }

    @Test("delete rules: cascade deletes the jobs, references to a deleted model are removed; unique replaces")
    func deleteRules() throws {
        let container = try ModelContainer(for: Member.self, Job.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let ann = Member(email: "ann@example.com", name: "Ann")
        let bob = Member(email: "bob@example.com", name: "Bob")
        context.insert(ann)
        context.insert(bob)
        bob.mentor = ann
        ann.jobs = [Job(name: "Plan", priority: 1), Job(name: "Ship", priority: 2)]
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Job>()) == 2)
        context.delete(ann)
        #expect(try context.fetchCount(FetchDescriptor<Job>()) == 0, "cascade")
        #expect(bob.mentor == nil, "nullified")
        #expect(ann.isDeleted)
        let newBob = Member(email: "bob@example.com", name: "Robert")
        context.insert(newBob)
        #expect(try context.fetch(FetchDescriptor<Member>()).map(\.name) == ["Robert"], "@Attribute(.unique) replaces")
    }

    @Test("inverse relationships follow: setting the to-one side fills the to-many side, moving and appending too")
    func inverses() throws {
        let ann = Author(name: "Ann"), bob = Author(name: "Bob")
        let novel = Novel(title: "Persuasion")
        novel.author = ann
        #expect(ann.novels.map(\.title) == ["Persuasion"])
        novel.author = bob
        #expect(ann.novels.isEmpty && bob.novels.map(\.title) == ["Persuasion"], "moved to the new author")
        let emma = Novel(title: "Emma")
        ann.novels.append(emma)
        #expect(emma.author === ann, "appending sets the to-one side")
        ann.novels.removeAll()
        #expect(emma.author == nil)
        let container = try ModelContainer(for: Author.self, Novel.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(bob)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Novel>()) == 1, "the novel was inserted with its author")
        container.mainContext.delete(bob)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Novel>()) == 0, "cascade")
    }

    @Test("a let property without a default is stored and loaded; a Codable model keeps its own coding")
    func constants() throws {
        let url = storeURL()
        let id = UUID()
        do {
            let container = try ModelContainer(for: Contact.self, configurations: ModelConfiguration(url: url))
            container.mainContext.insert(Contact(id: id, name: "Ann"))
            try container.mainContext.save()
        }
        let container = try ModelContainer(for: Contact.self, configurations: ModelConfiguration(url: url))
        let loaded = try #require(try container.mainContext.fetch(FetchDescriptor<Contact>()).first)
        #expect(loaded.id == id && loaded.name == "Ann")
        let json = try JSONEncoder().encode(loaded)
        #expect(try JSONDecoder().decode(Contact.self, from: json).id == id)
    }

    @Test("a model is observable: reading a property in withObservationTracking reports its change")
    func observation() throws {
        let book = Book(title: "Dune", author: "Herbert", rating: 5)
        var changed = false
        withObservationTracking { _ = book.rating } onChange: { changed = true }
        book.title = "Dune Messiah"
        #expect(!changed)
        book.rating = 4
        #expect(changed)
    }
}
