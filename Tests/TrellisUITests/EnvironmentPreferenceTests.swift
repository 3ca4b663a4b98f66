import Testing
import TrellisProtocol
@testable import TrellisUI

struct MyEnvKey: EnvironmentKey {
    static var defaultValue = 10
}

extension EnvironmentValues {
    var myValue: Int {
        get { self[MyEnvKey.self] }
        set { self[MyEnvKey.self] = newValue }
    }
}

// Seed 002/004 EnvDemo: a declared (unused) @Environment still updates the view.
struct EnvDemo: View {
    @State var i = 100
    var body: some View {
        VStack {
            VStack {
                EnvSubView()
                EnvReader()
            }
            .environment(\.myValue, i)
            Button("change") { i += 1 }
            Button("same") { i = i }
            OutsideReader()
        }
    }
}

struct EnvSubView: View {
    @Environment(\.myValue) var myValue
    var body: some View {
        let _ = Log.print("sub view update")
        Text("Sub View")
    }
}

struct EnvReader: View {
    @Environment(\.myValue) var myValue
    var body: some View { Text("value \(myValue)") }
}

struct OutsideReader: View {
    @Environment(\.myValue) var myValue
    var body: some View {
        let _ = Log.print("outside update")
        Text("outside \(myValue)")
    }
}

struct TitleKey: PreferenceKey {
    static var defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let n = nextValue()
        value = value.isEmpty ? n : value + "+" + n
    }
}

struct PreferenceHost: View {
    @State var seen = "none"
    @State var second = "b"
    var body: some View {
        VStack {
            Text("seen \(seen)")
            VStack {
                Text("a").preference(key: TitleKey.self, value: "a")
                Text("b").preference(key: TitleKey.self, value: second)
                Button("change") { second = "c" }
                Button("same") { second = "c" }
            }
            .onPreferenceChange(TitleKey.self) { v in
                Log.print("pref \(v)")
                seen = v
            }
        }
    }
}

struct BatchView: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
        VStack {
            Text("a \(a)")
            Text("b \(b)")
            Button("both") { a += 1; b += 1 }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct EnvironmentAndPreferences {
        @Test("S14 a changed environment value invalidates readers below the writer, even unused declarations (seed 002)")
        func environment() {
            let h = Harness(EnvDemo())
            #expect(Log.take() == ["sub view update", "outside update"])
            #expect(h.texts.contains("value 100"))
            #expect(h.texts.contains("outside 10"))
            h.tap("change")
            #expect(Log.take() == ["sub view update"])
            #expect(h.texts.contains("value 101"))
            h.tap("same")
            #expect(Log.take() == [])
        }

        @Test("S14 font and foreground colour from the environment are resolved into text properties")
        func resolvedStyle() {
            let h = Harness(VStack { Text("t") }.font(.title).foregroundColor(.red))
            let id = h.connection.node(withText: "t")!
            #expect(h.connection.property(.fontSize, of: id) == .fontSize(33))
            #expect(h.connection.property(.foreground, of: id) == .foreground(WireColor(r: 255, g: 59, b: 48, a: 255)))
        }

        @Test("S15 preferences flow up: reduced in order, reported after the first commit and only when changed")
        func preferences() {
            let h = Harness(PreferenceHost())
            #expect(Log.take() == ["pref a+b"])
            #expect(h.texts.first == "seen a+b")
            h.tap("change")
            #expect(Log.take() == ["pref a+c"])
            h.tap("same")
            #expect(Log.take() == [])
        }

        @Test("S16 all state changes of one event go in one update and one transaction")
        func batching() {
            let h = Harness(BatchView())
            let before = h.transactions.count
            h.tap("both")
            #expect(h.transactions.count == before + 1)
            #expect(h.texts.prefix(2) == ["a 1", "b 1"])
            // one update op per changed text, carrying only the text property
            #expect(h.lastOps.count == 2)
            for op in h.lastOps {
                if case let .update(_, props) = op { #expect(props.count == 1) } else { Issue.record("unexpected \(op)") }
            }
        }
    }
}
