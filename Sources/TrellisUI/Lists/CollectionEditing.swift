// Editing collections the way SwiftUI code does: ForEach($items) gives each row a binding
// to its own element; onDelete/onMove report offsets; the IndexSet helpers SwiftUI adds to
// collections apply them.

import Foundation
import UniformTypeIdentifiers

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

    /// Lets the user drop items of `supportedContentTypes` on the rows of a List: `action`
    /// gets the offset where they go in the data (before the row dropped on when the drop
    /// lands on its upper half, after it on its lower half) and the dropped items'
    /// providers. Drags come from `draggable`, `onDrag` or `itemProvider` in the same window.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach {
        var copy = self
        copy.onInsertAction = _InsertAction(types: supportedContentTypes, action: action)
        return copy
    }

    /// The same with the accepted types named by their identifiers (types this process
    /// does not know are taken as imported types).
    @available(*, deprecated, message: "give the accepted types as UTTypes")
    public func onInsert(of acceptedTypeIdentifiers: [String],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach {
        onInsert(of: acceptedTypeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) }, perform: action)
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

/// The elements of a bound collection, each as a binding to itself, with their identifiers:
/// what `ForEach($items)` iterates (SwiftUI's name for it; apps do not make one). A row's
/// binding finds its element again by identifier (`idOf`), so it stays on its element when
/// others are inserted or removed.
public struct IndexedIdentifierCollection<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: RandomAccessCollection {
    let source: Binding<Base>
    let snapshot: Base
    let idOf: (Base.Element) -> ID

    public var startIndex: Int { 0 }
    public var endIndex: Int { snapshot.count }

    public subscript(position: Int) -> Binding<Base.Element> {
        let source = self.source, idOf = self.idOf
        let index = snapshot.index(snapshot.startIndex, offsetBy: position)
        let id = idOf(snapshot[index])
        let fallback = snapshot[index]
        // Found by id each time, so a binding kept by a row stays on its element when
        // others are inserted or removed.
        func locate(_ c: Base) -> Base.Index? {
            if index < c.endIndex, idOf(c[index]) == id { return index }
            return c.firstIndex { idOf($0) == id }
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

/// The edits a user may make to a bound collection's rows (`ForEach($items, editActions:)`):
/// delete rows, move them, or both.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Rows can be moved and deleted.
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach where Content: View {
    /// One row per element of the bound collection, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedIdentifierCollection<C, C.Element.ID>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(IndexedIdentifierCollection(source: data, snapshot: data.wrappedValue, idOf: { $0.id }), content: content,
                  id: { $0.wrappedValue.id })
    }

    /// One row per element of the bound collection, identified by `id`, each given a
    /// binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedIdentifierCollection<C, ID> {
        self.init(IndexedIdentifierCollection(source: data, snapshot: data.wrappedValue, idOf: { $0[keyPath: id] }), content: content,
                  id: { $0.wrappedValue[keyPath: id] })
    }

    /// Rows of the bound collection that the user can delete or move as `editActions`
    /// allows (in a List's edit mode), the changes written to the collection.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, C.Element.ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
            C.Element: Identifiable {
        self.init(data, content: { EditableCollectionContent<R, C>(content: content($0)) })
        applyEditActions(editActions, to: data)
    }

    /// Rows of the bound collection, identified by `id`, that the user can delete or move
    /// as `editActions` allows.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C> {
        self.init(data, id: id, content: { EditableCollectionContent<R, C>(content: content($0)) })
        applyEditActions(editActions, to: data)
    }

    private mutating func applyEditActions<C: MutableCollection & RangeReplaceableCollection>(
        _ actions: EditActions<C>, to data: Binding<C>) {
        if actions.contains(.delete) { onDeleteAction = { data.wrappedValue.remove(atOffsets: $0) } }
        if actions.contains(.move) { onMoveAction = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } }
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of the bound collection, each given a binding.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent>, C.Element: Identifiable {
        // Spelled out: `$items` is also a collection of bindings (Data/Binding.swift).
        self.init { ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent>(data, content: rowContent) }
    }

    /// A list with one row per element of the bound collection, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of the bound collection's rows that the user can delete or move as
    /// `editActions` allows.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
            C.Element: Identifiable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}

/// One row of a collection bound with edit actions (`ForEach($items, editActions:)`):
/// the row's view, which the user can delete or move as the actions allow (the `ForEach`
/// holding the rows carries the deletion and the move).
public struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content

    public var body: some View { content }
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
    /// Actions revealed by swiping the row sideways (iOS 15): drag the row towards the
    /// other edge (a pointer drag, a trackpad swipe) to uncover them, each a coloured tile
    /// (red for a destructive role, else the button's tint, else grey); release past half
    /// the tiles to keep them open, further than that to run the first one
    /// (`allowsFullSwipe`). Tapping a tile runs it and closes the row, as does tapping the
    /// row. Screen readers reach them as the row's actions. Applied twice (one per edge)
    /// the row has both.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> _SwipeActionsRow<Self> {
        _SwipeActionsRow(content: self).adding(edge, _SwipeEdgeActions(content(), allowsFullSwipe: allowsFullSwipe))
    }

    /// The accent colour of controls below (buttons draw their labels in it).
    public func tint(_ tint: Color?) -> some View {
        environment(\.tintColor, tint)
    }
    /// The accent of controls below from any shape style (iOS 16): a gradient or other
    /// style tints with the colour it resolves to.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tintColor, tint?.resolvedColor)
    }
}

struct TintColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}
