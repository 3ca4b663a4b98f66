// Ctrl + wheel as a pinch (X11WheelPinch, pure: no X server needed).
import Testing
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendX11

@Suite struct X11WheelPinchTests {
    @Test("Ctrl + wheel magnifies 10 % a notch, Ctrl + Shift + wheel turns 15°; the pinch ends once, with its last values")
    func notches() {
        var w = X11WheelPinch()
        let p = WirePoint(x: 10, y: 20)
        let first = w.notch(up: true, at: p, control: true, shift: false)
        #expect(first.ended.isEmpty)
        #expect(first.pinch == [.pinch(.began, at: p, scale: 1, rotation: 0), .pinch(.changed, at: p, scale: 1.1, rotation: 0)])
        let turn = w.notch(up: false, at: p, control: true, shift: true)
        #expect(turn.pinch == [.pinch(.changed, at: p, scale: 1.1, rotation: .pi / 12)])
        #expect(w.end() == [.pinch(.ended, at: p, scale: 1.1, rotation: .pi / 12)])
        #expect(w.end().isEmpty, "ends once")
    }

    @Test("a notch without Ctrl scrolls, after ending a pinch under way")
    func plainWheel() {
        var w = X11WheelPinch()
        let p = WirePoint(x: 0, y: 0)
        #expect(w.notch(up: false, at: p, control: false, shift: false).pinch == nil)
        _ = w.notch(up: false, at: p, control: true, shift: false)
        let plain = w.notch(up: true, at: p, control: false, shift: false)
        #expect(plain.pinch == nil)
        #expect(plain.ended == [.pinch(.ended, at: p, scale: 1 / 1.1, rotation: 0)])
    }
}
