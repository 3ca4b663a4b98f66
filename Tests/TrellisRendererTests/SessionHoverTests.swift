// Hover (README §7, "Hover"): the pointer over hoverable nodes, hit-tested as a tap, and
// the pointer's look handed to the backend.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite("Session hover")
struct SessionHoverTests {
    /// A vstack (1) of a hoverable frame (10, 100 tall) holding a hoverable shape (2) in
    /// a padding (20), and a text field (3) in a frame (11, 100 tall); a link-styled
    /// shape (4) in a frame (12).
    func screen(_ h: SessionHarness) {
        let events = h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 10, kind: .frame, props: [.height(100), .hoverable(true)]),
            .create(id: 20, kind: .padding, props: [.insets(WireInsets(top: 10, leading: 10, bottom: 10, trailing: 10))]),
            .create(id: 2, kind: .shape, props: [.hoverable(true)]),
            .create(id: 11, kind: .frame, props: [.height(100)]),
            .create(id: 3, kind: .textField, props: [.placeholder("name")]),
            .create(id: 12, kind: .frame, props: [.height(100), .pointerStyle(.link)]),
            .create(id: 4, kind: .shape, props: []),
            .insert(parent: 20, child: 2, index: 0),
            .insert(parent: 10, child: 20, index: 0),
            .insert(parent: 11, child: 3, index: 0),
            .insert(parent: 12, child: 4, index: 0),
            .insert(parent: 1, child: 10, index: 0),
            .insert(parent: 1, child: 11, index: 1),
            .insert(parent: 1, child: 12, index: 2),
            .setRoot(id: 1)))
        precondition(errorEvent(events) == nil)
    }

    /// Sends the pointer to (`x`, `y`) relative to the top-left of the vstack (1).
    @discardableResult
    func point(_ h: SessionHarness, _ x: Double, _ y: Double) -> [DaemonEvent] {
        let o = h.tree.frame(of: 1)!
        return h.send(.injectPointer(x: o.x + x, y: o.y + y, inside: true))
    }

    /// `hovers` with coordinates relative to the vstack.
    func rel(_ h: SessionHarness, _ events: [DaemonEvent]) -> [String] {
        let o = h.tree.frame(of: 1)!
        return events.compactMap {
            if case let .inputHover(id, phase, x, y, _, _) = $0 { "\(phase) \(id) (\(Int(x - o.x)),\(Int(y - o.y)))" } else { nil }
        }
    }

    func hovers(_ events: [DaemonEvent]) -> [String] {
        events.compactMap {
            if case let .inputHover(id, phase, x, y, _, _) = $0 { "\(phase) \(id) (\(Int(x)),\(Int(y)))" } else { nil }
        }
    }

    @Test("nested hoverable nodes hear the pointer enter outermost first, move, and leave innermost first")
    func nestedEnterMoveExit() {
        let h = SessionHarness()
        screen(h)
        #expect(rel(h, point(h, 50, 50)) == ["entered 10 (50,50)", "entered 2 (50,50)"])
        #expect(rel(h, point(h, 60, 40)) == ["moved 10 (60,40)", "moved 2 (60,40)"])
        // Into the padding's margin: only content counts, as for a tap; the frame has no
        // content there, so both leave.
        #expect(rel(h, point(h, 60, 5)) == ["exited 2 (60,5)", "exited 10 (60,5)"])
        #expect(rel(h, point(h, 60, 40)) == ["entered 10 (60,40)", "entered 2 (60,40)"])
        #expect(rel(h, h.send(.injectPointer(x: 0, y: 0, inside: false))) == ["exited 2 (60,40)", "exited 10 (60,40)"])
        #expect(hovers(point(h, 60, 150)).isEmpty, "over the field: nothing hoverable")
    }

    @Test("content moving under a still pointer enters and leaves without a move; a destroyed node hears nothing")
    func contentMovesUnderStillPointer() {
        let h = SessionHarness()
        screen(h)
        let o = h.tree.frame(of: 1)!
        let at = WirePoint(x: o.x + 50, y: o.y + 150)   // over the text field
        _ = h.send(.injectPointer(x: at.x, y: at.y, inside: true))
        // The hoverable row grows to 300 (the centred stack moves up 100): now it is under the pointer.
        let grown = h.send(txn(2, .update(id: 10, props: [.height(300)])))
        let o2 = h.tree.frame(of: 1)!
        let f2 = h.tree.frame(of: 2)!
        let under = f2.y <= at.y && at.y <= f2.y + f2.height && f2.x <= at.x && at.x <= f2.x + f2.width
        #expect(under, "the shape moved under the pointer: \(f2), stack \(o2)")
        #expect(hovers(grown) == ["entered 10 (\(Int(at.x)),\(Int(at.y)))", "entered 2 (\(Int(at.x)),\(Int(at.y)))"])
        #expect(hovers(h.send(txn(3, .remove(parent: 20, child: 2), .destroy(id: 2)))) == ["exited 10 (\(Int(at.x)),\(Int(at.y)))"],
                "the shape is destroyed (no event); the frame has no content under the pointer any more")
    }

    @Test("the pointer's look: the text cursor over a field, an explicit style over its subtree, the arrow elsewhere")
    func pointerStyles() {
        let h = SessionHarness()
        screen(h)
        point(h, 50, 150)
        #expect(h.session.pointer.hover.style == .horizontalText)
        point(h, 50, 250)
        #expect(h.session.pointer.hover.style == .link)
        point(h, 50, 50)
        #expect(h.session.pointer.hover.style == .arrow)
    }

    @Test("over a link run of a text the pointer looks like a link; over the rest of the text, the arrow")
    func linkPointer() {
        let h = SessionHarness()
        var link = textRun(length: 3)
        link.link = true
        let events = h.send(txn(1,
            .create(id: 1, kind: .vstack, props: [.spacing(0)]),
            .create(id: 2, kind: .text, props: [.text("ab cd"), .textRuns([textRun(length: 3), link])]),
            .insert(parent: 1, child: 2, index: 0),
            .setRoot(id: 1)))
        #expect(errorEvent(events) == nil)
        let f = h.tree.frame(of: 2)!
        h.send(.injectPointer(x: f.x + f.width * 0.9, y: f.y + f.height / 2, inside: true))
        #expect(h.session.pointer.hover.style == .link)
        h.send(.injectPointer(x: f.x + f.width * 0.1, y: f.y + f.height / 2, inside: true))
        #expect(h.session.pointer.hover.style == .arrow)
    }

    @Test("injectPointer needs the testing capability and finite coordinates while inside")
    func injectRules() {
        let h = SessionHarness()
        screen(h)
        #expect(errorEvent(h.send(.injectPointer(x: .nan, y: 0, inside: true)))?.code == .invalidValue)
        let quiet = SessionHarness(capabilities: [])
        #expect(errorEvent(quiet.send(.injectPointer(x: 1, y: 1, inside: true)))?.code == .capabilityMissing)
    }
}
