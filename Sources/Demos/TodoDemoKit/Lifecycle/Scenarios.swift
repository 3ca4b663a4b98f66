import TrellisUI

// The lifecycle scenarios of the seeds, written as the seeds write them: `print` in
// bodies and callbacks (this module's `print` feeds the on-screen log).

/// Seed 000: `if` inserts and removes the Text, so onAppear / onDisappear run on every
/// toggle (an opacity change would not).
struct IfElseScenario: View {
    @State private var isShowText = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if isShowText {
                Text("Hello, World!")
                    .onAppear {
                        print("Text appeared")
                    }
                    .onDisappear {
                        print("Text disappeared")
                    }
            }

            Button("Show/Hide Text") {
                isShowText.toggle()
            }
        }
    }
}

/// Seed 001: every ZStack layer takes part in layout, so both appear at once and
/// switching opacity never makes one disappear.
struct ZStackOpacityScenario: View {
    @State private var selection = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 20) {
                Button("Show 1") { selection = 1 }
                Button("Show 2") { selection = 2 }
            }
            ZStack {
                Text("1")
                    .opacity(selection == 1 ? 1 : 0)
                    .onAppear { print("1 appear") }
                    .onDisappear { print("1 disappear") }
                Text("2")
                    .opacity(selection == 2 ? 1 : 0)
                    .onAppear { print("2 appear") }
                    .onDisappear { print("2 disappear") }
            }
            .font(.title)
            .frame(width: 40, height: 40)
            .background(Palette.card)
        }
    }
}

/// Seed 003, identity and lifetime: the `if/else` branches are two identities even with
/// the same explicit id, so toggling `red` resets ContentView1's counter; ContentView2
/// keeps its state across `red` but gets a new identity (and a fresh counter) when `id`
/// changes.
struct IdentityScenario: View {
    @State private var red = false
    @State private var id = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 20) {
                Button(red ? "red: on" : "red: off") { red.toggle() }
                Button("id: \(id) +1") { id += 1 }
            }
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
        }
    }
}

struct ContentView1: View {
    @State private var counter = 0

    var body: some View {
        let _ = Self._printChanges()
        HStack(spacing: 20) {
            Text("if/else: \(counter)")
            Button("+1") { counter += 1 }
        }
        .onAppear { print("ContentView1 appear") }
        .onDisappear { print("ContentView1 disappear") }
    }
}

struct ContentView2: View {
    @State private var counter = 0

    var body: some View {
        let _ = Self._printChanges()
        HStack(spacing: 20) {
            Text(".id(id): \(counter)")
            Button("+1") { counter += 1 }
        }
        .onAppear { print("ContentView2 appear") }
        .onDisappear { print("ContentView2 disappear") }
    }
}

/// Seed 001's `UpdateTest`: the inline VStack's `print` runs with every root update,
/// the extracted `UpdateSubView` does not (its value never changes). `_printChanges`
/// tells why each body ran.
struct UpdateTest: View {
    @State var i = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            let _ = print("root update")
            let _ = Self._printChanges()
            HStack(spacing: 20) {
                Text("\(i)")
                Button("change") {
                    i += 1
                }
            }
            HStack(spacing: 20) {
                // recomputed on every update
                VStack {
                    let _ = print("circle update")
                    Circle()
                        .fill(.red.opacity(0.5))
                        .frame(width: 40, height: 40)
                }
                UpdateSubView()
            }
        }
    }
}

struct UpdateSubView: View {
    var body: some View {
        VStack {
            let _ = print("sub circle update")
            Circle()
                .fill(.blue.opacity(0.5))
                .frame(width: 40, height: 40)
        }
    }
}
