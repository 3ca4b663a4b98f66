import Testing
import TrellisProtocol
@testable import TrellisUI

// Seed 003: init / body / dependencies (S3, S5, S13, S14, S25).

final class Counter: ObservableObject {
    @Published var value = 0
}


struct S003MiddleView: View {
    let state: Int
    @EnvironmentObject var env2: Counter2Box

    init(state: Int) {
        self.state = state
        Log.print("MiddleView init")
    }

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            S003ChildView1(state: state)
            S003ChildView2(value: env2.value)
        }
    }
}

struct S003ChildView1: View {
    let state: Int
    @EnvironmentObject var env1: Counter
    init(state: Int) {
        self.state = state
        Log.print("ChildView1 init")
    }
    var body: some View {
        let _ = Self._printChanges()
        Text("state \(state) env1 \(env1.value)")
    }
}

struct S003ChildView2: View {
    let value: Int
    @EnvironmentObject var env2: Counter2Box
    init(value: Int) {
        self.value = value
        Log.print("ChildView2 init")
    }
    var body: some View {
        let _ = Self._printChanges()
        Text("env2 \(value)")
    }
}

/// A second observable type so env1 and env2 are found by type (S13).
final class Counter2Box: ObservableObject {
    @Published var value = 0
}

struct S003Root: View {
    @StateObject var box = Counter2Box()
    @State var state = 0
    init() { Log.print("ParentView init") }
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("state") { state += 1 }
            Button("env1") { env1.value += 1 }
            Button("env2") { box.value += 1 }
            S003MiddleView(state: state)
        }
        .environmentObject(env1)
        .environmentObject(box)
    }
    @StateObject var env1 = Counter()
}

extension TrellisUITests {
    @MainActor @Suite struct Seed003 {
        @Test("S5 S25 seed 003: first run prints every init before child bodies, with @self, @identity")
        func firstRun() {
            let h = Harness(S003Root())
            #expect(Log.take() == [
                "ParentView init",
                "S003Root: @self, @identity, _box, _state, _env1 changed.",
                "MiddleView init",
                "S003MiddleView: @self, @identity, _env2 changed.",
                "ChildView1 init",
                "ChildView2 init",
                "S003ChildView1: @self, @identity, _env1 changed.",
                "S003ChildView2: @self, @identity, _env2 changed.",
            ])
            #expect(h.violations.isEmpty)
        }

        @Test("S3 S25 seed 003: a state change re-runs the parent, the middle (@self) and child 1 only")
        func stateChange() {
            let h = Harness(S003Root())
            Log.reset()
            h.tap("state")
            #expect(Log.take() == [
                "S003Root: _state changed.",
                "MiddleView init",
                "S003MiddleView: @self changed.",
                "ChildView1 init",
                "ChildView2 init",
                "S003ChildView1: @self changed.",
            ])
            #expect(h.texts.contains("state 1 env1 0"))
        }

        @Test("S13 seed 003: env1 announces a change: the declaring parent and child 1 run, the middle does not")
        func env1Change() {
            let h = Harness(S003Root())
            Log.reset()
            h.tap("env1")
            #expect(Log.take() == [
                "S003Root: _env1 changed.",
                "MiddleView init",
                "S003ChildView1: _env1 changed.",
            ])
            #expect(h.texts.contains("state 0 env1 1"))
        }

        @Test("S14 seed 003: env2 change: the middle runs once and child 2 sees @self and _env2 together")
        func env2Change() {
            let h = Harness(S003Root())
            Log.reset()
            h.tap("env2")
            #expect(Log.take() == [
                "S003Root: _box changed.",
                "MiddleView init",
                "S003MiddleView: _env2 changed.",
                "ChildView1 init",
                "ChildView2 init",
                "S003ChildView2: @self, _env2 changed.",
            ])
            #expect(h.texts.contains("env2 1"))
        }
    }
}
