// inspector(isPresented:content:): a trailing column of details on a large screen. In a
// compact window — an iPhone, Trellis's look (S31) — SwiftUI presents the inspector as a
// sheet, and so does Trellis; its column width is then unused.

extension View {
    /// Presents `content` as an inspector while `isPresented` is true: a sheet, as in a
    /// compact window.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// The inspector column's width. Kept for wide windows: the inspector is a sheet in
    /// Trellis's look, which takes the window's width.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The inspector column's width range (see `inspectorColumnWidth(_:)`).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
