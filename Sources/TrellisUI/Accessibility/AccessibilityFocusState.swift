// Where assistive technology's focus is, as a value the code reads and sets
// (`@AccessibilityFocusState`). On Linux a screen reader (Orca) follows keyboard focus:
// there is no separate point an app can move, so this state is keyboard focus, exactly as
// `@FocusState`: setting it moves focus to the view (and Orca reads it); focus moving there
// by Tab, a click or the screen reader sets it.

/// The accessibility focus of a view (SwiftUI's `AccessibilityFocusState`).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    var focus: FocusState<Value>

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    /// A binding for `accessibilityFocused(_:)` / `accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

    public init() where Value == Bool { focus = FocusState() }
    public init<T: Hashable>() where Value == T? { focus = FocusState() }
    /// SwiftUI's form naming the assistive technologies; Linux has one kind (screen readers).
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { focus = FocusState() }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { focus = FocusState() }

    /// The binding form of an accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

/// Assistive technologies (SwiftUI's `AccessibilityTechnologies`).
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

extension View {
    /// Binds the accessibility focus of the focus target below (a control, a field, a
    /// `focusable` view) to `condition` — on Linux, its keyboard focus.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        focused(condition.focus)
    }

    /// Binds the accessibility focus of the focus target below to `binding` holding `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value?>.Binding,
                                                      equals value: Value) -> some View {
        focused(binding.focus, equals: value)
    }
}
