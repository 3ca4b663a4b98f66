// Input routing: taps by hit-testing, keys and text to the focused node, focus traversal,
// keyboard activation (Return/Space on a focused tappable control).
import TrellisProtocol

extension Session {
    /// Handles one input event on this session's surface, from the backend or injected
    /// by a test client. Acts on the *committed* tree only: staged ops of an open
    /// transaction are invisible to input.
    func deliver(_ event: InputEvent) {
        guard phase == .open else { return }
        switch event {
        case .tap(let p):
            click(at: p, count: 1)
        case .click(let p, let count):
            click(at: p, count: count)
        case .secondaryClick(let p):
            guard clock.serial > 0, var n = tree.contentHit(p) else { return }
            while true {
                if case .contextMenu(true)? = tree.property(.contextMenu, of: n) {
                    send(.inputContextMenu(id: n, x: p.x, y: p.y))
                    return
                }
                guard let parent = tree.parent(of: n) else { return }
                n = parent
            }
        case .middleClick(let p):
            guard clock.serial > 0, let field = tree.clickTargets(p).field else { return }
            clickField(field, at: p, count: 1)   // Session+Editing.swift
            editing.selectingField = nil
            if let text = clipboard.primaryText(), !text.isEmpty { _ = editText(text) }
        case .key(let key, let modifiers):
            if key == KeyCode.tab.rawValue || key == KeyCode.backTab.rawValue {
                let backwards = key == KeyCode.backTab.rawValue || modifiers & KeyModifiers.shift.rawValue != 0
                moveFocus(backwards: backwards)
                return
            }
            // Page Up / Page Down scroll (and snap) a scroll view unless a text field has
            // the keys (Session+ScrollSnap.swift).
            if key == KeyCode.pageDown.rawValue || key == KeyCode.pageUp.rawValue, modifiers == 0,
               focused.map({ tree.kind(of: $0) != .textField }) ?? true,
               pageScroll(down: key == KeyCode.pageDown.rawValue) { return }
            guard let f = focused else { return }
            // Editing keys of a focused text field (Session+Editing.swift).
            if editKey(key, modifiers: modifiers) { return }
            // Keyboard activation: Return or Space on a focused tappable control (not a
            // text field, which receives its keys) is a tap at the control's centre.
            if (key == KeyCode.enter.rawValue || key == KeyCode.space.rawValue), modifiers == 0, tree.kind(of: f) != .textField,
               case .tappable(true)? = tree.property(.tappable, of: f), let r = tree.frame(of: f) {
                send(.inputTap(id: f, x: r.x + r.width / 2, y: r.y + r.height / 2))
                return
            }
            send(.inputKey(id: f, key: key, modifiers: modifiers))
            // Escape leaves a text field (after the app has seen the key: it may also
            // dismiss a sheet with it).
            if key == KeyCode.escape.rawValue, editing.editor != nil { focused = nil }
        case .keyPhase(let key, let modifiers, let phase):
            guard let f = focused else { return }
            // A text field edits on every repeat (a held Backspace keeps deleting), and Tab
            // keeps moving focus; neither hears a release.
            let tab = key == KeyCode.tab.rawValue || key == KeyCode.backTab.rawValue
            if tree.kind(of: f) == .textField || tab {
                if phase == .repeated { deliver(.key(key, modifiers: modifiers)) }
                return
            }
            send(.inputKeyPhase(id: f, key: key, modifiers: modifiers, phase: phase))
        case .text(let text):
            guard let f = focused else { return }
            if editText(text) { return }
            send(.inputText(id: f, text: text))
        case .drag(let phase, let p):
            drag(phase, at: p)
        case .pointer(let p):
            pointerMoved(to: p)   // Session+Hover.swift
        case .pinch(let phase, let p, let scale, let rotation):
            pinch(phase, at: p, scale: scale, rotation: rotation)   // Session+Pinch.swift
        case .scroll(let p, let dx, let dy):
            scroll(at: p, dx: dx, dy: dy)   // Session+Scroll.swift
        case .resize(let size):
            surfaceSize = size
            send(.resized(width: size.width, height: size.height))
            guard clock.serial > 0 else { return }
            _ = layoutAndDraw()
            reportFrame(destroyed: NodeIDSet())
        case .quit:
            break   // handled by the compositor (the daemon's owner decides)
        case .close:
            guard phase != .closing else { return }
            send(.closed)
            phase = .closing   // the server writes `closed`, then closes the connection
        }
    }

    /// A click: in a text field it focuses the field and places its caret (or selects a
    /// word, a line); a tappable node under it hears `inputTap` and takes focus.
    private func click(at p: WirePoint, count: Int) {
        guard clock.serial > 0 else { return }
        let (receiver, field, link) = tree.clickTargets(p)
        if let (id, run) = link { return send(.inputLink(id: id, run: UInt32(run))) }
        if let field { clickField(field, at: p, count: count) }   // Session+Editing.swift
        guard let id = receiver else { return }
        if field == nil, isFocusable(id) { focused = id }
        send(.inputTap(id: id, x: p.x, y: p.y))
    }

    /// Routes a pointer drag to the draggable node it began on (see `draggable`), or to
    /// the text field whose selection it extends. A `began` while a drag is under way
    /// ends that drag first (`ended` where its pointer last was); `changed` and `ended`
    /// without a drag are ignored.
    private func drag(_ phase: DragPhase, at p: WirePoint) {
        if phase != .began, dragSelect(phase, at: p) { return }
        switch phase {
        case .began:
            endDrag()
            guard clock.serial > 0, let id = tree.hitTest(p, draggable: true), let frame = tree.frame(of: id) else { return }
            pointer.drag = PointerInput.ActiveDrag(node: id, start: p, frame: frame, last: p,
                                                   outlivesLayout: tree.property(.dragSession, of: id) == .dragSession(true))
        case .changed, .ended:
            guard pointer.drag != nil else { return }
            pointer.drag?.last = p
        }
        guard let d = pointer.drag else { return }
        if phase == .ended { pointer.drag = nil }
        send(.inputDrag(id: d.node, phase: phase, x: p.x, y: p.y, startX: d.start.x, startY: d.start.y, frame: d.frame))
    }

    /// Ends the drag under way, if any, with `ended` at the pointer's last position: a
    /// new press began, or the dragged node left layout (`reportFrame`).
    func endDrag() {
        guard let d = pointer.drag else { return }
        pointer.drag = nil
        send(.inputDrag(id: d.node, phase: .ended, x: d.last.x, y: d.last.y, startX: d.start.x, startY: d.start.y, frame: d.frame))
    }

    /// Focus targets: text fields, nodes marked `focusable(true)`, and `tappable(true)`
    /// nodes not marked `focusable(false)`.
    func isFocusable(_ id: NodeID) -> Bool {
        if tree.kind(of: id) == .textField { return true }
        if case .focusable(let f)? = tree.property(.focusable, of: id) { return f }
        if case .tappable(true)? = tree.property(.tappable, of: id) { return true }
        return false
    }

    /// Tab / Shift-Tab: the next (previous) focus target in layout order, wrapping.
    func moveFocus(backwards: Bool) {
        let described = accessibilityDescriptions()
        let targets = Self.readingOrder(tree.laidOutNodes().filter { isFocusable($0) && !described.contains($0) }
            .map { ($0, tree.frame(of: $0) ?? WireRect(x: 0, y: 0, width: 0, height: 0)) })
        guard !targets.isEmpty else { focused = nil; return }
        guard let f = focused, let i = targets.firstIndex(of: f) else {
            focused = backwards ? targets.last : targets.first
            return
        }
        focused = targets[(i + (backwards ? targets.count - 1 : 1)) % targets.count]
    }

    /// Focus targets in reading order, the order Tab visits them (README §7): rows from the
    /// top, each row from the left. The topmost target left starts a row, which takes every
    /// remaining target whose vertical middle lies within that target's top and bottom; a
    /// row's targets go left to right (one above another at the same left edge: top first),
    /// and targets at the same place keep tree order. So a
    /// two-column form goes across each row, and a label beside a taller editor joins its
    /// row. `targets` come in tree order with their frames (window coordinates).
    static func readingOrder(_ targets: [(id: NodeID, frame: WireRect)]) -> [NodeID] {
        var rest = targets.enumerated().sorted { a, b in
            a.element.frame.y != b.element.frame.y ? a.element.frame.y < b.element.frame.y : a.offset < b.offset
        }
        var out: [NodeID] = []
        out.reserveCapacity(targets.count)
        while let first = rest.first {
            let top = first.element.frame.y, bottom = top + first.element.frame.height
            func inRow(_ t: (offset: Int, element: (id: NodeID, frame: WireRect))) -> Bool {
                let mid = t.element.frame.y + t.element.frame.height / 2
                return t.offset == first.offset || (mid >= top && mid <= bottom)
            }
            let row = rest.filter(inRow).sorted { a, b in
                let p = a.element.frame, q = b.element.frame
                return p.x != q.x ? p.x < q.x : p.y != q.y ? p.y < q.y : a.offset < b.offset
            }
            out += row.map(\.element.id)
            rest.removeAll(where: inRow)
        }
        return out
    }
}
