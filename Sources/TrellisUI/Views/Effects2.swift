// Modifiers real SwiftUI files use for looks: clips and masks, shadows, blurs and
// drawing-only transforms. The daemon draws them all on the raster backend; the terminal
// masks at cell resolution and leaves out shadows and blurs (see DrawingAndControls).
import TrellisProtocol
#if canImport(Glibc)
import Glibc
#endif

extension View {
    /// Linux windows have no safe areas: the content already reaches every edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Linux windows have no safe areas: the content already reaches every edge.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Clips the view to `shape` laid out in its frame: what lies outside is not drawn
    /// (a mask made of the filled shape, as in SwiftUI).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_MaskModifier(mask: _ShapeView(shape: shape, style: Color.black, stroke: nil), alignment: .center))
    }

    /// Clips the view to a rounded rectangle of `radius` (deprecated in SwiftUI in favour
    /// of `clipShape(.rect(cornerRadius:))`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to its frame (offset and transformed content included).
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Draws the view with the alpha of `mask`, which is laid out like an overlay: proposed
    /// the view's size and placed by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// The older form of `mask(alignment:_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }

    /// A border of `width` points in `content` around the view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Draws a shadow of the view behind it: its drawing blurred by `radius`, in `color`,
    /// offset by (`x`, `y`). Layout does not change.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_DrawingEffect(property: .shadow(WireShadow(
            color: color.wire, radius: radius.isFinite ? max(Double(radius), 0) : 0,
            x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0))))
    }

    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`, without
    /// changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: angle.radians, scaleX: 1, scaleY: 1, anchor: anchor))
    }

    /// Draws the view rotated in 3-D about `axis` and projected back onto the screen.
    /// Trellis projects orthographically (the 2-D part of the 3-D rotation, about `anchor`):
    /// a turn about the y axis narrows the view by cos(angle) without SwiftUI's perspective
    /// foreshortening; `anchorZ` and `perspective` are accepted.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: 1, scaleY: 1, anchor: anchor,
                                  projection: Self.projection(of: angle, axis: axis)))
    }

    /// The upper-left 2 × 2 block of the rotation by `angle` about `axis` (Rodrigues'
    /// formula), as (a, b, c, d); nil for the identity or a degenerate axis.
    nonisolated static func projection(of angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> [Double]? {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0, len.isFinite, angle.radians.isFinite, angle.radians != 0 else { return nil }
        let x = Double(axis.x / len), y = Double(axis.y / len), z = Double(axis.z / len)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        let r00 = c + x * x * t, r01 = x * y * t - z * s
        let r10 = y * x * t + z * s, r11 = c + y * y * t
        return [r00, r10, r01, r11]
    }

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
    /// Blurs the view's drawing: a Gaussian of standard deviation `radius` / 2. `opaque`
    /// is accepted (edges fade to transparent).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_DrawingEffect(property: radius > 0 && radius.isFinite ? .blur(Double(radius)) : nil))
    }

    /// Accepted: digits already have equal widths in the daemon's fonts.
    public func monospacedDigit() -> some View { self }
    /// Text below in the monospaced design (the "monospace" family; Text/FontDesign.swift).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontDesign) { if isActive { $0 = .monospaced } }
    }
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
    /// How the lines of multi-line text below sit across its width.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Accepted: long text is truncated at its end.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// Accepted: text is not scaled down.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Accepted.
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Sets `\.dynamicTypeSize` for the subtree (fonts do not scale with it yet).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}

/// A drawing-only rotation and scale (render kind `effect` with `rotation`, `scale`,
/// `anchor`): layout and hit testing see the untransformed frame, as in SwiftUI.
public struct _TransformEffect: ViewModifier, Equatable {
    public typealias Body = Never
    let rotation: Double
    let scaleX: CGFloat
    let scaleY: CGFloat
    let anchor: UnitPoint
    var projection: [Double]? = nil
}

extension _TransformEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        var p: [Property] = []
        if rotation != 0 { p.append(.rotation(finite(rotation, 0))) }
        if scaleX != 1 || scaleY != 1 { p.append(.scale(WirePoint(x: finite(scaleX, 1), y: finite(scaleY, 1)))) }
        if let m = projection { p.append(.projection(m)) }
        if anchor != .center { p.append(.anchor(WirePoint(x: finite(anchor.x, 0.5), y: finite(anchor.y, 0.5)))) }
        node.renderWrapper(.effect, p, content: content)
    }
}

/// One drawing-only property on an `effect` wrapper (shadow, blur); nil draws plainly.
public struct _DrawingEffect: ViewModifier, Equatable {
    public typealias Body = Never
    let property: Property?
}

extension _DrawingEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, property.map { [$0] } ?? [], content: content)
    }
}

/// `mask` and `clipShape`: an overlay whose secondary view masks the primary one
/// (protocol `isMask`).
public struct _MaskModifier<Mask: View>: ViewModifier {
    public typealias Body = Never
    let mask: Mask
    let alignment: Alignment
}

extension _MaskModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderPair(.overlay, alignment: alignment, primary: content, secondary: mask, extra: [.isMask(true)])
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

/// Dynamic type sizes, smallest first (read from `\.dynamicTypeSize`; fonts do not scale yet).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes (`accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
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

struct IsItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }

extension EnvironmentValues {
    /// How the lines of multi-line text sit across its width (default leading).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Set by `italic()` on a container: text below uses the italic face.
    var isItalic: Bool {
        get { self[IsItalicKey.self] }
        set { self[IsItalicKey.self] = newValue }
    }
}
