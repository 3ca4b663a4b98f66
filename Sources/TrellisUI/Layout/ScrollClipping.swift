import TrellisProtocol

struct ScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct ScrollClipsKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether the scroll views below scroll with the wheel, trackpad and drags.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
    /// Whether the scroll views below clip their content to their frame.
    var scrollClips: Bool {
        get { self[ScrollClipsKey.self] }
        set { self[ScrollClipsKey.self] = newValue }
    }
}

extension View {
    /// Stops (or restarts) the scroll views below from scrolling with user input; the
    /// input goes to an enclosing scroll view, and `ScrollViewProxy.scrollTo` still works.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Lets the scroll views below draw their content beyond their frame (a shadow or a
    /// card that reaches past the edge) instead of clipping it.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClips, !disabled)
    }
}
