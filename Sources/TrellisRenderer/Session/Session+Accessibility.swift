// A session's accessibility tree (README §7, "Accessibility"): derived from the last frame
// when asked for, and the requests of assistive technology carried out as the user's own
// input would be (a press is the tap keyboard activation sends; typing goes through the
// field's editor).
import TrellisProtocol

extension Session {
    /// The tree of the last frame, derived now if it changed since last asked.
    func accessibilityTree() -> AccessibilityTree? {
        if let cached = accessibility.cache { return cached }
        guard let frame = lastFrame, clock.serial > 0 else { return nil }
        let editing = editing.editor.map {
            AccessibilityTree.Editing(node: $0.node, text: $0.text, caret: $0.selection.head, selection: $0.selection.range)
        }
        // A text mid content transition is drawn twice; assistive technology reads the new one.
        let tree = AccessibilityTree(frame: frame.withoutLeavingContent, title: client.name, focused: focused, editing: editing)
        accessibility.cache = tree
        return tree
    }

    /// The nodes of the undrawn views that describe others to assistive technology (the
    /// secondary views of overlays with `accessibilityOverlay`): never keyboard focus targets.
    func accessibilityDescriptions() -> Set<NodeID> {
        guard let items = lastFrame?.items else { return [] }
        var out: Set<NodeID> = []
        var i = 0
        while i < items.count {
            let item = items[i]
            if item.kind == .overlay, i + 1 < items.count, item.property(.accessibilityOverlay) != nil {
                // Paint order: the primary's subtree, then the secondary's.
                let primaryEnd = CommittedFrame.subtreeEnd(of: i + 1, in: items[...])
                let end = CommittedFrame.subtreeEnd(of: i, in: items[...])
                for j in primaryEnd ..< end { out.insert(items[j].id) }
            }
            i += 1
        }
        return out
    }

    /// The frame, focus or editing state changed: the tree must be derived again.
    func accessibilityChanged() {
        accessibility.cache = nil
        accessibility.sink?.treeInvalidated(surface: surface)
    }

    /// `announce`: kept for `requestAccessibility` and passed to the bridge.
    func announce(_ text: String) {
        if accessibility.announcements.count == 16 { accessibility.announcements.removeFirst() }
        accessibility.announcements.append(text)
        accessibility.sink?.announce(text, surface: surface)
    }

    /// Answers `requestAccessibility`.
    func sendAccessibility(token: UInt64) {
        var text = accessibilityTree()?.text ?? ""
        for a in accessibility.announcements { text += "announced: " + AccessibilityTree.quoted(a) + "\n" }
        accessibility.announcements.removeAll()
        send(.accessibility(token: token, text: text))
    }

    /// Carries out `request` on the element formed by `node`; false when the element does
    /// not exist or does not offer it.
    @discardableResult
    func performAccessibility(_ request: AccessibilityRequest, on node: NodeID) -> Bool {
        guard phase == .open, let ax = accessibilityTree(), let i = ax.index(of: node) else { return false }
        let e = ax.elements[i]
        let enabled = !e.states.contains(.disabled)
        switch request {
        case .activate:
            guard enabled else { return false }
            if let t = e.activateTarget {
                send(.inputAccessibilityAction(id: t, action: .activate, index: 0, value: 0))
            } else if e.text != nil, let t = e.focusTarget {
                // A text field is activated by focusing it (its caret at the end).
                if focused != t { focused = t }
            } else if let t = e.pressTarget, let p = e.activationPoint {
                // `accessibilityActivationPoint`: the press lands where the app said.
                send(.inputTap(id: t, x: p.x, y: p.y))
            } else if let t = e.pressTarget, let f = tree.frame(of: t) {
                send(.inputTap(id: t, x: f.x + f.width / 2, y: f.y + f.height / 2))
            } else {
                return false
            }
        case .increment, .decrement:
            guard enabled, let t = e.adjustTarget else { return false }
            send(.inputAccessibilityAction(id: t, action: request == .increment ? .increment : .decrement, index: 0, value: 0))
        case .custom(let k):
            guard k >= 0, k < e.customTargets.count else { return false }
            let (t, index) = e.customTargets[k]
            if index == AccessibilityElement.tapAction {
                guard let f = tree.frame(of: t) else { return false }
                send(.inputTap(id: t, x: f.x + f.width / 2, y: f.y + f.height / 2))
            } else {
                send(.inputAccessibilityAction(id: t, action: .custom, index: index, value: 0))
            }
        case .setValue(let v):
            guard enabled, let t = e.valueTarget, let r = e.range, v.isFinite else { return false }
            send(.inputAccessibilityAction(id: t, action: .setValue, index: 0, value: min(max(v, r.minimum), r.maximum)))
        case .escape:
            send(.inputKey(id: focused ?? node, key: KeyCode.escape.rawValue, modifiers: 0))
        case .focus:
            guard let t = e.focusTarget, enabled else { return false }
            if focused != t { focused = t }
        case .setText, .insertText, .deleteText, .select:
            guard enabled, e.text != nil, let t = e.focusTarget else { return false }
            if focused != t { focused = t }
            guard var ed = editing.editor, ed.node == t else { return false }
            var newText: String?
            let count = ed.text.count
            switch request {
            case .setText(let s):
                ed.selectAll()
                newText = ed.insert(s)
            case .insertText(let s, let at):
                ed.place(at: min(max(0, at), count), extend: false)
                newText = ed.insert(s)
            case .deleteText(let r):
                ed.place(at: min(max(0, r.lowerBound), count), extend: false)
                ed.place(at: min(max(0, r.upperBound), count), extend: true)
                newText = ed.deleteBackward()
            case .select(let r):
                ed.place(at: min(max(0, r.lowerBound), count), extend: false)
                ed.place(at: min(max(0, r.upperBound), count), extend: true)
            default:
                break
            }
            editing.editor = ed
            if let t = newText { send(.inputText(id: ed.node, text: t)) }
            redrawEditing()
            accessibilityChanged()
        }
        return true
    }
}

extension AccessibilityRequest {
    /// The request an `injectAccessibilityAction` message makes.
    init(_ action: AccessibilityAction, index: UInt32, value: Double) {
        switch action {
        case .activate: self = .activate
        case .increment: self = .increment
        case .decrement: self = .decrement
        case .custom: self = .custom(Int(index))
        case .setValue: self = .setValue(value)
        case .escape: self = .escape
        }
    }
}
