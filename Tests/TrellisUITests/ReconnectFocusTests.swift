// S29: keyboard focus survives a daemon restart — the re-sent tree asks the new daemon to
// focus the node the old one had focused.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct ReconnectFocusTests {
        struct Form: View {
            @State var name = "Ada"
            @State var city = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    TextField("City", text: $city)
                }
            }
        }

        @Test("S29 the field focused before a daemon restart is focused on the new daemon")
        func focusSurvivesReconnect() async {
            let h = Harness(Form())
            let city = h.connection.visibleNodes().first {
                h.connection.kind(of: $0) == .textField && h.connection.property(.placeholder, of: $0) == .placeholder("City")
            }!
            let f = h.connection.frame(of: city)!
            h.connection.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.connection.received.contains(.focusChanged(id: city)))
            let fresh = EmbeddedConnection(width: 800, height: 600)
            h.host.reconnect(to: fresh)
            await h.host.settle()
            #expect(fresh.received.contains(.focusChanged(id: city)), "\(fresh.received.filter { if case .focusChanged = $0 { true } else { false } })")
            // Typing goes to that field on the new daemon.
            fresh.type("Paris")
            await h.host.settle()
            #expect(fresh.visibleTexts.contains("Paris"), "\(fresh.visibleTexts)")
        }
    }
}
