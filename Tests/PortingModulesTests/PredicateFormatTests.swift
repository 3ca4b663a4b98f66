// NSPredicate(format:) from FoundationCompat: the format language over strings, dictionaries,
// Swift structs and classes (with @Published properties), arrays and NSArray filtering.
import Foundation
import FoundationCompat
import Combine
import Testing

private struct Person {
    var name: String
    var age: Int
    var city: String?
    var tags: [String]
}

private final class Profile: ObservableObject {
    @Published var nickname = "Zoë"
    var friends: [Person] = []
}

@Suite("NSPredicate(format:)")
struct PredicateFormatTests {
    private let ann = Person(name: "Ann", age: 34, city: "Oslo", tags: ["admin", "ops"])
    private let bob = Person(name: "bob", age: 17, city: nil, tags: [])

    @Test("SELF MATCHES validates text against a regular expression, matching the whole string")
    func matches() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        #expect(email.evaluate(with: "ann@example.com"))
        #expect(!email.evaluate(with: "ann@example"))
        #expect(!email.evaluate(with: "x ann@example.com"), "MATCHES is anchored")
        #expect(NSPredicate(format: "SELF MATCHES[c] 'abc'").evaluate(with: "ABC"))
    }

    @Test("comparisons of numbers and strings on struct properties, with %@, %d, %K and literals")
    func comparisons() {
        #expect(NSPredicate(format: "age >= %d", 18).evaluate(with: ann))
        #expect(!NSPredicate(format: "age >= %d", 18).evaluate(with: bob))
        #expect(NSPredicate(format: "%K == %@", "name", "Ann").evaluate(with: ann))
        #expect(NSPredicate(format: "name != 'Ann' AND age < 18").evaluate(with: bob))
        #expect(NSPredicate(format: "age BETWEEN {30, 40}").evaluate(with: ann))
        #expect(NSPredicate(format: "city == nil").evaluate(with: bob))
        #expect(NSPredicate(format: "city == 'Oslo'").evaluate(with: ann), "an optional's value is compared")
        #expect(NSPredicate(format: "NOT (age > 20) OR name == 'Ann'").evaluate(with: bob))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    }

    @Test("string operators with [c] and [d]: CONTAINS, BEGINSWITH, ENDSWITH, LIKE with wildcards, IN")
    func stringOperators() {
        #expect(NSPredicate(format: "name CONTAINS[c] %@", "AN").evaluate(with: ann))
        #expect(!NSPredicate(format: "name CONTAINS %@", "AN").evaluate(with: ann))
        #expect(NSPredicate(format: "name BEGINSWITH[c] 'B'").evaluate(with: bob))
        #expect(NSPredicate(format: "name ENDSWITH 'nn'").evaluate(with: ann))
        #expect(NSPredicate(format: "name LIKE 'A?n'").evaluate(with: ann))
        #expect(NSPredicate(format: "name LIKE[c] 'b*'").evaluate(with: bob))
        #expect(NSPredicate(format: "name IN %@", ["Ann", "Eve"]).evaluate(with: ann))
        #expect(NSPredicate(format: "name NOT IN {'Ann', 'Eve'}").evaluate(with: bob))
        #expect(NSPredicate(format: "SELF CONTAINS[cd] 'zoe'").evaluate(with: "Zoë Smith"))
    }

    @Test("collections: CONTAINS on an array property, ANY/ALL/NONE, @count")
    func collections() {
        #expect(NSPredicate(format: "tags CONTAINS 'admin'").evaluate(with: ann))
        #expect(NSPredicate(format: "ANY tags BEGINSWITH 'op'").evaluate(with: ann))
        #expect(!NSPredicate(format: "ALL tags BEGINSWITH 'op'").evaluate(with: ann))
        #expect(NSPredicate(format: "NONE tags == 'root'").evaluate(with: ann))
        #expect(NSPredicate(format: "tags.@count == 0").evaluate(with: bob))
        #expect(NSPredicate(format: "name.@count == 3").evaluate(with: ann))
    }

    @Test("dictionaries, key paths through objects, @Published properties, and filtering arrays")
    func objectsAndFiltering() {
        let profile = Profile()
        profile.friends = [ann, bob]
        #expect(NSPredicate(format: "nickname == 'Zoë'").evaluate(with: profile))
        var seen: [String] = []
        let watching = profile.$nickname.sink { seen.append($0) }
        profile.nickname = "Zed"
        #expect(NSPredicate(format: "nickname == 'Zed'").evaluate(with: profile), "read through the publisher once observed: \(seen)")
        watching.cancel()
        #expect(NSPredicate(format: "ANY friends.age > 30").evaluate(with: ["friends": [34, 17]]) == false,
                "friends.age of a dictionary is a missing key")
        #expect(NSPredicate(format: "ANY friends.name == 'Ann'").evaluate(with: profile) == false,
                "a key path over an array reads the array's own property, as KVC's collection lookup is not offered")
        #expect(NSPredicate(format: "score > 10 AND kind == 'a'").evaluate(with: ["score": 12, "kind": "a"] as [String: Any]))
        let people: NSArray = [["name": "Ann"], ["name": "Bob"], ["name": "Abe"]]
        let aNames = people.filtered(using: NSPredicate(format: "name BEGINSWITH 'A'"))
        #expect(aNames.count == 2)
        let everyone: [Person] = [ann, bob]
        let adults = everyone.filter { NSPredicate(format: "age > 18").evaluate(with: $0) }
        #expect(adults.map(\.name) == ["Ann"])
        let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "age > 10"), NSPredicate(format: "city != nil"),
        ])
        #expect(compound.evaluate(with: ann) && !compound.evaluate(with: bob))
    }
}

@Suite("#Predicate with localizedStandardContains")
struct PredicateStringSearchTests {
    private final class Item { let title: String; init(_ title: String) { self.title = title } }

    @Test("a search-field predicate matches ignoring case and diacritics, as on Apple platforms")
    func search() throws {
        let query = "cafe"
        let predicate = #Predicate<Item> { $0.title.localizedStandardContains(query) }
        #expect(try predicate.evaluate(Item("Le Café Bleu")))
        #expect(try predicate.evaluate(Item("CAFETERIA")))
        #expect(try !predicate.evaluate(Item("Coffee")))
        let titles = try ["Café", "Tea", "cafe au lait"].map(Item.init).filter(predicate).map(\.title)
        #expect(titles == ["Café", "cafe au lait"])
    }
}
