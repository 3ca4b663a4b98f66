// A modifier on a Group of several views or on a ForEach applies to each of its views, as
// SwiftUI documents for Group: in an HStack they stay side by side, in a List each is a row.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private struct Card: ViewModifier {
    func body(content: Content) -> some View { content.padding(8).background(Color.yellow) }
}

extension TrellisUITests {
    @MainActor @Suite struct ModifierDistribution {
        func frame(_ h: Harness, _ text: String) -> WireRect? {
            h.connection.node(withText: text).flatMap { h.connection.frame(of: $0) }
        }

        @Test("a frame or padding on a ForEach or Group in an HStack modifies each view, which stay in a row")
        func inAStack() throws {
            let h = Harness(HStack(spacing: 0) {
                ForEach(0..<3) { Text("t\($0)") }.padding(4)
                Group { Text("g0"); Text("g1") }.frame(width: 50)
            }, width: 400, height: 200)
            let t = try (0..<3).map { try #require(frame(h, "t\($0)")) }
            let g0 = try #require(frame(h, "g0")), g1 = try #require(frame(h, "g1"))
            #expect(Set(t.map(\.y)).count == 1 && Set([t[0].y, g0.y, g1.y]).count == 1, "one row: \(t) \(g0) \(g1)")
            #expect(t[1].x - (t[0].x + t[0].width) == 8, "each text has its own padding of 4 on each side")
            #expect(abs((g1.x + g1.width / 2) - (g0.x + g0.width / 2) - 50) < 0.01, "each group member in its own 50-point frame")
        }

        @Test("a custom modifier on a ForEach runs for each element; in a List a modified Group is one row per view")
        func customAndList() {
            var appeared = 0
            let h = Harness(VStack {
                ForEach(0..<3) { Text("c\($0)") }.modifier(Card()).onAppear { appeared += 1 }
            }, width: 400, height: 400)
            let c = h.connection
            let yellow = c.visibleNodes().filter { c.property(.fill, of: $0) == .fill(Color.yellow.wire) }
            #expect(yellow.count == 3, "each element has the card's background")
            #expect(appeared == 3, "onAppear on the ForEach runs as each view appears")

            let sheets = Harness(NavigationStack {
                Group { Text("s0"); Text("s1") }
                    .sheet(isPresented: .constant(true)) { Text("Sheet") }
                    .navigationTitle("Once")
            }, width: 400, height: 400)
            #expect(sheets.texts.filter { $0 == "Sheet" }.count == 1, "one sheet for the group: \(sheets.texts)")
            #expect(sheets.texts.filter { $0 == "Once" }.count == 1)

            let list = Harness(List { Group { Text("a"); Text("b") }.padding(.vertical, 2) }, width: 400, height: 400)
            let a = list.connection.node(withText: "a").flatMap { list.connection.frame(of: $0) }
            let b = list.connection.node(withText: "b").flatMap { list.connection.frame(of: $0) }
            #expect((b?.y ?? 0) - (a?.y ?? 0) >= 44, "two rows of at least 44 points: \(String(describing: a)) \(String(describing: b))")
        }
    }
}
