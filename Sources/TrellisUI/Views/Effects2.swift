// Modifiers real SwiftUI files use for looks. What the daemon draws is exact for colours,
// corner radii and the shapes of backgrounds; transforms, shadows and blurs are accepted
// and not drawn yet (the render server issue adds them), each saying so here.
import TrellisProtocol

extension View {
    /// Linux windows have no safe areas: the content already reaches every edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Linux windows have no safe areas: the content already reaches every edge.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Clips the view's background to `shape`: a background colour or shape below is drawn
    /// in that shape (the common `background(…).clipShape(Circle())`). Other content is not
    /// clipped yet.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        environment(\.backgroundShape, BackgroundShape(kind: shape._shapeKind, radius: shape._cornerRadius))
    }

    /// Rounds the corners of the view's background (see `clipShape`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        environment(\.backgroundShape, BackgroundShape(kind: .roundedRectangle, radius: Double(radius)))
    }

    /// Clips to the frame: content is already drawn within its frame except for offsets.
    public func clipped(antialiased: Bool = false) -> some View { self }

    /// A border of `width` points in `content` around the view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Accepted; shadows are not drawn yet.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`, without
    /// changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: angle.radians, scaleX: 1, scaleY: 1, anchor: anchor))
    }
    /// Accepted; 3-D rotation is not drawn yet.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    /// Draws the view scaled about `anchor`, without changing its layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: s, scaleY: s, anchor: anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: scale.width, scaleY: scale.height, anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: x, scaleY: y, anchor: anchor))
    }
    /// Accepted; blur is not drawn yet.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// Accepted; masks are not drawn yet.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }

    /// Accepted: digits already have equal widths in the daemon's fonts.
    public func monospacedDigit() -> some View { self }
    /// Accepted: the daemon draws one font family.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// Bold text below.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// Text below in the italic face.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }
    /// The weight of text below.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in
            var f = font ?? .body
            f.weight = weight
            font = f
        }
    }
    /// Accepted: text below is laid out leading, centred or trailing by its frame.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// Accepted: long text is truncated at its end.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// Accepted: text is not scaled down.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Accepted.
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Accepted: no dynamic type sizes on these backends.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
}

/// A drawing-only rotation and scale (render kind `effect` with `rotation`, `scale`,
/// `anchor`): layout and hit testing see the untransformed frame, as in SwiftUI.
public struct _TransformEffect: ViewModifier, Equatable {
    public typealias Body = Never
    let rotation: Double
    let scaleX: CGFloat
    let scaleY: CGFloat
    let anchor: UnitPoint
}

extension _TransformEffect: PrimitiveModifier {
    func _reconcile(content: any View, in node: GraphNode) {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        var p: [Property] = []
        if rotation != 0 { p.append(.rotation(finite(rotation, 0))) }
        if scaleX != 1 || scaleY != 1 { p.append(.scale(WirePoint(x: finite(scaleX, 1), y: finite(scaleY, 1)))) }
        if anchor != .center { p.append(.anchor(WirePoint(x: finite(anchor.x, 0.5), y: finite(anchor.y, 0.5)))) }
        node.renderWrapper(.effect, p, content: content)
    }
}

/// Regions of the safe area (accepted).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Text alignment of multi-line text.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

extension Text {
    /// Where text is cut when it does not fit.
    public enum TruncationMode: Sendable { case head, middle, tail }
}

/// Dynamic type sizes (accepted).
public enum DynamicTypeSize: Hashable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5
}

/// How shapes are filled (accepted: non-zero winding).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// An angle.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
}

/// The shape a background is drawn in (`clipShape`, `cornerRadius`).
struct BackgroundShape: Hashable {
    let kind: ShapeKind
    let radius: Double?
}

struct BackgroundShapeKey: EnvironmentKey { static var defaultValue: BackgroundShape? { nil } }
struct IsItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Set by `italic()` on a container: text below uses the italic face.
    var isItalic: Bool {
        get { self[IsItalicKey.self] }
        set { self[IsItalicKey.self] = newValue }
    }
    var backgroundShape: BackgroundShape? {
        get { self[BackgroundShapeKey.self] }
        set { self[BackgroundShapeKey.self] = newValue }
    }
}
