import Testing
import TrellisEmbedded
import TrellisUI

// The seeds' code, with `import SwiftUI` replaced by `import TrellisUI` (this file imports
// only TrellisUI). Each namespace holds one seed's snippets, unchanged except where noted.
// Compiling this file is the source-compatibility test; the tests below also mount them.

enum Seed000 {
    struct ContentView: View {
        @State private var isShowText = false

        var body: some View {
            VStack {
                if isShowText {
                    Text("Hello, World!")
                        .onAppear {
                            Log.print("Text appeared")
                        }
                }

                Button("Show/Hide Text") {
                    isShowText.toggle()
                }
            }
        }
    }

    struct TodoItem: Identifiable, Hashable {
        let id = UUID()
        let title: String
    }

    struct TodoContentView: View {
        let items = [
            TodoItem(title: "Item #1"),
            TodoItem(title: "Item #2"),
            TodoItem(title: "Item #3")
        ]

        var body: some View {
            TodoListView(items: items)
        }
    }

    struct TodoListView: View {
        @State var itemDetailSelection: TodoItem?

        let items: [TodoItem]

        var body: some View {
            List(items) { item in
                TodoItemView(item: item) {
                    self.itemDetailSelection = item
                }
            }
            .sheet(item: $itemDetailSelection) { item in
                TodoItemDetail(item: item)
            }
        }
    }

    struct TodoItemView: View {
        let item: TodoItem
        let onDetail: () -> Void

        var body: some View {
            HStack {
                Text(item.title)

                Spacer()

                Button(action: onDetail) {
                    Image(systemName: "info.circle")
                        .foregroundColor(.blue)
                }
            }
        }
    }

    struct TodoItemDetail: View {
        let item: TodoItem
        var body: some View { Text("Detail \(item.title)") }
    }

    // The image cache (UIImage/NSCache replaced by a dictionary: no UIKit on Linux).
    protocol ImageCache {
        subscript(_ key: String) -> String? { get set }
    }

    struct TemporaryImageCache: ImageCache {
        private var cache: [String: String] = [:]
        subscript(_ key: String) -> String? {
            get { cache[key] }
            set { cache[key] = newValue }
        }
    }

    struct ImageCacheKey: EnvironmentKey {
        static let defaultValue: ImageCache = TemporaryImageCache()
    }

    struct TodoItemDetailWithCache: View {
        @Environment(\.imageCache) var cache: ImageCache

        let item: TodoItem

        var body: some View {
            Text(item.title)
        }
    }

    // The seed's preference-driven alert (AlertPreferenceKey, PresentableAlert,
    // ViewWithAlert, HelloWorldView) is compiled once, in the demo
    // (Sources/Demos/TodoDemoKit/Todo/AlertPreference.swift), and driven end to end by
    // DemoTests ("seed 000: the alert comes up through AlertPreferenceKey").

    struct ToggleContentView: View {
        // 1.
        @State var isOn = false

        var body: some View {
            VStack {
                // 2.
                Toggle(isOn: $isOn) { EmptyView() }
                    .labelsHidden()

                // 3.
                Button(action: { isOn.toggle() }) {
                    isOn ? Text("Turn Off") : Text("Turn On")
                }
            }
        }
    }

    struct BuilderExamples {
        var isShow = true

        @ViewBuilder
        var text1: some View {
            if isShow {
                Text("Title1")
            } else {
                Text("Title2")
            }
        }

        var text2: some View {
            ZStack {
                if isShow {
                    Text("Title1")
                } else {
                    Text("Title2")
                }
            }
        }

        @MainActor var text3: some View {
            if isShow {
                return Text("Title1")
            } else {
                return Text("Title2")
            }
        }
    }
}

extension EnvironmentValues {
    var imageCache: Seed000.ImageCache {
        get { self[Seed000.ImageCacheKey.self] }
        set { self[Seed000.ImageCacheKey.self] = newValue }
    }
}

enum Seed001 {
    struct ZStackDemo: View {
        @State var selection = 1
        var body: some View {
            ZStack {
                Text("1")
                    .opacity(selection == 1 ? 1 : 0)
                    .onAppear { Log.print("1 appear") }
                    .onDisappear { Log.print("1 disappear") }
                Text("2")
                    .opacity(selection == 2 ? 1 : 0)
                    .onAppear { Log.print("2 appear") }
                    .onDisappear { Log.print("2 disappear") }
            }
        }
    }

    struct LazyDemo: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<100) { i in
                        Text("\(i)")
                            .onAppear { Log.print("\(i) onAppear") }
                            .onDisappear { Log.print("\(i) onDisappear") }
                    }
                }
            }
        }
    }
}

enum Seed002 {
    struct QuizView: View {
        var _numberOfAnswered = State<Int>(initialValue: 0)
        var name: State<String> = State(initialValue: "")
        var body: some View {
            VStack {
                Text("\(_numberOfAnswered.wrappedValue)")
                TextField("Type your name...", text: name.projectedValue)
                Button("answer") { self._numberOfAnswered.wrappedValue += 1 }
            }
        }
    }

    final class UserManager: ObservableObject {
        @Published
        var profile: String = ""

        @Published
        var isRegistered: Bool = false
    }

    final class ChallengesViewModel: ObservableObject {
        @Published var count = 0
    }

    struct StarterView: View {
        @EnvironmentObject var userManager: UserManager
        var body: some View {
            WelcomeView()
        }
    }

    struct WelcomeView: View {
        @EnvironmentObject var userManager: UserManager
        @EnvironmentObject var challengesViewModel: ChallengesViewModel
        var body: some View { Text("registered \(userManager.isRegistered ? "yes" : "no")") }
    }

    struct StarterScene {
        let userManager = UserManager()
        @MainActor @SceneBuilder var body: some Scene {
            WindowGroup {
                StarterView()
                    .environmentObject(userManager)
                    .environmentObject(ChallengesViewModel())
            }
        }
    }

    class VM: ObservableObject {
        var array = [Int]()
        var a: Int { return array.count }
    }

    struct AView: View {
        @EnvironmentObject var vm: VM
        var body: some View {
            BView(b: .constant(vm.a))
        }
    }

    struct BView: View {
        @Binding var b: Int
        var body: some View { Text("b \(b)") }
    }

    class Book: ObservableObject {
        @Published var title = "Great Expectations"
        let identifier = UUID()
    }

    struct LibraryView: View {
        @StateObject var book = Book()
        var body: some View {
            BookView(book: book)
        }
    }

    struct BookView: View {
        @ObservedObject var book: Book
        var body: some View {
            BookEditView(book: book)
        }
    }

    struct BookEditView: View {
        @ObservedObject var book: Book
        var body: some View { TextField("Title", text: $book.title) }
    }

    struct SizeClassView: View {
        @Environment(\.verticalSizeClass) var verticalSizeClass
        @ViewBuilder
        var body: some View {
            if verticalSizeClass == .compact {
                HStack { Text("compact") }
            } else {
                VStack { Text("regular") }
            }
        }
    }
}

enum Seed003Snippets {
    struct ContentView1: View {
        @State var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    struct ContentView2: View {
        @State var count = 0
        var body: some View { Button("count2 \(count)") { count += 1 } }
    }

    struct IdentityDemo: View {
        @State var red = false
        @State var id = 0
        var body: some View {
            VStack {
                // first
                if red {
                    ContentView1()
                        .id("stableid1")
                        .foregroundColor(.red)
                } else {
                    ContentView1()
                        .id("stableid1")
                }

                // second
                ContentView2()
                    .id(id)
                    .foregroundColor(red ? .red : .primary)
                Button("red") { red.toggle() }
                Button("id") { id += 1 }
            }
        }
    }
}

enum Seed004 {
    struct TimeView: View {
        let enable: Bool
        @State private var timestamp = Date.now
        var body: some View {
            let _ = Self._printChanges()
            Text(timestamp, format: .dateTime.hour(.twoDigits(amPM: .abbreviated)).minute(.twoDigits).second(.twoDigits))
                .background(
                    Group {
                        if enable {
                            Color.clear
                                .task {
                                    while !Task.isCancelled {
                                        try? await Task.sleep(nanoseconds: 1000000000)
                                        NotificationCenter.default.post(name: .test, object: Date())
                                    }
                                }
                                .onReceive(NotificationCenter.default.publisher(for: .test)) { notification in
                                    if let date = notification.object as? Date {
                                        timestamp = date
                                    }
                                }
                        }
                    }
                )
        }
    }

    struct EventSourceTest: View {
        @State private var enable = false

        var body: some View {
            VStack {
                let _ = Self._printChanges()
                Button(enable ? "Stop" : "Start") {
                    enable.toggle()
                }
                TimeView(enable: enable)
            }
        }
    }
}

extension Notification.Name {
    static let test = Notification.Name("test")
}

extension TrellisUITests {
    @MainActor @Suite struct SeedSnippets {
        @Test("seed 000 snippets mount: todo list with sheet (the alert is the demo's: DemoTests)")
        func seed000() {
            let h = Harness(Seed000.TodoContentView())
            #expect(h.texts.prefix(3) == ["Item #1", "Item #2", "Item #3"])
            let info = h.connection.visibleNodes().first { h.connection.kind(of: $0) == .image }!
            h.connection.inject(.inputTap(id: h.connection.tappableAncestor(of: info)!, x: 0, y: 0))
            h.settle()
            #expect(h.texts.contains("Detail Item #1"))

        }

        @Test("seed 002 snippets mount: State without the wrapper syntax, environment objects from a scene, bindings to observed objects")
        func seed002() {
            let q = Harness(Seed002.QuizView())
            q.tap("answer")
            #expect(q.texts.first == "1")
            let c = EmbeddedConnection()
            let host = ViewHost(connection: c)
            host.mount(scene: Seed002.StarterScene().body)
            host.settleSync()
            #expect(c.visibleTexts == ["registered no"])
            let lib = Harness(Seed002.LibraryView())
            let field = lib.connection.visibleNodes().first { lib.connection.kind(of: $0) == .textField }!
            lib.connection.inject(.inputText(id: field, text: "Bleak House"))
            lib.settle()
            #expect(lib.connection.property(.text, of: field) == .text("Bleak House"))
            let s = Harness(Seed002.SizeClassView())
            #expect(s.texts == ["regular"])
        }

        @Test("S8 S9 seed 003 identity demo: if/else resets ContentView1's state, the ternary keeps ContentView2's, a new id resets it")
        func seed003() {
            let h = Harness(Seed003Snippets.IdentityDemo())
            h.tap("count 0")
            h.tap("count2 0")
            h.tap("red")
            #expect(h.texts.prefix(2) == ["count 0", "count2 1"])
            h.tap("id")
            #expect(h.texts.prefix(2) == ["count 0", "count2 0"])
        }

        @Test("seed 004 EventSourceTest mounts; the timer view only exists while enabled")
        func seed004() {
            let h = Harness(Seed004.EventSourceTest())
            #expect(Log.take() == ["EventSourceTest: @self, @identity, _enable changed.", "TimeView: @self, @identity, _timestamp changed."])
            h.tap("Start")
            #expect(Log.take() == ["EventSourceTest: _enable changed.", "TimeView: @self changed."])
            NotificationCenter.default.post(name: .test, object: Date(timeIntervalSince1970: 0))
            h.settle()
            #expect(Log.take() == ["TimeView: _timestamp changed."])
        }
    }
}


// Observation with only `import TrellisUI`: @Observable, @Bindable, @Environment(Type.self).
@Observable final class Profile {
    var name = "Ann"
    var visits = 0
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

struct ProfileBadge: View {
    @Environment(Profile.self) var profile
    var body: some View { Text("Hi \(profile.name)") }
}

struct ProfileScreen: View {
    @State var profile = Profile()
    var body: some View {
        NavigationStack {
            VStack {
                ProfileEditor(profile: profile)
                ProfileBadge()
            }
            .navigationTitle("Profile")
        }
        .environment(profile)
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ObservationSnippets {
        @Test("S13 @Observable via import TrellisUI alone: @Bindable writes, @Environment(Type.self) reads and updates")
        func observable() {
            let h = Harness(ProfileScreen())
            #expect(h.texts == ["Profile", "Ann", "Hi Ann"])   // the bar's title; the field shows its text too
            let field = h.connection.visibleNodes().first { h.connection.kind(of: $0) == .textField }!
            h.connection.inject(.inputText(id: field, text: "Bo"))
            h.settle()
            #expect(h.texts == ["Profile", "Bo", "Hi Bo"])
            #expect(h.connection.property(.text, of: field) == .text("Bo"))
        }
    }
}
