// toolbar { ToolbarItem(placement:) { … } }: items drawn in the navigation bar (leading,
// principal, trailing) or in a bottom bar of the enclosing navigation screen.

/// Where a toolbar item goes, by SwiftUI's placement names.
public struct ToolbarItemPlacement: Sendable {
    let region: ToolbarRegion
    public static let automatic = ToolbarItemPlacement(region: .trailing)
    public static let principal = ToolbarItemPlacement(region: .principal)
    public static let navigation = ToolbarItemPlacement(region: .leading)
    public static let primaryAction = ToolbarItemPlacement(region: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(region: .trailing)
    public static let status = ToolbarItemPlacement(region: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(region: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(region: .leading)
    public static let destructiveAction = ToolbarItemPlacement(region: .trailing)
    /// Above the keyboard while text is edited: in the bottom bar while a text field or
    /// editor has focus, and not otherwise.
    public static let keyboard = ToolbarItemPlacement(region: .keyboard)
    public static let topBarLeading = ToolbarItemPlacement(region: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(region: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(region: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(region: .trailing)
    public static let bottomBar = ToolbarItemPlacement(region: .bottom)
}

/// The regions of a screen's bars.
enum ToolbarRegion { case leading, principal, trailing, bottom, keyboard }

/// One item for a bar.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: any View
    /// A group with `Spacer`s of its own: it places its items itself, and a bar puts no
    /// spacers of its own beside it.
    var spacesItself = false
}

/// Content of a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s.
public protocol ToolbarContent {}

/// What every toolbar content value gives the bar.
protocol _ToolbarEntriesProviding { var _entries: [ToolbarEntry] { get } }

/// An item of a toolbar at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, _ToolbarEntriesProviding {
    let placement: ToolbarItemPlacement
    let content: Content
    var _entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: content)] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, _ToolbarEntriesProviding {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    var _entries: [ToolbarEntry] {
        let items = (content as? _ElementsProviding)?._elements ?? [content]
        return [ToolbarEntry(placement: placement, view: HStack(spacing: 16) { content },
                             spacesItself: items.contains { $0 is Spacer })]
    }
}

extension ToolbarItemGroup {
    /// Several views at one placement, with a label that names the group (kept with the
    /// items as a `LabeledToolbarItemGroupContent`; the bar shows the items themselves).
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// The items of a labelled `ToolbarItemGroup`, with the label naming them. Drawn, it is
/// the items: Trellis's bars never fold a group into a menu under its label.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

/// Items built by `ToolbarContentBuilder`.
public struct _ToolbarItemList: ToolbarContent, _ToolbarEntriesProviding {
    let _entries: [ToolbarEntry]
}

/// Builds toolbar content from `ToolbarItem`s, groups, `if` and `if/else`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _ToolbarItemList { _ToolbarItemList(_entries: []) }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarItemList {
        var entries: [ToolbarEntry] = []
        for c in repeat each content { entries += (c as? _ToolbarEntriesProviding)?._entries ?? [] }
        return _ToolbarItemList(_entries: entries)
    }
    // The branches of `if` and `if/else` are blocks, so always item lists: typed as such
    // (a generic parameter here could not be inferred through the optional, and every
    // `if` in a toolbar failed to build).
    public static func buildOptional(_ content: _ToolbarItemList?) -> _ToolbarItemList {
        content ?? _ToolbarItemList(_entries: [])
    }
    public static func buildEither(first content: _ToolbarItemList) -> _ToolbarItemList { content }
    public static func buildEither(second content: _ToolbarItemList) -> _ToolbarItemList { content }
    public static func buildLimitedAvailability(_ content: _ToolbarItemList) -> _ToolbarItemList { content }
}

/// Bars a toolbar visibility applies to.
public struct ToolbarPlacement: Sendable {
    let isNavigationBar: Bool
    var isTabBar = false
    public static let automatic = ToolbarPlacement(isNavigationBar: true)
    public static let navigationBar = ToolbarPlacement(isNavigationBar: true)
    public static let bottomBar = ToolbarPlacement(isNavigationBar: false)
    public static let tabBar = ToolbarPlacement(isNavigationBar: false, isTabBar: true)
}

/// Reconciles the content, then hands an object the environment holds (a screen's
/// chrome, a stack's navigation context) to `apply` with this node: how modifiers deep in
/// a screen reach its bars and its stack.
struct _EnvironmentObjectHook<Object>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let object: KeyPath<EnvironmentValues, Object?>
    let apply: @MainActor (Object, GraphNode) -> Void

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.reconcileChild(.index(0), content)
        if let o = node.env[keyPath: object] { apply(o, node) }
    }
}

/// Writes a screen's bar contents from inside its content.
func _ScreenChromeModifier(_ apply: @escaping @MainActor (ScreenChrome, GraphNode) -> Void) -> _EnvironmentObjectHook<ScreenChrome> {
    _EnvironmentObjectHook(object: \.screenChrome, apply: apply)
}

extension View {
    /// Places `content`'s items in the bars of the enclosing navigation screen.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = (content() as? _ToolbarEntriesProviding)?._entries ?? []
        return modifier(_ScreenChromeModifier { chrome, node in chrome.setToolbar(entries, owner: node) })
    }

    /// Places views in the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = [ToolbarEntry(placement: .automatic, view: HStack(spacing: 16) { content() })]
        return modifier(_ScreenChromeModifier { chrome, node in chrome.setToolbar(entries, owner: node) })
    }

    /// `.toolbar(.hidden)` hides the navigation bar of the enclosing screen;
    /// `.toolbar(.hidden, for: .tabBar)` inside a tab hides the enclosing tab view's bar
    /// while that tab is shown (TabBarVisibility.swift).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains { $0.isNavigationBar }
        let tabBar = bars.contains { $0.isTabBar }
        return modifier(_ScreenChromeModifier { chrome, node in
            if navigationBar { chrome.setBarHidden(visibility == .hidden, owner: node) }
        })
        .modifier(_EnvironmentObjectHook(object: \._tabBarVisibility) { bar, node in
            if tabBar { bar.set(hidden: visibility == .hidden, owner: node) }
        })
    }

    /// Whether the enclosing screen's navigation bar draws its background: `.hidden`
    /// leaves it transparent (no hairline either); `.visible` and `.automatic` draw it
    /// (Trellis's bars are always opaque: nothing scrolls under them). The tab bar and the
    /// bottom bar keep their one background (PlatformDifferences).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains { $0.isNavigationBar }
        return modifier(_ScreenChromeModifier { chrome, node in
            if navigationBar { chrome.setBarVisibility(visibility, owner: node) }
        })
    }
    /// The style the enclosing screen's navigation bar is filled with (a colour, a
    /// gradient…). The tab bar and the bottom bar keep their one background.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains { $0.isNavigationBar }
        let erased = AnyShapeStyle(style)
        return modifier(_ScreenChromeModifier { chrome, node in
            if navigationBar { chrome.setBarStyle(erased, owner: node) }
        })
    }
    /// The colour scheme of the enclosing screen's navigation bar: its title, items and
    /// default background are drawn in it (`.dark` over a dark `toolbarBackground` makes
    /// the title white); nil follows the screen. The tab bar and the bottom bar follow
    /// the window's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains { $0.isNavigationBar }
        return modifier(_ScreenChromeModifier { chrome, node in
            if navigationBar { chrome.setBarScheme(colorScheme, owner: node) }
        })
    }
}
