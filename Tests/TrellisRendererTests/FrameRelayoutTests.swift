// A frame updated from the previous one after a layout that kept the structure, or
// spliced from it after a structural edit, equals the frame built afresh, item for item,
// on seeded random trees and edits (texts, sizes, spacing, alignment, colours, and
// structural edits in between), at changing surfaces.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct FrameRelayoutTests {
    static func expectSame(_ a: CommittedFrame, _ b: CommittedFrame, _ context: String) -> Bool {
        guard a.items.count == b.items.count else {
            Issue.record("\(context): \(a.items.count) items vs \(b.items.count)")
            return false
        }
        for (x, y) in zip(a.items, b.items) {
            let same = x.id == y.id && x.kind == y.kind && x.frame == y.frame && x.depth == y.depth
                && x.opacity == y.opacity && x.clip == y.clip && x.properties == y.properties
                && x.lines == y.lines && x.transform == y.transform
            if !same {
                Issue.record("\(context): item \(x.id) \(x.kind): updated \(x.frame) \(x.lines) vs fresh \(y.frame) \(y.lines)")
                return false
            }
        }
        return true
    }

    @Test func anUpdatedFrameEqualsAFreshOne() {
        let base = TestSeed.value(0xF4A3E)
        var updated = 0, spliced = 0, copied = 0
        for round in 0..<40 {
            var surface = WireSize(width: 400, height: 300)
            var r = RandomTrees.laidOut(seed: base &+ UInt64(round), surface: surface)
            _ = r.tree.committedFrame(serial: 0)
            for step in 0..<15 {
                // Mostly edits that keep the structure (the path under test), some that do not.
                let texts = r.model.nodes.filter { $0.value.kind == .text }.map(\.key).sorted()
                let frames = r.model.nodes.filter { $0.value.kind == .frame }.map(\.key).sorted()
                for _ in 0..<(1 + r.int(3)) {
                    switch r.int(6) {
                    case 0 where !texts.isEmpty:
                        r.set(texts[r.int(texts.count)], .text(RandomTrees.words[r.int(RandomTrees.words.count)]))
                    case 1 where !frames.isEmpty:
                        r.set(frames[r.int(frames.count)], .width(Double(5 + r.int(120))))
                    case 2 where !frames.isEmpty:
                        r.set(frames[r.int(frames.count)], .height(Double(5 + r.int(60))))
                    default:
                        r.edit()
                    }
                }
                if r.chance(0.1) { surface = WireSize(width: Double(100 + r.int(500)), height: Double(100 + r.int(500))) }
                r.tree.layout(surface: surface)
                let before = r.tree.store.statistics
                let frame = r.tree.committedFrame(serial: UInt64(step + 1))
                updated += r.tree.store.statistics.framesRelaidOut - before.framesRelaidOut
                spliced += r.tree.store.statistics.framesSpliced - before.framesSpliced
                copied += r.tree.store.statistics.itemsCopied - before.itemsCopied
                var fresh = r.tree.store
                fresh.frameCache = nil
                let expected = fresh.committedFrame(serial: UInt64(step + 1))
                if !Self.expectSame(frame, expected, "seed \(base), round \(round), step \(step)") { return }
            }
        }
        print("FrameRelayoutTests: the incremental path ran \(updated) times; \(spliced) frames were spliced, \(copied) items copied")
        #expect(updated > 100, "the incremental path ran \(updated) times")
        // Structural edits (about one step in three) splice the frame (FrameSplice.swift).
        #expect(spliced > 30 && copied > 1_000, "\(spliced) spliced frames, \(copied) items copied")
    }

    /// A long list edited as apps edit lists: after structural edits the spliced frame
    /// equals the fresh one, and most of its chunks are the previous frame's own (shared,
    /// not copied): a swap costs the chunks around the two rows, not the list.
    @Test func aLongListsSplicedFramesEqualFreshOnesAndShareChunks() {
        var rng = TestSeed.generator(0xF4A3F)
        let f = LayoutFixture()
        func row(_ n: Int) -> NodeID {
            f.hstack([f.text("\(n)"), f.text("label \(n)", [.foreground(WireColor(r: 0, g: 0, b: 0))]),
                      f.effect(f.text("x"), [.tappable(true)])])
        }
        var rows = (0..<1500).map(row)
        let list = f.vstack(spacing: 0, rows)
        let root = f.node(.scroll, [], [list])
        f.layout(root, 400, 800)
        var previous = f.tree.committedFrame(serial: 0)
        var shared = 0, structural = 0
        for step in 1...60 {
            var changedStructure = true
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:   // swap two rows: two moves, as the client sends them
                let a = Int.random(in: 0..<rows.count, using: &rng), b = Int.random(in: 0..<rows.count, using: &rng)
                guard a != b else { continue }
                let (lo, hi) = (min(a, b), max(a, b))
                f.tree.move(rows[hi], in: list, to: lo)
                f.tree.move(rows[lo], in: list, to: hi)
                rows.swapAt(lo, hi)
            case 1:
                let a = Int.random(in: 0...rows.count, using: &rng)
                let r = row(1500 + step)
                f.tree.insert(r, into: list, at: a)
                rows.insert(r, at: a)
            case 2:
                let a = Int.random(in: 0..<rows.count, using: &rng)
                f.tree.destroy(rows.remove(at: a))
            case 3:
                let a = Int.random(in: 0..<rows.count, using: &rng)
                f.tree.update(rows[a] + 2, props: [.text("edited \(step)")])
                changedStructure = false
            default:   // a colour and a structural edit in one commit
                let a = Int.random(in: 0..<rows.count, using: &rng)
                f.tree.update(rows[a] + 2, props: [.foreground(WireColor(r: 255, g: 0, b: 0))])
                let b = Int.random(in: 0..<rows.count, using: &rng)
                f.tree.move(rows[b], in: list, to: rows.count - 1)
                rows.append(rows.remove(at: b))
            }
            f.tree.layout(surface: WireSize(width: 400, height: 800))
            let frame = f.tree.committedFrame(serial: UInt64(step))
            var fresh = f.tree.store
            fresh.frameCache = nil
            let expected = fresh.committedFrame(serial: UInt64(step))
            if !Self.expectSame(frame, expected, "seed \(TestSeed.value(0xF4A3F)), step \(step)") { return }
            if changedStructure {
                structural += 1
                shared += stride(from: 0, to: frame.items.count, by: FrameItems.chunkSize)
                    .filter { frame.items.sharesRun(with: previous.items, at: $0) }.count
            }
            previous = frame
        }
        let chunksPerFrame = (f.tree.store.frameCache?.items.count ?? 0) / FrameItems.chunkSize
        #expect(structural > 20 && shared > structural * chunksPerFrame / 4,
                "\(shared) chunks shared over \(structural) structural frames of ~\(chunksPerFrame) chunks")
    }

    /// Row edits in a long list that keep the structure: the updated frame equals the
    /// fresh one, and an edit that changes no row's height nor the widest row visits the
    /// edited rows, not the list. Also: two rows trading heights (the rows between move,
    /// the list keeps its frame), a row's width changing (at times the widest: every row
    /// is centred again), and the list moved by a header above it.
    @Test func aLongListsRelaidOutFramesEqualFreshOnesAndVisitOnlyTheEditedRows() {
        let seed = TestSeed.value(0xF4A40)
        var rng = TestSeed.generator(0xF4A40)
        let f = LayoutFixture()
        var labels: [NodeID] = [], boxes: [NodeID] = [], heights: [Double] = []
        let rows = (0..<1500).map { n -> NodeID in
            let label = f.text("label \(n % 10)")
            heights.append(Double(10 + n * 7 % 30))
            let box = f.frame(label, [.height(heights[n])])
            labels.append(label)
            boxes.append(box)
            return f.hstack([f.text("#"), box])
        }
        let list = f.vstack(spacing: 2, rows)   // centred: the widest row places every row across
        let header = f.frame(nil, [.height(30)])
        f.layout(f.node(.scroll, [], [f.vstack(spacing: 0, [header, list])]), 400, 800)
        _ = f.tree.committedFrame(serial: 0)
        var kinds = [0, 0, 0, 0]
        for step in 1...120 {
            let kind = Int.random(in: 0..<4, using: &rng)
            let count = Int.random(in: 1...4, using: &rng)
            for _ in 0..<count {
                let a = Int.random(in: 0..<rows.count, using: &rng), b = Int.random(in: 0..<rows.count, using: &rng)
                switch kind {
                case 0:   // same width: nothing but the row moves
                    f.tree.update(labels[a], props: [.text("edits \(step % 10)")])
                case 1:   // two rows trade heights: the rows between them move, the list does not
                    heights.swapAt(a, b)
                    f.tree.update(boxes[a], props: [.height(heights[a])])
                    f.tree.update(boxes[b], props: [.height(heights[b])])
                case 2:   // another width, at times the widest
                    f.tree.update(labels[a], props: [.text(String(repeating: "w", count: Int.random(in: 3..<24, using: &rng)))])
                default:  // the header's height: the whole list moves
                    f.tree.update(header, props: [.height(Double(20 + Int.random(in: 0..<40, using: &rng)))])
                }
            }
            f.tree.layout(surface: WireSize(width: 400, height: 800))
            let before = f.tree.store.statistics
            let frame = f.tree.committedFrame(serial: UInt64(step))
            let after = f.tree.store.statistics
            var fresh = f.tree.store
            fresh.frameCache = nil
            let expected = fresh.committedFrame(serial: UInt64(step))
            if !Self.expectSame(frame, expected, "seed \(seed), step \(step)") { return }
            #expect(after.framesRelaidOut == before.framesRelaidOut + 1, "step \(step): the frame was updated, not built")
            kinds[kind] += 1
            if kind == 0 {
                // The root, the scroll view, two stacks, and each edited row's few nodes.
                let visits = after.relayoutVisits - before.relayoutVisits
                #expect(visits <= 4 + 5 * count, "step \(step): \(visits) nodes visited for \(count) edited rows")
            }
        }
        #expect(kinds.allSatisfy { $0 > 15 }, "each kind of edit ran: \(kinds)")
    }
}
