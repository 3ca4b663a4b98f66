// NavigationStack: a stack of screens with a navigation bar (S28). Every screen on the
// stack keeps its identity and state; only the top one is in the render tree, so a push
// makes the destination appear and the covered screen disappear in one commit, and a pop
// reverses it.
import TrellisProtocol

/// A view that shows a root view and the views pushed above it.
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root
    let path: PathAccess?
}

/// Reading and writing a stack's path, whatever type it has.
struct PathAccess {
    let read: () -> [AnyHashable]
    let write: ([AnyHashable]) -> Void
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are `path`: pushing and popping change it, and changing
    /// it pushes and pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(read: { path.wrappedValue.elements },
                               write: { path.wrappedValue = NavigationPath(elements: $0) })
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.init()
        self.elements = elements
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(read: { path.wrappedValue.map { AnyHashable($0) } }, write: { values in
            let typed = values.compactMap { $0.base as? Data.Element }
            if typed.count != values.count {
                TrellisLog.emit("NavigationStack: a pushed value is not a \(Data.Element.self), the type of the path; it is ignored")
            }
            path.wrappedValue = Data(typed)
        })
    }
}

extension NavigationStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let ctx: NavigationContext
        if let c = node.storage["navigation"] as? NavigationContext {
            ctx = c
        } else {
            ctx = NavigationContext()
            ctx.stack = node
            node.storage["navigation"] = ctx
        }
        if let path {
            ctx.readPath = path.read
            ctx.writePath = path.write
        } else {
            let box = node.storage["path"] as? StateBox<[AnyHashable]> ?? StateBox([], graph: node.graph)
            node.storage["path"] = box
            ctx.readPath = { box.read() }
            ctx.writePath = { box.write($0) }
        }
        if node.extra?.writesEnvironment(derivedFrom: node.env) != true {
            var env = node.env
            env.navigationContext = ctx
            node.ext.envWrite = (node.env, 0, env)
        }
        // Screens in order; each may register destinations the next one needs.
        let pop = ctx.popAction
        node.reconcileSlot(0, key: .index(0), view: _NavigationScreen(content: root, isRoot: true, pop: pop))
        var count = 1
        for (i, value) in ctx.readPath().enumerated() {
            let view = ctx.destination(for: value)
            node.reconcileSlot(count, key: .id(AnyHashable(PathEntry(index: i, value: value))),
                               view: _NavigationScreen(content: view, isRoot: false, pop: pop))
            count += 1
        }
        for pushed in ctx.pushedViews {
            node.reconcileSlot(count, key: .id(AnyHashable(ViewEntry(id: pushed.id))),
                               view: _NavigationScreen(content: pushed.view, isRoot: false, pop: pop))
            count += 1
        }
        ctx.presented.removeAll { $0.owner.value?.isAlive != true }
        for p in ctx.presented {
            node.reconcileSlot(count, key: .id(AnyHashable(PresentedEntry(owner: ObjectIdentifier(p.owner.value!)))),
                               view: _NavigationScreen(content: p.view, isRoot: false, pop: pop))
            count += 1
        }
        while node.children.count > count { node.children.removeLast().teardown(emitDestroy: true) }
        node.render(.vstack, [.spacing(0)], layout: .custom({ n in [n.children.last?.roots.array ?? []] }))
        node.finishRender()
    }
}

private struct PathEntry: Hashable { let index: Int; let value: AnyHashable }
private struct ViewEntry: Hashable { let id: Int }
private struct PresentedEntry: Hashable { let owner: ObjectIdentifier }

/// The older navigation container: a stack (Trellis has one window width, so the split
/// styles of larger screens collapse to a stack, as on an iPhone).
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// Styles of `NavigationView`; accepted, every one is a stack.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns on a wide screen; a stack in a compact window (an iPhone, Trellis's look).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

extension View {
    /// Accepted; a NavigationView is always a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// One screen of a stack: the bar, the content filling the rest, and a bottom toolbar
/// when the content has one, on the system background. `dismiss()` in a pushed screen
/// pops it.
///
/// The screen is opaque, as a navigation controller's view is on iOS: what an app draws
/// behind a `NavigationView` (a side menu under a sliding main screen, a colour in an
/// enclosing `ZStack`) does not show through it; a background the content sets is drawn
/// over the system one.
///
/// The root screen of a stack that is a collapsed split view's pushed column
/// (`\._columnBack`, Navigation/NavigationSplitView.swift) has a back button to the
/// column before it, and its `dismiss` goes back there: the column's stack and the split
/// view's are one stack to the person, as on an iPhone.
struct _NavigationScreen: View {
    let content: any View
    let isRoot: Bool
    let pop: () -> Void
    @State private var chrome = ScreenChrome()
    @Environment(\._columnBack) private var columnBack

    var body: some View {
        let back = isRoot ? columnBack?.pop : pop
        VStack(spacing: 0) {
            _NavigationBar(chrome: chrome, isRoot: back == nil, pop: back ?? pop)
            _ScreenContent(content: content, chrome: chrome, dismiss: back.map { DismissAction(action: $0) })
            _BottomBar(chrome: chrome)
        }
        .background(Color.systemBackground)
        .preference(key: _HasNavigationBarKey.self, value: isRoot)
    }
}

/// Set by a stack's root screen: the column around it (a collapsed split view's) leaves
/// the bar to it.
struct _HasNavigationBarKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Going back from a collapsed split view's pushed column (kept by reference, so the
/// environment value stays the same while the split view updates).
final class _ColumnBack {
    var pop: () -> Void = {}
}

struct _ColumnBackKey: EnvironmentKey { static var defaultValue: _ColumnBack? { nil } }

extension EnvironmentValues {
    var _columnBack: _ColumnBack? {
        get { self[_ColumnBackKey.self] }
        set { self[_ColumnBackKey.self] = newValue }
    }
}

/// The screen's content, full size, with the chrome (and, when pushed, dismiss) in its
/// environment.
struct _ScreenContent: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let chrome: ScreenChrome
    let dismiss: DismissAction?

    func _reconcile(in node: GraphNode) {
        if node.extra?.writesEnvironment(derivedFrom: node.env) != true {
            var env = node.env
            env.screenChrome = chrome
            if let dismiss { env.dismiss = dismiss }
            // A stack inside the screen is not the column's own (only its root goes back).
            if env._columnBack != nil { env._columnBack = nil }
            node.ext.envWrite = (node.env, 0, env)
        }
        node.reconcileChild(.index(0), AnyView(content).frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}

extension _ScreenContent: StructuralView {}
