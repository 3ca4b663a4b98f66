// buttonBorderShape(_:): the shape the bordered button styles (`.bordered`,
// `.borderedProminent`) draw behind their label. Other styles draw no border, so the
// shape does not show on them, as in SwiftUI.

/// The shape of a bordered button's background.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind
    /// The style's own shape (a rounded rectangle of radius 8 in Trellis's look).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: fully rounded ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle around the label.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the style's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The border shape of bordered buttons below.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Draws the bordered buttons below with `shape` behind their labels.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// A bordered button's background: the environment's border shape filled with `fill`.
struct _ButtonBorderFill: View {
    let fill: Color
    /// The corner radius of `.automatic` and `.roundedRectangle` (the control size's).
    var defaultRadius: CGFloat = 8
    @Environment(\.buttonBorderShape) private var shape
    var body: some View {
        switch shape.kind {
        case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: defaultRadius).fill(fill)
        case .roundedRectangle(let r?): RoundedRectangle(cornerRadius: r).fill(fill)
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        }
    }
}
