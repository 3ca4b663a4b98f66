// indexViewStyle(_:): how a paged tab view's index (its page dots) is drawn.
// `.page(backgroundDisplayMode: .always)` draws a translucent capsule behind the dots;
// `.automatic`, `.interactive` (shown while the user interacts, which a tap does at once)
// and `.never` draw the dots alone.

/// How an index view (a paged tab view's dots) is drawn.
public protocol IndexViewStyle {}

/// Page dots, with or without a background.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let raw: Int
        /// The platform's choice: no background.
        public static let automatic = BackgroundDisplayMode(raw: 0)
        /// While the user interacts with the index.
        public static let interactive = BackgroundDisplayMode(raw: 1)
        /// Always.
        public static let always = BackgroundDisplayMode(raw: 2)
        /// Never.
        public static let never = BackgroundDisplayMode(raw: 3)
    }
    public var backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { .init() }
    /// Page dots with a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct _PageIndexBackgroundKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic } }

extension EnvironmentValues {
    var _pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[_PageIndexBackgroundKey.self] }
        set { self[_PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets how the paged tab views below draw their page dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\._pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic)
    }
}
