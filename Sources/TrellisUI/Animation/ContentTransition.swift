// Content transitions: how a text or image draws a change of its content made under an
// animation. The choice travels to the daemon as the `contentTransition` property of the
// text or image node (protocol README §7, "Content transitions"), and the daemon's
// animator keeps the old content drawn while the new one comes in.
import TrellisProtocol

/// How a view draws a change of its content (a text's string, an image's symbol) that an
/// animation carries, rather than showing the new content at once.
///
/// It takes effect only inside an animated transaction (`withAnimation`,
/// `.animation(_:value:)`), as in SwiftUI. Without `contentTransition(_:)` a text or image
/// crossfades, as `.opacity` does: SwiftUI's texts do the same in practice.
public struct ContentTransition: Equatable, Sendable {
    let wire: WireContentTransition

    /// The new content at once, with no transition.
    public static let identity = ContentTransition(wire: .init(kind: .identity, countsDown: false, value: 0, hasValue: false))
    /// The old content fades out while the new fades in.
    public static let opacity = ContentTransition(wire: .init(kind: .opacity, countsDown: false, value: 0, hasValue: false))
    /// SwiftUI morphs matching glyphs; Trellis cannot (the daemon draws whole texts), so it
    /// crossfades as `.opacity` does (see PlatformDifferences).
    public static let interpolate = ContentTransition(wire: .init(kind: .interpolate, countsDown: false, value: 0, hasValue: false))

    /// For text showing a number: the old text rolls out and the new rolls in, upwards
    /// when counting up and downwards when `countsDown`, fading as they go.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(wire: .init(kind: .numericText, countsDown: countsDown, value: 0, hasValue: false))
    }

    /// For text showing `value`: rolls like `numericText(countsDown:)`, in the direction of
    /// the change from the value it showed before to this one.
    public static func numericText(value: Double) -> ContentTransition {
        guard value.isFinite else { return numericText() }
        return ContentTransition(wire: .init(kind: .numericText, countsDown: false, value: value, hasValue: true))
    }

    public static func == (a: Self, b: Self) -> Bool { a.wire == b.wire }
}

struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .opacity } }

extension EnvironmentValues {
    /// How texts and images in this environment draw an animated change of their content
    /// (default `.opacity`, a crossfade).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// The `contentTransition` property a text or image sends: none for the default,
    /// which is the daemon's too.
    var contentTransitionProperty: Property? {
        let t = contentTransition
        return t == .opacity ? nil : .contentTransition(t.wire)
    }
}

extension View {
    /// Sets how the texts and images in this view draw a change of their content made
    /// under an animation: `.opacity` crossfades, `.numericText` rolls digits, `.identity`
    /// shows the new content at once. Outside an animation a change is always immediate.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
