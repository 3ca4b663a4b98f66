import Testing
import TrellisProtocol
@testable import TrellisUI

// Seed 004's TestView: assigning a @State in init has no effect (S11).
struct S004TestView: View {
    @State private var number: Int = 10
    init(number: Int) {
        self.number = 11
    }
    var body: some View {
        Text("\(number)")
    }
}

// Seed 000: setting a state to an equal value causes no update (S11).
struct EqualSetView: View {
    @State var value = 5
    var body: some View {
        let _ = Log.print("body")
        Button("set \(value)") { value = 5 }
    }
}

struct BindingParent: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("parent sees \(count)")
            BindingChild(count: $count)
        }
    }
}

struct BindingChild: View {
    @Binding var count: Int
    var body: some View {
        let _ = Self._printChanges()
        Button("inc \(count)") { count += 1 }
    }
}

struct CustomBindingView: View {
    @State var store = "a"
    var body: some View {
        let b = Binding(get: { store.uppercased() }, set: { store = $0.lowercased() })
        VStack {
            Text(b.wrappedValue)
            Button("set") { b.wrappedValue = "B" }
            ConstantReader(value: .constant(7))
        }
    }
}

struct ConstantReader: View {
    @Binding var value: Int
    var body: some View { Text("const \(value)") }
}

struct DuringBodyView: View {
    @State var count = 0
    var body: some View {
        let _ = { count += 1 }()
        Text("count")
    }
}

final class Model: ObservableObject {
    static var created = 0
    @Published var n = 0
    init() { Model.created += 1 }
}

struct StateObjectOwner: View {
    @StateObject var model = Model()
    var body: some View {
        Button("n \(model.n)") { model.n += 1 }
    }
}

struct StateObjectParent: View {
    @State var tick = 0
    var body: some View {
        VStack {
            StateObjectOwner()
            Button("tick \(tick)") { tick += 1 }
        }
    }
}

// Seed 004 EnvObjectDemoView: declared but unused @EnvironmentObject still invalidates (S13).
struct EnvObjectDemoView: View {
    @EnvironmentObject var store: Model
    var body: some View {
        let _ = Log.print("EnvObjectDemoView body")
        Text("abc")
    }
}

struct EnvObjectHost: View {
    @StateObject var a = Model()
    @StateObject var b = Model()
    @State var useB = false
    var body: some View {
        VStack {
            EnvObjectDemoView().environmentObject(useB ? b : a)
            Button("poke") { a.objectWillChange.send() }
            Button("use b") { useB = true }
        }
    }
}

@Observable final class Stats {
    var a = 0
    var b = 0
}

struct ObservationReader: View {
    let stats: Stats
    var body: some View {
        let _ = Log.print("reader body")
        Text("a \(stats.a)")
    }
}

struct ObservationHost: View {
    @State var stats = Stats()
    var body: some View {
        VStack {
            ObservationReader(stats: stats)
            Button("a") { stats.a += 1 }
            Button("b") { stats.b += 1 }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct StateAndData {
        @Test("S11 @State's initial value is used once; assigning it in init has no effect (seed 004 TestView)")
        func initAssignment() {
            let h = Harness(S004TestView(number: 3))
            #expect(h.texts == ["10"])
        }

        @Test("S11 setting a state to an equal value causes no update (seed 000)")
        func equalSet() {
            let h = Harness(EqualSetView())
            #expect(Log.take() == ["body"])
            let count = h.transactions.count
            h.tap("set 5")
            #expect(Log.take() == [])
            #expect(h.transactions.count == count)
        }

        @Test("S12 a write through $binding updates the source and every reader; the child reports its binding changed")
        func bindingWrite() {
            let h = Harness(BindingParent())
            #expect(Log.take() == ["BindingChild: @self, @identity, _count changed."])
            h.tap("inc 0")
            #expect(h.texts == ["parent sees 1", "inc 1"])
            #expect(Log.take() == ["BindingChild: _count changed."])
        }

        @Test("S12 Binding(get:set:) and .constant")
        func customBindings() {
            let h = Harness(CustomBindingView())
            #expect(h.texts.contains("A"))
            #expect(h.texts.contains("const 7"))
            h.tap("set")
            #expect(h.texts.contains("B"))
        }

        @Test("S6 mutating state during body prints the warning and does not loop")
        func mutateDuringBody() {
            let h = Harness(DuringBodyView())
            #expect(Log.take().contains("Modifying state during view update, this will cause undefined behavior."))
            #expect(h.transactions.count == 1)
        }

        @Test("S13 @StateObject is created once per identity and survives parent updates")
        func stateObjectOnce() {
            Model.created = 0
            let h = Harness(StateObjectParent())
            h.tap("n 0")
            h.tap("tick 0")
            h.tap("tick 1")
            #expect(h.texts.first == "n 1")
            #expect(Model.created == 1)
        }

        @Test("S13 objectWillChange invalidates a view that declared the object even if body does not use it (seed 004)")
        func declaredEnvironmentObject() {
            let h = Harness(EnvObjectHost())
            #expect(Log.take() == ["EnvObjectDemoView body"])
            h.tap("poke")
            #expect(Log.take() == ["EnvObjectDemoView body"])
        }

        @Test("S13 the latest environmentObject injection of a type wins; a new object re-runs the reader")
        func environmentObjectReplaced() {
            let h = Harness(EnvObjectHost())
            Log.reset()
            h.tap("use b")
            #expect(Log.take() == ["EnvObjectDemoView body"])
        }

        @Test("S13 @Observable tracks per-property reads: changing an unread property does not re-run body")
        func observation() {
            let h = Harness(ObservationHost())
            #expect(Log.take() == ["reader body"])
            h.tap("b")
            #expect(Log.take() == [])
            h.tap("a")
            #expect(Log.take() == ["reader body"])
            #expect(h.texts.first == "a 1")
        }
    }
}
