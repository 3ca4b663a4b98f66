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

/// A model that is also Codable with a `let` identifier, as apps that import JSON write it.
@Model
final class Contact: Codable {
    enum CodingKeys: CodingKey { case id, name }

    let id: UUID
    var name: String
    let created = Date(timeIntervalSince1970: 0)

    init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }

    required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
    }
}
