// Input across the process boundary: the daemon hit-tests injected taps and routes typed
// text to the focused field; the app's actions run and the screen changes.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct NestedButtons: View {
    let log: EventLog
    var body: some View {
        VStack {
            HStack {
                Button("A") { log("A") }
                VStack {
                    Button("B") { log("B") }
                    HStack {
                        Text("C").onTapGesture { log("C") }
                        Button(action: { log("D") }) {
                            HStack {
                                Text("icon")
                                Text("D")
                            }
                        }
                    }
                }
            }
            Button("E") { log("E") }
                .padding()
                .background(Color.yellow)
            Text("plain")
        }
    }
}

struct CoveredButton: View {
    let log: EventLog
    var body: some View {
        Button("covered") { log("button") }
            .overlay(Color.clear.frame(width: 200, height: 60).onTapGesture { log("overlay") })
    }
}

struct NameForm: View {
    @State private var name = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("Hello \(name)")
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Input") struct Input {
        @Test("taps reach the right button in a nested tree: nested stacks, a tap gesture, a compound label, padding")
        func nestedTaps() async throws {
            let log = EventLog()
            try await withHost({ NestedButtons(log: log) }) { host in
                for label in ["A", "B", "C", "D", "E", "icon"] {
                    try await host.tap(label)
                }
                #expect(log.take() == ["A", "B", "C", "D", "E", "D"])
                // A tap beside every view reaches nothing.
                #expect(try await host.tap(at: CGPoint(x: 1, y: 1)) == nil)
                #expect(log.take() == [])
            }
        }

        @Test("tap on a Text that is not tappable says so")
        func notTappable() async throws {
            let log = EventLog()
            try await withHost({ NestedButtons(log: log) }) { host in
                await #expect(throws: TestHostError.self) { try await host.tap("plain") }
                do {
                    try await host.tap("plain")
                } catch let e as TestHostError {
                    guard case .notTappable(let label, _) = e else { Issue.record("wrong error: \(e)"); return }
                    #expect(label == "plain")
                    #expect(e.description.contains("not inside a tappable view"))
                }
                #expect(log.take() == [])
            }
        }

        @Test("a label that is not on screen fails with the labels that are")
        func labelNotFound() async throws {
            let log = EventLog()
            try await withHost({ NestedButtons(log: log) }) { host in
                do {
                    try await host.tap("Nope")
                    Issue.record("tap on a missing label did not throw")
                } catch let e as TestHostError {
                    guard case let .labelNotFound(label, onScreen) = e else { Issue.record("wrong error: \(e)"); return }
                    #expect(label == "Nope")
                    #expect(onScreen == ["A", "B", "C", "icon", "D", "E", "plain"])
                    #expect(e.description.contains("\"E\""))
                }
            }
        }

        @Test("a tap that the daemon delivers to a view covering the label fails with tapMissed")
        func coveredLabel() async throws {
            let log = EventLog()
            try await withHost({ CoveredButton(log: log) }) { host in
                do {
                    try await host.tap("covered")
                    Issue.record("tap on a covered label did not throw")
                } catch let e as TestHostError {
                    guard case .tapMissed = e else { Issue.record("wrong error: \(e)"); return }
                    #expect(e.description.contains("another view covers it"))
                }
                // What the user would have hit: the overlay.
                #expect(log.take() == ["overlay"])
            }
        }

        @Test("S12 text typed into the TextField focused with Tab goes through its binding and shows on screen")
        func typing() async throws {
            try await withHost({ NameForm() }) { host in
                try await host.press(.tab)
                try await host.type("Ada")
                #expect(try await host.texts().contains("Hello Ada"))
                let field = try #require(try await host.nodes().first { $0.kind == "textField" })
                #expect(field.text == "Ada")
            }
        }
    }
}

struct VolumeSlider: View {
    @State private var volume = 10.0
    var body: some View {
        VStack {
            Text("volume \(Int(volume))")
            Slider(value: $volume, in: 0...100, step: 5)
        }
    }
}

@Suite struct DragEndToEndTests {
    @Test("a drag across the process boundary: the daemon routes it to the slider's track, which follows")
    func sliderDrag() async throws {
        try await withHost({ VolumeSlider() }) { host in
            let track = try #require(try await host.nodes().first { $0.attributes.contains("draggable") })
            let r = track.rect
            try await host.drag(from: CGPoint(x: r.minX + r.width * 0.1, y: r.midY),
                                to: CGPoint(x: r.minX + r.width * 0.62, y: r.midY))
            #expect(try await host.texts().contains("volume 60"))
        }
    }
}

/// A button whose action changes state later, from a main-actor task: settling must
/// still wait for it.
struct DeferredCounter: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Button("later") { Task { @MainActor in n += 1 } }
            Button("now") { n += 1 }
            Button("nothing") {}
            Text("n = \(n)")
        }
    }
}

@Suite("TestHost settles in as few round trips as the app allows")
@MainActor
struct SettleRoundTripTests {
    @Test("a tap right after a settle sends the input with the first sync; a no-op tap is one round trip")
    func noOpTapIsOneRoundTrip() async throws {
        try await withHost({ DeferredCounter() }) { host in
            try await host.settle()
            let before = host.syncRoundTrips
            try await host.tap("nothing")
            // tap(_ label:) asks for a snapshot (not a sync) to find the label, then one round.
            #expect(host.syncRoundTrips - before == 1)
            let frame = try #require(try await host.frame(of: "nothing"))
            let before2 = host.syncRoundTrips
            try await host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            #expect(host.syncRoundTrips - before2 == 1)
        }
    }

    @Test("a tap that changes state takes two rounds: the commit it caused, then a quiet one")
    func changingTapIsTwoRoundTrips() async throws {
        try await withHost({ DeferredCounter() }) { host in
            let before = host.syncRoundTrips
            try await host.tap("now")
            #expect(host.syncRoundTrips - before == 2)
            #expect(try await host.texts().contains("n = 1"))
        }
    }

    @Test("state changed by a task the action started is on screen after the tap")
    func taskStartedByTheActionIsWaitedFor() async throws {
        try await withHost({ DeferredCounter() }) { host in
            try await host.tap("later")
            #expect(try await host.texts().contains("n = 1"))
            try await host.tap("later")
            try await host.tap("now")
            #expect(try await host.texts().contains("n = 3"))
        }
    }
}

/// Forty rows in a scroll view, each counting its appearances into the title.
struct ScrolledRows: View {
    @State private var appeared: Set<Int> = []
    var body: some View {
        VStack(spacing: 0) {
            Text("seen \(appeared.count)")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in
                        Text("row \(i)").frame(height: 40).onAppear { appeared.insert(i) }
                    }
                }
            }
        }
    }
}

@Suite struct ScrollEndToEndTests {
    @Test("scroll(by:at:) scrolls the scroll view under the point through trellisd: rows move up and the ones scrolled in appear")
    func wheelScroll() async throws {
        try await withHost(width: 300, height: 240, { ScrolledRows() }) { host in
            let before = try #require(try await host.nodes().first { $0.text == "row 0" }).rect
            let seenBefore = try await host.texts().first { $0.hasPrefix("seen ") }
            try await host.scroll(by: CGSize(width: 0, height: 400), at: CGPoint(x: before.midX, y: before.midY + 60))
            let row10 = try #require(try await host.nodes().first { $0.text == "row 10" }).rect
            #expect(abs(row10.minY - (before.minY + 400 - 400)) < 0.5, "row 10 is where row 0 was: \(row10) vs \(before)")
            let seenAfter = try await host.texts().first { $0.hasPrefix("seen ") }
            #expect(seenAfter != seenBefore, "rows scrolled into view appeared: \(seenBefore ?? "-") → \(seenAfter ?? "-")")
            // Over the title (no scroll view there) nothing moves.
            try await host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 10, y: 5))
            #expect(try #require(try await host.nodes().first { $0.text == "row 10" }).rect == row10)
        }
    }
}

/// A photo-viewer-style card: magnified and rotated by a pinch, the values on screen.
struct PinchedCard: View {
    @State var scale: CGFloat = 1
    @State var angle = Angle.zero
    @GestureState var live = "idle"
    var body: some View {
        VStack {
            Text("scale \(Int((scale * 100).rounded())) angle \(Int(angle.degrees.rounded())) \(live)")
            Color.blue.frame(width: 160, height: 120)
                .gesture(MagnifyGesture().simultaneously(with: RotateGesture())
                    .updating($live) { _, state, _ in state = "pinching" }
                    .onEnded { value in
                        scale *= value.first?.magnification ?? 1
                        angle = .degrees(angle.degrees + (value.second?.rotation.degrees ?? 0))
                    })
        }
    }
}

@Suite struct PinchEndToEndTests {
    @Test("pinch(at:steps:) through trellisd: MagnifyGesture and RotateGesture composed with simultaneously(with:) follow it")
    func magnifyAndRotate() async throws {
        try await withHost(width: 300, height: 240, { PinchedCard() }) { host in
            let title = try #require(try await host.nodes().first { $0.text?.hasPrefix("scale") == true }).rect
            let card = CGPoint(x: title.midX, y: title.maxY + 40)
            try await host.pinch(at: card, steps: [(1.1, .zero), (1.21, .degrees(15)), (1.5, .degrees(30))])
            let texts = try await host.texts()
            #expect(texts.contains("scale 150 angle 30 idle"), "\(texts)")
            // Over the title, which takes no pinch, nothing changes.
            try await host.pinch(at: CGPoint(x: title.midX, y: title.midY), steps: [(2, .zero)])
            #expect(try await host.texts().contains("scale 150 angle 30 idle"))
        }
    }
}
