// WindowGroup: a scene whose windows share one template of content — identified by an id
// (`openWindow(id:)`), or presenting a value each (`openWindow(value:)`).
import Foundation

/// A scene whose windows all show the same kind of content.
///
/// The app's first window group opens a window at launch; `openWindow(id:)` opens another
/// window of the group with that `id`, `openWindow(value:)` one of the group presenting
/// values of that type (`init(for:content:)`). Each window is a session of its own with
/// trellisd (a window of its own under the X11 backend), titled with the group's title,
/// else the app's name.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("WindowGroup is primitive") }
    let content: Content
    let id: String?
    let title: String?
    let valueType: Any.Type?

    init(content: Content, id: String?, title: String?, valueType: Any.Type? = nil) {
        self.content = content
        self.id = id
        self.title = title
        self.valueType = valueType
    }

    /// A window group; its content is the template of each window's content.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content(), id: nil, title: nil) }

    /// A window group that `openWindow(id:)` opens windows of by `id` (unique among the
    /// app's groups).
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content(), id: id, title: nil) }

    /// A window group whose windows are titled `title`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(content: content(), id: nil, title: title.string) }

    /// A window group whose windows are titled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content(), id: nil, title: Text(titleKey).string)
    }

    /// A window group whose windows are titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content(), id: nil, title: String(title))
    }

    /// A titled window group that `openWindow(id:)` opens by `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), id: id, title: title.string)
    }

    /// A titled window group that `openWindow(id:)` opens by `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), id: id, title: Text(titleKey).string)
    }

    /// A titled window group that `openWindow(id:)` opens by `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), id: id, title: String(title))
    }
}

extension WindowGroup: _SceneEntriesProviding {
    var _sceneEntries: [_SceneEntry] {
        [_SceneEntry(id: id, title: title, valueType: valueType, parts: _WindowParts(content: content))]
    }
}

// MARK: data-presenting window groups

extension WindowGroup {
    /// A window group whose windows each present a value of type `D`: `openWindow(value:)`
    /// opens one (or brings forward the one already presenting an equal value), and
    /// `content` gets a binding to the value. A window opened without a value (the app's
    /// launch window, `openWindow(id:)`) presents nil.
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(optional: content), id: nil, title: nil, valueType: D.self)
    }

    /// A data-presenting window group that `openWindow(id:)` also opens by `id`.
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(optional: content), id: id, title: nil, valueType: D.self)
    }

    /// A titled data-presenting window group.
    public init<D: Codable & Hashable, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(optional: content), id: nil, title: title.string, valueType: D.self)
    }

    /// A titled data-presenting window group.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(optional: content), id: nil, title: Text(titleKey).string, valueType: D.self)
    }

    /// A titled data-presenting window group.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(optional: content), id: nil, title: String(title), valueType: D.self)
    }

    /// A titled data-presenting window group that `openWindow(id:)` also opens by `id`.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                                @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(optional: content), id: id, title: Text(titleKey).string, valueType: D.self)
    }

    /// A data-presenting window group whose windows opened without a value present
    /// `defaultValue()` instead of nil.
    public init<D: Codable & Hashable, C: View>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(content, defaultValue: defaultValue), id: nil, title: nil, valueType: D.self)
    }

    /// A data-presenting window group with a default value that `openWindow(id:)` also
    /// opens by `id`.
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(content, defaultValue: defaultValue), id: id, title: nil, valueType: D.self)
    }

    /// A titled data-presenting window group with a default value.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(content, defaultValue: defaultValue), id: nil,
                  title: Text(titleKey).string, valueType: D.self)
    }

    /// A titled data-presenting window group with a default value, opened by `id` too.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(content: PresentedWindowContent(content, defaultValue: defaultValue), id: id,
                  title: Text(titleKey).string, valueType: D.self)
    }
}

/// The content of a data-presenting `WindowGroup`'s window: the group's content closure
/// given a binding to the value the window presents.
///
/// The value lives with the window (`_SceneWindow`), not in a view's state: writing the
/// binding changes what the window presents, so a later `openWindow(value:)` with the new
/// value brings this window forward.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    let make: (Binding<Data?>) -> AnyView
    @Environment(\._sceneWindow) private var window

    init(optional content: @escaping (Binding<Data?>) -> Content) {
        make = { AnyView(content($0)) }
    }

    init(_ content: @escaping (Binding<Data>) -> Content, defaultValue: @escaping () -> Data) {
        make = { b in
            AnyView(content(Binding(get: { b.wrappedValue ?? defaultValue() }, set: { b.wrappedValue = $0 })))
        }
    }

    public var body: some View {
        _PresentedValueReader(window: window ?? _SceneWindow.detached, make: make)
    }
}

/// Reads the window's presented value (re-evaluated when it changes) and hands the
/// content a binding to it.
private struct _PresentedValueReader<Data: Hashable>: View {
    @ObservedObject var window: _SceneWindow
    let make: (Binding<Data?>) -> AnyView

    var body: some View {
        let w = window
        return make(Binding(get: { w.presented?.base as? Data }, set: { w.present($0.map(AnyHashable.init)) }))
    }
}
