// Sheet detents and the sheet's own settings, set by the sheet's content as in SwiftUI:
// `presentationDetents` (the card takes the detent's height), `presentationDragIndicator`
// (a grabber at the top; desktops have no drag, so a tap on it moves to the next detent),
// `presentationBackground` (the card's fill) and `interactiveDismissDisabled`. On these
// backends a sheet is dismissed interactively with Escape (the desktop stand-in for the
// iPhone's swipe down; a tap outside never dismisses, S31), so
// `interactiveDismissDisabled()` keeps Escape from closing it.
import TrellisProtocol

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        /// A `CustomPresentationDetent` type, named by its identity.
        case custom(ObjectIdentifier)
    }
    let kind: Kind
    /// The custom detent's rule (nil for the built-in kinds); not part of equality, which
    /// the type's identity decides.
    private let customHeight: (@Sendable (Context) -> CGFloat?)?

    init(kind: Kind, customHeight: (@Sendable (Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.customHeight = customHeight
    }

    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The full height of the sheet (the card from just below the top of the window).
    public static let large = PresentationDetent(kind: .large)
    /// About half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// That fraction of the window's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    /// A height that `D` computes from the sheet's largest height and the environment
    /// each time the sheet lays out; a detent whose `height(in:)` answers nil is left out.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)), customHeight: { D.height(in: $0) })
    }

    /// What a custom detent computes its height from: the tallest the sheet can be, and
    /// (by key path, as `context.verticalSizeClass`) the environment of the sheet.
    @dynamicMemberLookup
    public struct Context {
        /// The height of the `.large` detent: the most a sheet can be.
        public var maxDetentValue: CGFloat
        let environment: EnvironmentValues
        /// Reads a value of the sheet's environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// The card's height in a window `windowHeight` tall, at most the large height; nil
    /// for a custom detent that is unavailable there.
    func height(in windowHeight: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> CGFloat? {
        let large = max(windowHeight - _SheetCardMetrics.topGap, 0)
        let h: CGFloat
        switch kind {
        case .large: h = large
        case .medium: h = windowHeight / 2
        case .fraction(let f): h = windowHeight * max(f, 0)
        case .height(let x): h = max(x, 0)
        case .custom:
            guard let value = customHeight?(Context(maxDetentValue: large, environment: environment)), value.isFinite else {
                return nil
            }
            h = max(value, 0)
        }
        return min(h, large)
    }
}

/// A sheet height an app computes (iOS 16): `height(in:)` is given the sheet's context
/// (its largest height, its environment) and answers the height, or nil to leave the
/// detent out. Used as `.presentationDetents([.custom(MyDetent.self)])`.
public protocol CustomPresentationDetent {
    /// The height of the detent in `context`, or nil when it should not be offered.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What `height(in:)` is given.
    public typealias Context = PresentationDetent.Context
}

enum _SheetCardMetrics {
    /// The gap above a large sheet (S31: "a card from 24 points below the top").
    static let topGap: CGFloat = 24
}

/// What a sheet's content asks of the sheet (an upward preference).
struct _SheetSettings: Equatable {
    var detents: [PresentationDetent] = []
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var background: AnyView?
    var backgroundID: Int = 0
    var interactiveDismissDisabled = false

    static func == (a: _SheetSettings, b: _SheetSettings) -> Bool {
        a.detents == b.detents && a.selection?.wrappedValue == b.selection?.wrappedValue
            && (a.selection == nil) == (b.selection == nil) && a.dragIndicator == b.dragIndicator
            && a.backgroundID == b.backgroundID && (a.background == nil) == (b.background == nil)
            && a.interactiveDismissDisabled == b.interactiveDismissDisabled
    }
}

struct _SheetDetentsKey: PreferenceKey {
    static var defaultValue: [PresentationDetent]? { nil }
    static func reduce(value: inout [PresentationDetent]?, nextValue: () -> [PresentationDetent]?) {
        value = value ?? nextValue()
    }
}
struct _SheetDetentSelectionKey: PreferenceKey {
    static var defaultValue: _DetentSelection? { nil }
    static func reduce(value: inout _DetentSelection?, nextValue: () -> _DetentSelection?) { value = value ?? nextValue() }
}
struct _SheetDragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }
    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        let n = nextValue()
        if value == .automatic { value = n }
    }
}
struct _SheetBackgroundKey: PreferenceKey {
    static var defaultValue: _SheetBackground? { nil }
    static func reduce(value: inout _SheetBackground?, nextValue: () -> _SheetBackground?) { value = value ?? nextValue() }
}
struct _SheetDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// A detent selection binding, compared by the detent it reads.
struct _DetentSelection: Equatable {
    let binding: Binding<PresentationDetent>
    static func == (a: _DetentSelection, b: _DetentSelection) -> Bool { a.binding.wrappedValue == b.binding.wrappedValue }
}

/// The card's fill: a shape style resolved to a view, compared by the style's description.
struct _SheetBackground: Equatable {
    let view: AnyView
    let key: String
    static func == (a: _SheetBackground, b: _SheetBackground) -> Bool { a.key == b.key }
}

struct _SheetCornerRadiusKey: PreferenceKey {
    static var defaultValue: CGFloat? { nil }
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}

struct _SheetWindowHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

extension View {
    /// The heights the sheet presenting this view rests at. The sheet opens at the
    /// smallest; with more than one, a grabber at its top moves to the next on a tap.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: _SheetDetentsKey.self, value: Array(detents))
    }
    /// The same, with the current detent in `selection` (read and written).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: _SheetDetentsKey.self, value: Array(detents))
            .preference(key: _SheetDetentSelectionKey.self, value: _DetentSelection(binding: selection))
    }
    /// Whether the sheet shows its grabber (`.automatic`: when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: _SheetDragIndicatorKey.self, value: visibility)
    }
    /// Fills the sheet presenting this view with `style` instead of white.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        preference(key: _SheetBackgroundKey.self,
                   value: _SheetBackground(view: AnyView(Rectangle().fill(style)), key: "\(type(of: style)):\(style)"))
    }
    /// Puts `content` behind the sheet presenting this view, instead of white.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return preference(key: _SheetBackgroundKey.self,
                          value: _SheetBackground(view: AnyView(ZStack(alignment: alignment) { v }), key: "\(type(of: v))"))
    }
    /// Rounds the corners of the sheet presenting this view by `cornerRadius` (nil: the
    /// standard 12 points).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(key: _SheetCornerRadiusKey.self, value: cornerRadius)
    }
    /// Keeps the user from dismissing the sheet presenting this view interactively: on
    /// these backends that is Escape (the desktop's counterpart of the swipe down).
    /// Buttons that call `dismiss` still close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: _SheetDismissDisabledKey.self, value: isDisabled)
    }
}

/// The sheet chrome: a dimmed window and the card, as tall as the current detent, with
/// the grabber and background the content asked for; Escape dismisses it unless the
/// content disabled interactive dismissal.
struct _SheetCard<Content: View>: View {
    let content: Content
    @State private var detents: [PresentationDetent]? = nil
    @State private var selection: _DetentSelection? = nil
    @State private var current: PresentationDetent? = nil
    @State private var indicator: Visibility = .automatic
    @State private var background: _SheetBackground? = nil
    @State private var dismissDisabled = false
    @State private var windowHeight: CGFloat = 0
    @State private var cornerRadius: CGFloat? = nil
    @Environment(\.dismiss) private var dismiss

    @Environment(\.self) private var environment

    /// The detents available in a window `h` tall (a custom one may answer nil), smallest
    /// first.
    private func sorted(_ detents: [PresentationDetent], in h: CGFloat) -> [PresentationDetent] {
        detents.compactMap { d in d.height(in: h, environment: environment).map { (d, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// The detents on offer now.
    private var available: [PresentationDetent]? {
        guard let detents else { return nil }
        let list = sorted(detents, in: windowHeight)
        return list.isEmpty ? nil : list
    }

    private var activeDetent: PresentationDetent? {
        guard let detents = available else { return nil }
        if let s = selection?.binding.wrappedValue, detents.contains(s) { return s }
        if let current, detents.contains(current) { return current }
        return detents.first
    }

    private var topPadding: CGFloat {
        guard let d = activeDetent, windowHeight > 0,
              let h = d.height(in: windowHeight, environment: environment) else { return _SheetCardMetrics.topGap }
        return max(windowHeight - h, _SheetCardMetrics.topGap)
    }

    private var showsIndicator: Bool {
        switch indicator {
        case .visible: true
        case .hidden: false
        default: (available?.count ?? 0) > 1
        }
    }

    private func nextDetent() {
        guard let list = available, list.count > 1, let d = activeDetent else { return }
        let next = list[((list.firstIndex(of: d) ?? 0) + 1) % list.count]
        current = next
        selection?.binding.wrappedValue = next
    }

    var body: some View {
        ZStack {
            Color.black.opacity(0.3)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: _SheetWindowHeightKey.self, value: proxy.size.height)
                })
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(RoundedRectangle(cornerRadius: cornerRadius ?? 12).fill(background == nil ? Color.systemBackground : Color.clear))
                .background(background.map { $0.view.clipShape(RoundedRectangle(cornerRadius: cornerRadius ?? 12)) })
                .overlay(alignment: .top) {
                    if showsIndicator {
                        Capsule().fill(Color.gray.opacity(0.5)).frame(width: 36, height: 5)
                            .padding(.top, 5)
                            .padding(.horizontal, 20)
                            .contentShapeRectangleTap { nextDetent() }
                    }
                }
                .padding(.top, topPadding)
                .transition(.move(edge: .bottom))
        }
        .onPreferenceChange(_SheetWindowHeightKey.self) { windowHeight = $0 }
        .onPreferenceChange(_SheetDetentsKey.self) { detents = $0 }
        .onPreferenceChange(_SheetDetentSelectionKey.self) { selection = $0 }
        .onPreferenceChange(_SheetDragIndicatorKey.self) { indicator = $0 }
        .onPreferenceChange(_SheetBackgroundKey.self) { background = $0 }
        .onPreferenceChange(_SheetDismissDisabledKey.self) { dismissDisabled = $0 }
        .onPreferenceChange(_SheetCornerRadiusKey.self) { cornerRadius = $0 }
        .modifier(_SheetEscapeModifier(action: {
            guard !dismissDisabled else { return .ignored }
            dismiss()
            return .handled
        }))
    }
}

extension View {
    /// A tap anywhere in the view's frame runs `action` (the grabber is thin).
    fileprivate func contentShapeRectangleTap(_ action: @escaping () -> Void) -> some View {
        self.padding(.vertical, 4).background(Color.clear).onTapGesture(perform: action)
    }
}

/// Escape from a focused view in the sheet dismisses it. Only a key handler on the graph
/// node (keys bubble up from the focused view): the sheet itself is not made a focus or
/// tap target, so taps on the backdrop still reach nothing (S27).
struct _SheetEscapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> KeyPress.Result
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let action = self.action
        node.setHandler(.key { $0.key == .escape && $0.phase == .down ? action() : .ignored }, for: .key)
        node.reconcileChild(.index(0), content)
    }
}
