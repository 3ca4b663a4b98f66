// The CLIPBOARD and PRIMARY selections the ICCCM way: copying (CLIPBOARD) or selecting
// (PRIMARY) in a field makes one of the daemon's windows the selection's owner, which
// answers other clients' requests (TARGETS, UTF8_STRING, STRING); pasting (Control-V,
// or the middle button for PRIMARY) asks the current owner for UTF8_STRING when it is
// another client, waiting briefly for its answer.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import TrellisRenderer

extension X11Backend: SystemClipboard {
    /// How long a paste waits for another client to convert the selection.
    static let pasteTimeoutMillis = 500

    public func clipboardCopied(_ text: String) {
        ownedClipboard = text
        own(atom("CLIPBOARD"))
    }

    public func clipboardText() -> String? { selectionText(atom("CLIPBOARD")) }

    /// PRIMARY: a selection made in a field, pasted elsewhere with the middle button.
    public func primarySelected(_ text: String) {
        ownedPrimary = text
        own(1)   // XA_PRIMARY
    }

    public func primaryText() -> String? { selectionText(1) }

    /// Makes one of the daemon's windows the owner of `selection`.
    private func own(_ selection: Atom) {
        guard let w = windows.values.first(where: { !$0.isDestroyed }) else { return }
        XSetSelectionOwner(display, selection, w.window, Time(CurrentTime))
        XFlush(display)
    }

    /// The text of `selection` when another client owns it (nil when nobody does, or we
    /// do: the compositor's own copy is the answer then).
    private func selectionText(_ clipboard: Atom) -> String? {
        let owner = XGetSelectionOwner(display, clipboard)
        // Nobody owns it, or we do: the compositor's own copy is the answer.
        guard owner != 0, surfaceOf[owner] == nil,
              let w = windows.values.first(where: { !$0.isDestroyed }) else { return nil }
        let property = atom("TRELLIS_PASTE")
        XConvertSelection(display, clipboard, atom("UTF8_STRING"), property, w.window, Time(CurrentTime))
        XFlush(display)
        var event = XEvent()
        var waited = 0
        while XCheckTypedWindowEvent(display, w.window, SelectionNotify, &event) == 0 {
            guard waited < Self.pasteTimeoutMillis else { return nil }
            usleep(2_000)
            waited += 2
        }
        guard event.xselection.property != 0 else { return nil }   // the owner refused
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, w.window, property, 0, 1 << 20, 1, 0,   // delete; AnyPropertyType
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data, type != atom("INCR") else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    /// Another client asks for the selection we own: convert it into the property it
    /// names and tell it (ICCCM §2.2).
    func selectionRequested(_ r: XSelectionRequestEvent) {
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.display = r.display
        reply.requestor = r.requestor
        reply.selection = r.selection
        reply.target = r.target
        reply.time = r.time
        reply.property = 0
        let property = r.property != 0 ? r.property : r.target   // obsolete clients name none
        let owned = r.selection == atom("CLIPBOARD") ? ownedClipboard : r.selection == 1 ? ownedPrimary : nil
        if let text = owned {
            let utf8 = atom("UTF8_STRING"), string: Atom = 31   // XA_STRING
            let plain = atom("text/plain;charset=utf-8")
            if r.target == atom("TARGETS") {
                var targets: [Atom] = [atom("TARGETS"), utf8, plain, string]
                XChangeProperty(display, r.requestor, property, 4, 32, PropModeReplace,   // XA_ATOM
                                &targets, Int32(targets.count))
                reply.property = property
            } else if r.target == utf8 || r.target == plain || r.target == string {
                var bytes = Array(text.utf8)
                XChangeProperty(display, r.requestor, property, r.target, 8, PropModeReplace, &bytes, Int32(bytes.count))
                reply.property = property
            }
        }
        var event = XEvent()
        event.xselection = reply
        XSendEvent(display, r.requestor, 0, 0, &event)
        XFlush(display)
    }

    /// Another client took the selection: our copy is no longer what it holds.
    func selectionCleared(_ c: XSelectionClearEvent) {
        if c.selection == atom("CLIPBOARD") { ownedClipboard = nil }
        if c.selection == 1 { ownedPrimary = nil }   // XA_PRIMARY
    }

    func atom(_ name: String) -> Atom {
        if let a = atoms[name] { return a }
        let a = XInternAtom(display, name, 0)
        atoms[name] = a
        return a
    }
}
