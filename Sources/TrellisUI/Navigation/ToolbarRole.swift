// toolbarRole(_:) and toolbarVisibility(_:for:).
//
// On an iPhone (Trellis's look, S31) the editor and browser roles show a pushed screen's
// back button as its chevron alone, without a title; the navigation-stack role and
// `.automatic` keep the title ("Back" in Trellis). Trellis draws exactly that.

/// The purpose of a screen's toolbar, which decides how its bar is arranged.
public struct ToolbarRole: Sendable, Hashable {
    let raw: Int
    /// The platform's default for the context (the navigation-stack look).
    public static let automatic = ToolbarRole(raw: 0)
    /// A screen of a navigation stack: the back button keeps its title.
    public static let navigationStack = ToolbarRole(raw: 1)
    /// A screen that browses content: on an iPhone the back button shows no title.
    public static let browser = ToolbarRole(raw: 2)
    /// A screen that edits a document: on an iPhone the back button shows no title.
    public static let editor = ToolbarRole(raw: 3)
}

extension View {
    /// Sets the role of this screen's toolbar: `.editor` and `.browser` draw the back
    /// button without its title, as an iPhone does.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(_ScreenChromeModifier { chrome, node in
            chrome.setBackTitleHidden(role == .editor || role == .browser, owner: node)
        })
    }

    /// Whether the navigation bar draws its background (the newer name of
    /// `toolbarBackground(_:for:)` with a visibility).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains { $0.isNavigationBar }
        return modifier(_ScreenChromeModifier { chrome, node in
            if navigationBar { chrome.setBarVisibility(visibility, owner: node) }
        })
    }

    /// Shows or hides the bars `bars` (the navigation bar when none is named) — the
    /// newer name of `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains { $0.isNavigationBar }
        return modifier(_ScreenChromeModifier { chrome, node in
            if navigationBar { chrome.setBarHidden(visibility == .hidden, owner: node) }
        })
    }
}
