// Inverse relationships: when one side of a relationship declared with
// `@Relationship(inverse:)` (on either side) changes, the other side follows, as in
// SwiftData — `book.author = ann` puts the book in `ann.books` and takes it out of its old
// author's; `ann.books.append(book)` sets `book.author`. A model's setter reports each
// change (`relationshipChanged`); value properties take the unconstrained overload, which
// does nothing. Linking stops as soon as the other side already agrees, so the two
// setters do not call each other forever.
import Foundation

extension _ModelStorage {
    /// A property that is not a relationship changed: nothing to follow.
    public func relationshipChanged<Owner: PersistentModel, V>(_ owner: Owner, _ keyPath: KeyPath<Owner, V>, old: V, new: V) {}

    /// A to-one relationship changed.
    public func relationshipChanged<Owner: PersistentModel, T: PersistentModel>(_ owner: Owner, _ keyPath: KeyPath<Owner, T?>,
                                                                                old: T?, new: T?) {
        guard old !== new, let inverse = Inverses.inverse(of: keyPath, in: Owner.self, target: T.self) else { return }
        if let old { Inverses.unlink(old, from: owner, via: inverse) }
        if let new { Inverses.link(new, to: owner, via: inverse) }
    }

    /// A to-many relationship changed: the models added and removed follow.
    public func relationshipChanged<Owner: PersistentModel, T: PersistentModel>(_ owner: Owner, _ keyPath: KeyPath<Owner, [T]>,
                                                                                old: [T], new: [T]) {
        guard let inverse = Inverses.inverse(of: keyPath, in: Owner.self, target: T.self) else { return }
        let before = Set(old.map(ObjectIdentifier.init)), after = Set(new.map(ObjectIdentifier.init))
        for m in old where !after.contains(ObjectIdentifier(m)) { Inverses.unlink(m, from: owner, via: inverse) }
        for m in new where !before.contains(ObjectIdentifier(m)) { Inverses.link(m, to: owner, via: inverse) }
    }

    /// An optional to-many relationship changed.
    public func relationshipChanged<Owner: PersistentModel, T: PersistentModel>(_ owner: Owner, _ keyPath: KeyPath<Owner, [T]?>,
                                                                                old: [T]?, new: [T]?) {
        guard let inverse = Inverses.inverse(of: keyPath, in: Owner.self, target: T.self) else { return }
        let before = Set((old ?? []).map(ObjectIdentifier.init)), after = Set((new ?? []).map(ObjectIdentifier.init))
        for m in old ?? [] where !after.contains(ObjectIdentifier(m)) { Inverses.unlink(m, from: owner, via: inverse) }
        for m in new ?? [] where !before.contains(ObjectIdentifier(m)) { Inverses.link(m, to: owner, via: inverse) }
    }

    // Models that are also Codable: the same, chosen over the value overload.
    public func relationshipChanged<Owner: PersistentModel, T: PersistentModel & Codable>(_ owner: Owner, _ keyPath: KeyPath<Owner, T?>,
                                                                                          old: T?, new: T?) {
        toOne(owner, keyPath, old: old, new: new)
    }
    public func relationshipChanged<Owner: PersistentModel, T: PersistentModel & Codable>(_ owner: Owner, _ keyPath: KeyPath<Owner, [T]>,
                                                                                          old: [T], new: [T]) {
        toMany(owner, keyPath, old: old, new: new)
    }
    private func toOne<Owner: PersistentModel, T: PersistentModel>(_ owner: Owner, _ keyPath: KeyPath<Owner, T?>, old: T?, new: T?) {
        relationshipChanged(owner, keyPath, old: old, new: new)
    }
    private func toMany<Owner: PersistentModel, T: PersistentModel>(_ owner: Owner, _ keyPath: KeyPath<Owner, [T]>, old: [T], new: [T]) {
        relationshipChanged(owner, keyPath, old: old, new: new)
    }
}

/// Finds and writes the other side of a relationship.
enum Inverses {
    /// The property of `target` that is the inverse of `keyPath` of `owner`: declared on this
    /// side (`@Relationship(inverse:)`), or on the other side pointing back here.
    static func inverse(of keyPath: AnyKeyPath, in owner: any PersistentModel.Type, target: any PersistentModel.Type) -> AnyKeyPath? {
        if let own = owner._$properties.first(where: { $0.keyPath == keyPath }), let inverse = own.inverse { return inverse }
        return target._$properties.first { $0.inverse == keyPath }?.keyPath
    }

    /// Makes `target`'s side refer to `owner`.
    static func link<T: PersistentModel, Owner: PersistentModel>(_ target: T, to owner: Owner, via inverse: AnyKeyPath) {
        if let kp = inverse as? ReferenceWritableKeyPath<T, Owner?> {
            if target[keyPath: kp] !== owner { target[keyPath: kp] = owner }
        } else if let kp = inverse as? ReferenceWritableKeyPath<T, [Owner]> {
            if !target[keyPath: kp].contains(where: { $0 === owner }) { target[keyPath: kp].append(owner) }
        } else if let kp = inverse as? ReferenceWritableKeyPath<T, [Owner]?> {
            if !(target[keyPath: kp] ?? []).contains(where: { $0 === owner }) { target[keyPath: kp] = (target[keyPath: kp] ?? []) + [owner] }
        }
    }

    /// Makes `target`'s side stop referring to `owner`.
    static func unlink<T: PersistentModel, Owner: PersistentModel>(_ target: T, from owner: Owner, via inverse: AnyKeyPath) {
        if let kp = inverse as? ReferenceWritableKeyPath<T, Owner?> {
            if target[keyPath: kp] === owner { target[keyPath: kp] = nil }
        } else if let kp = inverse as? ReferenceWritableKeyPath<T, [Owner]> {
            if target[keyPath: kp].contains(where: { $0 === owner }) { target[keyPath: kp].removeAll { $0 === owner } }
        } else if let kp = inverse as? ReferenceWritableKeyPath<T, [Owner]?> {
            if let list = target[keyPath: kp], list.contains(where: { $0 === owner }) { target[keyPath: kp] = list.filter { $0 !== owner } }
        }
    }
}
