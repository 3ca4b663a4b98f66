// Issue 35: presentationDetents, presentationDragIndicator, presentationBackground and
// interactiveDismissDisabled on a sheet's content.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct DetentDemo: View {
    @State var shown = false
    @State var detent = PresentationDetent.medium
    let detents: Set<PresentationDetent>
    var locked = false
    var body: some View {
        VStack {
            Button("Open") { shown = true }
            Spacer()
        }
        .sheet(isPresented: $shown) {
            VStack {
                Text("Sheet top")
                Button("Focus") {}
                Spacer()
            }
            .presentationDetents(detents, selection: $detent)
            .presentationBackground(Color.yellow)
            .interactiveDismissDisabled(locked)
        }
    }
}

@MainActor
private func top(_ h: Harness, _ text: String) -> Double? {
    h.connection.node(withText: text).flatMap { h.connection.frame(of: $0)?.y }
}

extension TrellisUITests {
    @MainActor @Suite struct PresentationDetents {
        @Test("a .medium sheet takes half the window; .height takes that height; the grabber moves to the next detent")
        func detents() throws {
            let h = Harness(DetentDemo(detents: [.medium, .large]), width: 800, height: 600)
            h.tap("Open")
            h.settle()
            let y = try #require(top(h, "Sheet top"))
            #expect(y >= 300 && y < 330, "medium: the card starts half way down (\(y))")
            // The grabber sits at the card's top edge: a tap moves to .large.
            h.connection.tap(at: WirePoint(x: 400, y: 309))
            h.settle()
            let y2 = try #require(top(h, "Sheet top"))
            #expect(y2 < 60, "large: just below the top (\(y2))")

            let h2 = Harness(DetentDemo(detents: [.height(200)]), width: 800, height: 600)
            h2.tap("Open")
            h2.settle()
            let y3 = try #require(top(h2, "Sheet top"))
            #expect(y3 >= 400 && y3 < 420, "height(200) (\(y3))")
            #expect(PresentationDetent.fraction(0.25).height(in: 600) == 150)
        }

        struct ThirdDetent: CustomPresentationDetent {
            static func height(in context: Context) -> CGFloat? {
                // Reads the environment through the context, as SwiftUI's does.
                context.verticalSizeClass == .compact ? nil : context.maxDetentValue / 3
            }
        }
        struct NeverDetent: CustomPresentationDetent {
            static func height(in context: Context) -> CGFloat? { nil }
        }

        @Test("a custom detent takes the height its type computes from the context; one that answers nil is left out")
        func customDetent() throws {
            let h = Harness(DetentDemo(detents: [.custom(ThirdDetent.self), .large]), width: 800, height: 600)
            h.tap("Open")
            h.settle()
            let y = try #require(top(h, "Sheet top"))
            // The large height is 600 - 24 = 576: a third is 192, so the card starts at 408.
            #expect(y >= 400 && y < 425, "a third of the large height (\(y))")
            #expect(PresentationDetent.custom(ThirdDetent.self) == .custom(ThirdDetent.self))
            #expect(PresentationDetent.custom(ThirdDetent.self) != .custom(NeverDetent.self))

            let h2 = Harness(DetentDemo(detents: [.custom(NeverDetent.self), .height(200)]), width: 800, height: 600)
            h2.tap("Open")
            h2.settle()
            let y2 = try #require(top(h2, "Sheet top"))
            #expect(y2 >= 400 && y2 < 420, "the nil detent is not offered: height(200) is used (\(y2))")
        }

        @Test("presentationBackground fills the card")
        func background() {
            let h = Harness(DetentDemo(detents: [.large]))
            h.tap("Open")
            h.settle()
            let fills = h.connection.visibleNodes().compactMap { h.connection.property(.fill, of: $0) }
            #expect(fills.contains(.fill(Color.yellow.wire)))
        }

        @Test("Escape dismisses a sheet unless interactiveDismissDisabled")
        func escape() {
            let h = Harness(DetentDemo(detents: [.large]))
            h.tap("Open")
            h.tap("Focus")
            h.connection.press(key: KeyCode.escape.rawValue)
            h.settle()
            #expect(!h.texts.contains("Sheet top"))

            let locked = Harness(DetentDemo(detents: [.large], locked: true))
            locked.tap("Open")
            locked.tap("Focus")
            locked.connection.press(key: KeyCode.escape.rawValue)
            locked.settle()
            #expect(locked.texts.contains("Sheet top"))
        }
    }
}
