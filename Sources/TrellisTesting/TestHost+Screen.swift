import Foundation
import TrellisProtocol
import TrellisUI

/// Reading the screen: everything comes from the daemon's headless backend, i.e. from
/// the frame the daemon really laid out and committed.
extension TestHost {
    /// The headless backend's text snapshot of the last committed frame (after settling):
    /// one line per node, indented by depth, with its key properties and window frame.
    public func snapshot() async throws -> String {
        try begin("taking a snapshot")
        try await settle()
        return try await rawSnapshot()
    }

    /// The snapshot without settling first.
    func rawSnapshot() async throws -> String {
        let token = takeToken()
        connection.send([.requestSnapshot(token: token)])
        guard case .snapshot(_, let text) = try await response(token, what: "the daemon's snapshot") else {
            preconditionFailure("a snapshot token answered by another event")
        }
        return text
    }

    /// The nodes of the last committed frame, in paint order (pre-order).
    public func nodes() async throws -> [RenderedNode] {
        FrameSnapshot.parse(try await snapshot())
    }

    /// The contents of every Text on screen, in paint order.
    public func texts() async throws -> [String] {
        try await nodes().texts
    }

    /// Frame, in window coordinates, of the first Text whose content equals `text`; nil if
    /// none is on screen.
    public func frame(of text: String) async throws -> CGRect? {
        try await nodes().first { $0.kind == "text" && $0.text == text }?.rect
    }

    /// The frames of every Text whose content equals `text`, in paint order.
    public func frames(of text: String) async throws -> [CGRect] {
        try await nodes().filter { $0.kind == "text" && $0.text == text }.map(\.rect)
    }
}
