// Presentations as window-level layers (S27): the presented content is a child identity of
// the presenting view (its state and lifecycle follow the presenter), but its render root
// is not one of the presenter's render roots: it is sent to the daemon as a layer of the
// surface (`setLayers`), which lays it out against the whole window and draws it above
// everything else, whichever view presented it.
import TrellisProtocol

/// How a presentation is drawn. One look on every backend (S31): iPhone-style and modal,
/// a tap outside never dismisses.
enum PresentationStyle: Hashable {
    /// A card over a dimmed window, from just below the top edge to the bottom.
    case sheet
    /// The whole window, opaque.
    case fullScreenCover
    /// A small centred card: title, message, buttons.
    case alert
    /// Buttons in a card at the bottom of a dimmed window (an action sheet).
    case confirmationDialog
}

/// Presents `panel` as a window-level layer while `isPresented`; the modifier behind
/// `sheet`, `fullScreenCover`, `popover`, `alert` and `confirmationDialog`.
public struct _PresentationModifier<Panel: View>: ViewModifier {
    public typealias Body = Never
    let style: PresentationStyle
    /// The content, or nil when nothing is presented.
    let panel: Panel?
    /// Identifies what is presented: a new value replaces the layer (fresh state), as a
    /// `sheet(item:)` with another item does.
    let identity: AnyHashable
    /// Closes the presentation (sets the binding back).
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
}

extension _PresentationModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.reconcileSlot(0, key: .index(0), view: content)
        let graph = node.graph
        let wasPresented = node.children.count > 1
        // Presenting and dismissing animate by default, as in SwiftUI (the sheet slides up
        // over a fading backdrop); a transaction with its own animation (or none) wins.
        let isChange = (panel != nil) != wasPresented
        guard isChange, !graph.writer.animationsDisabled else { return present(panel, wasPresented: wasPresented, in: node) }
        graph.writer.withAnimationScope(graph.writer.animation ?? .default) { present(panel, wasPresented: wasPresented, in: node) }
    }

    private func present(_ panel: Panel?, wasPresented: Bool, in node: GraphNode) {
        let graph = node.graph
        if let panel {
            // Presented content belongs to the window, not to the presenter's navigation
            // screen or list: it starts without their bars, stack and row context.
            let layer = _PresentationLayer(style: style, content: panel)
                .environment(\.dismiss, DismissAction(action: dismiss))
                .environment(\.screenChrome, nil)
                .environment(\.navigationContext, nil)
                .environment(\.listRowContext, nil)
                .environment(\.isInListRow, false)
                .environment(\.isPresented, true)
            node.reconcileSlot(1, key: .layer(identity), view: layer)
            graph.layers.addPresenter(node)
        } else if wasPresented {
            node.children.removeLast().teardown(emitDestroy: true)
        }
        if wasPresented && panel == nil, let onDismiss {
            graph.afterUpdate.append(onDismiss)
        }
    }
}

/// The chrome around presented content: a backdrop covering the window (which takes the
/// taps meant for what lies under it) and the card. One render root (the `ZStack`), which
/// becomes the layer.
/// Sheets and covers are `dialog` elements (modal for assistive technology).
private let dialogProps: [Property] = [.accessibilityRole(.dialog)]

struct _PresentationLayer<Content: View>: View {
    let style: PresentationStyle
    let content: Content

    var body: some View {
        // Environment/ColorSchemePreference.swift: the scheme the content prefers.
        _PresentationColorScheme(content: ZStack {
            switch style {
            case .fullScreenCover:
                Color.systemBackground
                content._accessibility(dialogProps)
            case .sheet:
                // Detents, grabber, background and Escape: Presentation/PresentationDetents.swift.
                _SheetCard(content: content)._accessibility(dialogProps)
            case .alert:
                Color.black.opacity(0.3)
                content
                    .padding(16)
                    .frame(width: 270)
                    .background(RoundedRectangle(cornerRadius: 14).fill(Color.systemBackground))
            case .confirmationDialog:
                Color.black.opacity(0.3)
                VStack(spacing: 0) {
                    Spacer()
                    content
                        .padding(.vertical, 8)
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity)
                        .background(RoundedRectangle(cornerRadius: 14).fill(Color.systemBackground))
                        .padding(8)
                        .transition(.move(edge: .bottom))
                }
            }
        }, elevated: style != .fullScreenCover)
    }
}
