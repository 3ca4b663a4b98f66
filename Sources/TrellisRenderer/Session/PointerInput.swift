// The pointer's gestures in progress over one session's surface.
import TrellisProtocol

/// What the pointer is doing over a session's surface: the hovered nodes, and the drag
/// or pinch in progress.
///
/// Each gesture remembers the node it began on and that node's frame then, so its
/// later points are reported in the coordinates it started in even when the node moves;
/// a frame that destroys or hides the node ends the gesture (`Session+Frame.swift`).
struct PointerInput {
    /// The hoverable nodes under the pointer and its look (HoverTracker.swift,
    /// Session+Hover.swift).
    var hover = HoverTracker()
    /// The drag in progress (Session+Input.swift).
    var drag: ActiveDrag?
    /// The pinch in progress (Session+Pinch.swift).
    var pinch: ActivePinch?

    /// A drag: the draggable node it began on, where, that node's frame then, and the
    /// last point reported.
    /// `outlivesLayout`: the node has `dragSession` (a drag-and-drop session), which its
    /// node leaving layout does not end.
    struct ActiveDrag {
        var node: NodeID; var start: WirePoint; var frame: WireRect; var last: WirePoint
        var outlivesLayout = false
    }
    /// A pinch: its node, the node's frame when it began, and its last point and values.
    struct ActivePinch { var node: NodeID; var frame: WireRect; var last: WirePoint; var scale: Double; var rotation: Double }
}
