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
        try await drag(from: start, pausingAt: [], to: end, steps: steps)
    }

    /// Drags the pointer from `start` to each of `stops` in turn and rests there for its
    /// duration with the button held (a spring-loaded button or tab under it is pressed:
    /// its action runs during the rest), then on to `end` and releases there; `steps`
    /// moves per leg, settling after each.
    public func drag(from start: CGPoint, pausingAt stops: [(point: CGPoint, duration: Duration)], to end: CGPoint,
                     steps: Int = 4) async throws {
        try begin("dragging from (\(start.x), \(start.y)) to (\(end.x), \(end.y))")
        try await settleIfNeeded()
        connection.send([.injectTap(x: Double(start.x), y: Double(start.y)),
                         .injectDrag(phase: .began, x: Double(start.x), y: Double(start.y))])
        try await settle()
        var from = start
        for stop in stops {
            try await dragMoves(from: from, to: stop.point, steps: steps)
            try await Task.sleep(for: stop.duration)
            try await settle()
            from = stop.point
        }
        try await dragMoves(from: from, to: end, steps: steps)
        connection.send([.injectDrag(phase: .ended, x: Double(end.x), y: Double(end.y))])
        try await settle()
    }

    /// The moves of a held drag from `start` to `end`, in `steps` equal steps.
    private func dragMoves(from start: CGPoint, to end: CGPoint, steps: Int) async throws {
        let n = max(steps, 1)
        for i in 1...n {
            let t = Double(i) / Double(n)
            let x = Double(start.x) + (Double(end.x) - Double(start.x)) * t
            let y = Double(start.y) + (Double(end.y) - Double(start.y)) * t
            connection.send([.injectDrag(phase: .changed, x: x, y: y)])
            try await settle()
        }
    }

    /// Clicks `count` times in quick succession at `point` (window coordinates), as a
    /// mouse does, then settles: the first click is a tap; in a text field it places the
    /// caret, a double click selects a word and a triple click the line.
    public func click(at point: CGPoint, count: Int = 1) async throws {
        try begin("clicking \(count)× at (\(point.x), \(point.y))")
        try await settleIfNeeded()
        try await settle(sendingFirst: [.injectClick(x: Double(point.x), y: Double(point.y), count: UInt32(max(1, min(count, 3))), button: .primary)])
    }

    /// Moves the pointer to `point` (window coordinates) with no button down, as a mouse
    /// does, then settles: views with `onHover`/`onContinuousHover` under it hear it
    /// enter and move, those it left hear it leave.
    public func hover(at point: CGPoint) async throws {
        try begin("moving the pointer to (\(point.x), \(point.y))")
        try await settleIfNeeded()
        try await settle(sendingFirst: [.injectPointer(x: Double(point.x), y: Double(point.y), inside: true)])
    }

    /// Scrolls by `offset` points over `point` (window coordinates), as a mouse wheel or a
    /// touchpad does, then settles: the innermost scroll view there that can move scrolls
    /// (positive `height` brings content further down into view, positive `width` content
    /// further right), rows that came into view appear and those that left disappear.
    public func scroll(by offset: CGSize, at point: CGPoint) async throws {
        try begin("scrolling by (\(offset.width), \(offset.height)) at (\(point.x), \(point.y))")
        try await settleIfNeeded()
        try await settle(sendingFirst: [.injectScroll(x: Double(point.x), y: Double(point.y),
                                                      dx: Double(offset.width), dy: Double(offset.height))])
    }

    /// Pinches over `point` (window coordinates) as a touchpad or X11's Ctrl + wheel does:
    /// the pinch begins there, then goes through each of `steps` — the magnification and
    /// the angle since it began — and ends at the last; settles after each event. A
    /// `MagnifyGesture` or `RotateGesture` on the view under `point` follows it.
    public func pinch(at point: CGPoint, steps: [(scale: Double, rotation: Angle)]) async throws {
        try begin("pinching at (\(point.x), \(point.y))")
        try await settleIfNeeded()
        let x = Double(point.x), y = Double(point.y)
        try await settle(sendingFirst: [.injectPinch(phase: .began, x: x, y: y, scale: 1, rotation: 0)])
        for s in steps {
            try await settle(sendingFirst: [.injectPinch(phase: .changed, x: x, y: y, scale: s.scale, rotation: s.rotation.radians)])
        }
        let last = steps.last ?? (1, .zero)
        try await settle(sendingFirst: [.injectPinch(phase: .ended, x: x, y: y, scale: last.scale, rotation: last.rotation.radians)])
    }

    /// Moves the pointer out of the window, then settles: every hovered view hears it leave.
    public func movePointerOutOfWindow() async throws {
        try begin("moving the pointer out of the window")
        try await settleIfNeeded()
        try await settle(sendingFirst: [.injectPointer(x: 0, y: 0, inside: false)])
    }

    /// Right-clicks at `point` (window coordinates), which opens the context menu of the
    /// view there (`contextMenu`), then settles.
    public func rightClick(at point: CGPoint) async throws {
        try begin("right-clicking at (\(point.x), \(point.y))")
        try await settleIfNeeded()
        try await settle(sendingFirst: [.injectClick(x: Double(point.x), y: Double(point.y), count: 1, button: .secondary)])
    }

    /// Clicks the text field showing `text` (or, while empty, `placeholder`) after its
    /// `offset`th character (nil: at its end), which focuses it and places the caret there.
    public func click(field: String, at offset: Int? = nil) async throws {
        try begin("clicking the field \"\(field)\"")
        try await settleIfNeeded()
        let nodes = FrameSnapshot.parse(try await rawSnapshot())
        guard let node = nodes.first(where: { $0.kind == "textField" && ($0.text == field || $0.attribute("placeholder") == field) }) else {
            throw TestHostError.labelNotFound(label: field, onScreen: nodes.filter { $0.kind == "textField" }.map { $0.text ?? "" })
        }
        let f = node.frame
        let count: Double = Double((node.text ?? "").count)
        // The headless backend sets a grapheme half its font size wide (17 by default).
        let glyph: Double = (node.attribute("size").flatMap { Double($0) } ?? 17) / 2
        let per: Double = count > 0 ? min(f.width / count, glyph) : 0
        // Past the end when nil; otherwise between the glyphs.
        var x: Double = f.x + f.width - 1
        if let offset { x = f.x + min(f.width - 1, Double(offset) * per + 1) }
        try await click(at: CGPoint(x: x, y: f.y + min(f.height / 2, 10)))
    }

    /// Types `text` at the caret of the focused text field (replacing its selection), as a
    /// keyboard would; to another focused view it is sent as typed. Settles.
    public func type(_ text: String) async throws {
        try begin("typing \"\(text)\"")
        try await settle(sendingFirst: [.injectText(text: text)])
    }

    /// Presses `key` (a Unicode scalar value or a `Key` code: Tab moves focus,
    /// Return/Space activate the focused control, editing keys edit the focused field),
    /// then settles.
    public func press(key: UInt32, modifiers: UInt32 = 0) async throws {
        try begin("pressing key \(key)")
        try await settle(sendingFirst: [.injectKey(key: key, modifiers: modifiers)])
    }

    /// Presses `key` (the protocol's `KeyCode`: Tab moves focus, Return activates or
    /// submits, arrows and Home/End move a field's caret) with `modifiers`, then settles.
    public func press(_ key: KeyCode, modifiers: KeyModifiers = []) async throws {
        try await press(key: key.rawValue, modifiers: modifiers.rawValue)
    }

    /// Presses Control and `letter` (Ctrl-A selects all, C copies, X cuts, V pastes, Z
    /// undoes in a focused field), then settles.
    public func press(control letter: Character, shift: Bool = false) async throws {
        let v = letter.lowercased().unicodeScalars.first!.value
        try await press(key: v, modifiers: (shift ? [.control, .shift] : KeyModifiers.control).rawValue)
    }

    /// Selects all of the focused field's text (Ctrl-A).
    public func selectAll() async throws { try await press(control: "a") }
    /// Copies the focused field's selection to the daemon's clipboard (Ctrl-C).
    public func copy() async throws { try await press(control: "c") }
    /// Cuts the focused field's selection (Ctrl-X).
    public func cut() async throws { try await press(control: "x") }
    /// Pastes the daemon's clipboard at the focused field's caret (Ctrl-V).
    public func paste() async throws { try await press(control: "v") }
    /// Undoes the focused field's last edit (Ctrl-Z).
    public func undo() async throws { try await press(control: "z") }

    /// Selects clusters `range` of the focused field's text with the keyboard (Home, then
    /// Right and Shift-Right), as a user can. Settles.
    public func select(_ range: Range<Int>) async throws {
        try begin("selecting \(range)")
        var keys: [ClientMessage] = [.injectKey(key: KeyCode.home.rawValue, modifiers: KeyModifiers.control.rawValue)]
        keys += Array(repeating: .injectKey(key: KeyCode.right.rawValue, modifiers: 0), count: range.lowerBound)
        keys += Array(repeating: .injectKey(key: KeyCode.right.rawValue, modifiers: KeyModifiers.shift.rawValue), count: range.count)
        try await settle(sendingFirst: keys)
    }

    /// The text field being edited as the daemon drew it: its text, caret and selection
    /// (in characters), or nil when no text field has focus.
    public func focusedField() async throws -> (text: String, selection: Range<Int>, caret: Int)? {
        try begin("reading the focused field")
        try await settle()
        let nodes = FrameSnapshot.parse(try await rawSnapshot())
        guard let node = nodes.first(where: { $0.has("focused") }), let sel = node.attribute("selection") else { return nil }
        let ends = sel.split(separator: ".", omittingEmptySubsequences: true).compactMap { Int($0) }
        guard ends.count == 2 else { return nil }
        return (node.text ?? "", min(ends[0], ends[1])..<max(ends[0], ends[1]), ends[1])
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
