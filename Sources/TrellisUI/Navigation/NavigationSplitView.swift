// NavigationSplitView: a sidebar (and optional content column) next to the detail, each
// column with its own navigation stack. Trellis windows are regular width, as an iPad's
// in landscape: the columns `columnVisibility` asks for are shown side by side (the
// sidebar and content columns 280 points wide unless `navigationSplitViewColumnWidth`
// says otherwise), and a button at the top of the detail hides and shows the leading
// columns. `.prominentDetail` keeps the detail full width and lays the leading columns
// over it; a custom `NavigationSplitViewStyle` wraps the split view it is given.

/// A view with a sidebar column (and an optional content column) next to its detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    /// The columns' widths as the columns asked (`navigationSplitViewColumnWidth`).
    @State private var widths = _SplitColumnWidths()
    /// The visibility when the app does not bind it.
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @Environment(\._splitViewStyle) private var style
    /// `toolbar(removing: .sidebarToggle)` on the split view or around it.
    @Environment(\._removedToolbarItems) private var removedAround
    /// `toolbar(removing: .sidebarToggle)` inside a column (the usual place: the sidebar).
    @State private var removedInside: Set<ToolbarDefaultItemKind> = []
    /// Set by `init(_ configuration:)`: the split view a style was given, drawn as is.
    var configured: AnyView?

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
    }

    /// With the column a narrow window prefers; Trellis windows show every column the
    /// visibility asks for, as an iPad's regular width does, so it is not consulted.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    }

    private var currentVisibility: NavigationSplitViewVisibility { visibility?.wrappedValue ?? ownVisibility }

    private func setVisibility(_ v: NavigationSplitViewVisibility) {
        if let visibility { visibility.wrappedValue = v } else { ownVisibility = v }
    }

    public var body: some View {
        if let configured {
            configured
        } else if let style {
            style.make(NavigationSplitViewStyleConfiguration(split: AnyView(columns)))
        } else {
            columns
        }
    }

    /// Which leading columns show: `.detailOnly` none; `.doubleColumn` the one beside the
    /// detail (the content column of a three-column view, else the sidebar); `.all` and
    /// `.automatic` every column.
    private var shown: (sidebar: Bool, content: Bool) {
        let v = currentVisibility
        let three = content != nil
        if v == .detailOnly { return (false, false) }
        if v == .doubleColumn { return (!three, three) }
        return (true, three)
    }

    @ViewBuilder private var columns: some View {
        let (showSidebar, showContent) = shown
        let prominent = style?.prominentDetail == true
        let showsToggle = !removedAround.union(removedInside).contains(.sidebarToggle)
        let leading = HStack(spacing: 0) {
            if showSidebar {
                NavigationStack { sidebar }
                    .onPreferenceChange(_SplitColumnWidthKey.self) { w in widths.sidebar = w }
                    .frame(width: widths.sidebar?.resolved ?? 280)
                Rectangle().fill(Color.chromeLine).frame(width: 1)
            }
            if showContent, let content {
                NavigationStack { content }
                    .onPreferenceChange(_SplitColumnWidthKey.self) { w in widths.content = w }
                    .frame(width: widths.content?.resolved ?? 280)
                Rectangle().fill(Color.chromeLine).frame(width: 1)
            }
        }
        let toggle = Button {
            setVisibility(showSidebar || showContent ? .detailOnly : .all)
        } label: {
            Image(systemName: "sidebar.left")
        }
        .accessibilityLabel(Text(showSidebar || showContent ? "Hide Sidebar" : "Show Sidebar"))
        .padding(8)
        let detailColumn = NavigationStack { detail }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        Group {
            if prominent {
                // The leading columns lie over the detail: the button goes beside them, where
                // they do not cover it.
                let covered = (showSidebar ? (widths.sidebar?.resolved ?? 280) + 1 : 0)
                    + (showContent && content != nil ? (widths.content?.resolved ?? 280) + 1 : 0)
                ZStack(alignment: .topLeading) {
                    detailColumn
                    leading.frame(maxHeight: .infinity).background(Color.systemBackground).shadow(radius: 8)
                    if showsToggle { toggle.padding(.leading, covered) }
                }
            } else {
                HStack(spacing: 0) {
                    leading
                    detailColumn.overlay(alignment: .topLeading) { if showsToggle { toggle } }
                }
            }
        }
        .onPreferenceChange(_RemovedToolbarItemsKey.self) { removedInside = $0 }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = nil
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = columnVisibility
    }
    /// With the column a narrow window prefers (not consulted: see the three-column form).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    }
}

/// Which columns a split view shows.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    /// The style's choice: every column on a regular-width window.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The detail and the column beside it.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view (which one a narrow window shows, `preferredCompactColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let raw: Int
    public static let sidebar = NavigationSplitViewColumn(raw: 0)
    public static let content = NavigationSplitViewColumn(raw: 1)
    public static let detail = NavigationSplitViewColumn(raw: 2)
}

/// A column's requested width: fixed, or ideal within bounds.
struct _SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
    /// The width the column gets: the ideal, kept within its bounds.
    var resolved: CGFloat { Swift.min(Swift.max(ideal, min ?? ideal), max ?? .infinity) }
}

struct _SplitColumnWidths: Equatable {
    var sidebar: _SplitColumnWidth?
    var content: _SplitColumnWidth?
}

struct _SplitColumnWidthKey: PreferenceKey {
    static var defaultValue: _SplitColumnWidth? { nil }
    static func reduce(value: inout _SplitColumnWidth?, nextValue: () -> _SplitColumnWidth?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Draws the split views below with `style`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\._splitViewStyle, _SplitViewStyleBox(style: style))
    }
    /// The width of the split view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: _SplitColumnWidthKey.self, value: _SplitColumnWidth(min: nil, ideal: width, max: nil))
    }
    /// The ideal width of the split view column this view is the root of, with bounds (a
    /// person cannot drag column edges in Trellis, so the column takes its ideal width).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: _SplitColumnWidthKey.self, value: _SplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// What a split view style is given: the split view to draw, whole.
public struct NavigationSplitViewStyleConfiguration {
    let split: AnyView
}

extension NavigationSplitView where Sidebar == AnyView, Content == EmptyView, Detail == AnyView {
    /// The split view a style's configuration holds, as the style would otherwise draw
    /// it (inside a custom style's `makeBody`).
    public init(_ configuration: NavigationSplitViewStyleConfiguration) {
        self.init(sidebar: { configuration.split }, detail: { AnyView(EmptyView()) })
        configured = configuration.split
    }
}

/// How a split view lays out its columns: `makeBody` draws it from its configuration.
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The style's choice: `.balanced` on a regular-width window.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.split }
}
/// The leading columns beside the detail, which narrows to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.split }
}
/// The detail full width, the leading columns laid over it while they show.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.split }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// A split view style in the environment. The split view asks it for `prominentDetail`
/// before drawing its columns, then hands them to `make`.
struct _SplitViewStyleBox {
    let make: @MainActor (NavigationSplitViewStyleConfiguration) -> AnyView
    let prominentDetail: Bool
    init<S: NavigationSplitViewStyle>(style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        prominentDetail = style is ProminentDetailNavigationSplitViewStyle
    }
}

struct SplitViewStyleKey: EnvironmentKey { static var defaultValue: _SplitViewStyleBox? { nil } }

extension EnvironmentValues {
    var _splitViewStyle: _SplitViewStyleBox? {
        get { self[SplitViewStyleKey.self] }
        set { self[SplitViewStyleKey.self] = newValue }
    }
}
