// Models written as SwiftData apps write them (Hacking with Swift's Bookworm and
// SwiftDataProject shapes): a unique attribute, a cascade relationship, a transient value,
// a Codable value type, defaults added after data was saved.
import Foundation
import SwiftData

@Model
final class Book {
    var title: String
    var author: String
    var rating: Int
    var genre = "Fantasy"
    var date = Date(timeIntervalSince1970: 0)
    @Transient var isSelected = false

    init(title: String, author: String, rating: Int) {
        self.title = title
        self.author = author
        self.rating = rating
    }
}

struct Address: Codable, Hashable {
    var city: String
    var zip: String
}

@Model
class Member {
    @Attribute(.unique) var email: String
    var name: String
    var address: Address?
    @Relationship(deleteRule: .cascade) var jobs = [Job]()
    var mentor: Member?

    init(email: String, name: String) {
        self.email = email
        self.name = name
    }
}

@Model
class Job {
    var name: String
    var priority: Int
    var owner: Member?

    init(name: String, priority: Int, owner: Member? = nil) {
        self.name = name
        self.priority = priority
        self.owner = owner
    }
}

@Model
final class Author {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Novel.author) var novels: [Novel] = []

    init(name: String) { self.name = name }
}

@Model
final class Novel {
    var title: String
    var author: Author?

    init(title: String, author: Author? = nil) {
        self.title = title
        self.author = author
    }
}
