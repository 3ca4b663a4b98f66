// Issue 35: TimelineView, safeAreaInset, ActionSheet / actionSheet and colorScheme(_:).
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct SchemeName: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "scheme dark" : "scheme light") }
}

private struct Ticker: View {
    let start = Date()
    var body: some View {
        TimelineView(.periodic(from: start, by: 0.05)) { context in
            Text(context.date > start.addingTimeInterval(0.02) ? "ticks some" : "ticks none")
        }
    }
}

private struct SheetDemo: View {
    @State var shown = false
    @State var chosen = "nothing"
    var body: some View {
        VStack {
            Text("chose \(chosen)")
            Button("Options") { shown = true }
        }
        .actionSheet(isPresented: $shown) {
            ActionSheet(title: Text("Pick"), message: Text("One of these"),
                        buttons: [.default(Text("Red")) { chosen = "red" }, .destructive(Text("Delete")) { chosen = "delete" }, .cancel()])
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct TimelineAndInsetAPI {
        @Test("TimelineView evaluates its content again at the schedule's dates")
        func timeline() async throws {
            let h = Harness(Ticker())
            // Real time: wait up to 3 s (a loaded machine delays the schedule's timer).
            for _ in 0..<60 where !h.texts.contains("ticks some") {
                try await Task.sleep(nanoseconds: 50_000_000)
                h.settle()
            }
            #expect(h.texts.contains("ticks some"))
            var it = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 10)
                .entries(from: Date(timeIntervalSince1970: 25), mode: .normal).makeIterator()
            #expect(it.next() == Date(timeIntervalSince1970: 20) && it.next() == Date(timeIntervalSince1970: 30))
        }

        @Test("safeAreaInset puts its content along the edge and the view keeps the rest")
        func safeAreaInset() {
            let h = Harness(List { Text("Row") }
                .safeAreaInset(edge: .bottom) { Text("Bottom bar").frame(height: 50) }, width: 400, height: 600)
            let bar = h.connection.frame(of: h.connection.node(withText: "Bottom bar")!)!
            let row = h.connection.frame(of: h.connection.node(withText: "Row")!)!
            // The bar's text is centred in its 50-point frame at the bottom: 550...600.
            #expect(abs((bar.y + bar.height / 2) - 575) < 1, "the bar sits at the bottom (\(bar))")
            #expect(row.y < bar.y)
        }

        @Test("actionSheet presents an ActionSheet's buttons like a confirmation dialog")
        func actionSheet() {
            let h = Harness(SheetDemo())
            h.tap("Options")
            #expect(h.texts.contains("Pick") && h.texts.contains("Red") && h.texts.contains("Delete"))
            h.tap("Red")
            #expect(h.texts.contains("chose red") && !h.texts.contains("Delete"))
        }

        @Test("colorScheme(_:) sets the subtree's colour scheme")
        func colorScheme() {
            let h = Harness(VStack { SchemeName(); SchemeName().colorScheme(.dark) })
            #expect(h.texts.contains("scheme light") && h.texts.contains("scheme dark"))
        }
    }
}
