import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// Custom `FormStyle` and `DatePickerStyle`: `makeBody` draws the control from its
/// configuration.
extension TrellisUITests {
    @MainActor @Suite struct FormAndDatePickerStyles {
        struct Stepping: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                let parts = configuration.displayedComponents.contains(.date) ? "date" : "time"
                VStack {
                    configuration.label
                    Text("\(parts) \(configuration.minimumDate == nil ? "open" : "bounded")")
                    Button("Tomorrow") {
                        let next = configuration.selection.addingTimeInterval(86_400)
                        configuration.selection = min(next, configuration.maximumDate ?? .distantFuture)
                    }
                }
            }
        }

        @Test("a custom DatePickerStyle gets the label, range and components, and sets the selection through it")
        func customDatePickerStyle() {
            final class Box { var date = Date(timeIntervalSince1970: 0) }
            let box = Box()
            struct Root: View {
                let box: Box
                @State var date = Date(timeIntervalSince1970: 0)
                var body: some View {
                    DatePicker("Due", selection: $date,
                               in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 10),
                               displayedComponents: .date)
                        .datePickerStyle(Stepping())
                        .onChange(of: date) { _, d in box.date = d }
                }
            }
            let h = Harness(Root(box: box))
            #expect(h.texts.contains("Due") && h.texts.contains("date bounded"))
            #expect(!h.texts.contains("−"), "the standard picker's buttons are not drawn")
            h.tap("Tomorrow")
            #expect(box.date == Date(timeIntervalSince1970: 86_400))
        }

        @Test("built-in date picker styles draw the standard picker")
        func builtInDatePickerStyle() {
            let h = Harness(DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                .datePickerStyle(.graphical))
            #expect(h.texts.contains("Due") && h.texts.contains("−") && h.texts.contains("+"))
        }

        @Test("a custom FormStyle wraps the form's content; .columns draws it without a list")
        func formStyles() {
            struct Carded: FormStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        Text("card header")
                        configuration.content
                    }
                }
            }
            let custom = Harness(Form { Text("row one"); Text("row two") }.formStyle(Carded()))
            #expect(custom.texts.contains("card header") && custom.texts.contains("row one") && custom.texts.contains("row two"))

            func lists(_ h: Harness) -> Int {
                h.connection.visibleNodes().filter { h.connection.kind(of: $0) == .lazyVStack }.count
            }
            let grouped = Harness(Form { Text("row one") }.formStyle(.grouped))
            let columns = Harness(Form { Text("row one") }.formStyle(.columns))
            #expect(columns.texts.contains("row one"))
            #expect(lists(grouped) > lists(columns), "grouped \(lists(grouped)) columns \(lists(columns))")
        }
    }
}
