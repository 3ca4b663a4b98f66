// Text editing in the focused field (README §7, "Editing"): keys, typed text and clicks
// go to the session's `FieldEditor`; each edit sends the field's whole new text as
// `inputText`; the caret and selection are laid out onto every frame (`FieldEditing`).
import TrellisProtocol

extension Session {
    /// Focus moved (the `focused` observer): a text field gets an editor with the caret at
    /// the end of its text; the client hears `focusChanged`.
    func focusMoved() {
        if offscreen == nil { backend.focusChanged(to: focused, surface: surface) }   // no window offscreen
        if let f = focused, tree.kind(of: f) == .textField {
            var text = ""
            if case .text(let t)? = tree.property(.text, of: f) { text = t }
            var multiline = false
            if case .multiline(let m)? = tree.property(.multiline, of: f) { multiline = m }
            editing.editor = FieldEditor(node: f, text: text, multiline: multiline)
            if case .secure(true)? = tree.property(.secure, of: f) { editing.editor?.secure = true }
        } else {
            editing.editor = nil
        }
        reportFocus()
        redrawEditing()
        accessibilityChanged()
    }

    /// Sends `focusChanged` when focus differs from what the client last heard (or always,
    /// after a `setFocus`, so the client's focus state matches the daemon's).
    func reportFocus(always: Bool = false) {
        let id = focused ?? 0
        guard always || id != reports.focus, phase == .open else { return }
        reports.focus = id
        send(.focusChanged(id: id))
    }

    /// Carries out the `setFocus` requests of the commits this frame shows, after layout.
    func carryOutFocusRequests() {
        let requests = afterLayout.focus
        afterLayout.focus.removeAll()
        for id in requests {
            if id == 0 {
                focused = nil
            } else if tree.frame(of: id) != nil, isFocusable(id), lifecycleAllowsFocus(id) {
                if focused != id { focused = id }
            }
            reportFocus(always: true)
        }
    }

    /// Whether `id` may take focus: not under a presentation layer that covers it.
    private func lifecycleAllowsFocus(_ id: NodeID) -> Bool {
        guard let top = tree.layers.last else { return true }
        return id == top || tree.store.isAncestor(top, of: id)
    }

    // MARK: keys and text

    /// A key for the focused text field. Returns false when it is not an editing key (it
    /// is then sent on as `inputKey`: Return in a single-line field submits, Escape, and
    /// shortcuts with Control that a field does not take).
    func editKey(_ key: UInt32, modifiers: UInt32) -> Bool {
        guard var ed = editing.editor else { return false }
        let shift = modifiers & KeyModifiers.shift.rawValue != 0
        let control = modifiers & KeyModifiers.control.rawValue != 0
        let alt = modifiers & KeyModifiers.alt.rawValue != 0
        let byWord = control || alt
        var newText: String?
        switch key {
        case KeyCode.left.rawValue: ed.move(byWord ? .wordLeft : .left, extend: shift)
        case KeyCode.right.rawValue: ed.move(byWord ? .wordRight : .right, extend: shift)
        case KeyCode.up.rawValue: ed.move(ed.multiline ? .up : .start, extend: shift)
        case KeyCode.down.rawValue: ed.move(ed.multiline ? .down : .end, extend: shift)
        case KeyCode.home.rawValue: ed.move(control ? .start : .lineStart, extend: shift)
        case KeyCode.end.rawValue: ed.move(control ? .end : .lineEnd, extend: shift)
        case KeyCode.pageUp.rawValue: ed.move(.start, extend: shift)
        case KeyCode.pageDown.rawValue: ed.move(.end, extend: shift)
        case KeyCode.backspace.rawValue: newText = ed.deleteBackward(byWord: byWord)
        case KeyCode.deleteForward.rawValue: newText = ed.deleteForward(byWord: byWord)
        case KeyCode.enter.rawValue:
            guard ed.multiline, !control, !alt else { return false }
            newText = ed.insert("\n")
        default:
            if control && !alt {
                switch Unicode.Scalar(key).map({ Character($0).lowercased() }) {
                case "a": ed.selectAll()
                case "z": newText = shift ? ed.redo() : ed.undo()
                case "y": newText = ed.redo()
                case "c": if !ed.selection.isEmpty, !ed.secure { clipboard.copy(ed.selectedText) }
                case "x": if let cut = ed.cut() { clipboard.copy(cut.cut); newText = cut.text }
                case "v": if let t = clipboard.pasteText() { newText = ed.insert(t) }
                default: return false
                }
            } else if !control, !alt, let s = Unicode.Scalar(key), Self.isTypable(s) {
                newText = ed.insert(String(s))
            } else {
                return false
            }
        }
        editing.editor = ed
        if let t = newText {
            send(.inputText(id: ed.node, text: t))   // redrawn when the app commits it
        } else {
            redrawEditing()
        }
        return true
    }

    /// Text typed or pasted into the focused field: replaces the selection.
    func editText(_ text: String) -> Bool {
        guard var ed = editing.editor else { return false }
        let clean = String(text.unicodeScalars.filter { Self.isTypable($0) || $0 == "\n" })
        let newText = ed.insert(clean)
        editing.editor = ed
        if let t = newText { send(.inputText(id: ed.node, text: t)) }
        return true
    }

    /// A character a key types: not a control character and not a function key's code.
    static func isTypable(_ s: Unicode.Scalar) -> Bool {
        s.value >= 0x20 && s.value != 0x7F && !(0xF700...0xF8FF).contains(s.value)
    }

    // MARK: pointer

    /// A click (the `count`th in quick succession) on a text field: focuses it, places
    /// the caret at the click, selects the word (2) or line (3).
    func clickField(_ field: NodeID, at p: WirePoint, count: Int) {
        if focused != field { focused = field }
        guard var ed = editing.editor, ed.node == field, let item = item(of: field) else { return }
        let layout = FieldTextLayout(item: item, measurer: measurer)
        let offset = layout.offset(at: p, scrollX: ed.scrollX, scrollY: ed.scrollY)
        switch count {
        case 1: ed.place(at: offset, extend: false)
        case 2: ed.selectWord(at: offset)
        default: ed.selectLine(at: offset)
        }
        editing.editor = ed
        editing.selectingField = count == 1 ? field : nil
        redrawEditing()
    }

    /// A drag that began in the focused field extends its selection to the pointer.
    func dragSelect(_ phase: DragPhase, at p: WirePoint) -> Bool {
        guard let field = editing.selectingField else { return false }
        if phase == .ended { editing.selectingField = nil }
        guard var ed = editing.editor, ed.node == field, let item = item(of: field) else { return false }
        let layout = FieldTextLayout(item: item, measurer: measurer)
        ed.place(at: layout.offset(at: p, scrollX: ed.scrollX, scrollY: ed.scrollY), extend: true)
        editing.editor = ed
        redrawEditing()
        return true
    }

    // MARK: drawing

    /// The item of `id` in the last frame (looked up where it was last found first).
    func item(of id: NodeID) -> CommittedFrame.Item? {
        guard let items = lastFrame?.items, let i = itemIndex(of: id, in: items) else { return nil }
        return items[i]
    }

    private func itemIndex(of id: NodeID, in items: FrameItems) -> Int? {
        if editing.itemIndex < items.count, items[editing.itemIndex].id == id { return editing.itemIndex }
        guard let i = items.lastIndex(where: { $0.id == id }) else { return nil }
        editing.itemIndex = i
        return i
    }

    /// Lays the focused field's caret and selection out onto `frame` (and follows the
    /// field's committed text: an app's own change is adopted by the editor).
    func decorateEditing(_ frame: inout CommittedFrame) {
        guard var ed = editing.editor, let i = itemIndex(of: ed.node, in: frame.items) else {
            frame.editing = nil
            return
        }
        let item = frame.items[i]
        guard item.kind == .textField else { frame.editing = nil; return }
        _ = ed.committed(item.text)
        ed.multiline = item.isMultiline
        let layout = FieldTextLayout(item: item, measurer: measurer)
        // The selection as it falls on the drawn text (shorter while an edit is in flight).
        let sel = FieldSelection(anchor: min(ed.selection.anchor, layout.count), head: min(ed.selection.head, layout.count))
        let head = layout.position(of: sel.head)
        let f = item.frame
        if !ed.multiline {
            // Keep the caret inside the field: scroll the text only as far as needed.
            let textWidth = layout.width(0, layout.count)
            var s = ed.scrollX
            if textWidth <= f.width {
                s = 0
            } else {
                if head.x - s > f.width - 2 { s = head.x - f.width + 2 }
                if head.x - s < 0 { s = head.x }
                s = max(0, min(s, textWidth - f.width + 2))
            }
            ed.scrollX = s
        } else {
            // Keep the caret's line inside the field: scroll the lines only as far as needed.
            let textHeight = Double(layout.lines.count) * layout.lineHeight
            var t = ed.scrollY
            if textHeight <= f.height {
                t = 0
            } else {
                let top = Double(head.line) * layout.lineHeight
                if top + layout.lineHeight - t > f.height { t = top + layout.lineHeight - f.height }
                if top - t < 0 { t = top }
                t = max(0, min(t, textHeight - f.height))
            }
            ed.scrollY = t
        }
        editing.editor = ed
        let s = ed.multiline ? 0 : ed.scrollX, t = ed.multiline ? ed.scrollY : 0
        var highlights: [WireRect] = []
        if !sel.isEmpty {
            let first = layout.line(of: sel.lower), last = layout.line(of: sel.upper)
            for l in first...last {
                let line = layout.lines[l]
                let from = max(sel.lower, line.start), to = min(sel.upper, line.start + line.chars.count)
                let x0 = layout.lineX(l) + layout.width(l, from - line.start) - s
                var x1 = layout.lineX(l) + layout.width(l, to - line.start) - s
                if l < last { x1 += layout.lineHeight / 3 }   // the selected line break
                let y = f.y + Double(l) * layout.lineHeight - t
                let r = WireRect(x: f.x + max(0, x0), y: max(f.y, y),
                                 width: max(0, min(f.width, x1) - max(0, x0)),
                                 height: min(y + layout.lineHeight, f.y + f.height) - max(f.y, y))
                if r.width > 0, r.height > 0 { highlights.append(r) }
            }
        }
        let caretWidth = 2.0
        let signature = CaretSignature(node: ed.node, selection: sel, count: layout.count)
        if signature != editing.caretSignature {
            editing.caretSignature = signature
            editing.caretEpoch = clock.now
            // A selection made becomes the primary selection (what a middle click pastes).
            if !sel.isEmpty, !ed.secure { clipboard.selected(ed.selectedText) }
        }
        let caret: WireRect? = sel.isEmpty && Self.caretShown(after: clock.now - editing.caretEpoch)
            ? WireRect(x: f.x + min(max(0, head.x - s), max(0, f.width - caretWidth / 2)) - caretWidth / 2,
                       y: f.y + Double(head.line) * layout.lineHeight - t, width: caretWidth, height: layout.lineHeight)
            : nil
        let bounds = item.transform != nil
            ? WireRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
            : WireRect(x: f.x - caretWidth - 2, y: f.y - 2, width: f.width + 2 * caretWidth + 4, height: f.height + 4)
        frame.editing = FieldEditing(id: ed.node, selection: sel, caret: caret, highlights: highlights,
                                     scrollX: s, scrollY: t, bounds: bounds)
    }

    // MARK: caret blink

    /// The caret blinks as GTK's does by default: shown for the first half of each
    /// 1.2 s cycle from the last caret move or edit, and steady once 10 s pass without
    /// one (a caret left alone stops costing redraws).
    static let caretBlinkCycle = 1.2
    static let caretBlinkTimeout = 10.0

    static func caretShown(after elapsed: Double) -> Bool {
        elapsed >= caretBlinkTimeout || elapsed < 0 || elapsed.truncatingRemainder(dividingBy: caretBlinkCycle) < caretBlinkCycle / 2
    }

    /// Seconds until the caret of this session's focused field next appears or
    /// disappears on the surface's real clock; nil when it does not blink (no field
    /// focused, a selection, the blink timed out, or a virtual clock that tests advance).
    var secondsToCaretBlink: Double? {
        guard clock.realClock != nil, clock.serial > 0, let ed = editing.editor, ed.selection.isEmpty else { return nil }
        let elapsed = clock.now - editing.caretEpoch
        guard elapsed < Self.caretBlinkTimeout else { return nil }
        let half = Self.caretBlinkCycle / 2
        return half - elapsed.truncatingRemainder(dividingBy: half)
    }

    /// Draws the last frame again with the caret and selection as they are now (a caret
    /// move needs no commit from the app).
    func redrawEditing() {
        guard var frame = lastFrame, clock.serial > 0 else { return }
        let before = frame.editing
        decorateEditing(&frame)
        guard frame.editing != before else { return }
        tree.store.deferredFrees.park(lastFrame!)
        lastFrame = frame
        if offscreen == nil { framePhase.during(.draw) { backend.draw(frame, surface: surface) } }
    }
}
