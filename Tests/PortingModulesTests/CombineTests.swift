import Combine
import Foundation
import Testing
import TrellisEmbedded
import TrellisUI

/// A view that owns a model declared in a Combine-only file.
struct StepCounterOwner: View {
    @StateObject private var model = StepCounter()
    var body: some View {
        VStack {
            StepCounterReader(model: model)
            Button("Step") { model.step() }
            Button("Reset") { model.resets.send() }
        }
    }
}

struct StepCounterReader: View {
    @ObservedObject var model: StepCounter
    var body: some View { Text("\(model.label) mirrored \(model.mirrored)") }
}

@MainActor
private func mounted<V: View>(_ view: V) -> (EmbeddedConnection, ViewHost) {
    let connection = EmbeddedConnection(width: 300, height: 200)
    let host = ViewHost(connection: connection, clientName: "porting-test")
    host.mount(view)
    host.settleSync()
    return (connection, host)
}

/// Runs the main queue until `condition` holds (or about two seconds pass), settling the
/// host in between: `receive(on: DispatchQueue.main)` delivers on a later turn of the queue.
@MainActor
private func settle(_ host: ViewHost, until condition: () -> Bool) async throws {
    for _ in 0..<200 where !condition() {
        try await Task.sleep(for: .milliseconds(10))
        host.settleSync()
    }
}

@Suite("Combine module")
struct CombineModuleTests {
    @Test("a model from a file that imports only Combine is the ObservableObject @StateObject and @ObservedObject take")
    @MainActor func combineModelDrivesTrellisViews() async throws {
        let (connection, host) = mounted(StepCounterOwner())
        #expect(connection.visibleTexts.contains("count 0 mirrored 0"))
        #expect(connection.tap(text: "Step"))
        host.settleSync()
        try await settle(host) { connection.visibleTexts.contains("count 1 mirrored 1") }
        #expect(connection.visibleTexts.contains("count 1 mirrored 1"))
        #expect(connection.tap(text: "Reset"))
        host.settleSync()
        try await settle(host) { connection.visibleTexts.contains("count 0 mirrored 0") }
        #expect(connection.visibleTexts.contains("count 0 mirrored 0"))
        #expect(connection.violations.isEmpty)
    }

    @Test("ObservableObject, @Published, subjects, sink and assign under Apple's names")
    func publishedPipeline() {
        let model = StepCounter()
        var changes = 0
        let watch = model.objectWillChange.sink { changes += 1 }
        model.step()
        model.step()
        #expect(model.mirrored == 2)
        #expect(changes >= 2)
        model.resets.send()
        #expect(model.count == 0)
        watch.cancel()

        let subject = CurrentValueSubject<Int, Never>(1)
        final class Box { var value = 0 }
        let box = Box()
        let assigned = subject.map { $0 * 10 }.assign(to: \.value, on: box)
        subject.send(4)
        #expect(box.value == 40)
        assigned.cancel()
    }

    @Test("receive(on:) with the main queue and the main run loop deliver on the main queue")
    @MainActor func mainSchedulers() async throws {
        var viaQueue: [Int] = [], viaRunLoop: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let a = subject.receive(on: DispatchQueue.main).sink { viaQueue.append($0) }
        let b = subject.receive(on: RunLoop.main).sink { viaRunLoop.append($0) }
        subject.send(1)
        subject.send(2)
        for _ in 0..<200 where viaQueue.count < 2 || viaRunLoop.count < 2 {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(viaQueue == [1, 2])
        #expect(viaRunLoop == [1, 2])
        _ = (a, b)
    }

    @Test("delays and repeating work scheduled on RunLoop.main run on the main queue")
    @MainActor func runLoopDelays() async throws {
        var debounced: [String] = []
        var ticks = 0
        let typed = PassthroughSubject<String, Never>()
        let a = typed.debounce(for: .milliseconds(30), scheduler: RunLoop.main).sink { debounced.append($0) }
        let repeating = RunLoop.main.schedule(after: RunLoop.main.now, interval: .milliseconds(10)) { ticks += 1 }
        typed.send("h"); typed.send("he"); typed.send("hey")
        for _ in 0..<300 where debounced.isEmpty || ticks < 3 {
            try await Task.sleep(for: .milliseconds(10))
        }
        repeating.cancel()
        #expect(debounced == ["hey"])
        #expect(ticks >= 3)
        let stopped = ticks
        try await Task.sleep(for: .milliseconds(50))
        #expect(ticks <= stopped + 1, "a cancelled repeating schedule stops")
        _ = a
    }

    @Test("RunLoop scheduler time: strides in seconds, distances and advancing")
    func runLoopTime() {
        let t0 = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        let t1 = t0.advanced(by: .milliseconds(1500))
        #expect(t1.date == Date(timeIntervalSince1970: 101.5))
        #expect(t0.distance(to: t1) == .seconds(1.5))
        #expect(RunLoop.SchedulerTimeType.Stride.microseconds(2_000_000).timeInterval == 2)
    }

    @Test("Foundation's JSON coders are Combine's top-level coders (decode(type:decoder:))")
    func jsonCoders() throws {
        struct Item: Codable, Equatable { var name: String }
        var decoded: [Item] = []
        var failure: Error?
        let ok = Just(Item(name: "a")).encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let e) = $0 { failure = e } }, receiveValue: { decoded.append($0) })
        #expect(decoded == [Item(name: "a")])
        #expect(failure == nil)
        let bad = Just(Data("nope".utf8)).decode(type: Item.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let e) = $0 { failure = e } }, receiveValue: { _ in })
        #expect(failure != nil)
        _ = (ok, bad)
    }

    @Test("NotificationCenter.publisher observes while subscribed")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("porting.test")
        var seen = 0
        let c = center.publisher(for: name).sink { _ in seen += 1 }
        center.post(name: name, object: nil)
        c.cancel()
        center.post(name: name, object: nil)
        #expect(seen == 1)
    }

    @Test("Optional and Result publishers are OpenCombine's Linux spellings")
    func optionalPublisher() {
        var got: [Int] = []
        _ = Optional(3).publisher.sink { got.append($0) }
        _ = Result<Int, Never>.success(4).publisher.sink { got.append($0) }
        #expect(got == [3, 4])
    }
}

struct NotesScreen: View {
    @StateObject private var store = NotesStore()
    var body: some View {
        VStack {
            Text("\(store.notes.count) notes")
            Button("Add") { store.add("note \(store.notes.count + 1)") }
        }
    }
}

@Suite("Implicit Combine import")
struct ImplicitCombineImportTests {
    @Test("a model file that imports only Foundation compiles with the port's implicit imports and drives a view")
    @MainActor func foundationOnlyModel() {
        let (connection, host) = mounted(NotesScreen())
        #expect(connection.visibleTexts.contains("0 notes"))
        #expect(connection.tap(text: "Add"))
        host.settleSync()
        #expect(connection.visibleTexts.contains("1 notes"))
        #expect(NotesStore().fileURL.lastPathComponent == "notes.json")
        #expect(connection.violations.isEmpty)
    }
}
