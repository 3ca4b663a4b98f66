// Issue 35: redacted(reason:), unredacted(), privacySensitive() and invalidatableContent().
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct Card: View {
    var body: some View {
        VStack {
            Text("Hello world")
            Image(systemName: "star")
            Text("Always shown").unredacted()
            Text("Secret").privacySensitive()
            Text("Total 42").invalidatableContent()
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct RedactionAPI {
        @Test("redacted(.placeholder) draws text as faded bars of its length and symbols as squares; unredacted() opts out")
        func placeholder() {
            let plain = Harness(Card())
            let h = Harness(Card().redacted(reason: .placeholder))
            let bar = String(repeating: "\u{2588}", count: 11)
            #expect(h.texts.contains(bar) && !h.texts.contains("Hello world"))
            #expect(h.texts.contains("Always shown"))
            let id = h.connection.node(withText: bar)!
            guard case .foreground(let c)? = h.connection.property(.foreground, of: id) else { Issue.record("no colour"); return }
            #expect(c.a == 51)
            let image = nodes(h, kind: .image).first!
            #expect(h.connection.property(.systemName, of: image) == .systemName("square.fill"))
            let w1 = h.connection.frame(of: id)!.width
            let w0 = plain.connection.frame(of: plain.connection.node(withText: "Hello world")!)!.width
            #expect(abs(w1 - w0) < w0 * 0.4, "the bar is about as wide as the text (\(w1) vs \(w0))")
        }

        @Test("redacted(.privacy) hides only privacy-sensitive views; an empty reason set redacts nothing")
        func privacy() {
            let h = Harness(Card().redacted(reason: .privacy))
            #expect(h.texts.contains("Hello world") && !h.texts.contains("Secret"))
            let none = Harness(Card().redacted(reason: []))
            #expect(none.texts.contains("Hello world") && none.texts.contains("Secret"))
        }

        @Test("redacted(.invalidated) draws only invalidatableContent() views as placeholders")
        func invalidated() {
            let h = Harness(Card().redacted(reason: .invalidated))
            #expect(h.texts.contains("Hello world") && h.texts.contains("Secret") && !h.texts.contains("Total 42"), "\(h.texts)")
            #expect(h.texts.contains(String(repeating: "\u{2588}", count: 8)))
            #expect(Harness(Card()).texts.contains("Total 42"))
        }
    }
}
