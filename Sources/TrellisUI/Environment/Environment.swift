/// A key for a custom environment value (S14): declare `defaultValue` and add a
/// computed property to `EnvironmentValues` that uses `self[Key.self]`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors. Writes (by `.environment(_:_:)` and
/// friends) make a new chain link; identity of the chain tells cheaply whether anything
/// changed for a subtree.
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }
    var head: Entry?
    /// Bits 0–30: one bit per key set in the chain (a key's bit from its identifier): a
    /// key whose bit is clear is not in the chain, so reading a value nobody set — most
    /// reads: a Text asks for its case, design, redaction and baseline offset — costs no
    /// walk. Bit 31: `inListContent`. Four bytes beside the chain's head, so the
    /// environment each identity keeps leaves room in its tail for the node's next fields.
    private var keyBits: UInt32 = 0
    private static let listContentBit: UInt32 = 1 << 31

    /// Whether `listRowContext` is set: read on every reconcile, so kept as a flag instead
    /// of a walk of the chain.
    var inListContent: Bool {
        get { keyBits & Self.listContentBit != 0 }
        set { if newValue { keyBits |= Self.listContentBit } else { keyBits &= ~Self.listContentBit } }
    }

    public init() {}

    @inline(__always) private static func bit(_ key: ObjectIdentifier) -> UInt32 {
        let a = UInt(bitPattern: key)
        return 1 << UInt32((a >> 4 ^ a >> 10) % 31)
    }

    /// Whether `key` may be in the chain (false: it certainly is not). Kept apart from the
    /// walk so that the subscript's usual case — a key nobody set — is inlined and never
    /// makes an `Any?`.
    @inline(__always) func mayContain(_ key: ObjectIdentifier) -> Bool { keyBits & Self.bit(key) != 0 }

    func lookup(_ key: ObjectIdentifier) -> Any? {
        guard mayContain(key) else { return nil }
        return walk(to: key)
    }

    private func walk(to key: ObjectIdentifier) -> Any? {
        var e = head
        while let x = e {
            if x.key == key { return x.value }
            e = x.next
        }
        return nil
    }

    mutating func set(_ key: ObjectIdentifier, _ value: Any) {
        head = Entry(key: key, value: value, next: head)
        keyBits |= Self.bit(key)
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            if mayContain(id), let v = walk(to: id) { return v as! K.Value }
            return K.defaultValue
        }
        set { set(ObjectIdentifier(key), newValue) }
    }

    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    func object<T: AnyObject>(of type: T.Type) -> T? {
        lookup(ObjectIdentifier(_EnvironmentObjectKey<T>.self)) as? T
    }

    public var description: String { "EnvironmentValues" }
}

struct _EnvironmentObjectKey<T>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

// MARK: built-in values the client resolves for the daemon

struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
struct ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }
struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
struct LineMinimumKey: EnvironmentKey { static var defaultValue: Int? { nil } }
struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The font of text in this subtree (nil: the default, `Font.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The colour of text and symbols (nil: primary).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// Maximum number of lines for text (nil: unlimited).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// The fewest lines text and vertical fields are tall (a `lineLimit` range's lower
    /// bound, or `reservesSpace`); nil: no minimum. SwiftUI keeps it out of the public
    /// environment too.
    var lineMinimum: Int? {
        get { self[LineMinimumKey.self] }
        set { self[LineMinimumKey.self] = newValue }
    }
    /// Whether controls hide their labels (`labelsHidden()`).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
    /// Whether controls react to input.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Connects an `@Environment` field to the environment of its identity.
protocol EnvironmentLinkProtocol: AnyObject {
    /// Reads the value again from `env`; true when it changed.
    func refresh(from env: EnvironmentValues) -> Bool
}

final class EnvironmentLink<Value>: EnvironmentLinkProtocol {
    let keyPath: KeyPath<EnvironmentValues, Value>
    var value: Value?
    init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    func refresh(from env: EnvironmentValues) -> Bool {
        let new = env[keyPath: keyPath]
        defer { value = new }
        guard let old = value else { return true }
        return !(ViewEquality.equalIfEquatable(old, new) ?? false)
    }
}

/// Reads a value from the environment of the view's identity (S14). Declaring it makes
/// the view depend on that value, whether or not `body` reads it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let link: EnvironmentLink<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        link = EnvironmentLink(keyPath)
    }

    public var wrappedValue: Value {
        link.value ?? EnvironmentValues()[keyPath: link.keyPath]
    }
}

extension Environment: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        if let old = node.storage[label] as? EnvironmentLink<Value>, old.keyPath == link.keyPath {
            link.value = node.env[keyPath: link.keyPath]
            old.value = link.value
            node.envLinks.append((label, old))
        } else {
            _ = link.refresh(from: node.env)
            node.storage[label] = link
            node.envLinks.append((label, link))
        }
    }
}

extension Environment: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool {
        (other as? Environment<Value>)?.link.keyPath == link.keyPath
    }
}
