import Foundation
import TrellisProtocol

/// One node of a committed frame, as the daemon described it in its snapshot
/// (`FrameSnapshot`'s format, parsed by `FrameSnapshot.parse`).
///
/// `TestHost` reads the screen through the daemon (the process that really laid it out),
/// never through the client's own idea of it: a test then checks what the user would see.
/// The snapshot lists the nodes in paint order (pre-order), one per line, indented by
/// depth:
///
///     effect #3 tappable (150,390,100,20)
///       text #4 "OK" fg=#007AFFFF (150,390,100,20)
public typealias RenderedNode = SnapshotNode

extension SnapshotNode {
    /// The frame as a `CGRect`.
    public var rect: CGRect { CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
}
