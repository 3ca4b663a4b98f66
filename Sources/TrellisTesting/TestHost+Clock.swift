import Foundation
import TrellisProtocol
import TrellisUI

/// Time under test: the headless daemon's animation clock is virtual, so a test decides
/// when an animation is at ¼, ½ or its end, and reads the presented (mid-animation) frame.
extension TestHost {
    /// How far `settle()` moves the clock to finish animations (an hour; a
    /// `repeatForever` animation keeps running).
    static let animationHorizon = 3600.0

    /// Applies pending changes (without finishing their animations), then moves the
    /// daemon's virtual clock forward by `seconds` and waits until it drew that frame.
    public func advanceClock(by seconds: Double) async throws {
        try begin("advancing the clock by \(seconds) s")
        let finishes = finishesAnimations
        finishesAnimations = false
        defer { finishesAnimations = finishes }
        try await settle()
        connection.send([.advanceClock(seconds: seconds)])
        try await roundTrip(what: "the daemon's answer to sync after advanceClock")
    }

    /// The nodes as presented now (mid-animation values), without settling first.
    public func presentedNodes() async throws -> [RenderedNode] {
        FrameSnapshot.parse(try await rawSnapshot())
    }
}
