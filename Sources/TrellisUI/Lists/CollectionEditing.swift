// Editing collections the way SwiftUI code does: ForEach($items) gives each row a binding
// to its own element; onDelete/onMove report offsets; the IndexSet helpers SwiftUI adds to
// collections apply them.

extension ForEach where Content: View {
    /// Rows of a List get a delete control in edit mode; `action` receives the offsets.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.onDeleteAction = action
        return copy
    }

    /// Rows of a List get move-up and move-down controls in edit mode; `action` receives
    /// the offsets and the destination, as a drag would give them.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.onMoveAction = action
        return copy
    }

    /// The row actions of the element at `offset` of `count`.
    func rowActions(_ offset: Int, count: Int) -> ListRowActions? {
        guard onDeleteAction != nil || onMoveAction != nil else { return nil }
        let delete = onDeleteAction.map { a in { a(IndexSet(integer: offset)) } }
        let move = onMoveAction
        return ListRowActions(
            delete: delete,
            moveUp: move.flatMap { m in offset > 0 ? { m(IndexSet(integer: offset), offset - 1) } : nil },
            moveDown: move.flatMap { m in offset + 1 < count ? { m(IndexSet(integer: offset), offset + 2) } : nil })
    }
}

/// The elements of a bound collection, each as a binding to itself (for `ForEach($items)`).
public struct _BindingElements<C: MutableCollection & RandomAccessCollection>: RandomAccessCollection
where C.Element: Identifiable {
    let source: Binding<C>
    let snapshot: C

    public var startIndex: Int { 0 }
    public var endIndex: Int { snapshot.count }

    public subscript(position: Int) -> Binding<C.Element> {
        let source = self.source
        let index = snapshot.index(snapshot.startIndex, offsetBy: position)
        let id = snapshot[index].id
        let fallback = snapshot[index]
        // Found by id each time, so a binding kept by a row stays on its element when
        // others are inserted or removed.
        func locate(_ c: C) -> C.Index? {
            if index < c.endIndex, c[index].id == id { return index }
            return c.firstIndex { $0.id == id }
        }
        return Binding(get: {
            let c = source.wrappedValue
            return locate(c).map { c[$0] } ?? fallback
        }, set: { v in
            var c = source.wrappedValue
            guard let i = locate(c) else { return }
            c[i] = v
            source.wrappedValue = c
        })
    }
}

extension ForEach where Content: View {
    /// One row per element of the bound collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == _BindingElements<C>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(_BindingElements(source: data, snapshot: data.wrappedValue), content: content,
                  id: { $0.wrappedValue.id })
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of the bound collection, each given a binding.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<_BindingElements<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `onDelete` reports).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` so they end up before the element that was at
    /// `destination` (what `onMove` reports).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let at = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: at)
    }
}

/// Leading or trailing edge.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

extension View {
    /// Row actions. There is no swipe gesture on Trellis's backends, so the actions are
    /// drawn as visible buttons at that edge of the row (documented mapping); tapping one
    /// runs it, as a swipe then a tap would.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = content()
        return HStack(spacing: 12) {
            if edge == .leading { actions }
            self.frame(maxWidth: .infinity, alignment: .leading)
            if edge == .trailing { actions }
        }
    }

    /// The accent colour of controls below (buttons draw their labels in it).
    public func tint(_ tint: Color?) -> some View {
        environment(\.tintColor, tint)
    }
}

struct TintColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}
