// NavigationSplitView: a sidebar (and optional content column) next to the detail, each
// column with its own navigation stack. In a regular-width window, as an iPad's in
// landscape: the columns `columnVisibility` asks for are shown side by side (the sidebar
// and content columns 280 points wide unless `navigationSplitViewColumnWidth` says
// otherwise), and a button at the top of the detail hides and shows the leading columns;
// a view-destination `NavigationLink` in a leading column shows its destination in the
// next column. `.prominentDetail` keeps the detail full width and lays the leading
// columns over it; a custom `NavigationSplitViewStyle` wraps the split view it is given.
//
// In a compact-width window (a phone-shaped one, Environment/SizeClass.swift) the split
// view collapses, as on an iPhone, into one navigation stack: the sidebar first (or the
// `preferredCompactColumn`); choosing a row of a `List(selection:)` in a column pushes
// the next column, and going back clears that list's selection.

/// A view with a sidebar column (and an optional content column) next to its detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    /// The column a collapsed split view shows, when the app binds it.
    var compactColumn: Binding<NavigationSplitViewColumn>?
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
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// Collapsed: how many columns are pushed over the sidebar (the app's own binding's
    /// column when it binds `preferredCompactColumn`).
    @State private var ownCompactDepth = 0
    /// Collapsed: what clears the selection that pushed each column, run when it is popped.
    @State private var clears = _SplitSelectionClears()
    /// Collapsed: going back from the first and the second pushed column.
    @State private var columnBacks = (_ColumnBack(), _ColumnBack())
    /// Regular: the destination of a view-destination link in a leading column, shown
    /// in the next column in place of its own content, and how many were shown (the
    /// column's stack starts afresh for each).
    @State private var shownContent: _SplitShown?
    @State private var shownDetail: _SplitShown?

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

    /// With the column a compact-width window shows (it follows the column on top as
    /// the person goes forward and back).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn
    }

    private var currentVisibility: NavigationSplitViewVisibility { visibility?.wrappedValue ?? ownVisibility }

    private func setVisibility(_ v: NavigationSplitViewVisibility) {
        if let visibility { visibility.wrappedValue = v } else { ownVisibility = v }
    }

    public var body: some View {
        if let configured {
            configured
        } else if sizeClass == .compact {
            collapsed
        } else if let style {
            style.make(NavigationSplitViewStyleConfiguration(split: AnyView(columns)))
        } else {
            columns
        }
    }

    // MARK: side by side (regular width)

    /// A column's stack: its own content, or the destination a link in a column before it
    /// shows there (a fresh stack for each).
    @ViewBuilder private func column(_ own: some View, shown: _SplitShown?) -> some View {
        if let shown {
            NavigationStack { shown.view }.id(shown.count)
        } else {
            NavigationStack { own }
        }
    }

    /// What a view-destination link in a leading column does: shows its destination in
    /// the column `index` (1 the content, 2 the detail), clearing the detail a content
    /// column's destination replaces.
    private func show(in index: Int) -> _SplitColumnActions {
        _SplitColumnActions(showNext: { view in
            if index == 1 {
                shownContent = _SplitShown(view: view, count: (shownContent?.count ?? 0) + 1)
                shownDetail = nil
            } else {
                shownDetail = _SplitShown(view: view, count: (shownDetail?.count ?? 0) + 1)
            }
        })
    }

    // MARK: collapsed (compact width)

    /// How many columns are pushed over the sidebar: 0 the sidebar shows, 1 the content
    /// column (or the detail of a two-column view), 2 the detail.
    private var compactDepth: Int {
        guard let compactColumn else { return ownCompactDepth }
        switch compactColumn.wrappedValue {
        case .sidebar: return 0
        case .content: return content != nil ? 1 : 0
        default: return content != nil ? 2 : 1
        }
    }

    private func setCompactDepth(_ depth: Int) {
        guard let compactColumn else { ownCompactDepth = depth; return }
        compactColumn.wrappedValue = depth == 0 ? .sidebar : depth == 1 && content != nil ? .content : .detail
    }

    /// Whether the column `depth` deep is pushed; setting it false (going back) pops it
    /// and clears the selection that pushed it.
    private func pushed(_ depth: Int) -> Binding<Bool> {
        Binding(get: { compactDepth >= depth }, set: { isPushed in
            if isPushed {
                if compactDepth < depth { setCompactDepth(depth) }
            } else if compactDepth >= depth {
                setCompactDepth(depth - 1)
                clears.run(from: depth)
            }
        })
    }

    /// What a list's selection in the column `depth` deep does: pushes the next column,
    /// remembering how to clear the selection when it is popped.
    private func advance(from depth: Int) -> _SplitColumnActions {
        _SplitColumnActions(advance: { clear in
            clears.set(depth + 1, clear)
            if compactDepth < depth + 1 { setCompactDepth(depth + 1) }
        })
    }

    private var collapsed: some View {
        let first = pushed(1), second = pushed(2)
        columnBacks.0.pop = { first.wrappedValue = false }
        columnBacks.1.pop = { second.wrappedValue = false }
        return NavigationStack {
            sidebar
                .environment(\._splitColumn, advance(from: 0))
                .navigationDestination(isPresented: first) {
                    if let content {
                        content
                            .environment(\._splitColumn, advance(from: 1))
                            .modifier(_CollapsedColumn(back: columnBacks.0))
                            .navigationDestination(isPresented: second) {
                                detail.environment(\._splitColumn, nil).modifier(_CollapsedColumn(back: columnBacks.1))
                            }
                    } else {
                        detail.environment(\._splitColumn, nil).modifier(_CollapsedColumn(back: columnBacks.0))
                    }
                }
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
                NavigationStack { sidebar.environment(\._splitColumn, show(in: content != nil ? 1 : 2)) }
                    .onPreferenceChange(_SplitColumnWidthKey.self) { w in widths.sidebar = w }
                    .frame(width: widths.sidebar?.resolved ?? 280)
                Rectangle().fill(Color.chromeLine).frame(width: 1)
            }
            if showContent, let content {
                column(content, shown: shownContent).environment(\._splitColumn, show(in: 2))
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
        let detailColumn = column(detail, shown: shownDetail)
            .environment(\._splitColumn, nil)
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
    /// With the column a compact-width window shows (see the three-column form).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn
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

/// What a split view gives the views of one column (`\._splitColumn`): side by side, how a
/// view-destination link shows its destination in the next column; collapsed, how a
/// list's selection pushes the next column (given how to clear the selection again).
struct _SplitColumnActions {
    var showNext: (@MainActor (AnyView) -> Void)? = nil
    var advance: (@MainActor (_ clearSelection: @escaping @MainActor () -> Void) -> Void)? = nil
}

/// A collapsed split view's pushed column. When the column has a navigation stack of its
/// own (a detail written as `NavigationStack { … }`), that stack's bar is the screen's: the
/// split view's bar is hidden for it and the stack's root goes back to the column before.
struct _CollapsedColumn: ViewModifier {
    let back: _ColumnBack
    @State private var hasOwnStack = false

    func body(content: Content) -> some View {
        content
            .environment(\._columnBack, back)
            .onPreferenceChange(_HasNavigationBarKey.self) { hasOwnStack = $0 }
            .toolbar(hasOwnStack ? .hidden : .automatic, for: .navigationBar)
    }
}

/// A destination shown in a column in place of its content, and how many have been.
struct _SplitShown {
    let view: AnyView
    let count: Int
}

/// The selection clears of a collapsed split view's pushed columns, by depth: kept by
/// reference so remembering one does not update the split view.
final class _SplitSelectionClears {
    private var clears: [Int: @MainActor () -> Void] = [:]
    func set(_ depth: Int, _ clear: @escaping @MainActor () -> Void) { clears[depth] = clear }
    /// Clears the selections that pushed the columns `depth` deep and deeper.
    @MainActor func run(from depth: Int) {
        for d in clears.keys.sorted() where d >= depth { clears.removeValue(forKey: d)?() }
    }
}

struct _SplitColumnKey: EnvironmentKey { static var defaultValue: _SplitColumnActions? { nil } }

extension EnvironmentValues {
    var _splitColumn: _SplitColumnActions? {
        get { self[_SplitColumnKey.self] }
        set { self[_SplitColumnKey.self] = newValue }
    }
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
