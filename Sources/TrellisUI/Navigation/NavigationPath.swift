import Foundation

/// A type-erased list of the values pushed on a `NavigationStack`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`: its `navigationDestination(for:)` shows it.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    /// The path in a form that can be encoded (to restore it on the next launch); nil when a
    /// value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            guard let value = element.base as? any Codable, let json = try? JSONEncoder().encode(value) else { return nil }
            items.append(.init(typeName: _mangledTypeName(type(of: element.base)) ?? _typeName(type(of: element.base)),
                               json: String(decoding: json, as: UTF8.self)))
        }
        return CodableRepresentation(items: items, values: elements)
    }

    /// The path `codable` was made from.
    public init(_ codable: CodableRepresentation) {
        elements = codable.values
    }

    /// A navigation path's values with their types, encoded as a list of strings: each
    /// value's type name followed by the value's JSON.
    public struct CodableRepresentation: Codable, Equatable {
        struct Item: Equatable { let typeName: String; let json: String }
        let items: [Item]
        /// The path's values: decoded (and checked) when the representation is decoded.
        fileprivate var values: [AnyHashable]

        /// Made from a path: its values as they are (a type that cannot be found by name,
        /// a `private` one, still round-trips inside the process).
        init(items: [Item], values: [AnyHashable]) {
            self.items = items
            self.values = values
        }

        public init(from decoder: Decoder) throws {
            var c = try decoder.unkeyedContainer()
            var items: [Item] = []
            while !c.isAtEnd {
                let name = try c.decode(String.self)
                guard !c.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: c, debugDescription: "a type name without its value")
                }
                items.append(Item(typeName: name, json: try c.decode(String.self)))
            }
            self.items = items
            do { values = try items.map(Self.decode) } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "a navigation path value could not be decoded: \(error)"))
            }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item.typeName); try c.encode(item.json) }
        }

        public static func == (a: Self, b: Self) -> Bool { a.items == b.items }

        private static func decode(_ item: Item) throws -> AnyHashable {
            // Found by mangled name, which a `private` type's does not resolve to.
            guard let type = _typeByName(item.typeName) as? any (Decodable & Hashable).Type else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown type \(item.typeName)"))
            }
            func open<T: Decodable & Hashable>(_: T.Type) throws -> AnyHashable {
                AnyHashable(try JSONDecoder().decode(T.self, from: Data(item.json.utf8)))
            }
            return try open(type)
        }
    }
}
