// Direct touch and the large content viewer: iOS features of touch screens with
// VoiceOver (touches passed straight to the view; a magnified copy of a control under
// the finger at the largest text sizes). A Linux desktop, like a Mac, has neither: the
// values are carried to the daemon (`accessibilitySettings`) and published as the AT-SPI
// object attributes `direct-touch` and `large-content-viewer` for clients that want
// them, and change nothing a screen reader does.
import TrellisProtocol

/// How a direct-touch area behaves (`accessibilityDirectTouch(_:options:)`).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The screen reader says nothing when the area is touched (a piano keyboard).
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches reach the view only after the element is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

extension View {
    /// Makes the view an area whose touches go to the app directly while a screen reader
    /// runs (iOS). Linux has no touch screen reader gestures, as a Mac has none: the value
    /// is carried and published (`direct-touch`), nothing else changes.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let bits = isDirectTouchArea ? 1 + (options.rawValue & 3) << 1 : 0
        return _accessibility([.accessibilitySettings([WireAccessibilitySetting(setting: .directTouch, value: Double(bits))])])
    }

    /// Offers the view in the large content viewer (iOS shows a magnified copy of a bar
    /// item under the finger at the largest text sizes). There is no such viewer on Linux,
    /// nor on a Mac: the value is carried and published (`large-content-viewer`).
    public func accessibilityShowsLargeContentViewer() -> some View {
        _accessibility([.accessibilitySettings([WireAccessibilitySetting(setting: .largeContentViewer, value: 1)])])
    }

    /// Offers `largeContentView` in the large content viewer in place of the view (iOS).
    /// As `accessibilityShowsLargeContentViewer()`: carried, not shown on Linux.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        _ = largeContentView()
        return accessibilityShowsLargeContentViewer()
    }
}
