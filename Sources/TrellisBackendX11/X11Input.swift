// X events → `InputEvent`s: pointer (click = tap on release, drags, wheel), keyboard
// (the server's layout; composed text through XIM), resize, close and expose.
import CX11
import TrellisProtocol
import TrellisRenderer

extension X11Backend {
    /// Points the wheel scrolls per notch (three 16-point lines, as desktop toolkits do).
    static let wheelStep = 48.0
    /// A press that moves less than this (points) before release is a click, not a drag.
    static let clickSlop = 4.0
    /// Clicks closer in time than this (ms) make a double or triple click (GTK's default).
    static let doubleClickMillis: UInt = 400

    public func pump() {
        while XPending(display) > 0 {
            var e = XEvent()
            XNextEvent(display, &e)
            if XFilterEvent(&e, 0) != 0 { continue }   // consumed by the input method
            handle(&e)
        }
    }

    private func handle(_ e: inout XEvent) {
        switch trl_x_event_type(&e) {
        case SelectionRequest: selectionRequested(e.xselectionrequest); return   // X11Clipboard.swift
        case SelectionClear: selectionCleared(e.xselectionclear); return
        default: break
        }
        guard let surface = surfaceOf[trl_x_event_window(&e)], let w = windows[surface] else { return }
        switch trl_x_event_type(&e) {
        case Expose:
            let x = e.xexpose
            w.present([(Int32(x.x), Int32(x.y), Int32(x.width), Int32(x.height))])
            XFlush(display)
        case ConfigureNotify:
            let c = e.xconfigure
            guard c.width != w.pixelWidth || c.height != w.pixelHeight else { return }
            w.windowResized(width: c.width, height: c.height)
            inputSink?.deliver(.resize(WireSize(width: Double(c.width) / scale, height: Double(c.height) / scale)), on: surface)
        case ClientMessage:
            if isDeleteRequest(e.xclient) { inputSink?.deliver(.close, on: surface) }
        case DestroyNotify:
            // Another client destroyed the window (xkill, a window manager): the surface
            // is gone as if closed; nothing may touch that window again.
            w.isDestroyed = true
            inputSink?.deliver(.close, on: surface)
        case ButtonPress:
            let b = e.xbutton
            let p = point(b.x, b.y)
            if w.ringVisible { w.ringVisible = false; redrawRing(surface) }
            if b.button == 4 || b.button == 5 {
                let control = b.state & UInt32(ControlMask) != 0, shift = b.state & UInt32(ShiftMask) != 0
                let (ended, pinch) = w.wheelPinch.notch(up: b.button == 4, at: p, control: control, shift: shift)
                for event in ended + (pinch ?? []) { inputSink?.deliver(event, on: surface) }
                if pinch != nil { return }
            } else {
                for event in w.wheelPinch.end() { inputSink?.deliver(event, on: surface) }
            }
            switch b.button {
            case 1:
                w.pressAt = p
                w.dragMoved = false
                inputSink?.deliver(.drag(.began, p), on: surface)
            case 2: inputSink?.deliver(.middleClick(p), on: surface)
            case 3: inputSink?.deliver(.secondaryClick(p), on: surface)
            case 4: inputSink?.deliver(.scroll(at: p, dx: 0, dy: -Self.wheelStep), on: surface)
            case 5: inputSink?.deliver(.scroll(at: p, dx: 0, dy: Self.wheelStep), on: surface)
            case 6: inputSink?.deliver(.scroll(at: p, dx: -Self.wheelStep, dy: 0), on: surface)
            case 7: inputSink?.deliver(.scroll(at: p, dx: Self.wheelStep, dy: 0), on: surface)
            default: break
            }
        case MotionNotify:
            // Only the latest position of a burst matters (hover and drags alike): motion
            // events queued right behind this one are merged into it (never one from after
            // a press or release, which would reorder them).
            var next = XEvent()
            while XPending(display) > 0 {
                XPeekEvent(display, &next)
                guard trl_x_event_type(&next) == MotionNotify, trl_x_event_window(&next) == w.window else { break }
                XNextEvent(display, &e)
            }
            let m = e.xmotion
            let p = point(m.x, m.y)
            guard let start = w.pressAt else {
                inputSink?.deliver(.pointer(p), on: surface)
                return
            }
            if abs(p.x - start.x) > Self.clickSlop || abs(p.y - start.y) > Self.clickSlop { w.dragMoved = true }
            inputSink?.deliver(.drag(.changed, p), on: surface)
        case ButtonRelease:
            let b = e.xbutton
            guard b.button == 1, let start = w.pressAt else { return }
            let p = point(b.x, b.y)
            w.pressAt = nil
            inputSink?.deliver(.drag(.ended, p), on: surface)
            // SwiftUI buttons act on release, where the press began, if it did not move away.
            // Clicks within the double-click time near the last one count up (to 3).
            if !w.dragMoved {
                var count = 1
                if let last = w.lastClick, b.time &- last.time <= Self.doubleClickMillis,
                   abs(last.at.x - start.x) <= Self.clickSlop, abs(last.at.y - start.y) <= Self.clickSlop {
                    count = last.count % 3 + 1
                }
                w.lastClick = (b.time, start, count)
                inputSink?.deliver(.click(start, count: count), on: surface)
            }
        case LeaveNotify:
            // The pointer left the window (not a grab's pseudo-leave while a button is down).
            if e.xcrossing.mode == NotifyNormal, w.pressAt == nil {
                for event in w.wheelPinch.end() { inputSink?.deliver(event, on: surface) }
                inputSink?.deliver(.pointer(nil), on: surface)
            }
        case KeyPress:
            if !w.ringVisible { w.ringVisible = true; redrawRing(surface) }
            key(&e.xkey, window: w, surface: surface)
        case FocusOut:
            // Keys released while another window has the keyboard send no release here.
            w.heldKeys.removeAll()
            for event in w.wheelPinch.end() { inputSink?.deliver(event, on: surface) }
        case KeyRelease:
            // Letting Ctrl go ends a wheel pinch.
            let sym = XLookupKeysym(&e.xkey, 0)
            if sym == KeySym(XK_Control_L) || sym == KeySym(XK_Control_R) {
                for event in w.wheelPinch.end() { inputSink?.deliver(event, on: surface) }
            }
            // With detectable auto-repeat a held key sends presses only; its one release
            // ends it (onKeyPress's `.up`).
            if let held = w.heldKeys.removeValue(forKey: e.xkey.keycode) {
                inputSink?.deliver(.keyPhase(held.key, modifiers: held.modifiers, phase: .released), on: surface)
            }
        default:
            break
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> WirePoint {
        WirePoint(x: Double(x) / scale, y: Double(y) / scale)
    }

    /// Named keys go as `key`; everything else as the text the layout (and input method)
    /// produced, so `é`, `ß` and dead-key compositions reach text fields.
    private func key(_ k: inout XKeyEvent, window w: X11Window, surface: SurfaceID) {
        var buffer = [CChar](repeating: 0, count: 64)
        var sym: KeySym = 0
        var status: Int32 = 0
        let n: Int32
        if let ic = w.ic {
            n = Xutf8LookupString(ic, &k, &buffer, Int32(buffer.count - 1), &sym, &status)
        } else {
            n = XLookupString(&k, &buffer, Int32(buffer.count - 1), &sym, nil)
        }
        var modifiers: UInt32 = 0
        if k.state & UInt32(ShiftMask) != 0 { modifiers |= KeyModifiers.shift.rawValue }
        if k.state & UInt32(ControlMask) != 0 { modifiers |= KeyModifiers.control.rawValue }
        if k.state & UInt32(Mod1Mask) != 0 { modifiers |= KeyModifiers.alt.rawValue }
        let named: UInt32?
        switch Int32(sym) {
        case XK_Return, XK_KP_Enter: named = KeyCode.enter.rawValue
        case XK_Tab: named = modifiers & KeyModifiers.shift.rawValue != 0 ? KeyCode.backTab.rawValue : KeyCode.tab.rawValue
        case XK_ISO_Left_Tab: named = KeyCode.backTab.rawValue
        case XK_BackSpace: named = KeyCode.backspace.rawValue
        case XK_Escape: named = KeyCode.escape.rawValue
        case XK_Up: named = KeyCode.up.rawValue
        case XK_Down: named = KeyCode.down.rawValue
        case XK_Left: named = KeyCode.left.rawValue
        case XK_Right: named = KeyCode.right.rawValue
        case XK_Home, XK_KP_Home: named = KeyCode.home.rawValue
        case XK_End, XK_KP_End: named = KeyCode.end.rawValue
        case XK_Delete, XK_KP_Delete: named = KeyCode.deleteForward.rawValue
        case XK_Page_Up, XK_KP_Page_Up: named = KeyCode.pageUp.rawValue
        case XK_Page_Down, XK_KP_Page_Down: named = KeyCode.pageDown.rawValue
        case XK_space: named = KeyCode.space.rawValue
        default: named = nil
        }
        if let named {
            pressed(named, modifiers: modifiers & ~(named == KeyCode.backTab.rawValue ? KeyModifiers.shift.rawValue : 0), k, w, surface)
            return
        }
        // With Control or Alt the layout's text is a control character: the key is its
        // symbol (Ctrl-C is "c" with the control bit), for shortcuts and editing commands.
        if modifiers & (KeyModifiers.control.rawValue | KeyModifiers.alt.rawValue) != 0 {
            if (0x20...0x7E).contains(Int(sym)) {
                let v = UInt32(sym) | ((0x41...0x5A).contains(Int(sym)) ? 0x20 : 0)
                pressed(v, modifiers: modifiers, k, w, surface)
            }
            return
        }
        guard n > 0 else { return }
        let text = buffer.withUnsafeBufferPointer { String(decoding: $0.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return }
        // One character is a key (a focused field types it; other views see `onKeyPress`);
        // a composition of several is text.
        if let v = text.unicodeScalars.first?.value, text.unicodeScalars.count == 1 {
            pressed(v, modifiers: modifiers & ~KeyModifiers.shift.rawValue, k, w, surface)
        } else {
            inputSink?.deliver(.text(text), on: surface)
        }
    }

    /// A key press: the first of a held key is `key`, a later one (auto-repeat) its
    /// `repeated` phase.
    private func pressed(_ key: UInt32, modifiers: UInt32, _ k: XKeyEvent, _ w: X11Window, _ surface: SurfaceID) {
        if w.heldKeys[k.keycode] != nil {
            inputSink?.deliver(.keyPhase(key, modifiers: modifiers, phase: .repeated), on: surface)
        } else {
            w.heldKeys[k.keycode] = (key, modifiers)
            inputSink?.deliver(.key(key, modifiers: modifiers), on: surface)
        }
    }
}
