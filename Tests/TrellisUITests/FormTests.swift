// Forms: sections of rows with the label leading and the value or control trailing;
// Picker in each style, with tags and ForEach ids; LabeledContent.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct SettingsForm: View {
    @State private var flavor = Flavor.vanilla
    @State private var size = 1
    @State private var notify = true
    var body: some View {
        Form {
            Section("Order") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { f in Text(f.rawValue.capitalized) }
                }
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                LabeledContent("Price", value: "$\(3 + size)")
            }
            Section { Toggle("Notify me", isOn: $notify) } footer: { Text("We only send receipts.") }
            Text("summary \(flavor.rawValue) \(size) \(notify)")
        }
    }
}

struct InlinePicker: View {
    @State private var choice = "b"
    var body: some View {
        VStack {
            Picker("Letter", selection: $choice) {
                Text("A").tag("a")
                Text("B").tag("b")
            }
            .pickerStyle(.inline)
            Text("chose \(choice)")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Forms {
        @Test("Form rows: label leading, value trailing; sections with header and footer")
        func layout() throws {
            let h = Harness(SettingsForm(), width: 400, height: 700)
            let c = h.connection
            #expect(h.texts.contains("ORDER"), "a form's section header, in upper case")
            #expect(h.texts.contains("We only send receipts."))
            let flavor = try #require(c.frame(of: c.node(withText: "Flavor")!))
            let value = try #require(c.frame(of: c.node(withText: "Vanilla")!))
            #expect(flavor.x == 32, "16 points into a card 16 points in")
            #expect(value.x > 250 && abs(value.y - flavor.y) < 1, "value trailing on the same row: \(value)")
            let price = try #require(c.frame(of: c.node(withText: "$4")!))
            #expect(price.x > 300)
        }

        @Test("Picker (menu): tapping the row lists the options over the window; choosing one sets the selection")
        func menuPicker() {
            let h = Harness(SettingsForm(), width: 400, height: 700)
            h.tap("Flavor")
            #expect(h.connection.tree.layers.count == 1)
            #expect(h.texts.contains("Chocolate"))
            h.tap("Chocolate")
            #expect(h.connection.tree.layers.isEmpty)
            #expect(h.texts.contains("summary chocolate 1 true"))
            #expect(h.texts.contains("Chocolate"), "the row shows the new selection")
        }

        @Test("Picker (segmented): every option side by side; tapping one selects its tag")
        func segmented() {
            let h = Harness(SettingsForm(), width: 400, height: 700)
            h.tap("Large")
            #expect(h.texts.contains("summary vanilla 2 true"))
            #expect(h.texts.contains("$5"))
        }

        @Test("Picker (inline): the options are rows, a checkmark on the selected one")
        func inline() {
            let h = Harness(InlinePicker(), width: 400, height: 400)
            let c = h.connection
            #expect(c.visibleNodes().filter { c.property(.systemName, of: $0) == .systemName("checkmark") }.count == 1)
            h.tap("A")
            #expect(h.texts.contains("chose a"))
        }

        @Test("Toggle in a form row flips its binding")
        func toggle() throws {
            let h = Harness(SettingsForm(), width: 400, height: 700)
            let c = h.connection
            let capsule = try #require(c.visibleNodes().first { c.property(.shape, of: $0) == .shape(.capsule) })
            let f = try #require(c.frame(of: capsule))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("summary vanilla 1 false"))
        }

        @Test("LabeledContent(_:value:format:) shows its value through the format style, trailing")
        func labeledContentFormat() throws {
            let h = Harness(Form { LabeledContent("Total", value: 1234.5, format: .number.precision(.fractionLength(2))) },
                            width: 400, height: 300)
            let c = h.connection
            let titleNode = try #require(c.node(withText: "Total"))
            let valueNode = try #require(c.node(withText: "1,234.50"), "formatted, not \(h.texts)")
            let title = try #require(c.frame(of: titleNode)), value = try #require(c.frame(of: valueNode))
            #expect(value.x > title.x + 200 && abs(value.y - title.y) < 1)
        }

        @Test("ProgressView(value:label:currentValueLabel:) shows both labels around its bar")
        func progressLabels() throws {
            let h = Harness(ProgressView(value: 0.25) { Text("Uploading") } currentValueLabel: { Text("1 of 4") }
                                .padding(), width: 300, height: 200)
            let c = h.connection
            let labelNode = try #require(c.node(withText: "Uploading")), currentNode = try #require(c.node(withText: "1 of 4"))
            let label = try #require(c.frame(of: labelNode)), current = try #require(c.frame(of: currentNode))
            #expect(label.y < current.y, "the label above, the current value below the bar")
        }

        @Test("tint(_:) of a shape style tints with the colour the style resolves to")
        func tintFromShapeStyle() {
            let h = Harness(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(Color.red.gradient))
            let c = h.connection
            let fills = c.visibleNodes().compactMap { n -> WireColor? in
                if case .fill(let color)? = c.property(.fill, of: n), c.property(.shape, of: n) != nil { return color }
                return nil
            }
            #expect(fills.count == 1)
            #expect(fills.allSatisfy { $0.r > 240 && $0.g < 100 && $0.b < 100 }, "red's gradient is red (its middle), not the accent: \(fills)")
        }
    }
}
