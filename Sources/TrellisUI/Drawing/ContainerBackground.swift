// containerBackground(_:for:) and containerBackground(for:alignment:content:).
//
// The background of the container a view is shown in. For `.navigation`,
// `.navigationSplitView` and `.tabView` Trellis draws it behind the view, across the
// view's whole frame and the safe areas, which is what shows behind a screen that fills
// its navigation or tab container (the usual case); a screen smaller than its container
// shows it behind itself only (see PlatformDifferences). `.widget` is the background of
// a widget: outside a widget SwiftUI draws nothing for it, and Trellis has no widgets, so
// it is drawn nowhere, as in an app's window on any platform.

/// The container whose background `containerBackground` sets.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let raw: Int
    /// A widget's background (drawn only in widgets; Trellis has none).
    public static let widget = ContainerBackgroundPlacement(raw: 0)
    /// The background of a navigation stack's screen.
    public static let navigation = ContainerBackgroundPlacement(raw: 1)
    /// The background of a navigation split view's columns.
    public static let navigationSplitView = ContainerBackgroundPlacement(raw: 2)
    /// The background of a tab view's tab.
    public static let tabView = ContainerBackgroundPlacement(raw: 3)
}

extension View {
    /// Fills the background of the container `container` with `style` (see the top of
    /// Drawing/ContainerBackground.swift for what each container draws).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// Draws `content` as the background of the container `container`.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let drawn = container != .widget
        let background = content()
        return self.background(alignment: alignment) {
            if drawn { background.ignoresSafeArea() }
        }
    }
}
