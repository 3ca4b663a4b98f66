import Foundation
import TrellisProtocol
import TrellisUI

/// Input: injected into the daemon (testing capability), which hit-tests and focuses
/// exactly as it does for a real pointer or keyboard, then reports to the app.
extension TestHost {
    /// Taps the first tappable view whose label text equals `label` (a Button's title, or a
    /// Text inside an `onTapGesture` view), at the centre of the text's visible frame, then
    /// settles.
    ///
    /// Throws `labelNotFound` (listing the texts that are on screen), `labelHidden`,
    /// `notTappable`, or `tapMissed` when the daemon's hit test delivered the tap to another
    /// view (something covers the label) or to none.
    public func tap(_ label: String) async throws {
        try begin("tapping \"\(label)\"")
        try await settleIfNeeded()
        let nodes = FrameSnapshot.parse(try await rawSnapshot())
        let target = try Self.tapTarget(label, in: nodes)
        let tappedBefore = tappedIDs.count
        try begin("tapping \"\(label)\"")
        try await settle(sendingFirst: [.injectTap(x: target.point.x, y: target.point.y)])
        let reached = tappedIDs[tappedBefore...]
        guard let first = reached.first else {
            throw TestHostError.tapMissed(label: label, point: target.point,
                                          detail: "reached no tappable view (the daemon's hit test found none there)")
        }
        if first != target.receiver.id {
            let other = nodes.first { $0.id == first }.map { " (\($0.description))" } ?? ""
            throw TestHostError.tapMissed(
                label: label, point: target.point,
                detail: "reached node #\(first)\(other), not #\(target.receiver.id) (\(target.receiver.description)) "
                    + "around the label: another view covers it")
        }
    }

    /// Injects a tap at `point` (window coordinates) and settles; returns the id of the
    /// tappable node the daemon delivered it to, or nil if it hit none.
    @discardableResult
    public func tap(at point: CGPoint) async throws -> NodeID? {
        try begin("tapping at (\(point.x), \(point.y))")
        try await settleIfNeeded()
        let before = tappedIDs.count
        try await settle(sendingFirst: [.injectTap(x: Double(point.x), y: Double(point.y))])
        return tappedIDs[before...].first
    }

    /// Drags the pointer from `start` to `end` (window coordinates) in `steps` moves, as a
    /// mouse would: a tap and the drag's beginning at `start`, then the moves, then the
    /// release at `end`; settles after each.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 4) async throws {
        try begin("dragging from (\(start.x), \(start.y)) to (\(end.x), \(end.y))")
        try await settleIfNeeded()
        connection.send([.injectTap(x: Double(start.x), y: Double(start.y)),
                         .injectDrag(phase: .began, x: Double(start.x), y: Double(start.y))])
        try await settle()
        let n = max(steps, 1)
        for i in 1...n {
            let t = Double(i) / Double(n)
            let x = Double(start.x) + (Double(end.x) - Double(start.x)) * t
            let y = Double(start.y) + (Double(end.y) - Double(start.y)) * t
            connection.send([.injectDrag(phase: .changed, x: x, y: y)])
            try await settle()
        }
        connection.send([.injectDrag(phase: .ended, x: Double(end.x), y: Double(end.y))])
        try await settle()
    }

    /// Types `text` into the focused view (tap a TextField first), then settles.
    public func type(_ text: String) async throws {
        try begin("typing \"\(text)\"")
        try await settle(sendingFirst: [.injectText(text: text)])
    }

    /// Presses `key` (a Unicode scalar value or an `InputKey` code: Tab moves focus,
    /// Return/Space activate the focused control), then settles.
    public func press(key: UInt32, modifiers: UInt32 = 0) async throws {
        try begin("pressing key \(key)")
        try await settle(sendingFirst: [.injectKey(key: key, modifiers: modifiers)])
    }

    /// Key codes the daemon understands (the protocol's `KeyCode`): printable keys are
    /// their Unicode scalar value.
    public enum Key {
        /// Moves focus to the next focus target (text fields, buttons), wrapping.
        public static let tab = KeyCode.tab.rawValue
        /// Moves focus to the previous focus target.
        public static let backTab = KeyCode.backTab.rawValue
        /// Activates the focused control.
        public static let enter = KeyCode.enter.rawValue
        public static let space = KeyCode.space.rawValue
        public static let escape = KeyCode.escape.rawValue
        public static let backspace = KeyCode.backspace.rawValue
        public static let up = KeyCode.up.rawValue
        public static let down = KeyCode.down.rawValue
        public static let left = KeyCode.left.rawValue
        public static let right = KeyCode.right.rawValue
        /// Modifier bits.
        public static let shift: UInt32 = 1 << 0
        public static let control: UInt32 = 1 << 1
    }

    /// Resizes the window as a user would; the daemon lays the committed tree out again and
    /// reports `resized` (and any geometry changes) to the app. Settles.
    public func resize(width: Double, height: Double) async throws {
        try begin("resizing to \(width)x\(height)")
        connection.send([.injectResize(width: width, height: height)])
        try await settle()
    }

    /// Sends raw bytes on this host's connection (for tests of how the daemon treats a
    /// misbehaving client; the daemon will usually close the session).
    public func sendRawBytes(_ bytes: [UInt8]) {
        connection.send(bytes: bytes)
    }

    /// The window size the daemon last reported.
    public var windowSize: CGSize { viewHost.surfaceSize }

    // MARK: target selection

    struct TapTarget {
        var text: RenderedNode
        var receiver: RenderedNode
        var point: WirePoint
    }

    /// The first visible Text showing `label` that has a tappable ancestor-or-self, and the
    /// centre of its visible part.
    static func tapTarget(_ label: String, in nodes: [RenderedNode]) throws -> TapTarget {
        let matches = nodes.indices.filter { nodes[$0].kind == "text" && nodes[$0].text == label }
        guard !matches.isEmpty else {
            throw TestHostError.labelNotFound(label: label, onScreen: nodes.texts)
        }
        let visible = matches.filter { nodes.effectiveOpacity(of: $0) > 0 }
        guard !visible.isEmpty else { throw TestHostError.labelHidden(label: label) }
        for m in visible {
            guard let r = ([m] + nodes.ancestors(of: m)).first(where: { nodes[$0].isTappable }) else { continue }
            let text = nodes[m]
            var area = text.frame
            if let clip = text.clip, let cut = intersection(area, clip) { area = cut }
            let point = WirePoint(x: area.x + area.width / 2, y: area.y + area.height / 2)
            return TapTarget(text: text, receiver: nodes[r], point: point)
        }
        throw TestHostError.notTappable(label: label, frame: nodes[visible[0]].frame)
    }

    static func intersection(_ a: WireRect, _ b: WireRect) -> WireRect? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return WireRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
