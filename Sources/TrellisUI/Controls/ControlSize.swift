// Control sizes: `controlSize(_:)` sets the size the controls below draw at. Bordered
// buttons take their padding, font and corner radius from it (as iOS draws them: a
// `.large` prominent button is the wide call to action of onboarding screens); other
// controls keep one size on these backends (PlatformDifferences.md).

extension View {
    /// Sets the size of the controls in this view: bordered buttons below get the
    /// padding, font and corner radius of `controlSize`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

/// The sizes a control can be drawn at.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's padding, label font and corner radius at this size.
    var borderedMetrics: (horizontal: CGFloat, vertical: CGFloat, font: Font, cornerRadius: CGFloat) {
        switch self {
        case .mini: (7, 2, .caption, 5)
        case .small: (10, 4, .subheadline, 6)
        case .regular: (12, 6, .body, 8)
        case .large: (20, 14, .body, 12)
        case .extraLarge: (24, 18, .title3, 14)
        }
    }
}

struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// The size controls are drawn at (`controlSize(_:)`; `.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

/// A bordered button's label padded, sized and filled for the environment's control size.
/// The control size's font applies only where no font was set above.
struct _BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let fill: Color
    let prominent: Bool
    @Environment(\.controlSize) private var size
    @Environment(\.font) private var font

    var body: some View {
        let m = size.borderedMetrics
        let content = label
            .font(font ?? m.font)
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .background(_ButtonBorderFill(fill: fill, defaultRadius: m.cornerRadius))   // Controls/ButtonBorderShape.swift
        if prominent { content.foregroundColor(.white) } else { content }
    }
}
