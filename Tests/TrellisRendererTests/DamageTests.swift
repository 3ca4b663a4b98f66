// Damage between two frames: what a pixel backend must repaint.
import Testing
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct DamageTests {
    static let size = WireSize(width: 400, height: 200_000)

    /// A list of `rows` text rows, 20 points tall, the row `changed` reading "changed".
    static func list(rows: Int, changed: Int? = nil, order: [Int]? = nil) -> CommittedFrame {
        var items = [CommittedFrame.Item(id: 1, kind: .vstack, frame: WireRect(x: 0, y: 0, width: 400, height: Double(rows) * 20),
                                         depth: 0, opacity: 1, clip: nil, properties: [], lines: [])]
        for (slot, r) in (order ?? Array(0..<rows)).enumerated() {
            let text = r == changed ? "changed" : "row \(r)"
            items.append(.init(id: NodeID(10 + r), kind: .text, frame: WireRect(x: 0, y: Double(slot) * 20, width: 400, height: 20),
                               depth: 1, opacity: 1, clip: nil, properties: [.text(text)], lines: [text]))
        }
        return CommittedFrame(serial: 1, size: size, items: items)
    }

    @Test func aOneRowChangeInTenThousandRowsDamagesOnlyThatRow() {
        let d = Damage.between(Self.list(rows: 10_000), Self.list(rows: 10_000, changed: 500))
        guard case .rects(let rects) = d else { Issue.record("want rects, got \(d)"); return }
        let union = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        #expect(union.y <= 500 * 20 && union.y + union.height >= 501 * 20)
        #expect(union.height <= 24 && union.width <= 404, "\(union)")
    }

    @Test func identicalFramesHaveNoDamageAndANewSizeOrFirstFrameIsFull() {
        #expect(Damage.between(Self.list(rows: 50), Self.list(rows: 50)) == .none)
        #expect(Damage.between(nil, Self.list(rows: 50)) == .full)
        var resized = Self.list(rows: 50)
        resized.size = WireSize(width: 300, height: 200_000)
        #expect(Damage.between(Self.list(rows: 50), resized) == .full)
    }

    @Test func removedAndReorderedItemsAreDamaged() {
        // Rows 2 and 3 swap places: both slots repaint, nothing else.
        let d = Damage.between(Self.list(rows: 10), Self.list(rows: 10, order: [0, 1, 3, 2, 4, 5, 6, 7, 8, 9]))
        let rects = d.rects(in: Self.size)
        #expect(!rects.isEmpty)
        #expect(rects.allSatisfy { $0.y >= 38 && $0.y + $0.height <= 82 }, "\(rects)")
        // The last row removed: its old place repaints (the stack shrank too).
        let removed = Damage.between(Self.list(rows: 10), Self.list(rows: 9))
        #expect(removed.rects(in: Self.size).contains { $0.y <= 180 && $0.y + $0.height >= 200 })
    }

    @Test func aChangeInsideABlurredSubtreeRepaintsEverything() {
        var old = Self.list(rows: 5), new = Self.list(rows: 5, changed: 3)
        old.items[0].properties = [.blur(4)]
        new.items[0].properties = [.blur(4)]
        #expect(Damage.between(old, new) == .full)
    }
}
