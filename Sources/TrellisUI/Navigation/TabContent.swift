// TabContent (iOS 18): the content of a tab view written as tabs rather than views —
// `Tab`, `TabSection`, `ForEach` of tabs, and types of the app's own whose `body` is
// tab content. As in SwiftUI, tab content is not a `View` (a type cannot take both
// builders for its `body`): each tab content turns itself into the structural view the
// `TabView` reads its tabs from (`_makeTabView()`). A tab view written with views and
// `tabItem(_:)` takes a view builder instead.

/// Content of a tab view: tabs, sections of tabs, and collections of them, whose
/// selection values are `TabValue`.
public protocol TabContent<TabValue> {
    /// The selection value of the tabs (`Never` for tabs without one).
    associatedtype TabValue: Hashable
    /// The tab content this content is made of (its selection values are this content's,
    /// which is how Swift infers `TabValue` from `var body: some TabContent<Int>`).
    associatedtype Body: TabContent where Body.TabValue == TabValue
    /// The tabs this content is made of.
    @TabContentBuilder<TabValue> var body: Body { get }
    /// The view a `TabView` reads this content's tabs from. Types of the app's own use the
    /// default, which reads `body`.
    func _makeTabView() -> AnyView
}

extension TabContent {
    public func _makeTabView() -> AnyView { AnyView(_TabContentBody(content: self)) }
}

/// The body of primitive tab content (`Tab`, `TabSection` …), which has none: an
/// uninhabited type carrying the selection value type, as `Never` is a primitive view's.
public enum _NeverTabContent<TabValue: Hashable>: TabContent {
    public typealias Body = _NeverTabContent<TabValue>
    public func _makeTabView() -> AnyView { switch self {} }
}

extension TabContent where Body == _NeverTabContent<TabValue> {
    public var body: _NeverTabContent<TabValue> { fatalError("\(Self.self) is primitive tab content and has no body") }
}

/// The view of an app's own `TabContent`: its body's tabs, transparently (a structural
/// view, so the tab view sees each tab inside).
struct _TabContentBody<C: TabContent>: View {
    typealias Body = Never
    let content: C
}

extension _TabContentBody: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), content.body._makeTabView()) }
}

/// Builds tab content from the tabs written in a closure.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _TupleTabContent<TabValue> { _TupleTabContent(views: []) }
    public static func buildBlock<C: TabContent>(_ content: C) -> C { content }
    public static func buildBlock<C0: TabContent, each C: TabContent>(_ first: C0, _ rest: repeat each C)
        -> _TupleTabContent<C0.TabValue> {
        var views: [AnyView] = [first._makeTabView()]
        for c in repeat each rest { views.append(c._makeTabView()) }
        return _TupleTabContent(views: views)
    }
    public static func buildExpression<D, I, C: TabContent>(_ content: ForEach<D, I, C>) -> _ForEachTabContent<D, I, C> {
        _ForEachTabContent(forEach: content)
    }
    public static func buildIf<C: TabContent>(_ content: C?) -> _OptionalTabContent<C> { _OptionalTabContent(content: content) }
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F> {
        _ConditionalTabContent(first: first, second: nil)
    }
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F> {
        _ConditionalTabContent(first: nil, second: second)
    }
    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> AnyTabContent<C.TabValue> {
        AnyTabContent(erasing: content)
    }

    /// The view a `TabView` built from tab content shows: the content's tabs.
    public struct Content<C: TabContent>: View {
        public typealias Body = Never
        let content: C
    }
}

extension TabContentBuilder.Content: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), content._makeTabView()) }
}

/// Several tab contents written one after another in a tab content builder.
public struct _TupleTabContent<TabValue: Hashable>: TabContent {
    public typealias Body = _NeverTabContent<TabValue>
    let views: [AnyView]
    public func _makeTabView() -> AnyView { AnyView(_TabViews(views: views)) }
}

/// Tab content shown when a condition holds (`if` in a tab content builder).
public struct _OptionalTabContent<C: TabContent>: TabContent {
    public typealias TabValue = C.TabValue
    public typealias Body = _NeverTabContent<TabValue>
    let content: C?
    public func _makeTabView() -> AnyView { AnyView(_TabViews(views: content.map { [$0._makeTabView()] } ?? [])) }
}

/// One of two tab contents (`if`/`else` in a tab content builder). The branches have
/// different identities, as `_ConditionalContent`'s do for views.
public struct _ConditionalTabContent<T: TabContent, F: TabContent>: TabContent {
    public typealias TabValue = T.TabValue
    public typealias Body = _NeverTabContent<TabValue>
    let first: T?
    let second: F?
    public func _makeTabView() -> AnyView {
        if let first { return AnyView(_TabBranch<T>(view: first._makeTabView())) }
        return AnyView(_TabBranch<F>(view: second!._makeTabView()))
    }
}

/// A branch of `_ConditionalTabContent`, typed by its content so each branch has an
/// identity of its own.
struct _TabBranch<Tag>: View {
    typealias Body = Never
    let view: AnyView
}

extension _TabBranch: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) { node.reconcileChild(.index(0), view) }
}

/// The views of several tab contents, each keyed by its position.
struct _TabViews: View {
    typealias Body = Never
    let views: [AnyView]
}

extension _TabViews: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) {
        node.reconcileChildren(views.enumerated().map { (.index($0.offset), $0.element as any View) })
    }
}

/// Tab content of any type with selection values of type `TabValue`.
public struct AnyTabContent<TabValue: Hashable>: TabContent {
    public typealias Body = _NeverTabContent<TabValue>
    let view: AnyView
    /// Erases `content`'s type.
    public init<C: TabContent>(erasing content: C) where C.TabValue == TabValue {
        view = content._makeTabView()
    }
    public func _makeTabView() -> AnyView { view }
}

/// A `ForEach` of tabs in a tab content builder.
public struct _ForEachTabContent<Data: RandomAccessCollection, ID: Hashable, Content: TabContent>: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = _NeverTabContent<TabValue>
    let forEach: ForEach<Data, ID, Content>
    public func _makeTabView() -> AnyView {
        let content = forEach.content
        return AnyView(ForEach<Data, ID, AnyView>(forEach.data, content: { content($0)._makeTabView() }, id: forEach.idOf))
    }
}

extension ForEach where Content: TabContent {
    /// A tab for each element of `data`, identified by its `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TabContentBuilder<Never> content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, id: { $0[keyPath: id] })
    }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// A tab for each element of `data`, identified by the element's `id`.
    public init(_ data: Data, @TabContentBuilder<Never> content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, id: { $0.id })
    }
}

extension TabView {
    /// A tab view of tabs written with a tab content builder, selecting `selection`.
    public init<C: TabContent>(selection: Binding<SelectionValue>,
                               @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    }
}

extension TabView where SelectionValue == Never {
    /// A tab view of tabs without selection values, written with a tab content builder.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C> {
        selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}

/// The label of a tab made from a title and an image: the title with the symbol or image
/// above it in the tab bar, beside it in the sidebar.
public struct DefaultTabLabel: View {
    let label: Label<Text, Image>
    init(_ label: Label<Text, Image>) { self.label = label }
    public var body: some View { label }
}
