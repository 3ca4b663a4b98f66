// What a screen reader reads and does, across the process boundary: the daemon derives the
// accessibility tree from the committed frame and the app's accessibility properties, and
// carries out a screen reader's actions as input (protocol README §7, "Accessibility").
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct AccessibleSettings: View {
    @State private var count = 0
    @State private var wifi = true
    @State private var volume = 0.5
    @State private var quantity = 2
    @State private var name = "Ada"
    @State private var log = "none"

    var body: some View {
        VStack {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Button("Add") { count += 1 }
            Text("Count: \(count)")
            Toggle("Wi-Fi", isOn: $wifi)
            Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
            Stepper("Quantity", value: $quantity, in: 0...10)
            TextField("Name", text: $name)
            Image(systemName: "star.fill")
            Image(systemName: "sparkles").accessibilityHidden(true)
            HStack { Text("Total"); Text("42") }.accessibilityElement(children: .combine)
            Text("Mail").accessibilityAction(named: "Archive") { log = "archived" }
            Text("log \(log) volume \(volume, specifier: "%.1f") quantity \(quantity) wifi \(wifi) name \(name)")
            Button("Save") { AccessibilityNotification.Announcement("Saved").post() }
                .accessibilityHint("Stores the settings")
                .accessibilityIdentifier("save")
        }
    }
}

@Suite struct AccessibilityEndToEndTests {
    @Test("the tree has SwiftUI's roles and names: heading, button, toggle, slider, stepper, field, image; hidden and combined as specified")
    func tree() async throws {
        try await withHost({ AccessibleSettings() }) { host in
            let tree = try await host.accessibilityTree()
            let elements = try await host.accessibilityElements()
            func first(_ role: String, _ name: String) -> AccessibilityNode? {
                elements.first { $0.role == role && $0.name == name }
            }
            #expect(elements.first?.role == "window")
            #expect(first("heading", "Settings") != nil)
            #expect(first("button", "Add")?.actions == ["click"])
            #expect(first("staticText", "Count: 0") != nil)
            let wifi = try #require(first("toggle", "Wi-Fi"))
            #expect(wifi.states.contains("checked") && wifi.actions.first == "click")
            let volume = try #require(first("slider", "Volume"))
            #expect(volume.value == "50 percent" && volume.actions.contains("increment"))
            #expect(volume.description.contains("range 0...1 step 0.1"))
            #expect(first("stepper", "Quantity")?.value == "2")
            let field = try #require(first("textField", "Name"))
            #expect(field.states.contains("editable") && field.description.contains("text \"Ada\""))
            #expect(first("image", "star") != nil)
            #expect(!elements.contains { $0.name == "sparkles" })
            #expect(first("group", "Total, 42") != nil)
            #expect(!elements.contains { $0.name == "Total" })
            #expect(first("staticText", "Mail")?.actions == ["Archive"])
            let save = try #require(elements.first { $0.identifier == "save" })
            #expect(save.role == "button" && save.description.contains("hint \"Stores the settings\""))
        }
    }

    @Test("a screen reader's actions reach the app: press, toggle, increment, set a value, a named action")
    func actions() async throws {
        try await withHost({ AccessibleSettings() }) { host in
            try await host.perform(.activate, on: "Add")
            #expect(try await host.texts().contains("Count: 1"))
            try await host.perform(.activate, on: "Wi-Fi")
            #expect(try await host.accessibilityElements().first { $0.name == "Wi-Fi" }?.states.contains("checked") == false)
            try await host.perform(.increment, on: "Volume")
            try await host.perform(.increment, on: "Quantity")
            try await host.perform(.named("Archive"), on: "Mail")
            #expect(try await host.texts().contains("log archived volume 0.6 quantity 3 wifi false name Ada"))
            try await host.perform(.setValue(0.25), on: "Volume")
            try await host.perform(.setValue(7), on: "Volume")   // clamped to the range
            #expect(try await host.texts().contains("log archived volume 1.0 quantity 3 wifi false name Ada"))
            try await host.perform(.decrement, on: "Quantity")
            #expect(try await host.texts().contains("log archived volume 1.0 quantity 2 wifi false name Ada"))
        }
    }

    @Test("an announcement reaches the daemon; activating a field focuses it")
    func announcementAndFocus() async throws {
        try await withHost({ AccessibleSettings() }) { host in
            try await host.perform(.activate, on: "save")
            let tree = try await host.accessibilityTree()
            #expect(tree.contains("announced: \"Saved\""))
            #expect(try await !host.accessibilityTree().contains("announced:"))   // read once
            try await host.perform(.activate, on: "Name")
            let field = try #require(try await host.accessibilityElements().first { $0.role == "textField" })
            #expect(field.states.contains("focused"))
            try await host.type("!")
            #expect(try await host.texts().contains { $0.hasSuffix("name Ada!") })
        }
    }
}

struct DescribedControls: View {
    @State private var level = 3.0
    @State private var starred = false
    @State private var log = "none"

    var body: some View {
        VStack {
            Circle().frame(width: 40, height: 40)
                .onTapGesture { level += 1 }
                .accessibilityRepresentation { Slider(value: $level, in: 0...10, step: 1) { Text("Level") } }
            Text("Message")
                .accessibilityActions {
                    Button("Reply") { log = "replied" }
                    Button("Star") { starred.toggle() }
                }
            Color.gray.frame(width: 40, height: 10)
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Chart")
                .accessibilityChildren { Text("Jan 3"); Text("Feb 5") }
            Text("level \(Int(level)) log \(log) starred \(starred)")
            Button("Next") {}
        }
    }
}

@Suite struct AccessibilityDescriptionTests {
    @Test("accessibilityRepresentation, accessibilityActions and accessibilityChildren describe a view with views that are not drawn")
    func describedByOtherViews() async throws {
        try await withHost({ DescribedControls() }) { host in
            let elements = try await host.accessibilityElements()
            let level = try #require(elements.first { $0.role == "slider" && $0.name == "Level" })
            #expect(level.value == "30 percent" && level.description.contains("range 0...10 step 1"))
            #expect(elements.first { $0.name == "Message" }?.actions == ["Reply", "Star"])
            let chart = try #require(elements.first { $0.name == "Chart" })
            #expect(elements.filter { $0.depth == chart.depth + 1 }.map(\.name) == ["Jan 3", "Feb 5"])
            #expect(!elements.contains { $0.name == "Reply" })
            // The undrawn views are not drawn into taps: a click on the circle reaches it.
            try await host.perform(.increment, on: "Level")
            try await host.perform(.named("Reply"), on: "Message")
            try await host.perform(.named("Star"), on: "Message")
            #expect(try await host.texts().contains("level 4 log replied starred true"))
            // Nor are they Tab stops: the circle, then Next.
            try await host.press(.tab)
            try await host.press(.tab)
            #expect(try await host.accessibilityElements().first { $0.states.contains("focused") }?.name == "Next")
        }
    }
}
