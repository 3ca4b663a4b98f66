// R6: the byte and session limits, each breach a limitExceeded naming the limit; held
// bytes go down again when nodes go away.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct SessionByteLimitTests {
    func errorMessage(_ events: [DaemonEvent]) -> (ErrorCode, String)? {
        for e in events { if case .error(let code, _, _, let m) = e { return (code, m) } }
        return nil
    }

    @Test("an open transaction over maxTransactionBytes is limitExceeded before it is committed")
    func transactionBytes() {
        let h = SessionHarness(limits: Limits(maxTransactionBytes: 10_000))
        var ops: [ClientMessage] = [.begin(txn: 1)]
        for i in 1...20 { ops.append(.create(id: NodeID(i), kind: .text, props: [.text(String(repeating: "x", count: 1000))])) }
        let e = errorMessage(h.send(ops))
        #expect(e?.0 == .limitExceeded)
        #expect(e?.1.contains("maxTransactionBytes (10000)") == true, "\(String(describing: e))")
    }

    @Test("a commit that would make the tree hold more than maxSessionBytes is refused; frees count")
    func sessionBytes() {
        let h = SessionHarness(limits: Limits(maxSessionBytes: 20_000))
        let big = String(repeating: "y", count: 6_000)
        let first = h.send([.begin(txn: 1), .create(id: 1, kind: .vstack, props: []),
                            .create(id: 2, kind: .text, props: [.text(big)]), .insert(parent: 1, child: 2, index: 0),
                            .setRoot(id: 1), .commit(txn: 1)])
        #expect(errorMessage(first) == nil)
        let held = h.compositor.renderTree(of: h.id)?.heldBytes ?? 0
        #expect(held > 6_000 && held < 7_000, "\(held)")
        // Replacing the text does not add up: the old string's bytes are given back.
        for t in 2...6 {
            #expect(errorMessage(h.send([.begin(txn: UInt64(t)), .update(id: 2, props: [.text(big + "\(t)")]), .commit(txn: UInt64(t))])) == nil)
        }
        #expect((h.compositor.renderTree(of: h.id)?.heldBytes ?? 0) < 7_100)
        let e = errorMessage(h.send([.begin(txn: 7), .create(id: 3, kind: .text, props: [.text(big + big + big)]), .commit(txn: 7)]))
        #expect(e?.0 == .limitExceeded)
        #expect(e?.1.contains("maxSessionBytes (20000)") == true, "\(String(describing: e))")
    }

    @Test("maxSessionBytes counts a node as 64 bytes plus its properties as encoded, the same at commit and afterwards")
    func sessionBytesOneFormula() {
        for eager in [false, true] {
            let h = SessionHarness(limits: Limits(maxSessionBytes: 130))
            if eager { h.session.staging.eagerBuildAfterOps = 0 }
            // 64 + text (tag 1, length 1, 60 bytes) = 126.
            let text = String(repeating: "t", count: 60)
            #expect(errorMessage(h.send(txn(1, [.create(id: 1, kind: .text, props: [.text(text)]), .setRoot(id: 1)]))) == nil)
            #expect(h.tree.heldBytes == 126)
            #expect(errorMessage(h.send(txn(2, []))) == nil, "an empty transaction adds nothing")
            // Replacing the text with one as long stays at 126 (the replaced value is given back).
            #expect(errorMessage(h.send(txn(3, [.update(id: 1, props: [.text(String(repeating: "u", count: 60))])]))) == nil)
            #expect(h.tree.heldBytes == 126)
            // 64 + 2 + 64 = 130: exactly the limit.
            #expect(errorMessage(h.send(txn(4, [.update(id: 1, props: [.text(String(repeating: "v", count: 64))])]))) == nil)
            let e = errorMessage(h.send(txn(5, [.update(id: 1, props: [.text(String(repeating: "w", count: 65))])])))
            #expect(e?.0 == .limitExceeded)
            #expect(e?.1.contains("would hold 131 bytes") == true, "\(String(describing: e))")
        }
    }

    @Test("a commit over maxSessionBytes shows nothing of itself; earlier commits are shown")
    func sessionBytesFailureShowsNothing() {
        let h = SessionHarness(limits: Limits(maxSessionBytes: 200, maxUnackedFrames: 1))
        _ = h.send(txn(1, [.create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)]))
        // The second commit waits for frame credit; the third fails.
        let events = h.send(txn(2, [.create(id: 2, kind: .text, props: [.text("a")]), .insert(parent: 1, child: 2, index: 0)])
                            + txn(3, [.create(id: 3, kind: .text, props: [.text(String(repeating: "b", count: 100))]),
                                      .insert(parent: 1, child: 3, index: 1)]))
        #expect(events.map(caseName) == ["committed", "appeared", "frameDone", "error"], "\(events)")
        #expect(appeared(events) == [2])
    }

    @Test("destroying nodes gives their bytes back")
    func destroyFrees() {
        let h = SessionHarness()
        _ = h.send([.begin(txn: 1), .create(id: 1, kind: .vstack, props: []),
                    .create(id: 2, kind: .text, props: [.text(String(repeating: "z", count: 500))]),
                    .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1), .commit(txn: 1)])
        _ = h.send([.begin(txn: 2), .setRoot(id: 0), .destroy(id: 1), .commit(txn: 2)])
        #expect(h.compositor.renderTree(of: h.id)?.heldBytes == 0)
    }

    @Test("a hello beyond maxSessions is refused with limitExceeded; the others are unaffected")
    func sessionCount() {
        let backend = HeadlessBackend()
        let compositor = Compositor(backend: backend, limits: Limits(maxSessions: 2))
        let a = SessionHarness(compositor: compositor), b = SessionHarness(compositor: compositor)
        let c = SessionHarness(handshake: false, compositor: compositor)
        let events = c.send(SessionHarness.hello())
        guard case .refused(let code, let reason)? = events.first else { Issue.record("\(events)"); return }
        #expect(code == .limitExceeded && reason.contains("at most 2 sessions"))
        #expect(a.send(.sync(token: 1)).count == 1 && b.send(.sync(token: 2)).count == 1)
    }
}

@Suite struct StructureAtCommitTests {
    @Test("child limits are rules of the committed tree: a frame may get its new child before losing the old one")
    func replaceFramesChild() {
        let h = SessionHarness()
        var events = h.send([.begin(txn: 1), .create(id: 1, kind: .frame, props: [.width(50)]),
                             .create(id: 2, kind: .text, props: [.text("old")]), .insert(parent: 1, child: 2, index: 0),
                             .setRoot(id: 1), .commit(txn: 1)])
        events += h.send([.begin(txn: 2), .create(id: 3, kind: .text, props: [.text("new")]),
                          .insert(parent: 1, child: 3, index: 1), .remove(parent: 1, child: 2), .destroy(id: 2),
                          .commit(txn: 2)])
        #expect(!events.contains { if case .error = $0 { true } else { false } }, "\(events)")
        #expect(h.compositor.renderTree(of: h.id)?.children(of: 1) == [3])
    }
}
