// defaultFocus: where focus goes when a view appears and nothing in it is focused yet.

/// When the system applies a default focus (SwiftUI's `DefaultFocusEvaluationPriority`).
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let isUserInitiated: Bool
    /// Applied when the view appears (Trellis's only moment: there is no focus-scope entry
    /// from a remote or a keyboard shortcut apart from Tab).
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// As `automatic` here.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
    /// Focuses the target bound to `binding` with `value` when this view appears, unless
    /// the binding already holds a focus (is not nil or false): a form opening with its
    /// first field ready for typing.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear {
            guard Self.holdsNoFocus(binding.wrappedValue) else { return }
            binding.wrappedValue = value
        }
    }

    /// Whether a focus state's value means "nothing focused": nil, or false.
    static func holdsNoFocus(_ value: Any) -> Bool {
        if let b = value as? Bool { return !b }
        let m = Mirror(reflecting: value)
        return m.displayStyle == .optional && m.children.isEmpty
    }
}
