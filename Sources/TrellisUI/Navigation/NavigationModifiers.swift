// navigationTitle and friends, navigationDestination, NavigationLink.

/// How a navigation bar shows its title. Trellis draws every title inline (one compact
/// bar on every backend); the modes are accepted.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// The iOS 17 name for the same choice.
public enum ToolbarTitleDisplayMode: Sendable { case automatic, inline, inlineLarge, large }

extension View {
    /// The title shown in the navigation bar of the enclosing screen.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_ScreenChromeModifier { chrome, node in chrome.setTitle(title, owner: node) })
    }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    /// A title the user can rename: the bar shows it with a chevron whose menu has
    /// "Rename", which turns the title into a field editing `title` until Return or focus leaves.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
            .toolbar { ToolbarItem(placement: .principal) { _RenamableBarTitle(title: title) } }
    }

    /// The older name of `navigationTitle`.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey))
    }
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title))
    }

    /// Accepted: titles are drawn inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Accepted: titles are drawn inline.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// Hides the back button of the enclosing pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_ScreenChromeModifier { chrome, node in chrome.setBackButtonHidden(hidesBackButton, owner: node) })
    }

    /// Hides the navigation bar of the enclosing screen.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_ScreenChromeModifier { chrome, node in chrome.setBarHidden(hidden, owner: node) })
    }

    /// Items at the leading and trailing ends of the bar (the older API).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, view: leading),
                       ToolbarEntry(placement: .navigationBarTrailing, view: trailing)]
        return modifier(_ScreenChromeModifier { chrome, node in chrome.setToolbar(entries, owner: node) })
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, view: leading)]
        return modifier(_ScreenChromeModifier { chrome, node in chrome.setToolbar(entries, owner: node) })
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarTrailing, view: trailing)]
        return modifier(_ScreenChromeModifier { chrome, node in chrome.setToolbar(entries, owner: node) })
    }

    /// Shows `destination(value)` for values of `data` pushed on the enclosing stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationContextModifier { ctx, node in
            let key = ObjectIdentifier(D.self)
            let known = ctx.destinations[key]?.owner.value?.isAlive == true
            ctx.destinations[key] = (Weak(node), { destination($0 as! D) })
            // A value pushed before its destination was declared resolves now.
            if !known && ctx.readPath().contains(where: { type(of: $0.base) == D.self }) { ctx.invalidateStack() }
        })
    }

    /// Pushes `destination` while `isPresented` is true; the back button sets it false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? destination() : nil
        return modifier(_NavigationContextModifier { ctx, node in
            ctx.present(view, owner: node, close: { isPresented.wrappedValue = false })
        })
    }

    /// Pushes `destination(item)` while `item` is non-nil; the back button sets it nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view = item.wrappedValue.map(destination)
        return modifier(_NavigationContextModifier { ctx, node in
            ctx.present(view, owner: node, close: { item.wrappedValue = nil })
        })
    }
}

extension NavigationContext {
    /// Adds, updates or removes the screen a `navigationDestination(isPresented:)` of
    /// `owner` pushes.
    func present(_ view: (any View)?, owner: GraphNode, close: @escaping () -> Void) {
        let index = presented.firstIndex { $0.owner.value === owner }
        switch (view, index) {
        case (let v?, let i?): presented[i] = (Weak(owner), v, close); invalidateStack()
        case (let v?, nil): presented.append((Weak(owner), v, close)); invalidateStack()
        case (nil, let i?): presented.remove(at: i); invalidateStack()
        case (nil, nil): break
        }
    }
}

/// Reaches the enclosing stack's context while reconciling.
func _NavigationContextModifier(_ apply: @escaping @MainActor (NavigationContext, GraphNode) -> Void)
    -> _EnvironmentObjectHook<NavigationContext> {
    _EnvironmentObjectHook(object: \.navigationContext, apply: apply)
}

/// A control that pushes a destination (a view, or a value shown by the stack's
/// `navigationDestination(for:)`). In a List it is a row with a disclosure chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// The iOS 13 `isActive:` / `tag:selection:` forms: the destination is shown while true.
    var isActive: Binding<Bool>?
    @Environment(\.navigationContext) private var context
    @Environment(\.listRowContext) private var listRows
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\._rowSelection) private var rowSelection
    @Environment(\._splitColumn) private var splitColumn
    @Environment(\._rowLinkAction) private var rowLinkAction

    public var body: some View {
        // The list row this link is follows it from anywhere in its cell.
        let _ = rowLinkAction.map { $0.action = push }
        if let isActive, let destination {
            button.navigationDestination(isPresented: isActive) { destination.environment(\._rowLinkAction, nil) }
        } else {
            button
        }
    }

    private var button: some View {
        // Links inside this one's label or destination are not the row's.
        Button(action: push) {
            if listRows != nil || isInListRow {
                HStack {
                    label.foregroundColor(.primary)
                    Spacer()
                    Image(systemName: "chevron.right").foregroundColor(.gray).accessibilityHidden(true)
                }
                .contentShape(Rectangle())   // the space before the chevron follows the link too
            } else {
                label
            }
        }
        .environment(\._rowLinkAction, nil)
    }

    private func push() {
        if let isActive {
            isActive.wrappedValue = true
            return
        }
        // A link whose value is its List(selection:) row's selects the row (the split view
        // around shows it); one to a view in a split view's leading column shows the view
        // in the next column (Navigation/NavigationSplitView.swift).
        if let value, let rowSelection, rowSelection.tag == value {
            rowSelection.select()
            return
        }
        if let destination, let show = splitColumn?.showNext {
            show(AnyView(destination))
            return
        }
        guard let context else {
            TrellisLog.emit("NavigationLink is outside a NavigationStack; it does nothing")
            return
        }
        if let destination { context.push(view: destination) } else if let value { context.push(value) }
    }
}

/// A view that is a `NavigationLink(value:)`, possibly modified: in a `List(selection:)`
/// its value is the row's selection value when the types agree.
protocol _NavigationLinkValued {
    var _linkValue: AnyHashable? { get }
}

extension NavigationLink: _NavigationLinkRow {
    var _isNavigationLink: Bool { true }
}

extension NavigationLink: _NavigationLinkValued {
    var _linkValue: AnyHashable? { destination == nil ? value : nil }
}

extension ModifiedContent: _NavigationLinkValued where Content: View, Modifier: ViewModifier {
    var _linkValue: AnyHashable? { (content as? _NavigationLinkValued)?._linkValue }
}

extension NavigationLink {
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
    }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink {
    /// A link shown as pushed while `isActive` is true: tapping it sets `isActive`, setting
    /// `isActive` pushes or pops the destination, and going back sets it false (iOS 13's
    /// programmatic navigation, deprecated for `navigationDestination(isPresented:)`).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }

    /// A link shown as pushed while `selection` equals `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Binding(get: { selection.wrappedValue == tag },
                                                             set: { selection.wrappedValue = $0 ? tag : (selection.wrappedValue == tag ? nil : selection.wrappedValue) }),
                  label: label)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes `value`; the stack shows it with its `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
