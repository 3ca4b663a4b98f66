// Text editor styles (iOS 17): `.automatic` and `.plain`. On an iPhone both draw the
// editor without a border or background of its own, and so does Trellis's TextEditor;
// the style is kept for the editors below. (SwiftUI gives a custom style an opaque
// configuration, from which it cannot rebuild the editor, so a custom style can only
// draw around it.)

/// The configuration of a text editor style (opaque, as in SwiftUI).
public struct TextEditorStyleConfiguration {}

/// How a `TextEditor` is drawn.
public protocol TextEditorStyle {
    associatedtype Body: View
    typealias Configuration = TextEditorStyleConfiguration
    /// The view of a text editor with `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The platform's editor look (the plain one on an iPhone).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// An editor without decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's look.
    public static var automatic: AutomaticTextEditorStyle { .init() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// No decoration.
    public static var plain: PlainTextEditorStyle { .init() }
}

extension View {
    /// Sets the style of the text editors below (`.automatic` and `.plain` look alike
    /// on an iPhone, and in Trellis).
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
