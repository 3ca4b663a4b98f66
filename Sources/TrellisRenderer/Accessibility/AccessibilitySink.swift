// The seam between the daemon core and an accessibility bridge (AT-SPI2), beside the
// `Backend` seam: the core says *that* a surface's accessibility tree changed; the sink
// asks for the tree when someone listens, so a daemon nobody reads pays nothing.
import TrellisProtocol

/// Publishes sessions' accessibility trees to assistive technology.
///
/// Called on the daemon's loop thread only. The compositor owns the sink and installs
/// itself as its `performer` (held weakly).
public protocol AccessibilitySink: AnyObject {
    /// Where the sink reads trees and sends requests.
    var performer: (any AccessibilityPerformer)? { get set }
    /// A surface's tree may have changed (a commit, a focus move, an edit). Cheap: the
    /// sink only notes it; `flush()` reads the trees it needs.
    func treeInvalidated(surface: SurfaceID)
    /// The session of `surface` posted an announcement.
    func announce(_ text: String, surface: SurfaceID)
    /// The session of `surface` named its app (`hello.clientName`).
    func surfaceTitled(_ title: String, surface: SurfaceID)
    /// The session of `surface` ended.
    func surfaceClosed(_ surface: SurfaceID)
    /// End of a loop turn: publish what changed (events coalesced per turn).
    func flush()
    /// A descriptor the loop watches for readability on the sink's behalf (its D-Bus
    /// connection), or nil.
    var pollDescriptor: Int32? { get }
    /// `pollDescriptor` became readable (or a timeout the sink asked for passed).
    func pump()
}

/// What a sink may ask of the daemon core (the compositor implements it).
public protocol AccessibilityPerformer: AnyObject {
    /// The open surfaces, in order.
    var accessibleSurfaces: [SurfaceID] { get }
    /// The accessibility tree of `surface` as of its last frame (nil: no such surface or
    /// nothing drawn yet). Derived on demand and cached until the next change.
    func accessibilityTree(of surface: SurfaceID) -> AccessibilityTree?
    /// Where the window of `surface` is on screen (nil: no screen; screen coordinates are
    /// then window coordinates in points).
    func screenPlacement(of surface: SurfaceID) -> ScreenPlacement?
    /// Carries out `request` on the element formed by `node`; returns whether the
    /// element offers it.
    @discardableResult
    func performAccessibility(_ request: AccessibilityRequest, on node: NodeID, surface: SurfaceID) -> Bool
}
