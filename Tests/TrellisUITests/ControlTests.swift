import Testing
import TrellisProtocol
@testable import TrellisUI

// Seed 000: Toggle and Button share a @State through a binding.
struct SharedToggleView: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Toggle(isOn: $isOn) { EmptyView() }
                .labelsHidden()
            Button(action: { isOn.toggle() }) {
                isOn ? Text("Turn Off") : Text("Turn On")
            }
        }
    }
}

struct StepperView: View {
    @State var value = 1
    var body: some View {
        VStack {
            Stepper("Value \(value)", value: $value, in: 0...2)
        }
    }
}

struct FieldView: View {
    @State var name = ""
    var body: some View {
        VStack {
            TextField("Type your name...", text: $name)
            Text("Hello \(name)")
        }
    }
}

struct Highlight: ViewModifier {
    @State var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("taps \(taps)") { taps += 1 }
        }
    }
}

struct AppStorageView: View {
    @AppStorage("count") var count = 0
    var body: some View {
        Button("stored \(count)") { count += 1 }
    }
}

struct PresentableAlert: Equatable, Identifiable {
    let id = UUID()
    let title: String
    let message: String?
    static func == (lhs: PresentableAlert, rhs: PresentableAlert) -> Bool { lhs.id == rhs.id }
}

struct AlertView: View {
    @State private var alert: PresentableAlert?
    var body: some View {
        Button("Show alert") { alert = PresentableAlert(title: "Title", message: "Message") }
            .alert(item: $alert) { alert in
                Alert(title: Text(alert.title), message: alert.message.map(Text.init))
            }
    }
}

struct SheetDetail: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

struct SheetHost: View {
    @State var shown = false
    @State var confirm = false
    var body: some View {
        VStack {
            Button("Open") { shown = true }
            Button("Ask") { confirm = true }
        }
        .sheet(isPresented: $shown, onDismiss: { Log.print("dismissed") }) { SheetDetail() }
        .alert("Sure?", isPresented: $confirm) {
            Button("Yes") { Log.print("yes") }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Controls {
        @Test("sheet content closes itself with @Environment(\\.dismiss); alert action buttons dismiss the alert")
        func dismiss() {
            let h = Harness(SheetHost())
            h.tap("Open")
            #expect(h.texts.contains("Close"))
            h.tap("Close")
            #expect(!h.texts.contains("Close"))
            #expect(Log.take() == ["dismissed"])
            h.tap("Ask")
            #expect(h.texts.contains("Sure?"))
            h.tap("Yes")
            #expect(Log.take() == ["yes"])
            #expect(!h.texts.contains("Sure?"))
        }

        @Test("S12 seed 000: Toggle and Button stay in sync through the shared state")
        func toggleAndButton() {
            let h = Harness(SharedToggleView())
            #expect(h.texts == ["Turn On"])
            h.tap("Turn On")
            #expect(h.texts == ["Turn Off"])
            // tap the switch itself: the tappable capsule
            let tappables = h.connection.visibleNodes().filter { h.connection.property(.tappable, of: $0) == .tappable(true) }
            h.connection.inject(.inputTap(id: tappables[0], x: 0, y: 0))
            h.settle()
            #expect(h.texts == ["Turn On"])
            #expect(h.violations.isEmpty)
        }

        @Test("Stepper increments and decrements within its range")
        func stepper() {
            let h = Harness(StepperView())
            h.tap("+")
            h.tap("+")
            #expect(h.texts.first == "Value 2")
            h.tap("−")
            #expect(h.texts.first == "Value 1")
        }

        @Test("TextField: typed text goes through the binding; the field shows it")
        func textField() {
            let h = Harness(FieldView())
            let field = h.connection.visibleNodes().first { h.connection.kind(of: $0) == .textField }!
            #expect(h.connection.property(.placeholder, of: field) == .placeholder("Type your name..."))
            h.connection.inject(.inputText(id: field, text: "Ann"))
            h.settle()
            #expect(h.texts.contains("Hello Ann"))
            #expect(h.connection.property(.text, of: field) == .text("Ann"))
        }

        @Test("Custom ViewModifier with @State owned by its identity")
        func customModifier() {
            let h = Harness(Text("body").modifier(Highlight()))
            h.tap("taps 0")
            h.tap("taps 1")
            #expect(h.texts == ["body", "taps 2"])
        }

        @Test("AppStorage persists by key and updates readers")
        func appStorage() {
            let h = Harness(AppStorageView())
            h.tap("stored 0")
            #expect(h.texts == ["stored 1"])
            #expect(AppStorageStore.shared.values["count"] as? Int == 1)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-appstorage-\(UUID()).json")
            let s = AppStorageStore(fileURL: file)
            s.values["count"] = 5
            s.save()
            #expect(AppStorageStore(fileURL: file).values["count"] as? Int == 5)
            try? FileManager.default.removeItem(at: file)
        }

        @Test("alert(item:) shows a panel while the item is set; its button dismisses it")
        func alert() {
            let h = Harness(AlertView())
            h.tap("Show alert")
            #expect(h.texts.contains("Title"))
            #expect(h.texts.contains("Message"))
            h.tap("OK")
            #expect(!h.texts.contains("Title"))
            #expect(h.violations.isEmpty)
        }

        @Test("Diff: a changed property is sent alone; an unchanged update sends nothing")
        func minimalUpdate() {
            let h = Harness(StepperView())
            h.tap("+")
            // The label's text, and the stepper's value as a screen reader reads it.
            let updates = h.lastOps.compactMap { op -> [Property]? in
                if case let .update(_, props) = op { return props }
                return nil
            }
            #expect(h.lastOps.count == 2 && updates.count == 2)
            #expect(Set(updates.map { "\($0)" }) == ["\([Property.text("Value 2")])", "\([Property.accessibilityValue("2")])"])
            let n = h.transactions.count
            h.tap("+")   // at the upper bound: value stays 2
            #expect(h.transactions.count == n)
        }
    }
}
