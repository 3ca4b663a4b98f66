// The accessibility settings SwiftUI puts in the environment. Apps read them to adapt:
// skip an animation when motion should be reduced, draw opaque backgrounds, add shapes
// where colour alone carries meaning. The values are the system's defaults (every setting
// off, animated images playing, regular legibility weight) because the Trellis backends
// do not read the desktop's accessibility settings yet; a subtree (or a test, or a
// preview) can set any of them with `.environment(\.key, value)`.

/// The font weight the user asked text to be drawn with: `.bold` when the system's
/// "bold text" setting is on.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

struct AccessibilityReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityInvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityDimFlashingLightsKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityPlayAnimatedImagesKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityAssistiveAccessEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }

extension EnvironmentValues {
    /// Whether the user asked for less motion (false unless set): animations that move
    /// views around should be replaced by fades or dropped.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }
    /// Whether the user asked for opaque backgrounds instead of translucent ones.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }
    /// Whether meaning carried by colour should also be carried by shapes or text.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }
    /// Whether the system inverts the display's colours.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }
    /// Whether a screen reader is running (false: the backends expose no accessibility
    /// tree to one yet).
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }
    /// Whether switch control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }
    /// Whether any assistive technology is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether buttons should show their shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }
    /// Whether flashing or strobing content should be dimmed.
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityDimFlashingLightsKey.self] }
        set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
    }
    /// Whether animated images should play (true unless set).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityPlayAnimatedImagesKey.self] }
        set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
    }
    /// Whether the large content viewer is on.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }
    /// Whether Assistive Access is running.
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AccessibilityAssistiveAccessEnabledKey.self] }
        set { self[AccessibilityAssistiveAccessEnabledKey.self] = newValue }
    }
    /// The weight the user wants text drawn in (`.regular` unless set).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
