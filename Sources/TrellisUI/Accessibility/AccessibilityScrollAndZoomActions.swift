// Scroll and zoom actions: gestures a screen reader performs on an element (VoiceOver's
// three-finger swipe, a pinch). AT-SPI has no scroll or zoom gesture, so each direction is
// one named action of the element ("Scroll Up", "Zoom In" …) that Orca lists with the
// element's actions; invoking it reaches the app's handler through the daemon's
// `inputAccessibilityAction(custom)`, as any custom action does.
import Foundation
import TrellisProtocol

extension View {
    /// Runs `handler` when assistive technology scrolls the element, with the edge the
    /// content is to move towards: the actions "Scroll Up" (`.top`), "Scroll Down"
    /// (`.bottom`), "Scroll Left" (`.leading`) and "Scroll Right" (`.trailing`).
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let edges: [(String, Edge)] = [("Scroll Up", .top), ("Scroll Down", .bottom),
                                       ("Scroll Left", .leading), ("Scroll Right", .trailing)]
        return _accessibility([.accessibilityActions(edges.map(\.0))],
                              handlers: AccessibilityHandlers(custom: edges.map { edge -> () -> Void in { handler(edge.1) } }))
    }

    /// Runs `handler` when assistive technology zooms the element: the actions "Zoom In"
    /// and "Zoom Out". An AT-SPI action carries no location, so the gesture is at the
    /// element's centre (`location` `.center`; `point` is then unknown and `.zero`).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let zoomIn = AccessibilityZoomGestureAction(direction: .zoomIn, location: .center, point: .zero)
        let zoomOut = AccessibilityZoomGestureAction(direction: .zoomOut, location: .center, point: .zero)
        return _accessibility([.accessibilityActions(["Zoom In", "Zoom Out"])],
                              handlers: AccessibilityHandlers(custom: [{ handler(zoomIn) }, { handler(zoomOut) }]))
    }

    /// Adds the buttons of `content` (not drawn) as actions of this view's element, grouped
    /// under `category`. AT-SPI lists an element's actions in one flat list, so on Linux
    /// the category groups nothing and the actions join the element's other actions in
    /// order, as `accessibilityActions(_:)` adds them.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View {
        modifier(_AccessibilityOverlayModifier(description: content(), mode: .actions))
    }
}

/// A zoom gesture assistive technology performed on an element (`accessibilityZoomAction`).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the gesture zooms.
    public enum Direction: Hashable, Sendable {
        case zoomIn
        case zoomOut
    }

    /// Which way to zoom.
    public let direction: Direction
    /// Where the gesture is, as a unit point of the element's frame.
    public let location: UnitPoint
    /// Where the gesture is, in the element's own coordinates.
    public let point: CGPoint
}

/// A group of accessibility actions (`accessibilityActions(category:_:)`): the system's
/// default and edit actions, or a named one of the app's.
public struct AccessibilityActionCategory: Equatable, Sendable {
    let name: String

    /// The element's default actions.
    public static let `default` = AccessibilityActionCategory(name: "")
    /// Actions that edit the element's text.
    public static let edit = AccessibilityActionCategory(name: "Edit")

    /// A category of the app's, named `name` ("Table Options").
    public init(_ name: Text) { self.name = name.string }
    public init(_ nameKey: LocalizedStringKey) { self.init(Text(nameKey)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S) { self.name = String(name) }

    private init(name: String) { self.name = name }
}
