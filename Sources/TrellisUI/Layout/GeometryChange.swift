// onGeometryChange(for:of:action:): an action run with a value computed from the view's
// geometry whenever that value changes. Built as SwiftUI apps built it before iOS 16: a
// `GeometryReader` in the view's background (proposed exactly the view's size, so layout
// is unchanged) whose value is watched with `onChange`. The action first runs once the
// daemon has reported the view's size (not with the zero size a reader has before its
// first layout), then each time the transformed value changes.

extension View {
    /// Runs `action` with the value `transform` computes from this view's geometry, when
    /// the view is first laid out and whenever the value changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new value `transform` computes from this view's
    /// geometry whenever it changes (the first time, with the new value as both).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background {
            GeometryReader { proxy in
                let value: T? = proxy.size == .zero ? nil : transform(proxy)
                Color.clear
                    .allowsHitTesting(false)
                    .onChange(of: value, initial: true) { old, new in
                        if let new { action(old ?? new, new) }
                    }
            }
        }
    }
}
