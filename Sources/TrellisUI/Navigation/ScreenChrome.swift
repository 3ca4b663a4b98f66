// What the views of one screen put in its bars: a title, toolbar items, a hidden back
// button. Modifiers deep in the content write here; the bar redraws when it changes.
import TrellisProtocol

/// The bar contents of one navigation screen.
@MainActor
final class ScreenChrome {
    struct Title { let owner: Weak<GraphNode>; let depth: Int; let text: Text }
    struct Toolbar { let owner: Weak<GraphNode>; let entries: [ToolbarEntry] }
    var titles: [ObjectIdentifier: Title] = [:]
    var toolbars: [ObjectIdentifier: Toolbar] = [:]
    var backHidden: [ObjectIdentifier: (owner: Weak<GraphNode>, hidden: Bool)] = [:]
    var barHidden: [ObjectIdentifier: (owner: Weak<GraphNode>, hidden: Bool)] = [:]
    /// `toolbarRole(.editor)` / `.browser`: the back button shows its chevron only.
    var backTitleHidden: [ObjectIdentifier: (owner: Weak<GraphNode>, hidden: Bool)] = [:]
    /// `toolbarBackground` and `toolbarColorScheme` for the navigation bar: the deepest
    /// view that set each wins, as for the title.
    struct BarAppearance { let owner: Weak<GraphNode>; let depth: Int; let value: Any? }
    var barStyles: [ObjectIdentifier: BarAppearance] = [:]
    var barVisibilities: [ObjectIdentifier: BarAppearance] = [:]
    var barSchemes: [ObjectIdentifier: BarAppearance] = [:]
    /// The bars that draw this chrome (invalidated when it changes).
    private var bars: [Weak<GraphNode>] = []

    nonisolated init() {}

    /// Called by a bar while its body runs.
    func attach(_ bar: GraphNode?) {
        guard let bar, !bars.contains(where: { $0.value === bar }) else { return }
        bars.removeAll { $0.value?.isAlive != true }
        bars.append(Weak(bar))
    }

    private func changed() {
        for b in bars { if let n = b.value, n.isAlive { n.graph.invalidate(n, reason: "@dependencies") } }
    }

    func setTitle(_ text: Text, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if titles[id]?.text == text { return }
        titles[id] = Title(owner: Weak(owner), depth: owner.depth, text: text)
        changed()
    }

    func setToolbar(_ entries: [ToolbarEntry], owner: GraphNode) {
        toolbars[ObjectIdentifier(owner)] = Toolbar(owner: Weak(owner), entries: entries)
        changed()
    }

    func setBackButtonHidden(_ hidden: Bool, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if backHidden[id]?.hidden == hidden { return }
        backHidden[id] = (Weak(owner), hidden)
        changed()
    }

    func setBackTitleHidden(_ hidden: Bool, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if backTitleHidden[id]?.hidden == hidden { return }
        backTitleHidden[id] = (Weak(owner), hidden)
        changed()
    }

    func setBarHidden(_ hidden: Bool, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if barHidden[id]?.hidden == hidden { return }
        barHidden[id] = (Weak(owner), hidden)
        changed()
    }

    func setBarStyle(_ style: AnyShapeStyle, owner: GraphNode) {
        barStyles[ObjectIdentifier(owner)] = BarAppearance(owner: Weak(owner), depth: owner.depth, value: style)
        changed()
    }

    func setBarVisibility(_ visibility: Visibility, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if (barVisibilities[id]?.value as? Visibility) == visibility { return }
        barVisibilities[id] = BarAppearance(owner: Weak(owner), depth: owner.depth, value: visibility)
        changed()
    }

    func setBarScheme(_ scheme: ColorScheme?, owner: GraphNode) {
        let id = ObjectIdentifier(owner)
        if let old = barSchemes[id], (old.value as? ColorScheme) == scheme { return }
        barSchemes[id] = BarAppearance(owner: Weak(owner), depth: owner.depth, value: scheme)
        changed()
    }

    private func deepest(_ d: [ObjectIdentifier: BarAppearance]) -> Any? {
        d.values.filter { $0.owner.value?.isAlive == true }.max { $0.depth < $1.depth }?.value
    }
    /// The navigation bar's background style (`toolbarBackground(_:for:)`), if set.
    var barStyle: AnyShapeStyle? { deepest(barStyles) as? AnyShapeStyle }
    /// Whether the navigation bar draws a background (`toolbarBackground(.hidden)`: no).
    var barVisibility: Visibility { deepest(barVisibilities) as? Visibility ?? .automatic }
    /// The colour scheme of the navigation bar (`toolbarColorScheme(_:for:)`), if set.
    var barScheme: ColorScheme? { deepest(barSchemes) as? ColorScheme }

    /// The title of the deepest view that set one.
    var title: Text? {
        titles.values.filter { $0.owner.value?.isAlive == true }.max { $0.depth < $1.depth }?.text
    }
    var isBackButtonHidden: Bool { backHidden.values.contains { $0.owner.value?.isAlive == true && $0.hidden } }
    var isBackTitleHidden: Bool { backTitleHidden.values.contains { $0.owner.value?.isAlive == true && $0.hidden } }
    var isBarHidden: Bool { barHidden.values.contains { $0.owner.value?.isAlive == true && $0.hidden } }

    /// The toolbar items placed in `region`, in the order their modifiers were applied.
    func items(in region: ToolbarRegion) -> [any View] { entries(in: region).map(\.view) }

    /// The entries of `region`, in the order their screens registered them.
    func entries(in region: ToolbarRegion) -> [ToolbarEntry] {
        toolbars.values.filter { $0.owner.value?.isAlive == true }
            .sorted { ($0.owner.value?.seq ?? 0) < ($1.owner.value?.seq ?? 0) }
            .flatMap { $0.entries.filter { $0.placement.region == region } }
    }
}

struct ScreenChromeKey: EnvironmentKey { static var defaultValue: ScreenChrome? { nil } }

extension EnvironmentValues {
    var screenChrome: ScreenChrome? {
        get { self[ScreenChromeKey.self] }
        set { self[ScreenChromeKey.self] = newValue }
    }
}

/// The navigation bar (S31, iPhone style): back button and leading items on the left, the
/// title centred, trailing items on the right; 44 points tall on a light background with a
/// hairline below. Hidden when a root screen has nothing to show in it.
struct _NavigationBar: View {
    let chrome: ScreenChrome
    let isRoot: Bool
    let pop: () -> Void

    var body: some View {
        let _ = chrome.attach(ViewGraph.active?.current)
        let title = chrome.title
        let leading = chrome.items(in: .leading)
        let trailing = chrome.items(in: .trailing)
        let principal = chrome.items(in: .principal)
        let showBack = !isRoot && !chrome.isBackButtonHidden
        let empty = title == nil && leading.isEmpty && trailing.isEmpty && principal.isEmpty && !showBack
        if !(chrome.isBarHidden || empty) {
            VStack(spacing: 0) {
                // Items at the edges, the title centred in the bar unless that would
                // overlap them (then beside them, truncated when short of room): the
                // daemon's `centersMiddle` arrangement, UIKit's inline title.
                _BarStack(spacing: 8) {
                    HStack(spacing: 16) {
                        if showBack {
                            Button(action: pop) {
                                HStack(spacing: 4) {
                                    Image(systemName: "chevron.left").accessibilityHidden(true)
                                    if !chrome.isBackTitleHidden { Text("Back") }
                                }
                            }
                            .accessibilityLabel("Back")
                        }
                        ForEach(0..<leading.count, id: \.self) { AnyView(leading[$0]) }
                    }
                    // A bar item's `Label` shows its icon only (the title is its
                    // accessibility label), as iOS's bars show them; a style the item
                    // sets itself wins.
                    .labelStyle(.iconOnly)
                    .fixedSize()
                    Group {
                        if let first = principal.first {
                            AnyView(first).environment(\._barTitle, title)
                        } else if let title {
                            title.font(.headline).lineLimit(1).accessibilityHeading(.h1)   // a screen's title
                                .foregroundStyle(UIKitBars.titleColor ?? Color.primary)
                        } else {
                            Color.clear.frame(width: 0, height: 0)   // keeps the trailing items at the edge
                        }
                    }
                    HStack(spacing: 16) {
                        ForEach(0..<trailing.count, id: \.self) { AnyView(trailing[$0]) }
                    }
                    .labelStyle(.iconOnly)
                    .fixedSize()
                }
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: 44)
                if chrome.barVisibility != .hidden {
                    Rectangle().fill(Color.chromeLine).frame(height: 1)
                }
            }
            .background {
                // toolbarBackground: the style set for the bar, none when hidden; the
                // scheme of toolbarColorScheme applies to the bar's content and its
                // default background.
                if chrome.barVisibility == .hidden {
                    Color.clear
                } else if let style = chrome.barStyle {
                    Rectangle().fill(style)
                } else {
                    UIKitBars.navigationBarBackground ?? Color.barBackground
                }
            }
            .modifier(_BarSchemeModifier(scheme: chrome.barScheme))
        }
    }
}

/// The bar's colour scheme, when a screen set one.
struct _BarSchemeModifier: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}

/// The bottom toolbar: `.bottomBar` items spread across the width (or placed by a group's
/// own `Spacer`s), and above them, while a text field or editor has focus, a row of the
/// `.keyboard` items (where iOS shows them, above its keyboard).
struct _BottomBar: View {
    let chrome: ScreenChrome

    var body: some View {
        let _ = chrome.attach(ViewGraph.active?.current)
        let keyboard = chrome.entries(in: .keyboard)
        let rows = [!keyboard.isEmpty && Self.editingText() ? keyboard : [], chrome.entries(in: .bottom)]
            .filter { !$0.isEmpty }
        if !rows.isEmpty {
            VStack(spacing: 0) {
                ForEach(0..<rows.count, id: \.self) { r in
                    let entries = rows[r]
                    let spaced = entries.contains { $0.spacesItself }
                    Rectangle().fill(Color.chromeLine).frame(height: 1)
                    HStack {
                        ForEach(0..<entries.count, id: \.self) { i in
                            if i > 0 && !spaced { Spacer() }
                            AnyView(entries[i].view)
                        }
                    }
                    .labelStyle(.iconOnly)
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, minHeight: 44)
                }
            }
            .background(Color.barBackground)
        }
    }
}

extension _BottomBar {
    /// Whether a text field or editor of this window has focus; the bar updates when focus
    /// moves (it reads the focused values' generation, which every focus move bumps).
    static func editingText() -> Bool {
        guard let graph = ViewGraph.active else { return false }
        _ = FocusedValuesStore.of(graph).generation.read()
        let id = graph.focus.current
        return id != 0 && graph.renderOwner[id]?.renderKind == .textField
    }
}

/// An hstack of [leading, middle, trailing] with the middle centred in the whole width
/// when it fits (render property `centersMiddle`).
struct _BarStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let spacing: CGFloat
    let content: Content
    init(spacing: CGFloat, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    func _reconcile(in node: GraphNode) {
        node.render(.hstack, stackProps(spacing: spacing, alignment: .center) + [.centersMiddle(true)], layout: .container)
        node.reconcileChild(.index(0), content)
        node.finishRender()
    }
}
