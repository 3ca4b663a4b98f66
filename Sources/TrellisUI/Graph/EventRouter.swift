import TrellisProtocol

/// One kind of input a view can take from the daemon, with what it does.
///
/// A modifier or control registers its handler on the identity that owns its render node
/// (`GraphNode.setHandler(_:for:)`); the daemon names that render node in its input event,
/// and `EventRouter` finds the handler through `ViewGraph.renderOwner`. Adding an input
/// kind is a case here, its routing in `EventRouter.route(_:)`, the modifier that registers
/// it, and the protocol's event: nothing else in the engine knows the kinds.
enum InputHandler {
    /// A tap (Button, `onTapGesture`); also Return or Space on the focused control.
    case tap(() -> Void)
    /// A tap that wants its location, in window coordinates (`SpatialTapGesture`).
    case spatialTap((CGPoint) -> Void)
    /// A drag's phases (DragGesture, LongPressGesture, a slider's track).
    case drag((DragPhase, _DragSample) -> Void)
    /// Text typed into a text field.
    case text(Binding<String>)
    /// A focus target bound to a `@FocusState` (`focused(_:)`).
    case focus(FocusBinding)
    /// Return pressed in a text field (`onSubmit`).
    case submit(() -> Void)
    /// A secondary click on a view with a context menu.
    case contextMenu(() -> Void)
    /// A key for the focused view at or below this one (`onKeyPress`); `.ignored` passes
    /// it to the next handler above.
    case key((KeyPress) -> KeyPress.Result)
    /// Assistive technology's actions on the view's element.
    case accessibility(AccessibilityHandlers)
    /// The pointer entering, moving over or leaving the view (`onHover`,
    /// `onContinuousHover`): the phase, the point in the window and the view's origin there.
    case hover((WireHoverPhase, CGPoint, CGPoint) -> Void)
    /// A gesture attached with `gesture`, `simultaneousGesture` or `highPriorityGesture`:
    /// taps, drags and pinches reaching it or a view inside it go through the arena.
    case gesture(GestureHost)
    /// A click on a link inside a Text: the index of the link's run in its `textRuns`.
    case link((Int) -> Void)

    var kind: InputKind {
        switch self {
        case .tap: .tap
        case .spatialTap: .spatialTap
        case .drag: .drag
        case .text: .text
        case .focus: .focus
        case .submit: .submit
        case .contextMenu: .contextMenu
        case .key: .key
        case .accessibility: .accessibility
        case .hover: .hover
        case .gesture: .gesture
        case .link: .link
        }
    }
}

/// The kinds of `InputHandler`: what a node registers or looks up.
enum InputKind: UInt8 {
    case tap, spatialTap, drag, text, focus, submit, contextMenu, key, accessibility, hover, gesture, link
}

// Storage: a tap action is inline in `NodeExtra` (every Button and tap gesture has one,
// a 10,000-row list has tens of thousands: no box for them), any other handler in one
// array in the node's rare box. A node has at most a few handlers, so a lookup is a short
// scan; nothing is hashed per node.
extension GraphNode {
    /// This node's handler for `kind`, if it registered one.
    func handler(_ kind: InputKind) -> InputHandler? {
        guard let e = extra else { return nil }
        if kind == .tap {
            // Not `Optional.map`: a closure passed through a generic function is wrapped
            // in reabstraction thunks (allocations).
            if let a = e.tapHandler { return .tap(a) }
            return nil
        }
        for h in e.otherHandlers where h.kind == kind { return h }
        return nil
    }

    /// Registers `handler` (of `kind`) for the input the daemon reports on this node's
    /// render node, replacing the one before; nil removes it. Removing makes no box.
    func setHandler(_ handler: InputHandler?, for kind: InputKind) {
        assert(handler == nil || handler!.kind == kind, "a \(kind) handler registered as another kind")
        if case .tap(let action)? = handler { return setTapHandler(action) }
        if kind == .tap { return setTapHandler(nil) }
        guard let e = handler == nil ? extra : ext else { return }
        var list = e.otherHandlers
        guard handler != nil || !list.isEmpty else { return }
        e.otherHandlers = []   // uniquely referenced while it changes
        if let i = list.firstIndex(where: { $0.kind == kind }) {
            if let handler { list[i] = handler } else { list.remove(at: i) }
        } else if let handler {
            list.append(handler)
        }
        e.otherHandlers = list
    }

    /// `setHandler` for a tap action, which buttons and tap gestures register again at
    /// every body evaluation (a closure cannot be compared): stored directly, with no
    /// `InputHandler` made and taken apart on the way.
    func setTapHandler(_ action: (() -> Void)?) {
        if let action {
            ext.tapHandler = action
        } else if let e = extra, e.tapHandler != nil {
            e.tapHandler = nil
        }
    }

    /// The tap action registered here (a keyboard shortcut runs it).
    var tapHandler: (() -> Void)? { extra?.tapHandler }
}

/// Delivers the daemon's input events to the handlers views registered: the one place
/// that knows, for each input event, which handler takes it and what follows (a text edit
/// re-renders its field; Return activates and submits; a key bubbles to the ancestors).
///
/// Runs on the main actor inside `ViewHost.handle(_:)`, before the update that the
/// handlers' state changes cause. Every handler's node is checked alive first: a node
/// removed by the update before still has its render id mapped until its release slice.
@MainActor
final class EventRouter {
    /// The graph whose render ids events name; it owns the router.
    unowned(unsafe) var graph: ViewGraph!
    /// The gestures sharing the interaction under way (Gestures/GestureArena.swift).
    let gestures = GestureArena()

    /// Routes `event` if it is an input event (tap, drag, text, key, focus, context menu,
    /// accessibility action); returns false for every other event.
    func route(_ event: DaemonEvent) -> Bool {
        switch event {
        case let .inputTap(id, x, y): tapped(id, at: CGPoint(x: x, y: y))
        case let .inputDrag(id, phase, x, y, sx, sy, f):
            dragged(id, phase, _DragSample(location: CGPoint(x: x, y: y), startLocation: CGPoint(x: sx, y: sy),
                                           frame: CGRect(x: f.x, y: f.y, width: f.width, height: f.height),
                                           time: Date()))
        case let .inputPinch(id, phase, scale, rotation, x, y, f):
            guard let n = graph.renderOwner[id], n.isAlive else { break }
            let p = CGPoint(x: x, y: y)
            _ = gestures.route(.pinch(phase, scale: scale, rotation: rotation,
                                      _DragSample(location: p, startLocation: p,
                                                  frame: CGRect(x: f.x, y: f.y, width: f.width, height: f.height), time: Date())),
                               at: n)
        case let .inputText(id, text): textInput(id, text)
        case let .inputLink(id, run):
            if case .link(let open)? = liveHandler(.link, id) { open(Int(run)) }
        case .focusChanged(let id):
            graph.focus.daemonMoved(to: id)
            FocusedValuesStore.focusMoved(in: graph)
        case .inputContextMenu(let id, _, _):
            if case .contextMenu(let open)? = liveHandler(.contextMenu, id) { open() }
        case let .inputAccessibilityAction(id, action, index, value):
            accessibilityAction(id, action, index: index, value: value)
        case let .inputHover(id, phase, x, y, ox, oy):
            if case .hover(let h)? = liveHandler(.hover, id) { h(phase, CGPoint(x: x, y: y), CGPoint(x: ox, y: oy)) }
        case let .inputKey(id, key, modifiers):
            // Return or Space on a focused control activates it, as a tap would.
            if key == KeyCode.enter.rawValue || key == KeyCode.space.rawValue {
                if case .tap(let a)? = liveHandler(.tap, id) { a() }
            }
            if key == KeyCode.enter.rawValue, case .submit(let a)? = liveHandler(.submit, id) { a() }
            keyPressed(id, key: key, modifiers: modifiers, phase: .down)
        case let .inputKeyPhase(id, key, modifiers, phase):
            keyPressed(id, key: key, modifiers: modifiers, phase: phase == .repeated ? .repeat : .up)
        default: return false
        }
        return true
    }

    /// The handler of `kind` on the live identity owning render node `id`.
    private func liveHandler(_ kind: InputKind, _ id: NodeID) -> InputHandler? {
        guard let n = graph.renderOwner[id], n.isAlive else { return nil }
        return n.handler(kind)
    }

    /// A tap at `point` (window coordinates): a spatial tap gesture gets the location,
    /// any other tap action runs without it.
    private func tapped(_ id: NodeID, at point: CGPoint) {
        guard let n = graph.renderOwner[id], n.isAlive else { return }
        if gestures.route(.tap(point, origin: n.extra?.geometryOrigin ?? point), at: n) { return }
        if case .spatialTap(let a)? = n.handler(.spatialTap) {
            a(point)
        } else if let a = n.tapHandler {
            a()
        }
    }

    private func dragged(_ id: NodeID, _ phase: DragPhase, _ sample: _DragSample) {
        guard let n = graph.renderOwner[id], n.isAlive else { return }
        if case .drag(let h)? = n.handler(.drag) { h(phase, sample); return }
        _ = gestures.route(.pointer(phase, sample), at: n)
    }

    /// Text typed into a text field goes through its binding.
    private func textInput(_ id: NodeID, _ text: String) {
        guard let n = graph.renderOwner[id], n.isAlive, case .text(let b)? = n.handler(.text) else { return }
        b.wrappedValue = text
        // The field shows what its binding reads now, even when the source did not change
        // (a formatted field keeps text that does not parse).
        graph.invalidate(n, reason: nil)
    }

    /// A key for the focused render node `id` (a press, or a held key's repeat or
    /// release): the nearest key handler at or above its owner gets it; `.ignored` passes it further up, and a key no handler consumed
    /// runs the control whose keyboard shortcut it is (Input/KeyboardShortcut.swift).
    private func keyPressed(_ id: NodeID, key: UInt32, modifiers: UInt32, phase: KeyPress.Phases) {
        guard let owner = graph.renderOwner[id], owner.isAlive, let equivalent = KeyEquivalent(code: key) else { return }
        var mods: EventModifiers = []
        if modifiers & KeyModifiers.shift.rawValue != 0 { mods.insert(.shift) }
        if modifiers & KeyModifiers.control.rawValue != 0 { mods.insert(.control) }
        if modifiers & KeyModifiers.alt.rawValue != 0 { mods.insert(.option) }
        if modifiers & KeyModifiers.superKey.rawValue != 0 { mods.insert(.command) }
        let press = KeyPress(key: equivalent, characters: String(equivalent.character), modifiers: mods, phase: phase)
        // Key modifiers stacked on one view (`.onKeyPress(.upArrow) {…}.onKeyPress(.downArrow)
        // {…}`) make one focus target, the outermost: the handlers of the modifiers inside
        // it, on the chain of single children below the focused identity, go first,
        // innermost first, as the view's own handlers.
        var stacked: [GraphNode] = []
        var below = owner.children.count == 1 ? owner.children.first : nil
        while let x = below {
            if x.handler(.key) != nil { stacked.append(x) }
            below = x.children.count == 1 ? x.children.first : nil
        }
        for x in stacked.reversed() {
            if case .key(let h)? = x.handler(.key), h(press) == .handled { return }
        }
        var n: GraphNode? = owner
        while let x = n {
            if case .key(let h)? = x.handler(.key), h(press) == .handled { return }
            n = x.parent
        }
        if phase == .down { _ = KeyboardShortcutRegistry.trigger(press, in: graph) }
    }

    /// `inputAccessibilityAction`: runs the handler of the node that declared the action.
    private func accessibilityAction(_ id: NodeID, _ action: AccessibilityAction, index: UInt32, value: Double) {
        guard case .accessibility(let h)? = liveHandler(.accessibility, id) else { return }
        switch action {
        case .activate: h.activate?()
        case .increment: h.adjust?(.increment)
        case .decrement: h.adjust?(.decrement)
        case .custom: if Int(index) < h.custom.count { h.custom[Int(index)]() }
        case .setValue: h.setValue?(value)
        case .escape: break   // reported as the key (inputKey escape), not here
        }
    }
}
