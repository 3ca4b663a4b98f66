// @FocusedObject with focusedObject(_:) and focusedSceneObject(_:): focused values that
// are observable objects, found by their type. A reader sees the object published nearest
// to focus (or by the scene), and updates when focus moves, when another object is
// published, and when the object it reads announces a change.

/// How an object is kept among the focused values: under its type, compared by identity
/// (a different instance is a change readers must see).
struct _FocusedObjectBox: Equatable {
    let object: AnyObject
    static func == (a: _FocusedObjectBox, b: _FocusedObjectBox) -> Bool { a.object === b.object }
}

/// The place of an object type among the focused values.
struct _FocusedObjectSlot: Hashable {
    let type: ObjectIdentifier
}

extension FocusedValues {
    /// The object of one type published for focus, boxed.
    subscript(_focusedObject slot: _FocusedObjectSlot) -> _FocusedObjectBox? {
        get { storage[slot.type] as? _FocusedObjectBox }
        set { storage[slot.type] = newValue }
    }

    static func _objectPath<O: AnyObject>(_ type: O.Type) -> WritableKeyPath<FocusedValues, _FocusedObjectBox?> {
        \FocusedValues.[_focusedObject: _FocusedObjectSlot(type: ObjectIdentifier(type))]
    }
}

/// Reads the observable object of type `ObjectType` that the focused view, or one of its
/// ancestors, publishes with `focusedObject(_:)` (or the scene, with
/// `focusedSceneObject(_:)`): nil when none is. The view updates when focus moves and
/// when the object changes (as with `@ObservedObject`).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the focused object's properties: `$document?.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the property at `keyPath` of the focused object.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }

    let value = FocusedValue<_FocusedObjectBox>(FocusedValues._objectPath(ObjectType.self))

    public init() {}

    /// The object published nearest to focus, or nil.
    public var wrappedValue: ObjectType? { value.wrappedValue?.object as? ObjectType }

    /// Bindings to the focused object's properties, or nil when there is none.
    public var projectedValue: Wrapper? { wrappedValue.map(Wrapper.init(object:)) }
}

extension FocusedObject: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        value._install(in: node, label: label)
        // Changes the object announces update the reader too.
        if let o = MainActor.assumeIsolated({ value.link.store?.current()[keyPath: value.keyPath] })?.object as? ObjectType {
            node.observe(o, label: label)
        }
    }
}

extension View {
    /// Publishes `object` for `@FocusedObject` readers while focus is on this view or
    /// inside it.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_FocusedValueModifier(keyPath: FocusedValues._objectPath(T.self), value: _FocusedObjectBox(object: object),
                                       scene: false))
    }

    /// Publishes `object` (nil: nothing) for `@FocusedObject` readers while focus is on
    /// this view or inside it.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(keyPath: FocusedValues._objectPath(T.self), value: object.map { _FocusedObjectBox(object: $0) },
                                       scene: false))
    }

    /// Publishes `object` for `@FocusedObject` readers while this view is on screen,
    /// wherever focus is in the window; an object of the same type published for the
    /// focused view wins over it.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_FocusedValueModifier(keyPath: FocusedValues._objectPath(T.self), value: _FocusedObjectBox(object: object),
                                       scene: true))
    }

    /// Publishes `object` (nil: nothing) scene-wide while this view is on screen.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(keyPath: FocusedValues._objectPath(T.self), value: object.map { _FocusedObjectBox(object: $0) },
                                       scene: true))
    }
}
