// swipeActions(edge:allowsFullSwipe:content:): a row that slides sideways to uncover its
// actions. The row is a drag gesture over its content; the actions are tiles behind it at
// the edge the drag uncovers. Everything is the app's side (state, gesture, drawing): the
// daemon sees an offset and two backgrounds.

/// One edge's actions: the buttons one by one (their order is the app's: the first is at
/// the outer edge and is what a full swipe runs).
struct _SwipeEdgeActions {
    let items: [AnyView]
    let first: (() -> Void)?
    let allowsFullSwipe: Bool

    init(_ content: some View, allowsFullSwipe: Bool) {
        let elements: [any View] = (content as? _ElementsProviding)?._elements ?? (content is EmptyView ? [] : [content])
        items = elements.map { AnyView(erasing: $0) }
        first = elements.lazy.compactMap { ($0 as? _ActionCarrying)?._action }.first
        self.allowsFullSwipe = allowsFullSwipe
    }

    /// Each tile's width (iOS's are about as wide as a 44-point row is tall, plus margins).
    static let tileWidth: CGFloat = 74
    var width: CGFloat { CGFloat(items.count) * Self.tileWidth }
}

/// Lets a swipe row run a button's action for a full swipe without knowing its label type.
protocol _ActionCarrying { var _action: () -> Void { get } }
extension Button: _ActionCarrying { var _action: () -> Void { action } }

/// A row with swipe actions (`swipeActions`): its content offset by the swipe, the tiles
/// of the uncovered edge behind it.
public struct _SwipeActionsRow<Content: View>: View {
    let content: Content
    var leading: _SwipeEdgeActions?
    var trailing: _SwipeEdgeActions?

    /// How far the row is slid: positive uncovers the leading actions, negative the
    /// trailing ones.
    @State private var reveal: CGFloat = 0
    /// `reveal` when the drag under way began.
    @State private var dragStart: CGFloat?

    init(content: Content) { self.content = content }

    func adding(_ edge: HorizontalEdge, _ actions: _SwipeEdgeActions) -> Self {
        var row = self
        if edge == .leading { row.leading = actions } else { row.trailing = actions }
        return row
    }

    /// The other edge's actions on the same row (`.swipeActions(edge: .leading) { … }` after
    /// the trailing ones).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> _SwipeActionsRow<Content> {
        adding(edge, _SwipeEdgeActions(content(), allowsFullSwipe: allowsFullSwipe))
    }

    public var body: some View {
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay {
                // While open, a tap on the row closes it instead of reaching the row.
                if reveal != 0 { Color.clear.contentShape(Rectangle()).onTapGesture { close() } }
            }
            .offset(x: reveal)
            .background(alignment: .leading) {
                if reveal > 0, let leading { tiles(leading, reversed: false) }
            }
            .background(alignment: .trailing) {
                if reveal < 0, let trailing { tiles(trailing, reversed: true) }
            }
            .clipped()
            .contentShape(Rectangle())
            .simultaneousGesture(DragGesture(minimumDistance: 12).onChanged(dragged).onEnded(released))
            .accessibilityActions {
                if let leading { ForEach(0..<leading.items.count, id: \.self) { leading.items[$0] } }
                if let trailing { ForEach(0..<trailing.items.count, id: \.self) { trailing.items[$0] } }
            }
    }

    /// An edge's tiles, the first at the outer edge (so trailing ones are laid out
    /// reversed); a tap on one runs it and closes the row.
    private func tiles(_ actions: _SwipeEdgeActions, reversed: Bool) -> some View {
        let order = reversed ? Array(actions.items.indices.reversed()) : Array(actions.items.indices)
        return HStack(spacing: 0) {
            ForEach(order, id: \.self) { actions.items[$0] }
        }
        .buttonStyle(_SwipeTileStyle())
        .labelStyle(.iconOnly)
        .environment(\.buttonsDismiss, DismissAction(action: { close() }))
        .frame(width: max(abs(reveal), actions.width), alignment: reversed ? .trailing : .leading)
        .frame(maxHeight: .infinity)
    }

    private func dragged(_ value: DragGesture.Value) {
        let start = dragStart ?? reveal
        if dragStart == nil { dragStart = start }
        var x = start + value.translation.width
        if x > 0 && leading == nil || x < 0 && trailing == nil { x = 0 }
        reveal = x
    }

    private func released(_ value: DragGesture.Value) {
        let x = (dragStart ?? reveal) + value.translation.width
        dragStart = nil
        guard let actions = x > 0 ? leading : x < 0 ? trailing : nil else { return close() }
        // Past the tiles by more than their own width again: a full swipe runs the first.
        if actions.allowsFullSwipe, let first = actions.first, abs(x) > actions.width * 2 + 40 {
            close()
            return first()
        }
        withAnimation(.easeOut(duration: 0.2)) {
            reveal = abs(x) > actions.width / 2 ? (x > 0 ? actions.width : -actions.width) : 0
        }
    }

    private func close() {
        withAnimation(.easeOut(duration: 0.2)) { reveal = 0 }
    }
}

/// A swipe action's tile: the icon (or title) in white on the action's colour, as tall as
/// the row.
struct _SwipeTileStyle: ButtonStyle, _DrawingOnlyButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        _SwipeTile(label: configuration.label, role: configuration.role)
    }
}

struct _SwipeTile: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.tintColor) private var tint

    var body: some View {
        label
            .font(.subheadline)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .frame(width: _SwipeEdgeActions.tileWidth)
            .frame(maxHeight: .infinity)
            .background(role == .destructive ? Color.red : tint ?? Color.gray)
    }
}

/// A tinted or otherwise modified button still carries its action.
extension ModifiedContent: _ActionCarrying where Content: _ActionCarrying {
    var _action: () -> Void { content._action }
}
