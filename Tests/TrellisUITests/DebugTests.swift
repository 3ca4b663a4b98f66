import Testing
import TrellisProtocol
import TrellisEmbedded
@testable import TrellisUI

extension View {
    func dump() -> Self {
        Log.print(Mirror(reflecting: self))
        return self
    }
}

// Seed 000: the dump() of a modified Text.
struct S000ContentView: View {
    var body: some View {
        Text("Hello, world!")
            .background(Color.yellow)
            .font(.title)
            .dump()
    }
}

// Seed 001: the type tree of an if/else in a Group.
struct S001ContentView: View {
    var body: some View {
        Group {
            if true {
                Text("hello world")
            } else {
                Text("Won't be rendered")
            }
        }
    }
}

struct PrintChangesView: View {
    @State var state = 0
    @State var other = 0
    let label: String
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("\(label) \(state)") { state += 1 }
            Button("unused \(other)") { other += 1 }
        }
    }
}

struct PrintChangesParent: View {
    @State var label = "a"
    var body: some View {
        VStack {
            PrintChangesView(label: label)
            Button("relabel") { label = "b" }
        }
    }
}

// Seed 000: GeometryReader content is re-evaluated only when its size changes.
struct ChildViewWithGeometry: View {
    var body: some View {
        ZStack {
            let _ = Log.print("Updated ChildViewWithGeometry")
            GeometryReader { geometry in
                let _ = Log.print("Updated ChildViewWithGeometry into GeometryReader")
                Text("Child with geometry \(Int(geometry.size.width))")
                    .font(.custom("Seravek", size: 40))
                    .frame(width: geometry.size.width, height: geometry.size.height)
                    .background(Color.red)
            }
        }
    }
}

struct GeometryParent: View {
    @State private var isTrue = true
    var body: some View {
        VStack {
            let _ = Log.print("Updated ParentView")
            Text("Parent").font(.custom("Seravek", size: isTrue ? 80 : 40))
            Button("Change font size") { isTrue.toggle() }
                .padding()
                .background(Color.yellow)
            ChildViewWithGeometry()
        }
        .background(Color.mint)
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Debugging {
        @Test("S26 seed 000: Mirror of a modified Text names SwiftUI's types")
        func mirrorModified() {
            _ = Harness(S000ContentView())
            #expect(Log.take() == ["Mirror for ModifiedContent<ModifiedContent<Text, _BackgroundModifier<Color>>, _EnvironmentKeyWritingModifier<Optional<Font>>>"])
        }

        @Test("S26 seed 001: if/else in a Group is Group<_ConditionalContent<Text, Text>>")
        func mirrorConditional() {
            let body = S001ContentView().body
            #expect(String(describing: type(of: body)) == "Group<_ConditionalContent<Text, Text>>")
            #expect(String(describing: Mirror(reflecting: body)) == "Mirror for Group<_ConditionalContent<Text, Text>>")
        }

        @Test("S26 builder types: blocks are TupleView, if is Optional, modifiers keep their names")
        func builderTypes() {
            @ViewBuilder func make(_ f: Bool) -> some View {
                Text("a")
                if f { Text("b") }
                Color.red.padding().frame(width: 1).opacity(0.5).offset(x: 1).fixedSize()
            }
            #expect(String(describing: type(of: make(true))) ==
                "TupleView<(Text, Optional<Text>, ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Color, _PaddingLayout>, _FrameLayout>, _OpacityEffect>, _OffsetEffect>, _FixedSizeLayout>)>")
            #expect(String(describing: type(of: Text("x").frame(maxWidth: .infinity).layoutPriority(1).onAppear {})) ==
                "ModifiedContent<ModifiedContent<ModifiedContent<Text, _FlexFrameLayout>, _TraitWritingModifier<LayoutPriorityTraitKey>>, _AppearanceActionModifier>")
        }

        @Test("S25 _printChanges: first run, state change, and value change in SwiftUI's words")
        func printChanges() {
            let h = Harness(PrintChangesParent())
            #expect(Log.take() == ["PrintChangesView: @self, @identity, _state, _other changed."])
            h.tap("a 0")
            #expect(Log.take() == ["PrintChangesView: _state changed."])
            h.tap("relabel")
            #expect(Log.take() == ["PrintChangesView: @self changed."])
        }

        @Test("S25 a host's own logSink takes its views' lines; another host's and the process-wide sink do not")
        func perHostLogSink() {
            var first: [String] = [], second: [String] = [], global: [String] = []
            let savedSink = TrellisLog.sink
            defer { TrellisLog.sink = savedSink }
            TrellisLog.sink = { global.append($0) }
            // Outside the test's own task sink, so a line that missed its host's sink would
            // land in `global` (the test is synchronous on the main actor: no other test
            // runs, or emits, until the sink is restored).
            TrellisLog.$taskSink.withValue(nil) {
                let a = ViewHost(connection: EmbeddedConnection(width: 300, height: 200), clientName: "a")
                a.logSink = { first.append($0) }
                let b = ViewHost(connection: EmbeddedConnection(width: 300, height: 200), clientName: "b")
                b.logSink = { second.append($0) }
                a.mount(PrintChangesView(label: "a"))
                b.mount(PrintChangesParent())
                a.settleSync()
                b.settleSync()
                #expect(first == ["PrintChangesView: @self, @identity, _state, _other changed."])
                #expect(second == ["PrintChangesView: @self, @identity, _state, _other changed."])
                #expect(global.isEmpty, "\(global)")
            }
        }

        @Test("S23 seed 000: GeometryReader content re-runs only when its size changes, not when the parent updates")
        func geometry() {
            let h = Harness(GeometryParent())
            let first = Log.take()
            #expect(first.prefix(3) == ["Updated ParentView", "Updated ChildViewWithGeometry", "Updated ChildViewWithGeometry into GeometryReader"])
            // The daemon reported the reader's laid-out size once: one more evaluation with it.
            #expect(first.dropFirst(3) == ["Updated ChildViewWithGeometry into GeometryReader"])
            #expect(h.texts.contains("Child with geometry 800"))
            // The smaller font makes the Text shorter, so the reader below it grows: the
            // parent's body runs, ChildViewWithGeometry's does not (its value is unchanged),
            // and the reader's content runs once for its new size.
            h.tap("Change font size")
            #expect(Log.take() == ["Updated ParentView", "Updated ChildViewWithGeometry into GeometryReader"])
            // The same size reported again changes nothing.
            let geo = h.connection.visibleNodes().first { h.connection.kind(of: $0) == .geometry }!
            h.connection.inject(.geometry(id: geo, frame: h.connection.frame(of: geo)!))
            h.settle()
            #expect(Log.take() == [])
            // A narrower window: only the reader's content runs again.
            h.connection.resize(width: 400, height: 300)
            h.settle()
            #expect(Log.take() == ["Updated ChildViewWithGeometry into GeometryReader"])
            #expect(h.texts.contains("Child with geometry 400"))
        }
    }
}
