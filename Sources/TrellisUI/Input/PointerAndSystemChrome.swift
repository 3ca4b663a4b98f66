// onHover, help and statusBarHidden: what a pointer hovering a view, a tooltip and an
// iPhone's status bar do. Trellis's daemon reports no pointer hover, its windows have no
// tooltips and no status bar: like SwiftUI on an iPhone (Trellis's look, S31), these
// change nothing — PlatformDifferences lists them.

extension View {
    /// Runs `action` when the pointer enters or leaves the view. Never runs: the daemon
    /// reports no hover, as an iPhone has no pointer.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// A tooltip for the view. Not shown: Trellis's windows have no tooltips, as an iPhone
    /// shows none.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip for the view (not shown, see above).
    public func help(_ text: Text) -> some View { self }
    /// A tooltip for the view (not shown, see above).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Hides the status bar. A Linux window has no status bar, as a Mac has none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}
