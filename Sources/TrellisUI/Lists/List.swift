// List as SwiftUI draws it on the iPhone (S31): a scrolling lazy stack of rows (S19),
// each leading-aligned, 16 points in, at least 44 points tall, with a separator under it;
// in the grouped styles (the default) the rows are cards on the grouped background.
import TrellisProtocol

/// A scrolling list of rows.
///
/// Every view the content produces becomes a row — the elements of a `ForEach`, each view
/// of a block, through `Group`, `if`, `Section` and custom views whose bodies produce
/// several views — the way SwiftUI's List treats its content. Rows appear and disappear
/// as they scroll (S19); a `ForEach` directly in the list is built lazily.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let selection: Binding<SelectionValue?>?
    /// `List(selection:)` with a set: tapping a row adds it to the set or removes it.
    var multipleSelection: Binding<Set<SelectionValue>>?
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    // Disfavoured: `$items` is a collection too (of bindings), and `List($items)` means the
    // bound-collection form (Lists/CollectionEditing.swift).
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list whose rows can be selected; selection is drawn as a highlighted row and
    /// set by tapping a row whose `.tag` (or `ForEach` id) matches.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list in which several rows can be selected: tapping a row whose `.tag` (or
    /// `ForEach` id) is in `selection` removes it, any other adds it; selected rows are
    /// highlighted.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
        multipleSelection = selection
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List: PrimitiveView, StructuralView {
    func _reconcile(in node: GraphNode) {
        // A grouped style's background fills the whole list, behind the rows' cards, unless
        // the app hides it (`scrollContentBackground(.hidden)`) to show its own.
        let scroll = _ListScroll(list: self)
        guard node.env._listStyleKind.isGrouped && node.env.scrollContentBackground != .hidden else {
            return node.reconcileChildren([(.index(0), scroll)])
        }
        // Apps written before `scrollContentBackground` set the table appearance's
        // background instead (`.clear` to show their own): that colour replaces the grey,
        // and the cards' corners, masked in the grey, stay square.
        if let table = UITableView.appearance().backgroundColor {
            let hidden = scroll.environment(\.scrollContentBackground, .hidden)
            if table.light.alpha == 0 {
                node.reconcileChildren([(.index(2), hidden)])
            } else {
                node.reconcileChildren([(.index(3), hidden.background(Color(uiColor: table)))])
            }
            return
        }
        node.reconcileChildren([(.index(1), scroll.background(Color.systemGroupedBackground))])
    }
}

/// The list's scroll view and its rows.
struct _ListScroll<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let list: List<SelectionValue, Content>

    func _reconcile(in node: GraphNode) {
        let (content, selection, multipleSelection) = (list.content, list.selection, list.multipleSelection)
        // scrollTargetBehavior (Layout/ScrollTargets.swift): the daemon snaps the list too.
        let snap = node.env.scrollSnapProperty(horizontal: false)
        node.render(.scroll, snap.map { listProps + [$0] } ?? listProps, layout: .wrapper)
        // In a collapsed split view's column, choosing a row shows the next column
        // (Navigation/NavigationSplitView.swift); going back clears the selection.
        let advance = node.env._splitColumn?.advance
        var context = selection.map { binding in
            ListRowContext(selected: Set(binding.wrappedValue.map { [AnyHashable($0)] } ?? []), select: { id in
                guard let v = id.base as? SelectionValue else { return }
                binding.wrappedValue = v
                advance?({ binding.wrappedValue = nil })
            }, accepts: { $0.base is SelectionValue })
        } ?? ListRowContext()
        if let set = multipleSelection {
            context = ListRowContext(selected: Set(set.wrappedValue.map { AnyHashable($0) }), select: { id in
                guard let v = id.base as? SelectionValue else { return }
                if set.wrappedValue.contains(v) { set.wrappedValue.remove(v) } else { set.wrappedValue.insert(v) }
            }, accepts: { $0.base is SelectionValue })
        }
        let rows = _ListRows(content: content, context: context)
        if node.env._listStyleKind.isGrouped {
            node.reconcileChild(.index(1), _GroupedListRows(rows: rows))
        } else {
            node.reconcileChild(.index(0), rows)
        }
        node.finishRender()
    }
}

/// A list is a `list` element of `listItem` rows (protocol README §7).
private let listProps: [Property] = [.axis(.vertical), .accessibilityRole(.list)]
let listItemProps: [Property] = [.accessibilityRole(.listItem)]
let selectedListItemProps: [Property] = [.accessibilityRole(.listItem), .accessibilityAddTraits(.isSelected)]

/// The lazy stack of a list: its content is reconciled with the list-row context on, so
/// every view it produces is wrapped in `_ListRow`.
struct _ListRows<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let context: ListRowContext

    func _reconcile(in node: GraphNode) {
        let selected = context.selected
        // A plain list pins its section headers, as UIKit's plain table does.
        let pinned: PinnedScrollableViews = node.env._listStyleKind == .plain ? .sectionHeaders : []
        if node.extra?.envWrite == nil || !node.extra!.envWrite!.parent.isIdentical(to: node.env)
            || (node.extra?.envWrite?.value as? Set<AnyHashable>) != selected || node.extra?.envWrite?.result._pinnedViews != pinned {
            var env = node.env
            env.listRowContext = context
            env._pinnedViews = pinned
            node.ext.envWrite = (node.env, selected as Any, env)
        }
        // listRowSpacing (Lists/ListRowSpacing.swift): the space between rows.
        let spacing = max(0, node.env._listRowSpacing ?? 0)
        reconcileLazy(node, kind: .lazyVStack, props: stackProps(spacing: spacing, alignment: .leading), content: content)
    }
}

/// A grouped list's rows between its margins, with the corners of a card around rows that
/// are in no section drawn over the first and the last (over a section's header or footer
/// they draw nothing seen). Around the lazy stack, not in it: its children stay the rows.
struct _GroupedListRows<Content: View>: View, _ListRowChrome {
    let rows: _ListRows<Content>

    /// Whether the list's content is sections (its type names `Section`): then each section
    /// ends its own card, and the list's end is a footer or the last section's card, with
    /// no separator to cover (a line in the card's colour would show on the background).
    private static var isSectioned: Bool { String(reflecting: Content.self).contains("Section<") }

    var body: some View {
        rows
            .overlay(alignment: .top) { _CardCap(isTop: true) }
            .overlay(alignment: .bottom) { _CardCap(isTop: false, coversSeparator: !Self.isSectioned) }
            .padding(.vertical, GroupedListMetrics.sectionGap)
            .environment(\.listRowContext, nil)
    }
}

/// The grouped styles' metrics (iOS's inset grouped list): the cards' margin from the
/// list's edges and their corner radius, the space above a section, and the space
/// between a section's header or footer and its card.
enum GroupedListMetrics {
    static let cardMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let sectionGap: CGFloat = 20
    static let supplementGap: CGFloat = 7
}

/// The rounded corners of a grouped list's card, drawn over the first (`isTop`) or last
/// row next to it: corner pieces in the list's background colour, which round the row's
/// square background; under the last row, a line in the card's colour over its separator
/// (a card's last row has none). It takes no height and no taps. Rows know nothing of
/// their neighbours (a lazy list builds them one by one), so the section draws its card's
/// corners this way around them. Over a background the app shows through
/// (`scrollContentBackground(.hidden)`) the corners stay square.
struct _CardCap: View, _ListRowChrome {
    let isTop: Bool
    /// A bottom cap covers the last row's separator (not at the end of a sectioned list).
    var coversSeparator = true
    @Environment(\._listStyleKind) private var style
    @Environment(\.scrollContentBackground) private var background

    var body: some View {
        let inset = style == .insetGrouped
        let margin = inset ? GroupedListMetrics.cardMargin : 0
        let r = GroupedListMetrics.cornerRadius
        Color.clear
            .frame(maxWidth: .infinity)
            .frame(height: 0)
            .overlay(alignment: isTop ? .top : .bottom) {
                ZStack(alignment: isTop ? .top : .bottom) {
                    if !isTop && coversSeparator {
                        Rectangle().fill(Color.secondarySystemGroupedBackground).frame(height: 1)
                            .padding(.leading, margin + 16).padding(.trailing, margin)
                    }
                    if inset && background != .hidden {
                        // Two pieces of a fixed size: one shape as wide as the card is drawn
                        // from a path made for the width the client last knew, stretched
                        // until the daemon's report of the real width comes back.
                        HStack(spacing: 0) {
                            _CardCorner(isTop: isTop, isLeading: true).fill(Color.systemGroupedBackground).frame(width: r, height: r)
                            Spacer(minLength: 0)
                            _CardCorner(isTop: isTop, isLeading: false).fill(Color.systemGroupedBackground).frame(width: r, height: r)
                        }
                        .padding(.horizontal, margin)
                    }
                }
                .frame(height: r, alignment: isTop ? .top : .bottom)
            }
            .allowsHitTesting(false)
            .accessibilityHidden(true)
            // Painted after the rows beside it in the list's stack (the top cap comes first).
            .zIndex(1)
            .environment(\.listRowContext, nil)
    }
}

/// The outside of a rounded corner: the square of one corner radius minus its quarter
/// circle.
struct _CardCorner: Shape {
    let isTop: Bool
    let isLeading: Bool
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height), k = 0.5523 * r   // a cubic's circle constant
        // A point given from the card's corner, x and y pointing into the card.
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: isLeading ? rect.minX + x : rect.maxX - x, y: isTop ? rect.minY + y : rect.maxY - y)
        }
        var p = Path()
        p.move(to: pt(0, 0))
        p.addLine(to: pt(r, 0))
        p.addCurve(to: pt(0, r), control1: pt(r - k, 0), control2: pt(0, r - k))
        p.closeSubpath()
        return p
    }
}

/// Marks the views that list-row wrapping leaves alone (rows, sections, and the views
/// that produce several: a `ForEach` or `Group` under a trait or environment modifier
/// still makes one row per view, as in SwiftUI).
protocol _ListRowTransparent {}
extension ForEach: _ListRowTransparent where Content: View {}
extension Group: _ListRowTransparent where Content: View {}

struct ListRowTraitsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: Any] { [:] } }

extension EnvironmentValues {
    /// Row traits written on a `ForEach`, `Group` or `Section` of a list, by trait key:
    /// each row below takes them where its own view sets none.
    var _listRowTraits: [ObjectIdentifier: Any] {
        get { self[ListRowTraitsKey.self] }
        set { self[ListRowTraitsKey.self] = newValue }
    }
}

/// Modifiers that only pass values down or up (environment, traits): a section (or row)
/// they modify keeps its place in the list, so `Section { … }.headerProminence(.increased)`
/// still makes each of its views a row rather than one row of the whole section.
protocol _ListRowTransparentModifier {}
extension _EnvironmentKeyWritingModifier: _ListRowTransparentModifier {}
extension _TraitWritingModifier: _ListRowTransparentModifier {}
extension ModifiedContent: _ListRowTransparent where Content: _ListRowTransparent, Modifier: _ListRowTransparentModifier {}

/// A section (or row) under a custom `ViewModifier`: the modifier's body stands where the
/// section was, and its `content` is the section, so the section keeps its place in the list
/// (`Section { … }.modifier(HiddenWhen(flag))`, whose body is `if flag { EmptyView() } else
/// { content }`) instead of becoming one row that holds the whole section.
protocol _CustomModifiedSection {
    var _keepsSection: Bool { get }
}
extension ModifiedContent: _CustomModifiedSection where Content: _ListRowTransparent, Modifier: ViewModifier {
    /// Built-in modifiers have no body (`Never`); a custom one has a view for one.
    var _keepsSection: Bool { Modifier.Body.self != Never.self }
}

/// Marks the composite views that draw a row's or a section's chrome: what their bodies
/// produce is never wrapped again.
protocol _ListRowChrome: _ListRowTransparent {}

/// What a list row needs to know about the list it is in.
struct ListRowContext {
    /// For `List(selection:)`: the selected rows' ids (one at most for a single selection),
    /// and what tapping a row does with its id.
    var selected: Set<AnyHashable>
    var select: ((AnyHashable) -> Void)?
    /// Whether a value is of the selection's type: a row's `NavigationLink(value:)` is its
    /// selection value when it is (`selectionValue(of:)`).
    var accepts: (AnyHashable) -> Bool
    init(selected: Set<AnyHashable> = [], select: ((AnyHashable) -> Void)? = nil,
         accepts: @escaping (AnyHashable) -> Bool = { _ in false }) {
        self.selected = selected
        self.select = select
        self.accepts = accepts
    }

    /// The value choosing `row` selects: its `.tag`, else the value of the
    /// `NavigationLink(value:)` it is when that is of the selection's type, else nil (a
    /// ForEach then uses the row's id).
    func selectionValue(of row: any View) -> AnyHashable? {
        if let tag = (row as? _TagInspectable)?._tag { return tag }
        if let value = (row as? _NavigationLinkValued)?._linkValue, accepts(value) { return value }
        return nil
    }
}

/// The whole cell of a row with an action is its tap area: a tap on its padding or empty
/// space (a row is 44 points tall, its text 20) selects the row or follows its link, as in
/// a UIKit table; a control inside the row still takes its own taps.
struct _RowTapArea: ViewModifier {
    let action: (() -> Void)?
    func body(content: Content) -> some View {
        if let action {
            content.contentShape(Rectangle()).onTapGesture(perform: action)
        } else {
            content
        }
    }
}

/// The action of the navigation link a list row is, written by the link (kept by
/// reference so that writing it does not update the row).
final class _RowLinkAction {
    var action: (() -> Void)?
}

struct RowLinkActionKey: EnvironmentKey { static var defaultValue: _RowLinkAction? { nil } }

extension EnvironmentValues {
    var _rowLinkAction: _RowLinkAction? {
        get { self[RowLinkActionKey.self] }
        set { self[RowLinkActionKey.self] = newValue }
    }
}

/// A view that is a navigation link, possibly modified (a list row of one is tappable all
/// over).
protocol _NavigationLinkRow {
    var _isNavigationLink: Bool { get }
}

extension ModifiedContent: _NavigationLinkRow where Content: View, Modifier: ViewModifier {
    var _isNavigationLink: Bool { (content as? _NavigationLinkRow)?._isNavigationLink == true }
}

/// A selectable row's value and selection, for a `NavigationLink(value:)` in it: the
/// link selects the row when the value is its own (SwiftUI's links in a `List(selection:)`).
struct _RowSelection {
    let tag: AnyHashable
    let select: () -> Void
}

struct RowSelectionKey: EnvironmentKey { static var defaultValue: _RowSelection? { nil } }

extension EnvironmentValues {
    var _rowSelection: _RowSelection? {
        get { self[RowSelectionKey.self] }
        set { self[RowSelectionKey.self] = newValue }
    }
}

struct ListRowContextKey: EnvironmentKey { static var defaultValue: ListRowContext? { nil } }
struct IsInListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Set for the content of a List or Form: the views it produces become rows.
    var listRowContext: ListRowContext? {
        get { inListContent ? self[ListRowContextKey.self] : nil }
        set {
            self[ListRowContextKey.self] = newValue
            inListContent = newValue != nil
        }
    }
    /// Set for the content of one list row (links draw a disclosure chevron there).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

extension GraphNode {
    /// In a list's content, a view that draws something becomes a row; structural views,
    /// composite views (whose bodies may produce several rows) and sections pass through.
    @inline(__always)
    func listRow(_ v: any View, inList: Bool) -> any View {
        // A navigation link is a row itself (not its button): the row then follows it from
        // its whole cell and, in a List(selection:), is selected by its value.
        guard inList, !(view is _ListRowChrome), v is PrimitiveView || v is _NavigationLinkRow, !(v is StructuralView),
              !(v is _ListRowTransparent), (v as? _CustomModifiedSection)?._keepsSection != true,
              (v as? _DistributesModifier)?._distributesModifier != true else { return v }
        // In a List(selection:), a row with a .tag selects that value.
        if let list = childEnvironment.listRowContext, let select = list.select, let tag = list.selectionValue(of: v),
           rowTrait(of: v, SelectionDisabledTraitKey.self) != true {
            return _ListRow(content: v, actions: ListRowActions(delete: nil, moveUp: nil, moveDown: nil,
                                                                select: { select(tag) }, isSelected: list.selected.contains(tag),
                                                                tag: tag))
        }
        return _ListRow(content: v, actions: nil)
    }
}

/// Row actions from the enclosing ForEach (`onDelete`, `onMove`) and the list's selection.
struct ListRowActions {
    var delete: (() -> Void)?
    var moveUp: (() -> Void)?
    var moveDown: (() -> Void)?
    /// Selects this row (`List(selection:)`), and whether it is the selected one.
    var select: (() -> Void)? = nil
    var isSelected = false
    /// The value selecting this row selects (a link whose value it is selects the row
    /// instead of pushing it).
    var tag: AnyHashable? = nil
    /// `onInsert(of:perform:)` of the row's ForEach: drops on the row insert into its data.
    var insert: _RowInsertAction? = nil
}

/// One row: the content full width and leading-aligned, inset 16 points, at least 44
/// tall, a separator below; in edit mode the delete and move controls of its ForEach.
struct _ListRow: View, _ListRowChrome {
    let content: any View
    let actions: ListRowActions?
    /// The push of the navigation link the row is (set by the link while its body runs).
    @State private var linkAction = _RowLinkAction()
    @Environment(\.editMode) private var editMode
    @Environment(\._listRowTraits) private var inheritedTraits

    /// The row's own value for trait `key`, else one its ForEach, Group or Section wrote.
    private func trait<K: _ViewTraitKey>(_ key: K.Type) -> K.Value? {
        rowTrait(of: content, key) ?? inheritedTraits[ObjectIdentifier(key)] as? K.Value
    }

    /// `listRowSeparator(_:edges:)` on the row's view: only the bottom separator exists.
    private var showsSeparator: Bool {
        guard let t = trait(ListRowSeparatorTraitKey.self) else { return true }
        return !(t.visibility == .hidden && t.edges.contains(.bottom))
    }
    /// `listRowSeparatorTint(_:edges:)` on the row's view.
    private var separatorColor: Color {
        if let t = trait(ListRowSeparatorTintTraitKey.self), t.edges.contains(.bottom), let c = t.color { return c }
        return Color.chromeLine
    }

    /// The row above its separator: the content, with its edit controls, at its insets.
    @ViewBuilder private var cell: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        HStack(spacing: 12) {
            if editing, let delete = actions?.delete {
                Button(action: delete) { Image(systemName: "minus.circle.fill") }
                    .foregroundColor(.red)
            }
            if let select = actions?.select {
                AnyView(content)
                    .environment(\.isInListRow, true)
                    .environment(\._rowSelection, actions?.tag.map { _RowSelection(tag: $0, select: select) })
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(actions?.isSelected == true ? Color.accentColor.opacity(0.15) : Color.white.opacity(0.001))
            } else if isLinkRow {
                AnyView(content)
                    .environment(\.isInListRow, true)
                    .environment(\._rowLinkAction, linkAction)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                AnyView(content)
                    .environment(\.isInListRow, true)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            if editing, let actions, actions.moveUp != nil || actions.moveDown != nil {
                if let up = actions.moveUp { Button(action: up) { Image(systemName: "chevron.up") } }
                if let down = actions.moveDown { Button(action: down) { Image(systemName: "chevron.down") } }
            }
        }
        // A row taller than one line (a title over a subtitle) keeps 6 points above and
        // below its content, as a table cell's margins do; one line, or a switch (31
        // points), stays 44 tall.
        .padding(.vertical, 6)
        // A row is a `listItem` element (selected in a List(selection:)).
        .modifier(_FlexFrameLayout(minHeight: 44, alignment: .center,
                                   accessibility: actions?.isSelected == true ? selectedListItemProps : listItemProps))
        .padding(insets)
        .modifier(_RowTapArea(action: rowAction))
    }

    /// Whether the row is a navigation link (its whole cell pushes, as a table cell does).
    private var isLinkRow: Bool { (content as? _NavigationLinkRow)?._isNavigationLink == true }

    /// What a tap anywhere in the row does when no control in it takes the tap: select the
    /// row (`List(selection:)`), or follow the link the row is; nil for other rows.
    private var rowAction: (() -> Void)? {
        if let select = actions?.select { return select }
        guard isLinkRow else { return nil }
        let box = linkAction
        return { box.action?() }
    }

    /// The cell, a drop destination when its ForEach has `onInsert`.
    @ViewBuilder private var insertingCell: some View {
        if let insert = actions?.insert {
            cell.modifier(_InsertDropTargets(offset: insert.offset, insert: insert.insert))
        } else {
            cell
        }
    }

    /// `listRowInsets(_:)` on the row's view: its insets in place of the standard ones.
    private var insets: EdgeInsets {
        (trait(ListRowInsetsTraitKey.self) ?? nil) ?? EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    @Environment(\._listStyleKind) private var style

    var body: some View {
        let rows = VStack(alignment: .leading, spacing: 0) {
            // `listRowBackground(_:)` on the row's view: behind the whole row, insets too.
            if let background = trait(ListRowBackgroundTraitKey.self) ?? nil {
                insertingCell.background(background)
            } else {
                insertingCell
            }
            if showsSeparator {
                Rectangle()
                    .fill(separatorColor)
                    .frame(height: 1)
                    .padding(.leading, insets.leading)
            }
        }
        // Outermost: nothing in the row, the card's modifier included, is a row again.
        let custom = (trait(ListRowBackgroundTraitKey.self) ?? nil) != nil
        return rows.modifier(_GroupedRowCard(style: style, hasOwnBackground: custom)).environment(\.listRowContext, nil)
    }
}

/// The grouped styles: the row is part of a card on the grouped background, inset from
/// the list's edges in `.insetGrouped` (its section rounds the card's corners). A modifier,
/// so that the row's view type is not spelled twice (its value lives on the stack).
struct _GroupedRowCard: ViewModifier {
    let style: ListStyleKind
    /// The row's `listRowBackground` takes the card colour's place (a clear one shows the
    /// list's background, as apps use it for rows drawn as their own cards).
    let hasOwnBackground: Bool
    func body(content: Content) -> some View {
        let margin = style == .insetGrouped ? GroupedListMetrics.cardMargin : 0
        if !style.isGrouped {
            content
        } else if hasOwnBackground {
            content.padding(.horizontal, margin)
        } else {
            content.background(Color.secondarySystemGroupedBackground).padding(.horizontal, margin)
        }
    }
}

// MARK: styles

/// How a list looks: `.automatic` (iOS's inset grouped list: rows in rounded cards on
/// a grey background, upper-case section headers), `.insetGrouped` and `.sidebar` alike,
/// `.grouped` (the cards full width), `.plain` (rows on the window's background, headers
/// pinned while their section scrolls) and `.inset` (plain rows, headers not pinned).
public protocol ListStyle {}

/// The looks Trellis draws: iOS's inset grouped list (the default, `.insetGrouped` and
/// `.sidebar`), grouped (full-width rows on the grouped background), and plain rows on the
/// window's background (`.plain`, whose headers are pinned, and `.inset`).
enum ListStyleKind: Equatable {
    case insetGrouped, grouped, inset, plain
    /// Rows in cards on the grouped background, with upper-case section headers.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped }
}

extension ListStyle {
    var _kind: ListStyleKind {
        switch self {
        case is PlainListStyle: .plain
        case is InsetListStyle: .inset
        case is GroupedListStyle: .grouped
        default: .insetGrouped
        }
    }
}

extension EnvironmentValues {
    /// The `listStyle` of the lists below.
    var _listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

private struct ListStyleKindKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

extension View {
    /// The style of the lists in this view (see `ListStyle`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\._listStyleKind, style._kind) }
    /// The insets of the row this view is, in place of the standard 16 points on each side
    /// (nil: the standard ones). The separator under the row starts at its leading inset.
    /// Apply it to the row's view in the list's content, or to a `ForEach`, `Group` or
    /// `Section` for each of its rows.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitWritingModifier<ListRowInsetsTraitKey>(value: insets))
    }
    /// Whether the row this view is draws its separator. Trellis draws one separator per
    /// row, under it: `.hidden` with edges that include `.bottom` removes it (a row's top
    /// edge has no separator of its own in this look). Apply it to the row's view in the
    /// list's content (a `ForEach` element or a view of the block), or to a `ForEach`,
    /// `Group` or `Section` for each of its rows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier<ListRowSeparatorTraitKey>(value: RowSeparatorTrait(visibility: visibility, edges: edges)))
    }
    /// The colour of the row's separator (nil: the standard grey), so a row can match a
    /// custom background. Edges as in `listRowSeparator`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier<ListRowSeparatorTintTraitKey>(value: RowSeparatorTint(color: color, edges: edges)))
    }
    /// Keeps this row of a `ForEach` with `onMove` from being moved: in edit mode it gets
    /// no move buttons (other rows still move around it).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_TraitWritingModifier<MoveDisabledTraitKey>(value: isDisabled))
    }
    /// Keeps this row of a `ForEach` with `onDelete` from being deleted: in edit mode it
    /// gets no delete button.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_TraitWritingModifier<DeleteDisabledTraitKey>(value: isDisabled))
    }
    /// Keeps the user from selecting this row of a `List(selection:)` (when `isDisabled`):
    /// tapping it leaves the selection as it is. Apply it to the row's view in the list's
    /// content. (For a table's rows, `selectionDisabled(_:)` on the `TableRow`.)
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_TraitWritingModifier<SelectionDisabledTraitKey>(value: isDisabled))
    }
    /// The background of the row this view is, drawn behind the whole row (its insets
    /// too), not only behind the view. Apply it to the row's view in the list's content, or
    /// to a `ForEach`, `Group` or `Section` for each of its rows.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_TraitWritingModifier<ListRowBackgroundTraitKey>(value: view.map { AnyView($0) }))
    }
}

/// Top or bottom edge.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

// MARK: row traits (read from the row's view value, as SwiftUI's list reads its rows' traits)

struct RowSeparatorTrait { let visibility: Visibility; let edges: VerticalEdge.Set }
struct RowSeparatorTint { let color: Color?; let edges: VerticalEdge.Set }
struct ListRowSeparatorTraitKey: _ViewTraitKey { static var defaultValue: RowSeparatorTrait { .init(visibility: .automatic, edges: .all) } }
struct ListRowSeparatorTintTraitKey: _ViewTraitKey { static var defaultValue: RowSeparatorTint { .init(color: nil, edges: .all) } }
struct MoveDisabledTraitKey: _ViewTraitKey { static var defaultValue: Bool { false } }
struct DeleteDisabledTraitKey: _ViewTraitKey { static var defaultValue: Bool { false } }
struct SelectionDisabledTraitKey: _ViewTraitKey { static var defaultValue: Bool { false } }
struct ListRowInsetsTraitKey: _ViewTraitKey { static var defaultValue: EdgeInsets? { nil } }
struct ListRowBackgroundTraitKey: _ViewTraitKey { static var defaultValue: AnyView? { nil } }

/// A modified view that may carry a trait for its container.
protocol _RowTraitInspectable {
    func _rowTrait<K: _ViewTraitKey>(_ key: K.Type) -> K.Value?
}

extension ModifiedContent: _RowTraitInspectable where Content: View, Modifier: ViewModifier {
    /// The outermost value written for `key` along the chain of modifiers.
    func _rowTrait<K: _ViewTraitKey>(_ key: K.Type) -> K.Value? {
        if let m = modifier as? _TraitWritingModifier<K> { return m.value }
        return (content as? _RowTraitInspectable)?._rowTrait(key)
    }
}

/// The value `view` (a row's view) writes for `key`, if any.
func rowTrait<K: _ViewTraitKey>(of view: any View, _ key: K.Type) -> K.Value? {
    (view as? _RowTraitInspectable)?._rowTrait(key)
}
