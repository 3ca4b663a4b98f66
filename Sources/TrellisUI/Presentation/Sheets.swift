// sheet, fullScreenCover and popover, with SwiftUI's signatures. Each presents its content
// as a window-level layer (S27) while the binding says so; `onDismiss` runs after it goes.

extension View {
    /// The one implementation behind every presentation API.
    func _presentation<P: View>(_ style: PresentationStyle, isPresented: Binding<Bool>,
                                identity: AnyHashable = 0, onDismiss: (() -> Void)?,
                                panel: () -> P) -> ModifiedContent<Self, _PresentationModifier<P>> {
        modifier(_PresentationModifier(style: style, panel: isPresented.wrappedValue ? panel() : nil,
                                       identity: identity, dismiss: { isPresented.wrappedValue = false },
                                       onDismiss: onDismiss))
    }

    /// The same for an optional item: presented while it is non-nil; another item
    /// replaces the presentation (new identity, fresh state).
    func _presentation<Item: Identifiable, P: View>(_ style: PresentationStyle, item: Binding<Item?>,
                                                   onDismiss: (() -> Void)?,
                                                   panel: (Item) -> P) -> ModifiedContent<Self, _PresentationModifier<P>> {
        let value = item.wrappedValue
        return modifier(_PresentationModifier(style: style, panel: value.map(panel),
                                              identity: value.map { AnyHashable($0.id) } ?? AnyHashable(0),
                                              dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }

    /// Presents a sheet while `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        _presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, panel: content)
    }

    /// Presents a sheet for `item` while it is non-nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _presentation(.sheet, item: item, onDismiss: onDismiss, panel: content)
    }

    /// Covers the whole window while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        _presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, panel: content)
    }

    /// Covers the whole window for `item` while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _presentation(.fullScreenCover, item: item, onDismiss: onDismiss, panel: content)
    }

    /// A popover. On the iPhone-style look (S31) a popover presents as a sheet, as
    /// SwiftUI does in compact width; the anchor and arrow edge are accepted and unused.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        _presentation(.sheet, isPresented: isPresented, onDismiss: nil, panel: content)
    }

    /// A popover for `item` while it is non-nil (presented as a sheet; see above).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _presentation(.sheet, item: item, onDismiss: nil, panel: content)
    }
}

/// Where a popover points. Accepted for source compatibility; popovers present as sheets.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

