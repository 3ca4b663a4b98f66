// Scroll snapping end to end: scrollTargetBehavior(.paging / .viewAligned) and
// scrollTargetLayout() through a real daemon — the daemon snaps when the user's scroll
// ends and the app's onScrollGeometryChange follows the reported movement.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

/// A 200-point-wide carousel of five full-width pages, its offset shown as text.
private struct PagingCarousel: View {
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset.rounded()))")
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { i in Text("page \(i)").frame(width: 200, height: 100) }
                }
            }
            .frame(width: 200, height: 100)
            .scrollTargetBehavior(.paging)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, new in offset = new }
        }
    }
}

/// Rows of 150-point cards 10 points apart in a 200-point scroll view, aligned to cards.
private struct AlignedCards: View {
    let limit: ViewAlignedScrollTargetBehavior.LimitBehavior
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset.rounded()))")
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<8, id: \.self) { i in Text("card \(i)").frame(width: 150, height: 80) }
                }
                .scrollTargetLayout()
            }
            .frame(width: 200, height: 80)
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, new in offset = new }
        }
    }
}

@MainActor @Suite struct ScrollSnapEndToEndTests {
    /// Scrolls the carousel (its centre is below the offset line) and lets the snap finish:
    /// `settle()` moves the daemon's clock past the gesture's end and the glide.
    func swipe(_ host: TestHost, _ dx: Double) async throws {
        let view = try #require(try await host.nodes().first { $0.kind == "scroll" }).rect
        try await host.scroll(by: CGSize(width: dx, height: 0), at: CGPoint(x: view.midX, y: view.midY))
        try await host.settle()
    }

    @Test("paging carousel: 60 % of a page rests on page 2, 10 % glides back to page 1; the app's offset follows")
    func pagingCarousel() async throws {
        try await withHost(width: 300, height: 200, { PagingCarousel() }) { host in
            try await swipe(host, 120)
            do { let texts = try await host.texts(); #expect(texts.contains("offset 200"), "\(texts)") }
            try await swipe(host, 20)
            do { let texts = try await host.texts(); #expect(texts.contains("offset 200"), "\(texts)") }
            try await swipe(host, -20)
            #expect(try await host.texts().contains("offset 200"))
            try await swipe(host, -120)
            do { let texts = try await host.texts(); #expect(texts.contains("offset 0"), "\(texts)") }
        }
    }

    @Test("paging carousel mid-glide: the daemon's clock moves the content, the app hears every step")
    func pagingGlideStepByStep() async throws {
        try await withHost(width: 300, height: 200, { PagingCarousel() }) { host in
            host.finishesAnimations = false
            let page = try #require(try await host.nodes().first { $0.text == "page 0" }).rect
            try await host.scroll(by: CGSize(width: 120, height: 0), at: CGPoint(x: page.midX, y: page.midY))
            #expect(try await host.texts().contains("offset 120"))
            try await host.advanceClock(by: 0.12 + 0.15)   // the gesture ended; half the glide
            try await host.settle()
            do { let texts = try await host.texts(); #expect(texts.contains("offset 190"), "ease out at ½: 120 + 80 × 0.875; \(texts)") }
            try await host.advanceClock(by: 1)
            try await host.settle()
            #expect(try await host.texts().contains("offset 200"))
            let shown = try #require(try await host.nodes().first { $0.text == "page 1" }).rect
            #expect(abs(shown.midX - page.midX) < 0.5, "page 2 is where page 1 was")
        }
    }

    @Test("view-aligned rows rest with a card at the scroll view's leading edge; limit always moves one card")
    func viewAlignedRows() async throws {
        try await withHost(width: 300, height: 200, { AlignedCards(limit: .never) }) { host in
            try await swipe(host, 100)   // 100: card 1 (edge 160) is nearest
            do { let texts = try await host.texts(); #expect(texts.contains("offset 160"), "\(texts)") }
            try await swipe(host, 350)   // 510: card 3 (480) is nearest
            do { let texts = try await host.texts(); #expect(texts.contains("offset 480"), "\(texts)") }
        }
        try await withHost(width: 300, height: 200, { AlignedCards(limit: .always) }) { host in
            try await swipe(host, 350)   // limited to one card
            do { let texts = try await host.texts(); #expect(texts.contains("offset 160"), "\(texts)") }
        }
    }
}
