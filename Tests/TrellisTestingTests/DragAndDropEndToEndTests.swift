// Drag and drop within a window, through a real trellisd: the daemon routes the pointer
// drag to the draggable view and reports where the pointer is; the client finds the drop
// destination under it, toggles its isTargeted and runs its action with the value.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct DragDropApp: View {
    let log: EventLog
    @State private var dropped = "nothing"
    @State private var targeted = false
    var body: some View {
        VStack(spacing: 40) {
            Text("Drag me").padding().draggable("hello")
            Text(targeted ? "Drop here (targeted)" : "Drop here")
                .frame(width: 200, height: 80)
                .dropDestination(for: String.self) { items, location in
                    log("dropped \(items) at \(Int(location.x)),\(Int(location.y))")
                    dropped = items.joined()
                    return true
                } isTargeted: { inside in
                    log("targeted \(inside)")
                    targeted = inside
                }
            Text("URLs only")
                .frame(width: 200, height: 60)
                .dropDestination(for: URL.self) { urls, _ in
                    log("dropped URLs \(urls)")
                    return true
                } isTargeted: { log("URL target \($0)") }
            Text("dropped \(dropped)")
        }
    }
}

/// The reorder pattern apps build with onDrag and a DropDelegate: the row being dragged is
/// remembered in state, and each row it enters moves it there.
struct ReorderApp: View {
    let log: EventLog
    @State private var items = ["A", "B", "C"]
    @State private var dragging: String?
    var body: some View {
        VStack(spacing: 10) {
            ForEach(items, id: \.self) { item in
                Text("Item \(item)")
                    .frame(width: 200, height: 40)
                    .onDrag {
                        dragging = item
                        return NSItemProvider(object: item as NSString)
                    }
                    .onDrop(of: [.text], delegate: ReorderDelegate(item: item, items: $items, dragging: $dragging, log: log))
            }
            Text("order " + items.joined(separator: ","))
        }
    }
}

struct ReorderDelegate: DropDelegate {
    let item: String
    @Binding var items: [String]
    @Binding var dragging: String?
    let log: EventLog

    func dropEntered(info: DropInfo) {
        guard let d = dragging, d != item, let from = items.firstIndex(of: d), let to = items.firstIndex(of: item) else { return }
        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

    func performDrop(info: DropInfo) -> Bool {
        log("performed on \(item)")
        let provider = info.itemProviders(for: [.text]).first
        _ = provider?.loadObject(ofClass: String.self) { text, _ in
            DispatchQueue.main.async { MainActor.assumeIsolated { log("loaded \(text ?? "nil")") } }
        }
        dragging = nil
        return true
    }
}

/// Spring loading: a drag that pauses over the other tab switches to it, over a button
/// with `.springLoadingBehavior(.enabled)` presses it; a plain button is never pressed. The
/// drag goes on into the tab it opened (`dragSession`) and drops there.
struct SpringLoadApp: View {
    let log: EventLog
    var behavior: SpringLoadingBehavior = .automatic
    @State private var tab = 0
    @State private var dropped = "nothing"
    var body: some View {
        TabView(selection: $tab) {
            VStack(spacing: 30) {
                Text("Drag me").padding().draggable("hello")
                Button("Spring") { log("spring pressed") }.springLoadingBehavior(.enabled)
                Button("Plain") { log("plain pressed") }
            }
            .tabItem { Text("Source") }
            .tag(0)
            Text("dropped \(dropped)")
                .frame(width: 200, height: 80)
                .dropDestination(for: String.self) { items, _ in
                    log("dropped \(items.joined())")
                    dropped = items.joined()
                    return true
                }
                .tabItem { Text("Target") }
                .tag(1)
        }
        .springLoadingBehavior(behavior)
    }
}

/// Tabs made with `Tab`: the Target tab turns spring loading off for itself.
struct TabSpringLoadApp: View {
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Tab("Source", systemImage: "tray", value: 0) { Text("Drag me").padding().draggable("hello") }
            Tab("Other", systemImage: "star", value: 1) { Text("other body") }
            Tab("Target", systemImage: "paperplane", value: 2) { Text("target body") }
                .springLoadingBehavior(.disabled)
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Drag and drop") struct DragAndDrop {
        @Test("a drag resting half a second on a spring-loaded button presses it once, on a plain button never; resting on the other tab shows it, and the drag goes on to drop in that tab")
        func springLoading() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 500, { SpringLoadApp(log: log) }) { host in
                let source = try #require(try await host.frame(of: "Drag me"))
                let spring = try #require(try await host.frame(of: "Spring"))
                let plain = try #require(try await host.frame(of: "Plain"))
                let tab = try #require(try await host.frame(of: "Target"))
                let rest = Duration.milliseconds(900)
                // The Target tab's drop destination fills the middle of its screen.
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY),
                                    pausingAt: [(CGPoint(x: plain.midX, y: plain.midY), rest),
                                                (CGPoint(x: spring.midX, y: spring.midY), rest),
                                                (CGPoint(x: tab.midX, y: tab.midY), rest)],
                                    to: CGPoint(x: 200, y: 220))
                try await host.wait(until: "the drop landed in the Target tab") { log.lines.contains("dropped hello") }
                #expect(log.take() == ["spring pressed", "dropped hello"])
                let texts = try await host.texts()
                #expect(!texts.contains("Drag me") && texts.contains("dropped hello"), "the Target tab is shown: \(texts)")
            }
        }

        @Test("springLoadingBehavior(.disabled) keeps the tabs and buttons from being pressed by a resting drag, on the tab view or on one Tab; a drag passing over them presses nothing either")
        func springLoadingDisabled() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 500, { SpringLoadApp(log: log, behavior: .disabled) }) { host in
                let source = try #require(try await host.frame(of: "Drag me"))
                let tab = try #require(try await host.frame(of: "Target"))
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY),
                                    pausingAt: [(CGPoint(x: tab.midX, y: tab.midY), .milliseconds(900))],
                                    to: CGPoint(x: 200, y: 480))
                #expect(try await host.texts().contains("Drag me"), "still on the Source tab")
            }
            try await withHost(width: 400, height: 500, { SpringLoadApp(log: log) }) { host in
                let source = try #require(try await host.frame(of: "Drag me"))
                let tab = try #require(try await host.frame(of: "Target"))
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY), to: CGPoint(x: tab.midX, y: tab.midY))
                try await Task.sleep(for: .milliseconds(800))
                try await host.settle()
                #expect(try await host.texts().contains("Drag me"), "released at once: no tab switch")
                #expect(log.take().isEmpty)
            }
            // A Tab's own springLoadingBehavior(.disabled) keeps only that tab from opening.
            try await withHost(width: 400, height: 500, { TabSpringLoadApp() }) { host in
                let source = try #require(try await host.frame(of: "Drag me"))
                let target = try #require(try await host.frame(of: "Target"))
                let other = try #require(try await host.frame(of: "Other"))
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY),
                                    pausingAt: [(CGPoint(x: target.midX, y: target.midY), .milliseconds(900))],
                                    to: CGPoint(x: target.midX, y: target.midY))
                #expect(try await host.texts().contains("Drag me"), "the Target tab stayed closed")
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY),
                                    pausingAt: [(CGPoint(x: other.midX, y: other.midY), .milliseconds(900))],
                                    to: CGPoint(x: other.midX, y: other.midY))
                #expect(try await host.texts().contains("other body"), "the Other tab opened")
            }
        }

        @Test("a string dragged onto a String drop destination targets it, then drops there with the location in its space")
        func dragStringOntoDestination() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 400, { DragDropApp(log: log) }) { host in
                let source = try #require(try await host.frame(of: "Drag me"))
                let target = try #require(try await host.frame(of: "Drop here"))
                // The destination's frame is the 200 × 80 frame around its text.
                let centre = CGPoint(x: target.midX, y: target.midY)
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY), to: centre, steps: 6)
                try await host.wait(until: "the drop action ran") { log.lines.contains { $0.hasPrefix("dropped") } }
                #expect(log.take() == ["targeted true", "targeted false", #"dropped ["hello"] at 100,40"#])
                #expect(try await host.texts().contains("dropped hello"))
                #expect(try await host.texts().filter { $0 == "Drag me" }.count == 1, "the preview is gone after the drop")
            }
        }

        @Test("a destination for another type is neither targeted nor given the string; passing over a destination or dropping outside every one drops nothing")
        func wrongTypeAndNowhere() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 400, { DragDropApp(log: log) }) { host in
                let source = try #require(try await host.frame(of: "Drag me"))
                let urls = try #require(try await host.frame(of: "URLs only"))
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY), to: CGPoint(x: urls.midX, y: urls.midY))
                try await host.drag(from: CGPoint(x: source.midX, y: source.midY), to: CGPoint(x: 5, y: 395))
                // A click on the source is no drag.
                try await host.click(at: CGPoint(x: source.midX, y: source.midY))
                try await host.settle()
                // Both paths pass over the String destination: it is targeted and left again,
                // never dropped on; the URL destination hears nothing.
                let lines = log.take()
                #expect(!lines.isEmpty && lines == Array(repeating: ["targeted true", "targeted false"], count: lines.count / 2).flatMap { $0 },
                        "\(lines)")
                #expect(try await host.texts().contains("dropped nothing"))
            }
        }

        @Test("onDrag and a DropDelegate reorder rows as the drag enters them; the drop hands an item provider that loads the string")
        func reorderWithDelegate() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 400, { ReorderApp(log: log) }) { host in
                let a = try #require(try await host.frame(of: "Item A"))
                let c = try #require(try await host.frame(of: "Item C"))
                try await host.drag(from: CGPoint(x: a.midX, y: a.midY), to: CGPoint(x: c.midX, y: c.midY))
                try await host.wait(until: "the provider loaded the dragged string") { log.lines.contains { $0.hasPrefix("loaded") } }
                #expect(try await host.texts().contains("order B,C,A"))
                #expect(log.take() == ["performed on A", "loaded A"])
            }
        }
    }
}
