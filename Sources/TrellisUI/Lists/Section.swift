// Section: a header, content and a footer. In a List or Form the content's views are rows
// and the header and footer are drawn as the list's style draws them (S31): small grey
// text above and below the rows; in the grouped styles the rows are a card whose corners
// the section draws, and the header is upper case.
import TrellisProtocol

/// A part of a list or form with an optional header and footer.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section: PrimitiveView, StructuralView, _ListRowTransparent where Parent: View, Content: View, Footer: View {
    func _reconcile(in node: GraphNode) {
        var items: [(ChildKey, any View)] = []
        // In a list or form the header and footer take the list's style; elsewhere (a lazy
        // stack's sections) they are drawn as written. A lazy stack's `pinnedViews` keeps
        // them in view while the section scrolls (Layout/LazyStacks.swift).
        let styled = node.env.listRowContext != nil
        let pinned = node.env._pinnedViews
        func supplement(_ view: some View, header: Bool) -> any View {
            let pins = pinned.contains(header ? .sectionHeaders : .sectionFooters)
            switch (styled, pins) {
            case (true, false): return _SectionSupplement(content: view, isHeader: header)
            case (true, true): return _PinnedListSupplement(content: _SectionSupplement(content: view, isHeader: header), isHeader: header)
            case (false, false): return view
            case (false, true): return view.modifier(_PinnedSectionModifier(role: header ? .header : .footer))
            }
        }
        // A grouped list's section is a card: a gap above it when it has no header (the
        // header's own padding makes the gap otherwise), and its corners drawn over its
        // first and last rows.
        let card = styled && node.env._listStyleKind.isGrouped
        // Rows before the section that are in no section (`List { Text("Inbox"); Section
        // { … } }`) end their card here: its bottom corners are drawn over the last of them.
        // Over a previous section's footer or the gap after its card they draw nothing seen.
        if card { items.append((.index(9), _CardCap(isTop: false, coversSeparator: false))) }
        if !(header is EmptyView) {
            items.append((.index(0), supplement(header, header: true)))
        } else if card {
            items.append((.index(8), _SectionGap()))
        }
        if card { items.append((.index(6), _CardCap(isTop: true))) }
        // listSectionSeparator(.visible) (Lists/ListSectionSeparator.swift): the section's own lines.
        let lines = node.env.listRowContext != nil ? node.env.sectionSeparators : SectionSeparators()
        if lines.top == .visible { items.append((.index(3), _SectionSeparatorLine(color: lines.topTint))) }
        items.append((.index(1), content))
        // sectionActions (Lists/SectionActions.swift): rows after the content. The section
        // takes them: its children's environment has none, so a section inside does not
        // show them again (the content is not wrapped, so its views stay rows).
        // (Once written, the children's environment is kept in step with the section's even
        // after the actions are gone.)
        if let actions = node.env._sectionActions {
            node.writeEnvironment(\._sectionActions, nil)
            items.append((.index(5), actions))
        } else if node.extra?.envWrite != nil {
            node.writeEnvironment(\._sectionActions, nil)
        }
        if lines.bottom == .visible { items.append((.index(4), _SectionSeparatorLine(color: lines.bottomTint, isBottom: true))) }
        if card { items.append((.index(7), _CardCap(isTop: false))) }
        if !(footer is EmptyView) { items.append((.index(2), supplement(footer, header: false))) }
        node.reconcileChildren(items)
    }
}

/// A section header or footer: footnote-sized grey text lined up with the rows' content,
/// with space above (more for a header) and, for a header, a little below; upper case in
/// the grouped styles.
struct _SectionSupplement<Content: View>: View, _ListRowChrome {
    let content: Content
    let isHeader: Bool
    /// `listSectionSpacing` (Lists/ListSectionSpacing.swift): the space above a header.
    @Environment(\._listSectionSpacing) private var sectionSpacing
    /// `headerProminence(.increased)` (Lists/HeaderProminence.swift): a headline header.
    @Environment(\.headerProminence) private var prominence
    @Environment(\._listStyleKind) private var style
    /// A grouped list's headers are upper case unless the app set a case (`.textCase(nil)`).
    @Environment(\._textCaseIsSet) private var caseIsSet
    @Environment(\.textCase) private var textCase

    var body: some View {
        let prominent = isHeader && prominence == .increased
        let grouped = style.isGrouped
        // In an inset grouped list the text lines up with the rows' content, inside the card.
        let leading: CGFloat = style == .insetGrouped ? GroupedListMetrics.cardMargin + 16 : 16
        let gap = GroupedListMetrics.supplementGap
        content
            .font(prominent ? .headline : .footnote)
            .foregroundColor(prominent ? .primary : .gray)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, leading)
            .padding(.top, isHeader ? sectionSpacing.above(grouped: grouped) : (grouped ? gap : 6))
            .padding(.bottom, isHeader ? (grouped ? gap : 6) : 0)
            .environment(\.textCase, grouped && isHeader && !prominent && !caseIsSet ? .uppercase : textCase)
            .environment(\.listRowContext, nil)
    }
}

/// The space above a grouped list's section that has no header.
struct _SectionGap: View, _ListRowChrome {
    @Environment(\._listSectionSpacing) private var sectionSpacing
    var body: some View {
        Color.clear.frame(height: sectionSpacing.above(grouped: true)).environment(\.listRowContext, nil)
    }
}

/// A list's pinned section header or footer (a plain list's): on the list's background, so
/// the rows scrolling under it do not show through. A list supplement itself (not a row).
struct _PinnedListSupplement<Content: View>: View, _ListRowChrome {
    let content: Content
    let isHeader: Bool
    var body: some View {
        content.background(Color.systemBackground).modifier(_PinnedSectionModifier(role: isHeader ? .header : .footer))
            .environment(\.listRowContext, nil)
    }
}

/// Marks a section's header or footer `pinned` for the daemon (an `effect` around it).
struct _PinnedSectionModifier: ViewModifier, Equatable {
    typealias Body = Never
    let role: PinnedRole
}

extension _PinnedSectionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.pinned(role)], content: content)
    }
}
