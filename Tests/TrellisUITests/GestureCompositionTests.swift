// Issue 35 (Real apps III): gestures composed as SwiftUI composes them — sequenced,
// exclusive, simultaneous, map, AnyGesture, updating on composites — the pinch gestures
// fed by the daemon's pinches, and the precedence of nested gesture modifiers. Input goes
// through the real daemon core (EmbeddedConnection) where it can: clicks and pinches are
// hit-tested there; drags are injected as the daemon reports them.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

/// Settles `h` until `text` is on screen, for at most `tries` turns of 20 ms (timers: a
/// long press's duration, a double tap's interval). Bounded by turns, not by the wall
/// clock: when other tests hold the main actor, a wall-clock deadline could pass before
/// the timer's job, queued before ours, had its turn. False when it never showed.
@MainActor
private func eventually(_ h: Harness, shows text: String, tries: Int = 500) async throws -> Bool {
    h.settle()
    for _ in 0..<tries {
        if h.texts.contains(text) { return true }
        try await Task.sleep(nanoseconds: 20_000_000)
        h.settle()
    }
    return h.texts.contains(text)
}

/// The draggable render node (the gesture's), and a drag event on it `dx` points right of
/// a start 20 points inside its frame.
@MainActor
private func dragNode(_ h: Harness) -> NodeID? {
    h.connection.visibleNodes().first { h.connection.property(.draggable, of: $0) == .draggable(true) }
}

@MainActor
private func drag(_ h: Harness, _ id: NodeID, _ phase: DragPhase, dx: Double) {
    let f = h.connection.frame(of: id)!
    let sx = f.x + 20, sy = f.y + 20
    h.connection.inject(.inputDrag(id: id, phase: phase, x: sx + dx, y: sy, startX: sx, startY: sy, frame: f))
    h.settle()
}

/// The centre of the first node whose property `tag` is set, in window coordinates.
@MainActor
private func centre(_ h: Harness, of tag: PropertyTag, _ value: Property) -> WirePoint? {
    guard let id = h.connection.visibleNodes().first(where: { h.connection.property(tag, of: $0) == value }),
          let f = h.connection.frame(of: id) else { return nil }
    return WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2)
}

private struct LongPressThenDrag: View {
    /// The long press's minimum duration: 0 succeeds at once (no timer).
    var duration = 0.0
    @GestureState var phase = "idle"
    @State var ends = 0
    @State var last = ""
    var body: some View {
        VStack {
            Text("seq \(phase) ends \(ends) \(last)")
            Color.blue.frame(width: 200, height: 80)
                .gesture(LongPressGesture(minimumDuration: duration)
                    .sequenced(before: DragGesture(minimumDistance: 0))
                    .updating($phase) { value, state, _ in
                        switch value {
                        case .first(let pressing): state = "first(\(pressing))"
                        case .second(let done, nil): state = "second(\(done),nil)"
                        case .second(_, let drag?): state = "drag \(Int(drag.translation.width))"
                        }
                    }
                    .onEnded { value in
                        ends += 1
                        if case .second(true, let drag?) = value { last = "ended at \(Int(drag.translation.width))" }
                    })
        }
    }
}

private struct DoubleOrSingle: View {
    @State var doubles = 0
    @State var singles = 0
    var body: some View {
        Text("double \(doubles) single \(singles)")
            .frame(width: 200, height: 60)
            .gesture(TapGesture(count: 2).onEnded { doubles += 1 }
                .exclusively(before: TapGesture().onEnded { singles += 1 }))
    }
}

private struct DragAndMagnify: View {
    @GestureState var seen = "none"
    @State var ended = ""
    var body: some View {
        VStack {
            Text("sim \(seen) \(ended)")
            Color.green.frame(width: 200, height: 100)
                .gesture(DragGesture(minimumDistance: 0).simultaneously(with: MagnifyGesture())
                    .updating($seen) { value, state, _ in
                        let d = value.first.map { "drag \(Int($0.translation.width))" } ?? "nodrag"
                        let m = value.second.map { "mag \(String(format: "%.2f", Double($0.magnification)))" } ?? "nomag"
                        state = "\(d) \(m)"
                    }
                    .onEnded { value in ended = "ended mag \(value.second.map { String(format: "%.2f", Double($0.magnification)) } ?? "-")" })
        }
    }
}

private struct PinchViews: View {
    @State var magnify = "m -"
    @State var rotate = "r -"
    @State var legacy = "l -"
    var body: some View {
        VStack(spacing: 0) {
            Text("\(magnify) \(rotate) \(legacy)")
            Color.red.frame(width: 200, height: 100)
                .gesture(MagnifyGesture()
                    .onChanged { magnify = "m \(String(format: "%.2f", Double($0.magnification))) anchor \(String(format: "%.2f", Double($0.startAnchor.x)))" }
                    .onEnded { magnify = "m ended \(String(format: "%.2f", Double($0.magnification)))" })
            Color.orange.frame(width: 200, height: 100)
                .gesture(RotateGesture().onChanged { rotate = "r \(Int($0.rotation.degrees.rounded()))" }
                    .onEnded { rotate = "r ended \(Int($0.rotation.degrees.rounded()))" })
            Color.yellow.frame(width: 200, height: 100)
                .gesture(MagnificationGesture().simultaneously(with: RotationGesture())
                    .onEnded { legacy = "l \(String(format: "%.1f", Double($0.first ?? 0))) \(Int(($0.second ?? .zero).degrees.rounded()))" })
        }
    }
}

/// A parent gesture around a child's tap action, attached in the way `mode` names.
private struct Nested: View {
    let mode: String
    @State var parent = 0
    @State var child = 0
    var body: some View {
        let inner = Text("parent \(parent) child \(child)").frame(width: 200, height: 60)
            .onTapGesture { child += 1 }
        let tap = TapGesture().onEnded { parent += 1 }
        Group {
            switch mode {
            case "gesture": inner.gesture(tap)
            case "high": inner.highPriorityGesture(tap)
            case "simultaneous": inner.simultaneousGesture(tap)
            case "maskGesture": inner.gesture(tap, including: .gesture)
            case "maskSubviews": inner.gesture(tap, including: .subviews)
            case "maskNone": inner.highPriorityGesture(tap, including: .none)
            default: inner.gesture(tap, isEnabled: false)
            }
        }
    }
}

private struct MappedAny: View {
    @GestureState var width: CGFloat = 0
    @State var on = true
    var body: some View {
        VStack {
            Text("width \(Int(width))")
            Button("Off") { on = false }
            Color.purple.frame(width: 200, height: 60)
                .gesture(AnyGesture(DragGesture(minimumDistance: 0).map { $0.translation.width })
                    .updating($width) { w, state, _ in state = w }, isEnabled: on)
        }
    }
}

/// A parent drag around a child drag, attached in the way `mode` names; each shows its
/// translation while it runs.
private struct NestedDrags: View {
    let mode: String
    @GestureState var parent: CGFloat = 0
    @GestureState var child: CGFloat = 0
    var body: some View {
        let inner = Color.blue.frame(width: 200, height: 60)
            .gesture(DragGesture(minimumDistance: 0).updating($child) { v, s, _ in s = v.translation.width })
        let outer = DragGesture(minimumDistance: 0).updating($parent) { v, s, _ in s = v.translation.width }
        VStack {
            Text("parent \(Int(parent)) child \(Int(child))")
            switch mode {
            case "high": inner.highPriorityGesture(outer)
            case "simultaneous": inner.simultaneousGesture(outer)
            default: inner.gesture(outer, name: "outer")
            }
        }
    }
}

/// A drag and a spatial tap measured from the stack named "board" around them.
private struct NamedSpace: View {
    @State var drag = "-"
    @State var tap = "-"
    var body: some View {
        VStack(spacing: 0) {
            Text("drag \(drag) tap \(tap)").frame(width: 300, height: 40)
            Color.gray.frame(width: 100, height: 60)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))
                    .onChanged { drag = "\(Int($0.location.x)),\(Int($0.location.y))" })
            Color.brown.frame(width: 100, height: 60)
                .gesture(SpatialTapGesture(coordinateSpace: .named("board")).onEnded {
                    tap = "\(Int($0.location.x)),\(Int($0.location.y))"
                })
        }
        .coordinateSpace(name: "board")
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GestureComposition {
        @Test("coordinateSpace(name:): a drag's and a spatial tap's locations are measured from the named view")
        func namedCoordinateSpace() throws {
            let h = Harness(NamedSpace(), width: 400, height: 300)
            // The stack is 300 wide; the 100-wide views are centred in it below the 40-point title.
            let id = try #require(dragNode(h))
            let f = try #require(h.connection.frame(of: id))
            h.connection.inject(.inputDrag(id: id, phase: .began, x: f.x + 5, y: f.y + 7, startX: f.x + 5, startY: f.y + 7, frame: f))
            h.settle()
            #expect(h.texts.contains("drag 105,47 tap -"), "\(h.texts)")
            let tapNode = try #require(h.connection.visibleNodes().first { h.connection.property(.tappable, of: $0) == .tappable(true) })
            let t = try #require(h.connection.frame(of: tapNode))
            h.connection.tap(at: WirePoint(x: t.x + 10, y: t.y + 20))
            h.settle()
            #expect(h.texts.contains("drag 105,47 tap 110,120"), "\(h.texts)")
        }

        @Test("sequenced(before:): a long press, then the drag reported as .second(true, value); updating resets at the end")
        func longPressThenDrag() throws {
            let h = Harness(LongPressThenDrag())
            let id = try #require(dragNode(h))
            drag(h, id, .began, dx: 0)
            #expect(h.texts.contains("seq drag 0 ends 0 "), "the drag begins where the press succeeded: \(h.texts)")
            drag(h, id, .changed, dx: 30)
            #expect(h.texts.contains("seq drag 30 ends 0 "))
            drag(h, id, .ended, dx: 45)
            #expect(h.texts.contains("seq idle ends 1 ended at 45"), "\(h.texts)")
        }

        @Test("sequenced(before:): while the long press is held the value is .first(true); moving away fails the sequence")
        func longPressPhases() async throws {
            let h = Harness(LongPressThenDrag(duration: 0.05))
            let id = try #require(dragNode(h))
            drag(h, id, .began, dx: 0)
            #expect(h.texts.contains("seq first(true) ends 0 "))
            #expect(try await eventually(h, shows: "seq drag 0 ends 0 "), "the press succeeds while held: \(h.texts)")
            drag(h, id, .ended, dx: 0)
            #expect(h.texts.contains("seq idle ends 1 ended at 0"), "\(h.texts)")
            // Released before the press succeeded (in the same main-actor turn as the press:
            // no timer can run between): the sequence fails, no end, the state is reset.
            drag(h, id, .began, dx: 0)
            drag(h, id, .ended, dx: 0)
            #expect(h.texts.contains("seq idle ends 1 ended at 0"))
            // Moved away during the press: the first gesture fails; the drag never starts.
            drag(h, id, .began, dx: 0)
            drag(h, id, .changed, dx: 40)
            #expect(h.texts.contains("seq idle ends 1 ended at 0"), "\(h.texts)")
            try await Task.sleep(nanoseconds: 100_000_000)
            h.settle()
            #expect(h.texts.contains("seq idle ends 1 ended at 0"), "the timer of a failed press does nothing: \(h.texts)")
            drag(h, id, .ended, dx: 40)
        }

        @Test("sequenced(before:): a long press that succeeds only as the pointer goes up ends the interaction: the next press starts over")
        func longPressSucceedingOnRelease() throws {
            let h = Harness(LongPressThenDrag(duration: 0.05))
            let id = try #require(dragNode(h))
            drag(h, id, .began, dx: 0)
            usleep(80_000)   // held past the duration without yielding: the timer cannot run first
            drag(h, id, .ended, dx: 0)
            #expect(h.texts.contains("seq idle ends 0 "), "\(h.texts)")
            drag(h, id, .began, dx: 0)
            #expect(h.texts.contains("seq first(true) ends 0 "), "a new press is the first gesture again: \(h.texts)")
            drag(h, id, .changed, dx: 40)
            drag(h, id, .ended, dx: 40)
        }

        @Test("exclusively(before:): two quick clicks are the double tap only; one click is the single tap once the double tap's time ran out")
        func doubleBeforeSingle() async throws {
            let h = Harness(DoubleOrSingle())
            let p = try #require(centre(h, of: .tappable, .tappable(true)))
            h.connection.tap(at: p)
            h.settle()
            #expect(h.texts.contains("double 0 single 0"), "the single tap waits for the double tap to fail")
            #expect(try await eventually(h, shows: "double 0 single 1"), "\(h.texts)")
            h.connection.tap(at: p)
            h.connection.tap(at: p)
            h.settle()
            #expect(h.texts.contains("double 1 single 1"))
            try await Task.sleep(nanoseconds: 600_000_000)
            h.settle()
            #expect(h.texts.contains("double 1 single 1"), "no single tap after a double tap")
        }

        @Test("a click on another view while a double tap waits goes to that view")
        func clickElsewhereWhileWaiting() throws {
            let h = Harness(HStack(spacing: 0) { DoubleOrSingle(); DoubleOrSingle() }, width: 400, height: 100)
            let targets = h.connection.visibleNodes().filter { h.connection.property(.tappable, of: $0) == .tappable(true) }
            let frames = targets.compactMap { h.connection.frame(of: $0) }.sorted { $0.x < $1.x }
            try #require(frames.count == 2)
            // The centres: the text is the content a click hits (the frame around it is not).
            let left = WirePoint(x: frames[0].x + frames[0].width / 2, y: frames[0].y + frames[0].height / 2)
            let right = WirePoint(x: frames[1].x + frames[1].width / 2, y: frames[1].y + frames[1].height / 2)
            h.connection.tap(at: left)
            h.connection.tap(at: right)
            h.connection.tap(at: right)
            h.settle()
            #expect(h.texts == ["double 0 single 0", "double 1 single 0"], "\(h.texts)")
        }

        @Test("simultaneously(with:): a drag and a pinch (through the daemon) both report; updating sees both values")
        func dragWithMagnify() throws {
            let h = Harness(DragAndMagnify())
            let id = try #require(dragNode(h))
            drag(h, id, .began, dx: 0)
            drag(h, id, .changed, dx: 12)
            #expect(h.texts.contains("sim drag 12 nomag "))
            let p = try #require(centre(h, of: .pinchable, .pinchable(true)))
            h.connection.pinch(.began, at: p)
            h.connection.pinch(.changed, at: p, scale: 1.5)
            h.settle()
            #expect(h.texts.contains("sim drag 12 mag 1.50 "), "\(h.texts)")
            drag(h, id, .ended, dx: 12)
            #expect(h.texts.contains("sim drag 12 mag 1.50 "), "the pinch still goes on")
            h.connection.pinch(.ended, at: p, scale: 2)
            h.settle()
            #expect(h.texts.contains("sim none ended mag 2.00"), "\(h.texts)")
        }

        @Test("MagnifyGesture, RotateGesture and the older MagnificationGesture / RotationGesture follow the daemon's pinches")
        func pinches() throws {
            let h = Harness(PinchViews())
            let nodes = h.connection.visibleNodes().filter { h.connection.property(.pinchable, of: $0) == .pinchable(true) }
            #expect(nodes.count == 3)
            let frames = nodes.compactMap { h.connection.frame(of: $0) }.sorted { $0.y < $1.y }
            let m = WirePoint(x: frames[0].x + frames[0].width / 4, y: frames[0].y + 50)
            h.connection.pinch(.began, at: m)
            h.connection.pinch(.changed, at: m, scale: 1.005)   // under minimumScaleDelta: not yet
            h.settle()
            #expect(h.texts.first?.hasPrefix("m - ") == true, "\(h.texts)")
            h.connection.pinch(.changed, at: m, scale: 1.21)
            h.settle()
            #expect(h.texts.first?.hasPrefix("m 1.21 anchor 0.25 ") == true, "\(h.texts)")
            h.connection.pinch(.ended, at: m, scale: 1.331)
            h.settle()
            #expect(h.texts.first?.hasPrefix("m ended 1.33 ") == true, "\(h.texts)")

            let r = WirePoint(x: frames[1].x + frames[1].width / 2, y: frames[1].y + frames[1].height / 2)
            h.connection.pinch(.began, at: r)
            h.connection.pinch(.changed, at: r, rotation: .pi / 12)
            h.settle()
            #expect(h.texts.first?.contains("r 15 ") == true, "\(h.texts)")
            h.connection.pinch(.ended, at: r, rotation: -.pi / 6)
            h.settle()
            #expect(h.texts.first?.contains("r ended -30 ") == true, "\(h.texts)")

            let l = WirePoint(x: frames[2].x + frames[2].width / 2, y: frames[2].y + frames[2].height / 2)
            h.connection.pinch(.began, at: l)
            h.connection.pinch(.changed, at: l, scale: 0.5, rotation: .pi / 2)
            h.connection.pinch(.ended, at: l, scale: 0.5, rotation: .pi / 2)
            h.settle()
            #expect(h.texts.first?.hasSuffix("l 0.5 90") == true, "\(h.texts)")
        }

        @Test("nested gestures: a child's tap wins over gesture, loses to highPriorityGesture, runs with simultaneousGesture; masks and isEnabled")
        func precedence() {
            let expected: [(String, String)] = [
                ("gesture", "parent 0 child 1"), ("high", "parent 1 child 0"), ("simultaneous", "parent 1 child 1"),
                ("maskGesture", "parent 1 child 0"), ("maskSubviews", "parent 0 child 1"), ("maskNone", "parent 0 child 0"),
                ("disabled", "parent 0 child 1"),
            ]
            for (mode, result) in expected {
                let h = Harness(Nested(mode: mode))
                let p = WirePoint(x: 400, y: 300)
                let f = h.connection.node(withText: "parent 0 child 0").flatMap { h.connection.frame(of: $0) }
                h.connection.tap(at: f.map { WirePoint(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) } ?? p)
                h.settle()
                #expect(h.texts.contains(result), "\(mode): \(h.texts)")
            }
        }

        @Test("nested drags: the child's wins over gesture, the parent's highPriorityGesture wins, simultaneousGesture runs both; the loser's GestureState stays put")
        func nestedDrags() throws {
            for (mode, during) in [("gesture", "parent 0 child 30"), ("high", "parent 30 child 0"), ("simultaneous", "parent 30 child 30")] {
                let h = Harness(NestedDrags(mode: mode))
                // The daemon routes the press to the innermost draggable node: the child's.
                let c = try #require(centre(h, of: .draggable, .draggable(true)))
                h.connection.drag(from: c, to: WirePoint(x: c.x + 30, y: c.y), steps: 1)
                #expect(h.texts.contains("parent 0 child 0"), "\(mode): both reset after the release: \(h.texts)")
                let id = try #require(h.connection.visibleNodes().last { h.connection.property(.draggable, of: $0) == .draggable(true) })
                drag(h, id, .began, dx: 0)
                drag(h, id, .changed, dx: 30)
                #expect(h.texts.contains(during), "\(mode): \(h.texts)")
                drag(h, id, .ended, dx: 30)
                #expect(h.texts.contains("parent 0 child 0"), "\(mode): \(h.texts)")
            }
        }

        @Test("map and AnyGesture carry a drag's value into updating; gesture(_:isEnabled: false) turns the gesture off")
        func mappedAnyGesture() throws {
            let h = Harness(MappedAny())
            let id = try #require(dragNode(h))
            drag(h, id, .began, dx: 0)
            drag(h, id, .changed, dx: 25)
            #expect(h.texts.contains("width 25"))
            drag(h, id, .ended, dx: 25)
            #expect(h.texts.contains("width 0"))
            h.tap("Off")
            #expect(dragNode(h) == nil, "a disabled gesture asks the daemon for no drags")
        }
    
        final class EventLog { var lines: [String] = [] }

        struct Pad: View {
            let log: EventLog
            var body: some View {
                Color.green.frame(width: 200, height: 100)
                    .gesture(SpatialEventGesture()
                        .onChanged { events in
                            for e in events { log.lines.append("changed \(e.phase) \(Int(e.location.x)),\(Int(e.location.y)) \(e.kind)") }
                        }
                        .onEnded { events in
                            for e in events { log.lines.append("ended \(e.phase) \(Int(e.location.x)),\(Int(e.location.y))") }
                        })
            }
        }

        @Test("SpatialEventGesture: a press, moves and release are one event, active then ended, in the view's space; the next press is a new event")
        func spatialEvents() {
            let log = EventLog()
            let h = Harness(Pad(log: log))
            let f = h.connection.frame(of: h.connection.firstNode(ofKind: .shape)!)!
            h.connection.drag(from: WirePoint(x: f.x + 10, y: f.y + 20), to: WirePoint(x: f.x + 50, y: f.y + 20), steps: 2)
            h.settle()
            #expect(log.lines == ["changed active 10,20 pointer", "changed active 30,20 pointer", "changed active 50,20 pointer",
                                  "ended ended 50,20"], "\(log.lines)")
            // Identity: stable through one press, new for the next.
            let r = SpatialEventRecognizer(SpatialEventGesture())
            var ids: [SpatialEventCollection.Event.ID] = []
            r.report = { if case .changed(let c) = $0 { ids.append(c[0].id) } else if case .ended(let c) = $0 { ids.append(c[0].id) } }
            let sample = _DragSample(location: .zero, startLocation: .zero, frame: .zero, time: Date())
            for phase in [DragPhase.began, .changed, .ended, .began] { r.receive(.pointer(phase, sample)) }
            #expect(ids.count == 4 && ids[0] == ids[1] && ids[1] == ids[2] && ids[3] != ids[0])
        }
    }
}
